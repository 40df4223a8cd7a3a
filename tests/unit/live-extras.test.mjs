// Live play's small parts: the QR code drawn from npm qrcode's matrix (www/features/live/qr.js), and a
// reply handed from the tab it opened in to the tab whose invitation waits (handoff.js), over
// Node's BroadcastChannel, the browser's own.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { LiveError } from '../../www/features/live/code.js';
import { listenForReplies, passReply } from '../../www/features/live/handoff.js';
import { qrPath } from '../../www/features/live/qr.js';

const QRCode = createRequire(import.meta.url)('qrcode');

/** The dark squares a path draws (each run as its modules). */
function drawn(path, size) {
  const dark = new Uint8Array(size * size);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) dark[Number(y) * size + Number(x) + i] = 1;
  }
  return dark;
}

test("the QR code's path draws exactly qrcode's dark modules", () => {
  const link = `https://example.org/dance-of-muses/#l${'AbCd-_'.repeat(28)}`;
  const { modules, version } = QRCode.create(link, { errorCorrectionLevel: 'L' });
  const path = qrPath(modules);
  assert.match(path, /^(M\d+ \d+h\d+v1h-\d+z)+$/);
  assert.deepEqual(
    [...drawn(path, modules.size)],
    [...modules.data].map((b) => (b ? 1 : 0)),
  );
  // The three finder patterns: a run of 7 at three corners' top rows.
  assert.ok(path.startsWith('M0 0h7v1h-7z'));
  assert.ok(path.includes(`M${modules.size - 7} 0h7v1h-7z`));
  assert.ok(path.includes(`M0 ${modules.size - 7}h7v1h-7z`));
  console.log(`a ${link.length}-character link: QR version ${version}, ${modules.size}×${modules.size} modules`);
  assert.ok(version <= 10, 'small enough to scan from a screen');
});

test('a reply opened in another tab goes to the tab whose invitation waits for it', async () => {
  const taken = [];
  // Two tabs listen: one has no invitation for it, the other takes it.
  const stopA = listenForReplies(async () => {
    throw new LiveError('NoInvitation', 'not mine');
  });
  const stopB = listenForReplies(async (code) => taken.push(code));
  try {
    assert.deepEqual(await passReply('lREPLY'), { taken: true });
    assert.deepEqual(taken, ['lREPLY']);
  } finally {
    stopA();
    stopB();
  }
});

test('a damaged reply is refused by the waiting tab, and said so; with no tab, nothing waits long', async () => {
  const stop = listenForReplies(async () => {
    throw new LiveError('Damaged', 'checksum');
  });
  try {
    assert.deepEqual(await passReply('lBROKEN'), { taken: false, kind: 'Damaged' });
  } finally {
    stop();
  }
  const t = performance.now();
  assert.deepEqual(await passReply('lNOBODY', 200), { taken: false });
  assert.ok(performance.now() - t < 1000);
});

// Live play's small parts: the QR code drawn from npm qrcode's matrix (www/features/live/qr.js), a
// reply handed from the tab it opened in to the tab whose invitation waits, and an invitation
// opened in two tabs held by one of them (handoff.js), over Node's BroadcastChannel, the
// browser's own, and a stand-in for the browser's Web Locks.

import './live-wasm.mjs';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { LiveError } from '../../www/features/live/code.js';
import { claimInvitation, holdInvitation, listenForReplies, passReply } from '../../www/features/live/handoff.js';
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
    assert.deepEqual(await passReply('lBROKEN'), { taken: false, kind: 'Damaged', name: '' });
  } finally {
    stop();
  }
  const t = performance.now();
  assert.deepEqual(await passReply('lNOBODY', 200), { taken: false });
  assert.ok(performance.now() - t < 1000);
});

test('a reply used already: the waiting tab says so, naming its player', async () => {
  const stop = listenForReplies(async () => {
    throw new LiveError('Used', 'answered already', { seat: 1, name: 'Ben' });
  });
  try {
    assert.deepEqual(await passReply('lAGAIN'), { taken: false, kind: 'Used', name: 'Ben' });
  } finally {
    stop();
  }
});

/** The browser's Web Locks, as far as claimInvitation uses them (one browser: shared). */
function fakeLocks() {
  const held = new Set();
  return {
    async request(name, { ifAvailable }, hold) {
      assert.equal(ifAvailable, true);
      if (held.has(name)) return hold(null);
      held.add(name);
      try {
        return await hold({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

test('an invitation opened in two tabs: one holds it, the other gets its reply; once let go, it is free', async () => {
  const locks = fakeLocks();
  const first = await claimInvitation('lINVITE', { locks });
  assert.equal(first.mine, true);
  // Its reply comes a moment later (gathering): the other tab waits for it.
  let made;
  const reply = new Promise((done) => (made = done));
  const stop = holdInvitation('lINVITE', () => reply.then((code) => ({ reply: code, state: 'connecting' })));
  const other = claimInvitation('lINVITE', { locks });
  setTimeout(() => made('lREPLY'), 50);
  assert.deepEqual(await other, { mine: false, reply: 'lREPLY', state: 'connecting' });
  // Another invitation is another lock.
  const third = await claimInvitation('lOTHER', { locks });
  assert.equal(third.mine, true);
  third.release();
  // The holding tab lets it go (its exchange failed, or it closed): the next tab holds it.
  stop();
  first.release();
  await new Promise((ok) => setTimeout(ok, 0));
  const again = await claimInvitation('lINVITE', { locks });
  assert.equal(again.mine, true);
  again.release();
});

test('without Web Locks, a tab that answers within a moment holds the invitation; with none, it is this one', async () => {
  const stop = holdInvitation('lINVITE', async () => ({ reply: 'lREPLY', state: 'connected' }));
  try {
    assert.deepEqual(await claimInvitation('lINVITE', { locks: null }), {
      mine: false,
      reply: 'lREPLY',
      state: 'connected',
    });
  } finally {
    stop();
  }
  const t = performance.now();
  const mine = await claimInvitation('lINVITE', { locks: null });
  assert.equal(mine.mine, true);
  assert.ok(performance.now() - t < 2000);
  // A holder that cannot tell its reply in time: the other tab still knows where it is held.
  const locks = fakeLocks();
  const held = await claimInvitation('lSLOW', { locks });
  const silent = holdInvitation('lSLOW', () => new Promise(() => {}));
  try {
    assert.deepEqual(await claimInvitation('lSLOW', { locks, ms: 100 }), { mine: false, reply: null, state: null });
  } finally {
    silent();
    held.release();
  }
});

// Fair mode in the page (issues 15 and 19): browsers with their own storage play a fair game to
// the end by passing links (2 players, and 3), every move by real pointer input; before the
// reveal, nothing one browser holds (its links, every global reachable from window, its
// localStorage, its whole DOM) names another seat's hidden Muses or carries its secrets; while
// the keys come the title names nobody to move and Result waits; the last seat to reveal is
// told to send the link to everyone; every browser shows the verdict. A link changed on its
// way is refused as changed, blaming nobody; a key moves a seat to another device and leaves
// no field holding it; a computer seat thinks in the worker for its thinking time.
// The hidden truth to search for comes from the protocol, natively: the game's last link,
// with every key revealed, read by examples/fair_truth.rs.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { ROOT, allErrors, startServer } from './harness.mjs';
import * as ui from './play.mjs';
import {
  b64url,
  device,
  fair,
  fromB64,
  hook,
  holdings,
  linkOf,
  noLeaks,
  openLink,
  playByLinks,
  secretsOf,
  settled,
  startFair,
  state,
  takeSeatIfAsked,
  timings,
  truthOf,
} from './fairplay.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/**
 * A whole fair game between browsers of their own (seat i on the i-th), by passing links and
 * with real pointer input; then the searches, with the truth from the last link.
 */
async function wholeGame(names) {
  const players = names.length;
  const devs = [];
  for (const name of names) devs.push(await device(server, name));
  try {
    await startFair(devs[0], { players, names });
    // The creator deals last: the first message is the next seat's shuffle.
    const step = await devs[0].page.textContent('#fair-deal-step');
    assert.match(step, new RegExp(`^Send this link to ${names[1]}\\. ${names[1]} shuffles next\\.`));
    /** What each device held at moments before the reveal, checked once the truth is known. */
    const moments = [];
    /** Each seat's key text, as its device keeps it (deleted once the game is over). */
    const keyTexts = [];
    const snapshot = async (when) => {
      for (const [s, dev] of devs.entries()) {
        moments.push({ when, seat: s, view: await hook(dev.page, 'view'), held: await holdings(dev.page, []) });
        keyTexts[s] ??= (await state(dev.page)).keys[s] ?? null;
      }
    };
    const lengths = [];
    let seatsOffered = null;
    let keysChecked = false;
    const result = await playByLinks(devs, {
      onDealt: () => snapshot('after the deal'),
      beforeLast: () => snapshot('before the last move'),
      onLink: (what, link) => lengths.push(`${what}: ${link.length + 1}`),
      // While the keys come: nobody is "to move", and there is no result yet.
      onKeys: async (holder) => {
        if (keysChecked) return;
        keysChecked = true;
        const page = devs[holder].page;
        assert.doesNotMatch(await page.textContent('#turn'), /to move|to place|to dance/, 'the title names nobody to move');
        assert.match(await page.textContent('#turn'), /is over: its result comes with every player's key/);
        assert.equal(await page.isHidden('#show-result'), true, 'no Result before every key is in');
        assert.equal(await hook(page, 'screen'), null);
        // The round is over but its hidden tiles still are: the log names none of them.
        await snapshot('the round over, before the keys');
      },
    });
    // A device new to the game is offered only the seats nobody plays yet: none now.
    if (players === 3) {
      const fresh = await device(server, 'Someone');
      try {
        await openLink(fresh, result.link);
        await ui.screen(fresh.page, 'fair-seat');
        seatsOffered = await fresh.page.$$eval('#fair-seat-list button', (bs) => bs.length);
        assert.match(await fresh.page.textContent('#fair-seat-text'), /every seat is taken/);
      } finally {
        await fresh.browser.close();
      }
      assert.equal(seatsOffered, 0, 'every seat is taken: none offered');
    }
    assert.ok(keysChecked, 'the keys were waited for');
    console.log(`fair link lengths, ${players} players: ${lengths.join('; ')}`);
    // The last seat to reveal its key is told to send the link to everyone.
    const last = devs[result.holder];
    assert.match(await last.page.textContent('#fair-step'), /Send this link to everyone/);
    const truth = truthOf(result.link);
    assert.ok(moments.length >= 2 * players, 'the searches ran after the deal and before the last move');
    assert.ok(keyTexts.every(Boolean), 'every seat had its key');
    noLeaks(moments, truth, keyTexts, names);
    // The buffers reachable from each window (wasm memories among them), by their bytes: no
    // other seat's key, nor the point of any Muse.
    for (const [seat, dev] of devs.entries()) {
      for (let other = 0; other < players; other++) {
        if (other === seat) continue;
        const secrets = secretsOf(truth, other, keyTexts[other]).filter((s) => !/seed|scalar/.test(s.what));
        const held = await holdings(dev.page, secrets.map((s) => [...s.bytes]));
        secrets.forEach((s, i) => assert.ok(!held.binary[i], `${names[seat]}: a buffer reachable from window holds ${s.what}`));
      }
    }
    // The end: every browser takes the last link in, checks the round and says it is valid,
    // with its result; a finished game keeps no secret.
    for (const dev of devs) {
      await openLink(dev, result.link);
      await settled(dev.page);
      const f = await state(dev.page);
      assert.deepEqual(
        f.verdicts.map((v) => v.kind),
        ['Valid'],
        `${dev.name}: the round is checked`,
      );
      assert.deepEqual(f.keys, {}, `${dev.name}: no secret kept once the game is over`);
      assert.match(await dev.page.textContent('#fair-verdict'), /valid: every message checked/);
      await ui.screen(dev.page, 'result');
    }
    console.log(`fair timings on the page, ${players} players: ${await timings(devs)}`);
    await devs[0].page.screenshot({ path: join(ROOT, 'target', 'e2e', `fair-${players}-end.png`) });
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
}

test('two browsers play a fair game by links; nothing of the other seat leaks before the reveal; both show the verdict', () => wholeGame(['Anna', 'Ben']));

test('three browsers play a fair game by links, and nothing leaks to either of the others', () => wholeGame(['Anna', 'Ben', 'Cleo']));

test('a link changed on its way is refused as changed, naming nobody; the game stays, one button away', async () => {
  const devs = [await device(server, 'Anna'), await device(server, 'Ben')];
  try {
    await startFair(devs[0], { players: 2, names: ['Anna', 'Ben'] });
    // Ben shuffles, Anna deals.
    await openLink(devs[1], await linkOf(devs[0].page));
    await takeSeatIfAsked(devs[1], 1);
    await ui.screen(devs[1].page, 'fair-deal');
    const shuffled = await linkOf(devs[1].page);
    await openLink(devs[0], shuffled);
    await settled(devs[0].page);
    const dealt = await linkOf(devs[0].page);
    // Anna's deal, one bit of it changed on the way (the checksum made right again): Ben's
    // browser refuses the link as changed, and does not blame Anna.
    const changed = tamper(dealt, shuffled);
    await openLink(devs[1], changed);
    await ui.screen(devs[1].page, 'fair-refused');
    const why = await devs[1].page.textContent('#fair-refused-why');
    assert.match(why, /changed on its way: it is not what its players signed/);
    assert.doesNotMatch(why, /Anna|cheated/, 'the seat that signed the message is not blamed');
    assert.match(await devs[1].page.textContent('#fair-refused-todo'), /unchanged/);
    await devs[1].page.click('#fair-refused-back');
    assert.equal(await linkOf(devs[1].page), shuffled, "Ben's game is as it was");
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
});

/** `code` with one bit flipped in its messages after those `before` holds, the checksum made
 * right again. */
function tamper(code, before) {
  const bytes = fromB64(code.slice(1));
  const i = fromB64(before.slice(1)).length + 8;
  bytes[i] ^= 1 << 3;
  const body = bytes.subarray(0, bytes.length - 4);
  bytes.writeUInt32LE(crc32(Buffer.concat([Buffer.from('Dance of Muses fair'), body])), bytes.length - 4);
  const changed = `f${b64url(bytes)}`;
  assert.throws(() => fair.FairGame.open(changed), (e) => e.kind === 'Link' && e.params?.kind === 'Forged');
  return changed;
}

test("a seat's key moves it to another device mid-game, and no field keeps it; a computer seat thinks in the worker for its time, run by its creator's device, which says so", async () => {
  const anna = await device(server, 'Anna');
  const ben = await device(server, 'Ben');
  const phone = await device(server, "Anna's phone");
  try {
    await startFair(anna, { players: 3, names: ['Anna', 'Ben', 'Computer 3'], kinds: ['human', 'human', 'hard'] });
    assert.match(await anna.page.textContent('#fair-deal-computers'), /This device runs the computer seat Computer 3: it could read its cards\./);
    // The deal and the placement, the computer's turns on Anna's device.
    const devs = [anna, ben, anna];
    let placed = 0;
    const first = await playByLinks(devs, {
      computers: [2],
      onLink: (what) => (placed += what.startsWith('placement by seat 1') ? 1 : 0),
      stopAfter: () => placed >= 1,
    });
    // Anna takes her seat to her phone: her key, shown on asking, typed in there.
    const f = await state(devs[first.holder].page);
    await openLink(anna, f.link);
    await settled(anna.page);
    await anna.page.click('#menu summary');
    await anna.page.click('#menu-key');
    await ui.screen(anna.page, 'fair-keys');
    assert.equal(await anna.page.inputValue('#fair-key-0'), '', 'the key shows only when asked');
    await anna.page.click('#fair-key-show-0');
    const key = await anna.page.inputValue('#fair-key-0');
    assert.match(key, /^k[A-Za-z0-9_-]{47}$/);
    await anna.page.click('#fair-keys-close');
    // Closed: no field keeps the key.
    const fields = await anna.page.$$eval('input', (els) => els.map((e) => e.value));
    assert.ok(!fields.includes(key), 'the key text left the page with its panel');
    await openLink(phone, await linkOf(anna.page));
    await phone.page.waitForFunction(() => window.__muses?.screen() === 'fair-seat', null, { timeout: 15_000 });
    await phone.page.fill('#fair-seat-key', 'knot-a-key-of-this-game-at-all');
    await phone.page.click('#fair-seat-use');
    assert.match(await phone.page.textContent('#fair-seat-error'), /not a key of this game/);
    await phone.page.fill('#fair-seat-key', key);
    await phone.page.click('#fair-seat-use');
    await settled(phone.page);
    assert.deepEqual((await state(phone.page)).seats, [0], "the phone plays Anna's seat");
    assert.ok(!(await phone.page.$$eval('input', (els) => els.map((e) => e.value))).includes(key), "the phone's field is emptied");
    // The rest of the game: Anna on her phone, the computer still on her first device.
    const rest = await playByLinks([phone, ben, anna], { computers: [2], holder: 0 });
    for (const dev of [phone, ben, anna]) {
      await openLink(dev, rest.link);
      await settled(dev.page);
      assert.deepEqual((await state(dev.page)).verdicts.map((v) => v.kind), ['Valid'], `${dev.name}: valid`);
    }
    // Hard thought in the worker for its time (the new-game screen's default, 1 s), as in
    // any game: its figure is the worker's.
    const thoughts = await hook(anna.page, 'thoughts');
    assert.ok(thoughts.length >= 2 && thoughts.every((t) => t.level === 'hard'), JSON.stringify(thoughts));
    assert.ok(thoughts.some((t) => t.ms >= 800), `Hard thought for its time: ${JSON.stringify(thoughts)}`);
    for (const dev of [anna, ben, phone]) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of [anna, ben, phone]) await dev.browser.close();
  }
});

// Fair mode's promises about what a device keeps and sends (docs/fair-play.md): nothing it
// signs leaves it before its record is kept (a full storage while it answers: nothing sent,
// the reason said, the game intact after a reload), and the last key reaches everyone (the
// round's end offers it; Rematch waits for it), by real clicks.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, startServer } from './harness.mjs';
import * as ui from './play.mjs';
import { device, kept, linkOf, openLink, playByLinks, restore, settled, startFair, state, takeSeatIfAsked } from './fairplay.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/** Fills `page`'s storage to the brim; returns a function that empties it again. */
async function fill(page) {
  await page.evaluate(() => {
    const block = 'x'.repeat(1 << 20);
    for (let i = 0, size = block.length; size >= 1; ) {
      try {
        localStorage.setItem(`filler.${i++}`, block.slice(0, size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
  return () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('filler.'))
        .forEach((k) => localStorage.removeItem(k)),
    );
}

test('a full storage while the dealer answers: nothing is sent, the reason is said, and the game is intact after a reload', async () => {
  const anna = await device(server, 'Anna');
  const ben = await device(server, 'Ben');
  try {
    await startFair(anna, { players: 2, names: ['Anna', 'Ben'] });
    const created = await state(anna.page);
    await openLink(ben, created.link);
    await takeSeatIfAsked(ben, 1);
    await settled(ben.page);
    const shuffled = await state(ben.page);
    assert.equal(shuffled.next.seat, 0, 'Anna deals next');

    // Anna's browser can keep nothing more; her device takes Ben's link in and would deal.
    const empty = await fill(anna.page);
    const before = await kept(anna.page);
    await anna.page.evaluate((code) => (location.hash = code), shuffled.link);
    await ui.screen(anna.page, 'fair-refused');
    const why = await anna.page.textContent('#fair-refused-why');
    assert.match(why, /could not save its part of the game, so it sent nothing/, why);
    assert.deepEqual(await kept(anna.page), before, 'the record kept is the one from before');
    // Nothing it signed is anywhere in the page: the address shows the game as kept, and
    // the deal it would have sent (the same, made in Node from its record) is nowhere.
    const d = restore(before[created.id].record);
    let dealtLink;
    try {
      assert.equal(d.next().step, 'Shuffle', 'the record kept has not even taken the shuffle in');
      assert.equal(await linkOf(anna.page), d.link(), 'the address shows the game as kept');
      d.update(shuffled.link);
      d.advance();
      dealtLink = d.link();
    } finally {
      d.free();
    }
    const page = await anna.page.evaluate(() => [location.href, document.documentElement.outerHTML, ...Object.values(localStorage)].join('\n'));
    assert.ok(!page.includes(dealtLink), 'the deal it signed never left the wasm');
    // Space again, and a reload: the game as it was, and the link answered now.
    await empty();
    await anna.page.reload();
    await anna.page.waitForFunction(() => window.__muses?.idle());
    await openLink(anna, shuffled.link);
    await settled(anna.page);
    const dealt = await state(anna.page);
    assert.equal(dealt.next.step, 'Strip', 'Anna dealt once the record could be kept');
    assert.equal(dealt.next.seat, 1);
    for (const dev of [anna, ben]) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    await anna.browser.close();
    await ben.browser.close();
  }
});

test("the last key is sent from the round's end by real clicks, Rematch waiting for it; both devices then show the round valid", async () => {
  const devs = [await device(server, 'Anna'), await device(server, 'Ben')];
  try {
    for (const dev of devs) await dev.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    await startFair(devs[0], { players: 2, names: ['Anna', 'Ben'] });
    const { holder } = await playByLinks(devs);
    const last = devs[holder];
    const other = devs[1 - holder];
    // The last key is on `last`'s device: its round's end is up there; the other waits.
    await ui.screen(last.page, 'result');
    assert.deepEqual((await state(last.page)).verdicts.map((v) => v.kind), ['Valid']);
    assert.equal((await state(other.page)).verdicts[0].kind, 'NotVerified');
    const send = last.page.locator('#result-send');
    await send.waitFor({ state: 'visible' });
    assert.equal(await send.textContent(), 'Send my key to everyone');
    // Rematch first: it waits, and says why.
    await last.page.click('#result-next');
    assert.equal(await ui.hook(last.page, 'screen'), 'result', 'no rematch yet');
    assert.match(await last.page.textContent('#result-said'), /Send your key to everyone first/);
    // Sent (copied: no share sheet here), then the link goes to the other player.
    await send.click();
    await last.page.waitForFunction(() => document.getElementById('result-send').hidden);
    assert.match(await last.page.textContent('#result-said'), /Link with your key copied/);
    const url = await last.page.evaluate(() => navigator.clipboard.readText());
    const code = new URL(url).hash.slice(1);
    assert.equal(code, await linkOf(last.page), 'the link with the last key');
    await openLink(other, code);
    await settled(other.page);
    await other.page.waitForFunction(() => /valid: every message checked/.test(document.getElementById('fair-verdict')?.textContent ?? ''));
    for (const dev of devs) assert.deepEqual((await state(dev.page)).verdicts.map((v) => v.kind), ['Valid'], `${dev.name}: valid`);
    // Now Rematch goes on: a new fair deal.
    await last.page.click('#result-next');
    await ui.screen(last.page, 'fair-deal');
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
});

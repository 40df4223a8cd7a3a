// Fair mode against a cheater, in the page (docs/fair-play.md's threat model): a player's
// second version of a move, opened in a FRESH tab of the victim's browser, is refused naming
// that player, and the game the browser keeps is untouched, one button away; an old link opened
// after a newer one does not take the browser back; a dealer who copies another seat's card is
// refused at once, naming the dealer, and nothing is answered; two versions of a deal opened at
// the same instant in two tabs of one browser: one is answered, the other refused. Every move
// of the honest players by real pointer input.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, startServer } from './harness.mjs';
import * as ui from './play.mjs';
import { cheat, chooseMove, fork as forkDeal, device, freshTab, kept, linkOf, openLink, playByLinks, playOn, restore, settled, startFair, state, takeSeatIfAsked } from './fairplay.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

test("a player's second version of a move is refused in a fresh tab of the other's browser, naming the player; an older link does not take the browser back", async () => {
  const devs = [await device(server, 'Anna'), await device(server, 'Ben')];
  try {
    await startFair(devs[0], { players: 2, names: ['Anna', 'Ben'] });
    // The deal, then the first placement: the player to place keeps a copy of their device's
    // record from just before it (to write another version of it later).
    let before = null;
    let mover = null;
    let dealtLink = null;
    await playByLinks(devs, {
      onDealt: async (holder) => {
        const f = await state(devs[holder].page);
        dealtLink = f.link;
        mover = f.next.seat;
        await openLink(devs[mover], f.link);
        await settled(devs[mover].page);
        before = (await state(devs[mover].page)).record;
      },
      stopAfter: () => before !== null,
    });
    const cheater = devs[mover];
    const victim = devs[1 - mover];
    const action = await chooseMove(cheater);
    await playOn(cheater, action);
    const placed = await linkOf(cheater.page);
    await openLink(victim, placed);
    await settled(victim.page);
    /** The records the victim's browser keeps (its games as they stand). */
    const records = async (page) => Object.fromEntries(Object.entries(await kept(page)).map(([id, g]) => [id, g.record]));
    const keptBefore = await records(victim.page);
    // The cheater's device as it was: another placement, signed by the cheater.
    const g = restore(before);
    let fork;
    try {
      const other = g.legalActions().find((a) => JSON.stringify(a) !== JSON.stringify(action));
      g.apply(other);
      g.advance();
      fork = g.link();
    } finally {
      g.free();
    }
    // The victim opens it in a fresh tab: its browser keeps the game with the true move.
    const tab = await freshTab(victim, fork);
    try {
      await ui.screen(tab.page, 'fair-refused');
      const why = await tab.page.textContent('#fair-refused-why');
      assert.match(why, new RegExp(`${cheater.name} sent two different messages \\d+`), why);
      assert.match(await tab.page.textContent('#fair-refused-todo'), /The game on this device is unchanged/);
      assert.deepEqual(await records(tab.page), keptBefore, 'the game kept is untouched');
      // One button away: the game this browser keeps.
      await tab.page.click('#fair-refused-back');
      await settled(tab.page);
      assert.equal(await linkOf(tab.page), placed);
      assert.deepEqual(allErrors(tab.errors), [], 'no errors in the fresh tab');
      await tab.page.close();
    } catch (e) {
      await tab.page.close();
      throw e;
    }
    // An older link (from before the placement), opened after the newer one: refused, the
    // browser keeps its game.
    await openLink(victim, dealtLink);
    await ui.screen(victim.page, 'fair-refused');
    assert.match(await victim.page.textContent('#fair-refused-title'), /This link is older than the game on this device/);
    assert.deepEqual(await records(victim.page), keptBefore, 'the game kept is untouched');
    await victim.page.click('#fair-refused-back');
    await settled(victim.page);
    assert.equal(await linkOf(victim.page), placed, 'the newer game shows');
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
});

test("a dealer who copies a card is refused at once, naming the dealer, and Ben's device answers nothing", async () => {
  const anna = await device(server, 'Anna');
  const ben = await device(server, 'Ben');
  try {
    await startFair(anna, { players: 2, names: ['Anna', 'Ben'] });
    // Anna's key from the start: from now on Anna plays natively, and cheats as the dealer.
    const created = await state(anna.page);
    const key = created.keys[0];
    await anna.browser.close();
    await openLink(ben, created.link);
    await takeSeatIfAsked(ben, 1);
    await settled(ben.page);
    const shuffled = await state(ben.page);
    assert.equal(shuffled.next.seat, 0, 'Anna deals next');
    const records = async (page) => Object.fromEntries(Object.entries(await kept(page)).map(([id, g]) => [id, g.record]));
    const keptBefore = await records(ben.page);
    await openLink(ben, cheat(shuffled.link, key));
    await ui.screen(ben.page, 'fair-refused');
    const why = await ben.page.textContent('#fair-refused-why');
    assert.match(why, /Anna cheated in round 1\. Their own cards are not the rest of the deck, masked with their key/, why);
    assert.deepEqual(await records(ben.page), keptBefore, 'the game kept is untouched: nothing answered');
    await ben.page.click('#fair-refused-back');
    await settled(ben.page);
    assert.equal(await linkOf(ben.page), shuffled.link, 'the game as it was shows');
    assert.deepEqual(allErrors(ben.errors), [], 'Ben: no errors');
  } finally {
    await anna.browser.close().catch(() => {});
    await ben.browser.close();
  }
});

test('two versions of the deal opened at the same instant in two tabs: the browser answers one and refuses the other', async () => {
  const anna = await device(server, 'Anna');
  const ben = await device(server, 'Ben');
  try {
    await startFair(anna, { players: 2, names: ['Anna', 'Ben'] });
    // Anna, the dealer, plays natively from here: an honest deal and a cheating one.
    const created = await state(anna.page);
    await anna.browser.close();
    await openLink(ben, created.link);
    await takeSeatIfAsked(ben, 1);
    await settled(ben.page);
    const shuffled = await linkOf(ben.page);
    const g = restore(created.record);
    let honest;
    try {
      g.update(shuffled);
      g.advance();
      honest = g.link();
    } finally {
      g.free();
    }
    const forked = forkDeal(shuffled, created.keys[0]);
    // Ben's browser: two tabs on the game, each given one version at the same instant.
    const tab = await freshTab(ben, shuffled);
    try {
      await settled(tab.page);
      const pages = [ben.page, tab.page];
      await Promise.all(pages.map((page, i) => page.evaluate((code) => (location.hash = code), [honest, forked][i])));
      await Promise.all(pages.map((page) => page.waitForFunction(() => window.__muses.idle() && (window.__muses.screen() === null || window.__muses.screen() === 'fair-refused'))));
      const screens = await Promise.all(pages.map((page) => ui.hook(page, 'screen')));
      assert.deepEqual(screens.map(String).sort(), ['fair-refused', 'null'], 'one version answered, the other refused');
      const refusedOn = pages[screens.indexOf('fair-refused')];
      assert.match(await refusedOn.textContent('#fair-refused-why'), /Anna sent two different messages 2/);
      // The browser keeps the version it answered (Ben's strip on it), and no other.
      const [record] = Object.values(await kept(ben.page)).map((k) => k.record);
      const answered = [honest, forked][screens.indexOf(null)];
      const d = restore(record);
      try {
        assert.equal(d.next()?.step, 'Play', "Ben's device did its part of the deal");
        assert.throws(() => d.update(answered), (e) => e.kind === 'Older', 'it extends the version answered');
        assert.throws(() => d.update(answered === honest ? forked : honest), (e) => e.kind === 'Equivocated');
      } finally {
        d.free();
      }
      assert.deepEqual(allErrors(tab.errors), [], 'no errors in the second tab');
    } finally {
      await tab.page.close();
    }
    assert.deepEqual(allErrors(ben.errors), [], 'Ben: no errors');
  } finally {
    await anna.browser.close().catch(() => {});
    await ben.browser.close();
  }
});

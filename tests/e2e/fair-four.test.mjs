// Fair mode with four players and a watcher (issue 19): four browsers play a fair game by
// links with real pointer input, each device new to the game offered only the seats nobody
// plays yet; a fifth browser only watches. Before the reveal neither the players' browsers nor
// the watcher's hold any other seat's hidden Muse or secret; at the end every one of them,
// the watcher too, shows the round valid, and the watcher kept no secret.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, startServer } from './harness.mjs';
import * as ui from './play.mjs';
import { device, hook, holdings, kept, noLeaks, offered, openLink, playByLinks, restore, settled, startFair, state, takeSeatIfAsked, timings, truthOf } from './fairplay.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

test('four browsers play a fair game by links and a fifth watches; nothing leaks to any of them before the reveal', async () => {
  const names = ['Anna', 'Ben', 'Cleo', 'Dan'];
  const devs = [];
  for (const name of names) devs.push(await device(server, name));
  const watcher = await device(server, 'Eve');
  try {
    await startFair(devs[0], { players: 4, names });
    const moments = [];
    const keyTexts = [];
    /** What each player's browser, and the watcher's (seat -1), holds now. */
    const snapshot = async (when, link) => {
      for (const [s, dev] of devs.entries()) {
        moments.push({ when, seat: s, view: await hook(dev.page, 'view'), held: await holdings(dev.page, []) });
        keyTexts[s] ??= (await state(dev.page)).keys[s] ?? null;
      }
      await openLink(watcher, link);
      // New to the game the first time: it watches.
      await takeSeatIfAsked(watcher, null, async () => {
        assert.deepEqual(await offered(watcher), [], 'every seat is taken once the deal is done');
        await watcher.page.click('#fair-seat-watch');
      });
      await settled(watcher.page);
      assert.equal(await watcher.page.isHidden('#fair-key'), true, 'a watcher has no key');
      moments.push({ when: `${when} (the watcher)`, seat: -1, view: await hook(watcher.page, 'view'), held: await holdings(watcher.page, []) });
    };
    /** The seats offered to each device new to the game, in the order they were asked. */
    const asked = [];
    const result = await playByLinks(devs, {
      onAsk: async (dev) => asked.push([dev.name, await offered(dev)]),
      onDealt: async (holder) => snapshot('after the deal', (await state(devs[holder].page)).link),
      beforeLast: async (holder) => snapshot('before the last move', (await state(devs[holder].page)).link),
    });
    // Round 1's ring is Ben, Cleo, Dan, then Anna deals: each is offered the seats still free.
    assert.deepEqual(asked, [
      ['Ben', [1, 2, 3]],
      ['Cleo', [2, 3]],
      ['Dan', [3]],
    ]);
    const truth = truthOf(result.link);
    assert.ok(keyTexts.every(Boolean), 'every seat had its key');
    noLeaks(moments, truth, keyTexts, [...names, 'the watcher']);
    for (const dev of [...devs, watcher]) {
      await openLink(dev, result.link);
      await settled(dev.page);
      assert.deepEqual((await state(dev.page)).verdicts.map((v) => v.kind), ['Valid'], `${dev.name}: the round is checked`);
      assert.match(await dev.page.textContent('#fair-verdict'), /valid: every message checked/);
      await ui.screen(dev.page, 'result');
    }
    // The watcher keeps the game, and nothing of any seat.
    const [record] = Object.values(await kept(watcher.page)).map((g) => g.record);
    const g = restore(record);
    try {
      assert.deepEqual(g.seats(), []);
    } finally {
      g.free();
    }
    console.log(`fair timings on the page, 4 players: ${await timings(devs)}; the final link ${result.link.length + 1} characters`);
    for (const dev of [...devs, watcher]) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of [...devs, watcher]) await dev.browser.close();
  }
});

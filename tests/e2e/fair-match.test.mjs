// A two-round fair match between two browsers (issue 19): the end of round 1, once its keys
// are in, shows every Muse (no face-down "?"); round 2 is dealt afresh and its log and hint
// describe round 2's table (each Muse placed beside one of round 2's); while each round waits
// for its keys the title names nobody to move and Result waits; both rounds end valid with the
// match's result.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, startServer } from './harness.mjs';
import * as ui from './play.mjs';
import { device, hook, namesIn, openLink, playByLinks, settled, startFair, state, truthOf } from './fairplay.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

test('a two-round fair match: round 1 revealed in full, round 2 told on its own table, both valid', async () => {
  const devs = [await device(server, 'Anna'), await device(server, 'Ben')];
  try {
    await startFair(devs[0], { players: 2, rounds: 2, names: ['Anna', 'Ben'] });
    const waited = new Set();
    const revealed = new Set();
    let roundTwoLog = null;
    let roundTwoHint = null;
    const result = await playByLinks(devs, {
      onKeys: async (holder, f) => {
        const round = f.verdicts.length;
        if (waited.has(round)) return;
        waited.add(round);
        const page = devs[holder].page;
        assert.match(await page.textContent('#turn'), new RegExp(`Round ${round} is over: its result comes with every player's key`));
        assert.doesNotMatch(await page.textContent('#turn'), /to move/);
        assert.equal(await page.isHidden('#show-result'), true, `round ${round}: no Result before every key is in`);
      },
      onStep: async (holder, f) => {
        const page = devs[holder].page;
        // Round 1 checked on this device: its result over the table, every Muse shown.
        if (f.verdicts[0]?.kind === 'Valid' && !revealed.has(holder) && (await hook(page, 'screen')) === 'result') {
          revealed.add(holder);
          const tiles = await hook(page, 'shownTiles');
          assert.equal(tiles.length, 9);
          assert.deepEqual(tiles.filter((t) => !t.muse), [], `${devs[holder].name}: no face-down "?" once round 1 is checked`);
        }
        // Round 2 under way: its first move is told on round 2's empty table.
        const view = await hook(page, 'view');
        if (roundTwoLog === null && view?.round === 2 && view.tiles.length >= 4) {
          roundTwoLog = await page.$$eval('#log li', (lis) => lis.map((li) => ({ text: li.firstChild?.textContent ?? '', heading: li.className === 'round' })));
          // The hint under the table, with what this seat may name: round 2's face-up Muses
          // and its own hand (checked against the truth at the end).
          roundTwoHint = { text: await page.textContent('#hint'), seat: holder, up: view.tiles.filter((t) => t.face_up).map((t) => t.muse) };
        }
      },
    });
    assert.deepEqual([...waited], [1, 2], 'both rounds waited for their keys');
    assert.ok(revealed.size >= 1, "round 1's result was seen");
    // The log of round 2 describes round 2's table: each placement beside a Muse placed
    // before it in round 2 (or the face-down neutral Muse), never one of round 1's.
    const at = roundTwoLog.findIndex((l) => l.heading && /Round 2/.test(l.text));
    assert.ok(at > 0, `a heading for round 2: ${JSON.stringify(roundTwoLog)}`);
    const MUSES = ['Calliope', 'Clio', 'Erato', 'Euterpe', 'Melpomene', 'Polyhymnia', 'Terpsichore', 'Thalia', 'Urania'];
    const placed = new Set();
    for (const { text } of roundTwoLog.slice(at + 1)) {
      const m = /placed (\w+) (.*)/.exec(text);
      if (!m) continue;
      for (const beside of MUSES.filter((n) => new RegExp(`\\b${n}\\b`).test(m[2]))) {
        assert.ok(placed.has(beside), `round 2: "${text}" names ${beside}, not on round 2's table`);
      }
      placed.add(m[1]);
    }
    assert.ok(placed.size >= 2, `round 2's placements told: ${JSON.stringify(roundTwoLog.slice(at))}`);
    // The hint names no Muse of round 1's table: only round 2's face-up ones and the seat's hand.
    const truth = truthOf(result.link);
    const may = new Set([...roundTwoHint.up, ...truth.seats[roundTwoHint.seat].rounds[1].hand]);
    for (const muse of namesIn(roundTwoHint.text, MUSES)) assert.ok(may.has(muse), `round 2's hint "${roundTwoHint.text}" names ${muse}`);
    for (const dev of devs) {
      await openLink(dev, result.link);
      await settled(dev.page);
      const f = await state(dev.page);
      assert.deepEqual(f.verdicts.map((v) => v.kind), ['Valid', 'Valid'], `${dev.name}: both rounds valid`);
      assert.match(await dev.page.textContent('#fair-verdict'), /Round 1: valid: every message checked\. Round 2: valid: every message checked\./);
      await ui.screen(dev.page, 'result');
      assert.equal((await hook(dev.page, 'view')).game_over, true);
    }
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
});

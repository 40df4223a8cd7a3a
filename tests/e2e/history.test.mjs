// A game's history, drawn from the engine's (src/game.rs keeps it; the page never replays a
// game to draw it): the move log's lines from it, in Node over whole random games, then in
// the page: undo of a person's move with the computer's reply in one step, the log the same
// as a reload draws it, face-down placements unnamed in the log until their round ends (D3),
// a finished game's replay and its final table.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { tilesOf } from '../../www/table/state.js';
import { following, logLines } from '../../www/ui/words.js';
import { wasm } from './engine.mjs';
import { allErrors, startSession } from './harness.mjs';
import * as ui from './play.mjs';

/** A small seeded stream (xorshift) for the random games. */
function stream(seed) {
  let s = seed * 2654435761 + 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** A game of `players` played with random legal actions to its end (a two-round match). */
function randomGame(players, seed) {
  const game = new wasm.Game({ players, rounds: 2, seed: String(seed) });
  const pick = stream(seed + 1);
  for (;;) {
    const legal = game.legalActions();
    if (!legal.length) return game;
    game.apply(legal[pick(legal.length)].action);
  }
}

/** The tiles as anybody at the table names them, after the first `i` actions of `game`. */
function namedAfter(game, i) {
  const before = game.prefix(i);
  try {
    return tilesOf(before.view(undefined, false));
  } finally {
    before.free();
  }
}

const names = ['Ann', 'Bob', 'Cy', 'Di'];
const key = (tiles) => tiles.map((t) => `${t.x},${t.y}:${t.muse}`).sort();

test('the log is drawn from the engine’s history, whole or an action at a time, naming what anybody may see', () => {
  for (const players of [2, 3, 4]) {
    for (let seed = 0; seed < 6; seed++) {
      const game = randomGame(players, seed);
      const entries = game.log(undefined, false, 0);
      assert.equal(entries.length, game.actionCount());
      const startOf = (i) => namedAfter(game, i);
      // The names follow the tiles as the engine moves them: after every action, the table
      // the log tells of is the public view's (a new round's from its deal).
      let tiles = startOf(0);
      entries.forEach((entry, i) => {
        tiles = entry.events.some((e) => e.kind === 'NewRound') ? startOf(i + 1) : following(tiles, entry.action, entry.events);
        assert.deepEqual(key(tiles), key(namedAfter(game, i + 1)), `${players} players, seed ${seed}, after action ${i + 1}`);
      });
      // The whole log at once, or one action at a time as a game is played: the same lines.
      const table = { names: names.slice(0, players), rounds: 2, round: 0, tiles: startOf(0), startOf };
      const whole = logLines(entries, 0, table).lines;
      let step = table;
      const one = entries.flatMap((entry, i) => {
        const { lines, round, tiles: next } = logLines([entry], i, step);
        step = { ...step, round, tiles: next };
        return lines;
      });
      assert.deepEqual(one, whole);
      assert.equal(whole.filter((l) => l.index !== undefined).length, entries.length);
      assert.equal(whole.filter((l) => l.end).length, 2, 'each round’s end is told');
      assert.equal(whole.filter((l) => l.heading && !l.end).length, 2, 'each round of the match has its heading');
      game.free();
    }
  }
});

test('mid-round, the log names no Muse in a hand or face down, and writes her placement ?@', () => {
  for (const players of [2, 3, 4]) {
    for (let seed = 10; seed < 14; seed++) {
      const whole = randomGame(players, seed);
      // Every point of the first round: the log as the page draws it then.
      const roundEnd = whole.log(undefined, false, 0).findIndex((e) => e.events.some((ev) => ev.kind === 'RoundEnded'));
      for (let k = 1; k <= roundEnd; k++) {
        const game = whole.prefix(k);
        const position = game.position();
        const [board] = position.split(' ');
        const title = (n) => n[0].toUpperCase() + n.slice(1);
        const faceDown = board === '-' ? [] : board.split('/').map((t) => t.split('@')[0]).filter((n) => n === n.toLowerCase()).map(title);
        const hands = (position.match(/hands=(\S+)/)?.[1] ?? '').split('|').flatMap((h) => h.split(',').filter((n) => n && n !== '-'));
        const entries = game.log(undefined, false, 0);
        const startOf = (i) => namedAfter(game, i);
        const { lines } = logLines(entries, 0, { names: names.slice(0, players), rounds: 2, round: 0, tiles: startOf(0), startOf });
        const text = lines.map((l) => `${l.text} ${l.notation ?? ''}`).join('\n');
        for (const muse of [...faceDown, ...hands]) assert.ok(!text.includes(muse), `${muse} is hidden but the log names her: ${text}`);
        for (const [i, entry] of entries.entries()) {
          if (entry.events.some((e) => e.kind === 'Placed' && e.face_down)) {
            assert.equal(entry.action, null);
            assert.match(lines.find((l) => l.index === i).notation, /^\?@-?\d+,-?\d+$/);
          }
        }
        game.free();
      }
      whole.free();
    }
  }
});

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

const settled = (page) => page.waitForFunction(() => window.__muses?.idle() && window.__muses.code() !== null, null, { timeout: 15_000 });
const logText = (page) => page.$$eval('#log li', (els) => els.map((e) => e.textContent));

test('undo takes back a person’s move and the computer’s reply in one step; the log is the one a reload draws', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  const input = ui.mouse(page);
  await ui.newGame(page, { seed: 19, names: ['Ann', 'Max'], kinds: ['human', 'easy'] });
  // Three of the person's placements, each answered by the computer: in the placement, where
  // no move ends the round (the computer plays at random; in the dance it could).
  for (let placed = 0; placed < 3; ) {
    await page.waitForFunction(() => window.__muses.thinking() === null && window.__muses.idle());
    if ((await ui.hook(page, 'view')).to_move !== 0) continue;
    await ui.play(page, input, await ui.choose(page));
    placed++;
  }
  await page.waitForFunction(() => window.__muses.idle() && window.__muses.view().to_move === 0);
  const played = await ui.actions(page);
  const n = played.length;
  // The last action was the computer's: Undo takes back it and Ann's before it.
  const log = await logText(page);
  await page.keyboard.press('u');
  await settled(page);
  assert.equal(await ui.moves(page), n - 2, `undone? the hint says: ${await ui.hook(page, 'hint')}`);
  assert.deepEqual(await ui.actions(page), played.slice(0, n - 2));
  // What to do first, then what just happened.
  assert.match(await ui.hook(page, 'hint'), /^Press 1 to 4 .* Undone: Ann's last move, and what the computer played after it\.$/);
  assert.equal((await ui.hook(page, 'view')).to_move, 0, 'Ann’s turn again');
  const undone = await logText(page);
  assert.deepEqual(undone, log.slice(0, log.length - 2));
  // A reload draws the same log from the saved game.
  await page.reload();
  await settled(page);
  assert.deepEqual(await logText(page), undone);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a face-down placement is ?@ in the log until the round ends; a finished game replays to its final table', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  const input = ui.mouse(page);
  await ui.newGame(page, { seed: 23, names: ['Ann', 'Bob'] });
  const notations = () => page.$$eval('#log li code', (els) => els.map((e) => e.textContent));
  while ((await ui.hook(page, 'screen')) !== 'result') {
    const action = await ui.choose(page);
    await ui.play(page, input, action);
    const [mine] = (await notations()).slice(-1);
    if (action.kind === 'Place' && action.face_down && (await ui.hook(page, 'screen')) !== 'result') {
      assert.match(mine, /^\?@/, 'a face-down placement stays unnamed');
    }
  }
  // The round is over: every placement is named now, as the engine reads its history.
  const all = await ui.actions(page);
  const named = await notations();
  assert.equal(named.length, all.length);
  assert.ok(named.every((n) => !n.startsWith('?')), `all named: ${named.join(' ')}`);
  const log = await logText(page);

  // The finished table is drawn from the last action's events, by the replay too.
  const final = await ui.hook(page, 'shownTiles');
  await page.click('#result-table');
  await ui.screen(page, null);
  await page.click('#menu summary');
  await page.click('#menu-replay');
  assert.equal(await ui.hook(page, 'replayIndex'), all.length);
  assert.equal(await ui.hook(page, 'phase'), 'Over');
  assert.deepEqual(await ui.hook(page, 'shownTiles'), final);
  await page.click('#replay-back');
  assert.notEqual(await ui.hook(page, 'phase'), 'Over');
  await page.click('#replay-close');
  assert.equal(await ui.hook(page, 'phase'), 'Over');
  assert.deepEqual(
    (await ui.hook(page, 'shownTiles')).map((t) => [t.muse, t.value, t.noDie]),
    final.map((t) => [t.muse, t.value, t.noDie]),
  );
  // A reload: the same finished game, the same log.
  await page.reload();
  await ui.screen(page, 'result');
  assert.deepEqual(await logText(page), log);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

// The puzzles' record on this device (www/features/puzzles/record.js) and the mistakes kept
// with their games (www/features/puzzles/mistakes.js): the rating and its change, the history
// and the streak, a puzzle played once rated once; a storage that is damaged, full or refused
// costs only what it cannot keep, never the page.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';

/** A localStorage of its own for each test: `full` refuses writes, `refused` every call. */
function storage({ full = false, refused = false } = {}) {
  const map = new Map();
  const no = () => {
    throw new Error('SecurityError');
  };
  return {
    map,
    getItem: (k) => (refused ? no() : (map.get(k) ?? null)),
    setItem: (k, v) => (refused || full ? no() : map.set(k, String(v))),
  };
}
beforeEach(() => {
  globalThis.localStorage = /** @type {any} */ (storage());
});
const { attempted, fresh, played, read, write } = await import('../../www/features/puzzles/record.js');
const { forget, fromReview, mistakes, ofGame, solved } = await import('../../www/features/puzzles/mistakes.js');

const START = { rating: 1500, deviation: 350, volatility: 0.06 };
const rated = (player, puzzle) => ({ player: { ...START, rating: player }, puzzle: { ...START, rating: puzzle } });

test('an attempt moves the rating, keeps its change and the puzzle’s, and survives a reload', () => {
  let r = { ...fresh(), player: START };
  r = attempted(r, 'abc', true, rated(1662, 1380), 1000);
  assert.equal(r.player.rating, 1662);
  assert.equal(r.history[0].change, 162);
  assert.equal(r.puzzles.abc.rating, 1380);
  assert.ok(played(r, 'abc'));
  assert.ok(write(r));
  assert.deepEqual(read(), r, 'read back as written');
});

test('the streak counts solves in a row, the best is kept, a miss ends it', () => {
  let r = { ...fresh(), player: START };
  for (const [i, solved] of [true, true, true, false, true].entries()) {
    r = attempted(r, `p${i}`, solved, rated(1500 + i, 1500), i);
  }
  assert.equal(r.streak, 1);
  assert.equal(r.best, 3);
  assert.deepEqual(
    r.history.map((a) => a.solved),
    [true, false, true, true, true],
    'the newest first',
  );
});

test('an attempt that is not rated leaves the rating, and is still in the history', () => {
  let r = { ...fresh(), player: START };
  r = attempted(r, 'x', true, null, 5);
  assert.equal(r.player, START);
  assert.equal(r.history[0].change, 0);
  assert.deepEqual(r.puzzles, {});
  assert.ok(played(r, 'x'));
});

test('the puzzle of the day remembers the day it was solved', () => {
  let r = { ...fresh(), player: START };
  r = attempted(r, 'd', false, null, 0, 20419);
  assert.deepEqual(r.daily, { day: 20419, solved: false });
  r = attempted(r, 'd', true, null, 0, 20419);
  assert.deepEqual(r.daily, { day: 20419, solved: true });
  r = attempted(r, 'e', true, null, 0);
  assert.deepEqual(r.daily, { day: 20419, solved: true }, 'another set leaves it');
});

test('the history keeps the last 100 attempts', () => {
  let r = { ...fresh(), player: START };
  for (let i = 0; i < 130; i++) r = attempted(r, `p${i}`, true, null, i);
  assert.equal(r.history.length, 100);
  assert.equal(r.history[0].id, 'p129');
});

test('a damaged or refused record starts afresh; a full storage says it did not keep it', () => {
  globalThis.localStorage.setItem('dance-of-muses.puzzles', '{not json');
  assert.deepEqual(read(), fresh());
  globalThis.localStorage.setItem(
    'dance-of-muses.puzzles',
    JSON.stringify({ player: { rating: 'high' }, history: [{ id: 3 }], streak: -2, puzzles: { a: null } }),
  );
  assert.deepEqual(read(), fresh(), 'what is not a rating or an attempt is left out');
  globalThis.localStorage = /** @type {any} */ (storage({ full: true }));
  assert.equal(write({ ...fresh(), player: START }), false);
  globalThis.localStorage = /** @type {any} */ (storage({ refused: true }));
  assert.deepEqual(read(), fresh());
});

test('mistakes are kept with their game, marked solved, and go with a deleted game', () => {
  const m = (game, index, extra = {}) => ({ game, code: 'g1', index, mark: 'Blunder', at: 1, solved: false, ...extra });
  globalThis.localStorage.setItem('dance-of-muses.mistakes', JSON.stringify([m('a', 3), m('b', 7), { game: 1 }]));
  assert.equal(mistakes().length, 2, 'what is not a mistake is left out');
  assert.deepEqual(
    ofGame('a').map((x) => x.index),
    [3],
  );
  solved({ game: 'a', index: 3 });
  assert.equal(ofGame('a')[0].solved, true);
  forget((game) => game !== 'b');
  assert.deepEqual(
    mistakes().map((x) => x.game),
    ['a'],
  );
});

test('a review whose mistakes are all kept already asks nothing of the wasm', async () => {
  const m = { game: 'a', code: 'g1', index: 3, mark: 'Blunder', at: 1, solved: false };
  globalThis.localStorage.setItem('dance-of-muses.mistakes', JSON.stringify([m]));
  const entries = [
    { index: 3, seat: 0, mark: 'Blunder' },
    { index: 4, seat: 1, mark: 'Blunder' },
    { index: 5, seat: 0, mark: 'Inaccuracy' },
  ];
  // Seat 1's blunder is not this player's; seat 0's inaccuracy is not a mistake: nothing new,
  // so the puzzles' wasm is never asked for.
  const load = () => assert.fail('the wasm is loaded');
  const r = await fromReview({ game: 'a', code: 'g1', seats: [0], entries }, load);
  assert.deepEqual(r, { added: 0, count: 1, kept: true });
});

// The reviews kept on this device (www/features/review/kept.js): the last worked on per game,
// each depth apart, the newest first and a bounded number, and a storage that is damaged,
// full or refused costs only a review made again.
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
const { keep, keptText, lastKept } = await import('../../www/features/review/kept.js');

test('a review kept per game and depth, the last worked on first', () => {
  assert.equal(lastKept('a'), null);
  keep('a', 'default', 'r1 a');
  keep('b', 'default', 'r1 b');
  keep('a', 'deeper', 'r1 a deep');
  assert.deepEqual(lastKept('a'), { game: 'a', depth: 'deeper', text: 'r1 a deep' });
  assert.equal(keptText('a', 'default'), 'r1 a');
  assert.equal(keptText('b', 'deeper'), null);
  keep('a', 'default', 'r1 a more');
  assert.equal(lastKept('a')?.depth, 'default');
  assert.equal(keptText('a', 'default'), 'r1 a more', 'a newer text replaces the older');
});

test('only the last 40 reviews are kept', () => {
  for (let i = 0; i < 45; i++) keep(`g${i}`, 'default', `t${i}`);
  assert.equal(lastKept('g44')?.text, 't44');
  assert.equal(lastKept('g5')?.text, 't5');
  assert.equal(lastKept('g4'), null, 'the oldest left');
});

test('a damaged, full or refused storage loses a review, never the page', () => {
  globalThis.localStorage.setItem('dance-of-muses.reviews', '{not json');
  assert.equal(lastKept('a'), null);
  keep('a', 'default', 'r1 a');
  assert.equal(keptText('a', 'default'), 'r1 a', 'written afresh over the damaged list');
  globalThis.localStorage.setItem(
    'dance-of-muses.reviews',
    JSON.stringify([{ game: 'a', depth: 'other', text: 'x' }, 7]),
  );
  assert.equal(lastKept('a'), null, 'entries that are not reviews are left out');
  globalThis.localStorage = /** @type {any} */ (storage({ full: true }));
  assert.doesNotThrow(() => keep('a', 'default', 'r1 a'));
  assert.equal(lastKept('a'), null);
  globalThis.localStorage = /** @type {any} */ (storage({ refused: true }));
  assert.doesNotThrow(() => keep('a', 'default', 'r1 a'));
  assert.equal(lastKept('a'), null);
});

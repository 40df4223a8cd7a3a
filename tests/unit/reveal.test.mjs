// The end-of-round reveal (www/table/state.js finalTiles and revealStages, www/table/table.js
// reveal), built from the engine's score alone: the game's end of a round and the tutorial's
// lesson on it show the same table. RULES.md §6: the face-down Muses turn over, the Will of
// Apollo sets dice to 6 (as the engine scored them: the page decides no rule), the neutral die
// leaves.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { finalTiles, revealStages } from '../../www/table/state.js';
import { REVEAL_STEP, createTable } from '../../www/table/table.js';

const at = (x, y) => ({ x, y });
/** A score's tile: as it stood (`value`) and as the engine scored it (`scored`). */
const scored = (x, y, muse, value, score, colour, { down = false, apollo = false, neutral = false } = {}) => ({
  square: at(x, y),
  muse,
  value,
  scored: score,
  colour,
  was_face_down: down,
  will_of_apollo: apollo,
  neutral,
});

const SCORE = {
  tiles: [
    scored(0, 0, 'Clio', 6, 6, 'Purple'),
    scored(1, 0, 'Erato', 2, 2, 'Orange', { down: true }),
    // The engine scored this die 6 by the Will of Apollo; the page only shows it.
    scored(0, 1, 'Thalia', 4, 6, 'Purple', { apollo: true }),
    scored(-1, 0, 'Urania', 3, 3, 'White', { neutral: true }),
  ],
};

test('stage 0: the table as it stood, a face-down Muse unnamed and lettered', () => {
  const tiles = finalTiles(SCORE, 0);
  assert.deepEqual(
    tiles.map((t) => [t.muse, t.faceUp, t.value, t.noDie, t.label ?? null]),
    [
      ['Clio', true, 6, false, null],
      [null, false, 2, false, 'A'],
      ['Thalia', true, 4, false, null],
      ['Urania', true, 3, false, null],
    ],
  );
  assert.deepEqual(
    tiles.map((t) => t.id),
    [0, 1, 2, 3],
    "each tile keeps its index on the engine's board",
  );
});

test('stage 1 turns the face-down Muses over, 2 shows the dice as the engine scored them, 3 the neutral leaves', () => {
  const one = finalTiles(SCORE, 1);
  assert.deepEqual(one[1], {
    id: 1,
    x: 1,
    y: 0,
    muse: 'Erato',
    faceUp: true,
    value: 2,
    colour: 'Orange',
    noDie: false,
  });
  assert.equal(one[2].value, 4, 'the Will of Apollo not yet');
  const two = finalTiles(SCORE, 2);
  assert.equal(two[2].value, 6, "the engine's scored value");
  assert.equal(two[3].noDie, false);
  const three = finalTiles(SCORE, 3);
  assert.equal(three[3].noDie, true, 'the neutral die leaves');
  assert.deepEqual(
    three.map((t) => t.value),
    SCORE.tiles.map((t) => t.scored),
  );
});

test('only the stages that change the table are shown, up to the one asked for', () => {
  assert.deepEqual(revealStages(SCORE, 3), [1, 2, 3]);
  assert.deepEqual(revealStages(SCORE, 2), [1, 2], "the tutorial's lesson stops at the Will of Apollo");
  const plain = {
    tiles: [scored(0, 0, 'Clio', 3, 3, 'Purple'), scored(1, 0, 'Erato', 5, 6, 'Orange', { apollo: true })],
  };
  assert.deepEqual(revealStages(plain, 3), [2]);
  assert.deepEqual(revealStages({ tiles: [scored(0, 0, 'Clio', 3, 3, 'Purple')] }, 3), []);
});

test('the table reveals the stages one after the other, each animated from the last', () => {
  const table = createTable();
  table.show(finalTiles(SCORE, 0), { at: 0 });
  const ends = table.reveal(SCORE, { at: 1000, upTo: 3, speed: 1 });
  assert.equal(ends, 1000 + 3 * REVEAL_STEP);
  assert.deepEqual(table.state.tiles, finalTiles(SCORE, 3), 'the last stage shown');
  const effects = table.state.anim.effects.filter((e) => e.start >= 1000);
  assert.ok(
    effects.some((e) => e.kind === 'flip' && e.id === 1 && e.start === 1000),
    'the face-down Muse turns over first',
  );
  assert.ok(
    effects.some((e) => e.kind === 'apollo' && e.id === 2 && e.from === 4),
    'the Will of Apollo jumps the die from 4',
  );
  assert.ok(
    effects.some((e) => e.kind === 'leave' && e.id === 3 && e.start === 1000 + 2 * REVEAL_STEP),
    'the neutral die leaves last',
  );
});

// Motion that explains (issue 24; www/table/anim.js diff): a push glides the whole line of
// Muses together, a die rises (bumps) once the tiles have landed, the Will of Apollo's die
// jumps with a glow, a face-down Muse turns over; and without motion (prefers-reduced-motion:
// MOTION 0) no tile glides and every change shows whole at its moment, nothing tweened; the
// wish followed as it changes.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MOTION, diff, look } from '../../www/table/anim.js';
import { createState } from '../../www/table/state.js';

const tile = (id, x, y, value, more = {}) => ({ id, x, y, muse: `M${id}`, colour: 'Purple', value, ...more });
/** A state showing `tiles`, at time `now`. */
const showing = (tiles, now = 0) => ({ ...createState(), tiles, now });

// A line of three: the first steps East and pushes the other two one square; the pusher's
// Power raises the last one's die.
const BEFORE = [tile(0, 0, 0, 2), tile(1, 1, 0, 3), tile(2, 2, 0, 4)];
const AFTER = [tile(0, 1, 0, 2), tile(1, 2, 0, 3), tile(2, 3, 0, 5)];

test('outside a page there is no wish for less motion: the tweens run', () => {
  assert.equal(MOTION, 1);
});

test('the wish for less motion is followed as it changes, mid-game, by every module that reads it', async () => {
  // A page's media query, the player turning the setting on and off again.
  const heard = new Set();
  const query = { matches: true, addEventListener: (type, fn) => type === 'change' && heard.add(fn) };
  const change = (matches) => {
    query.matches = matches;
    for (const fn of heard) fn();
  };
  const before = globalThis.matchMedia;
  globalThis.matchMedia = (q) => (assert.equal(q, '(prefers-reduced-motion: reduce)'), query);
  try {
    const anim = await import('../../www/table/anim.js?wish');
    assert.deepEqual([anim.MOTION, anim.SPEED], [0, 0.35], 'asked at load: no tweens, sooner moments');
    change(false);
    assert.deepEqual([anim.MOTION, anim.SPEED], [1, 1], 'turned off: the tweens run again');
    assert.equal(anim.diff(showing(BEFORE), AFTER, { at: 0 }).moves[0][1].dur, 280);
    change(true);
    assert.deepEqual(anim.diff(showing(BEFORE), AFTER, { at: 0 }).moves, [], 'turned on mid-game: no glide');
  } finally {
    globalThis.matchMedia = before;
  }
});

test('a push: the whole line glides together, from where each stood, one tween', () => {
  const { moves } = diff(showing(BEFORE), AFTER, { at: 100 });
  assert.deepEqual(
    moves.map(([id, m]) => [id, m.x, m.y, m.start, m.dur]),
    [
      [0, 0, 0, 100, 280],
      [1, 1, 0, 100, 280],
      [2, 2, 0, 100, 280],
    ],
  );
  // Midway, the pushed Muses are between their squares, the line kept whole.
  const state = { ...showing(AFTER, 240), anim: { moves: new Map(moves), effects: [], snap: null } };
  const xs = AFTER.map((t) => look(state, t).x);
  assert.ok(
    xs.every((x, i) => x > BEFORE[i].x && x < AFTER[i].x),
    `midway: ${xs}`,
  );
  assert.ok(Math.abs(xs[1] - xs[0] - 1) < 1e-9 && Math.abs(xs[2] - xs[1] - 1) < 1e-9, 'the line stays a line');
});

test('a die rises once the tiles have landed: its old value until halfway, a bump, then the new', () => {
  const { effects } = diff(showing(BEFORE), AFTER, { at: 100 });
  const [die] = effects;
  assert.deepEqual(effects.length, 1);
  assert.equal(die.kind, 'die');
  assert.equal(die.id, 2);
  assert.equal(die.from, 4);
  assert.ok(die.start >= 100 + 280 * 0.7 - 1e-9, 'after most of the glide');
  const at = (now) => look({ ...showing(AFTER, now), anim: { moves: new Map(), effects, snap: null } }, AFTER[2]);
  assert.equal(at(die.start + 1).value, 4, 'the old value at first');
  assert.ok(at(die.start + die.dur / 2).dieScale > 1.25, 'the die swells midway');
  assert.equal(at(die.start + die.dur * 0.75).value, 5);
  assert.equal(at(die.start + die.dur).dieScale, 1);
});

test('the Will of Apollo: the die lifts, swells and glows as it turns to 6; a face-down Muse turns over', () => {
  const before = [tile(0, 0, 0, 3), tile(1, 1, 0, 2, { muse: null })];
  const after = [tile(0, 0, 0, 6), tile(1, 1, 0, 2)];
  const { moves, effects } = diff(showing(before), after, { at: 0, dieKind: 'apollo' });
  assert.deepEqual(moves, []);
  assert.deepEqual(
    effects.map((e) => [e.kind, e.id]),
    [
      ['apollo', 0],
      ['flip', 1],
    ],
  );
  const apollo = effects[0];
  const mid = look(
    { ...showing(after, apollo.start + apollo.dur / 2), anim: { moves: new Map(), effects, snap: null } },
    after[0],
  );
  assert.ok(mid.dieLift < -0.4 && mid.dieScale > 1.4 && mid.glow === 1, JSON.stringify(mid));
  const flip = effects[1];
  const turning = look(
    { ...showing(after, flip.start + flip.dur / 4), anim: { moves: new Map(), effects, snap: null } },
    after[1],
  );
  assert.ok(turning.back && turning.flip < 1, 'the back shows, narrowing, before the face');
});

test('without motion: no glide, and each change whole at its moment (no swell, lift or glow)', () => {
  const { moves, effects } = diff(showing(BEFORE), AFTER, { at: 100, motion: 0 });
  assert.deepEqual(moves, [], 'the tiles are on their squares at once');
  assert.deepEqual(
    effects.map((e) => [e.kind, e.start, e.dur]),
    [['die', 100, 0]],
  );
  const reveal = diff(showing([tile(0, 0, 0, 3)]), [tile(0, 0, 0, 6)], {
    at: 900,
    dieKind: 'apollo',
    motion: 0,
  }).effects;
  assert.deepEqual(
    reveal.map((e) => [e.kind, e.start, e.dur]),
    [['apollo', 900, 0]],
    "the reveal's stages keep their moments",
  );
  for (const now of [899, 899.9, 900, 900.5, 950]) {
    const l = look(
      { ...showing([tile(0, 0, 0, 6)], now), anim: { moves: new Map(), effects: reveal, snap: null } },
      tile(0, 0, 0, 6),
    );
    assert.equal(l.value, now < 900 ? 3 : 6, `at ${now}`);
    assert.ok(Math.abs(l.dieScale - 1) < 0.01 && Math.abs(l.dieLift) < 0.01, `no swell or lift at ${now}`);
  }
});

test('a drop: the tiles the drag moved are where it showed them, no glide back; a die still rises', async () => {
  const { createTable } = await import('../../www/table/table.js');
  const table = createTable();
  table.setTiles(BEFORE);
  table.startDrag({ kind: 'tile', from: { x: 0, y: 0 }, px: 0, py: 0, over: { x: 1, y: 0 }, dir: 'E' });
  table.endDrag();
  table.show(AFTER, { at: 0 });
  assert.equal(table.state.anim.moves.size, 0);
  assert.deepEqual(
    table.state.anim.effects.map((e) => e.kind),
    ['die'],
  );
  // The next move, by a tap or another player, glides again.
  table.frame(1, 16);
  table.show(BEFORE, { at: 1 });
  assert.equal(table.state.anim.moves.size, 3);
});

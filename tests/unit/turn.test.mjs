// The turn builder (www/play/turn.js) with a small fake engine, in Node: what the player is
// offered comes from the engine's legal list and steps, a complete turn is committed as ONE
// action, a refusal says the engine's reason and commits nothing, "Show me" points through the
// turn's own function, and nothing is taken while the controls say the player may not act.
// Every change it shows goes through the table (www/table/table.js): the state here fails any
// write made elsewhere (guard.mjs).
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTurn } from '../../www/play/turn.js';
import { createState } from '../../www/table/state.js';
import { createTable } from '../../www/table/table.js';
import { guarded } from './guard.mjs';

const DIRECTIONS = { N: { x: 0, y: 1 }, E: { x: 1, y: 0 }, S: { x: 0, y: -1 }, W: { x: -1, y: 0 } };
const MUSES = {
  Clio: {
    effect: 'Raise',
    offsets: [
      [1, 0],
      [-1, 0],
    ],
  },
  Erato: { effect: 'Lower', offsets: [[0, 1]] },
  Thalia: { effect: 'Swap', offsets: [] },
};
const sq = (x, y) => ({ x, y });
const tile = (x, y, muse, value, colour = 'Purple') => ({ square: sq(x, y), muse, face_up: true, value, colour });

/** A view of the game: its phase, the seat to move (Purple's 0), a hand, its tiles. */
const viewOf = (phase, tiles, hand = []) => ({ phase, seats: ['Purple', 'Orange'], to_move: 0, hand, tiles });

/**
 * A fake engine over `legal` actions: it refuses whatever is not among them with a reason
 * naming the action, and gives `steps` by square and `after` (the view after a step) for
 * previews.
 */
function fakeEngine({ legal, steps = {}, after = null, powerEvents = [] }) {
  const key = (a) => JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1)));
  const keys = new Set(legal.map(key));
  const calls = { reason: [], preview: [] };
  return {
    calls,
    legal: () => legal.map((action) => ({ action, notation: '' })),
    steps: (at) => steps[`${at.x},${at.y}`] ?? [],
    reason(action) {
      calls.reason.push(action);
      return keys.has(key(action)) ? null : { kind: 'Fake', params: { what: action.kind } };
    },
    preview(action) {
      calls.preview.push(action);
      if (action.kind === 'PowerStep') return { events: powerEvents, view: after };
      return { events: [{ kind: 'DieChanged', cause: 'Step', square: sq(0, 1), from: 2, to: 3 }], view: after };
    },
  };
}

/** A turn on a fresh table, with everything it says and commits recorded. */
function setUp(engine, { canAct = () => true } = {}) {
  const table = createTable(guarded(createState()));
  table.init({ muses: MUSES, directions: DIRECTIONS });
  const said = [];
  const committed = [];
  const refused = [];
  const turn = createTurn({
    table,
    engine: () => engine,
    commit: (action) => committed.push(action),
    hint: (text, refusal) => said.push({ text: typeof text === 'function' ? text() : text, refusal: !!refusal }),
    changed: () => {},
    canAct,
    nameAt: (at) => `(${at.x},${at.y})`,
    why: (error) => `refused: ${error.params.what}`,
    refused: (action) => refused.push(action),
  });
  return { table, state: table.state, turn, said, committed, refused };
}

// ---- Placement ----------------------------------------------------------------------------

const PLACES = [
  { kind: 'Place', muse: 'Clio', to: sq(1, 0), face_down: false },
  { kind: 'Place', muse: 'Clio', to: sq(0, 1), face_down: false },
  { kind: 'Place', muse: 'Erato', to: sq(1, 0), face_down: false },
  { kind: 'Place', muse: 'Erato', to: sq(-1, 0), face_down: true },
];
const placement = () => viewOf('Placement', [tile(0, 0, 'Thalia', 1, 'White')], ['Clio', 'Erato']);

test("a placement offers the engine's squares for the hand, by the Muse picked and the face chosen", () => {
  const { turn, state } = setUp(fakeEngine({ legal: PLACES }));
  turn.begin(placement(), fakeEngine({ legal: PLACES }).legal(), 0);
  assert.deepEqual(state.hand, ['Clio', 'Erato']);
  assert.equal(state.phase, 'Placement');
  assert.equal(state.faceDown, false);
  assert.deepEqual(state.places, [sq(1, 0), sq(0, 1)], 'face up: every square a Muse may go to, once');
  turn.tap({ kind: 'hand', muse: 'Erato' });
  assert.equal(state.handPick, 'Erato');
  assert.deepEqual(state.places, [sq(1, 0)], "Erato's squares only");
  turn.setFaceDown(true);
  assert.equal(state.faceDown, true);
  assert.deepEqual(state.places, [sq(-1, 0)], "face down: the engine's square for it");
  assert.deepEqual(turn.faces(), { up: true, down: true });
});

test('a placement is committed as one action; a square the engine refuses says why and commits nothing', () => {
  const engine = fakeEngine({ legal: PLACES });
  const { turn, said, committed, refused } = setUp(engine);
  turn.begin(placement(), engine.legal(), 0);
  turn.tap({ kind: 'hand', muse: 'Clio' });
  turn.tap({ kind: 'square', sq: sq(5, 5) });
  assert.deepEqual(committed, []);
  assert.deepEqual(said.at(-1), { text: 'refused: Place', refusal: true });
  assert.deepEqual(refused, [{ kind: 'Place', muse: 'Clio', to: sq(5, 5), face_down: false }]);
  turn.tap({ kind: 'square', sq: sq(0, 1) });
  assert.deepEqual(committed, [{ kind: 'Place', muse: 'Clio', to: sq(0, 1), face_down: false }]);
});

test('a face the engine does not allow keeps the face chosen and says why', () => {
  const upOnly = PLACES.filter((a) => !a.face_down);
  const engine = fakeEngine({ legal: upOnly });
  const { turn, state, said } = setUp(engine);
  turn.begin(placement(), engine.legal(), 0);
  assert.deepEqual(turn.faces(), { up: true, down: false });
  turn.setFaceDown(true);
  assert.equal(state.faceDown, false);
  assert.equal(said.at(-1).refusal, true);
  assert.equal(engine.calls.reason.at(-1).face_down, true, 'the engine was asked about a face-down placement');
});

test('a dropped hand tile on a refused square glides back; a tap before a pick asks for one', () => {
  const engine = fakeEngine({ legal: PLACES });
  const { turn, state, said, committed } = setUp(engine);
  turn.begin(placement(), engine.legal(), 0);
  turn.tap({ kind: 'square', sq: sq(1, 0) });
  assert.equal(said.at(-1).refusal, true, 'no Muse picked yet');
  const drag = turn.dragStart({ kind: 'hand', muse: 'Erato' });
  assert.deepEqual(drag, { kind: 'hand', muse: 'Erato' });
  assert.equal(state.handPick, 'Erato');
  turn.drop({ ...drag, px: 10, py: 20, over: sq(4, 4) });
  assert.deepEqual(committed, []);
  assert.ok(state.anim.snap, 'the ghost glides back');
  assert.deepEqual(state.anim.snap.from, { x: 10, y: 20 });
});

// ---- The dance ----------------------------------------------------------------------------

const DANCE = [
  { kind: 'Step', from: sq(0, 0), dir: 'W' },
  { kind: 'Step', from: sq(0, 0), dir: 'N' },
  { kind: 'StepPower', from: sq(0, 0), dir: 'N', target: sq(1, 1) },
  { kind: 'PowerStep', from: sq(1, 0), target: sq(0, 0), dir: 'E' },
  { kind: 'Step', from: sq(1, 0), dir: 'E' },
];
const STEPS = {
  '0,0': [
    { dir: 'W', moves: [{ from: sq(0, 0), to: sq(-1, 0) }] },
    { dir: 'N', moves: [{ from: sq(0, 0), to: sq(0, 1) }] },
  ],
  '1,0': [
    { dir: 'E', moves: [{ from: sq(1, 0), to: sq(2, 0) }] },
    { dir: 'S', moves: [{ from: sq(1, 0), to: sq(1, -1) }] },
  ],
};
const dance = () => viewOf('Dance', [tile(0, 0, 'Clio', 2), tile(1, 0, 'Erato', 3, 'Orange')]);
const stepped = viewOf('Dance', [tile(0, 1, 'Clio', 2), tile(1, 0, 'Erato', 3, 'Orange')]);

test("a press chooses a Muse: her steps (with the engine's preview of the dice), Area and Power targets", () => {
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, state } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  assert.equal(state.stage, 'idle');
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  assert.equal(state.stage, 'selected');
  assert.deepEqual(state.selected, sq(0, 0));
  assert.deepEqual(
    state.dirs.map((d) => d.dir),
    ['W', 'N'],
  );
  assert.deepEqual(state.dirs[0].dice, [{ square: sq(0, 1), by: 1, to: 3 }], "the engine's preview of each die");
  assert.deepEqual(state.area, [sq(1, 0), sq(-1, 0)], "Clio's Area of Effect, from the tile table");
  assert.deepEqual(state.targets, [], 'no Power before her step');
  turn.tap({ kind: 'tile', sq: sq(0, 0) });
  assert.equal(state.stage, 'selected', 'the press that chose her is no tap that lets her go');
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'tile', sq: sq(0, 0) });
  assert.equal(state.stage, 'idle', 'a second click lets her go');
});

test('a step with nothing after it is committed at once, as one action', () => {
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, committed } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'arrow', dir: 'W' });
  assert.deepEqual(committed, [{ kind: 'Step', from: sq(0, 0), dir: 'W' }]);
});

test('a step a Power may follow shows the step made; the Power then ends the turn as one action', () => {
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, state, committed } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'square', sq: sq(0, 1) });
  assert.equal(state.stage, 'stepped');
  assert.deepEqual(state.selected, sq(0, 1), 'she stands where she stepped');
  assert.deepEqual(
    state.tiles.find((t) => t.muse === 'Clio'),
    { id: 0, x: 0, y: 1, muse: 'Clio', faceUp: true, value: 2, colour: 'Purple', noDie: false },
  );
  assert.deepEqual(state.targets, [sq(1, 1)]);
  assert.deepEqual(committed, [], 'nothing played yet');
  turn.tap({ kind: 'square', sq: sq(1, 1) });
  assert.deepEqual(committed, [{ kind: 'StepPower', from: sq(0, 0), dir: 'N', target: sq(1, 1) }]);
});

test('End turn after a step plays the step alone; Take back shows the turn as it began', () => {
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, state, committed } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  const before = state.tiles;
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'arrow', dir: 'N' });
  turn.takeBack();
  assert.equal(state.stage, 'idle');
  assert.deepEqual(state.tiles, before);
  assert.deepEqual(committed, []);
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'arrow', dir: 'N' });
  turn.endTurn();
  assert.deepEqual(committed, [{ kind: 'Step', from: sq(0, 0), dir: 'N' }]);
});

test('a Power used first shows its die change, keeps only the steps that may follow it, then commits', () => {
  const events = [{ kind: 'DieChanged', cause: 'Power', square: sq(0, 0), from: 2, to: 3 }];
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped, powerEvents: events });
  const { turn, state, committed } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  turn.press({ kind: 'tile', sq: sq(1, 0) });
  assert.deepEqual(state.targets, [sq(0, 0)]);
  turn.tap({ kind: 'tile', sq: sq(0, 0) });
  assert.equal(state.stage, 'powered');
  assert.equal(state.tiles.find((t) => t.muse === 'Clio').value, 3, "the Power's change, from the engine's events");
  assert.deepEqual(
    state.dirs.map((d) => d.dir),
    ['E'],
  );
  turn.tap({ kind: 'arrow', dir: 'S' });
  assert.deepEqual(committed, [], 'not a step the Power allows');
  turn.tap({ kind: 'arrow', dir: 'E' });
  assert.deepEqual(committed, [{ kind: 'PowerStep', from: sq(1, 0), target: sq(0, 0), dir: 'E' }]);
});

test('nothing is taken while the controls say the player may not act', () => {
  let may = false;
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, state, committed } = setUp(engine, { canAct: () => may });
  turn.begin(dance(), engine.legal(), 0);
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'tile', sq: sq(0, 0) });
  assert.equal(turn.dragStart({ kind: 'tile', sq: sq(0, 0) }), null);
  assert.equal(turn.key(/** @type {any} */ ({ key: 'Enter' })), false);
  assert.equal(state.stage, 'idle');
  may = true;
  turn.press({ kind: 'tile', sq: sq(0, 0) });
  turn.tap({ kind: 'arrow', dir: 'W' });
  assert.deepEqual(committed, [{ kind: 'Step', from: sq(0, 0), dir: 'W' }]);
});

test('the keyboard: arrows walk the cursor, Enter chooses, an arrow steps the Muse chosen', () => {
  const engine = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const { turn, state, committed } = setUp(engine);
  turn.begin(dance(), engine.legal(), 0);
  turn.key(/** @type {any} */ ({ key: 'ArrowRight' }));
  assert.deepEqual(state.cursor, sq(1, 0));
  turn.key(/** @type {any} */ ({ key: 'ArrowLeft' }));
  turn.key(/** @type {any} */ ({ key: 'Enter' }));
  assert.deepEqual(state.selected, sq(0, 0));
  turn.key(/** @type {any} */ ({ key: 'ArrowLeft' }));
  assert.deepEqual(committed, [{ kind: 'Step', from: sq(0, 0), dir: 'W' }]);
});

test('"Show me" points at an action through the turn: a placement\'s Muse and square, a step\'s Muse and way', () => {
  const engine = fakeEngine({ legal: PLACES });
  const { turn, state } = setUp(engine);
  turn.begin(placement(), engine.legal(), 0);
  turn.point({ kind: 'Place', muse: 'Erato', to: sq(-1, 0), face_down: true });
  assert.equal(state.handPick, 'Erato');
  assert.equal(state.faceDown, true);
  assert.deepEqual(state.places, [sq(-1, 0)]);

  const dancing = fakeEngine({ legal: DANCE, steps: STEPS, after: stepped });
  const other = setUp(dancing);
  other.turn.begin(dance(), dancing.legal(), 0);
  other.turn.point({ kind: 'Step', from: sq(0, 0), dir: 'N' });
  assert.equal(other.state.stage, 'selected');
  assert.deepEqual(other.state.selected, sq(0, 0));
  assert.deepEqual(
    other.state.dirs.map((d) => d.dir),
    ['N'],
  );
});

test('a turn played lets the hand go at once and chooses nothing', () => {
  const engine = fakeEngine({ legal: PLACES });
  const { turn, state } = setUp(engine);
  turn.begin(placement(), engine.legal(), 0);
  turn.tap({ kind: 'hand', muse: 'Clio' });
  turn.finish();
  assert.equal(state.hand, null);
  assert.equal(state.handPick, null);
  assert.deepEqual(state.places, []);
  assert.equal(state.stage, 'idle');
});

test('the guard fails a write made outside table.js', () => {
  const state = guarded(createState());
  assert.throws(() => {
    state.phase = 'Over';
  }, /written outside table\.js/);
  assert.throws(() => state.tiles.push({}), /written outside table\.js/);
  const table = createTable(state);
  table.setPhase('Dance');
  assert.equal(state.phase, 'Dance');
});

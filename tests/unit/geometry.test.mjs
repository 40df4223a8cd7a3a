// @ts-check
// Where things are on the table (www/table/geometry.js), on a phone's canvas: a cropped table
// keeps its squares clear of the whole-table button, and a drop counts on the square the
// player sees, also where the hand tray covers half of it. tests/e2e/table.test.mjs does the
// same by touch on the built page.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  WHOLE_STRIP,
  arrowAt,
  arrowReach,
  cameraTarget,
  cropped,
  dropSquare,
  handRects,
  hitTest,
  layout,
  toScreen,
  wholeButton,
} from '../../www/table/geometry.js';
import { createState } from '../../www/table/state.js';

/** @type {import('muses-wasm').Muse[]} */
const MUSES = ['Calliope', 'Clio', 'Erato', 'Euterpe', 'Melpomene', 'Polyhymnia', 'Terpsichore', 'Thalia', 'Urania'];

/** A 390 px phone's canvas (its bars and panel around), with `tiles` at those squares.
 * @param {[number, number][]} squares @param {Partial<import('../../www/table/state.js').State>} [more] */
function phone(squares, more = {}) {
  const state = {
    ...createState(),
    size: { w: 390, h: 560 },
    tiles: squares.map(([x, y], id) => ({
      id,
      x,
      y,
      muse: MUSES[id % MUSES.length],
      faceUp: true,
      value: 1,
      colour: /** @type {const} */ ('Purple'),
      noDie: false,
    })),
    ...more,
  };
  state.camera = { ...cameraTarget(state), ready: true };
  return state;
}

/** A row of `n` Muses, from (0, 0) East. @param {number} n @returns {[number, number][]} */
const row = (n) => Array.from({ length: n }, (_, i) => [i, 0]);

test('a small group is shown whole: no button, no strip', () => {
  const state = phone(row(3));
  assert.equal(wholeButton(state), null);
  assert.equal(cropped(state), false);
  assert.equal(layout(state).board.y, 0);
});

test('a cropped table begins below the whole-table button: no square in view under it', () => {
  const state = phone(row(9));
  assert.equal(wholeButton(state), 'show');
  assert.ok(cropped(state));
  const { board } = layout(state);
  assert.equal(board.y, WHOLE_STRIP);
  assert.equal(board.y + board.h, 560, 'down to the foot of the canvas');
  // Every tile the camera shows wholly or in part is below the strip.
  const half = state.camera.cell / 2;
  const shown = state.tiles.map((t) => toScreen(state, t.x, t.y)).filter((c) => c.x + half > 0 && c.x - half < 390);
  assert.ok(shown.length > 0);
  for (const c of shown) assert.ok(c.y - half >= WHOLE_STRIP - 0.01, `a tile from ${c.y - half} px`);
  // Shown whole (zoomed out), the button says "back" and its strip stays.
  const whole = { ...state, zoom: { k: 0.5, x: 0, y: 0 } };
  assert.equal(wholeButton(whole), 'back');
  assert.equal(layout(whole).board.y, WHOLE_STRIP);
});

test('a drop counts on a square half under the tray, not on a hand tile nor where no square shows', () => {
  // A hand in the tray, and the camera moved so that a row of squares straddles the tray's top.
  const base = phone(row(2), { hand: ['Clio', 'Erato', 'Thalia'], places: [] });
  const { board, tray } = layout(base);
  const cell = base.camera.cell;
  const edgeRow = 0;
  // The camera's y such that row 0's centre sits 0.25 of a square below the tray's top.
  const y = edgeRow + (tray.y + cell * 0.25 - (board.y + board.h / 2)) / cell;
  const state = { ...base, camera: { ...base.camera, y } };
  const c = toScreen(state, 0, edgeRow);
  assert.ok(c.y > tray.y && c.y - cell / 2 < tray.y, 'the square straddles the tray top');
  // The finger on the square's hidden half, inside the tray (over no hand tile).
  const p = { x: c.x, y: tray.y + 4 };
  assert.ok(
    handRects(state).every((r) => Math.abs(p.y - r.y) > r.s / 2),
    'above the hand tiles',
  );
  assert.deepEqual(dropSquare(state, p.x, p.y), { x: 0, y: edgeRow });
  // Its visible half, on the table.
  assert.deepEqual(dropSquare(state, c.x, tray.y - 4), { x: 0, y: edgeRow });
  // On a hand tile: no square.
  const [hand] = handRects(state);
  assert.equal(dropSquare(state, hand.x, hand.y), null);
  // Deep in the tray, beside the hand tiles: the square there shows nowhere.
  assert.equal(dropSquare(state, 4, tray.y + tray.h - 4), null);
});

test('on a small table a press on the Muse beside the chosen one is hers, its step arrow nearer hers', () => {
  const base = phone(row(9));
  // Shown whole: squares of about 40 px, where an arrow's 22 px reach covers the next Muse's middle.
  /** @type {import('../../www/table/state.js').State} */
  const state = {
    ...base,
    zoom: { k: 0.5, x: 0, y: 0 },
    selected: { x: 4, y: 0 },
    directions: { N: { x: 0, y: 1 }, E: { x: 1, y: 0 }, S: { x: 0, y: -1 }, W: { x: -1, y: 0 } },
    dirs: [
      { dir: 'E', moves: [] },
      { dir: 'W', moves: [] },
    ],
  };
  state.camera = { ...cameraTarget(state), ready: true };
  const cell = state.camera.cell;
  assert.ok(cell * 0.38 < arrowReach(state), `a small table (${cell.toFixed(1)} px squares)`);
  const east = toScreen(state, 5, 0);
  assert.deepEqual(hitTest(state, east.x, east.y), { kind: 'tile', sq: { x: 5, y: 0 } });
  const arrow = arrowAt(state, 'E');
  assert.deepEqual(hitTest(state, arrow.x, arrow.y), { kind: 'arrow', dir: 'E' });
  // Between the two, the nearer centre decides.
  const nearArrow = { x: arrow.x + (east.x - arrow.x) * 0.4, y: arrow.y };
  assert.deepEqual(hitTest(state, nearArrow.x, nearArrow.y), { kind: 'arrow', dir: 'E' });
  const nearTile = { x: arrow.x + (east.x - arrow.x) * 0.6, y: arrow.y };
  assert.deepEqual(hitTest(state, nearTile.x, nearTile.y), { kind: 'tile', sq: { x: 5, y: 0 } });
  // Her own square keeps its arrows' reach (a press there is no other Muse's).
  const own = { x: arrow.x - arrowReach(state) * 0.9, y: arrow.y };
  assert.deepEqual(hitTest(state, own.x, own.y), { kind: 'arrow', dir: 'E' });
});

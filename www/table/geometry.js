// @ts-check
// Where things are on the canvas: layout, the camera that follows the group (the board has no
// edge), hit-testing. Pure functions of the state: table.js keeps what they return.

import { MOTION } from './anim.js';
import { same } from './state.js';

/** @import { State, Zoom, Camera, Square } from './state.js' */

const MAX_CELL = 124;

/** A rectangle in CSS pixels. @typedef {{ x: number, y: number, w: number, h: number }} Rect */

/** The strip the whole-table button stands in (44 px and margins): the group stays below it. */
export const WHOLE_STRIP = 52;

/** The layout before the whole-table button's strip. @returns {{ board: Rect, tray: Rect, side: boolean }} */
function areas(/** @type {State} */ state) {
  const { w, h } = state.size;
  if (!state.hand)
    return { board: { x: 0, y: 0, w, h: h - state.reserve }, tray: { x: 0, y: h, w, h: 0 }, side: false };
  if (w > h * 1.5 && h < 520) {
    const trayW = Math.round(Math.min(150, w * 0.24));
    return { board: { x: 0, y: 0, w: w - trayW, h }, tray: { x: w - trayW, y: 0, w: trayW, h }, side: true };
  }
  const trayH = Math.round(Math.min(150, Math.max(96, h * 0.2)));
  return { board: { x: 0, y: 0, w, h: h - trayH }, tray: { x: 0, y: h - trayH, w, h: trayH }, side: false };
}

/** The whole-table button: 'show' while cropped, 'back' while a cropped table shows whole.
 * @param {State} state @returns {'show' | 'back' | null} */
export function wholeButton(state) {
  if (state.zoom.k < 1) return 'back';
  return fitIn(state, areas(state).board).cropped ? 'show' : null;
}

/** The table and the hand tray (beside the table on a phone held sideways), in CSS px.
 * @param {State} state @returns {{ board: Rect, tray: Rect, side: boolean }} */
export function layout(state) {
  const out = areas(state);
  if (!wholeButton(state)) return out;
  const { board } = out;
  return { ...out, board: { ...board, y: board.y + WHOLE_STRIP, h: Math.max(0, board.h - WHOLE_STRIP) } };
}

export function inTray(/** @type {State} */ state, /** @type {number} */ px, /** @type {number} */ py) {
  const { tray } = layout(state);
  return tray.w > 0 && tray.h > 0 && px >= tray.x && py >= tray.y && px <= tray.x + tray.w && py <= tray.y + tray.h;
}

/** A tile's side, in squares. */
export const TILE = 0.93;
/** The least room (squares) and cell size (CSS px) kept: the least at which a phone shows a
 * tile's name, Power and Suns legibly; placing shows the squares all around the group. */
const LEAST = { dance: { room: 0.3, cell: 69 }, placing: { room: 1, cell: 65 } };
const MAX_ZOOM = 3;
/** No step arrow is harder to hit than a button. */
export const TOUCH = 44;

/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

function bounds(/** @type {State} */ state) {
  const xs = state.tiles.map((t) => t.x);
  const ys = state.tiles.map((t) => t.y);
  return xs.length
    ? { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }
    : { x0: 0, x1: 0, y0: 0, y1: 0 };
}

/** @param {Square[]} squares @returns {{ x: number, y: number } | null} */
const centre = (squares) =>
  squares.length
    ? {
        x: squares.reduce((a, q) => a + q.x, 0) / squares.length,
        y: squares.reduce((a, q) => a + q.y, 0) / squares.length,
      }
    : null;

/** @typedef {import('./types.js').Fit} Fit */

/** The camera that fits the group with room around it; where tiles would shrink below legible it keeps their size and
 * shows the play (`cropped`), decided before the button's strip. @param {State} state @returns {Fit} */
const fitted = (state) => fitIn(state, layout(state).board, fitIn(state, areas(state).board).cropped);

/** @param {State} state @param {Rect} board @param {boolean} [crop] @returns {Fit} */
function fitIn(state, board, crop) {
  const b = bounds(state);
  const fit = (/** @type {number} */ room) =>
    Math.min(board.w / (b.x1 - b.x0 + 1 + 2 * room), board.h / (b.y1 - b.y0 + 1 + 2 * room));
  const group = { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
  const { room, cell: least } = state.places.length ? LEAST.placing : LEAST.dance;
  const whole = Math.max(fit(1), Math.min(least, fit(room)));
  const uncropped = (/** @type {number} */ cell) => ({
    ...group,
    cell: clamp(cell, 24, MAX_CELL),
    whole,
    cropped: false,
    group,
  });
  if (!state.crop) return uncropped(fit(room) < least ? fit(room) : whole);
  // Too small a stage for three squares (a tiny window): the whole group, whatever its size.
  if (!(crop ?? (whole < least && Math.min(board.w, board.h) >= least * 3))) return uncropped(whole);
  const cell = least;
  const focus = centre(state.last) ?? centre(state.places) ?? group;
  /** @param {number} f @param {number} lo @param {number} hi @param {number} half */
  const axis = (f, lo, hi, half) =>
    hi - lo + 1 + 2 * room <= 2 * half ? (lo + hi) / 2 : clamp(f, lo - room + half, hi + room - half);
  return {
    x: axis(focus.x, b.x0, b.x1, board.w / cell / 2),
    y: axis(focus.y, b.y0, b.y1, board.h / cell / 2),
    cell,
    whole,
    cropped: true,
    group,
  };
}

export const cropped = (/** @type {State} */ state) => fitted(state).cropped && state.zoom.k >= 1;

/** The fitted camera, zoomed and panned as the player chose. @returns {{ x: number, y: number, cell: number }} */
export function cameraTarget(/** @type {State} */ state) {
  const fit = fitted(state);
  const z = state.zoom;
  if (z.k < 1) return { ...fit.group, cell: fit.cell * z.k };
  return { x: fit.x + z.x, y: fit.y + z.y, cell: fit.cell * z.k };
}

const leastZoom = (/** @type {Fit} */ fit) => Math.min(1, fit.whole / fit.cell);

/** The zoom to `k` with board point `b` under (px, py); at 1 the camera fits again unless `pan`.
 * @param {State} state @param {number} k @param {{ x: number, y: number }} b
 * @param {number} px @param {number} py @param {boolean} [pan] @returns {Zoom} */
export function zoomAt(state, k, b, px, py, pan = false) {
  const { board } = layout(state);
  const fit = fitted(state);
  const { x0, x1, y0, y1 } = bounds(state);
  k = clamp(k, leastZoom(fit), MAX_ZOOM);
  const cell = fit.cell * k;
  const free = k > 1 || (k === 1 && pan && fit.cropped);
  return {
    k,
    x: free ? clamp(b.x - (px - board.x - board.w / 2) / cell, x0 - 1, x1 + 1) - fit.x : 0,
    y: free ? clamp(b.y + (py - board.y - board.h / 2) / cell, y0 - 1, y1 + 1) - fit.y : 0,
  };
}

/** @param {State} state @param {number} factor @param {number} px @param {number} py */
export function zoomAbout(state, factor, px, py) {
  const k = state.zoom.k * factor;
  return zoomAt(state, Math.abs(k - 1) < 0.04 ? 1 : k, toBoard(state, px, py), px, py);
}

export const zoomed = (/** @type {State} */ state) => state.zoom.k !== 1;

export const pannable = (/** @type {State} */ state) => state.zoom.k > 1 || cropped(state);

export const FITTED = Object.freeze({ k: 1, x: 0, y: 0 });

/** @param {State} state @returns {Zoom} */
export function wholeOrFitted(state) {
  const fit = fitted(state);
  if (state.zoom.k < 1 || !fit.cropped) return { ...FITTED };
  return { k: leastZoom(fit), x: 0, y: 0 };
}

/** After a move a cropped table follows the play again; a zoom in stays. @param {State} state @returns {Zoom} */
export const following = (state) => (state.zoom.k <= 1 ? { ...FITTED } : state.zoom);

/** @param {State} state @param {number} dt @returns {{ camera: Camera, moving: boolean }} */
export function cameraStep(state, dt) {
  const target = cameraTarget(state);
  const cam = state.camera;
  if (!cam.ready) return { camera: { ...target, ready: true }, moving: false };
  const k = MOTION ? 1 - Math.exp(-dt / 140) : 1;
  const camera = { ...cam };
  let moving = false;
  for (const key of /** @type {const} */ (['x', 'y', 'cell'])) {
    const d = target[key] - cam[key];
    const close = Math.abs(d) < (key === 'cell' ? 0.2 : 0.002);
    camera[key] = close ? target[key] : cam[key] + d * k;
    moving ||= !close;
  }
  return { camera, moving };
}

export function toScreen(/** @type {State} */ state, /** @type {number} */ x, /** @type {number} */ y) {
  const { board } = layout(state);
  const { camera: c } = state;
  return { x: board.x + board.w / 2 + (x - c.x) * c.cell, y: board.y + board.h / 2 - (y - c.y) * c.cell };
}

export function toBoard(/** @type {State} */ state, /** @type {number} */ px, /** @type {number} */ py) {
  const { board } = layout(state);
  const { camera: c } = state;
  return { x: c.x + (px - board.x - board.w / 2) / c.cell, y: c.y - (py - board.y - board.h / 2) / c.cell };
}

export function squareAt(/** @type {State} */ state, /** @type {number} */ px, /** @type {number} */ py) {
  const b = toBoard(state, px, py);
  return { x: Math.round(b.x), y: Math.round(b.y) };
}

/** The drop square, also one half under the tray (a finger aims at what it sees), none over a
 * hand tile. @param {State} state @param {number} px @param {number} py @returns {Square | null} */
export function dropSquare(state, px, py) {
  const sq = squareAt(state, px, py);
  const { board } = layout(state);
  const on = (
    /** @type {Rect} */ r,
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {number} */ half = 0,
  ) => x + half > r.x && x - half < r.x + r.w && y + half > r.y && y - half < r.y + r.h;
  if (on(board, px, py)) return sq;
  if (handRects(state).some((r) => Math.abs(px - r.x) <= r.s / 2 && Math.abs(py - r.y) <= r.s / 2)) return null;
  const c = toScreen(state, sq.x, sq.y);
  return on(board, c.x, c.y, state.camera.cell / 2) ? sq : null;
}

/** @param {State} state @returns {{ muse: import('./state.js').Muse, x: number, y: number, s: number }[]} */
export function handRects(state) {
  if (!state.hand) return [];
  const { tray, side } = layout(state);
  const n = state.hand.length;
  const gap = 12;
  if (side) {
    const s = Math.max(0, Math.min(tray.w - 24, (tray.h - 30) / Math.max(n, 1) - 8, 112));
    const top = tray.y + 26 + (tray.h - 26 - n * s - (n - 1) * 8) / 2;
    return state.hand.map((muse, i) => ({ muse, x: tray.x + tray.w / 2, y: top + i * (s + 8) + s / 2, s }));
  }
  const s = Math.max(0, Math.min(tray.h - 42, (tray.w - gap) / Math.max(n, 1) - gap, 112));
  const left = tray.x + (tray.w - n * s - (n - 1) * gap) / 2;
  return state.hand.map((muse, i) => ({
    muse,
    x: left + i * (s + gap) + s / 2,
    y: tray.y + 26 + (tray.h - 26) / 2,
    s,
  }));
}

/** Step arrows stand past the tile's edge (in squares), leaving her name and die in view. */
const ARROW_AT = 0.62;

export function arrowAt(/** @type {State} */ state, /** @type {import('./state.js').Dir} */ dir) {
  const d = state.directions[dir];
  const at = /** @type {Square} */ (state.selected);
  return toScreen(state, at.x + d.x * ARROW_AT, at.y + d.y * ARROW_AT);
}

export const arrowReach = (/** @type {State} */ state) => Math.max(TOUCH / 2, state.camera.cell * 0.17);

/** @typedef {import('./types.js').Hit} Hit */

/** @param {State} state @param {number} px @param {number} py @returns {Hit | null} */
export function hitTest(state, px, py) {
  if (inTray(state, px, py)) {
    const r = handRects(state).find((r) => Math.abs(px - r.x) <= r.s / 2 && Math.abs(py - r.y) <= r.s / 2);
    return r ? { kind: 'hand', muse: r.muse } : null;
  }
  const sq = squareAt(state, px, py);
  const tile = state.tiles.find((t) => t.x === sq.x && t.y === sq.y);
  // On a small table an arrow's reach covers the middle of the Muse beside her: a press
  // nearer that Muse's centre than the arrow's is hers (a Power's target, not a step).
  const centre =
    tile && !(state.selected && sq.x === state.selected.x && sq.y === state.selected.y) && toScreen(state, sq.x, sq.y);
  const arrows = state.selected
    ? state.dirs.map(({ dir }) => ({ dir, d: Math.hypot(px - arrowAt(state, dir).x, py - arrowAt(state, dir).y) }))
    : [];
  const arrow = arrows
    .filter((a) => a.d <= arrowReach(state) && !(centre && Math.hypot(px - centre.x, py - centre.y) < a.d))
    .sort((a, b) => a.d - b.d)[0];
  if (arrow) return { kind: 'arrow', dir: arrow.dir };
  return tile ? { kind: 'tile', sq } : { kind: 'square', sq };
}

/** @param {State} state @param {Square} from @param {number} px @param {number} py */
export function dragDir(state, from, px, py) {
  const b = toBoard(state, px, py);
  const dx = b.x - from.x;
  const dy = b.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < 0.4) return null;
  let best = /** @type {{ dir: import('./state.js').Dir, along: number } | null} */ (null);
  for (const [dir, d] of /** @type {[import('./state.js').Dir, Square][]} */ (Object.entries(state.directions))) {
    const along = d.x * dx + d.y * dy;
    if (!best || along > best.along) best = { dir, along };
  }
  return best?.dir ?? null;
}

/** During a drag towards a legal step, where each moved tile would land and its die, by id. @param {State} state */
export function dragPreview(state) {
  const out = /** @type {Map<number, { x: number, y: number, by: number, to: number }>} */ (new Map());
  const d = state.drag;
  if (d?.kind !== 'tile' || !d.dir) return out;
  const step = state.dirs.find((s) => s.dir === d.dir);
  if (!step) return out;
  for (const m of step.moves) {
    const t = state.tiles.find((t) => same(t, m.from));
    const die = step.dice?.find((c) => same(c.square, m.to));
    if (t) out.set(t.id, { x: m.to.x - m.from.x, y: m.to.y - m.from.y, by: die?.by ?? 0, to: die?.to ?? t.value });
  }
  return out;
}

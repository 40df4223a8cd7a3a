// @ts-check
// Where things are on the canvas: layout (table above, hand tray below), the camera that
// follows the group (there is no board edge), and hit-testing. Pure functions of the state:
// what a zoom or the camera's next step would be is returned, and table.js keeps it.

import { MOTION } from './anim.js';
import { same } from './state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Zoom} Zoom */
/** @typedef {import('./state.js').Camera} Camera */
/** @typedef {import('./state.js').Square} Square */

const MAX_CELL = 124;

/** A rectangle in CSS pixels. @typedef {{ x: number, y: number, w: number, h: number }} Rect */

/** The strip at the top of the table that the whole-table button stands in (CSS px: the
 * button's 44 px and its margins): the group is drawn below it, never under the button. */
export const WHOLE_STRIP = 52;

/** The table and the hand tray, in CSS pixels, before the whole-table button's strip.
 * @param {State} state @returns {{ board: Rect, tray: Rect, side: boolean }} */
function areas(state) {
  const { w, h } = state.size;
  // The replay's controls cover the foot of the table: the group keeps clear of them.
  if (!state.hand)
    return { board: { x: 0, y: 0, w, h: h - state.reserve }, tray: { x: 0, y: h, w, h: 0 }, side: false };
  if (w > h * 1.5 && h < 520) {
    const trayW = Math.round(Math.min(150, w * 0.24));
    return { board: { x: 0, y: 0, w: w - trayW, h }, tray: { x: w - trayW, y: 0, w: trayW, h }, side: true };
  }
  const trayH = Math.round(Math.min(150, Math.max(96, h * 0.2)));
  return { board: { x: 0, y: 0, w, h: h - trayH }, tray: { x: 0, y: h - trayH, w, h: trayH }, side: false };
}

/** The whole-table button: 'show' while the table is cropped to keep its tiles legible (a
 * phone late in a round), 'back' while a cropped table is shown whole, else null (hidden).
 * @param {State} state @returns {'show' | 'back' | null} */
export function wholeButton(state) {
  if (state.zoom.k < 1) return 'back';
  return fitIn(state, areas(state).board).cropped ? 'show' : null;
}

/** The table and the hand tray, in CSS pixels. The tray exists only while a hand is shown:
 * below the table, or beside it on a wide and low screen (a phone held sideways). While the
 * whole-table button shows, the table begins below its strip.
 * @param {State} state @returns {{ board: Rect, tray: Rect, side: boolean }} */
export function layout(state) {
  const out = areas(state);
  if (!wholeButton(state)) return out;
  const { board } = out;
  return { ...out, board: { ...board, y: board.y + WHOLE_STRIP, h: Math.max(0, board.h - WHOLE_STRIP) } };
}

/** Whether CSS pixel (px, py) is on the hand tray. @param {State} state @param {number} px @param {number} py */
export function inTray(state, px, py) {
  const { tray } = layout(state);
  return tray.w > 0 && tray.h > 0 && px >= tray.x && py >= tray.y && px <= tray.x + tray.w && py <= tray.y + tray.h;
}

/** A tile's side, in squares: the rest is the gap between neighbours. */
export const TILE = 0.93;
/** The least room around the group (in squares) and the square size the camera keeps at
 * least, room allowing. In the dance, tiles of 64 CSS px: a cream face of 61 inside its edge,
 * whose name, Power diagram and Suns a phone shows legibly, for a group up to 5 squares wide
 * on a 390 px phone (under a third of a square of room each side). While a Muse is placed,
 * the squares she may go to all around the group show whole: tiles of 60 px, a group up to 4
 * squares wide. */
const LEAST = { dance: { room: 0.3, cell: 69 }, placing: { room: 1, cell: 65 } };
/** How far a player may zoom in beyond the fitted table. */
const MAX_ZOOM = 3;
/** The side of a touch target: no step arrow is harder to hit than a button. */
export const TOUCH = 44;

/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/** The group's bounding squares (the origin alone on an empty table). @param {State} state */
function bounds(state) {
  const xs = state.tiles.map((t) => t.x);
  const ys = state.tiles.map((t) => t.y);
  return xs.length
    ? { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }
    : { x0: 0, x1: 0, y0: 0, y1: 0 };
}

/** The centre of `squares` (board units), or null for none.
 * @param {Square[]} squares @returns {{ x: number, y: number } | null} */
const centre = (squares) =>
  squares.length
    ? {
        x: squares.reduce((a, q) => a + q.x, 0) / squares.length,
        y: squares.reduce((a, q) => a + q.y, 0) / squares.length,
      }
    : null;

/**
 * The fitted camera: where it looks, its square size, the size that shows the whole group,
 * whether it is cropped to the play, and the group's centre.
 * @typedef {{ x: number, y: number, cell: number, whole: number, cropped: boolean,
 *   group: { x: number, y: number } }} Fit
 */

/** The camera that fits the group to the table: one square of room around it (where steps,
 * pushes and placements land), or down to the least room (LEAST). Where even that would shrink
 * the tiles below legible (a phone late in a round), the tiles keep their least size and the
 * camera shows where the play is (the last move, else where a Muse may be placed), the rest
 * of the group a pan, a pinch or the whole-table button away (`cropped`). Whether it is
 * cropped is decided before the button's strip is taken from the table.
 * @param {State} state @returns {Fit} */
const fitted = (state) => fitIn(state, layout(state).board, fitIn(state, areas(state).board).cropped);

/** The fitted camera for a table of `board`'s size; `crop` says whether it is cropped, where
 * that is decided already (on the table before the whole-table button's strip).
 * @param {State} state @param {Rect} board @param {boolean} [crop] @returns {Fit} */
function fitIn(state, board, crop) {
  const b = bounds(state);
  const fit = (/** @type {number} */ room) =>
    Math.min(board.w / (b.x1 - b.x0 + 1 + 2 * room), board.h / (b.y1 - b.y0 + 1 + 2 * room));
  const group = { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
  // While a Muse is placed, the squares she may go to (all around the group) are shown whole.
  const { room, cell: least } = state.places.length ? LEAST.placing : LEAST.dance;
  const whole = Math.max(fit(1), Math.min(least, fit(room)));
  const uncropped = (/** @type {number} */ cell) => ({
    ...group,
    cell: clamp(cell, 24, MAX_CELL),
    whole,
    cropped: false,
    group,
  });
  // A table never cropped (the tutorial's small ones) shows the whole group and its room.
  if (!state.crop) return uncropped(fit(room) < least ? fit(room) : whole);
  // Too small a stage for three squares (a tiny window): the whole group, whatever its size.
  if (!(crop ?? (whole < least && Math.min(board.w, board.h) >= least * 3))) return uncropped(whole);
  const cell = least;
  const focus = centre(state.last) ?? centre(state.places) ?? group;
  // Each axis: the focus, kept so that the view does not run past the group's room.
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

/** Whether the table shows only part of the group, to keep its tiles legible. @param {State} state */
export const cropped = (state) => fitted(state).cropped && state.zoom.k >= 1;

/** The camera the table asks for: the fitted one, zoomed and panned as the player chose;
 * zoomed out below 1 (a cropped table only), the whole group.
 * @param {State} state @returns {{ x: number, y: number, cell: number }} */
export function cameraTarget(state) {
  const fit = fitted(state);
  const z = state.zoom;
  if (z.k < 1) return { ...fit.group, cell: fit.cell * z.k };
  return { x: fit.x + z.x, y: fit.y + z.y, cell: fit.cell * z.k };
}

/** The least zoom: the whole group on a cropped table, else the fitted one. @param {Fit} fit */
const leastZoom = (fit) => Math.min(1, fit.whole / fit.cell);

/** The zoom to `k` times the fitted size with board point `b` under CSS pixel (px, py). Back
 * at 1, the camera fits the group again (or, cropped, follows the play), unless `pan` keeps
 * the player's own view.
 * @param {State} state @param {number} k @param {{ x: number, y: number }} b
 * @param {number} px @param {number} py @param {boolean} [pan] @returns {Zoom} */
export function zoomAt(state, k, b, px, py, pan = false) {
  const { board } = layout(state);
  const fit = fitted(state);
  const { x0, x1, y0, y1 } = bounds(state);
  k = clamp(k, leastZoom(fit), MAX_ZOOM);
  const cell = fit.cell * k;
  // The camera's centre stays over the group (and the square of room around it).
  const free = k > 1 || (k === 1 && pan && fit.cropped);
  return {
    k,
    x: free ? clamp(b.x - (px - board.x - board.w / 2) / cell, x0 - 1, x1 + 1) - fit.x : 0,
    y: free ? clamp(b.y + (py - board.y - board.h / 2) / cell, y0 - 1, y1 + 1) - fit.y : 0,
  };
}

/** The zoom by `factor` about CSS pixel (px, py), which stays over the same board point.
 * @param {State} state @param {number} factor @param {number} px @param {number} py */
export function zoomAbout(state, factor, px, py) {
  const k = state.zoom.k * factor;
  return zoomAt(state, Math.abs(k - 1) < 0.04 ? 1 : k, toBoard(state, px, py), px, py);
}

/** Whether the player has zoomed in beyond the fitted table (or out to the whole of a
 * cropped one). @param {State} state */
export const zoomed = (state) => state.zoom.k !== 1;

/** Whether a press that moves on the table pans it: zoomed in, or a cropped table.
 * @param {State} state */
export const pannable = (state) => state.zoom.k > 1 || cropped(state);

/** The fitted table: no zoom. */
export const FITTED = Object.freeze({ k: 1, x: 0, y: 0 });

/** A cropped table shown whole, or back to following the play. @param {State} state @returns {Zoom} */
export function wholeOrFitted(state) {
  const fit = fitted(state);
  if (state.zoom.k < 1 || !fit.cropped) return { ...FITTED };
  return { k: leastZoom(fit), x: 0, y: 0 };
}

/** After a move, a cropped table follows the play again, shown whole or not (a zoom in the
 * player chose stays). @param {State} state @returns {Zoom} */
export const following = (state) => (state.zoom.k <= 1 ? { ...FITTED } : state.zoom);

/** The camera eased towards its target over `dt` ms, and whether it is still moving.
 * @param {State} state @param {number} dt @returns {{ camera: Camera, moving: boolean }} */
export function cameraStep(state, dt) {
  const target = cameraTarget(state);
  const cam = state.camera;
  if (!cam.ready) return { camera: { ...target, ready: true }, moving: false };
  // The camera eases to its place, or is there at once for those who ask for less motion.
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

/** The CSS-pixel centre of board square (x, y); fractional squares are fine.
 * @param {State} state @param {number} x @param {number} y */
export function toScreen(state, x, y) {
  const { board } = layout(state);
  const { camera: c } = state;
  return { x: board.x + board.w / 2 + (x - c.x) * c.cell, y: board.y + board.h / 2 - (y - c.y) * c.cell };
}

/** Board coordinates (fractional) under CSS pixel (px, py).
 * @param {State} state @param {number} px @param {number} py */
export function toBoard(state, px, py) {
  const { board } = layout(state);
  const { camera: c } = state;
  return { x: c.x + (px - board.x - board.w / 2) / c.cell, y: c.y - (py - board.y - board.h / 2) / c.cell };
}

/** The square under CSS pixel (px, py). @param {State} state @param {number} px @param {number} py */
export function squareAt(state, px, py) {
  const b = toBoard(state, px, py);
  return { x: Math.round(b.x), y: Math.round(b.y) };
}

/** The square a drag over CSS pixel (px, py) would drop on: the one under it, on the table
 * or where the tray (or the whole-table button's strip) covers part of it, since a finger aims
 * at what it sees of a square half under the tray; none over a hand tile, nor for a square
 * that shows nowhere. @param {State} state @param {number} px @param {number} py @returns {Square | null} */
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

/** The hand tiles' squares in the tray: [{ muse, x, y, s }] with (x, y) their centre.
 * @param {State} state @returns {{ muse: import('./state.js').Muse, x: number, y: number, s: number }[]} */
export function handRects(state) {
  if (!state.hand) return [];
  const { tray, side } = layout(state);
  const n = state.hand.length;
  const gap = 12;
  if (side) {
    // A column under the tray's caption.
    const s = Math.max(0, Math.min(tray.w - 24, (tray.h - 30) / Math.max(n, 1) - 8, 112));
    const top = tray.y + 26 + (tray.h - 26 - n * s - (n - 1) * 8) / 2;
    return state.hand.map((muse, i) => ({ muse, x: tray.x + tray.w / 2, y: top + i * (s + 8) + s / 2, s }));
  }
  const s = Math.max(0, Math.min(tray.h - 42, (tray.w - gap) / Math.max(n, 1) - gap, 112));
  const left = tray.x + (tray.w - n * s - (n - 1) * gap) / 2;
  // Below the tray's caption (26 px), centred in the rest.
  return state.hand.map((muse, i) => ({
    muse,
    x: left + i * (s + gap) + s / 2,
    y: tray.y + 26 + (tray.h - 26) / 2,
    s,
  }));
}

/** How far from the selected tile's centre its step arrows stand, in squares: past the edge
 * of its square, so that they leave her name and die in view, and over the gap beside it. */
const ARROW_AT = 0.62;

/** The centre of the selected tile's step arrow towards `dir`: just past the edge of its
 * square. @param {State} state @param {import('./state.js').Dir} dir */
export function arrowAt(state, dir) {
  const d = state.directions[dir];
  const at = /** @type {Square} */ (state.selected);
  return toScreen(state, at.x + d.x * ARROW_AT, at.y + d.y * ARROW_AT);
}

/** How far from its centre a step arrow takes a press: at least half a touch target.
 * @param {State} state */
export const arrowReach = (state) => Math.max(TOUCH / 2, state.camera.cell * 0.17);

/**
 * What a press points at: a hand tile, a step arrow, a tile or an empty square.
 * @typedef {{ kind: 'hand', muse: import('./state.js').Muse } | { kind: 'arrow', dir: import('./state.js').Dir }
 *   | { kind: 'tile', sq: Square }
 *   | { kind: 'square', sq: Square }} Hit
 */

/** What is under CSS pixel (px, py), if anything.
 * @param {State} state @param {number} px @param {number} py @returns {Hit | null} */
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

/** The step direction a drag from square `from` to CSS pixel (px, py) points at, if any.
 * @param {State} state @param {Square} from @param {number} px @param {number} py */
export function dragDir(state, from, px, py) {
  const b = toBoard(state, px, py);
  const dx = b.x - from.x;
  const dy = b.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < 0.4) return null;
  // The engine's direction the drag points along most (its table: state.directions).
  /** @type {{ dir: import('./state.js').Dir, along: number } | null} */
  let best = null;
  for (const [dir, d] of /** @type {[import('./state.js').Dir, Square][]} */ (Object.entries(state.directions))) {
    const along = d.x * dx + d.y * dy;
    if (!best || along > best.along) best = { dir, along };
  }
  return best?.dir ?? null;
}

/** While a tile is dragged towards a legal direction: every tile the step moves, shown on
 * the square it would land on (clear of the dragged one), with what its die would gain and
 * show then (the engine's preview, turn.js), by tile id.
 * @param {State} state */
export function dragPreview(state) {
  /** @type {Map<number, { x: number, y: number, by: number, to: number }>} */
  const out = new Map();
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

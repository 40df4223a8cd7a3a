// @ts-check
// render(ctx, state): draws the whole canvas from the UI state and nothing else. Tiles are
// drawn procedurally (no images): name, Power (effect icon and a 3×3 area diagram), Suns and
// the die, whose colour also carries a letter so colours are never the only cue. Legal
// squares, targets and steps are marked with shapes, not colour alone.

import { look, snapPosition } from './anim.js';
import { TILE, arrowAt, cameraTarget, dragPreview, handRects, layout, toScreen } from './geometry.js';
import { same } from './state.js';
import { t as say } from '../ui/i18n.js';
import { onTheme, theme } from '../ui/theme.js';
import { colourLetter } from '../ui/words.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Tile} Tile */
/** @typedef {import('./state.js').Drag} Drag */
/** @typedef {import('./state.js').Square} Square */
/** @typedef {import('./state.js').Colour} Colour */
/** @typedef {import('./state.js').Muse} Muse */
/** @typedef {import('./state.js').Dir} Dir */
/** How a tile looks this frame (anim.js), as a tile is drawn.
 * @typedef {Pick<ReturnType<typeof look>, 'value' | 'back' | 'flip' | 'dieScale' | 'dieLift' | 'dieAlpha' | 'glow'>} Look */
/** A tile as drawn: the table's, or one of the hand's (no place on the board yet).
 * @typedef {Pick<Tile, 'id' | 'muse' | 'faceUp' | 'value' | 'colour'> & { label?: string }} Drawn */
/** @typedef {{ x: number, y: number, w: number, h: number }} Rect */

const SERIF = 'Georgia, "Times New Roman", serif';
const GOLD = '#f3c64b';
// The table's marks, drawn on a dark cloth or a light one (theme.js).
const PALETTES = {
  dark: {
    gold: GOLD,
    goldRGB: '243,198,75',
    teal: '#5fe3c9',
    tealRGB: '95,227,201',
    red: '#ff6b6b',
    cursor: '#fff',
    grid: 'rgba(243,233,198,0.07)',
    title: '#f3e9c6',
    tray: '#121024',
    trayInk: '#d9cfae',
    shadow: 'rgba(0,0,0,0.22)',
  },
  light: {
    gold: '#9a6400',
    goldRGB: '154,100,0',
    teal: '#08705f',
    tealRGB: '8,112,95',
    red: '#c0392b',
    cursor: '#1d1830',
    grid: 'rgba(70,50,20,0.1)',
    title: '#2b2140',
    tray: '#e9dec4',
    trayInk: '#3d3322',
    shadow: 'rgba(70,45,10,0.16)',
  },
};
let P = PALETTES[theme()];
// The canvas and state last drawn: drawn again when the theme changes or the emblems come.
/** @type {[CanvasRenderingContext2D, State] | null} */
let drawn = null;
onTheme((t) => {
  P = PALETTES[t];
  redrawLast();
});
/** Draws the last canvas and state again (the theme changed, the emblems came). */
function redrawLast() {
  const last = drawn;
  if (last) requestAnimationFrame(() => render(...last));
}
/** @type {Record<Colour, { light: string, fill: string, edge: string, pip: string }>} */
const DICE = {
  Purple: { light: '#9c72dc', fill: '#7a4ac0', edge: '#3f2371', pip: '#ffffff' },
  Orange: { light: '#ffb066', fill: '#f08a2b', edge: '#9c4f0c', pip: '#2a1500' },
  White: { light: '#ffffff', fill: '#ebe6d9', edge: '#8d887d', pip: '#1f1d1a' },
};
/** @type {Record<import('muses-wasm').Effect, string>} */
const EFFECT_COLOUR = { Raise: '#2e8b57', Lower: '#c0392b', Swap: '#2767b0' };
/** @type {Record<number, number[][]>} */
const PIPS = {
  1: [[0, 0]],
  2: [
    [1, -1],
    [-1, 1],
  ],
  3: [
    [1, -1],
    [0, 0],
    [-1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** @param {CanvasRenderingContext2D} ctx @param {State} state */
export function render(ctx, state) {
  drawn = [ctx, state];
  const { w, h } = state.size;
  ctx.setTransform(state.dpr, 0, 0, state.dpr, 0, 0);
  const { board, tray } = layout(state);
  // The table's cloth is the stage's CSS background: painted once, not every frame.
  ctx.clearRect(0, 0, w, h);
  if (state.phase === 'none') return title(ctx, w, h);

  const cell = state.camera.cell;
  ctx.save();
  ctx.beginPath();
  ctx.rect(board.x, board.y, board.w, board.h);
  ctx.clip();
  grid(ctx, state);
  for (const sq of state.last) square(ctx, state, sq, `rgba(${P.goldRGB},0.06)`, `rgba(${P.goldRGB},0.4)`);
  for (const sq of state.area) square(ctx, state, sq, `rgba(${P.tealRGB},0.13)`);
  places(ctx, state);

  const drag = state.drag;
  const preview = dragPreview(state);
  // Tiles that move (tweens, previews) are drawn last, above the ones that stand still.
  const looks = state.tiles.map((t) => ({ t, l: look(state, t) }));
  looks.sort((a, b) => moving(state, a.t) - moving(state, b.t));
  // What a previewed step adds to each die, drawn last, above the dragged tile too.
  /** @type {[number, number, number, number][]} */
  const badges = [];
  for (const { t, l } of looks) {
    const dragged = drag?.kind === 'tile' && same(drag.from, t);
    const shift = preview.get(t.id);
    const c = toScreen(state, l.x + (shift && !dragged ? shift.x : 0), l.y + (shift && !dragged ? shift.y : 0));
    ctx.globalAlpha = dragged ? 0.28 : l.alpha;
    tile(ctx, state, t, raised(l, dragged ? null : shift), c.x, c.y, cell * TILE * l.scale);
    ctx.globalAlpha = 1;
    if (shift && !dragged) badges.push([shift.by, c.x, c.y, cell * TILE]);
  }
  for (const sq of state.area) square(ctx, state, sq, null, `rgba(${P.tealRGB},0.55)`, [4, 4]);
  for (const sq of state.targets) target(ctx, state, sq);
  if (state.selected && !drag) ring(ctx, state, state.selected, P.gold, 3.5);
  if (drag?.kind === 'tile') dragMarks(ctx, state, drag);
  if (state.selected && !drag) for (const { dir } of state.dirs) arrow(ctx, state, dir);
  if (state.keyboard && state.cursor) ring(ctx, state, state.cursor, P.cursor, 2, [6, 4]);
  state.overlay?.(ctx);
  offscreen(ctx, state, board);
  ctx.restore();

  if (state.hand) drawTray(ctx, state, tray);
  const carried = drag ?? snapPosition(state);
  const ghost = carried && ghostOf(state, carried);
  if (ghost && carried) {
    // Where it is: a drag has none until the pointer moves (NaN draws nothing).
    const [px, py] = [carried.px ?? NaN, carried.py ?? NaN];
    const s = cell * (TILE + 0.04);
    // A soft shadow under the lifted tile (no shadowBlur: it is slow without a GPU).
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    rounded(ctx, px - s / 2 + 3, py - s / 2 + 8, s, s, s * 0.1);
    ctx.fill();
    ctx.globalAlpha = 0.95;
    const shift = drag?.kind === 'tile' ? preview.get(ghost.tile.id) : null;
    tile(ctx, state, ghost.tile, raised(ghost.look, shift), px, py, s);
    ctx.globalAlpha = 1;
    if (shift) badges.push([shift.by, px, py, s]);
  }
  for (const b of badges) plus(ctx, ...b);
}

/** A tile's look with its die as the previewed step leaves it.
 * @param {Look} l @param {{ by: number, to: number } | null | undefined} shift */
const raised = (l, shift) => (shift?.by ? { ...l, value: shift.to } : l);

/** The change a previewed step makes to a die ("+1"), on a gold tab at the tile's
 * bottom-right corner, over the gap between tiles rather than her face.
 * @param {CanvasRenderingContext2D} ctx @param {number} by @param {number} cx @param {number} cy @param {number} s */
function plus(ctx, by, cx, cy, s) {
  if (!by) return;
  const r = Math.max(8, s * 0.11);
  const x = cx + s * 0.5;
  const y = cy + s * 0.5;
  ctx.fillStyle = GOLD;
  ctx.strokeStyle = '#2b2140';
  ctx.lineWidth = 1.5;
  rounded(ctx, x - r * 1.1, y - r * 0.75, r * 2.2, r * 1.5, r * 0.6);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#2b2140';
  ctx.font = `700 ${Math.round(r * 1.1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(`${by > 0 ? '+' : '−'}${Math.abs(by)}`, x, y + r * 0.05);
}

/** Before any game: the name of the game on the empty table.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h */
function title(ctx, w, h) {
  ctx.fillStyle = P.title;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.min(44, w / 10)}px ${SERIF}`;
  ctx.fillText('Dance of Muses', w / 2, h / 2);
}

/** What the drag or a refused drop carries: a hand tile (maybe face down) or a board tile.
 * @param {State} state @param {Drag} drag @returns {{ tile: Drawn, look: Look } | null} */
function ghostOf(state, drag) {
  if (drag.kind === 'hand') {
    const t = {
      id: -1,
      muse: state.faceDown ? null : drag.muse,
      faceUp: !state.faceDown,
      value: 1,
      colour: state.handColour,
    };
    return {
      tile: t,
      look: { value: 1, back: state.faceDown, flip: 1, dieScale: 1, dieLift: 0, dieAlpha: 1, glow: 0 },
    };
  }
  const t = state.tiles.find((t) => same(t, drag.from));
  return t ? { tile: t, look: look(state, t) } : null;
}

/** @param {State} state @param {Tile} t */
function moving(state, t) {
  return state.anim.moves.has(t.id) || state.anim.effects.some((e) => e.id === t.id) ? 1 : 0;
}

/** Faint squares around the group: the table has no edge, but the eye needs a grid.
 * @param {CanvasRenderingContext2D} ctx @param {State} state */
function grid(ctx, state) {
  const c = cameraTarget(state);
  const { board } = layout(state);
  const cols = Math.ceil(board.w / state.camera.cell / 2) + 1;
  const rows = Math.ceil(board.h / state.camera.cell / 2) + 1;
  const s = state.camera.cell * TILE;
  ctx.beginPath();
  for (let x = Math.floor(c.x) - cols; x <= Math.ceil(c.x) + cols; x++) {
    for (let y = Math.floor(c.y) - rows; y <= Math.ceil(c.y) + rows; y++) {
      const p = toScreen(state, x, y);
      ctx.roundRect(p.x - s / 2, p.y - s / 2, s, s, s * 0.1);
    }
  }
  ctx.strokeStyle = P.grid;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Square} sq @param {string | null} fill @param {string} [stroke] @param {number[]} [dash] */
function square(ctx, state, sq, fill, stroke, dash) {
  const p = toScreen(state, sq.x, sq.y);
  const s = state.camera.cell * 0.96;
  rounded(ctx, p.x - s / 2, p.y - s / 2, s, s, s * 0.1);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.setLineDash(dash ?? []);
    ctx.strokeStyle = stroke;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** Legal placement squares: a dashed outline and a dot; filled under a dragged tile.
 * @param {CanvasRenderingContext2D} ctx @param {State} state */
function places(ctx, state) {
  const over = state.drag?.kind === 'hand' ? state.drag.over : null;
  for (const sq of state.places) {
    const hot = same(sq, over);
    square(ctx, state, sq, `rgba(${P.tealRGB},${hot ? 0.35 : 0.08})`, P.teal, hot ? [] : [7, 5]);
    const p = toScreen(state, sq.x, sq.y);
    ctx.fillStyle = P.teal;
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(3, state.camera.cell * 0.06), 0, Math.PI * 2);
    ctx.fill();
  }
  if (over && !state.places.some((sq) => same(sq, over))) cross(ctx, state, over);
}

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Square} sq @param {string} colour @param {number} width @param {number[]} [dash] */
function ring(ctx, state, sq, colour, width, dash) {
  const p = toScreen(state, sq.x, sq.y);
  const s = state.camera.cell * 0.98;
  ctx.setLineDash(dash ?? []);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  rounded(ctx, p.x - s / 2, p.y - s / 2, s, s, s * 0.12);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A legal Power target: a teal frame and a sight (a ring with four ticks) on the corner
 * away from the Muse who uses the Power, so that it never covers her step arrows, and in
 * the gap between tiles, so that it leaves the tile's face readable.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Square} sq */
function target(ctx, state, sq) {
  ring(ctx, state, sq, 'rgba(8,40,36,0.8)', 6);
  ring(ctx, state, sq, P.teal, 3);
  const cell = state.camera.cell;
  const from = state.selected ?? sq;
  const p = toScreen(state, sq.x + (sq.x < from.x ? -0.5 : 0.5), sq.y + (sq.y < from.y ? -0.5 : 0.5));
  const r = Math.max(6, cell * 0.085);
  ctx.fillStyle = 'rgba(8,40,36,0.9)';
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 1.45, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#5fe3c9';
  ctx.lineWidth = 2;
  sight(ctx, p, r);
}

/** @param {CanvasRenderingContext2D} ctx @param {{ x: number, y: number }} p @param {number} r */
function sight(ctx, p, r) {
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    ctx.moveTo(p.x + dx * r * 0.55, p.y + dy * r * 0.55);
    ctx.lineTo(p.x + dx * r * 1.35, p.y + dy * r * 1.35);
  }
  ctx.stroke();
}

/** A refused square: a red cross.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Square} sq */
function cross(ctx, state, sq) {
  const p = toScreen(state, sq.x, sq.y);
  const r = state.camera.cell * 0.22;
  ctx.strokeStyle = P.red;
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(p.x - r, p.y - r);
  ctx.lineTo(p.x + r, p.y + r);
  ctx.moveTo(p.x + r, p.y - r);
  ctx.lineTo(p.x - r, p.y + r);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** While dragging a tile: where every moved tile would land, or a cross for a refused way.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Extract<Drag, { kind: 'tile' }>} d */
function dragMarks(ctx, state, d) {
  if (!d.dir) return;
  const v = state.directions[d.dir];
  const step = state.dirs.find((s) => s.dir === d.dir);
  if (!step) return cross(ctx, state, { x: d.from.x + v.x, y: d.from.y + v.y });
  for (const m of step.moves) square(ctx, state, m.to, `rgba(${P.goldRGB},0.12)`, P.gold, [6, 4]);
}

/** On a table cropped to keep its tiles legible: a gold chevron on each edge beyond which
 * Muses stand, so that nobody forgets them.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Rect} board */
function offscreen(ctx, state, board) {
  const half = (state.camera.cell * TILE) / 2;
  const at = state.tiles.map((t) => toScreen(state, t.x, t.y));
  /** @type {[boolean, number, number, number, number][]} */
  const sides = [
    [at.some((p) => p.x + half < board.x + 1), board.x + 14, board.y + board.h / 2, -1, 0],
    [at.some((p) => p.x - half > board.x + board.w - 1), board.x + board.w - 14, board.y + board.h / 2, 1, 0],
    [at.some((p) => p.y + half < board.y + 1), board.x + board.w / 2, board.y + 14, 0, -1],
    [at.some((p) => p.y - half > board.y + board.h - 1), board.x + board.w / 2, board.y + board.h - 14, 0, 1],
  ];
  for (const [beyond, x, y, ux, uy] of sides) {
    if (!beyond) continue;
    const [nx, ny] = [-uy, ux];
    ctx.fillStyle = 'rgba(23,21,42,0.75)';
    ctx.beginPath();
    ctx.arc(x, y, 13, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = P.gold;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x - ux * 3 + nx * 6, y - uy * 3 + ny * 6);
    ctx.lineTo(x + ux * 4, y + uy * 4);
    ctx.lineTo(x - ux * 3 - nx * 6, y - uy * 3 - ny * 6);
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
}

/** A step arrow on the edge of the selected tile's square: a gold disc with a chevron.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Dir} dir */
function arrow(ctx, state, dir) {
  const a = arrowAt(state, dir);
  const r = Math.max(11, state.camera.cell * 0.14);
  const v = state.directions[dir];
  ctx.fillStyle = GOLD;
  ctx.strokeStyle = '#2b2140';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(a.x, a.y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // Screen y grows downwards; board y grows north.
  const [ux, uy] = [v.x, -v.y];
  const [nx, ny] = [-uy, ux];
  ctx.fillStyle = '#2b2140';
  ctx.beginPath();
  ctx.moveTo(a.x + ux * r * 0.6, a.y + uy * r * 0.6);
  ctx.lineTo(a.x - ux * r * 0.35 + nx * r * 0.5, a.y - uy * r * 0.35 + ny * r * 0.5);
  ctx.lineTo(a.x - ux * r * 0.35 - nx * r * 0.5, a.y - uy * r * 0.35 - ny * r * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Rect} tray */
function drawTray(ctx, state, tray) {
  ctx.fillStyle = P.tray;
  ctx.fillRect(tray.x, tray.y, tray.w, tray.h);
  // A golden rule along the edge that faces the table.
  ctx.fillStyle = `rgba(${P.goldRGB},0.5)`;
  ctx.fillRect(tray.x, tray.y, tray.x ? 1 : tray.w, tray.x ? tray.h : 1);
  ctx.fillStyle = P.trayInk;
  ctx.font = `14px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(state.trayLabel(), tray.x + tray.w / 2, tray.y + 14);
  for (const r of handRects(state)) {
    const dragged = state.drag?.kind === 'hand' && state.drag.muse === r.muse;
    const t = { id: -1, muse: r.muse, faceUp: true, value: 1, colour: state.handColour };
    ctx.globalAlpha = dragged ? 0.3 : 1;
    tile(
      ctx,
      state,
      t,
      { value: 1, back: false, flip: 1, dieScale: 1, dieLift: 0, dieAlpha: 0, glow: 0 },
      r.x,
      r.y,
      r.s,
    );
    ctx.globalAlpha = 1;
    if (state.handPick === r.muse) {
      ctx.strokeStyle = P.gold;
      ctx.lineWidth = 3.5;
      rounded(ctx, r.x - r.s / 2 - 4, r.y - r.s / 2 - 4, r.s + 8, r.s + 8, r.s * 0.14);
      ctx.stroke();
    }
  }
}

/** One tile of size s centred on (cx, cy): its shadow on the table, its face (or back) and
 * its die.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Drawn} t @param {Look} l @param {number} cx @param {number} cy @param {number} s */
function tile(ctx, state, t, l, cx, cy, s) {
  // A table squeezed to nothing (a tiny window) draws no tile.
  if (!(s >= 4)) return;
  ctx.save();
  ctx.translate(cx, cy);
  // A flip squeezes the tile horizontally; the die rides along.
  ctx.scale(Math.max(0.02, l.flip), 1);
  const S = s * (1 + 2 * MARGIN);
  ctx.drawImage(tileSprite(state, l.back ? null : t.muse, s, t.label), -S / 2, -S / 2, S, S);
  // This seat's own Mysterious Muse, shown on its private device (D3): veiled, still face down.
  if (t.muse && t.faceUp === false && !l.back) {
    ctx.fillStyle = 'rgba(23, 21, 42, 0.5)';
    rounded(ctx, -s / 2, -s / 2, s, s, s * 0.1);
    ctx.fill();
    // A label across her Power (which she may not use face down); her name and Suns show.
    ctx.fillStyle = '#17152a';
    rounded(ctx, -s * 0.46, -s * 0.2, s * 0.92, s * 0.2, s * 0.08);
    ctx.fill();
    ctx.fillStyle = '#f3e9c6';
    ctx.font = `600 ${Math.round(s * 0.13)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(say('face.down'), 0, -s * 0.1, s * 0.8);
  }
  if (l.dieAlpha > 0) {
    ctx.globalAlpha *= l.dieAlpha;
    die(ctx, state, t.colour, l.value, s * 0.25, s * 0.28 + l.dieLift * s, s * 0.36 * l.dieScale, l.glow);
  }
  ctx.restore();
}

// Tiles and dice, drawn once per size in device pixels and then copied: text, paths and
// gradients are the slow part of a frame (the canvas is drawn without a GPU on many phones),
// and a tile or a die never changes.
/** @type {Map<string, HTMLCanvasElement>} */
const sprites = new Map();

/** The sprite `key` of side `s` CSS px, drawn by `draw(g, s)` on first use.
 * @param {State} state @param {string} key @param {number} s @param {(g: CanvasRenderingContext2D, side: number) => void} draw */
function sprite(state, key, s, draw) {
  // Sizes in steps of 1/12 octave (about 6 %), so a zooming camera reuses them.
  const px = Math.max(8, Math.round(2 ** (Math.ceil(Math.log2(s * state.dpr) * 12) / 12)));
  key += `|${px}`;
  let c = sprites.get(key);
  if (c) return c;
  const oldest = sprites.keys().next().value;
  if (sprites.size > 120 && oldest !== undefined) sprites.delete(oldest);
  c = document.createElement('canvas');
  c.width = c.height = px;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(state.dpr, state.dpr);
  draw(g, px / state.dpr);
  sprites.set(key, c);
  return c;
}

// The Muses' emblems and colours (emblems.js) come with the first face drawn, not in the first
// load (the new-game screen draws none); until then a face has a plain band and no emblem.
/** @type {typeof import('./emblems.js') | null} */
let emblems = null;
let asked = false;
function needEmblems() {
  if (asked) return;
  asked = true;
  import('./emblems.js').then(
    (m) => {
      emblems = m;
      sprites.clear();
      performance.mark('emblems');
      redrawLast();
    },
    // Unreachable (offline before it was ever kept): the Muses keep their names, Powers and Suns.
    () => {},
  );
}

/** The room around a tile's sprite for its shadow, in tiles. */
const MARGIN = 0.06;

/** A tile (her face, or a back for null) with its shadow, lit from the top left.
 * @param {State} state @param {Muse | null} muse @param {number} s @param {string} [label] */
function tileSprite(state, muse, s, label = '?') {
  return sprite(state, `${muse ?? label}|${P.shadow}`, s * (1 + 2 * MARGIN), (g, side) => {
    s = side / (1 + 2 * MARGIN);
    g.translate(s * MARGIN, s * MARGIN);
    // Its shadow: two soft layers (no shadowBlur: slow without a GPU).
    g.fillStyle = P.shadow;
    rounded(g, s * 0.03, s * 0.06, s, s, s * 0.12);
    g.fill();
    rounded(g, s * 0.01, s * 0.03, s, s, s * 0.1);
    g.fill();
    const line = Math.max(1, s * 0.025);
    const edge = () => rounded(g, line / 2, line / 2, s - line, s - line, s * 0.1);
    edge();
    if (muse) {
      const paper = g.createLinearGradient(0, 0, 0, s);
      paper.addColorStop(0, '#fdf6e3');
      paper.addColorStop(1, '#ebdcb5');
      g.fillStyle = paper;
      g.fill();
      face(g, state.muses[muse], muse, s, edge);
    } else {
      back(g, s, edge, label);
    }
    // A bright rim above, a darker one below, then the edge.
    const rim = g.createLinearGradient(0, 0, s * 0.3, s);
    rim.addColorStop(0, 'rgba(255,255,255,0.75)');
    rim.addColorStop(0.5, 'rgba(255,255,255,0)');
    rim.addColorStop(1, 'rgba(60,35,0,0.35)');
    rounded(g, line * 1.6, line * 1.6, s - line * 3.2, s - line * 3.2, s * 0.085);
    g.strokeStyle = rim;
    g.lineWidth = line * 1.2;
    g.stroke();
    edge();
    g.strokeStyle = muse ? '#8f6d2e' : '#c9a443';
    g.lineWidth = line;
    g.stroke();
  });
}

/** A face-down tile: a dark blue back with a golden lattice and its letter (the words name
 * her by it: "the face-down Muse B"), or a question mark.
 * @param {CanvasRenderingContext2D} ctx @param {number} s @param {() => void} edge @param {string} label */
function back(ctx, s, edge, label) {
  const g = ctx.createLinearGradient(0, 0, 0, s);
  g.addColorStop(0, '#3a4f96');
  g.addColorStop(1, '#1f2a56');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(243,198,75,0.28)';
  ctx.lineWidth = Math.max(1, s * 0.015);
  ctx.beginPath();
  for (let k = -s; k < s; k += s / 6) {
    ctx.moveTo(k, 0);
    ctx.lineTo(k + s, s);
    ctx.moveTo(k + s, 0);
    ctx.lineTo(k, s);
  }
  ctx.stroke();
  ctx.restore();
  edge();
  ctx.fillStyle = '#222f5e';
  ctx.beginPath();
  ctx.arc(s * 0.32, s * 0.36, s * 0.18, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = GOLD;
  ctx.font = `700 ${s * 0.28}px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, s * 0.32, s * 0.38);
}

/** A tile's face (RULES.md §2): her name on a band of her colour, her emblem, her Power (its
 * effect and its 3×3 Area of Effect) and her Suns, laid out around the die in the bottom-right
 * corner, large enough to read on a 60 px tile.
 * @param {CanvasRenderingContext2D} ctx @param {import('muses-wasm').MuseInfo | undefined} info @param {Muse} name @param {number} s @param {() => void} edge */
function face(ctx, info, name, s, edge) {
  if (!info) return;
  ctx.save();
  ctx.clip();
  needEmblems();
  ctx.fillStyle = emblems?.museColour(name) ?? '#2b2140';
  ctx.fillRect(0, 0, s, s * 0.26);
  ctx.restore();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // A long name is first narrowed (down to 74 %), and only then made smaller; it keeps a
  // margin of 8 % each side, clear of the band's rounded corners.
  let size = s * 0.2;
  ctx.font = `600 ${size}px ${SERIF}`;
  const room = s * 0.84;
  const width = ctx.measureText(name).width;
  const squeeze = Math.max(0.74, Math.min(1, room / width));
  if (width * squeeze > room) size *= room / (width * squeeze);
  ctx.font = `600 ${size}px ${SERIF}`;
  ctx.save();
  ctx.translate(s / 2, s * 0.14);
  ctx.scale(squeeze, 1);
  ctx.fillText(name, 0, 0);
  ctx.restore();
  edge();

  // Her emblem, cut with the paper's colour where it stands (half way down the tile).
  emblems?.emblem(ctx, name, s * 0.03, s * 0.29, s * 0.41, '#f4e9cc');
  const colour = EFFECT_COLOUR[info.effect];
  effectIcon(ctx, info.effect, colour, s * 0.54, s * 0.41, s * 0.1);
  // The Area of Effect: the Muse in the middle, her area around.
  const c = s * 0.1;
  for (let j = -1; j <= 1; j++) {
    for (let i = -1; i <= 1; i++) {
      const inArea = info.offsets.some(([dx, dy]) => dx === i && dy === j);
      ctx.fillStyle = i === 0 && j === 0 ? '#2b2140' : inArea ? colour : 'rgba(43,33,64,0.12)';
      ctx.fillRect(s * 0.655 + (i + 1) * c + 0.5, s * 0.285 + (1 - j) * c + 0.5, c - 1, c - 1);
    }
  }
  for (let k = 0; k < info.suns; k++) sun(ctx, s * (0.12 + k * 0.145), s * 0.83, s * 0.05);
}

/** @param {CanvasRenderingContext2D} ctx @param {import('muses-wasm').Effect} effect @param {string} colour @param {number} cx @param {number} cy @param {number} r */
function effectIcon(ctx, effect, colour, cx, cy, r) {
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.beginPath();
  if (effect === 'Raise') {
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r, cy + r * 0.8);
    ctx.lineTo(cx - r, cy + r * 0.8);
    ctx.fill();
  } else if (effect === 'Lower') {
    ctx.moveTo(cx, cy + r);
    ctx.lineTo(cx + r, cy - r * 0.8);
    ctx.lineTo(cx - r, cy - r * 0.8);
    ctx.fill();
  } else {
    // Swap: two arrows, one each way.
    ctx.lineWidth = r * 0.3;
    for (const [dy, sign] of [
      [-0.45, 1],
      [0.45, -1],
    ]) {
      const yy = cy + dy * r;
      ctx.beginPath();
      ctx.moveTo(cx - r * sign, yy);
      ctx.lineTo(cx + r * 0.5 * sign, yy);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(cx + r * sign, yy);
      ctx.lineTo(cx + r * 0.35 * sign, yy - r * 0.45);
      ctx.lineTo(cx + r * 0.35 * sign, yy + r * 0.45);
      ctx.fill();
    }
  }
}

/** @param {CanvasRenderingContext2D} ctx @param {number} cx @param {number} cy @param {number} r */
function sun(ctx, cx, cy, r) {
  ctx.strokeStyle = '#c98a0c';
  ctx.lineWidth = Math.max(1, r * 0.3);
  ctx.beginPath();
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    ctx.moveTo(cx + Math.cos(a) * r * 1.3, cy + Math.sin(a) * r * 1.3);
    ctx.lineTo(cx + Math.cos(a) * r * 1.8, cy + Math.sin(a) * r * 1.8);
  }
  ctx.stroke();
  ctx.fillStyle = '#e9a913';
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A die of size d centred on (cx, cy), lit from the top left: pips, its colour, and its
 * colour's letter on a tab at its top-left corner (clear of the Area of Effect): never colour
 * alone.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {Colour} colour @param {number} value @param {number} cx @param {number} cy @param {number} d @param {number} glow */
function die(ctx, state, colour, value, cx, cy, d, glow) {
  if (glow) {
    // A golden halo while the Will of Apollo lifts the die.
    rounded(ctx, cx - d * 0.7, cy - d * 0.7, d * 1.4, d * 1.4, d * 0.35);
    ctx.fillStyle = 'rgba(243,198,75,0.55)';
    ctx.fill();
  }
  const letter = colourLetter(colour);
  // The sprite has room for the tab (up and left) and the shadow (down and right).
  ctx.drawImage(
    sprite(state, `${colour}${value}${letter}`, d * 1.4, (g, side) =>
      dieFace(g, DICE[colour], value, letter, side / 1.4),
    ),
    cx - d * 0.75,
    cy - d * 0.75,
    d * 1.4,
    d * 1.4,
  );
}

/** A die of size d whose top-left corner is at (d/4, d/4).
 * @param {CanvasRenderingContext2D} ctx @param {{ light: string, fill: string, edge: string, pip: string }} k @param {number} value @param {string} letter @param {number} d */
function dieFace(ctx, k, value, letter, d) {
  const x = d / 4;
  const y = x;
  ctx.fillStyle = 'rgba(40,25,0,0.35)';
  rounded(ctx, x + d * 0.05, y + d * 0.1, d, d, d * 0.24);
  ctx.fill();
  // Its body, darker towards the bottom right, then its top face, lighter.
  let g = ctx.createLinearGradient(x, y, x + d, y + d);
  g.addColorStop(0, k.fill);
  g.addColorStop(1, k.edge);
  ctx.fillStyle = g;
  rounded(ctx, x, y, d, d, d * 0.24);
  ctx.fill();
  ctx.strokeStyle = k.edge;
  ctx.lineWidth = Math.max(1, d * 0.04);
  ctx.stroke();
  g = ctx.createLinearGradient(x, y, x, y + d);
  g.addColorStop(0, k.light);
  g.addColorStop(1, k.fill);
  ctx.fillStyle = g;
  rounded(ctx, x + d * 0.07, y + d * 0.06, d * 0.82, d * 0.82, d * 0.18);
  ctx.fill();
  for (const [i, j] of PIPS[value] ?? []) {
    const px = x + d * (0.48 + i * 0.245);
    const py = y + d * (0.47 + j * 0.245);
    // A hollow: its lit lower rim, then the pip.
    ctx.fillStyle = k.light;
    ctx.beginPath();
    ctx.arc(px, py + d * 0.014, d * 0.085, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = k.pip;
    ctx.beginPath();
    ctx.arc(px, py, d * 0.08, 0, Math.PI * 2);
    ctx.fill();
  }
  const r = d * 0.22;
  ctx.fillStyle = '#2b2140';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(1, d * 0.03);
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${r * 1.35}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(letter, x, y + r * 0.08);
}

/** @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r */
function rounded(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

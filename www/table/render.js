// @ts-check
// render(ctx, state): draws the whole canvas from the UI state and nothing else. Tiles are procedural (no images); a
// die's colour also carries a letter and legal squares are marked with shapes: colour is never the only cue.

import { look, snapPosition } from './anim.js';
import { TILE, arrowAt, cameraTarget, dragPreview, handRects, layout, toScreen } from './geometry.js';
import { same } from './state.js';
import { t as say } from '../ui/i18n.js';
import { onTheme, theme } from '../ui/theme.js';
import { colourLetter } from '../ui/words.js';

/** @import { State, Tile, Drag, Square, Colour, Muse, Dir } from './state.js' */
/** @typedef {Pick<ReturnType<typeof look>, 'value' | 'back' | 'flip' | 'dieScale' | 'dieLift' | 'dieAlpha' | 'glow'>} Look */
/** @typedef {import('./types.js').Drawn} Drawn */
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
let drawn = /** @type {[CanvasRenderingContext2D, State] | null} */ (null);
onTheme((t) => {
  P = PALETTES[t];
  redrawLast();
});
/** Draws again when the theme changes or the emblems come. */
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

export function render(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state) {
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
  const badges = /** @type {[number, number, number, number][]} */ ([]);
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

/** @param {Look} l @param {{ by: number, to: number } | null | undefined} shift */
const raised = (l, shift) => (shift?.by ? { ...l, value: shift.to } : l);

/** A previewed step's change to a die ("+1") on a gold tab over the gap, clear of her face.
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

function title(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {number} */ w, /** @type {number} */ h) {
  ctx.fillStyle = P.title;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.min(44, w / 10)}px ${SERIF}`;
  ctx.fillText('Dance of Muses', w / 2, h / 2);
}

/** @param {State} state @param {Drag} drag @returns {{ tile: Drawn, look: Look } | null} */
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

function moving(/** @type {State} */ state, /** @type {Tile} */ t) {
  return state.anim.moves.has(t.id) || state.anim.effects.some((e) => e.id === t.id) ? 1 : 0;
}

/** The table has no edge, but the eye needs a grid. @param {CanvasRenderingContext2D} ctx @param {State} state */
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

function places(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state) {
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

/** A Power target's sight sits on the corner away from the Muse, clear of her arrows and the face. */
function target(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state, /** @type {Square} */ sq) {
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

function cross(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state, /** @type {Square} */ sq) {
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

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Extract<Drag, { kind: 'tile' }>} d */
function dragMarks(ctx, state, d) {
  if (!d.dir) return;
  const v = state.directions[d.dir];
  const step = state.dirs.find((s) => s.dir === d.dir);
  if (!step) return cross(ctx, state, { x: d.from.x + v.x, y: d.from.y + v.y });
  for (const m of step.moves) square(ctx, state, m.to, `rgba(${P.goldRGB},0.12)`, P.gold, [6, 4]);
}

/** On a cropped table, a chevron on each edge with Muses beyond, so nobody forgets them.
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

function arrow(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state, /** @type {Dir} */ dir) {
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

function drawTray(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {State} */ state, /** @type {Rect} */ tray) {
  ctx.fillStyle = P.tray;
  ctx.fillRect(tray.x, tray.y, tray.w, tray.h);
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

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Drawn} t @param {Look} l @param {number} cx @param {number} cy @param {number} s */
function tile(ctx, state, t, l, cx, cy, s) {
  // A table squeezed to nothing (a tiny window) draws no tile.
  if (!(s >= 4)) return;
  ctx.save();
  ctx.translate(cx, cy);
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

// Tiles and dice are drawn once per size and copied: text, paths and gradients are a frame's
// slow part (many phones draw the canvas without a GPU).
const sprites = /** @type {Map<string, HTMLCanvasElement>} */ (new Map());

/** @param {State} state @param {string} key @param {number} s @param {(g: CanvasRenderingContext2D, side: number) => void} draw */
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

// The emblems load with the first face drawn, not in the first load; until then a plain band.
let emblems = /** @type {typeof import('./emblems.js') | null} */ (null);
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

const MARGIN = 0.06;

/** @param {State} state @param {Muse | null} muse @param {number} s @param {string} [label] */
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

/** @param {CanvasRenderingContext2D} ctx @param {number} s @param {() => void} edge @param {string} label */
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

/** A face (RULES.md §2) laid out around the die, legible on a 60 px tile.
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
  // A long name is first narrowed (down to 74 %), only then made smaller.
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

  emblems?.emblem(ctx, name, s * 0.03, s * 0.29, s * 0.41, '#f4e9cc');
  const colour = EFFECT_COLOUR[info.effect];
  effectIcon(ctx, info.effect, colour, s * 0.54, s * 0.41, s * 0.1);
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

/** The colour's letter sits on a tab clear of the Area of Effect: never colour alone.
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

/** @param {CanvasRenderingContext2D} ctx @param {{ light: string, fill: string, edge: string, pip: string }} k @param {number} value @param {string} letter @param {number} d */
function dieFace(ctx, k, value, letter, d) {
  const x = d / 4;
  const y = x;
  ctx.fillStyle = 'rgba(40,25,0,0.35)';
  rounded(ctx, x + d * 0.05, y + d * 0.1, d, d, d * 0.24);
  ctx.fill();
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

// @ts-check
// Marks over the table by features loaded on demand (state.overlay): the tutorial's
// highlights and the Hint's arrow. Shapes as well as colours.

import { TILE, toScreen } from './geometry.js';

/** @import { State, Square } from './state.js' */

const GOLD = '#f3c64b';
const TEAL = '#5fe3c9';
const INK = 'rgba(20,16,36,0.85)';

/** @param {CanvasRenderingContext2D} ctx @param {State} state @param {Square} sq @param {string} colour
 * @param {number} width @param {number[]} [dash] @param {number} [inset] */
function frame(ctx, state, sq, colour, width, dash = [], inset = 0) {
  const p = toScreen(state, sq.x, sq.y);
  const s = state.camera.cell * (1 - inset);
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.roundRect(p.x - s / 2, p.y - s / 2, s, s, s * 0.12);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A soft pulse (0 to 1): the mark catches the eye without animating the tiles. */
const pulse = (/** @type {State} */ state) => 0.5 + 0.5 * Math.sin(state.now / 260);

/** The tutorial's highlights (its columns show in its own rows, not here).
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {import('lessons-wasm').Highlight[]} marks */
export function drawHighlights(ctx, state, marks) {
  const cell = state.camera.cell;
  const glow = pulse(state);
  for (const m of marks) {
    if (m.kind === 'Column') continue;
    const p = toScreen(state, m.square.x, m.square.y);
    switch (m.kind) {
      case 'Area':
        ctx.fillStyle = 'rgba(95,227,201,0.16)';
        ctx.fillRect(p.x - cell / 2, p.y - cell / 2, cell, cell);
        frame(ctx, state, m.square, 'rgba(95,227,201,0.6)', 1.5, [3, 4], 0.04);
        break;
      case 'Destination':
        frame(ctx, state, m.square, TEAL, 3, [8, 6], 0.06);
        ctx.fillStyle = TEAL;
        ctx.beginPath();
        ctx.arc(p.x, p.y, Math.max(4, cell * 0.07), 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'Pushed':
        frame(ctx, state, m.square, GOLD, 2, [4, 4], 0.1);
        break;
      case 'Target':
        frame(ctx, state, m.square, INK, 7, [], 0.02);
        frame(ctx, state, m.square, TEAL, 3.5, [], 0.02);
        break;
      case 'Muse':
        frame(ctx, state, m.square, INK, 8, [], -0.04);
        frame(ctx, state, m.square, `rgba(243,198,75,${0.55 + 0.45 * glow})`, 4.5, [], -0.04);
        break;
      case 'WillOfApollo':
        ctx.strokeStyle = `rgba(243,198,75,${0.6 + 0.4 * glow})`;
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(p.x, p.y, (cell * TILE) / 2 + 4, 0, Math.PI * 2);
        ctx.stroke();
        break;
    }
  }
}

/** The Hint's arrow and ring; the review draws the move played beside it thinner and dashed.
 * @param {CanvasRenderingContext2D} ctx @param {State} state @param {import('./types.js').ArrowAt} arrow
 * @param {{ colour?: string, scale?: number, dash?: number[] }} [look] */
export function drawArrow(
  ctx,
  state,
  { from, to, ring },
  { colour = GOLD, scale = 1, dash = /** @type {number[]} */ ([]) } = {},
) {
  const cell = state.camera.cell * scale;
  if (from && to) {
    const a = toScreen(state, from.x, from.y);
    const b = toScreen(state, to.x, to.y);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const head = cell * 0.26;
    const tip = { x: b.x - ux * cell * 0.12, y: b.y - uy * cell * 0.12 };
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    for (const [ink, width] of /** @type {[string, number][]} */ ([
      [INK, cell * 0.16],
      [colour, cell * 0.09],
    ])) {
      ctx.strokeStyle = ink;
      ctx.fillStyle = ink;
      ctx.lineWidth = width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(base.x, base.y);
      ctx.stroke();
      const grow = ink === INK ? cell * 0.05 : 0;
      ctx.beginPath();
      ctx.moveTo(tip.x + ux * grow, tip.y + uy * grow);
      ctx.lineTo(base.x - uy * (head * 0.75 + grow), base.y + ux * (head * 0.75 + grow));
      ctx.lineTo(base.x + uy * (head * 0.75 + grow), base.y - ux * (head * 0.75 + grow));
      ctx.closePath();
      ctx.fill();
    }
    ctx.lineCap = 'butt';
  }
  // A circle, as the Hint's words say ("the circled square").
  if (ring) {
    const p = toScreen(state, ring.x, ring.y);
    ctx.setLineDash(dash);
    for (const [ink, width] of /** @type {[string, number][]} */ ([
      [INK, 8 * scale],
      [colour, 4 * scale],
    ])) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.arc(p.x, p.y, state.camera.cell * 0.4, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
}

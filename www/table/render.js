// render(ctx, state): draws the whole canvas from the UI state and nothing else. Tiles are
// drawn procedurally (no images): name, Power (effect icon and a 3×3 area diagram), Suns and
// the die, whose colour also carries a letter so colours are never the only cue. Legal
// squares, targets and steps are marked with shapes, not colour alone.

import { look, snapPosition } from './anim.js';
import { TILE, arrowAt, cameraTarget, dragPreview, handRects, layout, toScreen } from './geometry.js';
import { same } from './state.js';
import { t as say } from '../ui/i18n.js';
import { colourLetter } from '../ui/words.js';

const SERIF = 'Georgia, "Times New Roman", serif';
const GOLD = '#f3c64b';
const TEAL = '#5fe3c9';
const RED = '#ff6b6b';
const DICE = {
  Purple: { fill: '#7a4ac0', edge: '#3f2371', pip: '#ffffff' },
  Orange: { fill: '#f08a2b', edge: '#9c4f0c', pip: '#2a1500' },
  White: { fill: '#f7f4ec', edge: '#8d887d', pip: '#1f1d1a' },
};
const EFFECT_COLOUR = { Raise: '#2e8b57', Lower: '#c0392b', Swap: '#2767b0' };
const PIPS = {
  1: [[0, 0]],
  2: [[1, -1], [-1, 1]],
  3: [[1, -1], [0, 0], [-1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export function render(ctx, state) {
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
  for (const sq of state.last) square(ctx, state, sq, 'rgba(243,198,75,0.06)', 'rgba(243,198,75,0.4)');
  for (const sq of state.area) square(ctx, state, sq, 'rgba(95,227,201,0.13)');
  places(ctx, state);

  const drag = state.drag;
  const preview = dragPreview(state);
  // Tiles that move (tweens, previews) are drawn last, above the ones that stand still.
  const looks = state.tiles.map((t) => ({ t, l: look(state, t) }));
  looks.sort((a, b) => moving(state, a.t) - moving(state, b.t));
  // What a previewed step adds to each die, drawn last, above the dragged tile too.
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
  for (const sq of state.area) square(ctx, state, sq, null, 'rgba(95,227,201,0.55)', [4, 4]);
  for (const sq of state.targets) target(ctx, state, sq);
  if (state.selected && !drag) ring(ctx, state, state.selected, GOLD, 3.5);
  if (drag?.kind === 'tile') dragMarks(ctx, state);
  if (state.selected && !drag) for (const { dir } of state.dirs) arrow(ctx, state, dir);
  if (state.keyboard && state.cursor) ring(ctx, state, state.cursor, '#ffffff', 2, [6, 4]);
  state.overlay?.(ctx);
  offscreen(ctx, state, board);
  ctx.restore();

  if (state.hand) drawTray(ctx, state, tray);
  const carried = drag ?? snapPosition(state);
  const ghost = carried && ghostOf(state, carried);
  if (ghost) {
    const s = cell * (TILE + 0.04);
    // A soft shadow under the lifted tile (no shadowBlur: it is slow without a GPU).
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    rounded(ctx, carried.px - s / 2 + 3, carried.py - s / 2 + 8, s, s, s * 0.1);
    ctx.fill();
    ctx.globalAlpha = 0.95;
    const shift = drag?.kind === 'tile' ? preview.get(ghost.tile.id) : null;
    tile(ctx, state, ghost.tile, raised(ghost.look, shift), carried.px, carried.py, s);
    ctx.globalAlpha = 1;
    if (shift) badges.push([shift.by, carried.px, carried.py, s]);
  }
  for (const b of badges) plus(ctx, ...b);
}

/** A tile's look with its die as the previewed step leaves it. */
const raised = (l, shift) => (shift?.by ? { ...l, value: shift.to } : l);

/** The change a previewed step makes to a die ("+1"), on a gold tab at the tile's
 * bottom-right corner, over the gap between tiles rather than her face. */
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

/** Before any game: the name of the game on the empty table. */
function title(ctx, w, h) {
  ctx.fillStyle = '#f3e9c6';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.min(44, w / 10)}px ${SERIF}`;
  ctx.fillText('Dance of Muses', w / 2, h / 2);
}

/** What the drag or a refused drop carries: a hand tile (maybe face down) or a board tile. */
function ghostOf(state, drag) {
  if (drag.kind === 'hand') {
    const t = { id: -1, muse: state.faceDown ? null : drag.muse, faceUp: !state.faceDown, value: 1, colour: state.handColour };
    return { tile: t, look: { value: 1, back: state.faceDown, flip: 1, dieScale: 1, dieLift: 0, dieAlpha: 1, glow: 0 } };
  }
  const t = state.tiles.find((t) => same(t, drag.from));
  return t ? { tile: t, look: look(state, t) } : null;
}

function moving(state, t) {
  return state.anim.moves.has(t.id) || state.anim.effects.some((e) => e.id === t.id) ? 1 : 0;
}

/** Faint squares around the group: the table has no edge, but the eye needs a grid. */
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
  ctx.strokeStyle = 'rgba(243,233,198,0.07)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

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

/** Legal placement squares: a dashed outline and a dot; filled under a dragged tile. */
function places(ctx, state) {
  const over = state.drag?.kind === 'hand' ? state.drag.over : null;
  for (const sq of state.places) {
    const hot = same(sq, over);
    square(ctx, state, sq, hot ? 'rgba(95,227,201,0.35)' : 'rgba(95,227,201,0.08)', TEAL, hot ? [] : [7, 5]);
    const p = toScreen(state, sq.x, sq.y);
    ctx.fillStyle = TEAL;
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(3, state.camera.cell * 0.06), 0, Math.PI * 2);
    ctx.fill();
  }
  if (over && !state.places.some((sq) => same(sq, over))) cross(ctx, state, over);
}

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
 * the gap between tiles, so that it leaves the tile's face readable. */
function target(ctx, state, sq) {
  ring(ctx, state, sq, 'rgba(8,40,36,0.8)', 6);
  ring(ctx, state, sq, TEAL, 3);
  const cell = state.camera.cell;
  const from = state.selected ?? sq;
  const p = toScreen(state, sq.x + (sq.x < from.x ? -0.5 : 0.5), sq.y + (sq.y < from.y ? -0.5 : 0.5));
  const r = Math.max(6, cell * 0.085);
  ctx.fillStyle = 'rgba(8,40,36,0.9)';
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 1.45, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = TEAL;
  ctx.lineWidth = 2;
  sight(ctx, p, r);
}

function sight(ctx, p, r) {
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    ctx.moveTo(p.x + dx * r * 0.55, p.y + dy * r * 0.55);
    ctx.lineTo(p.x + dx * r * 1.35, p.y + dy * r * 1.35);
  }
  ctx.stroke();
}

/** A refused square: a red cross. */
function cross(ctx, state, sq) {
  const p = toScreen(state, sq.x, sq.y);
  const r = state.camera.cell * 0.22;
  ctx.strokeStyle = RED;
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

/** While dragging a tile: where every moved tile would land, or a cross for a refused way. */
function dragMarks(ctx, state) {
  const d = state.drag;
  if (!d.dir) return;
  const v = state.directions[d.dir];
  const step = state.dirs.find((s) => s.dir === d.dir);
  if (!step) return cross(ctx, state, { x: d.from.x + v.x, y: d.from.y + v.y });
  for (const m of step.moves) square(ctx, state, m.to, 'rgba(243,198,75,0.12)', GOLD, [6, 4]);
}

/** On a table cropped to keep its tiles legible: a gold chevron on each edge beyond which
 * Muses stand, so that nobody forgets them. */
function offscreen(ctx, state, board) {
  const half = (state.camera.cell * TILE) / 2;
  const at = state.tiles.map((t) => toScreen(state, t.x, t.y));
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
    ctx.strokeStyle = GOLD;
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

/** A step arrow on the edge of the selected tile's square: a gold disc with a chevron. */
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

function drawTray(ctx, state, tray) {
  ctx.fillStyle = '#121024';
  ctx.fillRect(tray.x, tray.y, tray.w, tray.h);
  // A golden rule along the edge that faces the table.
  ctx.fillStyle = 'rgba(243,198,75,0.5)';
  ctx.fillRect(tray.x, tray.y, tray.x ? 1 : tray.w, tray.x ? tray.h : 1);
  ctx.fillStyle = '#d9cfae';
  ctx.font = `14px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(state.trayLabel(), tray.x + tray.w / 2, tray.y + 14);
  for (const r of handRects(state)) {
    const dragged = state.drag?.kind === 'hand' && state.drag.muse === r.muse;
    const t = { id: -1, muse: r.muse, faceUp: true, value: 1, colour: state.handColour };
    ctx.globalAlpha = dragged ? 0.3 : 1;
    tile(ctx, state, t, { value: 1, back: false, flip: 1, dieScale: 1, dieLift: 0, dieAlpha: 0, glow: 0 }, r.x, r.y, r.s);
    ctx.globalAlpha = 1;
    if (state.handPick === r.muse) {
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 3.5;
      rounded(ctx, r.x - r.s / 2 - 4, r.y - r.s / 2 - 4, r.s + 8, r.s + 8, r.s * 0.14);
      ctx.stroke();
    }
  }
}

/** One tile of size s centred on (cx, cy): its face (or back) and its die. */
function tile(ctx, state, t, l, cx, cy, s) {
  // A table squeezed to nothing (a tiny window) draws no tile.
  if (!(s >= 4)) return;
  ctx.save();
  ctx.translate(cx, cy);
  // A flip squeezes the tile horizontally; the die rides along.
  ctx.scale(Math.max(0.02, l.flip), 1);
  ctx.drawImage(sprite(state, l.back ? null : t.muse, s, t.label), -s / 2, -s / 2, s, s);
  // This seat's own Mysterious Muse, shown on its private device (D3): veiled, still face down.
  if (t.muse && t.faceUp === false && !l.back) {
    ctx.fillStyle = 'rgba(23, 21, 42, 0.5)';
    rounded(ctx, -s / 2, -s / 2, s, s, s * 0.1);
    ctx.fill();
    // A label across her Power (which she may not use face down); her name and Suns show.
    ctx.fillStyle = '#17152a';
    rounded(ctx, -s * 0.42, -s * 0.23, s * 0.84, s * 0.2, s * 0.08);
    ctx.fill();
    ctx.fillStyle = '#f3e9c6';
    ctx.font = `600 ${Math.round(s * 0.13)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(say('face.down'), 0, -s * 0.13, s * 0.8);
  }
  if (l.dieAlpha > 0) {
    const d = s * 0.36;
    ctx.globalAlpha *= l.dieAlpha;
    die(ctx, t.colour, l.value, s / 2 - d / 2 - s * 0.08, s / 2 - d / 2 - s * 0.06 + l.dieLift * s, d * l.dieScale, l.glow);
  }
  ctx.restore();
}

// Tile faces and backs, drawn once per size in device pixels and then copied: text and
// paths are the slow part of a frame, and a face never changes.
const sprites = new Map();

function sprite(state, muse, s, label = '?') {
  // Sizes in steps of 1/12 octave (about 6 %), so a zooming camera reuses them.
  const px = Math.max(8, Math.round(2 ** (Math.ceil(Math.log2(s * state.dpr) * 12) / 12)));
  const key = `${muse ?? label}|${px}`;
  let c = sprites.get(key);
  if (c) return c;
  if (sprites.size > 80) sprites.delete(sprites.keys().next().value);
  c = document.createElement('canvas');
  c.width = c.height = px;
  const g = c.getContext('2d');
  s = px / state.dpr;
  g.scale(state.dpr, state.dpr);
  const inset = Math.max(1, s * 0.025);
  rounded(g, inset / 2, inset / 2, s - inset, s - inset, s * 0.1);
  if (muse) {
    const grad = g.createLinearGradient(0, 0, 0, s);
    grad.addColorStop(0, '#fbf3dc');
    grad.addColorStop(1, '#e8d7a8');
    g.fillStyle = grad;
    g.fill();
    g.strokeStyle = '#8f6d2e';
    g.lineWidth = inset;
    g.stroke();
    face(g, state.muses[muse], muse, 0, 0, s);
  } else {
    back(g, inset / 2, inset / 2, s - inset, inset, label);
  }
  sprites.set(key, c);
  return c;
}

/** A face-down tile: a dark blue back with a golden lattice and its letter (the words name
 * her by it: "the face-down Muse B"), or a question mark. */
function back(ctx, x, y, s, line, label) {
  const g = ctx.createLinearGradient(0, y, 0, y + s);
  g.addColorStop(0, '#34478a');
  g.addColorStop(1, '#222f5e');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(243,198,75,0.28)';
  ctx.lineWidth = Math.max(1, s * 0.015);
  ctx.beginPath();
  for (let k = -s; k < s; k += s / 6) {
    ctx.moveTo(x + k, y);
    ctx.lineTo(x + k + s, y + s);
    ctx.moveTo(x + k + s, y);
    ctx.lineTo(x + k, y + s);
  }
  ctx.stroke();
  ctx.restore();
  rounded(ctx, x, y, s, s, s * 0.1);
  ctx.strokeStyle = '#c9a443';
  ctx.lineWidth = line;
  ctx.stroke();
  ctx.fillStyle = '#222f5e';
  ctx.beginPath();
  ctx.arc(x + s * 0.32, y + s * 0.36, s * 0.18, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = GOLD;
  ctx.font = `700 ${s * 0.28}px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + s * 0.32, y + s * 0.38);
}

/** A tile's face: name, effect icon, 3×3 Area of Effect and Suns (RULES.md §2), laid out
 * around the die in the bottom-right corner and large enough to read on a 60 px tile. */
function face(ctx, info, name, x, y, s) {
  if (!info) return;
  ctx.fillStyle = '#2b2140';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // A long name is first narrowed (down to 78 %), and only then made smaller.
  let size = s * 0.2;
  ctx.font = `600 ${size}px ${SERIF}`;
  const room = s * 0.9;
  const width = ctx.measureText(name).width;
  const squeeze = Math.max(0.78, Math.min(1, room / width));
  if (width * squeeze > room) size *= room / (width * squeeze);
  ctx.font = `600 ${size}px ${SERIF}`;
  ctx.save();
  ctx.translate(x + s / 2, y + s * 0.15);
  ctx.scale(squeeze, 1);
  ctx.fillText(name, 0, 0);
  ctx.restore();

  const colour = EFFECT_COLOUR[info.effect];
  effectIcon(ctx, info.effect, colour, x + s * 0.16, y + s * 0.43, s * 0.1);
  // The Area of Effect: the Muse in the middle, her area around.
  const c = s * 0.1;
  const ax = x + s * 0.3;
  const ay = y + s * 0.28;
  for (let j = -1; j <= 1; j++) {
    for (let i = -1; i <= 1; i++) {
      const inArea = info.offsets.some(([dx, dy]) => dx === i && dy === j);
      const px = ax + (i + 1) * c;
      const py = ay + (1 - j) * c;
      ctx.fillStyle = i === 0 && j === 0 ? '#2b2140' : inArea ? colour : 'rgba(43,33,64,0.1)';
      ctx.fillRect(px + 0.5, py + 0.5, c - 1, c - 1);
    }
  }
  for (let k = 0; k < info.suns; k++) sun(ctx, x + s * (0.13 + k * 0.14), y + s * 0.8, s * 0.05);
}

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
    for (const [dy, sign] of [[-0.45, 1], [0.45, -1]]) {
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

/** A die of size d centred on (cx, cy): pips, its colour, and its colour's letter. */
function die(ctx, colour, value, cx, cy, d, glow) {
  const k = DICE[colour];
  if (glow) {
    // A golden halo while the Will of Apollo lifts the die.
    rounded(ctx, cx - d * 0.7, cy - d * 0.7, d * 1.4, d * 1.4, d * 0.35);
    ctx.fillStyle = 'rgba(243,198,75,0.55)';
    ctx.fill();
  }
  rounded(ctx, cx - d / 2, cy - d / 2, d, d, d * 0.2);
  ctx.fillStyle = k.fill;
  ctx.fill();
  ctx.strokeStyle = k.edge;
  ctx.lineWidth = Math.max(1, d * 0.05);
  ctx.stroke();
  ctx.fillStyle = k.pip;
  for (const [i, j] of PIPS[value] ?? []) {
    ctx.beginPath();
    ctx.arc(cx + i * d * 0.26, cy + j * d * 0.26, d * 0.085, 0, Math.PI * 2);
    ctx.fill();
  }
  // The colour's letter on a tab at the die's top-right corner (clear of the Area of
  // Effect): never colour alone.
  const r = d * 0.2;
  const bx = cx + d / 2;
  const by = cy - d / 2;
  ctx.fillStyle = k.edge;
  ctx.beginPath();
  ctx.arc(bx, by, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${r * 1.3}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(colourLetter(colour), bx, by + r * 0.08);
}

function rounded(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

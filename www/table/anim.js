// @ts-check
// Animation by diff: snapshot the tiles shown, take the new ones, tween each from where it
// was (bump, flip, Apollo's jump, fade). The engine decides what changes; this, how it looks.
// Pure functions: table.js keeps what they return in state.anim.

/** @import { State, Tile, Anim, Drag } from './state.js' */

const wish = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
/** How soon one moment follows another: sooner for those who ask for less motion. */
export let SPEED = 1;
/** The tweens' length: none for less motion (each change then shown whole at its moment). */
export let MOTION = 1;
/** Follows the wish as it changes, mid-game too: the exports are live bindings. */
function follow() {
  const reduced = !!wish?.matches;
  SPEED = reduced ? 0.35 : 1;
  MOTION = reduced ? 0 : 1;
}
follow();
wish?.addEventListener?.('change', follow);

const smooth = (/** @type {number} */ p) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);
const progress = (/** @type {{ start: number, dur: number }} */ e, /** @type {number} */ now) =>
  e.dur > 0 ? Math.min(1, Math.max(0, (now - e.start) / e.dur)) : +(now >= e.start);

/** The tweens and effects that showing `next` animates. @param {State} state @param {Tile[]} next
 * @param {import('./types.js').DiffOptions} [options] @returns {import('./types.js').Diff} */
export function diff(
  state,
  next,
  { at = performance.now(), dur = 280, dieKind = 'die', motion = MOTION, glide = true } = {},
) {
  const old = new Map(state.tiles.map((t) => [t.id, t]));
  /** @type {ReturnType<typeof diff>} */
  const out = { moves: [], effects: [] };
  const len = (/** @type {number} */ ms) => ms * motion;
  dur *= motion;
  for (const t of next) {
    const o = old.get(t.id);
    const add = (/** @type {string} */ kind, /** @type {number} */ d) =>
      out.effects.push({ kind, id: t.id, start: at, dur: d });
    if (!o) {
      add('appear', len(dur));
      continue;
    }
    if (glide && dur && (o.x !== t.x || o.y !== t.y)) {
      // From wherever it is drawn now, so a tween interrupted midway does not jump.
      const p = position(state, o);
      out.moves.push([t.id, { x: p.x, y: p.y, start: at, dur }]);
    }
    // Dice change once the tiles have landed.
    if (o.value !== t.value) {
      out.effects.push({ kind: dieKind, id: t.id, from: o.value, start: at + dur * 0.7, dur: len(420) });
    }
    if (!o.muse && t.muse) add('flip', len(520));
    if (!o.noDie && t.noDie) add('leave', len(600));
  }
  return out;
}

/** @param {Drag} drag @param {{ x: number, y: number }} from @param {{ x: number, y: number }} to */
export const snapOf = (drag, from, to) => ({ drag, from, to, start: performance.now(), dur: 240 * MOTION });

/** Where a tile is drawn, mid-tween included. @param {State} state @param {Tile} t */
export function position(state, t) {
  const m = state.anim.moves.get(t.id);
  if (!m) return { x: t.x, y: t.y };
  const p = smooth(progress(m, state.now));
  return { x: m.x + (t.x - m.x) * p, y: m.y + (t.y - m.y) * p };
}

/** How a tile looks now: position, die shown (the old one until mid-change), back, effects. */
export function look(/** @type {State} */ state, /** @type {Tile} */ t) {
  const { now } = state;
  const out = {
    ...position(state, t),
    value: t.value,
    back: !t.muse,
    flip: 1,
    alpha: 1,
    scale: 1,
    dieScale: 1,
    dieLift: 0,
    dieAlpha: t.noDie ? 0 : 1,
    glow: 0,
  };
  let valueSet = false;
  for (const e of state.anim.effects) {
    if (e.id !== t.id) continue;
    const p = progress(e, now);
    const before = p < 0.5;
    if (e.kind === 'appear') {
      out.alpha = p;
      out.scale = 1.25 - 0.25 * smooth(p);
    } else if (e.kind === 'flip') {
      out.flip = Math.abs(Math.cos(Math.PI * p));
      if (before) out.back = true;
    } else if (e.kind === 'die' || e.kind === 'apollo') {
      if (before && !valueSet) {
        out.value = e.from ?? t.value;
        valueSet = true;
      }
      const wave = Math.sin(Math.PI * p);
      if (e.kind === 'die') out.dieScale = 1 + 0.3 * wave;
      else {
        out.dieLift = -0.45 * wave;
        out.dieScale = 1 + 0.5 * wave;
        out.glow = p > 0 && p < 1 ? 1 : 0;
      }
    } else if (e.kind === 'leave') {
      out.dieAlpha = 1 - p;
      out.dieLift = -0.6 * p;
    }
  }
  return out;
}

/** @param {Anim} anim @param {number} now @returns {Anim} */
export function pruned(anim, now) {
  return {
    moves: new Map([...anim.moves].filter(([, m]) => now < m.start + m.dur)),
    // (One of no length is kept until its moment has come: it shows then, at once.)
    effects: anim.effects.filter((e) => now < e.start + e.dur || now < e.start),
    snap: anim.snap && now < anim.snap.start + anim.snap.dur ? anim.snap : null,
  };
}

export const running = (/** @type {Anim} */ anim) => anim.moves.size > 0 || anim.effects.length > 0 || !!anim.snap;

export function snapPosition(/** @type {State} */ state) {
  const s = state.anim.snap;
  if (!s) return null;
  const p = smooth(progress(s, state.now));
  return { ...s.drag, px: s.from.x + (s.to.x - s.from.x) * p, py: s.from.y + (s.to.y - s.from.y) * p };
}

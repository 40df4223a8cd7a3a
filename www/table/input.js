// @ts-check
// Pointer Events (one path for mouse, touch and pen), click-click as the alternative to a
// drag, and the keyboard. Input says what the player pointed at; turn.js decides what it means.
// The view is input's own: pinch, pan, double tap, wheel and + − 0 zoom through table.js.

import { dragDir, dropSquare, hitTest, pannable, toBoard, zoomed } from './geometry.js';

/** @import { Drag } from './state.js' */
/** @typedef {import('./geometry.js').Hit | null} Hit */
/** @typedef {import('./types.js').Act} Act */

/** How long a finger rests on a tile to ask about her (ms). */
const HOLD = 500;
/** Two taps this close in time (ms) and space (CSS px) are a double tap. */
const DOUBLE = { ms: 350, px: 30 };
/** How much a double tap, a key or a wheel notch zooms. */
const STEP = { tap: 2, key: 1.25 };

/** `inert(hit)`: whether a tap there does nothing; `about`: whether the Muse card showed.
 * @param {HTMLCanvasElement} canvas @param {import('./table.js').Table} table @param {Act} act
 * @param {() => void} redraw */
export function attachInput(canvas, table, act, redraw) {
  const { state } = table;
  let press = /** @type {any} */ (null);
  /** id → CSS-pixel position. */
  const down = new Map();
  let pinch = /** @type {{ b: { x: number, y: number }, k: number, spread: number } | null} */ (null);
  /** The first half of a double tap. @type {{ t: number, x: number, y: number } | null} */
  let lastTap = null;
  addEventListener('keydown', (e) => e.key !== 'Shift' && table.setKeyboard(true), true);
  addEventListener('pointerdown', () => table.setKeyboard(false), true);
  const at = (/** @type {MouseEvent} */ e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const middle = () => {
    const [a, b] = [...down.values()];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, spread: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) };
  };

  /** A second finger drops what the first was doing. */
  function startPinch() {
    clearTimeout(press?.timer);
    if (press && state.drag) act.cancelDrag(/** @type {Drag} */ (table.endDrag()));
    press = null;
    const m = middle();
    pinch = { b: toBoard(state, m.x, m.y), k: state.zoom.k, spread: m.spread };
    redraw();
  }

  canvas.addEventListener('pointerdown', (e) => {
    if (e.button > 0) return;
    const p = at(e);
    down.set(e.pointerId, p);
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
    if (down.size === 2 && e.pointerType === 'touch') return startPinch();
    if (!e.isPrimary || press || pinch) return;
    table.setKeyboard(false);
    // Fingers are less precise than a mouse: they must travel further to start a drag.
    press = {
      id: e.pointerId,
      ...p,
      hit: hitTest(state, p.x, p.y),
      min: e.pointerType === 'mouse' ? 4 : 10,
      pan: null,
    };
    canvas.focus({ preventScroll: true });
    act.press(press.hit);
    // A finger (or pen) held still on a Muse asks about her; the press is then no tap.
    if (e.pointerType !== 'mouse') {
      const held = press;
      held.timer = setTimeout(() => {
        if (press === held && !state.drag && !held.pan && act.about(held.hit, false)) {
          held.dead = true;
          aboutAt = performance.now();
        }
      }, HOLD);
    }
    redraw();
  });

  /** When a long press last opened the Muse card (the browser's own context menu follows). */
  let aboutAt = -Infinity;
  canvas.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    if (performance.now() - aboutAt < 1500) return;
    const p = at(e);
    act.about(hitTest(state, p.x, p.y), false);
  });

  canvas.addEventListener('pointermove', (e) => {
    const p = at(e);
    if (down.has(e.pointerId)) down.set(e.pointerId, p);
    if (pinch) {
      if (down.size < 2) return;
      const m = middle();
      table.zoomTo((pinch.k * m.spread) / pinch.spread, pinch.b, m.x, m.y, true);
      return redraw();
    }
    if (!press) {
      if (e.pointerType === 'mouse') {
        const hit = hitTest(state, p.x, p.y);
        canvas.style.cursor =
          hit?.kind === 'hand' || hit?.kind === 'tile' ? 'grab' : hit?.kind === 'arrow' ? 'pointer' : '';
      }
      return;
    }
    if (e.pointerId !== press.id || press.dead) return;
    if (press.pan) {
      table.zoomTo(state.zoom.k, press.pan, p.x, p.y, true, true);
      return redraw();
    }
    if (!state.drag) {
      if (Math.hypot(p.x - press.x, p.y - press.y) < press.min) return;
      clearTimeout(press.timer);
      const drag = press.hit && act.dragStart(press.hit);
      if (drag) table.startDrag(drag);
      else {
        // A press that moved but cannot drag pans a zoomed (or cropped) table; otherwise it
        // is neither a drag nor a tap.
        if (pannable(state)) press.pan = toBoard(state, press.x, press.y);
        else press.dead = true;
        return;
      }
      canvas.style.cursor = 'grabbing';
    }
    const d = /** @type {Drag} */ (state.drag);
    const dir =
      d.kind === 'tile' ? dragDir(state, /** @type {import('./state.js').Square} */ (d.from), p.x, p.y) : null;
    table.dragTo(p.x, p.y, dropSquare(state, p.x, p.y), dir);
    redraw();
  });

  const finish = (/** @type {PointerEvent} */ e, /** @type {boolean} */ cancelled) => {
    down.delete(e.pointerId);
    if (pinch) {
      // The pinch ends with its first lifted finger; the other is ignored until it lifts.
      if (down.size < 2) pinch = null;
      return;
    }
    if (!press || e.pointerId !== press.id) return;
    clearTimeout(press.timer);
    const { hit, dead, pan } = press;
    press = null;
    canvas.style.cursor = '';
    if (state.drag) {
      const drag = /** @type {Drag} */ (table.endDrag());
      if (cancelled) act.cancelDrag(drag);
      else act.drop(drag);
    } else if (!cancelled && !dead && !pan && hit) {
      const p = at(e);
      const now = performance.now();
      // A tap where a tap does nothing, twice: zoom in there, or back to the whole group.
      const double = lastTap && now - lastTap.t < DOUBLE.ms && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < DOUBLE.px;
      lastTap = act.inert(hit) && !double ? { t: now, ...p } : null;
      if (double && act.inert(hit)) {
        if (zoomed(state)) table.unzoom();
        else table.zoomBy(STEP.tap, p.x, p.y);
      } else act.tap(hit);
    }
    redraw();
  };
  canvas.addEventListener('pointerup', (e) => finish(e, false));
  canvas.addEventListener('pointercancel', (e) => finish(e, true));

  // The wheel (or a touchpad's pinch, which arrives as a wheel with Ctrl) zooms about the pointer.
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = at(e);
      table.zoomBy(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), p.x, p.y);
      redraw();
    },
    { passive: false },
  );

  canvas.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    table.setKeyboard(true);
    const { w, h } = state.size;
    if (e.key === '+' || e.key === '=') table.zoomBy(STEP.key, w / 2, h / 2);
    else if (e.key === '-') table.zoomBy(1 / STEP.key, w / 2, h / 2);
    else if (e.key === '0') table.toggleWhole();
    else if (e.key === 'i') act.about({ kind: 'cursor' }, true);
    else if (!act.key(e)) return redraw();
    e.preventDefault();
    redraw();
  });
}

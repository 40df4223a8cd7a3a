// Pointer Events (mouse, touch and pen through one code path) with pointer capture, a
// minimum drag distance and click-click as the alternative to dragging; and the keyboard.
// Input only says what the player pointed at; turn.js decides what it means, from the
// engine's lists.

import { dragDir, hitTest, inTray, squareAt } from './geometry.js';

/**
 * `act` answers: press(hit), tap(hit), dragStart(hit) → drag or null, drop(drag), cancelDrag(), key(event)
 * → handled. `redraw()` asks for a frame.
 */
export function attachInput(canvas, state, act, redraw) {
  let press = null;
  const at = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  canvas.addEventListener('pointerdown', (e) => {
    if (!e.isPrimary || e.button > 0 || press) return;
    const p = at(e);
    state.keyboard = false;
    // Fingers are less precise than a mouse: they must travel further to start a drag.
    press = { id: e.pointerId, ...p, hit: hitTest(state, p.x, p.y), min: e.pointerType === 'mouse' ? 4 : 10 };
    canvas.setPointerCapture(e.pointerId);
    canvas.focus({ preventScroll: true });
    e.preventDefault();
    act.press(press.hit);
    redraw();
  });

  canvas.addEventListener('pointermove', (e) => {
    const p = at(e);
    if (!press) {
      if (e.pointerType === 'mouse') {
        const hit = hitTest(state, p.x, p.y);
        canvas.style.cursor = hit?.kind === 'hand' || hit?.kind === 'tile' ? 'grab' : hit?.kind === 'arrow' ? 'pointer' : '';
      }
      return;
    }
    if (e.pointerId !== press.id || press.dead) return;
    if (!state.drag) {
      if (Math.hypot(p.x - press.x, p.y - press.y) < press.min) return;
      state.drag = press.hit && act.dragStart(press.hit);
      // A press that moved but cannot drag is neither a drag nor a tap.
      if (!state.drag) return void (press.dead = true);
      canvas.style.cursor = 'grabbing';
    }
    const d = state.drag;
    d.px = p.x;
    d.py = p.y;
    d.over = inTray(state, p.x, p.y) ? null : squareAt(state, p.x, p.y);
    if (d.kind === 'tile') d.dir = dragDir(state, d.from, p.x, p.y);
    redraw();
  });

  const finish = (e, cancelled) => {
    if (!press || e.pointerId !== press.id) return;
    const { hit, dead } = press;
    press = null;
    canvas.style.cursor = '';
    if (state.drag) {
      const drag = state.drag;
      state.drag = null;
      if (cancelled) act.cancelDrag(drag);
      else act.drop(drag);
    } else if (!cancelled && !dead && hit) {
      act.tap(hit);
    }
    redraw();
  };
  canvas.addEventListener('pointerup', (e) => finish(e, false));
  canvas.addEventListener('pointercancel', (e) => finish(e, true));

  canvas.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    state.keyboard = true;
    if (act.key(e)) e.preventDefault();
    redraw();
  });
}

// The canvas's frames: every redraw is batched into one requestAnimationFrame, the camera eases
// and the animations run until they rest; the backing store follows the stage's size in device
// pixels, so the table is crisp on high-DPI screens.

import { prune } from './anim.js';
import { stepCamera } from './geometry.js';
import { render } from './render.js';

/** Frames for `canvas` drawing `state`, sized to `stage`; `resized()` runs after each resize,
 * `drawn()` after each frame. */
export function createFrames(canvas, stage, state, resized, drawn = () => {}) {
  const ctx = canvas.getContext('2d');
  let queued = false;
  let lastFrame = 0;
  let animating = false;
  let idleWaiters = [];

  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(frame);
  }

  function frame(now) {
    queued = false;
    const dt = lastFrame ? Math.min(now - lastFrame, 100) : 16;
    state.now = now;
    const panning = stepCamera(state, dt);
    animating = prune(state);
    render(ctx, state);
    drawn();
    if (panning || animating) {
      lastFrame = now;
      redraw();
    } else {
      lastFrame = 0;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const done of waiters) done();
    }
  }

  /** Resolves once every animation (and the camera) has come to rest. */
  const whenIdle = () =>
    new Promise((done) => {
      idleWaiters.push(done);
      redraw();
    });

  /** The backing store in device pixels, drawing in CSS pixels; drawn at once. */
  function resize() {
    const r = stage.getBoundingClientRect();
    state.dpr = window.devicePixelRatio || 1;
    state.size = { w: r.width, h: r.height };
    canvas.width = Math.round(r.width * state.dpr);
    canvas.height = Math.round(r.height * state.dpr);
    state.camera.ready = false;
    stepCamera(state, 0);
    resized();
    state.now = performance.now();
    render(ctx, state);
  }

  resize();
  new ResizeObserver(resize).observe(stage);
  return {
    redraw,
    whenIdle,
    /** Whether a tween is running (input waits for it). */
    animating: () => animating,
    /** Whether a frame is asked for and not drawn yet. */
    queued: () => queued,
  };
}

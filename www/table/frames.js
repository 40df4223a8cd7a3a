// @ts-check
// The canvas's frames: every redraw is batched into one requestAnimationFrame, the camera eases
// and the animations run until they rest (table.js's frame()); the backing store follows the
// stage's size in device pixels, so the table is crisp on high-DPI screens.

import { render } from './render.js';

/** Frames for `canvas` drawing `table`'s state, sized to `stage`; `resized()` runs after each
 * resize, `drawn()` after each frame. Every change of the table asks for one.
 * @param {HTMLCanvasElement} canvas @param {HTMLElement} stage
 * @param {import('./table.js').Table} table @param {() => void} resized @param {() => void} [drawn] */
export function createFrames(canvas, stage, table, resized, drawn = () => {}) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  let queued = false;
  let lastFrame = 0;
  let animating = false;
  /** @type {(() => void)[]} */
  let idleWaiters = [];

  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(frame);
  }

  /** @param {number} now */
  function frame(now) {
    queued = false;
    const dt = lastFrame ? Math.min(now - lastFrame, 100) : 16;
    const moving = table.frame(now, dt);
    animating = moving.animating;
    render(ctx, table.state);
    drawn();
    if (moving.panning || animating) {
      lastFrame = now;
      redraw();
    } else {
      lastFrame = 0;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const done of waiters) done();
    }
  }

  /** Resolves once every animation (and the camera) has come to rest.
   * @returns {Promise<void>} */
  const whenIdle = () =>
    new Promise((done) => {
      idleWaiters.push(done);
      redraw();
    });

  /** The backing store in device pixels, drawing in CSS pixels; drawn at once. */
  function resize() {
    const r = stage.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(r.width * dpr);
    canvas.height = Math.round(r.height * dpr);
    table.resize({ w: r.width, h: r.height }, dpr, performance.now());
    resized();
    render(ctx, table.state);
  }

  table.onChange(redraw);
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

/** @typedef {ReturnType<typeof createFrames>} Frames */

// @ts-check
// The canvas's frames: redraws batched into one requestAnimationFrame until the animations
// rest; the backing store in device pixels, for crisp high-DPI screens.

import { render } from './render.js';

/** @param {HTMLCanvasElement} canvas @param {HTMLElement} stage
 * @param {import('./table.js').Table} table @param {() => void} resized @param {() => void} [drawn] */
export function createFrames(canvas, stage, table, resized, drawn = () => {}) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  let queued = false;
  let lastFrame = 0;
  let animating = false;
  let idleWaiters = /** @type {(() => void)[]} */ ([]);

  function redraw() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(frame);
  }

  function frame(/** @type {number} */ now) {
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

  /** Resolves once the animations and the camera rest. @returns {Promise<void>} */
  const whenIdle = () =>
    new Promise((done) => {
      idleWaiters.push(done);
      redraw();
    });

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
    queued: () => queued,
  };
}

/** @typedef {ReturnType<typeof createFrames>} Frames */

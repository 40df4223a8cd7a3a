// @ts-check
// The review's worker, page side: one run of it (review-worker.js) on the game shown, told of
// each step as it comes, ended at once when the player cancels or leaves (a step cannot be
// interrupted: the worker is ended, and what it had done is already kept). The wasm it loads
// is a bundle (engine/bundles.js): once loaded, it is kept for offline play like the others.

import { bundleFiles, loadedElsewhere } from '../../engine/bundles.js';

/** @typedef {import('../../engine/port.js').Port} Port */

/**
 * What the worker reviews: the wasm bundle that reviews this game (its capability), its link,
 * a game begun from a position's start and actions, and the rounds over (a fair game's
 * verified ones: its view has no result before).
 * @param {Port} engine
 */
export function sourceOf(engine) {
  const rounds = engine.view(null).results.length;
  if (!engine.fromPosition()) return { bundle: engine.caps.review, code: engine.code(), rounds };
  const start = engine.prefix(0);
  try {
    return { bundle: engine.caps.review, code: start.code(), actions: engine.actions(), rounds };
  } finally {
    start.free();
  }
}

/**
 * Starts a run: `source` (sourceOf), `kept` the text kept from before (taken up where it
 * stopped), `deeper` for the longer search. `on.update` hears { review, kept, done, ms } after
 * opening and after each step; `on.failed` hears { problem, detail } (problem 'load': its wasm
 * could not be loaded; 'game', 'crash', 'worker': anything else), after which the run is over.
 * @param {ReturnType<typeof sourceOf>} source
 * @param {{ kept: string | null, deeper: boolean }} options
 * @param {{ update: (data: any) => void, failed: (error: { problem: string, detail: string }) => void }} on
 * @returns {{ stop: () => void }}
 */
export function run(source, { kept, deeper }, on) {
  const { glue, wasm } = bundleFiles(source.bundle);
  const worker = new Worker(new URL('./review-worker.js', import.meta.url), { type: 'module' });
  let over = false;
  const stop = () => {
    over = true;
    worker.terminate();
  };
  worker.onmessage = ({ data }) => {
    if (over) return;
    if (data.loaded) return loadedElsewhere(source.bundle);
    if (data.error) {
      stop();
      return on.failed(data.error);
    }
    if (data.done) stop();
    on.update(data);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (over) return;
    stop();
    on.failed({ problem: 'worker', detail: e.message ?? '' });
  };
  worker.postMessage({ glue, wasm, ...source, kept, deeper });
  return { stop };
}

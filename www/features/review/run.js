// @ts-check
// The review's worker, page side: one run on the game shown, ended at once when the player
// cancels or leaves (what it did is already kept).

import { bundleFiles, loadedElsewhere } from '../../engine/bundles.js';

/** @import { Port } from '../../engine/port.js' */

/** The bundle that reviews this game, its link, and the rounds over (a fair game's verified). @param {Port} engine */
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

/** `kept`: taken up where it stopped. `on.failed` hears { problem: 'load' (its wasm) | 'game' | 'crash' | 'worker',
 * detail }, and the run is over. @param {ReturnType<typeof sourceOf>} source
 * @param {{ kept: string | null, deeper: boolean }} options @param {import('./types.js').RunOn} on
 * @returns {{ stop: () => void }} */
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

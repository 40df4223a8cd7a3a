// @ts-check
// The review's Web Worker (run.js starts it): opens the game from its link in the review's wasm (or fair mode's) and
// reviews it an action at a time, posting the text to keep after each (docs/figures-review.md). The page stops it by
// ending it: a step cannot be interrupted. In: { glue, wasm, bundle, code, actions?, rounds, kept?, deeper }; out:
// { loaded }, then { review, kept, done, ms } or { error: { problem: 'load' | 'game' | 'crash', detail } }.

import { publicGame } from '../../engine/fair-open.js';

/** @typedef {typeof import('review-wasm') | typeof import('fair-wasm')} Bindings fair mode's is built with the review */
/** @typedef {{ glue: string, wasm: string, bundle: string, code: string, actions?: import('review-wasm').Action[],
 *   rounds: number, kept?: string, deeper?: boolean }} Job */

/** A fair game's public game (its verified rounds hold the true deal), or one from its code.
 * @param {Bindings} wasm @param {Job} job @returns {import('review-wasm').Game} */
function gameOf(wasm, { bundle, code, actions }) {
  if (bundle === 'fair') return publicGame(/** @type {typeof import('fair-wasm')} */ (wasm), code);
  const game = wasm.Game.fromLink(code);
  for (const action of actions ?? []) game.apply(action);
  return game;
}

const problem = (/** @type {string} */ kind, /** @type {any} */ e) => ({
  error: { problem: kind, detail: String(e?.message ?? e?.kind ?? e) },
});

onmessage = async (/** @type {MessageEvent<Job>} */ { data }) => {
  /** @type {Bindings} */
  let wasm;
  try {
    wasm = await import(data.glue);
    await wasm.default({ module_or_path: data.wasm });
  } catch (e) {
    return postMessage(problem('load', e));
  }
  postMessage({ loaded: true });
  /** @type {import('review-wasm').Reviewer | undefined} */
  let reviewer;
  try {
    const game = gameOf(wasm, data);
    const rules = wasm.reviewRules();
    const iterations = data.deeper ? rules.deeper : rules.iterations;
    // A kept text of another game, version or budget is refused: reviewed afresh.
    const kept = data.kept ? wasm.Reviewer.resume(game, data.kept, data.rounds) : undefined;
    if (kept && kept.result().iterations !== iterations) kept.free();
    else reviewer = kept;
    reviewer ??= new wasm.Reviewer(game, iterations, '0', data.rounds);
    game.free();
  } catch (e) {
    return postMessage(problem('game', e));
  }
  const job = /** @type {import('review-wasm').Reviewer} */ (reviewer);
  const report = (/** @type {number} */ ms) => {
    postMessage({ review: job.result(), kept: job.kept(), done: job.isDone(), ms });
  };
  report(0);
  const next = () => {
    if (job.isDone()) return;
    try {
      const start = performance.now();
      job.step();
      report(performance.now() - start);
    } catch (e) {
      return postMessage(problem('crash', e));
    }
    // A task per step: the worker hears nothing in between, but its messages go out at once.
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
};

// The review's Web Worker (run.js starts it): opens the game from its link in the review's wasm (or fair mode's) and
// reviews it an action at a time, posting the text to keep after each (docs/figures-review.md). The page stops it by
// ending it: a step cannot be interrupted. In: { glue, wasm, bundle, code, actions?, rounds, kept?, deeper }; out:
// { loaded }, then { review, kept, done, ms } or { error: { problem: 'load' | 'game' | 'crash', detail } }.

import { publicGame } from '../../engine/fair-open.js';

/** A fair game's public game (its verified rounds hold the true deal), or one from its code. */
function gameOf(wasm, { bundle, code, actions }) {
  if (bundle === 'fair') return publicGame(wasm, code);
  const game = wasm.Game.fromLink(code);
  for (const action of actions ?? []) game.apply(action);
  return game;
}

const problem = (kind, e) => ({ error: { problem: kind, detail: String(e?.message ?? e?.kind ?? e) } });

onmessage = async ({ data }) => {
  let wasm;
  try {
    wasm = await import(data.glue);
    await wasm.default({ module_or_path: data.wasm });
  } catch (e) {
    return postMessage(problem('load', e));
  }
  postMessage({ loaded: true });
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
  const report = (ms) => {
    const review = reviewer.result();
    postMessage({ review, kept: reviewer.kept(), done: reviewer.isDone(), ms });
  };
  report(0);
  const next = () => {
    if (reviewer.isDone()) return;
    try {
      const start = performance.now();
      reviewer.step();
      report(performance.now() - start);
    } catch (e) {
      return postMessage(problem('crash', e));
    }
    // A task per step: the worker hears nothing in between, but its messages go out at once.
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
};

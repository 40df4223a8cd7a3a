// @ts-check
// The computer players, page side: the levels a seat can play at, and the questions to the Web Worker (ai-worker.js)
// that runs the same wasm off the main thread.

export const KINDS = {
  human: 'kind.human',
  easy: 'kind.easy',
  medium: 'kind.medium',
  hard: 'kind.hard',
  master: 'kind.master',
};
export const isComputer = (/** @type {string | undefined} */ kind) => !!kind && kind !== 'human' && kind in KINDS;

/** Hard's thinking times per move (ms) the new-game screen offers, and the default; Easy and Medium answer at once. */
export const THINK_TIMES = [500, 1000, 2000];
export const DEFAULT_THINK = 1000;
/** Master's: it thinks on every core but one for all of it. */
export const MASTER_THINK_TIMES = [1000, 3000, 10000];
export const MASTER_THINK = 3000;

let side = /** @type {Promise<typeof import('./worker.js')> | null} */ (null);
const worker = () =>
  (side ??= import('./worker.js').catch((e) => {
    side = null;
    throw { problem: 'load', detail: String(e?.message ?? e) };
  }));

/** Loads the engine in the worker now (in all of Master's for "master"). @param {string} [level] */
export const warmUp = (level) =>
  void worker().then(
    (w) => w.warmUp(level),
    () => {},
  );

/** The computer's choice for the seat to move at `level` (Hard and Master think `think` ms; by default
 * DEFAULT_THINK, MASTER_THINK): { action, iterations, ms }.
 * @param {{ code?: string, fair?: { urls: { glue: string, wasm: string }, link: string, key: string },
 *   level: string, think?: number }} question
 * @returns {Promise<import('./port.js').Choice>} */
export const choose = (question) => worker().then((w) => w.choose(question));

export const cancel = () =>
  void side?.then(
    (w) => w.cancel(),
    () => {},
  );

// @ts-check
// The computer players, page side: the levels a seat can play at, and the questions to the Web Worker (ai-worker.js)
// that runs the same wasm off the main thread.

export const KINDS = { human: 'kind.human', easy: 'kind.easy', medium: 'kind.medium', hard: 'kind.hard' };
export const isComputer = (/** @type {string | undefined} */ kind) => !!kind && kind !== 'human' && kind in KINDS;

/** Hard's thinking times per move (ms) the new-game screen offers, and the default; Easy and Medium answer at once. */
export const THINK_TIMES = [500, 1000, 2000];
export const DEFAULT_THINK = 1000;

let side = /** @type {Promise<typeof import('./worker.js')> | null} */ (null);
const worker = () =>
  (side ??= import('./worker.js').catch((e) => {
    side = null;
    throw { problem: 'load', detail: String(e?.message ?? e) };
  }));

export const warmUp = () =>
  void worker().then(
    (w) => w.warmUp(),
    () => {},
  );

/** The computer's choice for the seat to move at `level` (Hard thinks `think` ms): { action, iterations, ms }.
 * @param {{ code?: string, fair?: { urls: { glue: string, wasm: string }, link: string, key: string },
 *   level: string, think?: number }} question */
export const choose = ({ code, fair, level, think = DEFAULT_THINK }) =>
  worker().then((w) => w.choose({ code, fair, level, think }));

export const cancel = () =>
  void side?.then(
    (w) => w.cancel(),
    () => {},
  );

// @ts-check
// The computer players, page side: the levels a seat can play at, and the questions to the
// Web Worker (ai-worker.js) that runs the same wasm off the main thread, so the page keeps
// animating while a computer thinks. The engine chooses; the page only asks and plays the
// answer like a person's move (play/thinking.js). The worker's side (worker.js) loads when a
// computer first plays or warms up, not with the page.

/** What a seat can be: a person, or a computer at one of the engine's levels (each with the
 * key of its words, www/ui/lang/). */
export const KINDS = {
  human: 'kind.human',
  easy: 'kind.easy',
  medium: 'kind.medium',
  hard: 'kind.hard',
  master: 'kind.master',
};
/** @param {string | undefined} kind */
export const isComputer = (kind) => !!kind && kind !== 'human' && kind in KINDS;

/** Hard's thinking times per move (ms) the new-game screen offers, and the one when none is
 * chosen: it searches for all of it, as far as the device gets. Easy and Medium answer at once. */
export const THINK_TIMES = [500, 1000, 2000];
export const DEFAULT_THINK = 1000;
/** Master's: it thinks on every core for all of it. */
export const MASTER_THINK_TIMES = [1000, 3000, 10000];
export const MASTER_THINK = 3000;

/** The worker's side, once asked for. @type {Promise<typeof import('./worker.js')> | null} */
let side = null;
const worker = () =>
  (side ??= import('./worker.js').catch((e) => {
    // Not kept: the next question tries again.
    side = null;
    throw { problem: 'load', detail: String(e?.message ?? e) };
  }));

/** Loads the engine in the worker now (in all of Master's when `level` is "master"), so the
 * first computer turn does not wait for it. @param {string} [level] */
export const warmUp = (level) =>
  void worker().then(
    (w) => w.warmUp(level),
    () => {},
  );

/**
 * The computer's choice for the seat to move in the game `code` (Engine.code()), at `level`
 * ("easy", "medium", "hard", "master"), Hard and Master thinking for `think` ms (by default
 * DEFAULT_THINK, MASTER_THINK; Master on every core the device offers, but a fair game's on
 * one): resolves to
 * { action, iterations, ms } (Hard's search iterations, 0 for the others), or rejects with the
 * engine's error ({ kind, params }) or a problem of its own ({ problem: "load", "start",
 * "worker", "timeout", "crash" or "cancelled", detail }). A fair game's computer seat gives
 * `fair` instead of `code`: { urls (fair mode's wasm), link, key (that seat's key text) }.
 * @param {{ code?: string, fair?: { urls: { glue: string, wasm: string }, link: string, key: string },
 *   level: string, think?: number }} question
 * @returns {Promise<import('./port.js').Choice>}
 */
export const choose = (question) => worker().then((w) => w.choose(question));

/** Stops any thinking in progress: its question rejects, and a busy worker is ended. */
export const cancel = () =>
  void side?.then(
    (w) => w.cancel(),
    () => {},
  );

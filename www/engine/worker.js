// @ts-check
// The computer's Web Workers (ai-worker.js), page side: the questions to them, each answered or
// failed in bounded time, a worker ended and started afresh when it fails or is cancelled. They
// run the same wasm off the main thread, so the page keeps animating while a computer thinks.
// Loaded when a computer first plays (computer.js), not with the page.
//
// One worker answers every level. Master thinks on several at once (root-parallel: each
// searches alone with its own seed, and the first one makes their thoughts one choice), with
// the review's wasm bundle, which has Master's search (the first load's has not): the others
// start when Master first thinks or warms up, and end once Master has not thought for a while
// or on a cancel. They share no memory: a SharedArrayBuffer needs a cross-origin isolated page
// (COOP and COEP headers), which a static host cannot be assumed to send.

import { DEFAULT_THINK, MASTER_THINK } from './computer.js';

/** Past this the worker is taken for stuck: it is ended and the turn offers Try again. */
const TIMEOUT = 30_000;
/** At most this many workers think for Master, however many cores the device says it has:
 * each holds a search tree (up to about 25 MB) and a copy of the engine. */
const MOST_WORKERS = 4;
/** Master's extra workers end after this long without a question. */
const IDLE = 60_000;
/** Master's workers stop this much before its time, so that the answer comes within it. */
const MARGIN = 0.04;

/** The workers: the first answers every question, the others only Master's.
 * @type {(Worker | null)[]} */
const workers = [null];
/** The wasm's and its glue's URLs, found once (engine.js).
 * @type {{ wasm: string, glue: string } | null} */
let urls = null;
let ids = 0;
/** A choice a worker made: the action (null for none), Hard's or Master's iterations, how long
 * it took; a Master worker's thought (its root's statistics, for combineThoughts) and the bytes
 * of its wasm memory.
 * @typedef {{ action: import('./port.js').Action | null, iterations: number, ms: number,
 *   thought?: unknown, bytes?: number }} Answer */
/** What a worker says of a question: its answer, or an error (the engine's, or a problem of
 * its own). @typedef {Partial<Answer> & { error?: unknown }} Said */
/** Questions awaiting an answer, by id: { resolve, reject, timer, choosing, k (the worker) }.
 * @type {Map<number, { resolve: (answer: Answer) => void, reject: (error: unknown) => void,
 *   timer: ReturnType<typeof setTimeout>, choosing: boolean, k: number }>} */
const waiting = new Map();
/** Ends Master's extra workers when it has been idle a while. */
let idle = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);

/** How many workers Master thinks on: every core the device offers but one, which the page
 * keeps for its frames (a worker per core left tasks of 50 to 76 ms on a 2-core machine), at
 * least one and at most MOST_WORKERS. */
export const masterWorkers = () =>
  Math.max(1, Math.min(MOST_WORKERS, Math.floor(globalThis.navigator?.hardwareConcurrency || 1) - 1));

/** Starts worker `k`. @param {number} k */
function start(k) {
  const started = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  workers[k] = started;
  started.onmessage = ({ data }) => {
    settle(data.id, data);
    // An engine that failed may be left in a bad state: the next question gets fresh ones.
    if (data.error) stop(data.error);
  };
  started.onerror = (e) => {
    e.preventDefault();
    stop({ problem: 'worker', detail: e.message ?? '' });
  };
  return started;
}

/** Answers question `id` (rejected with `data.error` if any), unless it was answered already.
 * @param {number} id @param {Said} data */
function settle(id, data) {
  const q = waiting.get(id);
  if (!q) return;
  waiting.delete(id);
  clearTimeout(q.timer);
  if (data.error) q.reject(data.error);
  else q.resolve(/** @type {Answer} */ (data));
}

/** Ends every worker (fresh ones start with the next question), failing what they had with
 * `error`. @param {unknown} error */
function stop(error) {
  for (const w of workers) w?.terminate();
  workers.length = 1;
  workers[0] = null;
  clearTimeout(idle);
  for (const id of [...waiting.keys()]) settle(id, { error });
}

/** Ends Master's extra workers (the first one stays for the other levels). */
function shrink() {
  clearTimeout(idle);
  for (const w of workers.slice(1)) w?.terminate();
  workers.length = 1;
}

/** Asks worker `k` (started if need be).
 * @param {{ millis?: number } & Record<string, unknown>} message @param {boolean} choosing
 * @returns {Promise<Answer>} */
function ask(message, choosing, k = 0) {
  const id = ++ids;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop({ problem: 'timeout' }), TIMEOUT + (message.millis ?? 0));
    waiting.set(id, { resolve, reject, timer, choosing, k });
    // engine.js waits for the wasm: imported here, not up front, so the page's first frame
    // never waits for it.
    import('./engine.js')
      .then(({ wasmUrls }) => {
        if (!waiting.has(id)) return;
        urls ??= wasmUrls();
        (workers[k] ?? start(k)).postMessage({ id, urls, ...message });
      })
      .catch((e) => settle(id, { error: { problem: 'start', detail: String(e?.message ?? e) } }));
  });
}

/** The wasm with Master's search: the review's bundle, in the page's worker. */
async function masterUrls() {
  const bundles = await import('./bundles.js');
  const files = bundles.bundleFiles('review');
  return { files, kept: () => bundles.loadedElsewhere('review') };
}

/** Loads the engine in the worker now (Master's in all of its workers when `level` is
 * "master"), so the first computer turn does not wait for it. @param {string} [level] */
export function warmUp(level) {
  const warm = (/** @type {number} */ k, /** @type {any} */ message) => {
    if (!workers[k] && ![...waiting.values()].some((q) => q.k === k)) ask(message, false, k).catch(() => {});
  };
  if (level !== 'master') return warm(0, {});
  masterUrls().then(
    ({ files }) => {
      for (let k = 0; k < masterWorkers(); k++) warm(k, { urls: files });
    },
    () => {},
  );
  clearTimeout(idle);
  idle = setTimeout(shrink, IDLE);
}

const freshSeed = () => crypto.getRandomValues(new BigUint64Array(1))[0].toString();

/**
 * The computer's choice for the seat to move in the game `code` (Engine.code()), at `level`
 * ("easy", "medium", "hard", "master"), Hard and Master thinking for `think` ms (by default
 * DEFAULT_THINK, MASTER_THINK; Master on every worker, master(), but for a fair game's seat,
 * which fair mode's wasm plays on one): resolves to { action, iterations, ms } (the search
 * iterations, 0 for the others), or rejects with the
 * engine's error ({ kind, params }) or a problem of its own ({ problem: "load", "start",
 * "worker", "timeout", "crash" or "cancelled", detail }). A fair game's computer seat gives
 * `fair` instead of `code`: { urls (fair mode's wasm), link, key (that seat's key text) }.
 * @param {{ code?: string, fair?: { urls: { glue: string, wasm: string }, link: string, key: string },
 *   level: string, think?: number }} question
 * @returns {Promise<import('./port.js').Choice>}
 */
export function choose({ code, fair, level, think = level === 'master' ? MASTER_THINK : DEFAULT_THINK }) {
  if (level === 'master' && code) return master({ code, think });
  const game = fair ? { urls: fair.urls, fair: { link: fair.link, key: fair.key } } : { code };
  const timed = level === 'hard' || level === 'master';
  return ask({ ...game, level, seed: freshSeed(), ...(timed ? { millis: think } : {}) }, true);
}

/**
 * Master's choice for the seat to move in the game `code`, thinking for `think` ms on every
 * worker (masterWorkers()): resolves like choose(), with `workers` and each worker's wasm
 * memory in bytes (`memory`), or rejects like it.
 * @param {{ code: string, think: number }} question
 */
export async function master({ code, think }) {
  const started = performance.now();
  const count = masterWorkers();
  clearTimeout(idle);
  // A page built without the bundle rejects with its BundleError, which the page words.
  const bundle = await masterUrls();
  const urls = bundle.files;
  // One end for all, on the clock the workers share (Date.now: each worker's performance.now
  // has its own origin), so that a worker still loading the engine thinks that much less.
  const until = Date.now() + think * (1 - MARGIN);
  const thoughts = await Promise.all(
    Array.from({ length: count }, (_, k) =>
      ask({ urls, code, master: true, seed: freshSeed(), until, millis: think }, true, k),
    ),
  );
  // The first worker makes them one choice (the engine's combineThoughts).
  const { action, iterations } = await ask({ urls, combine: thoughts.map((t) => t.thought).filter(Boolean) }, true);
  // Loaded: kept for offline play like a bundle the page loads itself.
  bundle.kept();
  idle = setTimeout(shrink, IDLE);
  return {
    action,
    iterations,
    ms: performance.now() - started,
    workers: count,
    memory: thoughts.map((t) => t.bytes ?? 0),
  };
}

/** Stops any thinking in progress: its question rejects, and the busy workers are ended. */
export function cancel() {
  if ([...waiting.values()].some((q) => q.choosing)) stop({ problem: 'cancelled' });
  else shrink();
}

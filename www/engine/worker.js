// @ts-check
// The computer's Web Worker (ai-worker.js), page side: the questions to it, each answered or
// failed in bounded time, the worker ended and started afresh when it fails or is cancelled. It
// runs the same wasm off the main thread, so the page keeps animating while a computer thinks.
// Loaded when a computer first plays (computer.js), not with the page.

/** Past this the worker is taken for stuck: it is ended and the turn offers Try again. */
const TIMEOUT = 30_000;

/** @type {Worker | null} */
let worker = null;
/** The wasm's and its glue's URLs, found once (engine.js).
 * @type {{ wasm: string, glue: string } | null} */
let urls = null;
let ids = 0;
/** A choice the worker made: the action (null for none), Hard's iterations, how long it took.
 * @typedef {{ action: import('./port.js').Action | null, iterations: number, ms: number }} Answer */
/** What the worker says of a question: its answer, or an error (the engine's, or a problem of
 * its own). @typedef {Partial<Answer> & { error?: unknown }} Said */
/** Questions awaiting an answer, by id: { resolve, reject, timer, choosing }.
 * @type {Map<number, { resolve: (answer: Answer) => void, reject: (error: unknown) => void,
 *   timer: ReturnType<typeof setTimeout>, choosing: boolean }>} */
const waiting = new Map();

function start() {
  const started = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  worker = started;
  started.onmessage = ({ data }) => {
    settle(data.id, data);
    // An engine that failed may be left in a bad state: the next question gets a fresh one.
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

/** Ends the worker (a fresh one starts with the next question), failing what it had with
 * `error`. @param {unknown} error */
function stop(error) {
  worker?.terminate();
  worker = null;
  for (const id of [...waiting.keys()]) settle(id, { error });
}

/** @param {object} message @param {boolean} choosing @returns {Promise<Answer>} */
function ask(message, choosing) {
  const id = ++ids;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop({ problem: 'timeout' }), TIMEOUT);
    waiting.set(id, { resolve, reject, timer, choosing });
    // engine.js waits for the wasm: imported here, not up front, so the page's first frame
    // never waits for it.
    import('./engine.js')
      .then(({ wasmUrls }) => {
        if (!waiting.has(id)) return;
        urls ??= wasmUrls();
        (worker ?? start()).postMessage({ id, urls, ...message });
      })
      .catch((e) => settle(id, { error: { problem: 'start', detail: String(e?.message ?? e) } }));
  });
}

/** Loads the engine in the worker now, so the first computer turn does not wait for it. */
export function warmUp() {
  if (!worker && !waiting.size) ask({}, false).catch(() => {});
}

/**
 * The computer's choice for the seat to move in the game `code` (Engine.code()), at `level`
 * ("easy", "medium", "hard"), Hard thinking for `think` ms: resolves to
 * { action, iterations, ms } (Hard's search iterations, 0 for the others), or rejects with the
 * engine's error ({ kind, params }) or a problem of its own ({ problem: "load", "start",
 * "worker", "timeout", "crash" or "cancelled", detail }). A fair game's computer seat gives
 * `fair` instead of `code`: { urls (fair mode's wasm), link, key (that seat's key text) }.
 * @param {{ code?: string, fair?: { urls: { glue: string, wasm: string }, link: string, key: string },
 *   level: string, think: number }} question
 */
export function choose({ code, fair, level, think }) {
  const seed = crypto.getRandomValues(new BigUint64Array(1))[0].toString();
  const game = fair ? { urls: fair.urls, fair: { link: fair.link, key: fair.key } } : { code };
  return ask({ ...game, level, seed, ...(level === 'hard' ? { millis: think } : {}) }, true);
}

/** Stops any thinking in progress: its question rejects, and a busy worker is ended. */
export function cancel() {
  if ([...waiting.values()].some((q) => q.choosing)) stop({ problem: 'cancelled' });
}

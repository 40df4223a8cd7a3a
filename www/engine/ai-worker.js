// @ts-check
// The computer thinks here, in a Web Worker, so the page keeps animating meanwhile. It loads
// the same wasm as the page (the page sends the URLs of its glue and binary), rebuilds the
// game from its code and asks the engine for the computer's choice, seen from the seat to
// move alone. A fair game's computer seat is the same question to fair mode's wasm, from the
// game's link and that seat's key, with the same thinking time. It answers
// { id, action, iterations, ms }, or { id, error } with the engine's error ({ kind, params })
// or a problem ({ problem: "load" or "crash", detail }).

/** The wasm bundles loaded, by their glue's URL: the page's engine, and fair mode's for a fair
 * game's computer seat. */
const bindings = new Map();

/** @param {{ glue: string, wasm: string }} urls */
async function load({ glue, wasm }) {
  const module = await import(glue);
  await module.default({ module_or_path: wasm });
  return module;
}

/** A fair game's computer seat: the game as its device holds it, with that seat's key.
 * @param {typeof import('fair-wasm')} wasm @param {{ link: string, key: string }} seat */
function fairGame(wasm, { link, key }) {
  const game = wasm.FairGame.open(link);
  try {
    game.importKey(key);
  } catch (e) {
    game.free();
    throw e;
  }
  return game;
}

onmessage = async ({ data }) => {
  const { id, urls, code, fair, level, seed, millis } = data;
  try {
    // Loaded once, on the first message; a failed load is tried again on the next.
    if (!bindings.has(urls.glue)) {
      const loading = load(urls).catch((e) => {
        bindings.delete(urls.glue);
        throw { problem: 'load', detail: String(e?.message ?? e) };
      });
      bindings.set(urls.glue, loading);
    }
    const wasm = await bindings.get(urls.glue);
    if (!code && !fair) return postMessage({ id, ready: true });
    const game = fair ? fairGame(wasm, fair) : wasm.Game.fromLink(code);
    try {
      const start = performance.now();
      // Hard searches for `millis`, however many iterations this device manages.
      const choice = game.computerChoice(level, seed, undefined, millis ?? undefined);
      postMessage({
        id,
        action: choice?.action ?? null,
        iterations: choice?.iterations ?? 0,
        ms: performance.now() - start,
      });
    } finally {
      game.free();
    }
  } catch (/** @type {any} */ e) {
    const error = e?.kind
      ? { kind: e.kind, params: e.params ?? {} }
      : e?.problem
        ? e
        : { problem: 'crash', detail: String(e?.message ?? e) };
    postMessage({ id, error });
  }
};

// @ts-check
// The computer thinks here, in a Web Worker, so the page keeps animating: the same wasm as the page (or fair mode's,
// for a fair game's computer seat: fair-open.js) answers { id, action, iterations, ms }, or { id, error }. For
// Master, each of several workers answers its own search's { id, thought, bytes } (its wasm's memory), and one of
// them then makes the thoughts one choice: { id, action, iterations }.

import { seatGame } from './fair-open.js';

const bindings = new Map();

/** The wasm memory of the bundles loaded, by glue URL (for the memory Master's workers use).
 * @type {Map<string, WebAssembly.Memory>} */
const memories = new Map();

/** @param {{ glue: string, wasm: string }} urls */
async function load({ glue, wasm }) {
  const module = await import(glue);
  const exports = await module.default({ module_or_path: wasm });
  memories.set(glue, exports.memory);
  return module;
}

onmessage = async ({ data }) => {
  const { id, urls, code, fair, level, seed, millis, master, until, combine } = data;
  try {
    if (!bindings.has(urls.glue)) {
      const loading = load(urls).catch((e) => {
        bindings.delete(urls.glue);
        throw { problem: 'load', detail: String(e?.message ?? e) };
      });
      bindings.set(urls.glue, loading);
    }
    const wasm = await bindings.get(urls.glue);
    if (combine) {
      const choice = wasm.combineThoughts(combine);
      return postMessage({ id, action: choice?.action ?? null, iterations: choice?.iterations ?? 0 });
    }
    if (!code && !fair) return postMessage({ id, ready: true });
    const game = fair ? seatGame(wasm, fair) : wasm.Game.fromLink(code);
    try {
      if (master) {
        // Master's share: this worker's search, until the end all of them share.
        const thought = game.masterThink(seed, undefined, Math.max(1, Math.round(until - Date.now())));
        return postMessage({ id, thought, bytes: memories.get(urls.glue)?.buffer.byteLength ?? 0 });
      }
      const start = performance.now();
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

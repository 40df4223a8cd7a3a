// @ts-check
// The computer thinks here, in a Web Worker, so the page keeps animating: the same wasm as the page (or fair mode's,
// for a fair game's computer seat: fair-open.js) answers { id, action, iterations, ms }, or { id, error }.

import { seatGame } from './fair-open.js';

const bindings = new Map();

/** @param {{ glue: string, wasm: string }} urls */
async function load({ glue, wasm }) {
  const module = await import(glue);
  await module.default({ module_or_path: wasm });
  return module;
}

onmessage = async ({ data }) => {
  const { id, urls, code, fair, level, seed, millis } = data;
  try {
    if (!bindings.has(urls.glue)) {
      const loading = load(urls).catch((e) => {
        bindings.delete(urls.glue);
        throw { problem: 'load', detail: String(e?.message ?? e) };
      });
      bindings.set(urls.glue, loading);
    }
    const wasm = await bindings.get(urls.glue);
    if (!code && !fair) return postMessage({ id, ready: true });
    const game = fair ? seatGame(wasm, fair) : wasm.Game.fromLink(code);
    try {
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

// The computer thinks here, in a Web Worker, so the page keeps animating meanwhile. It loads
// the same wasm as the page (the page sends the URLs of Trunk's glue and binary), rebuilds the
// game from its code and asks the engine for the computer's choice, seen from the seat to
// move alone. It answers { id, action, iterations, ms }, or { id, error } with the engine's
// error ({ kind, params }) or a problem ({ problem: "load" or "crash", detail }).

let bindings = null;

async function load({ glue, wasm }) {
  const module = await import(glue);
  await module.default({ module_or_path: wasm });
  return module;
}

onmessage = async ({ data }) => {
  const { id, urls, code, level, seed, millis } = data;
  try {
    // Loaded once, on the first message; a failed load is tried again on the next.
    bindings ??= load(urls).catch((e) => {
      bindings = null;
      throw { problem: 'load', detail: String(e?.message ?? e) };
    });
    const wasm = await bindings;
    if (!code) return postMessage({ id, ready: true });
    const game = wasm.Game.fromLink(code);
    try {
      const start = performance.now();
      // Hard searches for `millis`, however many iterations this device manages.
      const choice = game.computerChoice(level, seed, undefined, millis ?? undefined);
      postMessage({ id, action: choice?.action ?? null, iterations: choice?.iterations ?? 0, ms: performance.now() - start });
    } finally {
      game.free();
    }
  } catch (e) {
    const error = e?.kind ? { kind: e.kind, params: e.params ?? {} } : e?.problem ? e : { problem: 'crash', detail: String(e?.message ?? e) };
    postMessage({ id, error });
  }
};

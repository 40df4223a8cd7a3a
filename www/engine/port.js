// @ts-check
// The calls the page makes of a game, whichever door answers (engine.js's Engine, fair.js's
// FairEngine): what differs is read from its capabilities (`caps`), never from its kind. The
// values are the wasm's, typed from the Rust types that send them (tsify). Types only.

/** @typedef {import('muses-wasm').Square} Square */
/** @typedef {import('muses-wasm').Action} Action */
/** @typedef {import('./types.js').ActionFields} ActionFields */
/** @typedef {import('muses-wasm').Muse} Muse */
/** @typedef {import('muses-wasm').Colour} Colour */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('muses-wasm').RoundScore} Score */
/** @typedef {import('muses-wasm').View} View */
/** @typedef {import('muses-wasm').LogEntry} LogEntry */
/** @typedef {import('muses-wasm').LegalAction} LegalAction */
/** @typedef {import('muses-wasm').StepPreview} StepPreview */
/** @typedef {import('muses-wasm').Preview} Preview */
/** @typedef {import('muses-wasm').GameOptions} GameOptions */
/** @typedef {import('muses-wasm').DealtOptions} DealtOptions */
/** @typedef {import('muses-wasm').Computers} Computers */
/** @typedef {import('./types.js').Reason} Reason */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @template {{ kind: string }} U @typedef {import('./types.js').ParamsOf<U>} ParamsOf */

/** @typedef {import('./types.js').Caps} Caps */

/** A computer's choice; Hard's and Master's iterations, Master's workers and each one's wasm memory in bytes (the
 * tests' figures).
 * @typedef {{ action: Action | null, ms: number, iterations?: number, workers?: number, memory?: number[] }} Choice */

/** @typedef {import('./types.js').Port} Port */

export {};

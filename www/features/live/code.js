// @ts-check
// Live play's invitation and reply codes (docs/live-play.md): the engine's codec (src/live.rs), its own wasm bundle,
// loaded by ready() when live play starts.

import { LOADED } from '../../engine/bundles.js';

/** @typedef {import('live-wasm').LiveRead} LiveRead */

export const PREFIX = 'l';
/** A code longer than this is refused unread (src/live.rs MAX_CODE). */
export const MAX_CODE = 600;

/** A refusal: the engine's kinds (src/live.rs LiveError), peer.js's and hub.js's; `message` is for the console. */
export class LiveError extends Error {
  /** @param {string} kind @param {string} [message] @param {Record<string, unknown>} [params] */
  constructor(kind, message = kind, params = {}) {
    super(message);
    this.name = 'LiveError';
    this.kind = kind;
    this.params = params;
  }
}

/** @typedef {typeof import('live-wasm')} Codec @type {Codec | null} */
let wasm = null;
let loading = /** @type {Promise<Codec> | null} */ (null);
let failures = 0;

/** Loads the codec's wasm, once (a failure is not kept): live play calls the rest after. */
export function ready() {
  loading ??= load().catch((e) => {
    loading = null;
    failures++;
    throw e;
  });
  return loading;
}

/** Its files' names are in this chunk only (scripts/bundle.mjs), not in the first load's. */
async function load() {
  const files = JSON.parse(globalThis.MUSES_LIVE ?? 'null');
  if (!files) throw new Error("the page was built without live play's codec");
  const glue = new URL(files.glue, import.meta.url);
  const module = new URL(files.wasm, import.meta.url);
  const kept = [glue.href, module.href];
  // Some browsers keep a failed import: a retry asks anew.
  if (failures) glue.search = `?retry=${failures}`;
  const bindings = /** @type {Codec} */ (await import(glue.href));
  await bindings.default({ module_or_path: module });
  dispatchEvent(new CustomEvent(LOADED, { detail: kept }));
  return (wasm = bindings);
}

const codec = () => {
  if (!wasm) throw new Error("live play's codec is not loaded yet (ready())");
  return wasm;
};

/** `f()`, the engine's refusal thrown as a LiveError. @template T @param {() => T} f @returns {T} */
function call(f) {
  try {
    return f();
  } catch (e) {
    const { kind, params, message } = /** @type {{ kind?: unknown, params?: object, message?: string }} */ (e ?? {});
    if (typeof kind !== 'string') throw e;
    throw new LiveError(kind, message, /** @type {Record<string, unknown>} */ (params ?? {}));
  }
}

const text = (/** @type {unknown} */ s) => (typeof s === 'string' ? s : '');
/** Past 2,401 characters a text is refused unread: a huge one is not copied into the wasm. @param {unknown} s */
const pasted = (s) => text(s).slice(0, 4 * MAX_CODE + 1);

/** An offer's code (`reply` null) or a reply's, or a LiveError. @param {unknown} sdp @param {{ reply?: number | null, from?: string, to?: string }} [names] */
export function encode(sdp, { reply = null, from = '', to = '' } = {}) {
  return call(() => codec().liveEncode(text(sdp), reply ?? undefined, text(from), text(to)));
}

/** The code in a link or text read, or a LiveError. @param {unknown} input @param {'offer' | 'answer'} [expect] @returns {LiveRead} */
export function decode(input, expect) {
  return call(() => codec().liveDecode(pasted(input), expect));
}

/** The code in `text` (see decode), unread, or a LiveError. @param {unknown} input */
export const codeOf = (input) => call(() => codec().liveCodeOf(pasted(input)));

/** The id a reply names its invitation by, from the invitation's SDP. @param {string} sdp */
export const invitationId = (sdp) => call(() => codec().liveInvitationId(sdp));

/** `name` as a code carries it. @param {unknown} name */
export const cleanName = (name) => codec().liveCleanName(text(name));

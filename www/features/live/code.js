// @ts-check
// Live play's invitation and reply codes (docs/live-play.md): the engine's codec (src/live.rs),
// in the `live` wasm bundle that loads with this module (engine/bundles.js), so the first load
// carries none of it. A code holds what the other browser needs of an offer or an answer (ICE
// credentials, DTLS fingerprint and role, candidates) and the players' names, never the game.

import { LOADED } from '../../engine/bundles.js';

/** A code read: its values, the invitation's id and the description rebuilt as an SDP.
 * @typedef {import('live-wasm').LiveRead} LiveRead */

/** The first character of a code. */
export const PREFIX = 'l';
/** A code longer than this is refused unread (src/live.rs MAX_CODE). */
export const MAX_CODE = 600;

/**
 * Why a code was refused, or why a description cannot be made into one: the engine's kinds
 * (src/live.rs LiveError) and those of peer.js and hub.js. Like the engine's errors it has a
 * machine `kind` and `params` for the page to word; `message` is for the console.
 */
export class LiveError extends Error {
  /** @param {string} kind @param {string} [message] @param {Record<string, unknown>} [params] */
  constructor(kind, message = kind, params = {}) {
    super(message);
    this.name = 'LiveError';
    this.kind = kind;
    this.params = params;
  }
}

/** @typedef {typeof import('live-wasm')} Codec */
/** @type {Codec | null} */
let wasm = null;
/** @type {Promise<Codec> | null} */
let loading = null;
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

/** Its files, relative to this module, are the build's (scripts/bundle.mjs), apart from the
 * other bundles' (engine/bundles.js) so that the first load does not carry their names. */
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

/** `f()`, the engine's refusal thrown as a LiveError.
 * @template T @param {() => T} f @returns {T} */
function call(f) {
  try {
    return f();
  } catch (e) {
    const { kind, params, message } = /** @type {{ kind?: unknown, params?: object, message?: string }} */ (e ?? {});
    if (typeof kind !== 'string') throw e;
    throw new LiveError(kind, message, /** @type {Record<string, unknown>} */ (params ?? {}));
  }
}

/** @param {unknown} s */
const text = (s) => (typeof s === 'string' ? s : '');
/** A text to read: past its first 2,401 characters, any text is refused as too long, so a huge
 * one is not copied into the wasm. @param {unknown} s */
const pasted = (s) => text(s).slice(0, 4 * MAX_CODE + 1);

/**
 * The code (PREFIX and base64url, no '#') of an offer's SDP (`reply` null) or an answer's,
 * the reply to invitation `reply` (invitationId); `from` and `to`: the inviting player's name
 * and the invited one's. Throws a LiveError (Unsupported, NoCandidate).
 * @param {unknown} sdp @param {{ reply?: number | null, from?: string, to?: string }} [names]
 */
export function encode(sdp, { reply = null, from = '', to = '' } = {}) {
  return call(() => codec().liveEncode(text(sdp), reply ?? undefined, text(from), text(to)));
}

/**
 * The code in `text` (a whole link, or the code alone, broken across lines) read; `expect`
 * 'offer' or 'answer' refuses the other kind. Anything else throws a LiveError.
 * @param {unknown} input @param {'offer' | 'answer'} [expect] @returns {LiveRead}
 */
export function decode(input, expect) {
  return call(() => codec().liveDecode(pasted(input), expect));
}

/** The code in `text` (see decode), unread, or a LiveError. @param {unknown} input */
export const codeOf = (input) => call(() => codec().liveCodeOf(pasted(input)));

/** The id a reply names its invitation by, from the invitation's SDP. @param {string} sdp */
export const invitationId = (sdp) => call(() => codec().liveInvitationId(sdp));

/** `name` as a code carries it: no control characters or bidirectional overrides, trimmed,
 * at most 60 bytes of UTF-8. @param {unknown} name */
export const cleanName = (name) => codec().liveCleanName(text(name));

// @ts-check
// The wasm bundles the page loads only when a player needs them, so the first load stays
// small: fair mode's (FairGame, feature `fair`, examples/fair.rs), the tutorial's (lessons(),
// feature `lessons`, examples/lessons.rs), the review's (Reviewer, feature `review`,
// examples/review.rs: loaded in the review's Web Worker, bundleFiles) and the puzzles'
// (Puzzles and the shipped set, feature `puzzles`, examples/puzzles.rs). Each is the engine
// with its own API, wasm-bindgen's glue (an ES module) and its wasm, built into dist/fair/,
// dist/lessons/, dist/review/ and dist/puzzles/ by scripts/bundle.mjs.
//
//   import { loadLessons } from '../engine/bundles.js';
//   const { lessons, Game } = await loadLessons(); // the initialised bindings
//
// Each is fetched once per page and shared by every caller; once loaded, the page is told (an
// event, LOADED: offline.js keeps its files for offline play). A failure (offline and never
// loaded, a host that fails) rejects with a BundleError, which ui/reasons.js words, and is not
// kept: the next call tries again.

/** Each bundle's glue and wasm, relative to this module once bundled. The build names them by
 * a content hash, as the page's own wasm, and writes those names in here as JSON
 * (scripts/bundle.mjs); unbuilt, there are none and every load fails with a BundleError.
 * @type {Record<string, { glue: string, wasm: string }>} */
const FILES = JSON.parse(globalThis.MUSES_BUNDLES ?? '{}');

/** A bundle that could not be loaded. Like the engine's errors it has a machine `kind` and
 * `params` for the page to word (reasons.js); `message` is for the console. */
export class BundleError extends Error {
  /**
   * @param {BundleName} bundle
   * @param {unknown} cause
   */
  constructor(bundle, cause) {
    const why = /** @type {{ message?: string } | undefined} */ (cause)?.message ?? cause;
    super(`the ${bundle} bundle could not be loaded: ${why}`, { cause });
    this.name = 'BundleError';
    this.kind = 'BundleUnavailable';
    /** `bundle`: 'fair', 'lessons', 'review' or 'puzzles'; `offline`: the browser knew it had no network. */
    this.params = { bundle, offline: globalThis.navigator?.onLine === false };
  }
}

/** @typedef {'fair' | 'lessons' | 'review' | 'puzzles'} BundleName */
/** @typedef {typeof import('fair-wasm')} FairBindings */
/** @typedef {typeof import('lessons-wasm')} LessonsBindings */
/** @typedef {typeof import('puzzles-wasm')} PuzzlesBindings */

/** A bundle's glue and wasm as absolute URLs: for a worker that loads it (a fair game's
 * computer seat thinks in computer.js's worker with fair mode's wasm).
 * @param {BundleName} name @returns {{ glue: string, wasm: string }} */
export const bundleUrls = (name) => ({
  glue: new URL(FILES[name].glue, import.meta.url).href,
  wasm: new URL(FILES[name].wasm, import.meta.url).href,
});

/** Fair mode's bindings (`FairGame`, and the engine's API); the words of its refusals and
 * cheats come with fair mode (features/fair.js: ui/reasons.js rareReasons).
 * @returns {Promise<FairBindings>} */
export const loadFair = () => load('fair');

/** The tutorial's bindings (`lessons()`, `Game` with its lesson methods, and the engine's API).
 * @returns {Promise<LessonsBindings>} */
export const loadLessons = () => load('lessons');

/** The puzzles' bindings (`Puzzles`, the verdicts and ratings, `Game` with `betterMoves`, and
 * the engine's API).
 * @returns {Promise<PuzzlesBindings>} */
export const loadPuzzles = () => load('puzzles');

/** Where bundle `name`'s glue and wasm are (absolute URLs), for a Web Worker that loads it
 * (the review's: features/review/), which then says so with `loadedElsewhere`; a BundleError
 * when the page was built without it.
 * @param {BundleName} name */
export function bundleFiles(name) {
  const files = FILES[name];
  if (!files) throw new BundleError(name, 'the page was not built with it');
  const url = (/** @type {string} */ file) => new URL(file, import.meta.url).href;
  return { glue: url(files.glue), wasm: url(files.wasm) };
}

/** Bundle `name` was loaded by a worker: kept for offline play like one loaded here.
 * @param {BundleName} name */
export function loadedElsewhere(name) {
  const { glue, wasm } = bundleFiles(name);
  dispatchEvent(new CustomEvent(LOADED, { detail: [glue, wasm] }));
}

/** The event that tells of a bundle loaded, its files' URLs in its `detail` (offline.js keeps
 * them for offline play; an event, so that neither module loads the other). */
export const LOADED = 'muses-bundle-loaded';

/** @type {Map<BundleName, Promise<any>>} */
const loading = new Map();
/** How many loads failed, by bundle: a module whose import failed is imported again under a
 * new URL, since browsers before whatwg/html#10327 (Chromium has it) keep the failure.
 * @type {Map<BundleName, number>} */
const failures = new Map();

/** @param {BundleName} name */
function load(name) {
  let bindings = loading.get(name);
  if (!bindings) {
    bindings = instantiate(name).catch((e) => {
      loading.delete(name);
      failures.set(name, (failures.get(name) ?? 0) + 1);
      throw new BundleError(name, e);
    });
    loading.set(name, bindings);
  }
  return bindings;
}

/** @param {BundleName} name */
async function instantiate(name) {
  const files = FILES[name];
  if (!files) throw new Error('the page was not built with it');
  const glue = new URL(files.glue, import.meta.url);
  const wasm = new URL(files.wasm, import.meta.url);
  const kept = [glue.href, wasm.href];
  if (failures.has(name)) glue.search = `?retry=${failures.get(name)}`;
  const bindings = await import(glue.href);
  await bindings.default({ module_or_path: wasm });
  dispatchEvent(new CustomEvent(LOADED, { detail: kept }));
  return bindings;
}

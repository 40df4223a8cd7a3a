// @ts-check
// The wasm bundles the page loads only when a player needs them, so the first load stays small: fair mode's, the
// tutorial's, the review's (loaded in its Web Worker) and the puzzles'. Each is the engine with its own API
// (examples/<name>.rs), its glue and wasm built into dist/<name>/ by scripts/bundle.mjs.

/** Each bundle's glue and wasm, relative to this module once bundled (scripts/bundle.mjs writes them here).
 * @type {Record<string, { glue: string, wasm: string }>} */
const FILES = JSON.parse(globalThis.MUSES_BUNDLES ?? '{}');

/** A bundle that could not be loaded: a `kind` and `params` for the page to word, like the engine's errors. */
export class BundleError extends Error {
  /** @param {BundleName} bundle @param {unknown} cause */
  constructor(bundle, cause) {
    const why = /** @type {{ message?: string } | undefined} */ (cause)?.message ?? cause;
    super(`the ${bundle} bundle could not be loaded: ${why}`, { cause });
    this.name = 'BundleError';
    this.kind = 'BundleUnavailable';
    this.params = { bundle, offline: globalThis.navigator?.onLine === false };
  }
}

/** @typedef {'fair' | 'lessons' | 'review' | 'puzzles'} BundleName */
/** @typedef {typeof import('fair-wasm')} FairBindings */
/** @typedef {typeof import('lessons-wasm')} LessonsBindings */
/** @typedef {typeof import('puzzles-wasm')} PuzzlesBindings */

/** A bundle's glue and wasm as absolute URLs, for a worker that loads it. @returns {{ glue: string, wasm: string }} */
export const bundleUrls = (/** @type {BundleName} */ name) => ({
  glue: new URL(FILES[name].glue, import.meta.url).href,
  wasm: new URL(FILES[name].wasm, import.meta.url).href,
});

/** Fair mode's bindings (engine/fair.js alone uses them). @returns {Promise<FairBindings>} */
export const loadFair = () => load('fair');

/** @returns {Promise<LessonsBindings>} */
export const loadLessons = () => load('lessons');

/** @returns {Promise<PuzzlesBindings>} */
export const loadPuzzles = () => load('puzzles');

/** Bundle `name`'s files, for a Web Worker that loads it (then `loadedElsewhere`). @param {BundleName} name */
export function bundleFiles(name) {
  const files = FILES[name];
  if (!files) throw new BundleError(name, 'the page was not built with it');
  const url = (/** @type {string} */ file) => new URL(file, import.meta.url).href;
  return { glue: url(files.glue), wasm: url(files.wasm) };
}

export function loadedElsewhere(/** @type {BundleName} */ name) {
  const { glue, wasm } = bundleFiles(name);
  dispatchEvent(new CustomEvent(LOADED, { detail: [glue, wasm] }));
}

/** The event that tells of a bundle loaded (offline.js keeps its files: neither module loads the other). */
export const LOADED = 'muses-bundle-loaded';

const loading = /** @type {Map<BundleName, Promise<any>>} */ (new Map());
/** Failed loads by bundle: one is tried again under a new URL (whatwg/html#10327). @type {Map<BundleName, number>} */
const failures = new Map();

function load(/** @type {BundleName} */ name) {
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

async function instantiate(/** @type {BundleName} */ name) {
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

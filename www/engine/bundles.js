// @ts-check
// The wasm bundles the page loads only when a player needs them, so the first load stays
// small: fair mode's (FairGame, feature `fair`, examples/fair.rs) and the tutorial's (lessons(),
// feature `lessons`, examples/lessons.rs). Each is the engine with its own API, wasm-bindgen's
// glue (an ES module) and its wasm, built into dist/fair/ and dist/lessons/ by
// scripts/post-build.sh.
//
//   import { loadLessons } from '../engine/bundles.js';
//   const { lessons, Game } = await loadLessons(); // the initialised bindings
//
// Each is fetched once per page and shared by every caller; once loaded, whoever asked is told
// (loaded(): main.js keeps it for offline play, offline.js). A failure (offline and never
// loaded, a host that fails) rejects with a BundleError, which ui/reasons.js words, and is not
// kept: the next call tries again.

/** Each bundle's glue and wasm, relative to this module. The build names them by a content
 * hash, as Trunk does the page's own wasm, and writes those names here in dist/. */
const FILES = {
  fair: { glue: '../../fair/fair.js', wasm: '../../fair/fair_bg.wasm' },
  lessons: { glue: '../../lessons/lessons.js', wasm: '../../lessons/lessons_bg.wasm' },
};

/** A bundle that could not be loaded. Like the engine's errors it has a machine `kind` and
 * `params` for the page to word (reasons.js); `message` is for the console. */
export class BundleError extends Error {
  /** @param {string} bundle @param {any} cause */
  constructor(bundle, cause) {
    super(`the ${bundle} bundle could not be loaded: ${cause?.message ?? cause}`, { cause });
    this.name = 'BundleError';
    this.kind = 'BundleUnavailable';
    /** `bundle`: 'fair' or 'lessons'; `offline`: the browser knew it had no network. */
    this.params = { bundle, offline: globalThis.navigator?.onLine === false };
  }
}

/** The absolute URLs of every bundle's files, for the service worker to keep those it has. */
export function bundleFiles() {
  return Object.values(FILES).flatMap(({ glue, wasm }) => [glue, wasm].map((f) => new URL(f, import.meta.url).href));
}

/** Fair mode's bindings (`FairGame`, and the engine's API). */
export const loadFair = () => load('fair');

/** The tutorial's bindings (`lessons()`, `Game` with its lesson methods, and the engine's API). */
export const loadLessons = () => load('lessons');

/** Told after each bundle loads. @type {(() => void)[]} */
const listeners = [];
/** `heard()` is called after each bundle loads (main.js: the files kept for offline play).
 * @param {() => void} heard */
export const loaded = (heard) => void listeners.push(heard);

/** @type {Map<string, Promise<any>>} */
const loading = new Map();
/** How many loads failed, by bundle: a module whose import failed is imported again under a
 * new URL, since browsers before whatwg/html#10327 (Chromium has it) keep the failure. */
const failures = new Map();

/** @param {'fair' | 'lessons'} name */
function load(name) {
  if (!loading.has(name)) {
    const loaded = instantiate(name).catch((e) => {
      loading.delete(name);
      failures.set(name, (failures.get(name) ?? 0) + 1);
      throw new BundleError(name, e);
    });
    loading.set(name, loaded);
  }
  return loading.get(name);
}

/** @param {'fair' | 'lessons'} name */
async function instantiate(name) {
  const glue = new URL(FILES[name].glue, import.meta.url);
  const wasm = new URL(FILES[name].wasm, import.meta.url);
  if (failures.has(name)) glue.search = `?retry=${failures.get(name)}`;
  const bindings = await import(glue.href);
  await bindings.default({ module_or_path: wasm });
  for (const heard of listeners) heard();
  return bindings;
}

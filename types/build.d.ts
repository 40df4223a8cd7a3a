// What the build (scripts/bundle.mjs) writes into the page's code, as esbuild `define`s.

/** The wasm bundles' files by name, as URLs relative to the page's chunks (www/bundles.js):
 * JSON text, which esbuild writes where it is used (an object would be a chunk of its own). */
declare var MUSES_BUNDLES: string | undefined;
/** Live play's codec's wasm files, apart from MUSES_BUNDLES: only its chunk carries them. */
declare var MUSES_LIVE: string | undefined;

/** The service worker's list (www/sw.js): the page's files and the wasm bundles', as paths from
 * the page's folder. */
declare var MUSES_BUILD: { files: string[]; bundles: string[] } | undefined;

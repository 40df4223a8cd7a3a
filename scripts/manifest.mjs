// @ts-check
// What a build of the page is made of, worked out from what the build wrote (scripts/bundle.mjs
// calls it; tests/unit/manifest.test.mjs tests it): which files index.html refers to, which
// the bundle's entry imports statically (the first load, by reading), which are loaded later
// (on demand: dynamic imports, workers, every language's table), and which are the wasm
// bundles kept only once loaded. The service worker keeps every file but the bundles; the size
// report and the e2e tests read the same description from dist/files.json. No file system here.

/**
 * @typedef {{ path: string, kind: string, external?: boolean }} Import
 * @typedef {{ bytes: number, imports: Import[], entryPoint?: string, inputs: Record<string, unknown> }} Output
 * @typedef {{ glue: string, wasm: string }} Bundle
 * @typedef {{
 *   firstLoad: string[],
 *   onDemand: string[],
 *   bundles: Record<string, Bundle>,
 *   sources: Record<string, string>,
 * }} Build
 */

/** The local files an HTML page refers to (its tags' src and href, and the quoted URLs of its
 * inline scripts, such as the engine's loader): scripts, styles and wasm, relative to the page.
 * @param {string} html
 * @returns {string[]} */
export function htmlReferences(html) {
  const quoted = html.match(/["'][^"'<>()\s]+\.(?:m?js|css|wasm)["']/g) ?? [];
  const urls = quoted.map((q) => q.slice(1, -1)).filter((url) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url));
  return [...new Set(urls.map((url) => normalise(url.split(/[?#]/)[0])))];
}

/** A relative URL as a path inside the build folder ('./a/../b.js' is 'b.js'); an error above it.
 * @param {string} url */
export function normalise(url) {
  const parts = [];
  for (const part of url.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) throw new Error(`${url} is outside the build`);
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** The outputs `start` imports statically, and those they import, `start` included (esbuild's
 * metafile outputs, keyed by path). Dynamic imports are where the graph stops.
 * @param {Record<string, Output>} outputs
 * @param {string} start
 * @returns {Set<string>} */
export function staticClosure(outputs, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const path = /** @type {string} */ (queue.pop());
    if (seen.has(path)) continue;
    const output = outputs[path];
    if (!output) throw new Error(`${path} is not an output of the build`);
    seen.add(path);
    for (const i of output.imports) if (i.kind === 'import-statement' && !i.external) queue.push(i.path);
  }
  return seen;
}

/**
 * The build's description. Paths are relative to the build folder.
 * - `outputs`: esbuild's metafile outputs (the page's bundle and its workers), keys relative to
 *   the build folder;
 * - `html`: index.html's text once written; `files`: every file in the build folder;
 * - `bundles`: the wasm bundles' files by name; `skip`: files that are not the page (the
 *   service worker, this description).
 * The first load: index.html, what it refers to, and their static imports. On demand: every
 * other file but the bundles and `skip`.
 * @param {{ outputs: Record<string, Output>, html: string, files: string[], bundles: Record<string, Bundle>, skip: string[] }} build
 * @returns {Build}
 */
export function describe({ outputs, html, files, bundles, skip }) {
  const present = new Set(files);
  const first = new Set(['index.html']);
  for (const ref of htmlReferences(html)) {
    if (!present.has(ref)) throw new Error(`index.html refers to ${ref}, which the build does not have`);
    for (const path of ref in outputs ? staticClosure(outputs, ref) : [ref]) first.add(path);
  }
  const bundled = new Set(Object.values(bundles).flatMap((b) => [b.glue, b.wasm]));
  for (const path of bundled) {
    if (!present.has(path)) throw new Error(`the bundle file ${path} is missing`);
    if (first.has(path)) throw new Error(`${path}, a bundle loaded on demand, is part of the first load`);
  }
  /** @type {Record<string, string>} */
  const sources = {};
  for (const [path, output] of Object.entries(outputs)) {
    // A module in a worker too (its own copy): the page's chunk, listed first, is named.
    for (const input of Object.keys(output.inputs)) sources[input] ??= path;
  }
  const onDemand = files.filter((f) => !first.has(f) && !bundled.has(f) && !skip.includes(f));
  return { firstLoad: [...first].sort(), onDemand: onDemand.sort(), bundles, sources: sortKeys(sources) };
}

/** The same object with its keys in order (a stable files.json).
 * @param {Record<string, string>} object */
const sortKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

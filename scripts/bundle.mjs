// @ts-check
// The page, bundled (make dist: scripts/build.sh stages index.html, the manifest and the icons,
// then runs `node scripts/bundle.mjs <staging folder>`).
//
// index.html names its module and its style sheet as in the source (`www/main.js`,
// `www/style.css`). esbuild follows the module's imports from there: what they import
// statically is the first load (the entry and its shared chunks, preloaded by index.html);
// every dynamic import() is a chunk of its own, fetched when asked for; a worker
// (`new Worker(new URL('./x.js', import.meta.url))`) is bundled on its own. Every name carries
// a hash of its content, every URL is relative (the page works from any sub-path). The style
// sheet is inlined in index.html, so nothing blocks the first paint but the page itself.
// Then the wasm bundles (scripts/build-bundles.sh built them): the page's own at the top
// (muses-<hash>.js and _bg.wasm), preloaded by index.html and started by its loader in place of
// `<script type="module" data-engine>`; the others in fair/, lessons/, review/, puzzles/ and live/,
// their names given to the page; the app's manifest written in each language
// (scripts/webmanifest.mjs); and the service worker (www/sw.js) built at the top with the list of the page's files. The
// build's description (scripts/manifest.mjs) is written to files.json for the size report and
// the tests.

import { createRequire } from 'node:module';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, staticClosure } from './manifest.mjs';
import { buildManifests } from './webmanifest.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** @type {typeof import('esbuild')} */
const esbuild = createRequire(join(ROOT, 'package.json'))('esbuild');

/** The folder of the bundle's files inside the build, one level down: chunks refer to each
 * other, to the workers and to the wasm bundles by relative URLs from there. */
const OUT = 'js';
/** The wasm bundles loaded on demand (www/engine/bundles.js), from scripts/build-bundles.sh. */
const BUNDLES = ['fair', 'lessons', 'review', 'puzzles', 'live'];

/** Paths inside the build use '/', whatever the system.
 * @param {string} path */
const posix = (path) => path.split(sep).join('/');

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/bundle.mjs <staging folder>');
  const stage = resolve(dir);

  const bundles = await placeBundles(stage);
  await writeManifests(stage);
  const engine = await placeBundle(stage, 'muses', '');

  const source = await readFile(join(stage, 'index.html'), 'utf8');
  // Its comments are for whoever reads the source.
  const { html, outputs } = await bundlePage(
    stage,
    startEngine(await inlineStyles(source.replace(/\s*<!--[\s\S]*?-->/g, '')), engine),
    bundles,
  );
  await writeFile(join(stage, 'index.html'), html);

  // The service worker and the description last: they list every other file.
  const skip = ['sw.js', 'files.json'];
  const files = (await listFiles(stage)).filter((f) => !skip.includes(f));
  const build = describe({ outputs, html, files, bundles, skip });
  await serviceWorker(stage, build);
  await writeFile(join(stage, 'files.json'), `${JSON.stringify(build, null, 1)}\n`);
}

/** Copies each wasm bundle into the build (<name>/<name>-<hash>.js and _bg.wasm); returns their
 * paths inside the build.
 * @param {string} stage */
async function placeBundles(stage) {
  /** @type {Record<string, import('./manifest.mjs').Bundle>} */
  const placed = {};
  for (const name of BUNDLES) placed[name] = await placeBundle(stage, name, `${name}/`);
  return placed;
}

/** Copies wasm bundle `name`'s glue (minified) and wasm into the build under `folder` (a
 * prefix: '' for the top); returns their paths inside the build.
 * @param {string} stage @param {string} name @param {string} folder
 * @returns {Promise<import('./manifest.mjs').Bundle>} */
async function placeBundle(stage, name, folder) {
  const from = join(ROOT, 'target/wasm', name);
  const hash = (await readFile(join(from, 'hash'), 'utf8')).trim();
  await mkdir(join(stage, folder), { recursive: true });
  const glue = `${folder}${name}-${hash}.js`;
  const wasm = `${folder}${name}-${hash}_bg.wasm`;
  for (const file of [glue, wasm]) await copyFile(join(from, basename(file)), join(stage, file));
  return { glue, wasm };
}

/** The app's manifest in each language (scripts/webmanifest.mjs), over the one staged.
 * @param {string} stage */
async function writeManifests(stage) {
  const all = await buildManifests(await readFile(join(stage, 'manifest.webmanifest'), 'utf8'));
  for (const [file, manifest] of Object.entries(all))
    await writeFile(join(stage, file), `${JSON.stringify(manifest)}\n`);
}

/**
 * index.html with the page's wasm started: its glue and binary preloaded (no integrity hashes:
 * the wasm's preload, as=fetch, ignores them with a console warning on every load, and the
 * files come from the page's own host anyway), and in place of `<script type="module"
 * data-engine>` the loader, which instantiates it, publishes the bindings as
 * `window.wasmBindings` and fires `muses-wasm` (engine.js waits for either).
 * @param {string} html @param {import('./manifest.mjs').Bundle} engine
 */
export function startEngine(html, { glue, wasm }) {
  const tag = '<script type="module" data-engine></script>';
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
  const loader = [
    `<link rel="modulepreload" href="./${glue}" crossorigin="anonymous">`,
    `<link rel="preload" href="./${wasm}" crossorigin="anonymous" as="fetch" type="application/wasm">`,
    `<script type="module">import init, * as bindings from './${glue}';` +
      `const wasm = await init({ module_or_path: './${wasm}' });` +
      `window.wasmBindings = bindings;dispatchEvent(new CustomEvent('muses-wasm', { detail: { wasm } }));</script>`,
  ];
  return html.replace(tag, () => loader.join('\n  '));
}

/** index.html with each local style sheet's link replaced by the sheet itself, minified.
 * @param {string} html */
async function inlineStyles(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^":]+)">/g)];
  for (const [tag, href] of links) {
    const { code } = await esbuild.transform(await readFile(join(ROOT, href), 'utf8'), {
      loader: 'css',
      minify: true,
      charset: 'utf8',
    });
    html = html.replace(tag, () => `<style>${code.trim()}</style>`);
  }
  return html;
}

/**
 * Bundles the module index.html loads (`<script type="module" src="www/…">`, a path from the
 * project's folder) into the build's js/ folder, and points index.html at it, with a
 * modulepreload for each chunk it imports statically. Returns the new index.html and esbuild's
 * outputs (paths inside the build).
 * @param {string} stage the build folder
 * @param {string} html index.html
 * @param {Record<string, import('./manifest.mjs').Bundle>} bundles the wasm bundles' files
 */
export async function bundlePage(stage, html, bundles) {
  const inStage = (/** @type {string} */ path) => posix(relative(stage, resolve(ROOT, path)));
  const scripts = [...html.matchAll(/<script type="module" src="([^":]+)"><\/script>/g)];
  if (scripts.length !== 1)
    throw new Error(`index.html has ${scripts.length} <script type="module" src="…">, not one entry`);
  const [[tag, src]] = scripts;
  const outdir = join(stage, OUT);
  const workers = new Map();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [src],
    outdir,
    ...OPTIONS,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    // The wasm bundles' files, relative to the chunks, as JSON text (www/engine/bundles.js);
    // live play's codec's apart (features/live/code.js), out of the first load.
    define: {
      'globalThis.MUSES_BUNDLES': JSON.stringify(JSON.stringify(relativeBundles({ ...bundles, live: undefined }))),
      'globalThis.MUSES_LIVE': JSON.stringify(JSON.stringify(relativeBundles({ live: bundles.live }).live ?? null)),
    },
    plugins: [workerPlugin(outdir, workers)],
  });
  /** @type {Record<string, import('./manifest.mjs').Output>} */
  const outputs = {};
  for (const meta of [result.metafile, ...(await Promise.all(workers.values())).map((w) => w.metafile)]) {
    for (const [path, output] of Object.entries(meta.outputs)) outputs[inStage(path)] = output;
  }
  for (const output of Object.values(outputs))
    for (const i of output.imports) i.path = i.external ? i.path : inStage(i.path);
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === src);
  if (!entry) throw new Error(`esbuild wrote no output for ${src}`);
  const chunks = [...staticClosure(outputs, entry)].filter((path) => path !== entry);
  const lines = [
    `<script type="module" src="${entry}"></script>`,
    ...chunks.map((p) => `<link rel="modulepreload" href="${p}">`),
  ];
  return { html: html.replace(tag, () => lines.join('\n  ')), outputs };
}

/** esbuild's options for the page's modules and workers: ES modules, minified, UTF-8 (the
 * languages' tables are smaller with their accents as they are), the metafile for the rest. */
const OPTIONS = /** @type {const} */ ({
  bundle: true,
  format: 'esm',
  minify: true,
  charset: 'utf8',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

/** The bundles' files as URLs relative to the chunks in js/.
 * @param {Record<string, import('./manifest.mjs').Bundle | undefined>} bundles */
function relativeBundles(bundles) {
  const up = (/** @type {string} */ path) => `../${path}`;
  return Object.fromEntries(
    Object.entries(bundles).flatMap(([name, b]) => (b ? [[name, { glue: up(b.glue), wasm: up(b.wasm) }]] : [])),
  );
}

/** A worker's script, as a module refers to it (`new URL('./x.js', import.meta.url)`). */
const WORKER_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * esbuild leaves `new URL('./worker.js', import.meta.url)` alone: this bundles each such script
 * on its own (once), and rewrites the URL to its hashed name. Every chunk is in the same folder,
 * so './<name>-<hash>.js' is right from any of them. Only modules can be so referred to.
 * @param {string} outdir
 * @param {Map<string, Promise<import('esbuild').BuildResult & { metafile: import('esbuild').Metafile }>>} workers
 * @returns {import('esbuild').Plugin}
 */
function workerPlugin(outdir, workers) {
  return {
    name: 'workers',
    setup(build) {
      build.onLoad({ filter: /\.m?js$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const names = new Map();
        for (const [, , url] of source.matchAll(WORKER_URL)) {
          const file = resolve(dirname(path), url);
          if (!/\.m?js$/.test(file))
            throw new Error(`${path}: the bundle cannot place ${url} (only a worker's module)`);
          if (!workers.has(file)) {
            workers.set(
              file,
              esbuild.build({
                absWorkingDir: ROOT,
                entryPoints: [file],
                outdir,
                entryNames: '[name]-[hash]',
                ...OPTIONS,
              }),
            );
          }
          const meta = /** @type {NonNullable<Awaited<ReturnType<typeof esbuild.build>>['metafile']>} */ (
            (await workers.get(file))?.metafile
          );
          const out = Object.keys(meta.outputs).find((o) => meta.outputs[o].entryPoint);
          names.set(url, `./${basename(/** @type {string} */ (out))}`);
        }
        const contents = source.replace(
          WORKER_URL,
          (_, quote, url) => `new URL(${quote}${names.get(url)}${quote}, import.meta.url)`,
        );
        return { contents, loader: 'js', resolveDir: dirname(path) };
      });
    },
  };
}

/** The service worker (www/sw.js) at the top of the build, so that its scope is the whole
 * page, with the list of files it keeps: every file of the page but the wasm bundles, which it
 * keeps once loaded. A new build is a new sw.js, which browsers take as an update.
 * @param {string} stage
 * @param {import('./manifest.mjs').Build} build */
async function serviceWorker(stage, build) {
  const files = ['', ...build.firstLoad, ...build.onDemand];
  const bundles = Object.values(build.bundles).flatMap((b) => [b.glue, b.wasm]);
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['www/sw.js'],
    outfile: join(stage, 'sw.js'),
    ...OPTIONS,
    metafile: false,
    // A classic script: module service workers are not in every browser yet.
    format: 'iife',
    define: { 'globalThis.MUSES_BUILD': JSON.stringify({ files, bundles }) },
  });
}

/** Every file under `dir`, as paths relative to it.
 * @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => posix(relative(dir, join(e.parentPath, e.name))))
    .sort();
}

// Run as a script (the hook), not when imported.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

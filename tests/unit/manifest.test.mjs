// @ts-check
// The build's description (scripts/manifest.mjs) and the bundle (scripts/bundle.mjs) on a small
// fixture (tests/unit/bundle/): what the first load is, what stays out of it, where a worker
// goes, and the mistakes the build refuses.

import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { bundlePage } from '../../scripts/bundle.mjs';
import { describe, htmlReferences, normalise, staticClosure } from '../../scripts/manifest.mjs';

/** An esbuild metafile output, as much of it as the description reads.
 * @param {[string, string][]} imports
 * @param {string[]} inputs
 * @param {string} [entryPoint] */
const output = (imports, inputs, entryPoint) => ({
  bytes: 1,
  imports: imports.map(([path, kind]) => ({ path, kind })),
  inputs: Object.fromEntries(inputs.map((i) => [i, {}])),
  ...(entryPoint ? { entryPoint } : {}),
});

/** A page like the built one: the engine's loader and preload, the entry and its chunk. */
const HTML = `<link rel="preload" href="./muses-1a_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">
<script type="module">import init, * as bindings from './muses-1a.js'; await init({ module_or_path: './muses-1a_bg.wasm' });</script>
<script type="module" src="js/main-A.js"></script>
<link rel="modulepreload" href="js/chunk-S.js">
<a href="https://example.org/x.js">not ours</a>`;

const OUTPUTS = {
  'js/main-A.js': output(
    [
      ['js/chunk-S.js', 'import-statement'],
      ['js/chunk-L.js', 'dynamic-import'],
    ],
    ['www/main.js'],
    'www/main.js',
  ),
  'js/chunk-S.js': output([], ['www/state.js', 'www/i18n.js']),
  'js/chunk-L.js': output([['js/chunk-S.js', 'import-statement']], ['www/lang/it.js'], 'www/lang/it.js'),
  'js/ai-worker-W.js': output([], ['www/ai-worker.js'], 'www/ai-worker.js'),
};
const BUNDLES = { fair: { glue: 'fair/fair-F.js', wasm: 'fair/fair-F_bg.wasm' } };
const FILES = [
  'index.html',
  'muses-1a.js',
  'muses-1a_bg.wasm',
  ...Object.keys(OUTPUTS),
  'fair/fair-F.js',
  'fair/fair-F_bg.wasm',
  'sw.js',
  'files.json',
];

test("index.html's files: tags and inline scripts, ours only, as paths in the build", () => {
  assert.deepEqual(htmlReferences(HTML).sort(), ['js/chunk-S.js', 'js/main-A.js', 'muses-1a.js', 'muses-1a_bg.wasm']);
  assert.equal(normalise('./js/../a/./b.js'), 'a/b.js');
  assert.throws(() => normalise('../up.js'), /outside the build/);
});

test('the static graph stops at dynamic imports', () => {
  assert.deepEqual([...staticClosure(OUTPUTS, 'js/main-A.js')].sort(), ['js/chunk-S.js', 'js/main-A.js']);
  assert.throws(() => staticClosure(OUTPUTS, 'js/nowhere.js'), /not an output/);
});

test('the first load, what comes on demand, the bundles apart, and where each source went', () => {
  const build = describe({
    outputs: OUTPUTS,
    html: HTML,
    files: FILES,
    bundles: BUNDLES,
    skip: ['sw.js', 'files.json'],
  });
  assert.deepEqual(build.firstLoad, ['index.html', 'js/chunk-S.js', 'js/main-A.js', 'muses-1a.js', 'muses-1a_bg.wasm']);
  assert.deepEqual(build.onDemand, ['js/ai-worker-W.js', 'js/chunk-L.js']);
  assert.deepEqual(build.bundles, BUNDLES);
  assert.equal(build.sources['www/lang/it.js'], 'js/chunk-L.js');
  assert.equal(build.sources['www/i18n.js'], 'js/chunk-S.js');
});

test('the build refuses a missing file and a bundle in the first load', () => {
  const base = { outputs: OUTPUTS, files: FILES, bundles: BUNDLES, skip: [] };
  assert.throws(() => describe({ ...base, html: `${HTML}<script src="gone.js"></script>` }), /refers to gone\.js/);
  assert.throws(
    () => describe({ ...base, html: `${HTML}<link rel="modulepreload" href="fair/fair-F.js">` }),
    /part of the first load/,
  );
  assert.throws(
    () => describe({ ...base, html: HTML, files: FILES.filter((f) => !f.endsWith('.wasm') || !f.startsWith('fair')) }),
    /missing/,
  );
});

test('esbuild: dynamic imports and workers stay out of the first load, every name hashed and relative', async () => {
  const stage = await mkdtemp(join(tmpdir(), 'muses-bundle-'));
  try {
    const html = '<head><script type="module" src="tests/unit/bundle/main.js"></script></head>';
    const { html: page, outputs } = await bundlePage(stage, html, BUNDLES);
    const files = (await readdir(join(stage, 'js'))).map((f) => `js/${f}`);
    const build = describe({
      outputs,
      html: page,
      files: ['index.html', ...files, ...Object.values(BUNDLES.fair)],
      bundles: BUNDLES,
      skip: [],
    });

    const entry = build.sources['tests/unit/bundle/main.js'];
    assert.match(entry, /^js\/main-[A-Z0-9]{8}\.js$/);
    assert.ok(page.includes(`<script type="module" src="${entry}"></script>`), page);
    const later = build.sources['tests/unit/bundle/later.js'];
    const worker = build.sources['tests/unit/bundle/worker.js'];
    const shared = build.sources['tests/unit/bundle/shared.js'];
    assert.ok(build.onDemand.includes(later) && build.onDemand.includes(worker), JSON.stringify(build));
    assert.ok(build.firstLoad.includes(shared), 'what the entry imports is in the first load');
    assert.ok(page.includes(`<link rel="modulepreload" href="${shared}">`), 'and preloaded');

    const code = await readFile(join(stage, entry), 'utf8');
    const name = worker.slice('js/'.length);
    assert.match(name, /^worker-[A-Z0-9]{8}\.js$/);
    assert.ok(code.includes(`new URL("./${name}",import.meta.url)`), `the worker's URL is its hashed name: ${code}`);
    const all = await Promise.all(files.map((f) => readFile(join(stage, f), 'utf8')));
    assert.ok(all.join('').includes('"glue":"../fair/fair-F.js"'), "the bundles' files, relative to the chunks");
    const workerCode = await readFile(join(stage, worker), 'utf8');
    assert.ok(workerCode.includes('shared by the entry'), 'the worker has its imports in it');
    assert.doesNotMatch(workerCode, /\bimport\b/);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
});

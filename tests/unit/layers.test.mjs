// The page's folders look one way down (issue 21): features/ → play/ → table/ and ui/ →
// engine/; the top (main.js wiring, the service worker, the tests' hook) may use any. A module
// imports (statically or on demand) only from its own level or below; a type named in a JSDoc
// comment is no import and is not read. table/ and ui/ are one level: the table draws words,
// the panels read the table. And main.js stays wiring only: at most 300 lines.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LEVEL = { engine: 0, table: 1, ui: 1, play: 2, features: 3 };
const TOP = 4;

/** Every module of www/, as a path from the root. @param {string} dir @returns {string[]} */
function modules(dir = join(ROOT, 'www')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return modules(path);
    return e.name.endsWith('.js') ? [relative(ROOT, path)] : [];
  });
}

/** A module's level: its first folder under www/, or the top. @param {string} file */
const levelOf = (file) => {
  const [, folder, ...rest] = file.split('/');
  return rest.length ? (LEVEL[/** @type {keyof typeof LEVEL} */ (folder)] ?? TOP) : TOP;
};

/** What a module imports, as paths from the root (comments left out: their types are no import).
 * @param {string} file */
function imports(file) {
  const text = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const found = [...text.matchAll(/\bfrom\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|^\s*import\s*'([^']+)'/gm)];
  return found
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => normalize(join(dirname(file), spec)));
}

test('no module imports from a folder above its own', () => {
  const files = modules();
  assert.ok(files.length >= 60, `${files.length} modules read`);
  const upwards = files.flatMap((file) =>
    imports(file)
      .filter((to) => levelOf(to) > levelOf(file))
      .map((to) => `${file} → ${to}`),
  );
  assert.deepEqual(upwards, []);
});

test('the check sees a static import, one on demand, and no type in a comment', () => {
  assert.equal(levelOf('www/features/hint.js'), 3);
  assert.equal(levelOf('www/ui/lang/en.js'), 1);
  assert.equal(levelOf('www/main.js'), TOP);
  assert.ok(imports('www/main.js').includes('www/features/tutorial.js'), 'an import on demand');
  assert.ok(imports('www/play/flow.js').includes('www/table/state.js'), 'a static import');
  assert.ok(!imports('www/engine/port.js').includes('www/table/state.js'), 'a type in a comment');
});

test('main.js is wiring only: at most 300 lines', () => {
  const lines = readFileSync(join(ROOT, 'www/main.js'), 'utf8').split('\n').length;
  assert.ok(lines <= 300, `www/main.js has ${lines} lines`);
});

/** A module's code without its comments. @param {string} file */
const code = (file) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');

test('fair mode plugs into the keeper: play/ imports none of it and names it nowhere', () => {
  const play = modules().filter((file) => file.startsWith('www/play/'));
  assert.ok(play.length >= 20, `${play.length} modules of play/ read`);
  const imported = play.flatMap((file) =>
    imports(file)
      .filter((to) => /^www\/features\/fair/.test(to) || to === 'www/engine/fair.js' || to === 'www/fair.js')
      .map((to) => `${file} → ${to}`),
  );
  assert.deepEqual(imported, []);
  const named = play.filter((file) => /fair/i.test(readFileSync(join(ROOT, file), 'utf8')));
  assert.deepEqual(named, [], 'play/ names fair mode nowhere, comments included');
});

test("only engine/fair.js and its workers' twin (engine/fair-open.js) touch the wasm's FairGame", () => {
  const others = modules().filter((file) => /\bFairGame\b/.test(code(file)));
  assert.deepEqual(others.sort(), ['www/engine/fair-open.js', 'www/engine/fair.js']);
});

test("main.js only wires: fair mode's loader is registered, not written there", () => {
  const main = code('www/main.js');
  assert.ok(!/import\('\.\/features\/fair/.test(main), 'main.js loads no fair module itself');
  assert.ok(imports('www/main.js').includes('www/fair.js'));
});

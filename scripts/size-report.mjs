// @ts-check
// What a visitor downloads, raw and gzip -9 (about what a static host sends compressed): the
// FIRST LOAD, which the goal of 150 KB gzip of wasm and JS is about, and apart, the files loaded
// later on demand (the computer's worker, chunks imported when needed, the service worker, the
// language tables a player does not use) and the wasm bundles (fair mode's, the tutorial's,
// the review's). The first load is what the page fetches when opened in a fresh Chromium until
// its network is idle (tests/e2e/first-load.mjs: dynamic imports at start, such as the
// engine's module and the player's language, count); without the browser, what the build says
// index.html loads and their static imports (dist/files.json, scripts/manifest.mjs). The page
// itself (index.html, its style sheet inlined) is shown apart. Each chunk is named with the
// sources in it. Fails if a bundle is missing or part of the first load.
//
//   node scripts/size-report.mjs [dist]     (make size, through scripts/size-report.sh)

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const GOAL = 150_000;
/** What the goal counts. */
const COUNTED = /\.(m?js|wasm|json)$/;

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** @returns {import('./manifest.mjs').Build} */
function build() {
  const file = join(DIST, 'files.json');
  if (!existsSync(file)) throw new Error(`no ${file}: build the page first (make dist)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The first load as Chromium fetches it, or null without the browser tools.
 * @returns {string[] | null} */
function fetched() {
  const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(chromium) || !existsSync(join(ROOT, 'node_modules/playwright-core'))) return null;
  try {
    const out = execFileSync(process.execPath, [join(ROOT, 'tests/e2e/first-load.mjs')], {
      env: { ...process.env, MUSES_DIST: DIST },
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch (e) {
    console.error(`size report: the browser could not open the page (${e instanceof Error ? e.message : e})`);
    return null;
  }
}

/** Prints a table of `files`; returns its gzip total.
 * @param {string} title @param {string[]} files @param {Record<string, string[]>} names */
function table(title, files, names) {
  let raw = 0;
  let gz = 0;
  console.log(title);
  console.log(`  ${'file'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const f of files) {
    const bytes = readFileSync(join(DIST, f));
    // gzip's own -9 (not zlib's: a few tenths of a percent apart), as the figures always were.
    const g = execFileSync('gzip', ['-9', '-c'], { input: bytes, maxBuffer: 1 << 26 }).length;
    raw += bytes.length;
    gz += g;
    const what = names[f]?.length ? ` (${names[f].join(', ')})` : '';
    const label = `${f}${what}`;
    console.log(
      `  ${(label.length > 58 ? `${label.slice(0, 56)}…)` : label).padEnd(58)} ${kb(bytes.length).padStart(10)} ${kb(g).padStart(10)}`,
    );
  }
  console.log(`  ${'total'.padEnd(58)} ${kb(raw).padStart(10)} ${kb(gz).padStart(10)}`);
  return gz;
}

function main() {
  const b = build();
  const bundles = Object.values(b.bundles).flatMap((x) => [x.glue, x.wasm]);
  /** The sources in each chunk, short ('www/ui/lang/it.js' is 'ui/lang/it'). @type {Record<string, string[]>} */
  const names = {};
  for (const [source, out] of Object.entries(b.sources)) {
    (names[out] ??= []).push(source.replace(/^www\//, '').replace(/\.js$/, ''));
  }

  const seen = fetched();
  const how = seen
    ? 'what Chromium fetches opening the page, until idle'
    : "index.html's files and their static imports";
  const first = new Set(seen ?? b.firstLoad);
  for (const f of bundles) {
    if (first.has(f)) throw new Error(`${f}, a wasm bundle loaded on demand, is part of the first load`);
    if (!existsSync(join(DIST, f))) throw new Error(`no ${f}: make dist builds it (scripts/build.sh)`);
  }
  const all = [...b.firstLoad, ...b.onDemand, 'sw.js'];
  const firstFiles = all.filter((f) => first.has(f) && COUNTED.test(f)).sort();
  const later = all.filter((f) => !first.has(f) && COUNTED.test(f)).sort();

  console.log(`size report (${DIST}, raw and gzip -9):`);
  const firstGz = table(`first load, wasm and JS (${how}):`, firstFiles, names);
  table('the page itself, its style sheet inlined:', ['index.html'], names);
  table('on demand (the worker, chunks imported when needed, the service worker, other languages):', later, names);
  table(
    "on demand, the wasm bundles (www/engine/bundles.js: fair mode's, the tutorial's, the review's, the puzzles', live play's codec):",
    bundles.sort(),
    names,
  );
  const verdict = firstGz <= GOAL ? 'within' : 'OVER';
  console.log(`first load gzip: ${firstGz} bytes (${kb(firstGz)}; goal ≤ ${kb(GOAL)}: ${verdict})`);
}

try {
  main();
} catch (e) {
  console.error(`size report: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}

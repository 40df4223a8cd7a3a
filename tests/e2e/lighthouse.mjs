// @ts-check
// Lighthouse on the built page (`make bench`): a simulated phone (Lighthouse's default: a
// mid-range phone on slow 4G, 4× slower CPU) and a desktop, against dist/ served as the e2e
// tests serve it (a sub-path, 127.0.0.1) and gzipped, as a static host sends it. Prints the
// performance, accessibility and best-practices scores, the key metrics and the audits that
// fell short; writes each report (HTML and JSON) to target/lighthouse/. It reports; it never
// fails on a score. Goal (docs/figures.md): phone performance ≥ 95, accessibility and best
// practices 100.
//
//   node tests/e2e/lighthouse.mjs            the median of three runs of each (by performance)
//   node tests/e2e/lighthouse.mjs --runs 1   one run of each
//
// On a shared machine the other jobs' load shows in the main thread's times, hence in TBT and
// the performance score; a median of three tempers it.

import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, startServer } from './harness.mjs';

const OUT = join(ROOT, 'target/lighthouse');
const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const FORMS = /** @type {const} */ ([
  ['phone', []],
  ['desktop', ['--preset=desktop']],
]);

/**
 * @typedef {{ score: number | null, title: string, displayValue?: string, numericValue?: number,
 *   scoreDisplayMode: string }} Audit
 * @typedef {{ categories: Record<string, { score: number, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, Audit> }} Report
 */

/** One Lighthouse run of `url` as `name` (its extra flags): the JSON report, the HTML beside it.
 * @param {string} url @param {string} name @param {readonly string[]} flags @returns {Promise<Report>} */
async function run(url, name, flags) {
  const path = join(OUT, name);
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      ...flags,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--output=html',
      `--output-path=${path}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 1 << 26 },
  );
  return JSON.parse(await readFile(`${path}.report.json`, 'utf8'));
}

/** A run's scores in a line, and what fell short.
 * @param {Report} report @param {string} name */
function summary(report, name) {
  const score = (/** @type {string} */ c) => Math.round(report.categories[c].score * 100);
  const metrics = METRICS.map(([id, short]) => `${short} ${report.audits[id].displayValue}`).join(', ');
  // What fell short: the scored audits under 90 %, and the insights that failed.
  const short = Object.entries(report.audits)
    .filter(
      ([, a]) =>
        a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map(([id, a]) => (a.displayValue ? `${id} (${a.displayValue})` : id));
  return {
    performance: score('performance'),
    name,
    line: `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ${metrics}`,
    short,
  };
}

async function main() {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Math.max(1, Number(process.argv[at + 1]) || 1) : 3;
  await mkdir(OUT, { recursive: true });
  const server = await startServer({ compress: true });
  try {
    console.log(
      `Lighthouse (simulated throttling; the page gzipped from ${server.url}), reports in target/lighthouse/:`,
    );
    for (const [form, flags] of FORMS) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const name = runs > 1 ? `${form}-${i + 1}` : form;
        results.push(summary(await run(server.url, name, flags), name));
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[results.length >> 1];
      const spread =
        runs > 1
          ? ` (median of ${runs}: performance ${results.map((r) => r.performance).join(', ')}; ${median.name})`
          : '';
      console.log(`  ${form}: ${median.line}${spread}`);
      if (median.short.length) console.log(`    short of the mark: ${median.short.join(', ')}`);
    }
  } finally {
    await server.close();
  }
}

await main();

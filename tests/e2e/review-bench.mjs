// The review's time in the page (docs/figures-review.md): the 2-player round of 40 turns (48
// actions) that `muses review --seed 355 --level easy` plays, opened by its link in headless
// Chromium and reviewed from the end-of-round panel, at the default budget then deeper (the
// page's performance measures `review`: from the worker's start to its last step), then a
// reload and the kept review opened again (the click to the review shown whole). Wall-clock,
// with the machine's load average beside it (other jobs on the cores stretch it), and the CPU
// time of the browser's processes meanwhile (what a device with a core to spare waits, as
// bench.mjs counts it). It reports; it never fails on slowness.
//
//   node tests/e2e/review-bench.mjs

import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startSession } from './harness.mjs';

/** CPU ms of every live process descended from this one (the browser's), from /proc. */
function browserCpu() {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return [Number(pid), text.slice(text.lastIndexOf(')') + 2).split(' ')];
      } catch {
        return [Number(pid), null]; // gone meanwhile
      }
    })
    .filter(([, f]) => f);
  const parent = new Map(procs.map(([pid, f]) => [pid, Number(f[1])]));
  const below = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  return procs.filter(([pid]) => below(pid)).reduce((sum, [, f]) => sum + (Number(f[11]) + Number(f[12])) * 10, 0);
}

/** `muses review --seed 355 --level easy`'s game (its first line). */
const CODE = 'gASwIYwEAAAAAAAAwzgxi4CQjszYEg3mV32Sk5EaCG6eYoxXcKsUbp3ir1HOVNl1UbAA';

const s = await startSession();
try {
  const { page } = await s.open(`#${CODE}`);
  const screen = (w) => page.waitForFunction((x) => window.__muses?.screen() === x, w, { timeout: 30_000 });
  const done = () => page.waitForFunction(() => document.getElementById('review-deeper')?.hidden === false, null, { timeout: 600_000 });
  const last = () => page.evaluate(() => performance.getEntriesByName('review').map((m) => ({ ms: m.duration, ...m.detail })).at(-1));
  await screen('seat');
  await page.click('#seat-all');
  await screen('result');
  const load = () => loadavg()[0].toFixed(1);
  console.log(`load average ${load()}`);
  const say = (what, m, cpu) =>
    console.log(
      `${what} (${m.iterations} iterations an action): ${m.actions} actions in ${(m.ms / 1000).toFixed(1)} s, ` +
        `the browser's CPU ${(cpu / 1000).toFixed(1)} s, slowest step ${Math.round(m.slowest)} ms (load ${load()})`,
    );
  let cpu = browserCpu();
  await page.click('#result-review');
  await done();
  say('default', await last(), browserCpu() - cpu);
  cpu = browserCpu();
  await page.click('#review-deeper');
  await page.waitForFunction(() => /deeper/i.test(document.getElementById('review-status')?.textContent ?? ''), null, { timeout: 900_000 });
  say('deeper', await last(), browserCpu() - cpu);
  await page.reload();
  await screen('result');
  const start = Date.now();
  await page.click('#result-review');
  await page.waitForFunction(() => /deeper/i.test(document.getElementById('review-status')?.textContent ?? ''), null, { timeout: 30_000 });
  console.log(`the kept review opened again: ${Date.now() - start} ms from the click (its loading and the worker's start included)`);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('dance-of-muses.reviews')).map((k) => `${k.depth} ${k.text.length}`));
  console.log(`kept: ${kept.join(', ')} characters`);
} finally {
  await s.close();
}

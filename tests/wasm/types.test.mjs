// @ts-check
// What the wasm sends against what its declarations say (make test-wasm): every kind of value
// each bundle hands the page (samples.mjs), declared in TypeScript with the type its function
// returns, is checked by tsc against the declarations derived from the Rust types (tsify). A
// field serde sends that the types lack, or lacks, or of another type, fails here; so does a
// kind of event, action, goal, highlight… that the declarations have and no sample showed.
// The bundles are the ones scripts/build-bundles.sh built (make test-wasm builds them first).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  Samples,
  fairSamples,
  lessonsSamples,
  liveSamples,
  load,
  musesSamples,
  puzzlesSamples,
  reviewSamples,
} from './samples.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'target/wasm/samples');
/** A fair link whose round a false alarm stopped (tests/fair.rs writes it). */
const STOPPED = await readFile(join(ROOT, 'tests/data/fair-false-alarm.txt'), 'utf8');

/** Each bundle, what it is asked, and the unions whose every kind a sample must show. */
const BUNDLES = [
  { name: 'muses', ask: musesSamples, every: ['M.Event', 'M.Action', 'M.Cause'] },
  { name: 'lessons', ask: lessonsSamples, every: ['M.Goal', 'M.Highlight'] },
  { name: 'review', ask: reviewSamples, every: ['M.Mark'] },
  {
    name: 'fair',
    ask: (/** @type {any} */ m, /** @type {Samples} */ s) => fairSamples(m, s, STOPPED),
    every: ['M.FairStep', 'M.Verdict'],
  },
  { name: 'puzzles', ask: puzzlesSamples, every: ['M.PuzzleCategory', 'M.PuzzleWhy', 'M.PuzzleWrong'] },
  { name: 'live', ask: liveSamples, every: ['M.LiveError'] },
];

/** tsc over the samples written (tests/wasm/tsconfig.json): its report, empty when they pass. */
function tsc() {
  const run = spawnSync('tsc', ['-p', join(ROOT, 'tests/wasm/tsconfig.json')], { encoding: 'utf8', cwd: ROOT });
  if (run.error) throw run.error;
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

test('every value the bundles hand out has the type their declarations give it', async () => {
  await mkdir(OUT, { recursive: true });
  let count = 0;
  for (const { name, ask, every } of BUNDLES) {
    const samples = new Samples();
    await ask(await load(ROOT, name), samples);
    count += samples.values.length;
    await writeFile(join(OUT, `${name}.ts`), samples.typescript(`../${name}/${name}.js`, every));
  }
  const { status, report } = tsc();
  assert.equal(status, 0, `tsc found values that do not match their types:\n${report}`);
  assert.ok(count > 500, `only ${count} values`);
});

test('a value that does not match its type is found', async () => {
  // The check itself: a view missing a field and an event of a kind that does not exist.
  await mkdir(join(OUT, 'wrong'), { recursive: true });
  const m = await load(ROOT, 'muses');
  const game = new m.Game({ players: 2, seed: '1' });
  const { to_move: _, ...view } = game.view(undefined, false);
  const samples = new Samples();
  samples.add('a view without to_move', 'ReturnType<M.Game["view"]>', view);
  samples.add('an event that is none', 'M.Event', { kind: 'Flew', square: { x: 0, y: 0 } });
  await writeFile(join(OUT, 'wrong', 'muses.ts'), samples.typescript('../../muses/muses.js', []));
  const run = spawnSync('tsc', ['-p', join(ROOT, 'tests/wasm/tsconfig.wrong.json')], { encoding: 'utf8', cwd: ROOT });
  const report = `${run.stdout}${run.stderr}`;
  assert.notEqual(run.status, 0);
  assert.match(report, /to_move/);
  assert.match(report, /"Flew"/);
});

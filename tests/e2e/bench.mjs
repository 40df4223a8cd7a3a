// The engine's speed in the browser next to its native speed, in one run (`make bench`, a
// check of `make test`): the same perft from the same position natively (the release `muses`
// binary), in headless Chromium (the built page's own wasm, in a Web Worker as the computer
// players use it) and, when built, as a wasm32-wasip1 binary under Node's `node:wasi` (the
// engine as wasm without a browser). Then Hard's search iterations per second in Chromium,
// thinking by time as on the page. It reports; it never fails on slowness.
//
//   node tests/e2e/bench.mjs          perft and Hard (about a minute)
//   node tests/e2e/bench.mjs --game   also a whole Hard-against-Hard game at 1 s a move, for
//                                     Hard's typical iterations in the browser (the arena's)

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startSession } from './harness.mjs';

/** A 9-Muse dance position of tests/data/perft.txt, its depth and its count. */
const PERFT = perftLine('Perft benchmark');
/** Runs of each; the best is the figure (the machine is shared: the others are noise). */
const RUNS = 2;
/** Hard's budget per move (ms), as the new-game screen's default. */
const THINK = 1000;
/** Positions Hard thinks about (from tests/data/perft.txt): a placement, the dance, a late dance. */
const HARD_POSITIONS = [
  'calliope@0,0=1o pw 2 hands=Erato,Melpomene,Polyhymnia,Thalia|Clio,Euterpe,Terpsichore,Urania mystery=-',
  'calliope@0,0=1o/Terpsichore@1,1=1w/Melpomene@-2,0=4p/Euterpe@-1,-1=2w/Polyhymnia@-1,1=1p/clio@-3,-1=2w/Thalia@-1,2=1p/Urania@-2,-1=1w/erato@0,3=1p pw 2',
  'calliope@1,1=5o/Terpsichore@1,2=4w/Melpomene@0,-2=2p/Euterpe@0,-1=2w/Polyhymnia@0,0=5p/clio@-2,-1=4w/Thalia@-1,2=4p/Urania@-1,0=1w/erato@0,3=1p pw 2',
];

/** The line of tests/data/perft.txt after the comment `# <tag>:`, as { position, depth, count }. */
function perftLine(tag) {
  const lines = readFileSync(join(ROOT, 'tests/data/perft.txt'), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith(`# ${tag}`));
  const fields = lines.slice(at + 1).find((l) => l.trim() && !l.startsWith('#')).split(';').map((f) => f.trim());
  return { position: fields[0], depth: fields.length - 1, count: Number(fields.at(-1)) };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const best = (times) => Math.min(...times);

/** Runs `muses perft` (a binary, or a command) RUNS times: the best wall time in ms. */
function timeCommand(command, args) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const out = execFileSync(command, args, { encoding: 'utf8' }).trim();
    times.push(performance.now() - start);
    if (Number(out) !== PERFT.count) throw new Error(`${command} counted ${out}, not ${PERFT.count}`);
  }
  return best(times);
}

/** A Web Worker in the page that loads the page's own wasm and runs `body(m, data)`. */
async function startWorker(page) {
  await page.evaluate(async () => {
    const link = document.querySelector('link[rel=preload][href$="_bg.wasm"]');
    const urls = { wasm: link.href, glue: link.href.replace(/_bg\.wasm$/, '.js') };
    const source = `
      const m = await import(${JSON.stringify(urls.glue)});
      const exports = await m.default({ module_or_path: ${JSON.stringify(urls.wasm)} });
      onmessage = ({ data }) => {
        const start = performance.now();
        if (data.perft) return postMessage({ count: m.perft(data.perft, data.depth), ms: performance.now() - start });
        if (data.hard) {
          const game = m.Game.fromPosition(data.hard);
          const c = game.computerChoice('hard', '1', undefined, data.millis);
          game.free();
          return postMessage({ iterations: c.iterations, ms: performance.now() - start });
        }
        // A whole game, Hard against Hard: iterations and time of each move that had a choice.
        const game = new m.Game({ players: 2, seed: String(data.game) });
        const moves = [];
        for (let n = 0; n < 300; n++) {
          const t = performance.now();
          const c = game.computerChoice('hard', String(n + 1), undefined, data.millis);
          if (!c) break;
          if (c.iterations > 0) moves.push({ iterations: c.iterations, ms: performance.now() - t });
          game.apply(c.action);
        }
        game.free();
        postMessage({ moves, memory: exports.memory.buffer.byteLength });
      };
      postMessage('ready');`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
    await new Promise((ready, fail) => {
      worker.onmessage = ready;
      worker.onerror = (e) => fail(new Error(e.message));
    });
    window.__bench = (data) =>
      new Promise((done) => {
        worker.onmessage = ({ data: answer }) => done(answer);
        worker.postMessage(data);
      });
  });
  return (data) => page.evaluate((d) => window.__bench(d), data);
}

async function main() {
  const game = process.argv.includes('--game');
  const native = join(ROOT, 'target/release/muses');
  if (!existsSync(native)) throw new Error(`${native} is missing: cargo build --release --bin muses`);
  const args = ['perft', String(PERFT.depth), PERFT.position];
  console.log(`perft ${PERFT.depth} from a 9-Muse position (${PERFT.count.toLocaleString('en')} leaves), best of ${RUNS}:`);
  const nativeMs = timeCommand(native, args);
  console.log(`  native (release)          ${seconds(nativeMs)}  ${(PERFT.count / nativeMs / 1e3).toFixed(1)} M leaves/s`);

  const session = await startSession();
  try {
    const { page } = await session.open();
    const run = await startWorker(page);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const { count, ms } = await run({ perft: PERFT.position, depth: PERFT.depth });
      if (count !== PERFT.count) throw new Error(`the browser counted ${count}, not ${PERFT.count}`);
      times.push(ms);
    }
    const browserMs = best(times);
    console.log(`  Chromium (the page's wasm) ${seconds(browserMs)}  ratio to native ${(browserMs / nativeMs).toFixed(2)} (goal ≤ 1.5)`);

    // The engine as wasm outside the browser: node:wasi runs the muses binary built for WASI.
    const wasi = join(ROOT, 'target/wasm32-wasip1/release/muses.wasm');
    if (existsSync(wasi)) {
      const wasiMs = timeCommand(process.execPath, ['--no-warnings', join(ROOT, 'tests/e2e/wasi.mjs'), wasi, ...args]);
      console.log(`  node:wasi (wasm32-wasip1) ${seconds(wasiMs)}  ratio to native ${(wasiMs / nativeMs).toFixed(2)}`);
    } else {
      console.log('  node:wasi: not built (cargo build --release --target wasm32-wasip1 --bin muses)');
    }

    let iterations = 0;
    let ms = 0;
    for (const position of HARD_POSITIONS) {
      const answer = await run({ hard: position, millis: THINK });
      iterations += answer.iterations;
      ms += answer.ms;
    }
    console.log(
      `Hard thinking ${THINK} ms a move in Chromium: ${Math.round((iterations / ms) * 1000).toLocaleString('en')} iterations/s ` +
        `(${HARD_POSITIONS.length} positions, ${Math.round(ms)} ms)`,
    );
    if (game) {
      const { moves, memory } = await run({ game: 5, millis: THINK });
      const all = moves.reduce((s, m) => s + m.iterations, 0);
      const time = moves.reduce((s, m) => s + m.ms, 0);
      const sorted = moves.map((m) => m.iterations).sort((a, b) => a - b);
      console.log(
        `Hard against Hard at ${THINK} ms a move, ${moves.length} moves: ${Math.round((all / time) * 1000).toLocaleString('en')} iterations/s; ` +
          `per move median ${sorted[sorted.length >> 1]}, least ${sorted[0]}, most ${sorted.at(-1)}; ` +
          `the worker's wasm memory ${(memory / 1e6).toFixed(0)} MB`,
      );
    }
  } finally {
    await session.close();
  }
}

await main();

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
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT, startSession } from './harness.mjs';

/** A 9-Muse dance position of tests/data/perft.txt, its depth and its count. */
const PERFT = perftLine('Perft benchmark');
/** Rounds of runs, each engine once a round in turn; the best of each is its figure (the
 * machine is shared: the slower runs measure the other jobs). */
const RUNS = 3;
/** Hard's budget per move (ms), as the new-game screen's default. */
const THINK = 1000;
/** Positions Hard thinks about (from tests/data/perft.txt): a placement, the dance, a late dance. */
const HARD_POSITIONS = [
  { name: 'first placement', position: 'calliope@0,0=1o pw 2 hands=Erato,Melpomene,Polyhymnia,Thalia|Clio,Euterpe,Terpsichore,Urania mystery=-' },
  { name: 'dance', position: 'calliope@0,0=1o/Terpsichore@1,1=1w/Melpomene@-2,0=4p/Euterpe@-1,-1=2w/Polyhymnia@-1,1=1p/clio@-3,-1=2w/Thalia@-1,2=1p/Urania@-2,-1=1w/erato@0,3=1p pw 2' },
  { name: 'late dance', position: 'calliope@1,1=5o/Terpsichore@1,2=4w/Melpomene@0,-2=2p/Euterpe@0,-1=2w/Polyhymnia@0,0=5p/clio@-2,-1=4w/Thalia@-1,2=4p/Urania@-1,0=1w/erato@0,3=1p pw 2' },
];

/** Every count of tests/data/perft.txt up to `most` leaves, as { position, depth, count }. */
function perftEntries(most) {
  return readFileSync(join(ROOT, 'tests/data/perft.txt'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .flatMap((l) => {
      const [position, ...counts] = l.split(';').map((f) => f.trim());
      return counts.map((c, d) => ({ position, depth: d + 1, count: Number(c) }));
    })
    .filter((e) => e.count <= most);
}

/** The line of tests/data/perft.txt after the comment `# <tag>:`, as { position, depth, count }. */
function perftLine(tag) {
  const lines = readFileSync(join(ROOT, 'tests/data/perft.txt'), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith(`# ${tag}`));
  const fields = lines.slice(at + 1).find((l) => l.trim() && !l.startsWith('#')).split(';').map((f) => f.trim());
  return { position: fields[0], depth: fields.length - 1, count: Number(fields.at(-1)) };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** The best run of each measure. */
const best = (runs) => ({ wall: Math.min(...runs.map((r) => r.wall)), cpu: Math.min(...runs.map((r) => r.cpu)) });

// CPU time, besides wall time: on a shared machine the wall time also measures the other
// jobs, the CPU time much less. From /proc (Linux), in clock ticks of 10 ms.
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** CPU ms of the children this process has waited for (an execFileSync's command). */
const childrenCpu = () => {
  const f = stat('self');
  return (Number(f[13]) + Number(f[14])) * TICK_MS;
};

/** CPU ms of every live process descended from this one (the browser's processes). */
function descendantsCpu() {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => [Number(pid), stat(pid)])
    .filter(([, f]) => f);
  const parent = new Map(procs.map(([pid, f]) => [pid, Number(f[1])]));
  const below = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  return procs.filter(([pid]) => below(pid)).reduce((sum, [, f]) => sum + (Number(f[11]) + Number(f[12])) * TICK_MS, 0);
}

/** Runs `muses perft` (a binary, or a command): { wall, cpu } in ms. */
function timeCommand(command, args) {
  const start = performance.now();
  const cpu = childrenCpu();
  const out = execFileSync(command, args, { encoding: 'utf8' }).trim();
  if (Number(out) !== PERFT.count) throw new Error(`${command} counted ${out}, not ${PERFT.count}`);
  return { wall: performance.now() - start, cpu: childrenCpu() - cpu };
}

/**
 * A Web Worker that loads the built page's wasm (with its glue, as the computer's worker
 * does), in an empty page of the same origin: the game's page would add its own work to the
 * browser's CPU time. Answers the questions `run(data)` sends.
 */
async function startWorker(session) {
  const page = await session.context.newPage();
  const blank = new URL('bench.html', session.server.url).href;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(blank);
  const wasm = readdirSync(DIST).find((f) => /^muses-.*_bg\.wasm$/.test(f));
  if (!wasm) throw new Error(`no muses-*_bg.wasm in ${DIST}: make dist first`);
  const urls = { wasm: new URL(wasm, session.server.url).href, glue: new URL(wasm.replace(/_bg\.wasm$/, '.js'), session.server.url).href };
  await page.evaluate(async (urls) => {
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
  }, urls);
  return (data) => page.evaluate((d) => window.__bench(d), data);
}

async function main() {
  const game = process.argv.includes('--game');
  const native = join(ROOT, 'target/release/muses');
  if (!existsSync(native)) throw new Error(`${native} is missing: cargo build --release --bin muses`);
  const args = ['perft', String(PERFT.depth), PERFT.position];
  // The engine as wasm outside the browser: node:wasi runs the muses binary built for WASI.
  const wasi = join(ROOT, 'target/wasm32-wasip1/release/muses.wasm');
  const wasiArgs = ['--no-warnings', join(ROOT, 'tests/e2e/wasi.mjs'), wasi, ...args];

  const session = await startSession();
  try {
    const run = await startWorker(session);
    const times = { native: [], browser: [], wasi: [] };
    for (let i = 0; i < RUNS; i++) {
      times.native.push(timeCommand(native, args));
      const cpu = descendantsCpu();
      const { count, ms } = await run({ perft: PERFT.position, depth: PERFT.depth });
      if (count !== PERFT.count) throw new Error(`the browser counted ${count}, not ${PERFT.count}`);
      times.browser.push({ wall: ms, cpu: descendantsCpu() - cpu });
      if (existsSync(wasi)) times.wasi.push(timeCommand(process.execPath, wasiArgs));
    }
    const n = best(times.native);
    const line = (name, t) =>
      console.log(
        `  ${name.padEnd(27)} ${seconds(t.wall)} (CPU ${seconds(t.cpu)})` +
          (t === n ? `  ${(PERFT.count / t.wall / 1e3).toFixed(1)} M leaves/s` : `  ratio to native ${(t.wall / n.wall).toFixed(2)} (CPU ${(t.cpu / n.cpu).toFixed(2)})`),
      );
    console.log(`perft ${PERFT.depth} from a 9-Muse position (${PERFT.count.toLocaleString('en')} leaves), best of ${RUNS}, goal ≤ 1.5:`);
    line('native (release)', n);
    line("Chromium (the page's wasm)", best(times.browser));
    if (times.wasi.length) line('node:wasi (wasm32-wasip1)', best(times.wasi));
    else console.log('  node:wasi: not built (cargo build --release --target wasm32-wasip1 --bin muses)');

    // The page's build counts as the native tests do: every quick count of the perft file.
    const entries = perftEntries(2_000_000);
    for (const e of entries) {
      const { count } = await run({ perft: e.position, depth: e.depth });
      if (count !== e.count) throw new Error(`the browser counted ${count}, not ${e.count}: depth ${e.depth} of ${e.position}`);
    }
    console.log(`  the page's wasm also counts the perft file's other ${entries.length} entries as natively`);

    const rates = [];
    for (const { name, position } of HARD_POSITIONS) {
      const cpu = descendantsCpu();
      const { iterations, ms } = await run({ hard: position, millis: THINK });
      const perCpu = iterations / Math.max(TICK_MS, descendantsCpu() - cpu);
      rates.push(`${name} ${Math.round((iterations / ms) * 1000).toLocaleString('en')} (per CPU second ${Math.round(perCpu * 1000).toLocaleString('en')})`);
    }
    console.log(`Hard thinking ${THINK} ms a move in Chromium, iterations/s: ${rates.join(', ')}`);
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

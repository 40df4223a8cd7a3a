// A long game's history in the page (docs/figures.md): a 300-action game opened in headless
// Chromium, then the main thread's time to undo its last move (U) and to save it (what the
// page does after every action: the address and localStorage), each the median of a few runs.
// It reports; it never fails on slowness.
//
//   node tests/e2e/history-bench.mjs              the build in dist/
//   MUSES_DIST=/tmp/other node tests/e2e/…        another build (an older one, to compare)

import { startSession } from './harness.mjs';
import { wasm } from './engine.mjs';

const LENGTH = 300;
const RUNS = 7;

/** A 2-player game of `length` actions, each keeping the dice as low as it can so the round
 * goes on (as benches/history.rs builds it): the first seed whose game lasts that long. */
function longGame(length) {
  for (let seed = 0; ; seed++) {
    const game = new wasm.Game({ players: 2, seed: String(seed) });
    let rand = seed;
    while (game.actionCount() < length) {
      const legal = game.legalActions();
      let best = null;
      for (const { action } of legal) {
        const { events, view } = game.preview(action, undefined);
        rand = (rand * 1103515245 + 12345) % 2147483648;
        const key = [events.some((e) => e.kind === 'RoundEnded') ? 1 : 0, view.tiles.reduce((s, t) => s + t.value ** 2, 0), rand % 1000];
        if (!best || key < best.key || (key[0] === best.key[0] && (key[1] < best.key[1] || (key[1] === best.key[1] && key[2] < best.key[2])))) best = { key, action };
      }
      if (!best || best.key[0]) break;
      game.apply(best.action);
    }
    if (game.actionCount() === length) return game;
    game.free();
  }
}

const game = longGame(LENGTH);
// Played by link as the seat that made the last move: Undo takes it back without asking.
const record = {
  id: 'bench',
  options: game.options(),
  actions: game.actions(),
  names: ['Ann', 'Bob'],
  kinds: ['human', 'human'],
  mode: game.seatOf(LENGTH - 1),
  prefs: { log: true, rules: false, speed: 'normal' },
};
const options = game.options();
game.free();
const stored = JSON.stringify({ v: 2, games: [record], seats: {} });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const session = await startSession();
try {
  const { page } = await session.open();
  const reopen = async () => {
    await page.evaluate((s) => {
      localStorage.clear();
      localStorage.setItem('dance-of-muses.games', s);
    }, stored);
    await page.goto(session.server.url);
    // (window.__muses.actions() in builds before the hook kept to public facts.)
    await page.waitForFunction((n) => window.__muses?.idle() && (window.__muses.moves?.() ?? window.__muses.actions().length) === n, LENGTH, { timeout: 30_000 });
  };
  const undo = [];
  const save = [];
  for (let i = 0; i < RUNS; i++) {
    await reopen();
    // Saving: the log panel's toggle saves the game (its preference): timed from the
    // toggle's first listener (capture, on the window) to one after the page's own.
    save.push(
      await page.evaluate(async () => {
        const panel = document.getElementById('log-panel');
        let start = 0;
        addEventListener('toggle', () => (start = performance.now()), { capture: true, once: true });
        const done = new Promise((resolve) => panel.addEventListener('toggle', () => resolve(performance.now() - start), { once: true }));
        panel.open = !panel.open;
        return done;
      }),
    );
    // The log open again, as a player on a desktop has it: undo draws it anew.
    await page.evaluate(() => (document.getElementById('log-panel').open = true));
    undo.push(
      await page.evaluate(() => {
        const start = performance.now();
        dispatchEvent(new KeyboardEvent('keydown', { key: 'u' }));
        return performance.now() - start;
      }),
    );
    const left = await page.evaluate(() => window.__muses.moves?.() ?? window.__muses.actions().length);
    if (left !== LENGTH - 1) throw new Error(`the undo left ${left} actions`);
  }
  const ms = (xs) => `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)} to ${Math.max(...xs).toFixed(1)})`;
  console.log(`a ${LENGTH}-action game (seed ${options.seed}), median of ${RUNS} runs in Chromium:`);
  console.log(`  undo the last move: ${ms(undo)}`);
  console.log(`  save the game:      ${ms(save)}`);
} finally {
  await session.close();
}

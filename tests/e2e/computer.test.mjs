// Games against the computer in the browser: the person's moves through real pointer input,
// the computer's chosen by the wasm in a Web Worker while the page keeps animating; computers
// playing each other to the end in watch mode; a failing worker, a reload and a new game in
// the middle of a computer's thinking. Screenshots land in target/e2e/computer-*.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import * as ui from './play.mjs';
import { monitor, watchThinking } from './thinking.mjs';

let session;
before(async () => {
  session = await startSession();
  await watchThinking(session.context);
});
after(async () => {
  await session?.close();
});

/** Waits until the next input would be taken, or the round's result is up. */
const settled = (page, timeout = 30_000) =>
  page.waitForFunction(() => window.__muses.idle() || window.__muses.screen() === 'result', null, { timeout });

/** The person's move through the canvas, without waiting out the computer's turn after it
 * (as ui.play would). */
async function move(page, input) {
  const action = await ui.choose(page);
  const played = await ui.moves(page);
  if (action.kind === 'Place') await ui.place(page, input, action);
  else await ui.dance(page, input, action);
  await page.waitForFunction((n) => window.__muses.moves() > n, played);
  assert.equal(ui.key((await ui.actions(page))[played]), ui.key(action));
}

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return { moves: s.length, median: s[s.length >> 1], max: s[s.length - 1] };
};

test('a person against a Hard computer, by mouse, to the end of the round', async () => {
  const { page, errors } = await session.fresh();
  const input = ui.mouse(page);
  await ui.openWay(page, 'computer');
  await page.selectOption('#kind-1', 'hard');
  await page.fill('#name-0', 'Ada');
  await session.screenshot(page, 'computer-new-game');
  assert.equal(await page.inputValue('#name-1'), 'Computer 2', 'an untouched name follows the seat');
  // Hard's longest thinking (2 s a move), so a blocked page would show.
  await ui.newGame(page, { seed: 4, names: ['Ada', 'Hermes'], kinds: ['human', 'hard'], think: 2000 });

  let shotThinking = false;
  let humanMoves = 0;
  for (let turn = 0; ; turn++) {
    assert.ok(turn < 80, 'the round ends');
    // A lone person is never asked to pass the device, and never sees the computer's hand.
    await page.waitForFunction(() => window.__muses.thinking() !== null || window.__muses.idle() || window.__muses.screen() !== null);
    if ((await ui.hook(page, 'thinking')) !== null) {
      const hand = await ui.hook(page, 'hand');
      if (!shotThinking && turn > 2) {
        // A screenshot is main-thread work of its own: that turn is left out of the figures.
        await page.evaluate(() => (window.__monitor.spans.at(-1).shot = true));
        await session.screenshot(page, 'computer-thinking');
        assert.match(await page.textContent('#turn'), /Hermes is thinking/);
        assert.match(await page.textContent('#live'), /Hermes is thinking/);
        shotThinking = true;
      }
      await settled(page);
      // The tray kept the person's own Muses while the computer played (or none in the dance).
      const now = await ui.hook(page, 'hand');
      if (hand && now) assert.deepEqual(now, hand);
    }
    await settled(page);
    const screen = await ui.hook(page, 'screen');
    if (screen === 'result') break;
    assert.equal(screen, null, 'no pass-the-device screen with one person');
    const view = await ui.hook(page, 'view');
    assert.equal(view.to_move, 0, 'the person plays when the table is idle');
    if (view.phase === 'Placement') assert.equal((await ui.hook(page, 'hand')).length, view.hand_sizes[0], 'the hand shows at once');
    await move(page, input);
    humanMoves++;
  }
  assert.ok(shotThinking, 'a thinking computer was seen');
  await ui.idle(page);
  await session.screenshot(page, 'computer-end');
  await ui.checkResult(page);

  // The computer moved as often as the person, give or take the last move, each legal.
  const actions = await ui.actions(page);
  assert.ok(actions.length - humanMoves >= humanMoves - 1, `${humanMoves} person moves of ${actions.length}`);
  const thoughts = await ui.hook(page, 'thoughts');
  assert.equal(thoughts.length, actions.length - humanMoves);
  const m = await monitor(page);
  console.log(
    `Hard (2 s) per move in the worker: ${JSON.stringify(stats(thoughts.map((t) => t.ms)))} ms; ` +
      `while thinking: ${m.frames} frames in ${Math.round(m.thinkingMs)} ms, longest gap ${Math.round(m.maxGap)} ms, ` +
      `long tasks ${m.during.length ? m.during.join(', ') + ' ms' : 'none'} (whole game: ${m.all.join(', ') || 'none'})`,
  );
  // The page kept animating while the computer thought: frames kept coming (about 60 a
  // second), and the main thread was never held for anything like the search's time. (On a
  // loaded 2-core machine some tasks are delayed past 50 ms: those are not the search's.)
  const longest = Math.max(...thoughts.map((t) => t.ms));
  assert.ok(longest >= 400, `the worker searched for a while (${longest} ms)`);
  assert.ok(Math.max(0, ...m.during) < Math.max(300, longest / 2), 'no main-thread task anywhere near the search\'s length');
  // A held main thread would give next to none; a loaded machine gives fewer than 60 a second.
  assert.ok(m.frames >= (m.thinkingMs / 1000) * 10, `${m.frames} frames in ${Math.round(m.thinkingMs)} ms of thinking`);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('two computers play each other to the end while people watch: pause, resume, speed', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  await ui.openWay(page, 'computer');
  await page.selectOption('#kind-0', 'easy');
  await session.screenshot(page, 'computer-new-game-more');
  await ui.newGame(page, { seed: 9, names: ['Clio', 'Thalia'], kinds: ['easy', 'medium'] });
  assert.ok(await page.isVisible('#watch'), 'watch mode shows its controls');
  await page.selectOption('#watch-speed', 'fast');

  // Pause: whatever the computer chose waits until Resume.
  await page.waitForFunction(() => window.__muses.moves() >= 2);
  await page.click('#watch-pause');
  assert.equal(await page.textContent('#watch-pause'), 'Resume');
  const played = await ui.moves(page);
  await page.waitForTimeout(1500);
  assert.ok(await ui.moves(page) <= played + 1, 'at most the move under way lands');
  const paused = await ui.moves(page);
  await page.waitForTimeout(1000);
  assert.equal(await ui.moves(page), paused, 'nothing is played while paused');
  await session.screenshot(page, 'computer-watch-paused');
  await page.click('#watch-pause');
  assert.equal(await page.textContent('#watch-pause'), 'Pause');

  // No pass screen and no hand, ever: nobody at the table plays.
  let shot = false;
  // (One reading a turn: the round may end between two.)
  for (let screen; (screen = await ui.hook(page, 'screen')) !== 'result'; ) {
    assert.equal(screen, null);
    assert.equal(await ui.hook(page, 'hand'), null);
    if (!shot && (await ui.hook(page, 'phase')) === 'Dance') {
      await session.screenshot(page, 'computer-watch');
      shot = true;
    }
    await page.waitForTimeout(150);
    assert.ok(await ui.moves(page) < 80, 'the round ends');
  }
  await ui.idle(page);
  await session.screenshot(page, 'computer-watch-end');
  await ui.checkResult(page);
  assert.equal(await page.isVisible('#watch'), false, 'a finished game has nothing to watch');
  const thoughts = await ui.hook(page, 'thoughts');
  assert.equal(thoughts.length, await ui.moves(page));
  console.log(
    `watch mode: ${thoughts.length} moves; Easy ${JSON.stringify(stats(thoughts.filter((t) => t.level === 'easy').map((t) => t.ms)))} ms, ` +
      `Medium ${JSON.stringify(stats(thoughts.filter((t) => t.level === 'medium').map((t) => t.ms)))} ms`,
  );
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('Hard thinks for its whole time in the browser, and no longer', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  // Hard searches until its time is up (0.5 s here), however many iterations the device
  // manages; a move with one legal action is played at once.
  await ui.newGame(page, { seed: 31, kinds: ['hard', 'hard'], think: 500 });
  await page.selectOption('#watch-speed', 'fast');
  await page.waitForFunction(() => window.__muses.screen() === 'result', null, { timeout: 120_000 });
  const ms = (await ui.hook(page, 'thoughts')).map((t) => t.ms);
  const s = stats(ms);
  const searched = ms.filter((t) => t >= 490).length;
  console.log(`Hard, 0.5 s a move, in the browser's worker: ${JSON.stringify(s)} ms over ${ms.join(', ')}; ${searched} used the whole time`);
  assert.ok(searched >= ms.length / 2, 'most moves use the whole time');
  // Twice its time at most: a loaded machine delays the worker's answer, a search that ignored
  // its time would take seconds (the speed itself is measured by make bench, not here).
  assert.ok(s.max <= 1000, 'no move takes much over its time');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a failing worker says so and offers Try again; a new game cancels thinking; a reload resumes it', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  // The worker's script cannot be fetched: the computer's turn fails in plain words.
  const block = (route) => route.fulfill({ status: 503, body: 'unavailable' });
  await session.context.route('**/ai-worker*.js', block);
  await ui.newGame(page, { seed: 2, names: ['Ida', 'Bo'], kinds: ['easy', 'easy'] });
  await page.waitForSelector('#think-retry', { state: 'visible' });
  assert.match(await ui.hook(page, 'hint'), /(Ida|Bo) could not choose a move: .*Nothing was played/);
  assert.equal(await ui.moves(page), 0);
  assert.equal(await ui.hook(page, 'idle'), false, 'nobody can play the computer\'s turn');
  await session.screenshot(page, 'computer-failed');
  await session.context.unroute('**/ai-worker*.js', block);
  await page.click('#think-retry');
  await page.waitForFunction(() => window.__muses.moves() === 1);
  assert.equal(await page.isVisible('#think-retry'), false);

  // The new-game screen stops a computer in mid-thought; Back to the game restarts it.
  await page.click('#menu-new');
  await ui.newGame(page, { seed: 6, names: ['Eve', 'Max'], kinds: ['human', 'hard'], think: 2000 });
  await page.waitForFunction(() => window.__muses.thinking() !== null || window.__muses.idle());
  if ((await ui.hook(page, 'thinking')) === null) await move(page, ui.mouse(page));
  // Pressed in the page at once, while the computer surely thinks (a click from here could
  // land after its move).
  const handle = await page.waitForFunction(() => {
    if (window.__muses.thinking() !== 1) return false;
    document.getElementById('menu-new').click();
    return { before: window.__muses.moves() };
  });
  const { before } = await handle.jsonValue();
  assert.equal(await ui.hook(page, 'thinking'), null);
  assert.equal(await ui.hook(page, 'screen'), 'newgame');
  await page.waitForTimeout(2500);
  assert.equal(await ui.moves(page), before, 'nothing played behind the menu');
  await page.click('#newgame-cancel');
  await page.waitForFunction(() => window.__muses.thinking() === 1);

  // A reload while the computer is to move: it thinks again and plays.
  await page.reload();
  await page.waitForFunction(() => window.__muses?.thinking() === 1);
  await page.waitForFunction((n) => window.__muses.moves() > n, before, { timeout: 15_000 });
  await settled(page);
  assert.equal((await ui.hook(page, 'view')).to_move, 0);
  assert.ok((await ui.hook(page, 'hand')).length > 0, 'the person\'s hand shows at once');

  // Two people and a computer: the pass screen comes for the people only.
  await page.click('#menu-new');
  await ui.newGame(page, { players: 3, seed: 8, names: ['Ann', 'Bea', 'Cal'], kinds: ['human', 'medium', 'human'] });
  for (let i = 0; i < 4; i++) {
    await page.waitForFunction(() => window.__muses.thinking() !== null || window.__muses.idle());
    const seat = (await ui.hook(page, 'view')).to_move;
    if (seat === 1) {
      assert.equal(await ui.hook(page, 'thinking'), 1);
      assert.equal(await ui.hook(page, 'screen'), null, 'no pass screen for a computer');
      assert.equal(await ui.hook(page, 'hand'), null, 'a computer\'s hand never shows');
      await page.waitForFunction((n) => window.__muses.moves() > n, i);
    } else {
      assert.equal(await ui.hook(page, 'screen'), 'pass', `seat ${seat + 1} is passed the device`);
      await ui.play(page, ui.mouse(page), await ui.choose(page));
    }
  }

  // Only what the test caused: the blocked worker script, requests cut short by the reload.
  assert.deepEqual(allErrors(errors).filter((e) => !/ai-worker[-\w]*\.js|status of 503|ERR_ABORTED/.test(e)), []);
  await page.close();
});

test('a phone: computer seats in the new-game screen, a computer thinking, the person\'s hand', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    await ui.openWay(page, 'computer');
    await page.check('input[name=players][value="3"]');
    await page.selectOption('#kind-2', 'hard');
    await session.screenshot(page, 'computer-phone-new-game');
    await ui.newGame(page, { players: 3, seed: 12, kinds: ['human', 'easy', 'hard'] });
    await page.waitForFunction(() => window.__muses.thinking() !== null);
    await session.screenshot(page, 'computer-phone-thinking');
    await settled(page);
    assert.equal(await ui.hook(page, 'screen'), null);
    assert.equal((await ui.hook(page, 'view')).to_move, 0);
    await session.screenshot(page, 'computer-phone-turn');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

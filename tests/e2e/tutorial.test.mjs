// The tutorial (issue 14) in the built page, by real pointer input: every lesson finished on
// the table, a wrong move in every lesson explained (and the lesson finished after it), "Show
// me" reaching each goal, the step kept across a reload, the game left untouched. The steps'
// solutions and wrong moves come from the tutorial's own wasm in Node (dist/lessons/), as the
// page's tests take their truth from the page's wasm (engine.mjs); the page is only played.
// Screenshots: target/e2e/tutorial-<step>.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { lessons } from './engine.mjs';
import { allErrors, startSession } from './harness.mjs';
import { dance, hook, idle, mouse, moves, newGame, place, play, choose } from './play.mjs';

const wasm = await lessons();
const STEPS = wasm.lessons().lessons.flatMap((l) => l.steps.map((s) => ({ ...s, lesson: l.id })));

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** Waits until the tutorial shows step `id` (and, if given, whether it is met). */
async function at(page, id, met) {
  await page.waitForFunction(
    ([id, met]) => {
      const box = document.getElementById('tutorial');
      return box?.dataset.step === id && (met === undefined || box.dataset.met === String(met));
    },
    [id, met],
    { timeout: 15_000 },
  );
  await idle(page);
}

const said = (page) => page.$eval('#tutorial-said', (e) => ({ text: e.textContent, tone: e.className }));

/** Performs `action` on the table by real input (a refused step: the drag, which the page
 * refuses and the step may want). */
async function perform(page, input, action) {
  if (action.kind === 'Place') return place(page, input, action);
  return dance(page, input, action);
}

/** A move the step does not want, and which the page can be asked by the pointer: a legal
 * one off the goal (played nowhere: the check leaves the game as it was). */
function wrongMove(game, step) {
  for (const { action } of game.legalActions()) {
    const copy = game.prefix(game.actionCount());
    const check = copy.lessonCheck(step.id, action);
    copy.free();
    // A placement off the goal is on its face; a Power's two taps are tested by the goal.
    if (check && !check.ok && check.off_goal && (action.kind === 'Step' || action.kind === 'Place')) return { action, kind: check.off_goal.kind };
  }
  return null;
}

test('every lesson, finished by real input after a wrong move in each, kept across a reload', async () => {
  const { page, errors } = await session.open();
  const input = mouse(page);
  await page.waitForFunction(() => window.__muses?.screen() === 'newgame');
  await page.click('#newgame-learn');
  let game = null;
  const wrongIn = new Set();
  for (const step of STEPS) {
    await at(page, step.id);
    if (!step.continues || !game) {
      game?.free();
      game = wasm.Game.fromLink(step.link);
    }
    assert.equal(await page.evaluate(() => location.hash.slice(1)), step.link, `${step.id}: the address is the step's link`);
    const text = await page.$eval('#tutorial-do', (e) => e.textContent);
    assert.ok(text.length > 20 && !/\{|tutorial\./.test(text), `${step.id} says what to do: ${text}`);
    if (step.goal.kind === 'Explain') {
      await at(page, step.id, true);
      if (step.goal.topic !== 'WillOfApollo') {
        const marked = await page.$$eval('#tutorial-rows .column', (els) => els.length);
        assert.ok(marked > 0, `${step.id}: its columns are marked in the Companies' rows`);
      }
    } else {
      // A wrong move first (once per lesson): explained, nothing played, the step goes on.
      const wrong = !wrongIn.has(step.lesson) && wrongMove(game, step);
      if (wrong) {
        await perform(page, input, wrong.action);
        await page.waitForFunction(() => document.getElementById('tutorial-said').className === 'wrong');
        const { text } = await said(page);
        assert.ok(text.length > 10 && !/\{|tutorial\./.test(text), `${step.id}: ${wrong.kind} explained: ${text}`);
        assert.equal(await page.$eval('#tutorial', (e) => e.dataset.met), 'false');
        await idle(page);
        wrongIn.add(step.lesson);
      }
      if (step.id === 'placement.last') {
        // Face up is refused for the last Muse: the engine's reason.
        await page.click('#face-up', { force: true });
        assert.match((await said(page)).text, /face down/);
        wrongIn.add(step.lesson);
      }
      await session.screenshot(page, `tutorial-${step.id}-before`);
      const solution = game.lessonSolution(step.id);
      await perform(page, input, solution);
      await at(page, step.id, true);
      const check = game.lessonCheck(step.id, solution);
      assert.ok(check.ok, `${step.id}: the solution meets the goal in Node too`);
      assert.equal((await said(page)).tone, 'right');
    }
    await session.screenshot(page, `tutorial-${step.id}`);
    if (step.id === 'powers.lower') {
      // A reload keeps the step, and the lessons done.
      await page.reload();
      await at(page, step.id);
      const done = await page.$$eval('#tutorial-lessons button.done', (els) => els.length);
      assert.equal(done, 3, 'lessons 1 to 3 are marked done after the reload');
      // The step opens afresh from its link: played again.
      game.free();
      game = wasm.Game.fromLink(step.link);
      const again = game.lessonSolution(step.id);
      await perform(page, input, again);
      await at(page, step.id, true);
      game.lessonCheck(step.id, again);
    }
    await page.click('#tutorial-next');
  }
  game.free();
  assert.deepEqual([...wrongIn].sort(), ['end', 'group', 'placement', 'powers', 'push', 'step']);
  await page.waitForSelector('#tutorial-play:not([hidden])');
  assert.equal(await page.$$eval('#tutorial-lessons button.done', (els) => els.length), 6);
  // The last words send the player to the Hint button, named as it reads.
  const hint = await page.$eval('#hint-button', (e) => e.textContent);
  assert.ok((await said(page)).text.includes(` ${hint} `), (await said(page)).text);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('"Show me" reaches every goal', async () => {
  const { page, errors } = await session.open();
  await page.waitForFunction(() => window.__muses?.screen() === 'newgame');
  await page.click('#newgame-learn');
  // The tutorial opens where it was left: its first lesson is a tap away.
  await page.waitForSelector('#tutorial');
  await page.click('#tutorial-lessons button:first-child');
  for (const step of STEPS) {
    await at(page, step.id);
    if (step.goal.kind !== 'Explain') {
      await page.click('#tutorial-show');
      await at(page, step.id, true);
      assert.equal((await said(page)).tone, 'right', `${step.id}: Show me met the goal`);
    }
    if (step !== STEPS.at(-1)) await page.click('#tutorial-next');
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('leaving the tutorial returns to the game untouched', async () => {
  const { page, errors } = await session.open();
  const input = mouse(page);
  await newGame(page, { players: 2, seed: 5, kinds: ['human', 'easy'] });
  await idle(page);
  await play(page, input, await choose(page));
  await page.waitForFunction(() => window.__muses.thinking() === null && window.__muses.idle());
  const before = { moves: await moves(page), code: await hook(page, 'code'), hash: await page.evaluate(() => location.hash) };
  await page.click('#menu summary');
  await page.click('#menu-learn');
  // The tutorial opens where it was left; its first lesson is a tap away.
  await page.waitForSelector('#tutorial');
  await page.click('#tutorial-lessons button:first-child');
  await at(page, 'step.move');
  await page.click('#tutorial-show');
  await at(page, 'step.move', true);
  await page.click('#tutorial-leave');
  await page.waitForFunction(() => !document.getElementById('tutorial'));
  await idle(page);
  assert.equal(await moves(page), before.moves);
  assert.equal(await hook(page, 'code'), before.code);
  assert.equal(await page.evaluate(() => location.hash), before.hash, 'the address is the game again');
  // The game goes on: the person's turn takes input.
  await play(page, input, await choose(page));
  // And a reload opens the game, not the tutorial.
  await page.reload();
  await page.waitForFunction(() => window.__muses?.moves() > 0);
  assert.equal(await page.$('#tutorial'), null);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a lesson by keyboard alone: the cursor, Enter and the arrows, as in a game', async () => {
  const { page, errors } = await session.open();
  // The page up (the tutorial where the last test left it), then a fresh start.
  await page.waitForFunction(() => window.__muses?.idle());
  await page.evaluate(() => {
    localStorage.removeItem('dance-of-muses.tutorial');
    for (const key of Object.keys(localStorage)) if (key.startsWith('dance-of-muses.game')) localStorage.removeItem(key);
    history.replaceState(null, '', location.pathname);
  });
  await page.reload();
  await page.waitForFunction(() => window.__muses?.screen() === 'newgame');
  await page.focus('#newgame-learn');
  await page.keyboard.press('Enter');
  await at(page, 'step.move');
  const game = wasm.Game.fromLink(STEPS[0].link);
  const { from, dir } = game.lessonSolution('step.move');
  game.free();
  await page.focus('#table');
  // The cursor starts on 0,0; it walks to the Muse, Enter chooses her, an arrow steps her.
  for (let x = 0; x !== from.x; x += Math.sign(from.x)) await page.keyboard.press(from.x > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let y = 0; y !== from.y; y += Math.sign(from.y)) await page.keyboard.press(from.y > 0 ? 'ArrowUp' : 'ArrowDown');
  await page.keyboard.press('Enter');
  await idle(page);
  await page.keyboard.press({ N: 'ArrowUp', E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft' }[dir]);
  await idle(page);
  if ((await hook(page, 'stage')) === 'stepped') await page.keyboard.press('e');
  await at(page, 'step.move', true);
  assert.equal((await said(page)).tone, 'right');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

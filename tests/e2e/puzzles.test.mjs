// The puzzles (docs/puzzles.md) in the built page, by real input: a puzzle solved by a drag,
// one by the keys alone, a wrong answer said at once and the answer then played on the table;
// the rating moves ("your rating: 1,540 (+12)") and is the same after a reload; the puzzle of
// the day is the same in two browsers; a reviewed game's blunder becomes a puzzle, solved from
// the review's "Solve them", and marked solved. The answers come from the puzzles' own wasm in
// Node (dist/puzzles/, the page shows only a puzzle's id); the page is only played.
// Screenshots: target/e2e/puzzles-*.png.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { puzzles } from './engine.mjs';
import { allErrors, launchBrowser, openPage, screenshot, startSession } from './harness.mjs';
import { dance, hook, idle, mouse, screen, touch } from './play.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'it-IT' };
const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's violations on the page as it stands (as review.test.mjs). */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const { violations } = await page.evaluate(() =>
    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
  );
  return violations.filter((v) => v.id !== 'page-has-heading-one').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const P = await puzzles();
const SET = new P.Puzzles();

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  SET.free();
  await session?.close();
});

/** The puzzle the page shows, once it is ready for an answer (or answered: `status`). */
async function shown(page, status = 'solving') {
  await page.waitForFunction(
    (s) => {
      const box = document.getElementById('puzzles');
      return box?.dataset.status === s && box.dataset.busy === 'false';
    },
    status,
    { timeout: 30_000 },
  );
  await idle(page);
  return page.$eval('#puzzles', (e) => ({ id: e.dataset.id, category: e.dataset.category, set: e.dataset.set }));
}

/** The shipped puzzle `id`, from the puzzles' wasm in Node (free it). */
function ofSet(id) {
  const puzzle = SET.get(id);
  assert.ok(puzzle, `the set has ${id}`);
  return puzzle;
}

/** An action to play in `puzzle` (a wasm Puzzle): a right one (or not), a plain step where
 * there is one; and what the page then shows: the squares of the tiles after the answer. */
function pick(puzzle, right) {
  const game = puzzle.game();
  try {
    const all = game.legalActions().filter(({ action }) => puzzle.verdict(action).right === right);
    const action = (all.find((a) => a.action.kind === 'Step') ?? all[0])?.action;
    const answer = puzzle.verdict(action).answer;
    game.apply(answer);
    const after = game.view(undefined, false).tiles.map((t) => `${t.square.x},${t.square.y}`).sort();
    return { action, after };
  } finally {
    game.free();
  }
}
const chosen = (id, right) => {
  const puzzle = ofSet(id);
  try {
    return pick(puzzle, right);
  } finally {
    puzzle.free();
  }
};
const squaresShown = async (page) => (await hook(page, 'shownTiles')).map((t) => `${t.x},${t.y}`).sort();

const said = (page) => page.$eval('#puzzles-said', (e) => ({ text: e.textContent ?? '', tone: e.className }));
const rating = (page) => page.$eval('#puzzles-rating', (e) => e.textContent ?? '');

const ARROW = { N: 'ArrowUp', E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft' };

/** Plays `action` with the keys alone, the table focused: the cursor to the Muse, Enter, the
 * Power's target by P and Enter, the step by its arrow, End turn by E. */
async function byKeys(page, action) {
  await page.focus('#table');
  const cursorTo = async (to) => {
    const at = (await hook(page, 'cursor')) ?? { x: 0, y: 0 };
    for (let x = at.x; x !== to.x; x += Math.sign(to.x - x)) await page.keyboard.press(to.x > x ? 'ArrowRight' : 'ArrowLeft');
    for (let y = at.y; y !== to.y; y += Math.sign(to.y - y)) await page.keyboard.press(to.y > y ? 'ArrowUp' : 'ArrowDown');
  };
  const aim = async () => {
    while (JSON.stringify(await hook(page, 'cursor')) !== JSON.stringify(action.target)) await page.keyboard.press('p');
    await page.keyboard.press('Enter');
  };
  await cursorTo(action.from);
  await page.keyboard.press('Enter');
  if (action.kind === 'PowerStep') await aim();
  if (action.dir) {
    await idle(page);
    await page.keyboard.press(ARROW[action.dir]);
  }
  await idle(page);
  if (action.kind === 'StepPower') await aim();
  // A plain step: when a Power could still follow, the turn waits for E (End turn).
  else if (action.kind === 'Step' && (await hook(page, 'stage')) === 'stepped') await page.keyboard.press('e');
}

/** Opens the puzzles from the first screen. */
async function openPuzzles(page) {
  await screen(page, 'newgame');
  await page.click('#way-puzzles');
  return shown(page);
}

test('solved by a drag and by the keys, a wrong answer then the answer; the rating moves and stays after a reload', async () => {
  await session.forget();
  const { page, errors } = await session.open();
  const input = mouse(page);
  let puzzle = await openPuzzles(page);
  assert.match(await rating(page), /^Your rating: 1,500/, 'a new player');
  const task = await page.$eval('#puzzles-task', (e) => e.textContent ?? '');
  assert.ok(task.length > 20 && !/\{|puzzles\./.test(task), `it says what to do: ${task}`);
  assert.deepEqual(await axe(page), [], 'axe-core on the puzzles');
  await screenshot(page, 'puzzles-open');

  // Solved by a drag on the table.
  const solved = chosen(puzzle.id, true);
  await dance(page, input, solved.action);
  let now = await said(page);
  assert.equal(now.tone, 'right', 'right, said at once');
  await shown(page, 'right');
  now = await said(page);
  assert.match(now.text, /^Right!/);
  assert.ok(now.text.length > 40, `and why: ${now.text}`);
  assert.deepEqual(await squaresShown(page), solved.after, 'the move played on the table');
  const first = await rating(page);
  const gain = first.match(/\(\+(\d+)\)/);
  assert.ok(gain && Number(gain[1]) > 0, `the rating rose: ${first}`);
  await screenshot(page, 'puzzles-right');

  // The next one, by the keys alone (Next from the keyboard too).
  await page.focus('#puzzles-next');
  await page.keyboard.press('Enter');
  puzzle = await shown(page);
  await byKeys(page, chosen(puzzle.id, true).action);
  await shown(page, 'right');
  assert.equal((await said(page)).tone, 'right');

  // A wrong answer: said at once, then the answer pointed at and played, with its why.
  await page.click('#puzzles-next');
  puzzle = await shown(page);
  const wrong = chosen(puzzle.id, false);
  await dance(page, input, wrong.action);
  await page.waitForFunction(() => document.getElementById('puzzles-said')?.className === 'wrong');
  assert.match((await said(page)).text, /^Not this one\./, 'wrong, said at once');
  await shown(page, 'wrong');
  const words = (await said(page)).text;
  assert.match(words, /The answer: /, words);
  const before = await rating(page);
  assert.match(before, /\(−\d+\)/, `the rating fell: ${before}`);
  assert.deepEqual(await squaresShown(page), wrong.after, 'the table shows the answer played, not the wrong move');
  await screenshot(page, 'puzzles-wrong');
  const history = await page.$$eval('#puzzles-history li', (els) => els.map((e) => e.className));
  assert.deepEqual(history, ['missed', 'solved', 'solved'], 'the history, newest first');
  const streak = await page.textContent('#puzzles-streak');
  assert.match(streak ?? '', /Streak: 0 solved in a row \(best: 2\)/);

  // A reload: the rating and the history are the same.
  const figure = before.match(/Your rating: ([\d,]+)/)?.[1];
  await page.reload();
  await openPuzzles(page);
  assert.equal((await rating(page)).match(/Your rating: ([\d,]+)/)?.[1], figure, 'the rating survives a reload');
  assert.deepEqual(await page.$$eval('#puzzles-history li', (els) => els.map((e) => e.className)), history);
  // Leaving the puzzles goes back to the first screen (no game was shown).
  await page.click('#puzzles-leave');
  await screen(page, 'newgame');
  assert.deepEqual(allErrors(errors), []);
});

test('the puzzle of the day is the same in two browsers', async () => {
  const other = await launchBrowser();
  try {
    const ids = [];
    for (const context of [session.context, other.context]) {
      const { page } = await openPage(context, session.server.url);
      await openPuzzles(page);
      await page.click('#puzzles-set-daily');
      await page.waitForFunction(() => document.getElementById('puzzles')?.dataset.set === 'daily');
      ids.push((await shown(page)).id);
      const about = await page.textContent('#puzzles-about');
      assert.match(about ?? '', /the same for every player today/);
      await page.close();
    }
    assert.equal(ids[0], ids[1]);
    const day = Math.floor(Date.now() / 86_400_000);
    const daily = SET.daily(day);
    assert.equal(ids[0], daily.id, "the engine's puzzle of the day");
    daily.free();
  } finally {
    await other.close();
  }
});

test("a reviewed game's blunder becomes a puzzle, solved and marked", async () => {
  await session.forget();
  // The review's own example: Purple's Melpomene steps up and leaves White's Euterpe a step onto
  // 6; White takes it. Both seats played on this device.
  const start =
    'melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1';
  const link = `p${start.replaceAll(' ', '_')}`;
  const { page, errors } = await session.open(`#${link}`);
  const input = mouse(page);
  await page.waitForFunction(() => window.__muses && window.__muses.code() !== null);
  if ((await hook(page, 'screen')) === 'seat') await page.click('#seat-all');
  await idle(page);
  await dance(page, input, { kind: 'Step', from: { x: 1, y: 0 }, dir: 'N' });
  await idle(page);
  await dance(page, input, { kind: 'Step', from: { x: -2, y: -1 }, dir: 'N' });
  await screen(page, 'result');
  await page.click('#result-review');
  await page.waitForFunction(() => document.getElementById('review-puzzles')?.hidden === false, null, { timeout: 180_000 });
  assert.match(await page.textContent('#review-puzzles'), /One of your mistakes in this game is now a puzzle/);
  await page.click('#review-solve');
  const puzzle = await shown(page);
  assert.equal(puzzle.set, 'mistakes');
  assert.equal(puzzle.category, 'better');
  assert.match(await page.textContent('#puzzles-task'), /you made a blunder here, at move 1/);
  // The same puzzle in Node, from the game as it was played.
  const played = P.Game.fromLink(link);
  played.applyNotation('melpomene:N');
  const mistake = played.betterMove(0);
  assert.ok(mistake, 'the blunder is a puzzle');
  assert.equal(mistake.id, puzzle.id);
  const { action } = pick(mistake, true);
  mistake.free();
  played.free();
  await dance(page, input, action);
  await shown(page, 'right');
  const list = await page.$$eval('#puzzles-mistakes button', (els) => els.map((e) => e.textContent));
  assert.equal(list.length, 1);
  assert.match(list[0] ?? '', /Move 1: a blunder ✓ solved/);
  await screenshot(page, 'puzzles-mistake');
  assert.deepEqual(allErrors(errors), []);
});

test('on a phone, by touch, in Italian: the panel below the table, its buttons in reach', async () => {
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    await screen(page, 'newgame');
    await screenshot(page, 'puzzles-phone-first');
    const input = await touch(page);
    await input.tap(await page.locator('#way-puzzles').evaluate((e) => {
      e.scrollIntoView();
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }));
    const puzzle = await shown(page);
    assert.match(await rating(page), /^Il tuo punteggio: 1\.?500/);
    await dance(page, input, chosen(puzzle.id, true).action);
    await shown(page, 'right');
    assert.match((await said(page)).text, /^Giusto!/);
    const next = await page.locator('#puzzles-next').boundingBox();
    assert.ok(next && next.y + next.height <= 844 && next.x >= 0 && next.x + next.width <= 390, 'Next is in reach');
    const table = await page.locator('#table').boundingBox();
    assert.ok(table && table.height > 300, `the table keeps its room: ${table?.height}`);
    await screenshot(page, 'puzzles-phone');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

// The review of a game (issue 25) in the built page, by real input: a finished game's link
// opened, its review computed in the worker with its progress, cancelled half-way and taken up
// where it stopped, the graph and the marks, a move's "better was" drawn on the table, the
// keys, axe-core on the screen, and the review kept with the game (a reload opens it at once).
// On a phone, by touch: a match whose second round is being played, on the device of one seat
// (by link), reviews its first round only. The games are played here by the engine's Easy (in
// Node, from a seed), so the test knows the round's moves without the page telling them.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { wasm } from './engine.mjs';
import { DIST, allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import { hook, screen } from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** A game of `rounds` dealt from `seed` and played by Easy at both seats until `stop(view)`:
 * its link's code and each action's round. */
function played({ seed, rounds = 1, stop = (view) => view.game_over }) {
  const game = new wasm.Game({ players: 2, rounds, seed: String(seed), colours: 'pw' });
  try {
    const roundOf = [];
    while (!stop(game.view(undefined, false))) {
      roundOf.push(game.view(undefined, false).round);
      game.apply(game.computerChoice('easy', String(seed * 1000 + roundOf.length)).action);
    }
    return { code: game.code(), roundOf };
  } finally {
    game.free();
  }
}

/** Fair mode's wasm bundle (dist/fair/, built with the review), as the page loads it. */
async function fairBindings() {
  const dir = join(DIST, 'fair');
  const glue = (await readdir(dir)).find((f) => /^fair-[0-9a-f]+\.js$/.test(f));
  const text = await readFile(join(dir, glue), 'utf8');
  const m = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  m.initSync({ module: await readFile(join(dir, glue.replace(/\.js$/, '_bg.wasm'))) });
  return m;
}

/** A fair round between two devices (Anna's and Ben's, each its own FairGame), played by Easy
 * at both seats: its links when the round ended before the other seat's key was in (not
 * verified yet), and at the end (every key in: verified). */
async function fairRound() {
  const { FairGame } = await fairBindings();
  const anna = FairGame.create({ players: 2, rounds: 1, seed: '0', colours: 'pw' }, ['Anna', 'Ben']);
  const ben = FairGame.open(anna.link());
  ben.takeSeat(1);
  const links = { unverified: '', verified: '' };
  let latest = (ben.advance(), ben.link());
  for (let i = 0; i < 1000 && !links.verified; i++) {
    const device = [anna, ben][i % 2];
    if (device.link() !== latest) device.update(latest);
    device.advance();
    const choice = device.next()?.mine ? device.computerChoice('easy', String(i)) : null;
    if (choice) device.apply(choice.action ?? choice);
    device.advance();
    latest = device.link();
    const [verdict] = device.verdicts();
    if (verdict?.kind === 'NotVerified') links.unverified ||= latest;
    if (verdict?.kind === 'Valid') links.verified = latest;
  }
  anna.free();
  ben.free();
  return links;
}

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's violations on the page as it stands (as look.test.mjs; the game's missing <h1> is
 * issue 24's). */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const { violations } = await page.evaluate(() =>
    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
  );
  return violations.filter((v) => v.id !== 'page-has-heading-one').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The review's progress as the page shows it: how many moves of how many, and its state. */
const progress = (page) =>
  page.evaluate(() => {
    const bar = /** @type {HTMLProgressElement} */ (document.getElementById('review-progress'));
    const shown = (id) => !document.getElementById(id).hidden;
    return { done: bar.value, total: bar.max, cancel: shown('review-cancel'), go: shown('review-go'), deeper: shown('review-deeper') };
  });
const reviewDone = (page, timeout = 180_000) =>
  page.waitForFunction(() => document.getElementById('review-deeper')?.hidden === false, null, { timeout });
/** The page's times of the reviews it computed (performance measures `review`). */
const measures = (page) =>
  page.evaluate(() => performance.getEntriesByName('review').map((m) => ({ ms: m.duration, ...m.detail })));

test('a finished game reviewed: progress, Cancel and Go on, the graph, the marks, better was on the table, kept', async () => {
  const { code, roundOf } = played({ seed: 62 });
  const { page, errors } = await session.open(`#${code}`);
  await screen(page, 'seat');
  await page.click('#seat-all');
  await screen(page, 'result');
  await page.click('#result-review');
  await page.waitForSelector('#review');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'review-title', 'the focus goes to the review');

  // Step by step in the worker: Cancel stops it half-way, Go on takes it up where it stopped.
  await page.waitForFunction(() => document.getElementById('review-progress').value >= 2, null, { timeout: 120_000 });
  await page.click('#review-cancel');
  const stopped = await progress(page);
  assert.equal(stopped.total, roundOf.length, 'every action of the round is reviewed');
  assert.ok(stopped.done >= 2 && stopped.done < stopped.total, `stopped half-way: ${stopped.done} of ${stopped.total}`);
  assert.deepEqual([stopped.cancel, stopped.go], [false, true]);
  assert.match(await page.textContent('#review-status'), new RegExp(`Stopped after ${stopped.done} of ${stopped.total} moves`));
  await page.click('#review-go');
  await reviewDone(page);
  const [run] = await measures(page);
  assert.equal(run.actions, stopped.total - stopped.done, 'Go on reviewed only the moves left');
  console.log(`# review: ${run.actions} of ${stopped.total} actions in ${Math.round(run.ms)} ms, slowest step ${Math.round(run.slowest)} ms`);
  // Its wasm, loaded by the worker, is kept for offline play like the page's other bundles.
  const kept = () => caches.open('muses').then((c) => c.keys()).then((k) => k.some((r) => /\/review\/review-[0-9a-f]+_bg\.wasm$/.test(r.url)));
  await page.waitForFunction(kept, null, { timeout: 20_000 });

  // The graph: each Company's line over the round, the marks on it; its words for screen readers.
  assert.equal(await page.$$eval('#review-graph polyline.line', (l) => l.length), 2);
  const marks = await page.$$eval('#review-moves button[data-mark]', (bs) => bs.map((b) => ({ index: Number(b.dataset.index), mark: b.dataset.mark })));
  assert.ok(marks.length > 0, 'some moves are marked');
  assert.equal(await page.$$eval('#review-graph circle.mark', (c) => c.length), marks.length);
  assert.equal(await page.getAttribute('#review-graph', 'aria-label'), 'Each Company’s chance to win the round, move by move');
  const summary = await page.textContent('#review-summary');
  assert.match(summary, /^After the last move: Purple \(Player 1\): (100|0)% and White \(Player 2\): (0|100)%\. /);
  assert.match(summary, /The turning point: move \d+, by Player \d \((blunder|mistake|inaccuracy)\)\./);
  assert.equal(await page.$$eval('#review-moves button', (bs) => bs.length), roundOf.length);

  // A marked move: the table shows the position it was played from, with the move and what was
  // better drawn on it, and says both.
  const bad = marks.find((m) => m.mark !== 'Strong');
  await page.click(`#review-moves button[data-index="${bad.index}"]`);
  await page.waitForFunction((i) => window.__muses.replayIndex() === i, bad.index);
  assert.equal(await hook(page, 'overlay'), true, 'the arrows are drawn on the table');
  assert.equal(await page.getAttribute(`#review-moves button[data-index="${bad.index}"]`, 'aria-current'), 'true');
  const better = await page.textContent('#review-move-better');
  assert.match(better, /^Better was: /);
  assert.match(await page.textContent('#review-move-judged'), /^An? (blunder|mistake|inaccuracy): (White|Purple) \(Player \d\) had \d+% to win/);
  await session.screenshot(page, 'review-better');
  assert.deepEqual(await axe(page), [], 'the review screen');
  // The replay's keys step through the moves, and the review follows.
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((i) => window.__muses.replayIndex() === i - 1, bad.index);
  await page.waitForFunction((i) => document.querySelector(`#review-moves button[data-index="${i - 1}"]`)?.getAttribute('aria-current') === 'true', bad.index);
  assert.match(await page.textContent('#review-move-title'), new RegExp(`^Move ${bad.index} of ${roundOf.length} · Player \\d$`));

  // Kept with the game: after a reload it opens at once, nothing computed again.
  await page.reload();
  await screen(page, 'result');
  await page.click('#result-review');
  await reviewDone(page, 15_000);
  assert.deepEqual(await measures(page), [], 'nothing was computed again');
  assert.equal(await page.$$eval('#review-moves button', (bs) => bs.length), roundOf.length);
  assert.equal(await page.$$eval('#review-moves button[data-mark]', (bs) => bs.length), marks.length);
  // Back to the game: the review and the replay close, the table is the game's again.
  await page.click('#review-close');
  assert.equal(await page.$('#review'), null);
  assert.equal(await hook(page, 'replayIndex'), null);
  assert.equal(await hook(page, 'overlay'), false);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('on a phone, by touch: a match being played reviews its first round only, on the device of one seat', async () => {
  const { code, roundOf } = played({ seed: 62, rounds: 2, stop: (view) => view.round === 2 && view.phase === 'Dance' });
  const second = roundOf.indexOf(2);
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const { page, errors } = await openPage(phone.context, `${session.server.url}#${code}`);
    await screen(page, 'seat');
    await page.tap('#seat-0');
    await screen(page, null);
    await page.tap('#menu summary');
    await page.tap('#menu-review');
    await page.waitForSelector('#review');
    await reviewDone(page);
    const indices = await page.$$eval('#review-moves button', (bs) => bs.map((b) => Number(b.dataset.index)));
    assert.deepEqual(indices, [...Array(second).keys()], 'the first round, every move of it, and nothing else');
    // A move of the round being played (the replay opens on the game as it stands): not
    // reviewed, nothing drawn.
    assert.equal(await hook(page, 'replayIndex'), roundOf.length);
    await page.tap('#replay-back');
    await page.waitForFunction((n) => window.__muses.replayIndex() === n - 1, roundOf.length);
    assert.match(await page.textContent('#review-move-judged'), /^Its round is not reviewed/);
    assert.equal(await hook(page, 'overlay'), false);
    await page.tap('#review-turning');
    await page.waitForFunction(() => window.__muses.overlay());
    await session.screenshot(page, 'review-phone');
    assert.deepEqual(await axe(page), [], 'the review screen on a phone');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a fair game: reviewed once its round is verified, in fair mode’s wasm, on a device that only watched', async () => {
  const links = await fairRound();
  assert.ok(links.unverified && links.verified, 'the round ended, then was verified');
  // A browser of its own: what it fetches is what this game needed.
  const fresh = await launchBrowser();
  const asked = session.server.requests.length;
  try {
    const { page, errors } = await openPage(fresh.context, `${session.server.url}#${links.unverified}`);
    await screen(page, 'fair-seat');
    await page.click('#fair-seat-watch');
    await screen(page, null);
    assert.equal(await page.$eval('#menu-review', (b) => b.disabled), true, 'not verified yet: no review');
    await page.evaluate((link) => (location.hash = link), links.verified);
    await screen(page, 'result');
    await page.click('#result-review');
    await reviewDone(page);
    const { total } = await progress(page);
    assert.equal(total, await hook(page, 'moves'), 'every action of the round reviewed');
    assert.equal(await page.$$eval('#review-moves button', (bs) => bs.length), total);
    const fetched = session.server.requests.slice(asked);
    assert.ok(!fetched.some((path) => /\/review\/review-/.test(path)), 'the review’s own wasm is not needed');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await fresh.close();
  }
});

// The Hint and the tips at the table (issue 14), in the built page against the computer: the
// Hint drawn, worded and played (and the engine's own Hint for that position, in Node); the
// tips of a game against Easy shown at their moment, once each, and turned off for good.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { lessons } from './engine.mjs';
import { allErrors, startSession } from './harness.mjs';
import { choose, hook, idle, key, mouse, moves, newGame, play, truth } from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** The new-game screen, over the game a page of this browser saved before if any. */
async function toNewGame(page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('dance-of-muses.game')) localStorage.removeItem(key);
    history.replaceState(null, '', location.pathname);
  });
  await page.reload();
}

/** Waits for the person's turn (the computer done, nothing moving). */
async function myTurn(page) {
  // After a reload the tests' hook comes with the engine: not there yet is not a failure.
  await page.waitForFunction(() => window.__muses?.thinking() === null && window.__muses.idle() && !document.getElementById('hint-button').hidden, null, { timeout: 20_000 });
}

/** The Hint the engine gives for the game shown, worked out in Node from its link (in the
 * tutorial's wasm, where the page asks it too). */
async function engineHint(page) {
  const { code } = await truth(page);
  const game = (await lessons()).Game.fromLink(code);
  try {
    return game.hint(String(game.actionCount()), false);
  } finally {
    game.free();
  }
}

/** Asks for the Hint, checks what it says, plays it with the button, checks what was played. */
async function hintAndPlay(page, name) {
  await myTurn(page);
  const expected = await engineHint(page);
  await page.click('#hint-button');
  await page.waitForFunction(() => document.getElementById('hint').textContent.startsWith('Hint:'));
  const text = await page.$eval('#hint', (e) => e.textContent);
  assert.ok(text.length > 12 && !/\{|hint\./.test(text), `the Hint in words: ${text}`);
  assert.equal(await page.$eval('#hint-button', (e) => e.textContent), 'Play it');
  await session.screenshot(page, name);
  const n = await moves(page);
  await page.click('#hint-button');
  await page.waitForFunction((n) => window.__muses.moves() > n, n);
  const played = (await truth(page)).actions[n];
  assert.equal(key(played), key(expected.action), 'the Hint played is the engine’s Hint');
  return text;
}

test('the Hint is shown as an arrow with its why, and played', async () => {
  const { page, errors } = await session.open();
  const input = mouse(page);
  await toNewGame(page);
  await newGame(page, { players: 2, seed: 11, kinds: ['human', 'medium'] });
  // A placement's Hint, then the dance's.
  await hintAndPlay(page, 'hint-placement');
  while ((await hook(page, 'view')).phase === 'Placement') {
    await myTurn(page);
    if ((await hook(page, 'view')).phase !== 'Placement') break;
    await play(page, input, await choose(page));
  }
  const text = await hintAndPlay(page, 'hint-dance');
  assert.match(text, /steps|Power/);
  // A hot-seat game of people only has no Hint.
  await page.click('#menu-new');
  await newGame(page, { players: 2, seed: 11 });
  await idle(page);
  assert.equal(await page.$eval('#hint-button', (e) => e.hidden), true);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('tips in a game against Easy: each once, and off for good', async () => {
  const { page, errors } = await session.open();
  const input = mouse(page);
  await toNewGame(page);
  await newGame(page, { players: 2, seed: 4, kinds: ['human', 'easy'] });
  await myTurn(page);
  await page.waitForSelector('#tip[data-tip="placement"]:not([hidden])');
  await session.screenshot(page, 'tip-placement');
  await page.click('#tip .ok');
  assert.equal(await page.$eval('#tip', (e) => e.hidden), true);
  await play(page, input, await choose(page));
  // Seen once: not again, in this game or after a reload.
  await page.reload();
  await myTurn(page);
  assert.equal(await page.$eval('#tip', (e) => e.hidden), true, 'the placement tip is not shown twice');
  while ((await hook(page, 'view')).phase === 'Placement') {
    await myTurn(page);
    if ((await hook(page, 'view')).phase !== 'Placement') break;
    await play(page, input, await choose(page));
  }
  await myTurn(page);
  // The dance: choosing a Muse who can push shows the push tip; it is turned off for good.
  const game = await truth(page);
  const push = game.legal.map((l) => l.action).find((a) => a.kind === 'Step' && game.preview(a).filter((e) => e.kind === 'Moved').length > 1);
  assert.ok(push, 'a push is possible in this deal');
  await input.tap(await hook(page, 'squareToClient', push.from.x, push.from.y));
  await page.waitForSelector('#tip[data-tip="push"]:not([hidden])');
  await session.screenshot(page, 'tip-push');
  await page.click('#tip .off');
  assert.equal(await page.$eval('#tip', (e) => e.hidden), true);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('dance-of-muses.tips'))).off, true);
  // No tip any more, even at a Muse with a Power to use.
  const power = game.legal.map((l) => l.action).find((a) => a.kind === 'PowerStep' || a.kind === 'StepPower');
  if (power) await input.tap(await hook(page, 'squareToClient', power.from.x, power.from.y));
  await idle(page);
  assert.equal(await page.$eval('#tip', (e) => e.hidden), true);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('tips turned off stay off in the next game against Easy', async () => {
  const { page } = await session.open();
  await page.evaluate(() => localStorage.setItem('dance-of-muses.tips', JSON.stringify({ off: true, seen: [] })));
  await page.reload();
  await toNewGame(page);
  await newGame(page, { players: 2, seed: 5, kinds: ['human', 'easy'] });
  await myTurn(page);
  assert.equal(await page.$('#tip:not([hidden])'), null);
  await page.close();
});

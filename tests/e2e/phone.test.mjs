// What a new player meets on a phone (issue 20), played on a 390×844 screen by touch, in
// Italian: the tutorial followed word for word, a round against the computer to its end (the
// table legible all through, words that point at what the table shows, the end explained), a
// game against the computer moved to another device by its link. Screenshots:
// target/e2e/phone-*.png (look at them).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { lessons } from './engine.mjs';
import { allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import * as ui from './play.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'it-IT' };

let session;
before(async () => {
  session = await startSession({ browser: PHONE });
});
after(async () => {
  await session?.close();
});

/** Every visible text's size, in CSS px: [{ text, px }] under 12. */
const smallText = (page) =>
  page.evaluate(() => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !el || el.closest('[hidden], .visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!r.width || !r.height || style.visibility === 'hidden' || style.display === 'none') continue;
      const px = parseFloat(style.fontSize);
      if (px < 12) out.push({ text: n.textContent.trim().slice(0, 30), px });
    }
    return out;
  });

/** Coordinates ("0,0", "-1,2") where a player reads words. */
const COORDS = /(^|[^\d])-?\d+,-?\d+(?!\d)/;

test('the tutorial on a phone by touch, in Italian: every instruction followed is accepted', async () => {
  const wasm = await lessons();
  const steps = wasm.lessons().lessons.flatMap((l) => l.steps.map((s) => ({ ...s, lesson: l.id })));
  const { page, errors } = await session.fresh();
  const input = await ui.touch(page);
  await ui.press(page, input, '#newgame-learn');
  let game = null;
  for (const step of steps) {
    await page.waitForFunction((id) => document.getElementById('tutorial')?.dataset.step === id, step.id);
    await ui.idle(page);
    if (!step.continues || !game) {
      game?.free();
      game = wasm.Game.fromLink(step.link);
    }
    const text = await page.textContent('#tutorial-do');
    assert.doesNotMatch(text, COORDS, `${step.id}: no coordinates`);
    if (step.goal.kind !== 'Explain') {
      const action = game.lessonSolution(step.id);
      if (action.kind === 'Place') {
        // As the words say: Face down first when asked, then the Muse, then the square.
        if (action.face_down) await ui.press(page, input, '#face-down');
        await input.tap(await ui.hook(page, 'handTileToClient', action.muse));
        await input.tap(await ui.hook(page, 'squareToClient', action.to.x, action.to.y));
      } else if (action.kind === 'Step') {
        // "Tap her, then the square" (or, for a push, the arrow the hint names): the step is
        // played at once, nothing more is asked.
        const d = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] }[action.dir];
        await input.tap(await ui.hook(page, 'squareToClient', action.from.x, action.from.y));
        await ui.idle(page);
        const to = { x: action.from.x + d[0], y: action.from.y + d[1] };
        const pushed = (await ui.hook(page, 'shownTiles')).some((t) => t.x === to.x && t.y === to.y);
        const arrow = (await ui.hook(page, 'arrowTargets')).find((a) => a.dir === action.dir);
        await input.tap(pushed ? arrow : await ui.hook(page, 'squareToClient', to.x, to.y));
      } else {
        await ui.dance(page, input, action);
      }
      await page.waitForFunction(() => document.getElementById('tutorial').dataset.met === 'true', null, { timeout: 10_000 }).catch(() => {});
      const said = await page.$eval('#tutorial-said', (e) => ({ text: e.textContent, tone: e.className }));
      assert.equal(said.tone, 'right', `${step.id}: followed as told, accepted (${said.text})`);
      assert.ok(game.lessonCheck(step.id, action).ok);
    }
    await ui.idle(page);
    // The words and the way on are on the screen, nothing under the screen's edge.
    const next = await page.locator(step === steps.at(-1) ? '#tutorial-next, #tutorial-play' : '#tutorial-next').first().boundingBox();
    assert.ok(next.y + next.height <= 844, `${step.id}: Next is on the screen (${next.y + next.height})`);
    if (['step.move', 'powers.raise-before', 'placement.mystery', 'end.will', 'end.silver'].includes(step.id)) await session.screenshot(page, `phone-tutorial-${step.id}`);
    if (step.lesson === 'placement') {
      assert.doesNotMatch(await page.textContent('#tutorial'), /anche a te/, 'she knows her own Mysterious Muse');
    }
    assert.deepEqual(await smallText(page), [], `${step.id}: no text under 12 px`);
    await ui.press(page, input, '#tutorial-next');
  }
  game.free();
  // The last words say to start on Easy: the new-game screen offers Easy.
  await page.waitForSelector('#tutorial-play:not([hidden])');
  assert.match(await page.textContent('#tutorial-said'), /Facile/);
  await ui.press(page, input, '#tutorial-play');
  await ui.screen(page, 'newgame');
  // The way's choices come with their code (loaded at the first way opened).
  await page.waitForSelector('#newgame-form[data-way="computer"]');
  assert.equal(await page.$eval('input[name=level]:checked', (e) => e.value), 'easy');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a round against the computer on a phone: legible to its end, in words the table shows', async () => {
  // Easy plays at random: a round it keeps small never needs the camera, so up to three are played.
  let round;
  for (const seed of [11, 12, 13]) {
    round = await spreadRound(seed);
    if (round.seen.cropped) break;
    console.log(`seed ${seed}: the round stayed small enough to see whole; another one`);
    await round.page.close();
  }
  const { page, errors, input, seen } = round;
  assert.ok(seen.smallest >= 60, `tiles of ${seen.smallest.toFixed(1)} px at the smallest`);
  assert.ok(seen.cropped && seen.whole, 'the round spread past the screen and was seen whole');
  // The move log: words, no notation unless asked for.
  await page.waitForFunction(() => window.__muses.screen() === 'result', null, { timeout: 30_000 });
  assert.doesNotMatch(await page.textContent('#turn'), /pensando|pensa/, 'nobody is thinking any more');
  const why = await page.textContent('#result-why');
  assert.match(why, /è arrivato a 6 e ha chiuso la manche|sono arrivati a 6/, `the result says which die ended the round: ${why}`);
  // The tokens over the columns do not overlap.
  const tokens = await page.$$eval('.result-row.head .token', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
  for (let i = 1; i < tokens.length; i++) assert.ok(tokens[i][0] >= tokens[i - 1][1], `tokens ${i - 1} and ${i} do not overlap`);
  assert.deepEqual(await smallText(page), [], 'no text under 12 px in the result');
  await session.screenshot(page, 'phone-result');
  await ui.press(page, input, '#result-table');
  await ui.screen(page, null);
  await page.click('#log-panel summary');
  const log = await page.$$eval('#log li', (els) => els.map((e) => e.innerText));
  assert.ok(log.length > 10);
  for (const line of log) assert.doesNotMatch(line, COORDS, `a log line in words only: ${line}`);
  await page.check('#log-notation');
  assert.match((await page.$$eval('#log li', (els) => els.map((e) => e.innerText))).join('\n'), COORDS, 'the notation, when asked for');
  await page.uncheck('#log-notation');
  // The rules: a sheet over most of the screen, with the touch gestures, not the keys.
  await page.click('#log-panel summary');
  await page.click('#rules-panel summary');
  await page.waitForSelector('#touch-help:visible');
  const sheet = await page.locator('#rules-panel').boundingBox();
  assert.ok(sheet.height > 600, `the rules read on most of the screen (${sheet.height} px)`);
  assert.equal(await page.locator('#keys-help').isVisible(), false, 'no keyboard keys on a touch screen');
  await session.screenshot(page, 'phone-rules');
  await page.click('#rules-panel summary');
  // Landscape: the result's buttons on the screen.
  await page.setViewportSize({ width: 844, height: 390 });
  await ui.press(page, input, '#show-result');
  await ui.screen(page, 'result');
  const next = await page.locator('#result-next').boundingBox();
  assert.ok(next.y >= 0 && next.y + next.height <= 390, `the result's buttons in landscape (${next.y})`);
  await session.screenshot(page, 'phone-result-landscape');
  await page.setViewportSize(PHONE.viewport);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

/** A round against Easy on a phone, played to spread the table (see spread), checking on the
 * way that tiles stay legible, the whole table can be seen and the Hint leaves with the move. */
async function spreadRound(seed) {
  const { page, errors } = await session.fresh();
  const input = await ui.touch(page);
  await ui.newGame(page, { kinds: ['human', 'easy'], seed });
  const seen = { cropped: false, smallest: Infinity, whole: false, hint: false };
  for (let turn = 0; turn < 120; turn++) {
    await page.waitForFunction(() => window.__muses.idle() || window.__muses.screen() === 'result', null, { timeout: 30_000 });
    if ((await ui.hook(page, 'screen')) === 'result' || (await ui.hook(page, 'view')).game_over) break;
    const view = await ui.hook(page, 'view');
    if (view.to_move !== 0) continue;
    // A tip for a game against Easy: read, and put away as a player would.
    if (await page.locator('#tip .ok').isVisible()) await ui.press(page, input, '#tip .ok');
    // Legible tiles at every moment the table follows the play.
    const zoom = await ui.hook(page, 'zoom');
    const sizes = (await ui.hook(page, 'tileBoxes')).map((t) => t.size);
    if (zoom >= 1) seen.smallest = Math.min(seen.smallest, ...sizes);
    if (await page.locator('#whole').isVisible()) {
      seen.cropped = true;
      if (!seen.whole) {
        // The way to see the whole table, said on it; and back to the play.
        assert.match(await page.textContent('#whole'), /Vedi tutto il tavolo/);
        await session.screenshot(page, 'phone-cropped');
        await ui.press(page, input, '#whole');
        await ui.idle(page);
        assert.ok((await ui.hook(page, 'zoom')) < 1, 'the whole table');
        const boxes = await ui.hook(page, 'tileBoxes');
        const canvas = await page.locator('#table').boundingBox();
        assert.ok(boxes.every((b) => b.x > canvas.x && b.x < canvas.x + canvas.width && b.y > canvas.y && b.y < canvas.y + canvas.height), 'every Muse in view');
        await session.screenshot(page, 'phone-whole');
        assert.match(await page.textContent('#whole'), /Torna al gioco/);
        await ui.press(page, input, '#whole');
        await ui.idle(page);
        assert.equal(await ui.hook(page, 'zoom'), 1);
        seen.whole = true;
      }
    }
    // The Hint's circle and arrow leave the table with the move.
    if (!seen.hint && view.phase === 'Dance') {
      await ui.press(page, input, '#hint-button');
      await page.waitForFunction(() => window.__muses.overlay());
      assert.match(await ui.hook(page, 'hint'), /^Suggerimento:/);
      seen.hint = true;
    }
    // Hints name Muses and squares as the table shows them: never coordinates.
    assert.doesNotMatch(await ui.hook(page, 'hint'), COORDS);
    const action = await spread(page);
    await ui.play(page, input, action);
    assert.equal(await ui.hook(page, 'overlay'), false, 'no Hint left on the table after the move');
  }
  return { page, errors, input, seen };
}

/** A move that keeps the round going and spreads the group (the person's), or ends it once
 * the group is wide. */
async function spread(page) {
  const game = await ui.truth(page);
  const legal = game.legal.map((l) => l.action);
  if (legal[0].kind === 'Place') {
    const up = legal.filter((a) => !a.face_down);
    const far = (a) => Math.abs(a.to.x) + Math.abs(a.to.y);
    return (up.length ? up : legal).sort((x, y) => far(y) - far(x))[0];
  }
  const xs = game.view.tiles.map((t) => t.square.x);
  const wide = Math.max(...xs) - Math.min(...xs) >= 6;
  const scored = legal.map((a) => ({ a, ends: game.preview(a).some((e) => e.kind === 'RoundEnded') }));
  if (wide) return (scored.find((s) => s.ends) ?? scored[0]).a;
  return (scored.find((s) => !s.ends && s.a.kind === 'Step') ?? scored.find((s) => !s.ends) ?? scored[0]).a;
}

test('a game against the computer opened on another device goes on against the computer', async () => {
  const { page, errors } = await session.fresh();
  const input = await ui.touch(page);
  await ui.newGame(page, { kinds: ['human', 'medium'] });
  // The person's first placement (the computer may place first).
  await page.waitForFunction(() => window.__muses.idle() && window.__muses.view().to_move === 0, null, { timeout: 30_000 });
  await ui.play(page, input, await ui.choose(page));
  await page.waitForFunction(() => window.__muses.idle() && window.__muses.view().to_move === 0, null, { timeout: 30_000 });
  const code = await ui.hook(page, 'code');
  const played = await ui.hook(page, 'moves');
  // A desktop, another browser: the link alone.
  const desk = await launchBrowser();
  try {
    const other = await openPage(desk.context, `${session.server.url}#${code}`);
    const b = other.page;
    await b.waitForFunction(() => window.__muses?.idle(), null, { timeout: 15_000 });
    assert.equal(await ui.hook(b, 'screen'), null, 'no seat to choose: one person plays');
    assert.equal(await ui.hook(b, 'seatMode'), 'all');
    assert.equal(await ui.hook(b, 'moves'), played);
    const mouse = ui.mouse(b);
    assert.equal((await ui.hook(b, 'view')).to_move, 0);
    await ui.play(b, mouse, await ui.choose(b));
    // The computer answers on this device.
    await b.waitForFunction((n) => window.__muses.moves() >= n + 2 && window.__muses.idle(), played, { timeout: 30_000 });
    assert.equal((await ui.hook(b, 'view')).to_move, 0);
    assert.equal(await b.locator('#hint-button').isVisible(), true, 'the Hint is there');
    assert.deepEqual(allErrors(other.errors), []);
  } finally {
    await desk.close();
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

// Whole games through the table's real input: pointer drags and taps on the canvas, clicks
// on its buttons; each result checked against the engine through window.__muses.
// Screenshots of every phase land in target/e2e/.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import * as ui from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** Counts main-thread tasks over 50 ms from the page's start (Long Tasks API). */
const watchLongTasks = (context) =>
  context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({
      type: 'longtask',
    });
  });

test('a 2-player game with the mouse: new game, placement, dance, end of round', async () => {
  await watchLongTasks(session.context);
  const { page, errors } = await session.fresh();
  const input = ui.mouse(page);
  await ui.screen(page, 'newgame');
  await session.screenshot(page, 'new-game');
  await ui.newGame(page, { seed: 11, names: ['Anna', 'Ben'] });

  // The pass-the-device screen comes first, and nothing private shows behind it.
  await ui.screen(page, 'pass');
  assert.match(await page.textContent('#pass-title'), /Pass the device to (Anna|Ben)/);
  assert.equal(await ui.hook(page, 'hand'), null);
  await ui.idle(page);
  await session.screenshot(page, 'pass-device');
  await ui.passDevice(page, input);
  const hand = await ui.hook(page, 'hand');
  assert.equal(hand.length, 4);

  // An illegal drop (on the neutral Muse's square) snaps back with the engine's reason.
  await input.drag(await ui.hook(page, 'handTileToClient', hand[0]), await ui.hook(page, 'squareToClient', 0, 0));
  await ui.idle(page);
  assert.match(await ui.hook(page, 'hint'), /^That square is already taken\.$/);
  assert.ok(await page.isVisible('#hint.refused'));
  assert.equal(await ui.moves(page), 0);
  assert.deepEqual(await ui.hook(page, 'hand'), hand);
  await session.screenshot(page, 'placement-refused');

  // Each player's first Muse goes face down, chosen with the Face down button.
  const face = async () => {
    const legal = (await ui.legal(page)).filter((a) => a.face_down);
    return legal.sort((a, b) => Math.abs(a.to.x) + Math.abs(a.to.y) - Math.abs(b.to.x) - Math.abs(b.to.y))[0];
  };
  await ui.play(page, input, await face(), { hold: () => session.screenshot(page, 'placement-drag') });
  await ui.play(page, input, await face());
  const view = await ui.hook(page, 'view');
  assert.deepEqual(view.mystery_placed, [true, true]);
  // The engine's own view hides both face-down identities, and so does the table.
  assert.equal((await ui.hook(page, 'shownTiles')).filter((t) => !t.faceUp && t.muse).length, 0);

  // A second Mysterious Muse is refused, with the engine's reason.
  await ui.passDevice(page, input);
  await ui.press(page, input, '#face-down');
  assert.equal(await ui.hook(page, 'faceDown'), false);
  assert.match(await ui.hook(page, 'hint'), /Mysterious Muse is already placed/);
  await session.screenshot(page, 'placement');

  // The dance: a drop that would break the group snaps back with the engine's reason.
  while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
  const steps = (await ui.legal(page)).filter((a) => a.kind === 'Step').map((a) => `${a.from.x},${a.from.y}${a.dir}`);
  const bad = await page.evaluate((steps) => {
    const d = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] };
    const legal = new Set(steps);
    for (const t of window.__muses.view().tiles) {
      for (const [dir, [dx, dy]] of Object.entries(d)) {
        if (!legal.has(`${t.square.x},${t.square.y}${dir}`)) return { from: t.square, to: { x: t.square.x + dx, y: t.square.y + dy } };
      }
    }
  }, steps);
  const played = await ui.moves(page);
  await input.drag(await ui.hook(page, 'squareToClient', bad.from.x, bad.from.y), await ui.hook(page, 'squareToClient', bad.to.x, bad.to.y));
  await ui.idle(page);
  assert.match(await ui.hook(page, 'hint'), /the Muses would no longer be a single group/);
  assert.equal(await ui.moves(page), played);
  await session.screenshot(page, 'dance-refused');
  await input.tap(await ui.hook(page, 'squareToClient', bad.from.x, bad.from.y));

  const want = new Set(['push', 'power']);
  let shotPreview = false;
  let shotPower = false;
  for (let turn = 0; (await ui.hook(page, 'screen')) !== 'result'; turn++) {
    assert.ok(turn < 60, 'the round ends');
    const action = await ui.choose(page, want);
    const options = {};
    if (action.kind !== 'Place' && !shotPreview) {
      // A drag in progress previews where every pushed tile would go.
      options.hold = () => session.screenshot(page, 'dance-drag-preview');
      shotPreview = true;
    }
    if (action.kind === 'PowerStep' && !shotPower) {
      await input.tap(await ui.hook(page, 'squareToClient', action.from.x, action.from.y));
      await ui.idle(page);
      await session.screenshot(page, 'power-targets');
      await input.tap(await ui.hook(page, 'squareToClient', action.from.x, action.from.y));
      await ui.idle(page);
      shotPower = true;
    }
    await ui.play(page, input, action, options);
  }
  assert.equal(want.size, 0, 'a push and a Power were played');

  // The end-of-round panel shows the engine's score.
  await ui.screen(page, 'result');
  await ui.idle(page);
  await session.screenshot(page, 'end-of-round');
  await ui.checkResult(page);
  assert.match(await page.textContent('#live'), /Round 1: .*(wins|share the victory), decided by/, 'the result is announced');
  // Every face-down Muse is revealed on the table once the round is over.
  assert.ok((await ui.hook(page, 'shownTiles')).every((t) => t.muse));
  await ui.press(page, input, '#result-table');
  await session.screenshot(page, 'end-of-round-table');

  const longTasks = await page.evaluate(() => window.__longTasks);
  console.log(`long tasks (> 50 ms) during the game: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}`);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a phone in portrait with touch: a whole game by finger', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    const input = await ui.touch(page);
    await ui.screen(page, 'newgame');
    await session.screenshot(page, 'phone-new-game');
    await ui.newGame(page, { seed: 5, names: ['Ana', 'Bo'] });
    await session.screenshot(page, 'phone-pass');
    for (let turn = 0; (await ui.hook(page, 'phase')) !== 'Dance'; turn++) {
      const action = await ui.choose(page);
      const hold = turn === 2 ? () => session.screenshot(page, 'phone-placement-drag') : undefined;
      await ui.play(page, input, action, { hold });
    }
    // The dance to the end of the round, the first drag held for the preview.
    const want = new Set(['push', 'power']);
    for (let i = 0; (await ui.hook(page, 'screen')) !== 'result'; i++) {
      assert.ok(i < 60, 'the round ends');
      const hold = i === 0 ? () => session.screenshot(page, 'phone-dance-drag') : undefined;
      await ui.play(page, input, await ui.choose(page, want), { hold });
      if (i === 1) await session.screenshot(page, 'phone-dance');
    }
    assert.equal(want.size, 0, 'a push and a Power were played by touch');
    await ui.idle(page);
    await session.screenshot(page, 'phone-end-of-round');
    const score = (await ui.truth(page)).score;
    assert.equal(await page.getAttribute('#result-columns', 'data-winners'), score.winners.join(','));
    // The canvas is crisp: its backing store is in device pixels.
    const size = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      return { w: c.width, css: c.getBoundingClientRect().width };
    });
    assert.equal(size.w, Math.round(size.css * 3));
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a reload resumes the same game, in the placement and in the dance', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  const input = ui.mouse(page);
  await ui.newGame(page, { seed: 23, names: ['Cy', 'Di'] });
  for (let i = 0; i < 5; i++) await ui.play(page, input, await ui.choose(page));
  const check = async () => {
    const position = await ui.position(page);
    const log = await page.$$eval('#log li', (els) => els.map((e) => e.textContent));
    await page.reload();
    await page.waitForFunction(() => window.__muses?.idle());
    assert.equal(await ui.position(page), position);
    assert.deepEqual(await page.$$eval('#log li', (els) => els.map((e) => e.textContent)), log);
  };
  await check();
  // Mid-placement, the next player is asked for the device again before any hand shows.
  await ui.screen(page, 'pass');
  assert.equal(await ui.hook(page, 'hand'), null);
  while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
  await ui.play(page, input, await ui.choose(page));
  await check();
  assert.equal(await ui.hook(page, 'screen'), null);
  assert.equal(await ui.hook(page, 'phase'), 'Dance');
  await ui.play(page, input, await ui.choose(page));
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

for (const players of [3, 4]) {
  test(`a ${players}-player game: placement and a few dance steps`, async () => {
    const { page, errors } = await session.fresh({ quick: true });
    const input = ui.mouse(page);
    await ui.newGame(page, { players, seed: 3, names: ['Ann', 'Bob', 'Cat', 'Dan'].slice(0, players) });
    const view = await ui.hook(page, 'view');
    assert.equal(view.players, players);
    assert.equal(view.tiles.length, players === 4 ? 1 : 0, 'the neutral Muse is face up with 4 players');
    // The first placement and the first dance turn by keyboard alone.
    await ui.playByKeyboard(page, await ui.choose(page));
    while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
    await session.screenshot(page, `players-${players}-dance`);
    await ui.playByKeyboard(page, await ui.choose(page, new Set(['power'])));
    assert.match(await page.textContent('#live'), /used \w+'s Power/, 'the move is announced');
    for (let i = 0; i < 2 && (await ui.hook(page, 'screen')) !== 'result'; i++) await ui.play(page, input, await ui.choose(page));
    assert.equal((await ui.hook(page, 'view')).players, players);
    assert.deepEqual(allErrors(errors), []);
    await page.close();
  });
}

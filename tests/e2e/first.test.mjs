// The first screen and the menu's choices (issue 24): each of the four ways in leads to a
// started game or the tutorial in at most two taps (a phone, by touch), with its defaults; one
// <h1> on each screen; light or dark and sound, chosen in the menu and kept on this device
// (sound.js loaded only once turned on, then a sound for each move); and prefers-reduced-motion
// turning every tween off through a whole round, its end included.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, allErrors, launchBrowser, startSession } from './harness.mjs';
import * as ui from './play.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** The <h1>s a reader of the screen meets: none in a hidden part or behind a dialog (inert). */
const headings = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1')].filter((h) => !h.closest('[hidden], [inert]')).map((h) => h.textContent),
  );

test('the four ways in: each a started game or the tutorial in at most two taps, with its defaults (phone, touch)', async () => {
  const phone = await launchBrowser(PHONE);
  try {
    const taps = async (page, ...ids) => {
      const input = await ui.touch(page);
      for (const id of ids) {
        // (As the player, the test taps what shows: a way's choices come at its first tap.)
        await page.locator(id).waitFor({ state: 'visible' });
        await ui.press(page, input, id);
      }
      return ids.length;
    };
    const defaults = (page) =>
      page.evaluate(() =>
        ['level', 'players', 'rounds'].map((n) => document.querySelector(`input[name=${n}]:checked`).value),
      );

    // Play the computer: Medium, two players, one round; the player's hand at once, or the
    // computer thinking (no device to pass: one person at the table).
    let { page, errors } = await session.fresh({ context: phone.context });
    assert.deepEqual(await headings(page), ['Dance of Muses'], 'one <h1> on the first screen');
    assert.equal(await page.textContent('#first-games'), 'Games on another device? Bring them here.', 'no saved games: import');
    await session.screenshot(page, 'first-phone');
    await ui.press(page, await ui.touch(page), '#way-computer');
    await page.waitForSelector('#newgame-form[data-way="computer"]');
    assert.deepEqual(await defaults(page), ['medium', '2', '1']);
    assert.deepEqual(await headings(page), ['Dance of Muses']);
    // A screen reader on Start hears which way it starts: the way's title and its note.
    const described = await page.evaluate(() =>
      document
        .getElementById('newgame-start')
        .getAttribute('aria-describedby')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    );
    assert.deepEqual(described, ['Play the computer', 'You against the computer, from Easy to Master']);
    await session.screenshot(page, 'first-phone-computer');
    assert.equal(await taps(page, '#newgame-start'), 1);
    await page.waitForFunction(() => window.__muses.thinking() === 1 || window.__muses.hand()?.length > 0, null, {
      timeout: 15_000,
    });
    assert.equal(await ui.hook(page, 'screen'), null);
    assert.equal((await ui.hook(page, 'view')).players, 2);
    assert.deepEqual(await headings(page), ['Dance of Muses'], 'one <h1> on the game screen');
    assert.deepEqual(allErrors(errors), []);
    await page.close();

    // Pass and play: two people, the device passed to the first.
    ({ page, errors } = await session.fresh({ context: phone.context }));
    assert.equal(await taps(page, '#way-here', '#newgame-start'), 2);
    await ui.screen(page, 'pass');
    assert.equal((await ui.hook(page, 'view')).players, 2);
    assert.deepEqual(allErrors(errors), []);
    await page.close();

    // Friends apart: a fair deal, its link to send.
    ({ page, errors } = await session.fresh({ context: phone.context }));
    assert.equal(await taps(page, '#way-apart', '#newgame-start'), 2);
    await ui.screen(page, 'fair-deal');
    assert.deepEqual(allErrors(errors), []);
    await page.close();

    // Learn the game: the tutorial's first step.
    ({ page, errors } = await session.fresh({ context: phone.context }));
    assert.equal(await taps(page, '#newgame-learn'), 1);
    await page.waitForFunction(() => document.getElementById('tutorial')?.dataset.step);
    assert.deepEqual(await headings(page), ['Dance of Muses'], 'one <h1> in the tutorial');
    assert.deepEqual(allErrors(errors), []);
    await page.close();
  } finally {
    await phone.close();
  }
});

test("a way back, a way remembered: Other ways to play, and the last game's way filled as it was played", async () => {
  const { page, errors } = await session.fresh();
  await ui.newGame(page, { players: 3, rounds: 2, seed: 7, names: ['Ada'], kinds: ['human', 'hard', 'hard'] });
  await page.waitForFunction(() => window.__muses.view());
  await page.click('#menu-new');
  await ui.screen(page, 'newgame');
  assert.equal(await page.isVisible('#newgame-cancel'), true, 'Back to the game');
  await ui.openWay(page, 'computer', { more: false });
  assert.deepEqual(
    await page.evaluate(() =>
      ['level', 'players', 'rounds'].map((n) => document.querySelector(`input[name=${n}]:checked`).value),
    ),
    ['hard', '3', '2'],
  );
  // Another way starts from its own defaults; the player's name comes along.
  await page.click('#newgame-ways');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'way-computer');
  await ui.openWay(page, 'here');
  assert.equal(await page.$eval('input[name=players]:checked', (e) => e.value), '2');
  assert.deepEqual([await page.inputValue('#name-0'), await page.inputValue('#name-1')], ['Ada', 'Player 2']);
  assert.deepEqual([await page.inputValue('#kind-0'), await page.inputValue('#kind-1')], ['human', 'human']);
  await page.click('#newgame-cancel');
  await ui.screen(page, null);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

/** Counts the sounds the page makes (each Web Audio source started), from before its scripts. */
const countSounds = (context) =>
  context.addInitScript(() => {
    window.__sounds = 0;
    for (const name of ['createBufferSource', 'createOscillator']) {
      const make = BaseAudioContext.prototype[name];
      BaseAudioContext.prototype[name] = function (...args) {
        window.__sounds++;
        return make.apply(this, args);
      };
    }
  });

test('the menu: light, dark or as the device, and sound (off at first), kept on this device', async () => {
  const b = await launchBrowser({ colorScheme: 'dark' });
  try {
    await countSounds(b.context);
    const { page, errors } = await session.fresh({ context: b.context });
    const build = JSON.parse(await readFile(join(DIST, 'files.json'), 'utf8'));
    const soundChunk = build.sources['www/features/sound.js'];
    const loaded = () =>
      page.evaluate((f) => performance.getEntriesByType('resource').some((r) => r.name.endsWith(f)), soundChunk);
    const input = ui.mouse(page);
    // Against the computer: no pass screen between the moves (the menu stays in reach).
    await ui.newGame(page, { seed: 3, kinds: ['human', 'easy'] });
    await ui.idle(page);
    await ui.play(page, input, await ui.choose(page));
    assert.equal(await page.evaluate(() => window.__sounds), 0, 'no sound until it is turned on');
    assert.equal(await loaded(), false, 'nor its code');

    // The theme: light, then as the device (dark here), kept across a reload.
    await page.click('#menu summary');
    assert.equal(await page.inputValue('#menu-theme'), 'auto');
    assert.equal(await page.isChecked('#menu-sound'), false);
    await page.selectOption('#menu-theme', 'light');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(243, 235, 217)');

    // Sound on: its code comes, a click says so, and every move is heard.
    await page.check('#menu-sound');
    await page.waitForFunction(() => window.__sounds > 0);
    assert.equal(await loaded(), true);
    await page.click('#menu summary');
    const heard = await page.evaluate(() => window.__sounds);
    await ui.play(page, input, await ui.choose(page));
    await page.waitForFunction((n) => window.__sounds > n, heard);

    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
    await ui.idle(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.click('#menu summary');
    assert.equal(await page.inputValue('#menu-theme'), 'light');
    assert.equal(await page.isChecked('#menu-sound'), true);
    await page.selectOption('#menu-theme', 'auto');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(23, 21, 42)');
    await page.uncheck('#menu-sound');
    await page.click('#menu summary');
    const before = await page.evaluate(() => window.__sounds);
    await ui.play(page, input, await ui.choose(page));
    assert.equal(await page.evaluate(() => window.__sounds), before, 'off again: silent');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await b.close();
  }
});

/** Records, at every frame, the length of each tween running: [glides, effects by kind]. */
const recordTweens = (page) =>
  page.evaluate(() => {
    window.__tweens = { moves: [], effects: {} };
    const tick = () => {
      const { moves, effects } = window.__muses.tweens();
      window.__tweens.moves.push(...moves);
      for (const e of effects) (window.__tweens.effects[e.kind] ??= []).push(e.dur);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

test('prefers-reduced-motion: no tween through a whole round, its end included; tweens otherwise', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const b = await launchBrowser({ reducedMotion });
    try {
      const { page, errors } = await session.fresh({ context: b.context });
      await ui.newGame(page, { seed: 11, names: ['Ann', 'Bob'] });
      await recordTweens(page);
      const want = new Set(['push', 'power']);
      // In motion, a few moves show it; without, the whole round (the reveal too).
      for (let n = 0; (await ui.hook(page, 'screen')) !== 'result' && (reducedMotion === 'reduce' || n < 12); n++) {
        // By the keys: a drag would show each move before it is made (the drop then glides nothing).
        await ui.playByKeyboard(page, await ui.choose(page, want));
      }
      const seen = await page.evaluate(() => window.__tweens);
      const lengths = [...seen.moves, ...Object.values(seen.effects).flat()];
      if (reducedMotion === 'reduce') {
        assert.equal(await ui.hook(page, 'screen'), 'result');
        assert.ok(seen.effects.flip?.length, 'the face-down Muses turned over');
        assert.deepEqual([...new Set(lengths)], [0], `no tween: ${JSON.stringify(seen)}`);
      } else {
        assert.ok(
          seen.moves.some((d) => d > 0),
          'the Muses glide',
        );
        assert.ok(
          seen.effects.appear.some((d) => d > 0),
          'a Muse placed appears',
        );
      }
      assert.deepEqual(allErrors(errors), []);
    } finally {
      await b.close();
    }
  }
});

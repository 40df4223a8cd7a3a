// Every screen a player meets, walked by real input on a 390×844 phone (English and French, by
// touch), a tablet held upright (820×1180, touch) and a desktop (mouse): nothing the page hid
// shows (a flex row once showed My games' "Delete unreadable data" with nothing unreadable),
// and on a touch screen every visible control is a 44×44 CSS px target (the tutorial's lesson
// numbers and the replay's « ‹ › » were not). The walk: the first screen and each way with its
// long form, a game against the computer (placement, the menu, My games, the rules, the dance
// with a Muse chosen, the replay, the share sheet), the tutorial, and a finished game opened by
// its link (which seat, the result, the review). Screenshots: target/e2e/targets-*.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { wasm } from './engine.mjs';
import { allErrors, launchBrowser, openPage, screenshot, startServer } from './harness.mjs';
import * as ui from './play.mjs';

const TOUCH = 44;
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'en-GB' },
  'phone-fr': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'fr-FR' },
  tablet: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'en-GB' },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' },
};

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/** The elements the page hid (the hidden attribute, on them or around them) that show all the
 * same: ["#id: w×h"]. */
const hiddenShown = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[hidden]')]
      .filter((el) => el.checkVisibility() || el.getClientRects().length > 0)
      .map((el) => `${el.tagName.toLowerCase()}#${el.id || '?'} “${el.textContent.trim().slice(0, 40)}”`),
  );

/** The visible controls smaller than a touch target either way: buttons, fields, lists, the
 * summaries that open a panel, links, and a checkbox's or a radio's label (its target). A
 * control scrolled out of its panel counts: it is one scroll away. */
const smallTargets = (page) =>
  page.evaluate((min) => {
    const out = [];
    const seen = new Set();
    const controls = document.querySelectorAll('button, select, input:not([type=hidden]), summary, a[href], [role=button], [tabindex]:not(canvas):not([tabindex="-1"])');
    for (let el of controls) {
      if (el.closest('.visually-hidden') || !el.checkVisibility({ visibilityProperty: true })) continue;
      // A checkbox or a radio is pressed through its label.
      if (el.type === 'checkbox' || el.type === 'radio') el = el.closest('label') ?? el;
      if (seen.has(el)) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const name = el.id ? `#${el.id}` : `${el.tagName.toLowerCase()} “${el.textContent.trim().slice(0, 24)}”`;
        out.push(`${name} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, TOUCH);

/** A finished 2-player round, played by Easy at both seats from `seed` (in Node): its code. */
function finished(seed) {
  const game = new wasm.Game({ players: 2, rounds: 1, seed: String(seed), colours: 'pw' });
  try {
    for (let n = 0; !game.view(undefined, false).game_over; n++) game.apply(game.computerChoice('easy', String(seed * 1000 + n)).action);
    return game.code();
  } finally {
    game.free();
  }
}

for (const [device, options] of Object.entries(DEVICES)) {
  test(`every screen on a ${device}: nothing hidden shows${options.hasTouch ? ', every control a 44 px target' : ''}`, async () => {
    const browser = await launchBrowser(options);
    try {
      const { page, errors } = await openPage(browser.context, server.url);
      const input = options.hasTouch ? await ui.touch(page) : ui.mouse(page);
      const tap = (selector) => ui.press(page, input, selector);
      const checked = [];
      /** The screen as it stands: nothing hidden shows, every target large enough; a screenshot. */
      const check = async (name) => {
        await ui.idle(page);
        assert.deepEqual(await hiddenShown(page), [], `${device} ${name}: nothing hidden shows`);
        if (options.hasTouch) assert.deepEqual(await smallTargets(page), [], `${device} ${name}: every control is a touch target`);
        await screenshot(page, `targets-${device}-${name}`);
        checked.push(name);
      };
      const menu = async (item) => {
        await tap('#menu summary');
        await page.waitForSelector('#menu[open]');
        if (item) await tap(item);
      };

      // The first screen, each way, its long form.
      await ui.screen(page, 'newgame');
      await check('first');
      for (const way of ['computer', 'here', 'apart']) {
        if (await page.isVisible('#newgame-ways')) await tap('#newgame-ways');
        await tap(`#way-${way}`);
        await page.waitForSelector(`#newgame-form[data-way="${way}"]`);
        await check(`way-${way}`);
      }
      await tap('#newgame-ways');
      await tap('#way-computer');
      await page.waitForSelector('#newgame-form[data-way="computer"]');
      await tap('#newgame-more summary');
      await check('way-computer-more');

      // A game against the computer: the placement, the menu, My games, the rules.
      await tap('#newgame-start');
      await ui.screen(page, null);
      await page.waitForFunction(() => window.__muses.hand() !== null);
      await check('placement');
      await menu();
      await check('menu');
      await tap('#menu-games');
      await page.waitForSelector('#games:not([hidden])');
      await check('games');
      assert.equal(await page.isVisible('#games-unreadable'), false, 'nothing unreadable, nothing to delete');
      await tap('#games-back');
      await ui.screen(page, null);
      await tap('#rules-panel summary');
      await page.waitForSelector('#rules-panel[open] #muse-table tbody tr');
      await check('rules');
      await tap('#rules-panel summary');

      // The dance, a Muse chosen.
      for (let n = 0; n < 40 && (await ui.hook(page, 'phase')) !== 'Dance'; n++) {
        await page.waitForFunction(() => window.__muses.idle() && window.__muses.thinking() === null);
        if ((await ui.hook(page, 'view')).to_move !== 0) continue;
        await ui.play(page, input, await ui.choose(page));
      }
      await page.waitForFunction(() => window.__muses.idle() && window.__muses.thinking() === null && window.__muses.view().to_move === 0);
      const step = (await ui.legal(page)).find((a) => a.kind === 'Step' || a.kind === 'StepPower');
      await ui.seeing(page, input, [step.from]);
      await input.tap(await ui.hook(page, 'squareToClient', step.from.x, step.from.y));
      await page.waitForFunction(() => window.__muses.stage() === 'selected');
      await check('selected');

      // The replay, the share sheet.
      await menu('#menu-replay');
      await page.waitForSelector('#replay:not([hidden])');
      await check('replay');
      await tap('#replay-close');
      await page.waitForSelector('#replay', { state: 'hidden' });
      await menu('#menu-share');
      await ui.screen(page, 'share');
      await check('share');
      await tap('#share-close');
      await ui.screen(page, null);

      // The tutorial.
      await menu('#menu-learn');
      await page.waitForSelector('#tutorial-lessons button');
      await check('tutorial');

      // A finished game by its link: which seat, the result, the review.
      const opened = await openPage(browser.context, `${server.url}#${finished(7)}`);
      const other = options.hasTouch ? await ui.touch(opened.page) : ui.mouse(opened.page);
      await ui.screen(opened.page, 'seat');
      await ui.idle(opened.page);
      assert.deepEqual(await hiddenShown(opened.page), [], `${device} seat: nothing hidden shows`);
      if (options.hasTouch) assert.deepEqual(await smallTargets(opened.page), [], `${device} seat: every control is a touch target`);
      await ui.press(opened.page, other, '#seat-all');
      await ui.screen(opened.page, 'result');
      await ui.idle(opened.page);
      assert.deepEqual(await hiddenShown(opened.page), [], `${device} result: nothing hidden shows`);
      if (options.hasTouch) assert.deepEqual(await smallTargets(opened.page), [], `${device} result: every control is a touch target`);
      await screenshot(opened.page, `targets-${device}-result`);
      await ui.press(opened.page, other, '#result-review');
      await opened.page.waitForSelector('#review-moves button');
      await ui.idle(opened.page);
      assert.deepEqual(await hiddenShown(opened.page), [], `${device} review: nothing hidden shows`);
      if (options.hasTouch) assert.deepEqual(await smallTargets(opened.page), [], `${device} review: every control is a touch target`);
      await screenshot(opened.page, `targets-${device}-review`);
      assert.deepEqual(allErrors(opened.errors), []);
      await opened.page.close();

      assert.equal(checked.length, 13);
      assert.deepEqual(allErrors(errors), []);
      await page.close();
    } finally {
      await browser.close();
    }
  });
}

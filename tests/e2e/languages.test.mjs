// The page in each of its languages (www/ui/i18n.js, www/ui/lang/), on a 360 × 740 phone: a browser
// whose language is Italian, French or English gets the page in it; a 2-player round played
// to its end by real touch input; a screenshot of each phase in target/e2e/; no element's text
// wider than its box, nor past the screen's edge; and the language switched mid-game from the
// menu: the same game, the move log and the hint re-worded, the Muse chosen still chosen,
// the choice remembered.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, launchBrowser, openPage, screenshot, startServer } from './harness.mjs';
import * as ui from './play.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

/** Each language: the browser's locale, and words the page must then show. */
const LANGUAGES = {
  it: { locale: 'it-IT', newGame: 'Nuova partita', pass: /^Passa il dispositivo a (Anna|Ben)$/, log: /^(Anna|Ben) ha piazzato /, moves: 'Mosse' },
  fr: { locale: 'fr-FR', newGame: 'Nouvelle partie', pass: /^Passez l'appareil à (Anna|Ben)$/, log: /^(Anna|Ben) a placé /, moves: 'Coups' },
  en: { locale: 'en-GB', newGame: 'New game', pass: /^Pass the device to (Anna|Ben)$/, log: /^(Anna|Ben) placed /, moves: 'Moves' },
};

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/** The elements whose text is wider than their box, or that reach past the screen's sides:
 * every visible element with text of its own (a scrolled box, one that ends its text with an
 * ellipsis on purpose, and the screen reader's live log excepted). */
function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      // Words for screen readers only are clipped to nothing on purpose.
      if (!own || !el.checkVisibility?.() || el.closest('.visually-hidden')) continue;
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      // Inside a card or a list that scrolls, the screen's edge is not a limit.
      const scroller = el.parentElement.closest('.card, #side');
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${el.textContent.trim().slice(0, 40)}”`;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) out.push(`${name}: text ${el.scrollWidth} px in a box of ${el.clientWidth}`);
      else if (!scroller && (box.left < -1 || box.right > width + 1)) out.push(`${name}: from ${Math.round(box.left)} to ${Math.round(box.right)} px on a ${width} px screen`);
    }
    return out;
  });
}

async function look(page, name) {
  await ui.idle(page).catch(() => {});
  assert.deepEqual(await overflowing(page), [], `${name}: nothing overflows`);
  await screenshot(page, name);
}

for (const [code, words] of Object.entries(LANGUAGES)) {
  test(`${code}: the browser's language, a round to its end by touch on a phone, nothing overflows`, async () => {
    const browser = await launchBrowser({ ...PHONE, locale: words.locale });
    try {
      const { page, errors } = await openPage(browser.context, server.url);
      await ui.screen(page, 'newgame');
      assert.equal(await page.getAttribute('html', 'lang'), code);
      assert.equal(await page.textContent('#menu-new'), words.newGame);
      await look(page, `lang-${code}-new-game`);
      const input = await ui.touch(page);
      await ui.newGame(page, { seed: 11, names: ['Anna', 'Ben'] });
      await ui.screen(page, 'pass');
      assert.match(await page.textContent('#pass-title'), words.pass);
      await look(page, `lang-${code}-pass`);
      await ui.passDevice(page, input);
      await look(page, `lang-${code}-placement`);
      let danced = false;
      while ((await ui.hook(page, 'screen')) !== 'result') {
        await ui.play(page, input, await ui.choose(page));
        if (!danced && (await ui.hook(page, 'phase')) === 'Dance' && (await ui.hook(page, 'screen')) === null) {
          danced = true;
          await look(page, `lang-${code}-dance`);
        }
        await ui.idle(page);
      }
      const log = await page.$$eval('#log li', (els) => els.map((li) => li.firstChild.textContent));
      assert.match(log[0], words.log);
      await ui.checkResult(page);
      await look(page, `lang-${code}-result`);
      await page.click('#result-table');
      await page.click('#log-panel summary');
      await look(page, `lang-${code}-over`);
      assert.deepEqual(allErrors(errors), []);
    } finally {
      await browser.close();
    }
  });
}

test('switching language mid-game keeps the game, the log (re-worded) and the Muse chosen, and is remembered', async () => {
  const browser = await launchBrowser({ ...PHONE, locale: 'en-GB' });
  try {
    const { page, errors } = await openPage(browser.context, server.url);
    const input = await ui.touch(page);
    await ui.newGame(page, { seed: 11, names: ['Anna', 'Ben'] });
    while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
    await ui.idle(page);
    // A Muse chosen: her steps and her hint show.
    const { legal } = await ui.truth(page);
    const from = legal.map((l) => l.action).find((a) => a.kind === 'Step').from;
    await input.tap(await ui.hook(page, 'squareToClient', from.x, from.y));
    await ui.idle(page);
    assert.equal(await ui.hook(page, 'stage'), 'selected');
    const before = { moves: await ui.moves(page), code: await ui.hook(page, 'code'), hint: await ui.hook(page, 'hint') };
    const logOf = () => page.$$eval('#log li', (els) => els.map((li) => li.firstChild.textContent));
    const englishLog = await logOf();
    assert.match(before.hint, / can step /);

    await page.click('#menu summary');
    await page.selectOption('#menu-language', 'it');
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    await ui.idle(page);
    assert.equal(await ui.moves(page), before.moves, 'no move made or lost');
    assert.equal(await ui.hook(page, 'code'), before.code, 'the same game');
    assert.equal(await ui.hook(page, 'stage'), 'selected', 'the Muse chosen is still chosen');
    assert.match(await ui.hook(page, 'hint'), / può fare un passo /, 'the hint in Italian');
    const italianLog = await logOf();
    assert.equal(italianLog.length, englishLog.length, 'every line of the log');
    for (const line of italianLog) assert.match(line, /^(Anna|Ben) ha (piazzato|spostato|usato) /);
    assert.equal(await page.textContent('#log-panel summary'), 'Mosse');
    assert.equal(await page.textContent('#end-turn'), 'Fine turno');
    await look(page, 'lang-switch-it');

    // The choice outlives a reload, over the browser's own language; the game comes back.
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
    await ui.idle(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    assert.equal(await ui.hook(page, 'code'), before.code);
    assert.equal(await page.$eval('#menu-language', (s) => s.value), 'it');
    await page.click('#menu summary');
    await page.selectOption('#menu-language', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    for (const line of await logOf()) assert.match(line, /^(Anna|Ben) a (placé|déplacé|utilisé) /);
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await browser.close();
  }
});

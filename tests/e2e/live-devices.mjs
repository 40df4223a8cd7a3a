// Devices for live play's tests in the built page (live-game.test.mjs, live-paths.test.mjs): each
// a browser context of one Chromium in the private network namespace (live-netns.mjs), opened
// for the tests (their hook), set to find devices on the same network only, every text its data
// channels take handed to the test; and the waits those tests share. Every helper here waits
// for what it reports: nothing is read before the page shows it.

import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, SHOTS, TEST_HOOK } from './harness.mjs';
import { cannotIsolate, startNamespace, upInNamespace } from './live-netns.mjs';
import * as ui from './play.mjs';

const why = cannotIsolate();
/** Why these tests are skipped on this machine (no private network namespace), or false. */
export const skip = why ? `live play's tests need a private network namespace: ${why}` : false;

/** The namespace, its static server of the built page and its Chromium: { server, browser,
 * close() }. */
export async function startLive() {
  const ns = await startNamespace();
  const server = await ns.server(DIST);
  const browser = await chromium.launch({ executablePath: ns.chromium, headless: true, args: CHROMIUM_ARGS });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await ns.close();
    },
  };
}

export const ms = (x) => `${Math.round(x)} ms`;
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core's violations on the page as it stands (as look.test.mjs asks: WCAG 2.1 A and AA,
 * best practices; a game screen's missing <h1> is issue 24's). */
export async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const { violations } = await page.evaluate(() => axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }));
  return violations.filter((v) => v.id !== 'page-has-heading-one').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A device on `browser`: a browser context of its own (its storage), opened for the tests
 * (their hook), live play set to find devices on the same network only (no STUN server:
 * nothing to reach here), every text its data channels take handed to the test (`heard`), and
 * the time of every pointer release kept (a move's drop, for the latency figure). `clock`:
 * the context's clock is Playwright's, to move on by hand.
 */
export async function device(browser, name, { clock = false, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  if (clock) await context.clock.install();
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, '1');
      localStorage.setItem('dance-of-muses.live.stun', 'none');
    } catch {
      // A page without storage.
    }
    addEventListener('pointerup', () => (window.__up = performance.timeOrigin + performance.now()), true);
    // Every text a data channel of this page takes, to the test (kept out of the page).
    const make = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...args) {
      const channel = make.apply(this, args);
      channel.addEventListener('message', (e) => typeof e.data === 'string' && window.__liveHeard?.(e.data));
      return channel;
    };
  }, TEST_HOOK);
  const heard = [];
  await context.exposeBinding('__liveHeard', (_, text) => void heard.push(text));
  const d = { name, context, heard, errors: [] };
  d.open = async (url) => {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && d.errors.push(`${name}: ${m.text()}`));
    page.on('pageerror', (e) => d.errors.push(`${name}: ${e}`));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url);
    await upInNamespace(page, () => window.__muses !== undefined);
    return page;
  };
  return d;
}

/** What the page shows now, for a failure's message. */
const showing = (page) =>
  page.evaluate(() => ({
    bar: document.querySelector('#live-words')?.textContent,
    hint: document.querySelector('#hint')?.textContent,
    screen: window.__muses?.screen(),
    live: document.querySelector('#live-screen:not([hidden])')?.innerText,
  }));

/** Waits until the text of `selector` on `page` matches `words` (a RegExp). */
export async function says(page, selector, words, timeout = 15_000) {
  try {
    await page.waitForFunction(([sel, w]) => new RegExp(w).test(document.querySelector(sel)?.textContent ?? ''), [selector, words.source], { timeout });
  } catch (e) {
    throw new Error(`${selector} does not say ${words}: ${JSON.stringify(await showing(page).catch(() => null))}`, { cause: e });
  }
}

/** Waits until the page's bar (live play's row of the status bar) says `words`. */
export const barSays = (page, words, timeout) => says(page, '#live-words', words, timeout);

/** Waits until `selector` on `page` is shown (`visible`) or hidden. */
export async function shows(page, selector, visible = true, timeout = 15_000) {
  await page.locator(selector).first().waitFor({ state: visible ? 'visible' : 'hidden', timeout });
}

/** The link shown in the live screen's field (`row`: a seat's row of the hub's panel), once
 * it is not `old`, with its QR code drawn. */
export async function linkShown(page, row = '', old = '') {
  const selector = `#live-screen ${row} .live-link`;
  await page.waitForFunction(
    ([sel, before]) => {
      const field = document.querySelector(sel);
      return field && field.offsetParent !== null && field.value && field.value !== before;
    },
    [selector, old],
    { timeout: 15_000 },
  );
  // The QR code is drawn once its module is fetched (the first one), after the link.
  await page.locator(`#live-screen ${row} .live-qr svg path`).first().waitFor({ state: 'attached', timeout: 15_000 });
  return page.inputValue(selector);
}

/** A new game on `page` by the new-game screen, played by link from seat `seat`. */
export async function gameByLink(page, { players, names, seed, seat }) {
  await ui.newGame(page, { players, names, seed });
  await ui.screen(page, 'pass');
  await page.click('#pass-seat');
  await ui.screen(page, 'seat');
  await page.click(`#seat-${seat}`);
  await ui.screen(page, null);
  await ui.idle(page);
}

/** Opens the invitation on device `dev` (a new tab); its reply link. */
export async function answer(dev, invitation) {
  const page = await dev.open(invitation);
  await ui.screen(page, 'live-screen');
  return { page, reply: await linkShown(page) };
}

/** The inviting browser opens the reply in a new tab (as a messenger would): that tab hands
 * it to the waiting one, and says so. */
export async function replyInNewTab(dev, reply) {
  const tab = await dev.open(reply);
  await ui.screen(tab, 'live-screen');
  await says(tab, '#live-said', /went to the page that made the invitation/);
  await tab.close();
}

/** Every page's address holds its game's link, and all show the same game. */
export async function sameGame(pages) {
  const codes = await Promise.all(pages.map((p) => p.evaluate(() => ({ code: window.__muses.code(), address: location.hash.slice(1) }))));
  for (const c of codes) assert.equal(c.address, c.code, "the address holds the game's link");
  for (const c of codes.slice(1)) assert.equal(c.code, codes[0].code, 'the same game on every device');
}

/** Waits until the page has a game, at rest, and no screen over it. */
export async function inGame(page) {
  await page.waitForFunction(() => window.__muses.code() !== null && window.__muses.idle() && window.__muses.screen() === null, null, { timeout: 15_000 });
}

/** The link "Send my move" gives on `page` (the share panel's field), the panel closed. */
export async function sendMove(page) {
  await page.click('#send-move');
  await ui.screen(page, 'share');
  const url = await page.inputValue('#share-url');
  await page.click('#share-close');
  await ui.screen(page, null);
  return url;
}

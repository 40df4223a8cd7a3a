// Live play in the game (issue 23; www/features/live/game.js), in the built page: devices
// (browser contexts, each its own storage) connect by the two links — the invitation opened
// on the other device, its reply opened in a new tab of the inviting browser (or pasted) —
// then every move made by real input on one page appears on the others with no link opened:
// a whole 2-player round; three devices through the hub, one of them closed mid-game (the
// others say so, and the game goes on by link with nothing lost); a fair 2-player game
// dealt and played live, every message each device's channel took searched for what the
// other seat hid. Figures (the links' lengths, Play live to connected, a move's drop to the
// other screen's animation) are printed for docs/live-play.md.
//
// The browsers and the static server run in the private network namespace of live.test.mjs
// (live-netns.mjs: nothing leaves the machine); needs root, skipped (saying why) otherwise.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, ROOT, TEST_HOOK, allErrors } from './harness.mjs';
import { cannotIsolate, startNamespace } from './live-netns.mjs';
import * as ui from './play.mjs';

const { hook } = ui;

const why = cannotIsolate();
const skip = why ? `live play's tests need a private network namespace: ${why}` : false;
if (skip) console.log(`SKIPPED: ${skip}`);
const opts = { skip, timeout: 240_000 };

let ns;
let server;
let browser;
before(
  async () => {
    if (skip) return;
    ns = await startNamespace();
    server = await ns.server(DIST);
    browser = await chromium.launch({ executablePath: ns.chromium, headless: true, args: CHROMIUM_ARGS });
  },
  { timeout: 60_000 },
);
after(
  async () => {
    await browser?.close();
    await server?.close();
    await ns?.close();
  },
  { timeout: 60_000 },
);

const ms = (x) => `${Math.round(x)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A device: a browser context of its own (its storage), opened for the tests (their hook),
 * live play set to find devices on the same network only (no STUN server: nothing to reach
 * here), every text its data channels take handed to the test (`heard`), and the time of
 * every pointer release kept (a move's drop, for the latency figure).
 */
async function device(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
    await page.waitForFunction(() => window.__muses !== undefined, null, { timeout: 20_000 });
    return page;
  };
  return d;
}

/** Waits until the page's bar (live play's row of the status bar) says `words`. */
async function barSays(page, words, timeout = 15_000) {
  try {
    await page.waitForFunction((w) => new RegExp(w).test(document.querySelector('#live-words')?.textContent ?? ''), words.source, { timeout });
  } catch (e) {
    const now = await page.evaluate(() => ({ bar: document.querySelector('#live-words')?.textContent, screen: window.__muses?.screen(), said: document.querySelector('#live-screen')?.textContent }));
    throw new Error(`the bar does not say ${words}: ${JSON.stringify(now)}`, { cause: e });
  }
}

/** The link shown in the live screen's field (`row`: a seat's row of the hub's panel). */
async function linkShown(page, row = '') {
  const field = page.locator(`#live-screen ${row} .live-link`);
  await field.waitFor({ state: 'visible', timeout: 15_000 });
  return field.inputValue();
}

/** A new game on `dev`'s page by the new-game screen, played by link from seat `seat`. */
async function gameByLink(page, { players, names, seed, seat }) {
  await ui.newGame(page, { players, names, seed });
  await ui.screen(page, 'pass');
  await page.click('#pass-seat');
  await ui.screen(page, 'seat');
  await page.click(`#seat-${seat}`);
  await ui.screen(page, null);
  await ui.idle(page);
}

/** Opens the invitation on a fresh device; its reply link. */
async function answer(dev, invitation) {
  const page = await dev.open(invitation);
  await ui.screen(page, 'live-screen');
  return { page, reply: await linkShown(page) };
}

/** The inviting browser opens the reply in a new tab (as a messenger would): that tab hands
 * it to the waiting one, and says so. */
async function replyInNewTab(dev, reply) {
  const tab = await dev.open(reply);
  await ui.screen(tab, 'live-screen');
  await tab.waitForFunction(() => /went to the page that made the invitation/.test(document.querySelector('#live-said').textContent), null, { timeout: 15_000 });
  await tab.close();
}

/** Every page's address holds its game's link, and all show the same game. */
async function sameGame(pages) {
  const codes = await Promise.all(pages.map((p) => p.evaluate(() => ({ code: window.__muses.code(), address: location.hash.slice(1) }))));
  for (const c of codes) assert.equal(c.address, c.code, "the address holds the game's link");
  for (const c of codes.slice(1)) assert.equal(c.code, codes[0].code, 'the same game on every device');
}

/** Marks the page: a reload or a navigation would lose the mark (no link was opened). */
const mark = (page) => page.evaluate(() => (window.__mark = 'kept'));
const marked = (page) => page.evaluate(() => window.__mark);

/** Keeps, on `page`, the time of the first frame after each move came: the animation's start. */
const watchArrivals = (page) =>
  page.evaluate(() => {
    window.__arrivals = [];
    let n = window.__muses.moves();
    const tick = () => {
      const m = window.__muses.moves();
      if (m !== n) window.__arrivals.push({ n: m, at: performance.timeOrigin + performance.now() });
      n = m;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** The page whose seat is to move, among `pages` (each playing one seat by link). */
async function moverOf(pages) {
  const view = await hook(pages[0], 'view');
  for (const p of pages) if ((await hook(p, 'seatMode')) === view.to_move) return p;
  return null;
}

/** Plays one move by real input on the page to move; every other page shows it, no link
 * opened. Returns the drop-to-animation times (ms) on the others. */
async function liveMove(pages) {
  const mover = await moverOf(pages);
  assert.ok(mover, 'a device plays the seat to move');
  const n = await ui.moves(mover);
  await ui.play(mover, ui.mouse(mover), await ui.choose(mover));
  const up = await mover.evaluate(() => window.__up);
  const times = [];
  for (const p of pages) {
    if (p === mover) continue;
    await p.waitForFunction((k) => window.__muses.moves() > k, n, { timeout: 15_000 });
    await ui.idle(p);
    const arrival = await p.evaluate((k) => window.__arrivals?.find((a) => a.n === k + 1)?.at, n);
    if (arrival) times.push(arrival - up);
  }
  return times;
}

test('two devices connect by the two links and play a whole round live, by real input', opts, async () => {
  const [anna, ben] = [await device('Anna'), await device('Ben')];
  try {
    const a = await anna.open(server.url);
    // Anna takes the seat that does not begin: waiting, Play live is beside Send my move.
    await ui.newGame(a, { players: 2, names: ['Anna', 'Ben'], seed: 53 });
    await ui.screen(a, 'pass');
    const seat = 1 - (await hook(a, 'view')).to_move;
    await a.click('#pass-seat');
    await ui.screen(a, 'seat');
    await a.click(`#seat-${seat}`);
    await ui.screen(a, null);
    await ui.idle(a);
    assert.ok(await a.isVisible('#send-move'));
    const clicked = await a.evaluate(() => performance.timeOrigin + performance.now());
    await a.click('#live-play');
    await ui.screen(a, 'live-screen');
    const invitation = await linkShown(a, '.live-seat');
    const made = await a.evaluate(() => performance.timeOrigin + performance.now());
    assert.match(await a.textContent('#live-screen'), /Send this invitation to Ben/);
    assert.equal(await a.locator('#live-screen .live-qr svg').count(), 1, 'the invitation as a QR code too');

    const { page: b, reply } = await answer(ben, invitation);
    assert.match(await b.textContent('#live-screen'), /Send this reply to your friend/);
    await replyInNewTab(anna, reply);
    // Connected: each screen goes back to the game, and the bar says who is here.
    await barSays(a, /Ben is here: moves go live/);
    const connected = await a.evaluate(() => performance.timeOrigin + performance.now());
    await ui.screen(a, null);
    await barSays(b, /Anna is here: moves go live/);
    await b.waitForFunction(() => window.__muses.code() !== null && window.__muses.idle(), null, { timeout: 15_000 });
    assert.equal(await hook(b, 'screen'), null, 'no seat question: the invitation was for Ben');
    assert.equal(await hook(b, 'seatMode'), 1 - seat);
    assert.equal(await a.isVisible('#send-move'), false, 'no link to send while Ben is here');
    await sameGame([a, b]);
    console.log(
      `links: invitation ${invitation.length} characters, reply ${reply.length} (site address ${server.url.length}); ` +
        `Play live → invitation shown ${ms(made - clicked)}; → connected ${ms(connected - clicked)} (Ben's page opening the invitation and Anna's tab the reply included)`,
    );
    assert.ok(invitation.length - server.url.length <= 300 && reply.length - server.url.length <= 300);

    // The whole round, each move by real input on its device, shown live on the other.
    for (const p of [a, b]) await mark(p), await watchArrivals(p);
    const latency = [];
    for (let guard = 0; guard < 80 && !(await hook(a, 'view')).game_over; guard++) {
      latency.push(...(await liveMove([a, b])));
      await sameGame([a, b]);
    }
    assert.ok((await hook(a, 'view')).game_over, 'the round is played to its end');
    for (const p of [a, b]) await ui.screen(p, 'result');
    for (const p of [a, b]) assert.equal(await marked(p), 'kept', 'no link opened, no reload');
    await sameGame([a, b]);
    console.log(
      `a move, drop → the other screen's animation: median ${ms(median(latency))}, slowest ${ms(Math.max(...latency))} over ${latency.length} moves`,
    );
    assert.deepEqual([...anna.errors, ...ben.errors], []);
  } finally {
    await anna.context.close();
    await ben.context.close();
  }
});

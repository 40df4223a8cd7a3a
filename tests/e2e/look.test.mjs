// How the table looks, and the app to install: each Muse's tile on a phone and a desktop in
// the dark and the light theme (screenshots to look at, her colour measured on the canvas),
// the theme chosen or the system's, the manifest and icons served from a sub-path, Chromium's
// installability check, the manifest in the page's language, and axe-core on the main screens in both themes.
// Screenshots land in target/screenshots/ (tiles/ holds each Muse's tile alone).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import { wasm } from './engine.mjs';
import * as ui from './play.mjs';
import { EMBLEMS } from '../../www/table/emblems.js';

const SHOTS = join(ROOT, 'target', 'screenshots');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const THEME_KEY = 'dance-of-muses.theme';
const MUSES = Object.keys(EMBLEMS);

/** The nine Muses face up in a 3×3 square, dice 1 to 5 of the three colours (a position
 * link: an analysis, played here hot-seat). */
const NINE = MUSES.map((m, i) => `${m}@${(i % 3) - 1},${1 - Math.floor(i / 3)}=${(i % 5) + 1}${'pow'[i % 3]}`).join('/') + ' pow 1';
const nineLink = () => wasm.Game.fromPosition(NINE).code();

let session;
before(async () => {
  session = await startSession();
  await mkdir(join(SHOTS, 'tiles'), { recursive: true });
});
after(async () => {
  await session?.close();
});

/** A browser of `device`'s size in `theme` ('light' or 'dark': chosen, kept in storage, or
 * 'system-light' / 'system-dark': the system's, no choice kept). */
async function browserIn(device, theme) {
  const system = theme.startsWith('system-') ? theme.slice(7) : 'no-preference';
  const b = await launchBrowser({ ...device, colorScheme: system === 'no-preference' ? (theme === 'light' ? 'dark' : 'light') : system });
  if (!theme.startsWith('system-')) await b.context.addInitScript(([k, v]) => localStorage.setItem(k, v), [THEME_KEY, theme]);
  return b;
}

/** Opens the nine Muses on the table and waits until nothing moves. */
async function openNine(context) {
  const opened = await openPage(context, `${session.server.url}#${nineLink()}`);
  const { page } = opened;
  await page.waitForFunction(() => window.__muses?.shownTiles().length === 9, null, { timeout: 15_000 });
  // A position link is played here hot-seat: the first seat's turn may first ask for the device.
  if ((await ui.hook(page, 'screen')) === 'pass') await page.click('#pass-ok');
  await ui.screen(page, null);
  // The emblems come with the first face drawn (render.js), then the table is drawn again.
  await page.waitForFunction(() => performance.getEntriesByName('emblems').length > 0);
  await ui.idle(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return opened;
}

/** The commonest colour (r, g, b) the canvas shows in a CSS-pixel box. */
const commonest = (page, { x, y, w, h }) =>
  page.evaluate(
    ([x, y, w, h]) => {
      const c = document.getElementById('table');
      const r = c.getBoundingClientRect();
      const k = c.width / r.width;
      const { data } = c.getContext('2d').getImageData(Math.round((x - r.left) * k), Math.round((y - r.top) * k), Math.round(w * k), Math.round(h * k));
      const counts = new Map();
      for (let i = 0; i < data.length; i += 4) {
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
    },
    [x, y, w, h],
  );

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
/** CIELAB (D65) of an sRGB colour, for a difference as the eye sees it (ΔE). */
function lab([r, g, b]) {
  const lin = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const X = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const Y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const Z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)];
}

for (const [size, device] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  for (const theme of ['dark', 'light']) {
    test(`each Muse's tile on a ${size} in the ${theme} theme: her colour on her band, legible size`, async () => {
      const b = await browserIn(device, theme);
      try {
        const { page, errors } = await openNine(b.context);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        await page.screenshot({ path: join(SHOTS, `look-${size}-${theme}.png`) });
        const boxes = await ui.hook(page, 'tileBoxes');
        assert.deepEqual(boxes.map((t) => t.muse).sort(), [...MUSES].sort());
        for (const t of boxes) {
          // Phones show tiles of about 60 CSS px (geometry.js): the size the faces are drawn for.
          assert.ok(t.size >= (size === 'phone' ? 55 : 90), `${t.muse}'s tile is ${t.size} px`);
          const half = t.size / 2;
          const band = await commonest(page, { x: t.x - half * 0.8, y: t.y - half * 0.9, w: half * 1.6, h: half * 0.35 });
          assert.ok(distance(band, rgb(EMBLEMS[t.muse][0])) < 30, `${t.muse}'s band shows her colour (${band})`);
          const pad = Math.ceil(t.size * 0.12);
          await page.screenshot({
            path: join(SHOTS, 'tiles', `${size}-${theme}-${t.muse}.png`),
            clip: { x: t.x - half - pad, y: t.y - half - pad, width: t.size + 2 * pad, height: t.size + 2 * pad },
          });
        }
        assert.deepEqual(allErrors(errors), []);
      } finally {
        await b.close();
      }
    });
  }
}

test('the nine colours are far apart to the eye, and her name reads on hers (AA)', () => {
  const lum = (hex) => {
    const [r, g, b] = rgb(hex).map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  for (const a of MUSES) {
    assert.ok(1.05 / (lum(EMBLEMS[a][0]) + 0.05) >= 4.5, `white on ${a}'s colour`);
    for (const b of MUSES) {
      if (a < b) assert.ok(distance(lab(rgb(EMBLEMS[a][0])), lab(rgb(EMBLEMS[b][0]))) > 20, `${a} and ${b}: ΔE ${distance(lab(rgb(EMBLEMS[a][0])), lab(rgb(EMBLEMS[b][0])))}`);
    }
  }
});

test("the theme: the system's until one is chosen, the choice kept; the table and the browser bars follow", async () => {
  const b = await browserIn(PHONE, 'system-dark');
  try {
    const { page, errors } = await openPage(b.context, session.server.url);
    await ui.screen(page, 'newgame');
    const looks = () =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset.theme ?? 'auto',
        bg: getComputedStyle(document.body).backgroundColor,
        bar: [...document.querySelectorAll('meta[name=theme-color]')].map((m) => m.content),
      }));
    assert.deepEqual(await looks(), { theme: 'auto', bg: 'rgb(23, 21, 42)', bar: ['#100e20', '#100e20'] });
    // The system turns light: the page follows at once.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.querySelector('meta[name=theme-color]').content === '#ece1c8');
    assert.deepEqual(await looks(), { theme: 'auto', bg: 'rgb(243, 235, 217)', bar: ['#ece1c8', '#ece1c8'] });

    // A game: its hand tray is drawn on the canvas in the theme's colour, and redrawn when it changes.
    await ui.newGame(page, { seed: 5 });
    await ui.screen(page, 'pass');
    await page.click('#pass-ok');
    await ui.screen(page, null);
    await ui.idle(page);
    const tray = async () => {
      const box = await page.locator('#table').boundingBox();
      return commonest(page, { x: box.x + 2, y: box.y + box.height - 8, w: 20, h: 6 });
    };
    assert.deepEqual(await tray(), rgb('#e9dec4'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(23, 21, 42)');
    await ui.idle(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.deepEqual(await tray(), rgb('#121024'));

    // A choice (the menu's, theme.js's setTheme) is kept and beats the system's.
    await page.evaluate((k) => localStorage.setItem(k, 'light'), THEME_KEY);
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0);
    assert.deepEqual(await looks(), { theme: 'light', bg: 'rgb(243, 235, 217)', bar: ['#ece1c8', '#ece1c8'] });
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await b.close();
  }
});

/** A PNG's width and height, from its header. */
const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the manifest and the icons are served from the sub-path, by relative URLs', async () => {
  const { page, errors } = await session.open();
  const links = await page.evaluate(() =>
    Object.fromEntries(['manifest', 'icon', 'apple-touch-icon'].map((rel) => [rel, [...document.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.href)])),
  );
  const base = session.server.url;
  const get = async (url) => {
    assert.ok(url.startsWith(base), `${url} is under ${base}`);
    const res = await fetch(url);
    assert.equal(res.status, 200, url);
    return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  assert.equal(links.manifest.length, 1);
  const manifest = JSON.parse((await get(links.manifest[0])).bytes);
  assert.equal(manifest.name, 'Dance of Muses');
  assert.equal(manifest.short_name, 'Muses');
  assert.equal(manifest.display, 'standalone');
  assert.equal(new URL(manifest.start_url, links.manifest[0]).href, base);
  assert.equal(new URL(manifest.scope, links.manifest[0]).href, base);
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}` && i.type === 'image/png');
      assert.ok(icon, `a ${purpose} icon of ${size} px`);
      const { type, bytes } = await get(new URL(icon.src, links.manifest[0]).href);
      assert.equal(type, 'image/png');
      assert.deepEqual(pngSize(bytes), [size, size], icon.src);
    }
  }
  // The favicon is in the page (a data: URL): no request for it can fail or leave the sub-path.
  assert.equal(links.icon.length, 1);
  assert.match(decodeURIComponent(links.icon[0]), /^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
  assert.equal(links['apple-touch-icon'].length, 1);
  const touch = await get(links['apple-touch-icon'][0]);
  assert.equal(touch.type, 'image/png');
  assert.deepEqual(pngSize(touch.bytes), [180, 180]);
  assert.deepEqual(session.server.requests.filter((p) => !p.startsWith(session.server.base)), [], 'nothing asked outside the sub-path');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('Chromium finds the page installable from the sub-path (Page.getInstallabilityErrors)', async () => {
  const { page, errors } = await session.open();
  const cdp = await page.context().newCDPSession(page);
  const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${session.server.url}manifest.webmanifest`);
  assert.deepEqual(manifestErrors, []);
  // The service worker is registered once the page is up (offline.js): asked until it is.
  let found;
  for (let i = 0; i < 50; i++) {
    found = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
    if (found.length === 0) break;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(found, []);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test("the installed app speaks the page's language: each language links its manifest, with its lang and words", async () => {
  const { page, errors } = await session.open();
  await ui.screen(page, 'newgame');
  const cdp = await page.context().newCDPSession(page);
  /** What Chromium would install once it reads `file`: asked until it does (it reads the
   * manifest the page links as the link changes). */
  const installs = async (file) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { url, errors: problems, data } = await cdp.send('Page.getAppManifest');
      if (url === `${session.server.url}${file}`) return { problems, manifest: JSON.parse(data) };
      assert.ok(Date.now() < deadline, `Chromium still reads ${url}, not ${file}`);
      await page.waitForTimeout(100);
    }
  };
  const WORDS = { fr: /de 2 à 4 joueurs/, it: /per 2–4 giocatori/, en: /for 2 to 4 players/ };
  for (const [code, file] of [['fr', 'manifest-fr.webmanifest'], ['it', 'manifest-it.webmanifest'], ['en', 'manifest.webmanifest']]) {
    await page.selectOption('#newgame-language', code);
    const { problems, manifest } = await installs(file);
    assert.deepEqual(problems, []);
    assert.equal(manifest.lang, code);
    assert.match(manifest.description, WORDS[code]);
    assert.equal(manifest.name, 'Dance of Muses');
    assert.equal(await page.$eval('meta[name="description"]', (m) => m.content), manifest.description, 'the page says the same');
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it stands (WCAG 2.1 A and AA and best practices):
 * ["rule: elements"]. */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const { violations } = await page.evaluate(() => axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }));
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light']) {
  test(`axe-core finds no violation on the main screens in the ${theme} theme`, async () => {
    const b = await browserIn(DESKTOP, theme);
    try {
      const { page, errors } = await openPage(b.context, session.server.url);
      await ui.screen(page, 'newgame');
      assert.deepEqual(await axe(page), [], 'the first screen');
      await ui.openWay(page, 'computer');
      assert.deepEqual(await axe(page), [], "the first screen: a way's choices, More open");
      await ui.newGame(page, { seed: 5 });
      await ui.screen(page, 'pass');
      assert.deepEqual(await axe(page), [], 'the pass-the-device screen');
      await page.click('#pass-ok');
      await ui.screen(page, null);
      await ui.idle(page);
      assert.deepEqual(await axe(page), [], 'the game, placing');
      await page.click('#menu summary');
      assert.deepEqual(await axe(page), [], 'the menu open');
      const opened = await openNine(b.context);
      assert.deepEqual(await axe(opened.page), [], 'the game, dancing');
      assert.deepEqual([...allErrors(errors), ...allErrors(opened.errors)], []);
    } finally {
      await b.close();
    }
  });
}

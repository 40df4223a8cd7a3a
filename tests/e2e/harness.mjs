// Shared helpers for the browser end-to-end tests: serve the built dist/ under a sub-path,
// drive Debian's Chromium with playwright-core, collect errors, save screenshots.
//
//   import { startSession } from './harness.mjs';
//   const s = await startSession();          // server + browser
//   const { page, errors } = await s.open(); // the game page, errors collected
//   await s.fresh({ quick: true });          // the page with nothing kept, at its new-game screen
//   await s.screenshot(page, 'name');        // target/e2e/name.png
//   await s.close();
//
// Run `make dist` first (make test does); the tests never build.

import { createServer } from 'node:http';
import { mkdtemp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// MUSES_DIST: another build folder (engineers building side by side use their own).
export const DIST = process.env.MUSES_DIST ?? join(ROOT, 'dist');
export const SHOTS = join(ROOT, 'target', 'e2e');

/** A deliberately deep sub-path: the build must use relative URLs only. */
export const SUB_PATH = '/some/sub/folder/';

/** The browser: Debian's Chromium (no browser download is possible here). */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // The machine has no network: without these Chromium keeps trying to reach Google.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // application/wasm lets the browser compile while downloading.
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir` read-only under `base` on 127.0.0.1 and a free port (or `port`, to bring a
 * stopped host back), like any static host: no rewrites, 404 for anything outside `base` or
 * missing. With `compress`, gzipped to a browser that accepts it, as hosts do (Lighthouse).
 */
export async function startServer({ dir = DIST, base = SUB_PATH, port: wanted = 0, compress = false } = {}) {
  const root = resolve(dir);
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${root}/index.html is missing: run \`make dist\` first`);
  });
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    let file = null;
    if (path.startsWith(base)) {
      const rel = path.slice(base.length) || 'index.html';
      const candidate = normalize(join(root, rel));
      if (candidate === root || candidate.startsWith(root + sep)) file = candidate;
    }
    try {
      if (!file) throw new Error('outside');
      const body = await readFile(file);
      const gzip = compress && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(wanted, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    port,
    base,
    url: `http://127.0.0.1:${port}${base}`,
    /** Every path asked for, in order (to check nothing escaped the sub-path). */
    requests,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/** The localStorage key that opens the page for the tests: it installs their read-only hook,
 * window.__muses (www/testhook.js), which a player's page never has. */
export const TEST_HOOK = 'dance-of-muses.test-hook';

/**
 * Starts Chromium with a fresh, temporary profile. `options` go to playwright's
 * launchPersistentContext (e.g. `{ viewport, deviceScaleFactor }`); every page is opened for
 * the tests (their hook) unless `testHook` is false.
 */
export async function launchBrowser({ testHook = true, ...options } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'muses-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  // Before any of the page's scripts, on every page of every origin (about:blank has none).
  if (testHook) {
    await context.addInitScript((key) => {
      try {
        localStorage.setItem(key, '1');
      } catch {
        // A page without storage (about:blank, data:).
      }
    }, TEST_HOOK);
  }
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Whether a failed request was only cut short (net::ERR_ABORTED): a reload or a navigation
 * cancels what is in flight (the browser's own install check of the manifest and icon, a module
 * the page was fetching); no error of the page's. A missing file still fails by its status. */
const cutShort = (req) => req.failure()?.errorText === 'net::ERR_ABORTED';

/**
 * Opens `url` in a new tab of `context`, collecting console errors, uncaught page errors and
 * failed requests from the start. Waits for the `first-frame` mark unless told not to.
 */
export async function openPage(context, url, { waitForFirstFrame = true, timeout = 15_000, media } = {}) {
  const page = await context.newPage();
  if (media) await page.emulateMedia(media);
  const errors = { console: [], page: [], requests: [] };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url;
    errors.console.push(where ? `${msg.text()} (${where})` : msg.text());
  });
  page.on('pageerror', (err) => errors.page.push(String(err)));
  page.on('requestfailed', (req) => cutShort(req) || errors.requests.push(`${req.url()}: ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) errors.requests.push(`${res.url()}: HTTP ${res.status()}`);
  });
  await page.goto(url, { timeout });
  if (waitForFirstFrame) {
    await page.waitForFunction(() => performance.getEntriesByName('first-frame').length > 0, null, {
      timeout,
    });
  }
  return { page, errors };
}

/**
 * Runs `fn(arg)` in `context` on the site at `url`, in a file of it that runs no script (the
 * manifest): to change its storage with no page of the game there to write over it. Its result.
 */
export async function onSite(context, url, fn, arg) {
  const blank = await context.newPage();
  try {
    await blank.goto(new URL('manifest.webmanifest', url).href);
    return await blank.evaluate(fn, arg);
  } finally {
    await blank.close();
  }
}

/**
 * Forgets every game `context` keeps for the site at `url` (cleared by onSite: a page of the
 * game, resuming the last game, could write it back between a clear and the next load).
 */
export const forget = (context, url) => onSite(context, url, () => localStorage.clear());

/**
 * A fresh start in `context`: the games it kept for the site at `url` forgotten, the page
 * opened (`quick`: with reduced motion, moves drawn without animation) and its new-game
 * screen up.
 */
export async function fresh(context, url, { quick = false } = {}) {
  await forget(context, url);
  const opened = await openPage(context, url, quick ? { media: { reducedMotion: 'reduce' } } : {});
  await opened.page.waitForFunction(() => window.__muses?.screen() === 'newgame', null, { timeout: 15_000 });
  return opened;
}

/** All errors seen so far, as one list (empty when the page is clean). */
export function allErrors(errors) {
  return [
    ...errors.console.map((e) => `console: ${e}`),
    ...errors.page.map((e) => `page: ${e}`),
    ...errors.requests.map((e) => `request: ${e}`),
  ];
}

/** Milliseconds from navigation start to the page's `first-frame` mark. */
export function firstFrameMs(page) {
  return page.evaluate(() => performance.getEntriesByName('first-frame')[0]?.startTime ?? null);
}

/** Saves a full-page screenshot as target/e2e/<name>.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * A server and a browser together, for a test file's before/after hooks.
 * `open(rel)` opens `rel` (default: the page) relative to the served sub-path.
 */
export async function startSession({ server: serverOptions, browser: browserOptions } = {}) {
  const server = await startServer(serverOptions);
  let browser;
  try {
    browser = await launchBrowser(browserOptions);
  } catch (e) {
    await server.close();
    throw e;
  }
  return {
    server,
    browser,
    context: browser.context,
    open: (rel = '', options) => openPage(browser.context, new URL(rel, server.url).href, options),
    forget: (context = browser.context) => forget(context, server.url),
    /** onSite(), in the session's context. */
    onSite: (fn, arg) => onSite(browser.context, server.url, fn, arg),
    /** fresh(), in `context` (the session's by default). */
    fresh: ({ context = browser.context, quick = false } = {}) => fresh(context, server.url, { quick }),
    screenshot,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

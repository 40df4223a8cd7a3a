// Offline play: once opened, the page opens again with no network (the service worker,
// www/sw.js, keeps its files), resumes the saved game, and its computer players still think
// (their worker and the wasm come from the cache too). The server is really stopped. A new
// version on the host is taken when online.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, allErrors, launchBrowser, openPage, screenshot, startServer } from './harness.mjs';
import * as ui from './play.mjs';

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The person's move through the canvas, then the computer's reply, if the round goes on. */
async function moveAndReply(page) {
  const action = await ui.choose(page);
  const before = await ui.moves(page);
  await ui.place(page, ui.mouse(page), action);
  await page.waitForFunction((n) => window.__muses.moves() >= n + 2, before, { timeout: 30_000 });
}

test('once opened, the page works with no network: it reloads, resumes, and the computer plays', async () => {
  const { page, errors } = await openPage(browser.context, server.url);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => window.__muses?.offlineFiles() > 0, null, { timeout: 15_000 });
  const kept = await page.evaluate(async () => (await (await caches.open('muses')).keys()).map((r) => r.url));
  // Exactly the build's files (dist/files.json), the page under its folder's name too, and no
  // wasm bundle (none was loaded).
  const build = JSON.parse(await readFile(join(DIST, 'files.json'), 'utf8'));
  const files = ['', ...build.firstLoad, ...build.onDemand];
  assert.deepEqual(kept.sort(), files.map((f) => new URL(f, server.url).href).sort());
  // Among them what loads later: the computer's worker, every language's tables and their
  // parts (so a language can be chosen offline), the chunks of features never opened.
  const chunkOf = (source) => Object.entries(build.sources).find(([path]) => path.endsWith(source))?.[1];
  for (const source of ['ai-worker.js', 'lang/it.js', 'lang/fr.js', 'lang/rules/fr.js', 'lang/reasons/it.js', 'rules-words.js', 'tips.js']) {
    assert.ok(build.onDemand.includes(chunkOf(source)), `${source} is loaded on demand (${chunkOf(source)}) and kept`);
  }

  await ui.newGame(page, { seed: 12, names: ['Ada', 'Hermes'], kinds: ['human', 'easy'] });
  await ui.idle(page);
  await moveAndReply(page);
  const played = await ui.actions(page);
  const code = await ui.hook(page, 'code');

  await server.close();
  const offline = await fetch(server.url).then(
    () => 'reachable',
    () => 'unreachable',
  );
  assert.equal(offline, 'unreachable', 'the server is down');

  // A reload: the same game, from the saved copy and the cache.
  await page.reload();
  await page.waitForFunction(() => window.__muses?.moves() > 0, null, { timeout: 15_000 });
  assert.deepEqual(await ui.actions(page), played);
  assert.equal(await ui.hook(page, 'code'), code);
  // The computer still answers: its worker and the wasm come from the cache.
  await ui.idle(page);
  await moveAndReply(page);
  assert.equal(await ui.moves(page), played.length + 2);
  // Another language, never chosen while online: it comes from the cache.
  await page.click('#menu summary');
  await page.selectOption('#menu-language', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.textContent('#log-panel summary'), 'Coups');
  await screenshot(page, 'offline');
  assert.deepEqual(allErrors(errors), []);

  // A new tab on the link opens the same game.
  const link = await ui.hook(page, 'code');
  const second = await openPage(browser.context, `${server.url}index.html#${link}`);
  await second.page.waitForFunction(() => window.__muses?.moves() > 0, null, { timeout: 15_000 });
  assert.equal(await ui.hook(second.page, 'code'), link);
  assert.deepEqual(allErrors(second.errors), []);
});

test('a new version on the host is taken when online, and kept for offline', async () => {
  // The host's folder, a copy that the test changes as a new version would.
  const dir = await mkdtemp(join(tmpdir(), 'muses-host-'));
  await cp(DIST, dir, { recursive: true });
  const host = await startServer({ dir });
  const b = await launchBrowser();
  try {
    const { page, errors } = await openPage(b.context, host.url);
    await page.waitForFunction(() => window.__muses?.offlineFiles() > 0, null, { timeout: 15_000 });
    const html = () => page.evaluate(async () => (await fetch('index.html')).text());
    assert.doesNotMatch(await html(), /version two/);

    await appendFile(join(dir, 'index.html'), '\n<!-- version two -->\n');
    await page.reload();
    await page.waitForFunction(() => window.__muses?.offlineFiles() > 0, null, { timeout: 15_000 });
    assert.match(await html(), /version two/, 'online, the host\'s new file is taken');

    await host.close();
    await page.reload();
    await page.waitForFunction(() => window.__muses?.version(), null, { timeout: 15_000 });
    assert.match(await html(), /version two/, 'offline, the new file was kept');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await b.close();
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
});

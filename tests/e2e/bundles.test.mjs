// The wasm bundles loaded on demand (www/engine/bundles.js): fair mode's and the tutorial's, served
// from the built page's sub-path under content-hashed names, not fetched when the page opens,
// loaded once when asked for, and each answers a call. Once loaded, a bundle opens offline
// in later visits too; one never loaded fails offline with a typed error, and loads once the
// host is back.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, launchBrowser, openPage, startServer } from './harness.mjs';

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

/** Runs `call(bundles)` in the page, with the page's own loaders (www/engine/bundles.js, bundled into
 * the page's chunks: the tests' hook hands them out). */
const inPage = (page, call) => page.evaluate(`(async () => (${call})(window.__muses.bundles))()`);

/** The tutorial's answer: its lessons' ids, and whether a second load gives the same bindings. */
const askLessons = async ({ loadLessons }) => {
  const bindings = await loadLessons();
  return { ids: bindings.lessons().lessons.map((l) => l.id), once: (await loadLessons()) === bindings };
};

/** Fair mode's answer: a new fair game's players and link. */
const askFair = async ({ loadFair }) => {
  const { FairGame } = await loadFair();
  const game = FairGame.create({ players: 2 }, ['Anna', 'Ben']);
  return { players: game.players(), names: game.names(), link: game.link() };
};

/** The bundle files kept for offline play. */
const keptBundles = (page) =>
  page.evaluate(async () =>
    (await (await caches.open('muses')).keys()).map((r) => r.url).filter((url) => /\/(fair|lessons)\/\1-[0-9a-f]/.test(url)),
  );

test('both bundles are served from the sub-path on demand, loaded once, and answer', async () => {
  const { page, errors } = await openPage(browser.context, server.url);
  await page.waitForLoadState('networkidle');
  const bundleRequests = () => server.requests.filter((path) => /\/(fair|lessons)\/\1-[0-9a-f]/.test(path));
  assert.deepEqual(bundleRequests(), [], 'opening the page fetches no bundle');

  const lessons = await inPage(page, askLessons);
  assert.ok(lessons.ids.length >= 6, `the tutorial's lessons: ${lessons.ids}`);
  assert.ok(lessons.once, 'a second load gives the same bindings');
  const fair = await inPage(page, askFair);
  assert.equal(fair.players, 2);
  assert.deepEqual(fair.names, ['Anna', 'Ben']);
  assert.match(fair.link, /^\S{40,}$/);

  // Each file once by the page (the service worker may fetch it again to keep it), under the
  // sub-path, named by its content's hash.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => /\/(fair|lessons)\/\1-[0-9a-f]/.test(path))
      .sort(),
  );
  assert.equal(loaded.length, 4, loaded.join(' '));
  for (const [i, name] of ['fair', 'fair', 'lessons', 'lessons'].entries()) {
    const file = new RegExp(`^${server.base}${name}/${name}-[0-9a-f]{16}(\\.js|_bg\\.wasm)$`);
    assert.match(loaded[i], file);
  }
  assert.deepEqual([...new Set(bundleRequests())].sort(), loaded, 'the server was asked for these only');
  for (const path of server.requests) assert.ok(path.startsWith(server.base), `${path} is outside ${server.base}`);
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a loaded bundle is kept for offline play; one never loaded fails offline, typed, then loads', async () => {
  // A browser and host of its own: the host is stopped and brought back.
  let host = await startServer();
  const b = await launchBrowser();
  try {
    const { page, errors } = await openPage(b.context, host.url);
    await page.waitForFunction(() => window.__muses?.offlineFiles() > 0, null, { timeout: 15_000 });
    assert.deepEqual(await keptBundles(page), [], 'no bundle is kept before it is loaded');

    assert.ok((await inPage(page, askLessons)).ids.length >= 6);
    await page.waitForFunction(
      async () => (await (await caches.open('muses')).keys()).filter((r) => r.url.includes('/lessons/')).length === 2,
      null,
      { timeout: 15_000, polling: 200 },
    );

    // A later visit that does not open the tutorial keeps it all the same.
    await page.reload();
    await page.waitForFunction(() => window.__muses?.offlineFiles() > 0, null, { timeout: 15_000 });
    const kept = await keptBundles(page);
    assert.equal(kept.length, 2, kept.join(' '));
    assert.ok(kept.every((url) => url.includes('/lessons/')), kept.join(' '));

    await host.close();
    await page.reload();
    await page.waitForFunction(() => window.__muses?.version(), null, { timeout: 15_000 });
    assert.ok((await inPage(page, askLessons)).ids.length >= 6, 'offline, the tutorial opens');
    const refused = await inPage(page, async ({ loadFair, BundleError }) => {
      try {
        await loadFair();
        return null;
      } catch (e) {
        return { typed: e instanceof BundleError, name: e.name, kind: e.kind, params: e.params, message: e.message };
      }
    });
    assert.ok(refused, 'offline, fair mode never loaded does not load');
    assert.equal(refused.typed, true, JSON.stringify(refused));
    assert.equal(refused.kind, 'BundleUnavailable');
    assert.equal(refused.params.bundle, 'fair');
    assert.match(refused.message, /fair bundle could not be loaded/);

    // The host is back: the next call tries again, and loads.
    host = await startServer({ port: host.port });
    assert.equal((await inPage(page, askFair)).players, 2);
    // The only errors are the failed fetches of fair mode's files while the host was away.
    const unexpected = allErrors(errors).filter((e) => !/\/fair\/fair-[0-9a-f]{16}\.js/.test(e));
    assert.deepEqual(unexpected, []);
  } finally {
    await b.close();
    await host.close();
  }
});

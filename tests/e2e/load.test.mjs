// The built page loads from a sub-folder, the wasm engine answers, and the first frame is
// drawn quickly.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, allErrors, firstFrameMs, launchBrowser, openPage, startSession } from './harness.mjs';

const cargoToml = await readFile(join(ROOT, 'Cargo.toml'), 'utf8');
const CRATE_VERSION = cargoToml.match(/^version\s*=\s*"([^"]+)"/m)[1];

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

test('the page loads from a sub-folder with no error, and the wasm answers', async () => {
  const { page, errors } = await session.open();
  assert.deepEqual(allErrors(errors), []);
  // Every file came from under the sub-path: no absolute URL in the build.
  for (const path of session.server.requests) {
    assert.ok(path.startsWith(session.server.base), `${path} is outside ${session.server.base}`);
  }

  await page.waitForFunction(() => window.__muses);
  assert.equal(await page.evaluate(() => window.__muses.version()), CRATE_VERSION);
  // A first visit opens on the new-game screen.
  assert.equal(await page.evaluate(() => window.__muses.screen()), 'newgame');

  const shot = await session.screenshot(page, 'load');
  assert.ok((await stat(shot)).size > 1000, 'the screenshot is written');

  const ms = await firstFrameMs(page);
  console.log(`first-frame: ${ms.toFixed(0)} ms from navigation start`);
  // A sanity bound only: the figure itself is reported, not asserted.
  assert.ok(ms > 0 && ms < 5000, `first frame after ${ms} ms`);
  await page.close();
});

test('the canvas is drawn in device pixels on a high-DPI screen; a player\'s page has no test hook', async () => {
  // A page as a player opens it: without the tests' flag.
  const hidpi = await launchBrowser({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 2, testHook: false });
  try {
    const { page, errors } = await openPage(hidpi.context, session.server.url);
    // Once the game is up (the hook would have come with it), no global tells the tests, or
    // anyone, what the page holds: no hook, and no other global of the page's own.
    await page.waitForSelector('#newgame:not([hidden])');
    assert.equal(await page.evaluate(() => 'localStorage' in window && localStorage.getItem('dance-of-muses.test-hook')), null);
    assert.equal(await page.evaluate(() => typeof window.__muses), 'undefined');
    const own = await page.evaluate(() => {
      const blank = document.createElement('iframe');
      document.body.append(blank);
      const builtIn = new Set(Object.getOwnPropertyNames(blank.contentWindow));
      blank.remove();
      return Object.getOwnPropertyNames(window).filter((name) => !builtIn.has(name));
    });
    // The engine's loader publishes the wasm bindings (engine.js reads them): the engine's API,
    // no game.
    assert.deepEqual(own.filter((name) => !['wasmBindings'].includes(name) && !/^on/.test(name)), [], `the page's own globals: ${own.join(', ')}`);
    const size = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      const r = c.getBoundingClientRect();
      return { width: c.width, height: c.height, css: [r.width, r.height] };
    });
    assert.ok(size.css[0] > 300 && size.css[1] > 300, `the table is ${size.css} CSS pixels`);
    assert.deepEqual([size.width, size.height], size.css.map((v) => Math.round(v * 2)));
    await session.screenshot(page, 'load-hidpi');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await hidpi.close();
  }
});

// @ts-check
// The README's screenshot (docs/screenshot.jpg), taken from the built page as a player sees it:
// a two-player game (seed 11) played through the page to the dance, a Muse chosen (her steps
// and her area shown), on a desktop in the dark theme. Run after `make dist`:
//
//   node tests/e2e/screenshot.mjs [out.jpg]

import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, launchBrowser, openPage, startServer } from './harness.mjs';
import * as ui from './play.mjs';

const out = process.argv[2] ?? join(ROOT, 'docs/screenshot.jpg');
const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1100, height: 660 }, colorScheme: 'dark' });
try {
  const { page } = await openPage(browser.context, server.url);
  const input = ui.mouse(page);
  await ui.newGame(page, { seed: 11, names: ['Anna', 'Ben'] });
  while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
  await ui.passDevice(page, input);
  // A Muse chosen: her steps, whom she would push, her area.
  const { legal } = await ui.truth(page);
  // The face-up Muse with the most steps.
  const up = (await ui.hook(page, 'shownTiles')).filter((t) => t.muse);
  const at = (a, b) => a.x === b.x && a.y === b.y;
  const steps = legal.map((l) => l.action).filter((a) => a.kind === 'Step' && up.some((t) => at(t, a.from)));
  const count = (a) => steps.filter((b) => at(b.from, a.from)).length;
  const { from } = steps.sort((a, b) => count(b) - count(a))[0];
  await input.tap(await ui.hook(page, 'squareToClient', from.x, from.y));
  await ui.idle(page);
  await page.mouse.move(0, 0);
  await page.screenshot(out.endsWith('.png') ? { path: out } : { path: out, type: 'jpeg', quality: 82 });
  console.log(`${out}: ${((await stat(out)).size / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
  await server.close();
}

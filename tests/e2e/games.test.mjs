// My games (issue 22; docs/my-games.md), in Chromium with real input: two tabs on one game
// agree (each move shows at once in the other, with a word; two moves at the same instant:
// one is kept, the other tab is refused and shows the game as it stands); 30 games of mixed
// kinds are all kept; export, then import in a fresh browser, gives the same list; a corrupted
// store and a full one say so and lose nothing that could be read.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { wasm } from './engine.mjs';
import {
  device,
  kept as fairKept,
  linkOf as fairLinkOf,
  openLink,
  settled,
  startFair,
  state,
  takeSeatIfAsked,
} from './fairplay.mjs';
import { allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import * as ui from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** The games this browser keeps, as the store holds them (what it can read): { id, rev, code,
 * moves, over }. */
const kept = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('dance-of-muses.game.'))
      .map((k) => {
        try {
          return JSON.parse(localStorage.getItem(k));
        } catch {
          return null;
        }
      })
      .filter((r) => r?.game)
      .map((r) => ({
        id: r.id,
        rev: r.rev,
        code: r.game.code,
        moves: r.game.actions?.length ?? r.game.moves,
        over: r.summary?.over,
      })),
  );

/** What the table says of the game shown (the word at its foot), or null. */
const noticeOf = (page) =>
  page.evaluate(() =>
    document.getElementById('kept-notice')?.hidden === false
      ? document.getElementById('kept-notice-text').textContent
      : null,
  );

/** Waits until `page` shows `moves` moves, nothing moving. */
async function showing(page, moves) {
  await page.waitForFunction((n) => window.__muses?.moves() === n && window.__muses.idle(), moves, { timeout: 15_000 });
}

/** Waits for this device's person to place or dance (the computer done, nothing moving). */
async function myTurn(page) {
  await page.waitForFunction(
    () =>
      window.__muses.thinking() === null &&
      window.__muses.idle() &&
      window.__muses.screen() === null &&
      (window.__muses.hand() !== null || window.__muses.phase() === 'Dance'),
    null,
    { timeout: 20_000 },
  );
}

/** Opens My games from the menu (or the first screen's My games) and waits for it. */
async function myGames(page) {
  if ((await ui.hook(page, 'screen')) === 'newgame') await page.click('#first-games');
  else {
    await page.click('#menu summary');
    await page.click('#menu-games');
  }
  await ui.screen(page, 'games');
}

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it stands (as look.test.mjs runs it). */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const { violations } = await page.evaluate((values) => axe.run(document, { runOnly: { type: 'tag', values } }), tags);
  return violations
    .filter((v) => v.id !== 'page-has-heading-one')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The list as My games shows it: each game's words. */
const listed = (page) =>
  page.$$eval('#games-list li', (items) =>
    // Read as text, not as laid out (innerText): the same whether or not the browser has
    // rendered the list yet (one in the background, both cores busy).
    items.map((li) => `${li.querySelector('h3')?.textContent} | ${li.querySelector('.kept-state')?.textContent}`),
  );

test('two tabs on one game: a move in one shows at once in the other with a word, and the next is made on it (both orders)', async () => {
  const { page: a, errors } = await session.fresh({ quick: true });
  await ui.newGame(a, { seed: 21, names: ['Anna', 'Ben'] });
  await ui.screen(a, 'pass');
  // Tab B: the same page by its bookmark (no link): the game played last.
  const { page: b } = await openPage(session.context, session.server.url);
  await b.emulateMedia({ reducedMotion: 'reduce' });
  await ui.screen(b, 'pass');
  assert.equal(await ui.hook(b, 'code'), await ui.hook(a, 'code'));
  const said = { 1: "Anna's move was played in another tab.", 2: "Ben's move was played in another tab." };
  for (const [first, second] of [
    [a, b],
    [b, a],
  ]) {
    const n = await ui.moves(first);
    await ui.play(first, ui.mouse(first), await ui.choose(first));
    // The other tab shows the move at once, and says so.
    await showing(second, n + 1);
    assert.equal(await ui.hook(second, 'code'), await ui.hook(first, 'code'));
    assert.equal(await noticeOf(second), said[n + 1]);
  }
  // Both moves kept: a third tab opens the game with both.
  const { page: c } = await openPage(session.context, session.server.url);
  await showing(c, 2);
  assert.deepEqual(
    (await kept(c)).map((g) => g.moves),
    [2],
  );
  assert.deepEqual(allErrors(errors), []);
  await Promise.all([a.close(), b.close(), c.close()]);
});

/** Readies `action` (a placement) on `page` by keyboard, all but its last Enter. */
async function ready(page, action) {
  if ((await ui.hook(page, 'screen')) === 'pass') {
    await page.focus('#pass-ok');
    await page.keyboard.press('Enter');
    await ui.screen(page, null);
  }
  await ui.idle(page);
  await page.focus('#table');
  const hand = await ui.hook(page, 'hand');
  await page.keyboard.press(String(hand.indexOf(action.muse) + 1));
  if (await ui.hook(page, 'faceDown')) await page.keyboard.press('f');
  const at = (await ui.hook(page, 'cursor')) ?? { x: 0, y: 0 };
  for (let x = at.x; x !== action.to.x; x += Math.sign(action.to.x - x))
    await page.keyboard.press(action.to.x > x ? 'ArrowRight' : 'ArrowLeft');
  for (let y = at.y; y !== action.to.y; y += Math.sign(action.to.y - y))
    await page.keyboard.press(action.to.y > y ? 'ArrowUp' : 'ArrowDown');
  assert.deepEqual(await ui.hook(page, 'cursor'), action.to);
}

test('two tabs moving at the same instant: one move is kept, the other tab is refused and shows the game as it stands', async () => {
  const { page: a, errors } = await session.fresh({ quick: true });
  await ui.newGame(a, { seed: 33, names: ['Anna', 'Ben'] });
  await ui.play(a, ui.mouse(a), await ui.choose(a));
  const { page: b } = await openPage(session.context, session.server.url);
  await b.emulateMedia({ reducedMotion: 'reduce' });
  await ui.screen(b, 'pass');
  // Two different placements, one in each tab, each readied to its last key.
  const up = (await ui.legal(a)).filter((x) => !x.face_down);
  const mine = up[0];
  const theirs = up.find((x) => x.to.x !== mine.to.x || x.to.y !== mine.to.y);
  await ready(a, mine);
  await ready(b, theirs);
  await Promise.all([a.keyboard.press('Enter'), b.keyboard.press('Enter')]);
  // Both tabs end on the one game kept: 2 moves, one of the two placements.
  await a.waitForFunction(() => window.__muses.idle());
  await b.waitForFunction(() => window.__muses.idle());
  const games = await kept(a);
  assert.equal(games.length, 1);
  assert.equal(games[0].moves, 2);
  for (const page of [a, b])
    await page
      .waitForFunction((code) => window.__muses.code() === code, games[0].code, { timeout: 10_000 })
      .catch(async (e) => {
        const seen = await Promise.all(
          [a, b].map((p) =>
            p.evaluate(() => ({
              moves: window.__muses.moves(),
              code: window.__muses.code(),
              screen: window.__muses.screen(),
              notice: document.getElementById('kept-notice-text')?.textContent,
              hint: window.__muses.hint(),
            })),
          ),
        );
        throw new Error(`${JSON.stringify(seen)} ${JSON.stringify(games)}`, { cause: e });
      });
  const last = (await ui.actions(a))[1];
  const kept1 = ui.key(last) === ui.key(mine) ? a : b;
  assert.ok([ui.key(mine), ui.key(theirs)].includes(ui.key(last)), 'one of the two moves is kept');
  // The tab whose move was not kept was told.
  const refused = kept1 === a ? b : a;
  await refused.waitForFunction(() => document.getElementById('kept-notice')?.hidden === false);
  assert.match(await noticeOf(refused), /another tab/);
  assert.equal(await noticeOf(kept1), null);
  assert.deepEqual(allErrors(errors), []);
  await Promise.all([a.close(), b.close()]);
});

/** A link's code made in Node: a deal of `players`, named. */
function linkOf(seed, names) {
  const game = new wasm.Game({ players: names.length, rounds: 1, seed: String(seed) });
  game.setNames(names);
  const code = game.code();
  game.free();
  return code;
}

test('30 games of mixed kinds are all kept and listed; exported, then imported in a fresh browser: the same list', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  // A fair deal (fair mode's own record, kept with the others).
  await startFair({ page }, { players: 2, names: ['Fay'] });
  await page.click('#fair-deal-new');
  // Against the computer, from the new-game screen.
  for (let i = 0; i < 12; i++) {
    await ui.newGame(page, { seed: 100 + i, names: [`Cora${i}`, 'Easy'], kinds: ['human', 'easy'] });
    await page.waitForFunction(() => window.__muses.screen() === null);
    await page.click('#menu-new');
    await ui.screen(page, 'newgame');
  }
  // Links from other devices, in the address: played here hot-seat, or at one seat (by link).
  for (let i = 0; i < 17; i++) {
    const names = i % 3 ? ['Hal', `Ivy${i}`] : ['Hal', `Ivy${i}`, 'Jo'];
    await page.evaluate((code) => (location.hash = code), linkOf(200 + i, names));
    await ui.screen(page, 'seat');
    await page.click(i < 12 ? '#seat-all' : '#seat-0');
    await page.waitForFunction(() => window.__muses.screen() !== 'seat' && window.__muses.idle());
  }
  const games = await kept(page);
  assert.equal(games.length, 30, 'every game kept');
  assert.ok(games.every((g) => !g.over));
  await page.reload();
  await ui.idle(page);
  await myGames(page);
  const list = await listed(page);
  assert.equal(list.length, 30, 'every game listed');
  const kinds = await page.$$eval('#games-list li p.small', (ps) => ps.map((p) => p.textContent.split(' · ')[0]));
  const count = (k) => kinds.filter((x) => x === k).length;
  assert.deepEqual(
    [count('Fair deal'), count('Against the computer'), count('Taking turns on this device'), count('By link')],
    [1, 12, 12, 5],
  );
  // The tab's title says how many wait on this device.
  assert.match(await page.title(), /^\(\d+\) Your turn · Dance of Muses$/);
  await session.screenshot(page, 'my-games');
  assert.deepEqual(await axe(page), [], 'My games');

  // Every game to one file (a fair game's keys left out: the box is not ticked).
  await page.click('#games-move summary');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#games-export')]);
  const text = await readFile(await download.path(), 'utf8');
  const doc = JSON.parse(text);
  assert.equal(doc.format, 'dance-of-muses.games');
  assert.equal(doc.games.length, 30);
  assert.ok(doc.games.every((g) => g.link.startsWith(session.server.url) && g.game.secret === undefined));

  // Another browser: imported, the same list and the same games; imported again, nothing doubled.
  const other = await launchBrowser();
  try {
    const there = await session.fresh({ context: other.context, quick: true });
    await myGames(there.page);
    for (let round = 0; round < 2; round++) {
      await there.page.click('#games-move summary');
      await there.page.setInputFiles('#games-file', {
        name: 'games.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
      await there.page.waitForFunction((n) => document.querySelectorAll('#games-list li').length === n, 30);
      assert.equal(
        await there.page.textContent('#games-said'),
        round ? '30 games were already here.' : '30 games added.',
      );
    }
    assert.deepEqual((await listed(there.page)).sort(), [...list].sort());
    const codes = (gs) => gs.map((g) => g.code).sort();
    assert.deepEqual(codes(await kept(there.page)), codes(games));
    assert.deepEqual(allErrors(there.errors), []);
  } finally {
    await other.close();
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test("a fair game an older page kept in fair mode's own store is in My games after the update, and this device still plays its seat", async () => {
  const { page, errors } = await session.fresh({ quick: true });
  await startFair({ page }, { players: 2, names: ['Anna', 'Ben'] });
  // The game as this page keeps it, written back as the older page kept it (fair mode's own
  // store, version 2), from a file of the site that runs no script; the new store emptied.
  const [{ gameId, code, kinds, record }] = Object.values(await fairKept(page));
  await session.onSite(
    ({ gameId, record, kinds }) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('dance-of-muses.')) localStorage.removeItem(key);
      const at = Date.now() - 60_000;
      localStorage.setItem('dance-of-muses.fair', JSON.stringify({ v: 2, games: { [gameId]: { record, kinds, at } } }));
    },
    { gameId, record, kinds },
  );
  // The updated page: the game among the games kept, keys and all; the older store gone.
  await page.goto(session.server.url);
  await page.waitForFunction(() => localStorage.getItem('dance-of-muses.fair') === null);
  const now = Object.values(await fairKept(page));
  assert.deepEqual(
    now.map((g) => [g.gameId, g.record]),
    [[gameId, record]],
    'the record moved as it was',
  );
  await ui.idle(page);
  await myGames(page);
  assert.ok(
    (await listed(page)).some((line) => /Anna/.test(line) && /Ben/.test(line)),
    'listed by its players',
  );
  // Ben's device takes seat 2 from the link; its answer comes back here and this device deals:
  // it still holds seat 1's keys.
  const ben = await device(session.server, 'Ben');
  try {
    await openLink(ben, code);
    await takeSeatIfAsked(ben, 1);
    await settled(ben.page);
    const answer = await fairLinkOf(ben.page);
    await page.goto(`${session.server.url}#${answer}`);
    await settled(page);
    const after = await state(page);
    assert.deepEqual([after.next?.seat, after.next?.step], [1, 'Strip'], 'dealt here: Ben strips next');
    assert.deepEqual(allErrors(ben.errors), []);
  } finally {
    await ben.browser.close();
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a corrupted store is said and kept as it is; a full one is said, the game goes on in its link, nothing readable lost', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  // Against the computer: no pass screen between the turns, the menu at hand.
  const vsEasy = (seed) => ui.newGame(page, { seed, names: ['Anna', 'Easy'], kinds: ['human', 'easy'] });
  await vsEasy(44);
  await myTurn(page);
  await ui.play(page, ui.mouse(page), await ui.choose(page));
  await myTurn(page);
  const moves = await ui.moves(page);
  // Damage: one game's entry, and the page before's list.
  const damaged = { 'dance-of-muses.game.broken': '{"v":1,"id":"broken",', 'dance-of-muses.games': 'not json' };
  await page.evaluate((d) => Object.entries(d).forEach(([k, v]) => localStorage.setItem(k, v)), damaged);
  await page.reload();
  await showing(page, moves);
  assert.equal(
    await noticeOf(page),
    'Some saved data could not be read (2 entries): it is kept as it was, and your other games are safe.',
  );
  assert.deepEqual(await axe(page), [], 'the table with its word');
  await myGames(page);
  assert.equal((await listed(page)).length, 1);
  assert.match(await page.textContent('#games-notes'), /could not be read \(2 entries\)/);
  await page.click('#games-back');
  await myTurn(page);
  await ui.play(page, ui.mouse(page), await ui.choose(page));
  await myTurn(page);
  const [held] = await kept(page);
  assert.equal(held.moves, await ui.moves(page));
  const stored = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(damaged));
  assert.deepEqual(stored, Object.values(damaged), 'the damaged data is kept as it was');

  // Full: the storage filled to the brim, then a new game.
  await page.evaluate(() => {
    const block = 'x'.repeat(1 << 20);
    for (let i = 0, size = block.length; size >= 1;) {
      try {
        localStorage.setItem(`filler.${i++}`, block.slice(0, size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
  await page.click('#menu-new');
  await vsEasy(45);
  await page.waitForFunction(() => document.getElementById('kept-notice')?.hidden === false);
  assert.match(await noticeOf(page), /^Could not save: this browser's storage is full\./);
  // The game goes on, in its link.
  await myTurn(page);
  await ui.play(page, ui.mouse(page), await ui.choose(page));
  assert.equal(await page.evaluate(() => location.hash.slice(1)), await ui.hook(page, 'code'));
  assert.deepEqual(await kept(page), [held], 'the game kept before is there as it was');
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('filler.'))
      .forEach((k) => localStorage.removeItem(k)),
  );
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

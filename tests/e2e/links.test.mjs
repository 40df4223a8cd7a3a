// Share links, replay and undo, in the browser: a link opens the same game in a fresh
// browser; a broken link says what is wrong and loses nothing; two browsers play each other
// by links; the replay steps through the moves and branches; hot-seat undo. Moves go through
// the table's real input (play.mjs); the engine's state is read through window.__muses.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { ROOT, allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import * as ui from './play.mjs';

const { hook } = ui;

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** Waits until the page has taken in a link: its game shown, nothing moving. */
async function settled(page) {
  await page.waitForFunction(() => window.__muses?.idle() && window.__muses.code() !== null, null, { timeout: 15_000 });
}

const menu = async (page, item) => {
  await page.click('#menu summary');
  await page.click(`#${item}`);
};

/** The fragment of the page's address, without `#`. */
const fragment = (page) => new URL(page.url()).hash.slice(1);

/** The table's canvas as PNG bytes. */
const board = (page) => page.locator('#table').screenshot();

/** Plays `n` moves through the table, whatever the phase. */
async function playMoves(page, n) {
  const input = ui.mouse(page);
  for (let i = 0; i < n; i++) await ui.play(page, input, await ui.choose(page));
}

/** The format-2 code of tests/data/codes.txt whose players are named Zoë and Ben. */
const NAMED = 'gAiAIOgEAAAAAAAAEWm_DqwNCZW4RwMFRccZImZkZRXEVAEzAJmI';

/** A code of a future format: the same game with format byte 3, its checksum made right
 * (src/code.rs: CRC-32 of "Dance of Muses" and every byte before it, little-endian). */
function futureVersion(code) {
  const bytes = Buffer.from(code.slice(1), 'base64url');
  bytes[0] = 4;
  const crc = crc32(Buffer.concat([Buffer.from('Dance of Muses'), bytes.subarray(0, bytes.length - 4)]));
  bytes.writeUInt32LE(crc, bytes.length - 4);
  return `g${bytes.toString('base64url')}`;
}

test('a link opened in a fresh browser shows the same game, board and all', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  await ui.newGame(page, { seed: 31, names: ['Anna', 'Ben'] });
  while ((await hook(page, 'phase')) !== 'Dance') await playMoves(page, 1);
  await playMoves(page, 2);
  await ui.idle(page);
  // The address bar always holds the game as it stands.
  const code = await hook(page, 'code');
  assert.match(code, /^g[A-Za-z0-9_-]+$/);
  assert.equal(fragment(page), code);
  // The page's help says honestly what a link carries (the rules' words load when they open).
  await page.click('#rules-panel summary');
  await page.waitForFunction(() => document.getElementById('links-help').textContent.length > 0);
  assert.match(await page.textContent('#links-help'), /A link carries the game's\s+seed, so anyone who decodes it could learn the hidden Muses/);

  const other = await launchBrowser();
  try {
    const { page: b, errors: errorsB } = await openPage(other.context, page.url());
    // A game new to this browser: which seat is yours?
    await ui.screen(b, 'seat');
    await ui.idle(b);
    const seats = await b.$$eval('#seat-list button', (els) => els.map((e) => e.textContent));
    assert.equal(seats.length, 2);
    // The link carries the players' names.
    assert.match(seats[0], /Seat 1: Anna, purple$/);
    assert.match(seats[1], /Seat 2: Ben, white$/);
    await session.screenshot(b, 'link-seat-choice');
    await b.click('#seat-watch');
    await ui.screen(b, null);
    await settled(b);
    assert.equal(await hook(b, 'seatMode'), 'watch');
    assert.equal(await ui.position(b), await ui.position(page));
    assert.deepEqual(await ui.actions(b), await ui.actions(page));
    assert.equal(await hook(b, 'code'), code);
    // The same moves in the log, the same board.
    const notations = (p) => p.$$eval('#log li code', (els) => els.map((e) => e.textContent));
    assert.deepEqual(await notations(b), await notations(page));
    assert.ok((await board(b)).equals(await board(page)), 'the board looks the same in both browsers');
    await session.screenshot(b, 'link-opened-watching');
    assert.match(await b.textContent('#turn'), /Watching: (Anna|Ben) to move$/);
    // The choice is remembered: a reload asks nothing.
    await b.reload();
    await settled(b);
    assert.equal(await hook(b, 'screen'), null);
    assert.equal(await hook(b, 'seatMode'), 'watch');
    assert.deepEqual(allErrors(errorsB), []);
  } finally {
    await other.close();
  }
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a broken link says what is wrong, offers the saved game, and loses nothing', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  await ui.newGame(page, { seed: 41, names: ['Cy', 'Di'] });
  await playMoves(page, 3);
  await ui.idle(page);
  const code = await hook(page, 'code');
  const position = await ui.position(page);
  const saved = await hook(page, 'saved');
  assert.equal(saved.length, 1);
  const edited = `${code.slice(0, 12)}${code[12] === 'A' ? 'B' : 'A'}${code.slice(13)}`;
  const broken = [
    ['truncated', code.slice(0, -3), /^The link is cut short/],
    ['garbled', `${code.slice(0, 9)}!${code.slice(10)}`, /^The link is garbled: “!” \(character 10\)/],
    ['edited', edited, /^The link was changed or damaged/],
    ['foreign', 'hello', /^This is not a Dance of Muses link\.$/],
    ['future', futureVersion(code), /^The link was made by a newer version of this site/],
  ];
  // Each opened in a new tab of the same browser (its saved game there): the message, the
  // broken link left in the address, the saved game untouched; then back to it.
  for (const [name, text, words] of broken) {
    const { page: tab, errors: tabErrors } = await session.open(`#${text}`);
    await ui.screen(tab, 'badlink');
    assert.match(await tab.textContent('#badlink-why'), words, name);
    assert.ok(await tab.isVisible('#badlink-saved'));
    assert.equal(fragment(tab), text, 'the broken link stays until the player chooses');
    assert.deepEqual(await hook(tab, 'saved'), saved, `${name}: the saved game is untouched`);
    if (name === 'truncated') await session.screenshot(tab, 'link-broken');
    if (name === 'future') {
      assert.match(await tab.textContent('#badlink-todo'), /Reload the page/);
      await session.screenshot(tab, 'link-broken-future');
    }
    await tab.click('#badlink-saved');
    await tab.waitForFunction(() => window.__muses.screen() !== 'badlink');
    await settled(tab);
    assert.equal(await ui.position(tab), position, `${name}: back to the saved game`);
    assert.equal(fragment(tab), code);
    await tab.reload();
    await settled(tab);
    assert.equal(await ui.position(tab), position, `${name}: still there after a reload`);
    assert.deepEqual(allErrors(tabErrors), []);
    await tab.close();
  }

  // A broken link arriving while a game is on the table (hashchange): the same, and the table
  // behind the message is untouched.
  await page.goto(`${session.server.url}#${code.slice(0, 20)}`);
  await ui.screen(page, 'badlink');
  assert.match(await page.textContent('#badlink-why'), /cut short/);
  assert.equal(await ui.position(page), position);
  // Start a new game instead: the link leaves the address, the saved game stays saved.
  await page.click('#badlink-new');
  await ui.screen(page, 'newgame');
  assert.equal(fragment(page), '');
  assert.deepEqual(await hook(page, 'saved'), saved);
  await page.click('#newgame-cancel');
  await settled(page);
  assert.equal(await ui.position(page), position);
  assert.equal(fragment(page), code);

  // An empty tab with a broken link and no way back to a game: a new game is offered alone.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${session.server.url}#hello`);
  await page.reload();
  await ui.screen(page, 'badlink');
  assert.ok(!(await page.isVisible('#badlink-saved')));
  assert.ok(!(await page.isVisible('#badlink-safe')));
  await page.click('#badlink-new');
  await ui.screen(page, 'newgame');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('two browsers play each other by links, each seeing only its own seat', async () => {
  const { page: a, errors: errorsA } = await session.fresh({ quick: true });
  await ui.newGame(a, { seed: 53, names: ['Ann', 'Bob'] });
  await ui.screen(a, 'pass');
  const first = (await hook(a, 'view')).to_move;
  const second = 1 - first;
  // "We each play on our own device": Ann takes the seat that begins.
  await a.click('#pass-seat');
  await ui.screen(a, 'seat');
  await a.click(`#seat-${first}`);
  await ui.screen(a, null);
  await ui.idle(a);
  assert.equal(await hook(a, 'seatMode'), first);
  assert.equal((await hook(a, 'hand')).length, 4, 'her hand shows at once: a private device');

  const other = await launchBrowser();
  try {
    let b = null;
    let errorsB = null;
    let url = null;
    /** Plays one move on `page` (its seat's turn), then sends the link: returns it. */
    const move = async (page, action, shots) => {
      await ui.play(page, ui.mouse(page), action);
      await ui.idle(page);
      assert.match(await page.textContent('#turn'), /Waiting for (Player \d|Ann|Bob)$/);
      assert.equal(await hook(page, 'hand'), null, 'no hand shows while waiting');
      assert.match(await hook(page, 'hint'), /send them the link/);
      if (shots) await session.screenshot(page, 'link-waiting');
      await page.click('#send-move');
      await ui.screen(page, 'share');
      await page.waitForFunction(() => document.querySelector('#share-status').textContent !== '');
      const link = await page.inputValue('#share-url');
      assert.equal(link, page.url(), 'the link sent is the address');
      if (shots) await session.screenshot(page, 'link-send');
      await page.click('#share-close');
      await ui.screen(page, null);
      return link;
    };

    // Ann's first move; an undo of it (her own move, so allowed), and the move again.
    const firstMove = await ui.choose(a);
    await ui.play(a, ui.mouse(a), firstMove);
    await ui.idle(a);
    const after1 = fragment(a);
    await a.click('#undo');
    await settled(a);
    assert.equal(await ui.moves(a), 0);
    assert.notEqual(fragment(a), after1, 'the address follows the undo');
    assert.equal((await hook(a, 'hand')).length, 4);
    url = await move(a, firstMove, true);

    for (let m = 1; m < 6; m++) {
      const mover = m % 2 ? 'b' : 'a';
      if (mover === 'b' && !b) {
        // Bob opens the game for the first time: he chooses his seat.
        ({ page: b, errors: errorsB } = await openPage(other.context, url));
        await ui.screen(b, 'seat');
        await b.click(`#seat-${second}`);
        await ui.screen(b, null);
      } else {
        // A link to the game on the table, further on: its new move plays in (hashchange).
        await (mover === 'a' ? a : b).goto(url);
      }
      const page = mover === 'a' ? a : b;
      await page.waitForFunction((n) => window.__muses.moves() === n, m);
      await settled(page);
      assert.equal(await hook(page, 'screen'), null, 'no pass screen, no seat question again');
      assert.equal(await hook(page, 'seatMode'), mover === 'a' ? first : second);
      assert.equal((await hook(page, 'hand')).length, 4 - Math.floor(m / 2), 'this seat’s own hand');
      if (m === 1) {
        // Bob may not undo Ann's move.
        await menu(b, 'menu-undo');
        assert.match(await hook(b, 'hint'), /The last move was (Ann|Bob)'s: playing by link, you can undo only your own move/);
        assert.equal(await ui.moves(b), 1);
      }
      // Bob's first Muse goes face down: his table shows her (veiled), Ann's does not.
      const action = m === 1 ? (await ui.legal(b)).find((x) => x.face_down) : await ui.choose(page);
      url = await move(page, action, false);
      if (m === 1) {
        const own = (await hook(b, 'shownTiles')).filter((t) => !t.faceUp && t.muse);
        assert.equal(own.length, 1, 'his own Mysterious Muse shows on his device');
        await session.screenshot(b, 'link-own-mystery');
      }
      if (m === 2) {
        assert.equal((await hook(a, 'shownTiles')).filter((t) => !t.faceUp && t.muse).length, 0, 'and not on hers');
      }
    }
    // Ann opens Bob's last link: both browsers hold the same game.
    await a.goto(url);
    await a.waitForFunction(() => window.__muses.moves() === 6);
    await settled(a);
    assert.equal(await ui.position(a), await ui.position(b));
    assert.equal(await hook(a, 'code'), await hook(b, 'code'));
    assert.deepEqual(allErrors(errorsB), []);
  } finally {
    await other.close();
  }
  assert.deepEqual(allErrors(errorsA), []);
  await a.close();
});

test('replay steps through the moves and branches; hot-seat undo by button and keys', async () => {
  const { page, errors } = await session.fresh({ quick: true });
  await ui.newGame(page, { seed: 61, names: ['Eve', 'Fay'] });
  await playMoves(page, 5);
  await ui.idle(page);
  const id = await hook(page, 'gameId');
  const actions = await ui.actions(page);
  const position = await ui.position(page);
  const tiles = async () => (await hook(page, 'shownTiles')).length;

  await ui.passDevice(page, ui.mouse(page));
  await menu(page, 'menu-replay');
  assert.equal(await hook(page, 'replayIndex'), 5);
  assert.equal(await page.textContent('#replay-at'), 'Move 5 of 5');
  await page.click('#replay-back');
  await ui.idle(page);
  assert.equal(await hook(page, 'replayIndex'), 4);
  assert.equal(await tiles(), 5, 'the neutral Muse and four placed');
  await page.click('#replay-first');
  await ui.idle(page);
  assert.equal(await hook(page, 'replayIndex'), 0);
  assert.equal(await tiles(), 1, 'the deal: the neutral Muse alone');
  await page.keyboard.press('ArrowRight');
  assert.equal(await hook(page, 'replayIndex'), 1);
  await page.locator('#replay-slider').evaluate((el) => {
    el.value = '3';
    el.dispatchEvent(new Event('input'));
  });
  await ui.idle(page);
  assert.equal(await hook(page, 'replayIndex'), 3);
  assert.equal(await tiles(), 4);
  assert.equal(await page.locator('#log li.now').count(), 1, 'the move is marked in the log');
  // The table is read-only during the replay.
  const t = (await hook(page, 'shownTiles'))[1];
  await ui.mouse(page).tap(await hook(page, 'squareToClient', t.x, t.y));
  assert.equal(await hook(page, 'stage'), 'idle');
  await session.screenshot(page, 'replay');
  // The game itself is untouched; Back to the game shows it again.
  assert.deepEqual(await ui.actions(page), actions);
  await page.click('#replay-close');
  await ui.screen(page, 'pass');
  assert.equal(await hook(page, 'replayIndex'), null);
  assert.equal(await ui.position(page), position);

  // Escape closes the replay too (the slider has the focus when it opens).
  await ui.passDevice(page, ui.mouse(page));
  await menu(page, 'menu-replay');
  assert.equal(await hook(page, 'replayIndex'), 5);
  await page.keyboard.press('Escape');
  assert.equal(await hook(page, 'replayIndex'), null);

  // Play from here: a new game from move 3, saved beside the first.
  await ui.passDevice(page, ui.mouse(page));
  await menu(page, 'menu-replay');
  await page.click('#replay-first');
  for (let i = 0; i < 3; i++) await page.click('#replay-forward');
  await page.click('#replay-branch');
  await settled(page);
  assert.equal(await hook(page, 'replayIndex'), null);
  assert.deepEqual(await ui.actions(page), actions.slice(0, 3));
  assert.notEqual(await hook(page, 'gameId'), id);
  assert.equal(fragment(page), await hook(page, 'code'));
  const saved = await hook(page, 'saved');
  assert.deepEqual(saved.map((g) => g.actions), [3, 5], 'the branch first, the first game kept');
  assert.equal(saved[1].id, id);
  await playMoves(page, 2);

  // Undo, in hot-seat: the button, U, Ctrl+Z, each taking back one move (and its log line),
  // once the other player's agreement is confirmed; "Keep it" keeps it.
  const logMoves = () => page.locator('#log li:not(.round)').count();
  assert.equal(await logMoves(), 5);
  await ui.passDevice(page, ui.mouse(page));
  await page.click('#undo');
  await ui.screen(page, 'confirm');
  assert.match(await page.textContent('#confirm-title'), /^Undo (Eve|Fay)'s move\?$/);
  await page.click('#confirm-no');
  await ui.screen(page, null);
  assert.equal(await ui.moves(page), 5, 'kept');
  await page.click('#undo');
  await ui.screen(page, 'confirm');
  await page.click('#confirm-yes');
  await settled(page);
  assert.equal(await ui.moves(page), 4);
  assert.equal(await logMoves(), 4);
  for (const key of ['u', 'Control+z']) {
    await ui.passDevice(page, ui.mouse(page));
    await page.keyboard.press(key);
    await ui.screen(page, 'confirm');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await settled(page);
  }
  assert.equal(await ui.moves(page), 2);
  assert.equal(await logMoves(), 2);
  assert.equal(fragment(page), await hook(page, 'code'));
  await page.reload();
  await settled(page);
  assert.equal(await ui.moves(page), 2, 'the undo is saved');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('the codes kept from formats 1 and 2 open the same games in the page, with their names; a position link is played here', async () => {
  // tests/data/codes.txt: the Rust tests' stable codes, each with the position it stands at.
  const lines = (await readFile(join(ROOT, 'tests/data/codes.txt'), 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
  assert.ok(lines.length >= 10);
  assert.ok(lines.includes(NAMED));
  const { page, errors } = await session.fresh({ quick: true });
  for (let i = 0; i < lines.length; i += 2) {
    const [text, notation] = [lines[i], lines[i + 1]];
    await page.goto(`${session.server.url}#${text}`);
    await settled(page);
    assert.equal(await ui.position(page), notation, text);
    if (text.startsWith('g')) {
      assert.equal(await hook(page, 'code'), text, 'a code has one spelling');
      assert.equal(await hook(page, 'screen'), 'seat', 'a game new to this browser asks for the seat');
      const seats = await page.$$eval('#seat-list button', (els) => els.map((e) => e.textContent));
      if (text === NAMED) assert.deepEqual(seats.map((t) => t.match(/: (.*),/)[1]), ['Zoë', 'Ben']);
      if (text.startsWith('gAQ')) assert.ok(seats.every((t) => /: Player \d,/.test(t)), 'format 1 names nobody');
      await page.click('#seat-all');
      await ui.screen(page, (await hook(page, 'view')).game_over ? 'result' : (await hook(page, 'phase')) === 'Placement' ? 'pass' : null);
    } else {
      // A puzzle or an analysis: played here, hot-seat, without the question.
      assert.equal(await hook(page, 'seatMode'), 'all');
    }
  }
  // The last entry, a position link during the placement: a move, then a reload keeps the
  // analysis with its move (the address now names where it stands).
  assert.equal(await hook(page, 'screen'), 'pass');
  await playMoves(page, 1);
  await ui.idle(page);
  assert.match(fragment(page), /^p/);
  const position = await ui.position(page);
  const log = await page.$$eval('#log li', (els) => els.map((e) => e.textContent));
  assert.equal(log.length, 1);
  const saved = await hook(page, 'saved');
  await page.reload();
  await settled(page);
  assert.equal(await ui.position(page), position);
  assert.deepEqual(await page.$$eval('#log li', (els) => els.map((e) => e.textContent)), log);
  assert.deepEqual(await hook(page, 'saved'), saved, 'the same saved analysis, not a new one');
  await ui.passDevice(page, ui.mouse(page));
  await page.keyboard.press('u');
  await ui.screen(page, 'confirm');
  await page.click('#confirm-yes');
  await settled(page);
  assert.equal(await ui.moves(page), 0, 'its move can be undone');
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

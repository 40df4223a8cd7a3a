// Hidden information in hot-seat play (D3): after every pass of the device, no Muse of
// another seat's hand and no face-down identity is anywhere the next person can read: the
// DOM's text, any attribute (aria-label, title, data-*), a field's value, the live region or
// the document's title. Searched for by name, not looked at.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, startSession } from './harness.mjs';
import * as ui from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** The whole truth, from the engine's position (RULES.md §9): each seat's hand, and the
 * Muses on the table face down (all-lowercase names). */
async function secrets(page) {
  const position = await ui.position(page);
  const [board] = position.split(' ');
  const title = (n) => n[0].toUpperCase() + n.slice(1);
  const faceDown = board === '-' ? [] : board.split('/').map((t) => t.split('@')[0]).filter((n) => n === n.toLowerCase()).map(title);
  const hands = (position.match(/hands=(\S+)/)?.[1] ?? '').split('|').map((h) => h.split(',').filter((n) => n && n !== '-'));
  return { hands, faceDown };
}

/** Every place in the page a person can read, as text: the DOM with every attribute (the
 * rules' table of all nine Muses left out: it names them all, for everyone), field values,
 * and the title. */
const readable = (page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true);
    copy.querySelector('#muse-table tbody')?.remove();
    const values = [...document.querySelectorAll('input, textarea, select')].map((el) => el.value);
    return [copy.outerHTML, ...values, document.title].join('\n');
  });

/** Asserts that none of `names` can be read in the page, saying where one was found. */
async function assertUnreadable(page, names, when) {
  const text = await readable(page);
  for (const name of new Set(names)) {
    const at = text.indexOf(name);
    assert.equal(at, -1, `${when}: "${name}" can be read in the page: …${text.slice(Math.max(0, at - 120), at + 60)}…`);
  }
}

/** Plays a hot-seat game of `players` people through the table, checking the page after every
 * pass of the device: while the pass screen is up (nobody's hand may show), then once the
 * next player has taken it (only their own hand may), and at every dance turn. `first` are
 * placements to play first (by Muse and face), the rest the tests' usual choices. */
async function hotSeat({ players, seed, first = [], danceTurns = 6 }) {
  await session.forget();
  const { page, errors } = await session.open();
  const input = ui.mouse(page);
  await ui.newGame(page, { players, seed });
  let passes = 0;
  let dances = 0;
  for (;;) {
    await ui.idle(page);
    if (![null, 'pass'].includes(await ui.hook(page, 'screen'))) break;
    const view = await ui.hook(page, 'view');
    if (view.game_over || (view.phase === 'Dance' && dances++ >= danceTurns)) break;
    const seat = view.to_move;
    const { hands, faceDown } = await secrets(page);
    const move = await ui.moves(page) + 1;
    if (view.phase === 'Placement') {
      await ui.screen(page, 'pass');
      await assertUnreadable(page, [...hands.flat(), ...faceDown], `move ${move}, the device passed to seat ${seat + 1}`);
      await ui.passDevice(page, input);
      passes++;
      const others = hands.filter((_, s) => s !== seat).flat();
      await assertUnreadable(page, [...others, ...faceDown], `move ${move}, seat ${seat + 1} holds the device`);
      // The player reads about one of their Muses (her card names her): gone by the next pass.
      const mine = await ui.hook(page, 'handTileToClient', hands[seat][0]);
      await page.mouse.click(mine.x, mine.y, { button: 'right' });
      // The card's words load the first time one opens.
      await page.waitForSelector('#muse-card', { state: 'visible' });
      assert.equal(await page.textContent('#muse-card-title'), hands[seat][0]);
    } else {
      await assertUnreadable(page, faceDown, `move ${move}, seat ${seat + 1} dances`);
    }
    const wanted = first.shift();
    const legal = await ui.legal(page);
    const action = wanted ? legal.find((a) => a.kind === 'Place' && a.muse === wanted.muse && a.face_down === wanted.faceDown) : await ui.choose(page);
    assert.ok(action, `the placement ${JSON.stringify(wanted)} is legal`);
    await ui.play(page, input, action);
  }
  assert.deepEqual(allErrors(errors), []);
  return { page, passes, dances };
}

test('3 players hot-seat (seed 42): no other hand and no face-down Muse readable after any pass', async () => {
  // The reported case: seat 2 places Euterpe face up, seat 3 Clio face down, back to seat 1.
  const { page, passes } = await hotSeat({
    players: 3,
    seed: 42,
    first: [
      { muse: 'Euterpe', faceDown: false },
      { muse: 'Clio', faceDown: true },
    ],
  });
  assert.equal(passes, 9, 'one pass before each of the nine placements');
  await session.screenshot(page, 'privacy-3-dance');
  await page.close();
});

test('4 players hot-seat: no other hand (team-mate included) and no face-down Muse readable after any pass', async () => {
  const { page, passes } = await hotSeat({ players: 4, seed: 7 });
  assert.equal(passes, 8, 'one pass before each of the eight placements');
  await session.screenshot(page, 'privacy-4-dance');
  await page.close();
});

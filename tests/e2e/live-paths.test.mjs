// Live play's rough paths, in the built page, each by real input on devices of their own
// (browser contexts in the private network namespace: live-devices.mjs): an invitation opened
// in two tabs of the invited browser (one answers it, the other shows that same reply and says
// where to go on; the reply connects, and the inviting page never blames the network); a reply
// opened again on the inviting device (said so, no second copy of the game); while live, the
// wait under the table says the live thing, as the bar does; the invited device knows whose game
// it joins (the names the invitation carries), shows nothing of its own last game under it, and
// its way out leads to no unrelated game; an invited device whose exchange failed is told to ask
// for a new invitation; Play live from the first screen's "Play with friends apart", beside the
// table when the player moves first, and in the menu of a game not played by link.
//
// Needs root for the namespace; skipped, saying why, otherwise.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  answer,
  axe,
  barSays,
  device as deviceOn,
  gameByLink,
  inGame,
  linkShown,
  replyInNewTab,
  sameGame,
  says,
  shot,
  shows,
  skip,
  startLive,
} from './live-devices.mjs';
import * as ui from './play.mjs';

const { hook } = ui;

if (skip) console.log(`SKIPPED: ${skip}`);
const opts = { skip, timeout: 180_000 };

let live;
let server;
const device = (name, options) => deviceOn(live.browser, name, options);
before(
  async () => {
    if (skip) return;
    live = await startLive();
    ({ server } = live);
  },
  { timeout: 60_000 },
);
after(() => live?.close(), { timeout: 60_000 });

/** The state of the invited device's panel (peer.js's states, or 'elsewhere'), once settled. */
async function guestState(page) {
  await page.waitForFunction(
    () => ['connecting', 'elsewhere', 'connected', 'failed'].includes(document.querySelector('#live-screen section.live')?.dataset.state),
    null,
    { timeout: 20_000 },
  );
  return page.getAttribute('#live-screen section.live', 'data-state');
}

/** Plays one move by real input on `mover`; waits until `other` shows it, at rest. */
async function moveShown(mover, other) {
  const n = await ui.moves(mover);
  await ui.play(mover, ui.mouse(mover), await ui.choose(mover));
  await other.waitForFunction((k) => window.__muses.moves() > k && window.__muses.idle(), n, { timeout: 15_000 });
}

test('an invitation opened in two tabs at once: one answers it, the other shows that same reply and says where to go on; it connects, and a used reply opened again is said so', opts, async () => {
  const [anna, ben] = [await device('Anna'), await device('Ben')];
  try {
    const a = await anna.open(server.url);
    // Anna takes the seat that moves first: Play live is beside the table on her turn too.
    // (Seed 29: seat 0, Anna's, moves first.)
    await ui.newGame(a, { players: 2, names: ['Anna', 'Ben'], seed: 29 });
    await ui.screen(a, 'pass');
    const seat = (await hook(a, 'view')).to_move;
    assert.equal(seat, 0);
    await a.click('#pass-seat');
    await ui.screen(a, 'seat');
    await a.click(`#seat-${seat}`);
    await inGame(a);
    await shows(a, '#live-play');
    await shows(a, '#send-move', false);
    await a.click('#live-play');
    await ui.screen(a, 'live-screen');
    const invitation = await linkShown(a, '.live-seat');

    // Ben's messenger opens it twice, at the same moment.
    const tabs = await Promise.all([ben.open(invitation), ben.open(invitation)]);
    const states = await Promise.all(tabs.map(guestState));
    assert.deepEqual([...states].sort(), ['connecting', 'elsewhere'], 'one tab answers, the other does not');
    const [holder, other] = states[0] === 'connecting' ? tabs : [...tabs].reverse();
    const reply = await linkShown(holder);
    await says(other, '#live-screen .live-status', /already open in another tab of this browser, which will connect: go on in that tab/);
    await says(other, '#live-screen .live-from', /Anna invites Ben to play live\./);
    assert.equal(await linkShown(other), reply, 'the reply of the tab that answered, whichever tab it is copied from');
    assert.doesNotMatch(await other.textContent('#live-screen'), /Send this reply/);
    await says(other, '#live-back', /^Close$/);
    await shot(other, 'live-invitation-twice');
    assert.deepEqual(await axe(other), [], 'the second tab');

    // The reply, copied from the second tab, connects the first; nobody is told it failed.
    await replyInNewTab(anna, reply);
    await barSays(a, /Ben is here: moves go live\./);
    await barSays(holder, /Anna is here: moves go live\./);
    await inGame(holder);
    await inGame(a);
    await sameGame([a, holder]);
    assert.equal(await hook(other, 'code'), null, 'the second tab shows no game');
    assert.doesNotMatch(await a.textContent('#live-words'), /Could not reach/);

    // While live, the page says one thing: the wait under the table is the live one, and
    // there is nothing to send.
    const mover = (await hook(a, 'view')).to_move === seat ? a : holder;
    const waiter = mover === a ? holder : a;
    const [moverName, waiterName] = mover === a ? ['Anna', 'Ben'] : ['Ben', 'Anna'];
    await says(waiter, '#hint', new RegExp(`Waiting for ${moverName}: the move shows here as soon as it is made\\.`));
    await shows(waiter, '#send-move', false);
    await moveShown(mover, waiter);
    await says(mover, '#hint', new RegExp(`Waiting for ${waiterName}: the move shows here as soon as it is made\\.`));
    assert.doesNotMatch(await mover.textContent('#hint'), /Send my move|send them the link/);
    await shows(mover, '#send-move', false);
    await shot(mover, 'live-waiting');

    // The used reply opened again on Anna's device (a second tap in the messenger): that tab
    // says so, naming Ben, and opens no second copy of the game.
    const again = await anna.open(reply);
    await ui.screen(again, 'live-screen');
    await says(again, '#live-said', /This reply's invitation was answered already \(this reply opened before, or another\): the connection with Ben is made, or under way, on the page that made the invitation\. You can close this tab\./);
    assert.equal(await hook(again, 'code'), null, 'no second copy of the game');
    await says(again, '#live-back', /^Close$/);
    await shot(again, 'live-reply-used');
    await again.close();
    await barSays(a, /Ben is here: moves go live\./);
    assert.deepEqual([...anna.errors, ...ben.errors], []);
  } finally {
    await anna.context.close();
    await ben.context.close();
  }
});

test("the invited device knows whose game it joins, shows none of its own under the invitation, and its way out leads to none; a failed exchange tells it to ask for a new invitation", opts, async () => {
  const [anna, ben, cleo] = [await device('Anna'), await device('Ben'), await device('Cleo', { clock: true })];
  try {
    // Ben's device holds a game of its own: a 3-player game by link, waiting for Cleo.
    const old = await ben.open(server.url);
    await gameByLink(old, { players: 3, names: ['Dan', 'Eve', 'Cleo'], seed: 5, seat: 1 });
    const oldGame = await hook(old, 'code');
    await old.close();

    const a = await anna.open(server.url);
    await gameByLink(a, { players: 3, names: ['Anna', 'Ben', 'Cleo'], seed: 8, seat: 0 });
    await a.click('#menu summary');
    await a.click('#menu-live');
    await ui.screen(a, 'live-screen');
    const [forBen, forCleo] = [await linkShown(a, '.live-seat[data-seat="1"]'), await linkShown(a, '.live-seat[data-seat="2"]')];

    const { page: b, reply: fromBen } = await answer(ben, forBen);
    await says(b, '#live-screen .live-from', /Anna invites Ben to play live\./);
    await says(b, '#live-screen .live-status', /Send this reply to Anna\. You are connected as soon as Anna opens it\./);
    // Nothing of Ben's own last game under it, and no way back to it.
    assert.equal(await hook(b, 'code'), null);
    assert.doesNotMatch(await b.textContent('#turn'), /Cleo/);
    await says(b, '#live-back', /^Close$/);
    await shot(b, 'live-reply-named');
    // Ben closes the screen: the first screen, not his old game; the reply still stands.
    await b.click('#live-back');
    await ui.screen(b, 'newgame');
    assert.equal(await hook(b, 'code'), null);
    // Anna opens his reply: Anna's game comes to Ben's page, at his seat.
    await replyInNewTab(anna, fromBen);
    await barSays(a, /Ben is here/);
    await barSays(b, /Anna is here/);
    await inGame(b);
    assert.equal(await hook(b, 'seatMode'), 1);
    await sameGame([a, b]);
    assert.notEqual(await hook(b, 'code'), oldGame);

    // Cleo answers, but her reply never reaches Anna: after the longest wait, Cleo's page says
    // what she can do (only Anna can make a new invitation).
    const { page: c } = await answer(cleo, forCleo);
    await says(c, '#live-screen .live-status', /Send this reply to Anna/);
    await c.clock.fastForward('10:30');
    await says(c, '#live-screen .live-status', /Could not reach Anna's device: your networks may not connect directly\. Ask Anna for a new invitation, or go on by link\./, 20_000);
    assert.doesNotMatch(await c.textContent('#live-screen'), /Make a new invitation/);
    await shot(c, 'live-guest-failed');
    assert.deepEqual([...anna.errors, ...ben.errors, ...cleo.errors], []);
  } finally {
    for (const d of [anna, ben, cleo]) await d.context.close().catch(() => {});
  }
});

test("Play live from the first screen's Play with friends apart, and from the menu of a game played on one device", opts, async () => {
  // Three devices of Anna's, each with a first screen of its own (a device with a game kept
  // opens that game).
  const [anna, shared, solo] = [await device('Anna'), await device('Anna at a shared table'), await device('Anna alone')];
  try {
    const a = await anna.open(server.url);
    // The first screen: friends apart, live.
    await ui.openWay(a, 'apart', { more: false });
    await shows(a, '#moves');
    await a.click('label:has(input[name=moves][value=live])');
    await shot(a, 'live-first-screen');
    await a.click('#newgame-start');
    await ui.screen(a, 'live-screen');
    await linkShown(a, '.live-seat');
    await says(a, '#live-screen .live-seat .live-status', /Send this invitation to Player 2/);
    // Back: the fair deal's screen it came over.
    await a.click('#live-back');
    await ui.screen(a, 'fair-deal');

    // A game at a table shared by two: the menu's Play live asks which seat is this device's,
    // then invites the other.
    const h = await shared.open(server.url);
    await ui.newGame(h, { players: 2, names: ['Anna', 'Ben'], seed: 12 });
    await ui.screen(h, 'pass');
    await h.click('#pass-ok');
    await inGame(h);
    await h.click('#menu summary');
    await shows(h, '#menu-live');
    await h.click('#menu-live');
    await ui.screen(h, 'seat');
    await h.click('#seat-0');
    await ui.screen(h, 'live-screen');
    await linkShown(h, '.live-seat[data-seat="1"]');
    await says(h, '#live-screen .live-seat .live-status', /Send this invitation to Ben/);
    assert.equal(await hook(h, 'seatMode'), 0);

    // Against the computer: nobody to invite to this game; the menu's Play live opens the
    // first screen's Play with friends apart, live chosen.
    const c = await solo.open(server.url);
    await ui.newGame(c, { players: 2, names: ['Anna'], kinds: ['human', 'easy'], seed: 4 });
    await inGame(c);
    await c.click('#menu summary');
    await c.click('#menu-live');
    await ui.screen(c, 'newgame');
    await c.waitForSelector('#newgame-form[data-way="apart"]');
    assert.equal(await c.isChecked('input[name=moves][value=live]'), true);
    await shows(c, '#newgame-cancel');
    assert.deepEqual([...anna.errors, ...shared.errors, ...solo.errors], []);
  } finally {
    for (const d of [anna, shared, solo]) await d.context.close();
  }
});

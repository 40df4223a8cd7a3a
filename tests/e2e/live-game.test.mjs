// Live play in the game (issue 23; www/features/live/game.js), in the built page: devices
// (browser contexts, each its own storage) connect by the two links — the invitation opened
// on the other device, its reply opened in a new tab of the inviting browser (or pasted) —
// then every move made by real input on one page appears on the others with no link opened:
// a whole 2-player round; three devices through the hub, one of them closed mid-game (the
// others say so, and the game goes on by link with nothing lost); a fair 2-player game
// dealt and played live, every message each device's channel took searched for what the
// other seat hid. Figures (the links' lengths, Play live to connected, a move's drop to the
// other screen's animation) are printed for docs/live-play.md.
//
// The browsers and the static server run in the private network namespace of live.test.mjs
// (live-netns.mjs: nothing leaves the machine); needs root, skipped (saying why) otherwise.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseMove, endsRound, linkHoldsBits, namesIn, secretsOf, startFair, state, truthOf } from './fairplay.mjs';
import {
  answer,
  axe,
  barSays,
  device as deviceOn,
  gameByLink,
  inGame,
  linkShown,
  median,
  ms,
  replyInNewTab,
  sameGame,
  says,
  sendMove,
  shot,
  shows,
  skip,
  startLive,
} from './live-devices.mjs';
import * as ui from './play.mjs';

const { hook } = ui;

if (skip) console.log(`SKIPPED: ${skip}`);
const opts = { skip, timeout: 240_000 };

let live;
let server;
const device = (name) => deviceOn(live.browser, name);
before(
  async () => {
    if (skip) return;
    live = await startLive();
    ({ server } = live);
  },
  { timeout: 60_000 },
);
after(() => live?.close(), { timeout: 60_000 });

/** Marks the page: a reload or a navigation would lose the mark (no link was opened). */
const mark = (page) => page.evaluate(() => (window.__mark = 'kept'));
const marked = (page) => page.evaluate(() => window.__mark);

/** Keeps, on `page`, the time of the first frame after each move came: the animation's start. */
const watchArrivals = (page) =>
  page.evaluate(() => {
    window.__arrivals = [];
    let n = window.__muses.moves();
    const tick = () => {
      const m = window.__muses.moves();
      if (m !== n) window.__arrivals.push({ n: m, at: performance.timeOrigin + performance.now() });
      n = m;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** The page whose seat is to move, among `pages` (each playing one seat by link). */
async function moverOf(pages) {
  const view = await hook(pages[0], 'view');
  for (const p of pages) if ((await hook(p, 'seatMode')) === view.to_move) return p;
  return null;
}

/** The page that made the last move liveMove played. */
let lastMover = null;

/** Plays one move by real input on the page to move; every other page shows it, no link
 * opened. Returns the drop-to-animation times (ms) on the others. */
async function liveMove(pages) {
  const mover = await moverOf(pages);
  assert.ok(mover, 'a device plays the seat to move');
  lastMover = mover;
  const n = await ui.moves(mover);
  await ui.play(mover, ui.mouse(mover), await ui.choose(mover));
  const up = await mover.evaluate(() => window.__up);
  const times = [];
  for (const p of pages) {
    if (p === mover) continue;
    await p.waitForFunction((k) => window.__muses.moves() > k, n, { timeout: 15_000 });
    await ui.idle(p);
    const arrival = await p.evaluate((k) => window.__arrivals?.find((a) => a.n === k + 1)?.at, n);
    if (arrival) times.push(arrival - up);
  }
  return times;
}

test('two devices connect by the two links and play a whole round live, by real input', opts, async () => {
  const [anna, ben] = [await device('Anna'), await device('Ben')];
  try {
    const a = await anna.open(server.url);
    // Anna takes the seat that does not begin: waiting, Play live is beside Send my move.
    await ui.newGame(a, { players: 2, names: ['Anna', 'Ben'], seed: 53 });
    await ui.screen(a, 'pass');
    const seat = 1 - (await hook(a, 'view')).to_move;
    await a.click('#pass-seat');
    await ui.screen(a, 'seat');
    await a.click(`#seat-${seat}`);
    await ui.screen(a, null);
    await ui.idle(a);
    await shows(a, '#send-move');
    const clicked = await a.evaluate(() => performance.timeOrigin + performance.now());
    await a.click('#live-play');
    await ui.screen(a, 'live-screen');
    const invitation = await linkShown(a, '.live-seat');
    const made = await a.evaluate(() => performance.timeOrigin + performance.now());
    await says(a, '#live-screen .live-seat .live-status', /Send this invitation to Ben/);
    // The invitation as a QR code too (linkShown waited for it to be drawn).
    assert.equal(await a.locator('#live-screen .live-qr svg').count(), 1, 'the invitation as a QR code too');
    // The setting of how devices find each other, and what it reveals, said plainly.
    await a.click('#live-screen .live-settings summary');
    assert.equal(await a.inputValue('#live-screen .live-stun'), 'none');
    assert.match(await a.textContent('#live-screen .live-privacy'), /learns your public internet address \(never the game\)/);
    await shot(a, 'live-invitation');
    assert.deepEqual(await axe(a), [], 'the invitation screen');

    const opened = Date.now();
    const { page: b, reply } = await answer(ben, invitation);
    const replied = Date.now();
    // Ben's page says whose game it is, by the names the invitation carries.
    await says(b, '#live-screen .live-from', /Anna invites Ben to play live\./);
    await says(b, '#live-screen .live-status', /Send this reply to Anna\. You are connected as soon as Anna opens it\./);
    await shot(b, 'live-reply');
    assert.deepEqual(await axe(b), [], 'the reply screen');
    const taken = Date.now();
    await replyInNewTab(anna, reply);
    // Connected: each screen goes back to the game, and the bar says who is here.
    await barSays(a, /Ben is here: moves go live/);
    const connected = Date.now();
    await ui.screen(a, null);
    await barSays(b, /Anna is here: moves go live/);
    // No seat question: the invitation was for Ben.
    await inGame(b);
    assert.equal(await hook(b, 'seatMode'), 1 - seat);
    await shows(a, '#send-move', false);
    // The page says one thing: the wait under the table is the live one, as the bar.
    const waiting = (await hook(a, 'view')).to_move === seat ? b : a;
    await says(waiting, '#hint', new RegExp(`Waiting for ${waiting === a ? 'Ben' : 'Anna'}: the move shows here as soon as it is made\\.`));
    assert.doesNotMatch(await waiting.textContent('#hint'), /Send my move|send them the link/);
    await sameGame([a, b]);
    assert.deepEqual(await axe(b), [], 'the game, live');
    // The machine's time, the links handed over at once (the checks and pictures between left out).
    const steps = [made - clicked, replied - opened, connected - taken];
    console.log(
      `links: invitation ${invitation.length} characters, reply ${reply.length} (site address ${server.url.length}); ` +
        `Play live → connected ${ms(steps[0] + steps[1] + steps[2])}: the invitation shown ${ms(steps[0])}, ` +
        `Ben's page opening it → its reply shown ${ms(steps[1])}, Anna's new tab opening the reply → connected ${ms(steps[2])}`,
    );
    assert.ok(invitation.length - server.url.length <= 300 && reply.length - server.url.length <= 300);

    // The whole round, each move by real input on its device, shown live on the other.
    for (const p of [a, b]) await mark(p), await watchArrivals(p);
    const latency = [];
    for (let guard = 0; guard < 80 && !(await hook(a, 'view')).game_over; guard++) {
      latency.push(...(await liveMove([a, b])));
      await sameGame([a, b]);
    }
    assert.ok((await hook(a, 'view')).game_over, 'the round is played to its end');
    for (const p of [a, b]) await ui.screen(p, 'result');
    for (const p of [a, b]) assert.equal(await marked(p), 'kept', 'no link opened, no reload');
    await sameGame([a, b]);
    await shot(b, 'live-round-over');

    // The same players again, both pressing Rematch at once: the two new deals meet on the
    // channel and the same one wins on both devices, each keeping its seat.
    const boxes = await Promise.all([a, b].map((p) => p.locator('#result-next').boundingBox()));
    await Promise.all([a, b].map((p, i) => p.mouse.click(boxes[i].x + boxes[i].width / 2, boxes[i].y + boxes[i].height / 2)));
    for (let guard = 0; ; guard++) {
      const now = await Promise.all([a, b].map((p) => p.evaluate(() => ({ code: window.__muses.code(), moves: window.__muses.moves(), idle: window.__muses.idle(), screen: window.__muses.screen() }))));
      if (now.every((x) => x.moves === 0 && x.idle && x.screen === null && x.code === now[0].code)) break;
      assert.ok(guard < 100, `the rematch is not the same on both: ${JSON.stringify(now)}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.deepEqual([await hook(a, 'seatMode'), await hook(b, 'seatMode')], [seat, 1 - seat]);
    await sameGame([a, b]);
    await barSays(a, /Ben is here/);
    console.log(
      `a move, drop → the other screen's animation: median ${ms(median(latency))}, slowest ${ms(Math.max(...latency))} over ${latency.length} moves`,
    );
    assert.deepEqual([...anna.errors, ...ben.errors], []);
  } finally {
    await anna.context.close();
    await ben.context.close();
  }
});

test('three devices through the hub; one closed mid-game: the others say so, and the game goes on by link with nothing lost', opts, async () => {
  const [anna, ben, cleo, cleoAgain] = [await device('Anna'), await device('Ben'), await device('Cleo'), await device('Cleo again')];
  try {
    const a = await anna.open(server.url);
    await gameByLink(a, { players: 3, names: ['Anna', 'Ben', 'Cleo'], seed: 7, seat: 0 });
    // Play live from the menu: an invitation for each of the two others.
    await a.click('#menu summary');
    await a.click('#menu-live');
    await ui.screen(a, 'live-screen');
    const [forBen, forCleo] = [await linkShown(a, '.live-seat[data-seat="1"]'), await linkShown(a, '.live-seat[data-seat="2"]')];
    const { page: b, reply: fromBen } = await answer(ben, forBen);
    const { page: c, reply: fromCleo } = await answer(cleo, forCleo);
    await replyInNewTab(anna, fromBen);
    await barSays(a, /Ben is here/);
    // Cleo's reply comes late (Anna's clock put 11 minutes on while she pastes it, as if it
    // had: an invitation is taken for 10). Anna's screen says so; a new invitation is one tap.
    const cleoRow = '.live-seat[data-seat="2"]';
    await a.fill(`${cleoRow} .live-reply-text`, fromCleo);
    await a.evaluate(() => {
      const real = performance.now.bind(performance);
      performance.now = () => real() + 11 * 60_000;
      window.__clock = () => (performance.now = real);
    });
    await a.click(`${cleoRow} .live-connect`);
    await a.evaluate(() => window.__clock());
    await a.waitForFunction((row) => /Cleo's reply came too late: make a new invitation/.test(document.querySelector(`${row} .live-status`).textContent), cleoRow);
    await shot(a, 'live-late');
    await a.click(`${cleoRow} .live-invite`);
    const again = await linkShown(a, cleoRow, forCleo);
    await c.goto(again);
    const fromCleoAgain = await linkShown(c, '', fromCleo);
    // Her new reply pasted into Anna's panel, by the keyboard.
    await a.fill(`${cleoRow} .live-reply-text`, fromCleoAgain);
    await a.press(`${cleoRow} .live-reply-text`, 'Enter');
    await barSays(a, /Ben and Cleo are here: moves go live/);
    await ui.screen(a, null);
    await barSays(b, /Anna and Cleo are here/);
    await barSays(c, /Anna and Ben are here/);
    for (const p of [b, c]) await inGame(p);
    assert.deepEqual([await hook(b, 'seatMode'), await hook(c, 'seatMode')], [1, 2]);
    await sameGame([a, b, c]);
    for (const p of [a, b, c]) await mark(p);

    // A few moves, each by its device's player, on every screen at once.
    for (let i = 0; i < 4; i++) await liveMove([a, b, c]);
    await sameGame([a, b, c]);

    // Cleo's device goes: the others say so, and go on live between them.
    await cleo.context.close();
    await barSays(a, /Cleo's connection dropped/);
    await barSays(b, /Cleo's connection dropped/);
    await barSays(a, /Ben is here/);
    for (let guard = 0; guard < 6 && (await moverOf([a, b])); guard++) await liveMove([a, b]);
    // Cleo's turn: the link goes by messenger, as without live play, from one device: the one
    // whose move is the news. The other says who sends it, and has nothing to send.
    assert.equal((await hook(a, 'view')).to_move, 2);
    const sender = lastMover;
    const [other, senderName] = sender === a ? [b, 'Anna'] : [a, 'Ben'];
    await barSays(sender, /Cleo's connection dropped: send Cleo the link to go on\./);
    await says(sender, '#hint', /Waiting for Cleo: send them the link \(Send my move\)/);
    await shows(sender, '#send-move');
    await barSays(other, new RegExp(`Cleo's connection dropped: ${senderName} sends Cleo the link\\.`));
    await says(other, '#hint', new RegExp(`Waiting for Cleo: ${senderName} sends Cleo the link, and the move shows here once it comes back\\.`));
    await shows(other, '#send-move', false);
    await shot(other, 'live-dropped-other');
    const moves = await ui.moves(a);
    const url = await sendMove(sender);
    const c2 = await cleoAgain.open(url);
    await ui.screen(c2, 'seat');
    await c2.click('#seat-2');
    await ui.screen(c2, null);
    await ui.idle(c2);
    assert.equal(await ui.moves(c2), moves, 'nothing lost: every move is in the link');
    await ui.play(c2, ui.mouse(c2), await ui.choose(c2));
    const back = await sendMove(c2);
    // Anna opens Cleo's link by hand: her device takes the move in, and sends it on to Ben live.
    await a.goto(back);
    for (const p of [a, b]) await p.waitForFunction((n) => window.__muses.moves() === n + 1 && window.__muses.idle(), moves, { timeout: 15_000 });
    await sameGame([a, b, c2]);
    assert.equal(await marked(b), 'kept', 'Ben opened no link');
    assert.deepEqual([...anna.errors, ...ben.errors, ...cleoAgain.errors], []);
  } finally {
    for (const d of [anna, ben, cleo, cleoAgain]) await d.context.close().catch(() => {});
  }
});

// ---- A fair game live ----------------------------------------------------------------------

/** Waits until both pages hold the same fair link, at rest (the protocol's automatic
 * messages all taken in, over the channel). */
async function fairSynced(pages) {
  const end = Date.now() + 30_000;
  for (;;) {
    const now = await Promise.all(pages.map((p) => p.evaluate(() => ({ link: location.hash.slice(1), idle: window.__muses.idle() }))));
    if (now.every((x) => x.idle && x.link === now[0].link)) {
      await new Promise((ok) => setTimeout(ok, 150));
      const again = await Promise.all(pages.map((p) => p.evaluate(() => location.hash.slice(1))));
      if (again.every((l) => l === now[0].link)) return now[0].link;
    }
    if (Date.now() > end) throw new Error(`the devices do not agree on the fair game: ${now.map((x) => `${x.link.length} ${x.idle}`).join(', ')}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

test('a fair 2-player game live: the deal and every move over the channel, and no message a device took holds what the other seat hid', opts, async () => {
  const [anna, ben] = [await device('Anna'), await device('Ben')];
  try {
    const a = await anna.open(server.url);
    // The first screen's Play with friends apart (fairplay.mjs startFair).
    await startFair({ page: a }, { players: 2, names: ['Anna', 'Ben'] });
    // Play live from the deal's screen, before anything was sent.
    await a.click('#fair-deal-live');
    await ui.screen(a, 'live-screen');
    const { page: b, reply } = await answer(ben, await linkShown(a, '.live-seat'));
    await replyInNewTab(anna, reply);
    await barSays(a, /Ben is here/);
    // Ben's device is sent the game: it asks which seat is his, as a fair link does.
    await ui.screen(b, 'fair-seat');
    await b.click('#fair-seat-1');
    // The deal's messages go between the devices by themselves, to the first move.
    const dealt = await fairSynced([a, b]);
    const { next } = await state(a);
    assert.equal(next.step, 'Play', 'dealt, live, with no link opened');
    for (const p of [a, b]) await mark(p);

    // The round, each move by real input on its seat's device; before its last move, what
    // each device has taken over its channel is kept apart for the search.
    const pages = [a, b];
    const before = [];
    for (let guard = 0; guard < 60; guard++) {
      const now = (await state(a)).next;
      if (!now || now.step !== 'Play') break;
      const page = pages[now.seat];
      const action = await chooseMove({ name: `seat ${now.seat + 1}`, page });
      const ends = await endsRound({ page }, action);
      if (ends) before.push(anna.heard.length, ben.heard.length);
      const n = await ui.moves(page);
      if (action.kind === 'Place') await ui.place(page, ui.mouse(page), action);
      else await ui.dance(page, ui.mouse(page), action);
      await page.waitForFunction((k) => window.__muses.moves() > k, n, { timeout: 15_000 });
      await fairSynced(pages);
    }
    const last = await fairSynced(pages);
    for (const p of pages) await ui.screen(p, 'result');
    for (const p of pages) assert.match(await p.textContent('#fair-verdict'), /valid: every message checked/);
    for (const p of pages) assert.equal(await marked(p), 'kept', 'no link opened, no reload');
    assert.equal(before.length, 2, 'the round ended by a move of the test');
    console.log(`fair live: the deal's link ${dealt.length} characters, the last ${last.length}; messages taken: Anna ${anna.heard.length}, Ben ${ben.heard.length}`);

    // The search: what each device took before the last move, against the other seat's
    // secrets (its key, its round key, the points of its Muses) and hidden Muses' names.
    const truth = truthOf(last);
    for (const [seat, dev, page, cut] of [
      [0, anna, a, before[0]],
      [1, ben, b, before[1]],
    ]) {
      const other = 1 - seat;
      const secrets = secretsOf(truth, other, (await state(pages[other])).keys[other]);
      const hand = truth.seats[other].rounds[0].hand;
      assert.ok(cut > 3, `${dev.name}'s device took the deal and the moves over the channel (${cut} messages)`);
      for (const [i, text] of dev.heard.entries()) {
        if (text.startsWith('~')) {
          // The hub's presence news, and nothing else.
          assert.deepEqual(Object.keys(JSON.parse(text.slice(1))).sort(), ['here', 'you']);
          continue;
        }
        assert.match(text, /^f[\w-]+$/, `${dev.name} took only fair links and presence`);
        if (i >= cut) continue;
        assert.deepEqual(namesIn(text, hand), [], `a message ${dev.name} took names a Muse of seat ${other + 1}`);
        for (const s of secrets) assert.ok(!linkHoldsBits(text, s.bytes), `a message ${dev.name} took holds ${s.what}`);
      }
      assert.equal(await page.evaluate(() => location.hash.slice(1)), last);
    }
    assert.deepEqual([...anna.errors, ...ben.errors], []);
  } finally {
    await anna.context.close();
    await ben.context.close();
  }
});

// Live play around a game (www/features/live/session.js): every change made on one device reaches
// every other as the game's link, opened in order; nothing is echoed back; a device that
// connects to the hub is sent the game at once, after its seat; a guest sends nothing of its
// own before it has the hub's game; a device behind is sent the link of one further on. Real
// hub and peers over a stand-in for WebRTC.

import './live-wasm.mjs';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { createGuest, createHub } from '../../www/features/live/hub.js';
import { createPeer } from '../../www/features/live/peer.js';
import { createLiveSession } from '../../www/features/live/session.js';
import { fakeNet, next } from './live-fake-rtc.mjs';

const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));
async function until(fn, ms = 3000) {
  const end = Date.now() + ms;
  while (!fn()) {
    if (Date.now() > end) assert.fail(`not in ${ms} ms: ${fn}`);
    await wait(5);
  }
}
const open = [];
afterEach(() => {
  for (const x of open.splice(0)) x.close();
});

/** A device's game: its link is `g<moves>`; opening a link further on plays its moves, an
 * older one is not opened but answered 'older' (as the page does: follow.js). Counts what it
 * sent and opened, and what it heard before it was opened. */
function game(moves = 0) {
  const g = { moves, opened: [], sent: 0 };
  g.link = () => `g${g.moves}`;
  g.open = async (code) => {
    g.opened.push(code);
    await wait(2);
    const n = Number(code.slice(1));
    if (n < g.moves) return 'older';
    g.moves = n;
    return 'opened';
  };
  return g;
}

/** A hub device and guests at `seats`, each with its game and live session, connected. */
async function table(seats, moves = 0) {
  const net = fakeNet();
  const peer = () => createPeer({ RTC: net.RTC, stun: null });
  const hub = createHub({ seat: 0, peer });
  const devices = { 0: { live: hub, game: game(moves) } };
  for (const s of seats) devices[s] = { live: createGuest({ peer }), game: game() };
  for (const d of Object.values(devices)) {
    const send = d.live.send;
    d.live.send = (text) => {
      d.game.sent++;
      return send(text);
    };
    d.session = createLiveSession({ live: d.live, link: d.game.link, open: d.game.open });
    open.push(d.live, d.session);
  }
  for (const s of seats) {
    const connected = next(devices[s].live, 'connected');
    await hub.accept(await devices[s].live.answer(await hub.invite(s)));
    await connected;
  }
  return devices;
}

test('a device just connected is sent the game at once', async () => {
  const d = await table([1, 2], 7);
  await until(() => d[1].game.moves === 7 && d[2].game.moves === 7);
});

test('a move on any device reaches every other, and nothing is echoed back', async () => {
  const d = await table([1, 2]);
  await wait(30);
  const sentBefore = Object.values(d).map((x) => x.game.sent);
  d[1].game.moves = 1;
  d[1].session.changed();
  await until(() => d[0].game.moves === 1 && d[2].game.moves === 1);
  // The devices that opened it tell the session of the change, as the page's flow would.
  d[0].session.changed();
  d[2].session.changed();
  d[0].game.moves = 2;
  d[0].session.changed();
  await until(() => d[1].game.moves === 2 && d[2].game.moves === 2);
  d[2].session.changed();
  d[1].session.changed();
  await wait(50);
  const sent = Object.values(d).map((x, i) => x.game.sent - sentBefore[i]);
  assert.deepEqual(sent, [1, 1, 0], 'one message a move, from its mover only');
  assert.deepEqual(d[2].game.opened.slice(-2), ['g1', 'g2']);
});

test('links heard are opened one after the other, in order', async () => {
  const d = await table([1]);
  await wait(30);
  for (let i = 1; i <= 20; i++) {
    d[0].game.moves = i;
    d[0].session.changed();
  }
  await until(() => d[1].game.moves === 20);
  assert.deepEqual(
    d[1].game.opened.slice(-20),
    [...Array(20)].map((_, i) => `g${i + 1}`),
  );
});

test('a change while the connection is down is not lost: the next link carries it', async () => {
  const d = await table([1]);
  await wait(30);
  d[1].live.close();
  await wait(30);
  d[0].game.moves = 5;
  d[0].session.changed(); // nobody connected: no error, nothing lost in the page
  assert.equal(d[0].game.link(), 'g5', 'the game, and so its link, holds the move');
});

test('a device just connected learns its seat before the game comes', async () => {
  const net = fakeNet();
  const peer = () => createPeer({ RTC: net.RTC, stun: null });
  const hub = createHub({ seat: 0, peer });
  const guest = createGuest({ peer });
  const order = [];
  guest.on('presence', ({ you }) => order.push(`seat ${you}`));
  const g = game();
  const session = createLiveSession({ live: guest, link: g.link, open: (code) => (order.push(code), g.open(code)) });
  const hubSession = createLiveSession({ live: hub, link: () => 'g4', open: async () => 'opened' });
  open.push(hub, guest, session, hubSession);
  await hub.accept(await guest.answer(await hub.invite(2)));
  await until(() => order.length >= 2);
  assert.deepEqual(order.slice(0, 2), ['seat 2', 'g4']);
});

test("a guest sends nothing of its own before it has the hub's game", async () => {
  const net = fakeNet();
  const lone = createGuest({ peer: () => createPeer({ RTC: net.RTC, stun: null }) });
  let sent = 0;
  const send = lone.send;
  lone.send = (text) => (sent++, send(text));
  const s = createLiveSession({ live: lone, link: () => 'g9', open: async () => 'opened' });
  open.push(lone, s);
  s.changed();
  assert.equal(sent, 0);
  assert.equal(s.joined(), false);
  // Once the hub's game was heard, its changes go (here: none connected, nothing thrown).
  const d = await table([1]);
  await until(() => d[1].session.joined());
});

test('a device behind (it missed moves while away) is sent the link of the one further on', async () => {
  const d = await table([1, 2], 3);
  await until(() => d[1].game.moves === 3 && d[2].game.moves === 3);
  // Seat 2 went on by link while seat 1 was away: it sends its link; seat 1 is further on.
  d[1].game.moves = 6;
  d[2].game.moves = 5;
  d[2].session.changed();
  await until(() => d[0].game.moves === 6 && d[2].game.moves === 6);
  assert.equal(d[1].game.moves, 6, 'the device further on keeps its game');
});

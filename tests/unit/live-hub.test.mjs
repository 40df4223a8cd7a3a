// Live play for 3 and 4 players (www/features/live/hub.js): the creator's device relays every message
// to every other device and tells each who is connected; it never relays its guests'
// control messages; a reply finds its seat's invitation. Real peers (peer.js) over a
// stand-in for WebRTC (live-fake-rtc.mjs).

import './live-wasm.mjs';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { LiveError } from '../../www/features/live/code.js';
import { CONTROL, createGuest, createHub } from '../../www/features/live/hub.js';
import { createPeer } from '../../www/features/live/peer.js';
import { fakeNet, next } from './live-fake-rtc.mjs';

const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));
/** Waits until `fn()` is true (checked every 5 ms), failing after `ms`. */
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

/** A hub at seat 0 and a guest at each of `seats`, connected (replies taken in reverse). */
async function table(seats, options = {}) {
  const net = fakeNet();
  const peer = () => createPeer({ RTC: net.RTC, stun: null, ...options });
  const hub = createHub({ seat: 0, peer });
  open.push(hub);
  const guests = {};
  const replies = [];
  for (const s of seats) {
    const invitation = await hub.invite(s);
    guests[s] = createGuest({ peer });
    open.push(guests[s]);
    replies.push(await guests[s].answer(invitation));
  }
  const connected = Promise.all(seats.map((s) => next(guests[s], 'connected')));
  const taken = [];
  for (const reply of replies.reverse()) taken.push(await hub.accept(reply));
  assert.deepEqual(taken, [...seats].reverse(), 'each reply found its seat');
  await connected;
  await wait(20);
  return { net, hub, guests, peer };
}

/** Everything `target` emits as `event`, from now on. */
function heard(target, event) {
  const list = [];
  target.on(event, (d) => list.push(d));
  return list;
}

test('three players: every message reaches every other device, once, through the hub', async () => {
  const { hub, guests } = await table([1, 2]);
  assert.deepEqual(hub.here(), [0, 1, 2]);
  const atHub = heard(hub, 'message');
  const at1 = heard(guests[1], 'message');
  const at2 = heard(guests[2], 'message');
  guests[1].send('gMove-of-seat-1');
  await until(() => atHub.length === 1 && at2.length === 1);
  await wait(20);
  assert.deepEqual(atHub, [{ seat: 1, text: 'gMove-of-seat-1' }]);
  assert.deepEqual(at2, [{ seat: null, text: 'gMove-of-seat-1' }]);
  assert.deepEqual(at1, [], 'not echoed to its sender');
  assert.deepEqual(hub.send('gMove-of-seat-0'), [1, 2]);
  await until(() => at1.length === 1 && at2.length === 2);
  assert.deepEqual(
    at1.map((m) => m.text),
    ['gMove-of-seat-0'],
  );
  assert.deepEqual(
    at2.map((m) => m.text),
    ['gMove-of-seat-1', 'gMove-of-seat-0'],
  );
});

test('presence: each device learns its seat and who is connected, and who dropped', async () => {
  const net = fakeNet();
  const peer = () => createPeer({ RTC: net.RTC, stun: null });
  const hub = createHub({ seat: 2, peer });
  open.push(hub);
  const hubSaw = heard(hub, 'presence');
  const guests = {};
  for (const s of [0, 1, 3]) {
    guests[s] = createGuest({ peer });
    open.push(guests[s]);
    const said = next(guests[s], 'presence');
    await hub.accept(await guests[s].answer(await hub.invite(s)));
    assert.equal((await said).you, s);
  }
  await until(() => hubSaw.at(-1)?.here.length === 4);
  assert.deepEqual(hub.here(), [2, 0, 1, 3]);
  assert.deepEqual(hubSaw.at(-1), { here: [2, 0, 1, 3] });
  const news = next(guests[3], 'presence');
  const dropped = next(hub, 'dropped');
  guests[1].close();
  assert.deepEqual(await dropped, { seat: 1, reason: 'closed' });
  assert.deepEqual(await news, { you: 3, here: [2, 0, 3] });
  assert.equal(hub.state(1), 'dropped');
  // Seat 1 comes back by a new exchange.
  guests[1] = createGuest({ peer });
  open.push(guests[1]);
  const back = next(guests[3], 'presence');
  await hub.accept(await guests[1].answer(await hub.invite(1)));
  assert.deepEqual(await back, { you: 3, here: [2, 0, 1, 3] });
});

test("a guest's control message is not relayed, nor taken by the hub", async () => {
  const { net, hub, guests } = await table([1, 2]);
  const at2 = heard(guests[2], 'presence');
  const atHub = heard(hub, 'message');
  // Not through the API...
  assert.throws(() => guests[1].send(`${CONTROL}{"you":2,"here":[2]}`), LiveError);
  assert.throws(() => hub.send(`${CONTROL}x`), LiveError);
  // ...nor straight on the channel (a modified page): the hub drops it.
  const guest1 = net.pcs[1];
  guest1.channel.send(`${CONTROL}{"you":2,"here":[2]}`);
  await wait(20);
  assert.deepEqual(at2, []);
  assert.deepEqual(atHub, []);
});

test('a malformed presence is ignored by a guest', async () => {
  const { net, guests } = await table([1]);
  const at1 = heard(guests[1], 'presence');
  const hubChannel = net.pcs[0].channel;
  for (const bad of [
    '{',
    '{"you":1}',
    '{"you":9,"here":[9]}',
    '{"you":1,"here":[0,0,1]}',
    '{"you":1,"here":[0]}',
    '{"you":1,"here":[0,1,2,3,0]}',
    'null',
  ]) {
    hubChannel.send(CONTROL + bad);
  }
  hubChannel.send(`${CONTROL}{"you":1,"here":[0,1]}`);
  await until(() => at1.length > 0);
  assert.deepEqual(at1, [{ you: 1, here: [0, 1] }]);
});

test('a reply finds its invitation; a stray or replaced one is refused and changes nothing', async () => {
  const net = fakeNet();
  const peer = () => createPeer({ RTC: net.RTC, stun: null });
  const hub = createHub({ seat: 0, peer });
  open.push(hub);
  const first = await hub.invite(1);
  const guest = createGuest({ peer });
  open.push(guest);
  const late = await guest.answer(first);
  const fresh = await hub.invite(1);
  await assert.rejects(hub.accept(late), (e) => e.kind === 'OtherInvitation');
  const stranger = createGuest({ peer });
  open.push(stranger);
  const other = createHub({ seat: 0, peer });
  open.push(other);
  await assert.rejects(hub.accept(await stranger.answer(await other.invite(3))), (e) => e.kind === 'NoInvitation');
  await assert.rejects(hub.accept(fresh), (e) => e.kind === 'NotReply');
  await assert.rejects(hub.accept('nonsense'), (e) => e.kind === 'NotLive');
  assert.equal(hub.state(1), 'inviting');
  await assert.rejects(hub.invite(0), (e) => e.kind === 'NoSeat');
  await assert.rejects(hub.invite(4), (e) => e.kind === 'NoSeat');
  const connected = next(hub, 'connected');
  await hub.accept(await guest.answer(fresh));
  assert.deepEqual(await connected, { seat: 1 });
});

test('a reply to an invitation answered already is told apart: used (connected or connecting), or spent (that connection ended)', async () => {
  const { hub, guests, peer } = await table([1, 2]);
  // The same invitation answered again (another tab of the invited browser, or the reply
  // opened twice): the hub names the seat, and nothing changes.
  const invitation = await hub.invite(3);
  const first = createGuest({ peer });
  const second = createGuest({ peer });
  open.push(first, second);
  const [a, b] = [await first.answer(invitation), await second.answer(invitation)];
  const connected = next(hub, 'connected');
  assert.equal(await hub.accept(a), 3);
  assert.deepEqual(await connected, { seat: 3 });
  for (const reply of [a, b]) {
    await assert.rejects(hub.accept(reply), (e) => e.kind === 'Used' && e.params.seat === 3);
  }
  assert.equal(hub.state(3), 'connected');
  // Its connection ends: a reply to it is spent.
  const dropped = next(hub, 'dropped');
  first.close();
  await dropped;
  await assert.rejects(hub.accept(b), (e) => e.kind === 'Spent' && e.params.seat === 3);
  assert.deepEqual(hub.here(), [0, 1, 2]);
  assert.equal(guests[1].state(), 'connected');
});

test('four players; the hub sends a device just connected the game, and only it', async () => {
  const { hub, guests } = await table([1, 2, 3]);
  const at = [1, 2, 3].map((s) => heard(guests[s], 'message'));
  hub.sendTo(2, 'gThe-game-so-far');
  await until(() => at[1].length === 1);
  await wait(20);
  assert.deepEqual(
    at.map((l) => l.length),
    [0, 1, 0],
  );
  assert.throws(() => hub.sendTo(3, `${CONTROL}x`), LiveError);
  hub.close(3);
  assert.throws(
    () => hub.sendTo(3, 'g'),
    (e) => e.kind === 'NotConnected',
  );
  assert.deepEqual(hub.here(), [0, 1, 2]);
});

test("a dropped guest's messages are not lost to the others: the hub relays to whoever is connected", async () => {
  const { hub, guests } = await table([1, 2]);
  const dropped = next(hub, 'dropped');
  guests[2].close();
  await dropped;
  const at1 = heard(guests[1], 'message');
  assert.deepEqual(hub.send('gAfter-the-drop'), [1]);
  await until(() => at1.length === 1);
  assert.deepEqual(
    at1.map((m) => m.text),
    ['gAfter-the-drop'],
  );
});

// One live connection (www/features/live/peer.js) against a stand-in for the browser's WebRTC
// (live-fake-rtc.mjs): the exchange of codes, the capped gathering, every way it can fail
// said by an event or a typed error, never a hang; a dropped connection. The real browsers:
// tests/e2e/live.test.mjs.

import './live-wasm.mjs';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { LiveError, decode } from '../../www/features/live/code.js';
import { MAX_MESSAGE, createPeer as makePeer } from '../../www/features/live/peer.js';
import { fakeNet, next } from './live-fake-rtc.mjs';

/** Every peer a test makes, closed after it (a waiting peer's timers would keep Node up). */
const made = [];
const createPeer = (options) => {
  const peer = makePeer(options);
  made.push(peer);
  return peer;
};
afterEach(() => {
  for (const peer of made.splice(0)) peer.close();
});

const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));
/** Waits until `fn()` is true (checked every 5 ms), failing after `ms`. */
async function until(fn, ms = 3000) {
  const end = Date.now() + ms;
  while (!fn()) {
    if (Date.now() > end) assert.fail(`not in ${ms} ms: ${fn}`);
    await wait(5);
  }
}

/** Two peers on `net`, the first inviting; resolves once both are connected. */
async function pair(net, options = {}) {
  const a = createPeer({ RTC: net.RTC, stun: null, ...options });
  const b = createPeer({ RTC: net.RTC, stun: null, ...options });
  const invitation = await a.invite();
  const reply = await b.answer(invitation);
  const both = Promise.all([next(a, 'connected'), next(b, 'connected')]);
  await a.accept(reply);
  await both;
  return { a, b, invitation, reply };
}

async function rejects(promise, kind) {
  await assert.rejects(promise, (e) => e instanceof LiveError && e.kind === kind);
}

test('two peers connect by one exchange of codes, and talk both ways', async () => {
  const net = fakeNet();
  const { a, b, invitation, reply } = await pair(net);
  assert.equal(a.state(), 'connected');
  assert.equal(b.state(), 'connected');
  assert.equal(decode(invitation, 'offer').reply, false);
  assert.equal(decode(reply, 'answer').answers, a.invitationId());
  // A negotiated channel: both sides made the same one.
  assert.deepEqual(net.pcs[0].channel.options, { negotiated: true, id: 0 });
  const heard = next(b, 'message');
  a.send('gAAA-first');
  assert.equal(await heard, 'gAAA-first');
  const back = next(a, 'message');
  b.send('gAAA-second');
  assert.equal(await back, 'gAAA-second');
  const t = a.timings();
  assert.ok(t.gathered >= 0 && t.connected >= t.gathered && t.candidates === 1, JSON.stringify(t));
  a.close();
  b.close();
});

test('the STUN server is a setting: a public one by default, none on request', async () => {
  const net = fakeNet();
  await Promise.all([createPeer({ RTC: net.RTC }).invite(), createPeer({ RTC: net.RTC, stun: null }).invite()]);
  assert.deepEqual(net.pcs[0].config, { iceServers: [{ urls: 'stun:stun.l.google.com:19302' }] });
  assert.deepEqual(net.pcs[1].config, { iceServers: [] });
});

test('gathering is capped: a STUN server that never answers costs the cap, not 40 s', async () => {
  const net = fakeNet({ plan: { host: 5, complete: null } });
  const peer = createPeer({ RTC: net.RTC, gatherMs: 300 });
  const t = performance.now();
  const code = await peer.invite();
  const took = performance.now() - t;
  assert.ok(took >= 290 && took < 600, `${took} ms`);
  assert.equal(decode(code).candidates.length, 1, 'what was gathered is in the invitation');
  peer.close();
});

test('once a public address is known, a short wait for more and no longer', async () => {
  const net = fakeNet({ plan: { host: 5, srflx: 40, complete: null } });
  const peer = createPeer({ RTC: net.RTC, gatherMs: 3000, settleMs: 100 });
  const t = performance.now();
  const code = await peer.invite();
  const took = performance.now() - t;
  assert.ok(took >= 130 && took < 500, `${took} ms`);
  assert.deepEqual(
    decode(code).candidates.map((c) => c.type),
    ['host', 'srflx'],
  );
  peer.close();
});

test('a wrong text given as the reply changes nothing: the invitation still waits', async () => {
  const net = fakeNet();
  const a = createPeer({ RTC: net.RTC, stun: null });
  const other = createPeer({ RTC: net.RTC, stun: null });
  const invitation = await a.invite();
  const stray = await other.invite();
  const events = [];
  for (const e of ['failed', 'dropped', 'connected']) a.on(e, () => events.push(e));
  await rejects(a.accept('garbage'), 'NotLive');
  await rejects(a.accept(`${invitation.slice(0, 50)}`), 'Incomplete');
  await rejects(a.accept(invitation), 'NotReply');
  // A reply to another device's invitation.
  const b = createPeer({ RTC: net.RTC, stun: null });
  await rejects(a.accept(await b.answer(stray)), 'OtherInvitation');
  assert.equal(a.state(), 'inviting');
  assert.deepEqual(events, []);
  // The right reply still connects.
  const c = createPeer({ RTC: net.RTC, stun: null });
  const connected = next(a, 'connected');
  await a.accept(await c.answer(invitation));
  await connected;
  for (const p of [a, other, b, c]) p.close();
});

test('a wrong invitation is refused before anything changes', async () => {
  const net = fakeNet();
  const b = createPeer({ RTC: net.RTC, stun: null });
  await rejects(b.answer('lAAAA'), 'Incomplete');
  const a = createPeer({ RTC: net.RTC, stun: null });
  await a.invite();
  const reply = await createPeer({ RTC: net.RTC, stun: null }).answer(
    await createPeer({ RTC: net.RTC, stun: null }).invite(),
  );
  await rejects(b.answer(reply), 'NotInvitation');
  assert.equal(b.state(), 'idle');
  assert.equal(net.pcs.length, 3, 'no connection made for a wrong text');
});

test('a reply with no invitation waiting, or to one replaced by a fresh exchange', async () => {
  const net = fakeNet();
  const a = createPeer({ RTC: net.RTC, stun: null });
  const b = createPeer({ RTC: net.RTC, stun: null });
  const first = await a.invite();
  const reply = await b.answer(first);
  // A fresh exchange in one call: the first invitation is let go.
  const second = await a.invite();
  assert.notEqual(second, first);
  assert.equal(net.pcs[0].connectionState, 'closed');
  await rejects(a.accept(reply), 'OtherInvitation');
  const idle = createPeer({ RTC: net.RTC, stun: null });
  await rejects(idle.accept(reply), 'NoInvitation');
  a.close();
  b.close();
});

test('an exchange replaced while it gathers, or closed, ends at once: Replaced, never a hang', async () => {
  const net = fakeNet({ plan: { host: 5, complete: null } });
  const peer = createPeer({ RTC: net.RTC, stun: null, gatherMs: 10_000 });
  const t = performance.now();
  const first = peer.invite();
  await wait(20);
  const second = peer.invite();
  await rejects(first, 'Replaced');
  assert.ok(performance.now() - t < 500);
  peer.close();
  await rejects(second, 'Replaced');
  assert.ok(performance.now() - t < 500);
  assert.equal(peer.state(), 'closed');
});

test('a reply that comes after the invitation expired: failed, Late', async () => {
  const net = fakeNet();
  const a = createPeer({ RTC: net.RTC, stun: null, validMs: 50 });
  const b = createPeer({ RTC: net.RTC, stun: null });
  const reply = await b.answer(await a.invite());
  await wait(80);
  const failed = next(a, 'failed');
  await a.accept(reply);
  assert.deepEqual(await failed, { kind: 'Late' });
  assert.equal(a.state(), 'failed');
  // So does one whose connection the browser gave up meanwhile.
  const c = createPeer({ RTC: net.RTC, stun: null });
  const reply2 = await b.answer(await c.invite());
  net.pcs.at(-2).network('failed');
  const failed2 = next(c, 'failed');
  await c.accept(reply2);
  assert.deepEqual(await failed2, { kind: 'Late' });
  b.close();
});

test('devices that cannot reach each other: failed, Unreachable, in bounded time on both sides', async () => {
  const net = fakeNet({ reachable: false });
  const a = createPeer({ RTC: net.RTC, stun: null, connectMs: 100 });
  const b = createPeer({ RTC: net.RTC, stun: null, replyWaitMs: 200 });
  const reply = await b.answer(await a.invite());
  const failedA = next(a, 'failed');
  const failedB = next(b, 'failed');
  await a.accept(reply);
  assert.deepEqual(await failedA, { kind: 'Unreachable' });
  assert.deepEqual(await failedB, { kind: 'Unreachable' });
  // And when the browser says so first.
  const c = createPeer({ RTC: net.RTC, stun: null, connectMs: 10_000 });
  const d = createPeer({ RTC: net.RTC, stun: null });
  const reply2 = await d.answer(await c.invite());
  await c.accept(reply2);
  const failedC = next(c, 'failed', 500);
  net.pcs.at(-2).network('failed');
  assert.deepEqual(await failedC, { kind: 'Unreachable' });
  d.close();
});

test('the other side closed: dropped, once; a moment offline is not a drop', async () => {
  const net = fakeNet();
  const { a, b } = await pair(net, { dropMs: 400 });
  const [pcA, pcB] = net.pcs;
  // A moment's loss, back before dropMs.
  const events = [];
  a.on('dropped', (d) => events.push(d));
  pcA.network('disconnected');
  await wait(50);
  pcA.network('connected');
  await wait(500);
  assert.deepEqual(events, []);
  assert.equal(a.state(), 'connected');
  // A loss that lasts.
  pcA.network('disconnected');
  await until(() => events.length > 0);
  await wait(50);
  assert.deepEqual(events, [{ reason: 'interrupted' }]);
  assert.equal(a.state(), 'dropped');
  assert.throws(
    () => a.send('x'),
    (e) => e.kind === 'NotConnected',
  );
  // b's side: its page closed by the other player.
  const { a: c, b: d } = await pair(net);
  const dropped = next(d, 'dropped');
  c.close();
  assert.deepEqual(await dropped, { reason: 'closed' });
  assert.equal(d.state(), 'dropped');
  b.close();
  assert.ok(pcB);
});

test('messages: text of at most MAX_MESSAGE characters, sent only when connected', async () => {
  const net = fakeNet();
  const a = createPeer({ RTC: net.RTC, stun: null });
  assert.throws(
    () => a.send('x'),
    (e) => e instanceof LiveError && e.kind === 'NotConnected',
  );
  const { a: p, b: q } = await pair(net);
  assert.throws(
    () => p.send('x'.repeat(MAX_MESSAGE + 1)),
    (e) => e.kind === 'TooBig',
  );
  assert.throws(
    () => p.send(42),
    (e) => e.kind === 'TooBig',
  );
  // What arrives that is not a message is not heard: binary, or too long.
  const heard = [];
  q.on('message', (m) => heard.push(m));
  const channelQ = net.pcs.at(-1).channel;
  channelQ.dispatchEvent(Object.assign(new Event('message'), { data: new ArrayBuffer(4) }));
  channelQ.dispatchEvent(Object.assign(new Event('message'), { data: 'y'.repeat(MAX_MESSAGE + 1) }));
  p.send('z'.repeat(MAX_MESSAGE));
  await until(() => heard.length > 0);
  await wait(20);
  assert.deepEqual(
    heard.map((m) => m.length),
    [MAX_MESSAGE],
  );
  p.close();
  q.close();
});

test('a flood is cut: a burst is taken, then a steady rate', async () => {
  const net = fakeNet();
  const { a, b } = await pair(net, { burst: 10, rate: 1 });
  const heard = [];
  b.on('message', (m) => heard.push(m));
  for (let i = 0; i < 100; i++) a.send(`g${i}`);
  await until(() => net.pcs[1].channel.sent.length + heard.length >= 10);
  await wait(100);
  assert.ok(heard.length >= 10 && heard.length <= 11, `${heard.length} of a flood of 100`);
  assert.deepEqual(
    heard.slice(0, 10),
    [...Array(10)].map((_, i) => `g${i}`),
    'the first ones, in order',
  );
  // A game's pace (and a fair deal's few at once) is never cut, at the default rate.
  const { a: c, b: d } = await pair(net);
  const paced = [];
  d.on('message', (m) => paced.push(m));
  for (let i = 0; i < 8; i++) c.send(`f${i}`);
  for (let i = 0; i < 5; i++) {
    await wait(60);
    c.send(`m${i}`);
  }
  await until(() => paced.length === 13);
  assert.deepEqual(paced.slice(8), ['m0', 'm1', 'm2', 'm3', 'm4']);
});

test('a browser without WebRTC: a typed error, no hang', async () => {
  const peer = createPeer({ RTC: undefined });
  await rejects(peer.invite(), 'NoWebRTC');
  assert.equal(peer.state(), 'failed');
});

test('a listener that throws does not stop the others, nor the peer', async () => {
  const net = fakeNet();
  const a = createPeer({ RTC: net.RTC, stun: null });
  const b = createPeer({ RTC: net.RTC, stun: null });
  let heard = false;
  a.on('connected', () => {
    throw new Error('a listener bug');
  });
  a.on('connected', () => (heard = true));
  // The browser's reportError (the console, the page's error event).
  const reported = [];
  globalThis.reportError = (e) => reported.push(e);
  try {
    const connected = next(b, 'connected');
    await a.accept(await b.answer(await a.invite()));
    await connected;
  } finally {
    delete globalThis.reportError;
  }
  assert.match(String(reported), /a listener bug/);
  assert.ok(heard);
  assert.equal(a.state(), 'connected');
  a.close();
  b.close();
});

// One live connection between two devices (docs/live-play.md): a WebRTC data channel set up
// by one exchange of codes (code.js), with no server of ours. The inviting device makes an
// offer, gathers its candidates for at most a few seconds (an unreachable STUN server or a
// broken IPv6 must not stall it) and gives the invitation; the invited device answers it and
// gives the reply; once the inviting device takes the reply, the channel opens. Every outcome
// is an event the page words: connected, message, dropped, failed; nothing hangs silently.
//
//   const peer = createPeer({ stun: DEFAULT_STUN });   // or stun: null: same network only
//   peer.on('connected', …); peer.on('message', (text) => …); peer.on('failed', ({ kind }) => …)
//   const invitation = await peer.invite();            // 'l…', to send; again: a fresh one
//   await peer.accept(replyText);                       // throws a LiveError for a wrong text
//   // the other device: const reply = await createPeer().answer(invitationText);

import { LiveError, decode, encode, invitationId } from './code.js';

/** A public STUN server: it tells each browser its public address (and learns it). */
export const DEFAULT_STUN = 'stun:stun.l.google.com:19302';
/** The longest message sent or taken (a game's link is a few thousand characters). */
export const MAX_MESSAGE = 65536;

/** Connections open on this page, closed when it goes (a tab closed, a reload): the other
 * side hears its channel close at once, not ~15 s later when the network says so. */
const opened = new Set();
globalThis.addEventListener?.('pagehide', () => {
  for (const close of opened) close();
});

/** What the page can listen to: `on(event, fn)` (returns a function that stops it). A
 * listener that throws is reported (the console) without stopping the others. */
export function emitter() {
  const listeners = new Map();
  return {
    on(event, fn) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
      return () => listeners.get(event).delete(fn);
    },
    emit(event, detail) {
      for (const fn of [...(listeners.get(event) ?? [])]) {
        try {
          fn(detail);
        } catch (e) {
          if (globalThis.reportError) reportError(e);
          else console.error(e);
        }
      }
    },
  };
}

/**
 * A peer. `options`: `stun` (a STUN server's URL, or null: no server, same network only),
 * `gatherMs` (the longest wait for candidates), `settleMs` (the wait for more once an address
 * across networks is known), `connectMs` (the longest wait for the channel once the reply is
 * taken), `replyWaitMs` (an invited device's longest wait for the inviter to take its reply),
 * `validMs` (how long an invitation is taken), `dropMs` (how long a connection may stay
 * interrupted before it counts as dropped), `rate` and `burst` (the most messages taken a
 * second, and at once: more are dropped), `RTC` (RTCPeerConnection, for tests).
 *
 * Events: `state` (the new state), `connected`, `message` (a string), `dropped` ({ reason }),
 * `failed` ({ kind }: Late, the invitation expired before its reply; Unreachable, the
 * devices could not reach each other in time; Refused, the browser refused the other's
 * description), once invite(), answer() or accept() has returned. States: idle,
 * gathering, inviting (an invitation waits for its reply), connecting, connected, failed,
 * dropped, closed.
 */
export function createPeer(options = {}) {
  const o = {
    stun: DEFAULT_STUN,
    gatherMs: 3000,
    settleMs: 300,
    connectMs: 20_000,
    replyWaitMs: 10 * 60_000,
    validMs: 10 * 60_000,
    dropMs: 8000,
    rate: 20,
    burst: 40,
    RTC: globalThis.RTCPeerConnection,
    ...options,
  };
  const { on, emit } = emitter();
  let pc = null;
  let channel = null;
  let state = 'idle';
  /** Each exchange's number: events of an exchange replaced by a fresh one are ignored. */
  let round = 0;
  let id = null;
  let times = {};
  let candidates = 0;
  const timers = new Set();
  /** The waits for candidates under way: a fresh exchange or close() ends them. */
  const gathering = new Set();

  const now = () => performance.now();
  const later = (fn, ms) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
    return t;
  };
  const cancel = (t) => {
    clearTimeout(t);
    timers.delete(t);
  };

  function setState(next) {
    if (state === next) return;
    state = next;
    emit('state', next);
  }

  /** The end of this exchange (an outcome already decided): its connection let go. */
  function shut() {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    const [oldPc, oldChannel] = [pc, channel];
    pc = channel = null;
    opened.delete(shut);
    for (const end of gathering) end();
    try {
      oldChannel?.close();
      oldPc?.close();
    } catch {
      // Already closed: nothing to let go.
    }
  }

  function fail(r, kind) {
    if (r !== round || ['failed', 'dropped', 'closed'].includes(state)) return;
    shut();
    setState('failed');
    emit('failed', { kind });
  }

  /** invite() or answer() ends with `error`: no code, no event (the caller words it). */
  function abort(r, error) {
    if (r === round) {
      shut();
      setState('failed');
    }
    throw error;
  }

  function drop(r, reason) {
    if (r !== round || state !== 'connected') return;
    shut();
    setState('dropped');
    emit('dropped', { reason });
  }

  /** A new connection for a fresh exchange (the one before, if any, let go). */
  function open() {
    shut();
    const r = ++round;
    id = null;
    times = { start: now() };
    candidates = 0;
    if (typeof o.RTC !== 'function') abort(r, new LiveError('NoWebRTC', 'this browser has no WebRTC'));
    pc = new o.RTC({ iceServers: o.stun ? [{ urls: o.stun }] : [] });
    opened.add(shut);
    // Negotiated: both sides make the same channel, so neither waits for the other's.
    channel = pc.createDataChannel('muses', { negotiated: true, id: 0 });
    const ch = channel;
    const conn = pc;
    ch.addEventListener('open', () => {
      if (r !== round || !['connecting', 'inviting'].includes(state)) return;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      times.connected = now();
      setState('connected');
      emit('connected');
    });
    // A flood is cut, not applied: at most `burst` messages at once, `rate` a second after
    // (a game sends one a move; a fair deal a few at once).
    let tokens = o.burst;
    let filled = now();
    ch.addEventListener('message', (ev) => {
      // Only text, and not too much of it: a message is a link's content.
      if (r !== round || state !== 'connected' || typeof ev.data !== 'string' || ev.data.length > MAX_MESSAGE) return;
      tokens = Math.min(o.burst, tokens + ((now() - filled) / 1000) * o.rate);
      filled = now();
      if (tokens < 1) return;
      tokens--;
      emit('message', ev.data);
    });
    ch.addEventListener('close', () => drop(r, 'closed'));
    let away = null;
    conn.addEventListener('connectionstatechange', () => {
      const s = conn.connectionState;
      if (s === 'failed' || s === 'closed') {
        if (state === 'connected') drop(r, s);
        else if (state === 'connecting') fail(r, 'Unreachable');
      } else if (s === 'disconnected' && state === 'connected') {
        // Often a moment's loss (a network switch): dropped only if it lasts.
        away ??= later(() => drop(r, 'interrupted'), o.dropMs);
      } else if (s === 'connected' && away) {
        cancel(away);
        away = null;
      }
    });
    setState('gathering');
    return r;
  }

  /** Waits for this exchange's candidates: all of them, or a few seconds' worth. */
  function gather(r) {
    return new Promise((done) => {
      const conn = pc;
      let settle = null;
      const end = () => {
        cancel(cap);
        cancel(settle);
        gathering.delete(end);
        done();
      };
      gathering.add(end);
      const cap = later(end, o.gatherMs);
      conn.addEventListener('icegatheringstatechange', () => conn.iceGatheringState === 'complete' && end());
      conn.addEventListener('icecandidate', (ev) => {
        if (r !== round) return end();
        if (!ev.candidate) return end();
        candidates++;
        // Once an address across networks is known, a little more for another family's.
        if (/ typ (srflx|relay)\b/.test(ev.candidate.candidate ?? '')) {
          cancel(settle);
          settle = later(end, o.settleMs);
        }
      });
      if (conn.iceGatheringState === 'complete') end();
    });
  }

  /** The code of this device's description once gathered, or null if replaced meanwhile. */
  async function described(r, make) {
    try {
      await pc.setLocalDescription(await make());
    } catch (e) {
      abort(r, new LiveError(r === round ? 'Refused' : 'Replaced', String(e?.message ?? e)));
    }
    await gather(r);
    if (r !== round) abort(r, new LiveError('Replaced', 'a fresh exchange replaced this one'));
    times.gathered = now();
    return pc.localDescription.sdp;
  }

  /** The exchange ends as failed if the channel has not opened in `ms`. */
  function awaitChannel(r, ms) {
    later(() => fail(r, 'Unreachable'), ms);
  }

  return {
    on,
    /** The state (see createPeer). */
    state: () => state,
    /** The invitation's id this exchange is about (code.js invitationId), or null. */
    invitationId: () => id,
    /** Milliseconds from the exchange's start to its candidates gathered and to connected,
     * and how many candidates were gathered. */
    timings: () => ({ gathered: times.gathered - times.start, connected: times.connected - times.start, candidates }),

    /**
     * A fresh exchange (any connection before is let go): the invitation's code, 'l…', with
     * `names` ({ from, to }: whose game, and whom it invites; code.js). Rejects with a LiveError
     * (NoWebRTC, Refused, NoCandidate, Unsupported, Replaced: a fresh exchange began
     * meanwhile), and then emits nothing.
     */
    async invite(names = {}) {
      const r = open();
      const sdp = await described(r, () => pc.createOffer());
      let code;
      try {
        id = invitationId(sdp);
        code = encode(sdp, names);
      } catch (e) {
        abort(r, e);
      }
      setState('inviting');
      return code;
    },

    /**
     * Takes the reply to this device's invitation (a link or its code). A wrong text is a
     * LiveError (code.js's kinds, NoInvitation: none waits here, OtherInvitation: a reply to
     * another one) and changes nothing: the invitation still waits. Otherwise the outcome is
     * an event: connected, or failed (Late, Refused, Unreachable).
     */
    async accept(text) {
      const e = decode(text, 'answer');
      if (state !== 'inviting') throw new LiveError('NoInvitation', 'no invitation waits for a reply here');
      if (e.answers !== id) throw new LiveError('OtherInvitation', 'a reply to another invitation');
      const r = round;
      const dead = ['failed', 'closed'].includes(pc.connectionState) || pc.iceConnectionState === 'failed';
      if (dead || now() - times.gathered > o.validMs) return fail(r, 'Late');
      setState('connecting');
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: e.sdp });
      } catch {
        return fail(r, 'Refused');
      }
      if (r === round && state === 'connecting') awaitChannel(r, o.connectMs);
    },

    /**
     * Answers an invitation (a link or its code) in a fresh exchange: the reply's code, 'l…'.
     * A wrong text is a LiveError thrown before anything changes; otherwise as invite().
     */
    async answer(text) {
      const e = decode(text, 'offer');
      const r = open();
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp: e.sdp });
      } catch (err) {
        abort(r, new LiveError(r === round ? 'Refused' : 'Replaced', String(err?.message ?? err)));
      }
      const sdp = await described(r, () => pc.createAnswer());
      id = e.id;
      let code;
      try {
        code = encode(sdp, { reply: id });
      } catch (err) {
        abort(r, err);
      }
      setState('connecting');
      awaitChannel(r, o.replyWaitMs);
      return code;
    },

    /** Sends `text` to the other device; a LiveError (NotConnected, TooBig) if it cannot. */
    send(text) {
      if (typeof text !== 'string' || text.length > MAX_MESSAGE) throw new LiveError('TooBig', 'not a message');
      if (state !== 'connected') throw new LiveError('NotConnected', 'not connected');
      try {
        channel.send(text);
      } catch (e) {
        drop(round, 'closed');
        throw new LiveError('NotConnected', String(e?.message ?? e));
      }
    },

    /** Ends this device's side, with no event (the page chose it). */
    close() {
      round++;
      shut();
      setState('closed');
    },
  };
}

// @ts-check
// One live connection between two devices (docs/live-play.md): a WebRTC data channel set up by one exchange of codes
// (code.js), with no server of ours. The inviter offers, gathers candidates a few seconds at most (a dead STUN server
// or a broken IPv6 must not stall it) and gives the invitation; the invited device gives the reply; the inviter takes
// it and the channel opens. Each outcome is an event the page words: connected, message, dropped, failed.

import { LiveError, decode, encode, invitationId } from './code.js';

/** A public STUN server: it tells each browser its public address (and learns it). */
export const DEFAULT_STUN = 'stun:stun.l.google.com:19302';
/** The longest message sent or taken (a game's link is a few thousand characters). */
export const MAX_MESSAGE = 65536;

/** Connections open on this page, closed when it goes: the other side hears it at once, not ~15 s later. */
const opened = /** @type {Set<() => void>} */ (new Set());
globalThis.addEventListener?.('pagehide', () => {
  for (const close of opened) close();
});

/** An error's message, for the console. @param {unknown} e */
const message = (e) => String(/** @type {{ message?: unknown } | null} */ (e)?.message ?? e);

/** A listener, bivariant in its detail (as a method's parameter). @typedef {{ hear(detail: unknown): void }['hear']} Listener */
/** @import { PeerOptions } from './types.js' */

/** `on(event, fn)` (returns the stop) and `emit`; a listener that throws is reported, the others still hear. */
export function emitter() {
  const listeners = /** @type {Map<string, Set<Listener>>} */ (new Map());
  return {
    on(/** @type {string} */ event, /** @type {Listener} */ fn) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(fn);
      return () => void set.delete(fn);
    },
    /** @param {string} event @param {unknown} [detail] */
    emit(event, detail) {
      for (const fn of [...(listeners.get(event) ?? [])]) {
        try {
          fn(detail);
        } catch (e) {
          if (typeof globalThis.reportError === 'function') reportError(e);
          else console.error(e);
        }
      }
    },
  };
}

/** A peer. Events, once invite(), answer() or accept() returned: `state`, `connected`, `message` (a string), `dropped`
 * ({ reason }), `failed` ({ kind }: Late, Unreachable, Refused). @param {Partial<PeerOptions>} [options] */
export function createPeer(options = {}) {
  /** @type {PeerOptions} */
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
  let pc = /** @type {RTCPeerConnection | null} */ (null);
  let channel = /** @type {RTCDataChannel | null} */ (null);
  let state = /** @type {string} */ ('idle');
  /** Each exchange's number: events of an exchange replaced by a fresh one are ignored. */
  let round = 0;
  let id = /** @type {number | null} */ (null);
  let times = /** @type {{ start?: number, gathered?: number, connected?: number }} */ ({});
  let candidates = 0;
  const timers = /** @type {Set<ReturnType<typeof setTimeout>>} */ (new Set());
  const gathering = /** @type {Set<() => void>} */ (new Set());

  const now = () => performance.now();
  const later = (/** @type {() => void} */ fn, /** @type {number} */ ms) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
    return t;
  };
  const cancel = (/** @type {ReturnType<typeof setTimeout> | null} */ t) => {
    if (t === null) return;
    clearTimeout(t);
    timers.delete(t);
  };

  function setState(/** @type {string} */ next) {
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
    } catch {}
  }

  function fail(/** @type {number} */ r, /** @type {string} */ kind) {
    if (r !== round || ['failed', 'dropped', 'closed'].includes(state)) return;
    shut();
    setState('failed');
    emit('failed', { kind });
  }

  /** invite() or answer() ends with `error`: no code, no event (the caller words it). @param {number} r @param {unknown} error @returns {never} */
  function abort(r, error) {
    if (r === round) {
      shut();
      setState('failed');
    }
    throw error;
  }

  function drop(/** @type {number} */ r, /** @type {string} */ reason) {
    if (r !== round || state !== 'connected') return;
    shut();
    setState('dropped');
    emit('dropped', { reason });
  }

  function open() {
    shut();
    const r = ++round;
    id = null;
    times = { start: now() };
    candidates = 0;
    if (typeof o.RTC !== 'function') abort(r, new LiveError('NoWebRTC', 'this browser has no WebRTC'));
    const conn = new o.RTC({ iceServers: o.stun ? [{ urls: o.stun }] : [] });
    pc = conn;
    opened.add(shut);
    // Negotiated: both sides make the same channel, so neither waits for the other's.
    const ch = conn.createDataChannel('muses', { negotiated: true, id: 0 });
    channel = ch;
    ch.addEventListener('open', () => {
      if (r !== round || !['connecting', 'inviting'].includes(state)) return;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      times.connected = now();
      setState('connected');
      emit('connected');
    });
    // A flood is cut, not applied: `burst` messages at once, `rate` a second after (a move sends one).
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
    let away = /** @type {ReturnType<typeof setTimeout> | null} */ (null);
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

  /** Waits for this exchange's candidates: all of them, or a few seconds' worth. @param {number} r @returns {Promise<void>} */
  function gather(r) {
    return new Promise((done) => {
      const conn = /** @type {RTCPeerConnection} */ (pc);
      let settle = /** @type {ReturnType<typeof setTimeout> | null} */ (null);
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

  /** This device's description, gathered, as an SDP. @param {number} r @param {() => Promise<RTCSessionDescriptionInit>} make @returns {Promise<string>} */
  async function described(r, make) {
    const conn = /** @type {RTCPeerConnection} */ (pc);
    try {
      await conn.setLocalDescription(await make());
    } catch (e) {
      abort(r, new LiveError(r === round ? 'Refused' : 'Replaced', message(e)));
    }
    await gather(r);
    if (r !== round) abort(r, new LiveError('Replaced', 'a fresh exchange replaced this one'));
    times.gathered = now();
    return conn.localDescription?.sdp ?? '';
  }

  function awaitChannel(/** @type {number} */ r, /** @type {number} */ ms) {
    later(() => fail(r, 'Unreachable'), ms);
  }

  return {
    on,
    state: () => state,
    invitationId: () => id,
    /** Milliseconds from the exchange's start to its candidates gathered and to connected; the candidates. */
    timings: () => ({
      gathered: (times.gathered ?? NaN) - (times.start ?? NaN),
      connected: (times.connected ?? NaN) - (times.start ?? NaN),
      candidates,
    }),

    /** A fresh exchange (the connection before let go): the invitation's code, with `names` (whose game, for whom), or
     * a LiveError and no event. @param {{ from?: string, to?: string }} [names] @returns {Promise<string>} */
    async invite(names = {}) {
      const r = open();
      const sdp = await described(r, () => /** @type {RTCPeerConnection} */ (pc).createOffer());
      let code = '';
      try {
        id = invitationId(sdp);
        code = encode(sdp, names);
      } catch (e) {
        abort(r, e);
      }
      setState('inviting');
      return code;
    },

    /** Takes the reply to this device's invitation: a LiveError that changes nothing (NoInvitation, OtherInvitation…),
     * or an outcome as an event. @param {string} text */
    async accept(text) {
      const e = decode(text, 'answer');
      if (state !== 'inviting') throw new LiveError('NoInvitation', 'no invitation waits for a reply here');
      if (e.answers !== id) throw new LiveError('OtherInvitation', 'a reply to another invitation');
      const r = round;
      const conn = /** @type {RTCPeerConnection} */ (pc);
      const dead = ['failed', 'closed'].includes(conn.connectionState) || conn.iceConnectionState === 'failed';
      if (dead || now() - (times.gathered ?? 0) > o.validMs) return fail(r, 'Late');
      setState('connecting');
      try {
        await conn.setRemoteDescription({ type: 'answer', sdp: e.sdp });
      } catch {
        return fail(r, 'Refused');
      }
      // Awaited meanwhile: another call may have changed it.
      if (r === round && /** @type {string} */ (state) === 'connecting') awaitChannel(r, o.connectMs);
    },

    /** Answers an invitation in a fresh exchange: the reply's code, or a LiveError. @param {string} text @returns {Promise<string>} */
    async answer(text) {
      const e = decode(text, 'offer');
      const r = open();
      const conn = /** @type {RTCPeerConnection} */ (pc);
      try {
        await conn.setRemoteDescription({ type: 'offer', sdp: e.sdp });
      } catch (err) {
        abort(r, new LiveError(r === round ? 'Refused' : 'Replaced', message(err)));
      }
      const sdp = await described(r, () => conn.createAnswer());
      id = e.id;
      let code = '';
      try {
        code = encode(sdp, { reply: id });
      } catch (err) {
        abort(r, err);
      }
      setState('connecting');
      awaitChannel(r, o.replyWaitMs);
      return code;
    },

    /** Sends `text` to the other device; a LiveError (NotConnected, TooBig) if it cannot. @param {unknown} text */
    send(text) {
      if (typeof text !== 'string' || text.length > MAX_MESSAGE) throw new LiveError('TooBig', 'not a message');
      if (state !== 'connected') throw new LiveError('NotConnected', 'not connected');
      try {
        channel?.send(text);
      } catch (e) {
        drop(round, 'closed');
        throw new LiveError('NotConnected', message(e));
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

// @ts-check
// Live play for 2 to 4 players (docs/live-play.md): the device that made the game is the hub, with a peer (peer.js) per
// other seat, and relays each message to the others: it can delay or drop one, never forge one that counts (each device
// checks each move; fair mode's messages are signed). A message is a link's content; the hub's own (presence: who is
// connected) start with CONTROL, which no link's does, and are never relayed.

import { LiveError, decode } from './code.js';
import { MAX_MESSAGE, createPeer, emitter } from './peer.js';

export const CONTROL = '~';
const SEATS = 4;

/** @import { Peer, SeatPeer as Guest } from './types.js' */

/** The hub at seat `seat`. Events: `state`, `connected`, `message` (relayed already), `dropped`, `failed` ({ seat, … }),
 * `presence` ({ here }: the seats connected, this one first). @param {{ seat?: number, peer?: (seat: number) => Peer }} [options] */
export function createHub({ seat: self = 0, peer = () => createPeer() } = {}) {
  const { on, emit } = emitter();
  /** Per seat: { peer, stops } of its latest exchange. @type {Map<number, Guest>} */
  const guests = new Map();
  /** Ids of invitations replaced by a fresh one, to tell their late replies. @type {Set<number>} */
  const replaced = new Set();

  const connected = () => [...guests].filter(([, g]) => g.peer.state() === 'connected').map(([s]) => s);
  const here = () => [self, ...connected().sort((a, b) => a - b)];

  function presence() {
    const seats = here();
    for (const s of connected()) trySend(s, CONTROL + JSON.stringify({ you: s, here: seats }));
    emit('presence', { here: seats });
  }

  function trySend(/** @type {number} */ s, /** @type {string} */ text) {
    try {
      guests.get(s)?.peer.send(text);
      return true;
    } catch {
      // Its connection just dropped: its own event says so.
      return false;
    }
  }

  function forget(/** @type {number} */ s) {
    const g = guests.get(s);
    if (!g) return;
    for (const stop of g.stops) stop();
    const id = g.peer.invitationId();
    if (id !== null) replaced.add(id);
    g.peer.close();
    guests.delete(s);
  }

  function check(/** @type {number} */ seat) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= SEATS || seat === self)
      throw new LiveError('NoSeat', `seat ${seat}`, { seat });
  }

  return {
    on,
    here,
    state: (/** @type {number} */ seat) => guests.get(seat)?.peer.state() ?? 'idle',
    timings: (/** @type {number} */ seat) => guests.get(seat)?.peer.timings() ?? null,

    /** A fresh exchange for seat `seat`: the invitation's code. @param {number} seat @param {{ from?: string, to?: string }} [names] */
    async invite(seat, names) {
      check(seat);
      const had = guests.get(seat)?.peer.state() === 'connected';
      forget(seat);
      if (had) presence();
      const p = peer(seat);
      const stops = [
        p.on('state', (/** @type {string} */ state) => emit('state', { seat, state })),
        p.on('connected', () => {
          emit('connected', { seat });
          presence();
        }),
        p.on('message', (/** @type {string} */ text) => {
          if (text.startsWith(CONTROL)) return;
          for (const s of connected()) if (s !== seat) trySend(s, text);
          emit('message', { seat, text });
        }),
        p.on('dropped', (/** @type {{ reason: string }} */ { reason }) => {
          emit('dropped', { seat, reason });
          presence();
        }),
        p.on('failed', (/** @type {{ kind: string }} */ { kind }) => emit('failed', { seat, kind })),
      ];
      guests.set(seat, { peer: p, stops });
      return p.invite(names);
    },

    /** Takes a reply to whichever seat's invitation it answers: its seat, or a LiveError that changes nothing
     * (OtherInvitation: replaced or another's; Used: answered already; Spent: and ended). @param {string} text @returns {Promise<number>} */
    async accept(text) {
      const { answers } = decode(text, 'answer');
      const answering = [...guests].filter(([, x]) => x.peer.invitationId() === answers);
      const [seat, g] = answering.find(([, x]) => x.peer.state() === 'inviting') ?? answering[0] ?? [-1, null];
      if (g && g.peer.state() !== 'inviting') {
        // Answered already (this reply again, or another tab's of the invited browser).
        const ended = ['failed', 'dropped', 'closed'].includes(g.peer.state());
        throw new LiveError(ended ? 'Spent' : 'Used', 'this invitation was answered already', { seat });
      }
      if (!g)
        throw new LiveError(
          answers !== null && replaced.has(answers) ? 'OtherInvitation' : 'NoInvitation',
          'no invitation waits for this reply',
        );
      await g.peer.accept(text);
      return seat;
    },

    /** Sends `text` (a link's content) to every connected device; the seats it went to. @param {unknown} text */
    send(text) {
      if (typeof text !== 'string' || text.length > MAX_MESSAGE || text.startsWith(CONTROL))
        throw new LiveError('TooBig', 'not a message');
      return connected().filter((s) => trySend(s, /** @type {string} */ (text)));
    },

    /** Sends `text` to seat `seat`'s device only (one just connected). @param {number} seat @param {unknown} text */
    sendTo(seat, text) {
      if (typeof text !== 'string' || text.startsWith(CONTROL)) throw new LiveError('TooBig', 'not a message');
      const g = guests.get(seat);
      if (!g) throw new LiveError('NotConnected', `seat ${seat}`);
      g.peer.send(text);
    },

    /** Ends seat `seat`'s connection, or every one (no event but the new presence). @param {number} [seat] */
    close(seat) {
      for (const s of seat === undefined ? [...guests.keys()] : [seat]) forget(s);
      presence();
    },
  };
}

/** A device at another seat: one peer, to the hub. Events: peer.js's, `message` ({ seat: null, text }) and `presence`
 * ({ you, here }: this device's seat as the hub counts it, the seats connected). @param {{ peer?: () => Peer }} [options] */
export function createGuest({ peer = () => createPeer() } = {}) {
  const { on, emit } = emitter();
  let p = /** @type {Peer | null} */ (null);
  let stops = /** @type {(() => void)[]} */ ([]);

  function hear(/** @type {string} */ text) {
    if (!text.startsWith(CONTROL)) return emit('message', { seat: null, text });
    const news = readPresence(text.slice(CONTROL.length));
    if (news) emit('presence', news);
  }

  return {
    on,
    state: () => p?.state() ?? 'idle',
    timings: () => p?.timings() ?? null,
    /** Answers an invitation in a fresh exchange: the reply's code (peer.js answer()). @param {string} text */
    async answer(text) {
      // A wrong text is refused before the connection there may be is let go.
      decode(text, 'offer');
      for (const stop of stops) stop();
      p?.close();
      const q = peer();
      p = q;
      stops = [
        q.on('state', (state) => emit('state', state)),
        q.on('connected', () => emit('connected')),
        q.on('message', hear),
        q.on('dropped', (d) => emit('dropped', d)),
        q.on('failed', (d) => emit('failed', d)),
      ];
      return q.answer(text);
    },
    send(/** @type {unknown} */ text) {
      if (typeof text === 'string' && text.startsWith(CONTROL)) throw new LiveError('TooBig', 'not a message');
      if (!p) throw new LiveError('NotConnected', 'not connected');
      p.send(text);
    },
    close() {
      for (const stop of stops) stop();
      p?.close();
    },
  };
}

/** A presence message's news, or null. @param {string} json @returns {{ you: number, here: number[] } | null} */
function readPresence(json) {
  /** @type {{ you?: unknown, here?: unknown } | null} */
  let m;
  try {
    m = JSON.parse(json);
  } catch {
    return null;
  }
  /** @param {unknown} s @returns {s is number} */
  const seat = (s) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < SEATS;
  if (!m || !seat(m.you) || !Array.isArray(m.here) || m.here.length > SEATS || !m.here.every(seat)) return null;
  const list = /** @type {number[]} */ (m.here);
  if (new Set(list).size !== list.length || !list.includes(m.you)) return null;
  return { you: m.you, here: [...list] };
}

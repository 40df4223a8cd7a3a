// @ts-check
// The tabs of one browser in live play (docs/live-play.md), over a BroadcastChannel (nothing leaves the device): a reply
// opened in another tab (a messenger opens links in a new one) is handed to the tab whose invitation waits for it; an
// invitation opened in two tabs is held by one (a Web Lock) and the other shows its reply, so either reply connects.

import { LiveError } from './code.js';

const CHANNEL = 'dance-of-muses.live';

/** @import { Claim, Passed } from './types.js' */

/** Hands each reply passed by another tab to `take` (a LiveError: not this tab's); returns the stop. @param {(code: string) => Promise<unknown>} take */
export function listenForReplies(take) {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = async ({ data }) => {
    if (data?.type !== 'reply' || typeof data.code !== 'string' || typeof data.id !== 'string') return;
    try {
      await take(data.code);
      channel.postMessage({ type: 'taken', id: data.id });
    } catch (e) {
      // Not this tab's invitation (or not a reply): only a tab it is for answers.
      if (!(e instanceof LiveError) || !['NoInvitation', 'OtherInvitation'].includes(e.kind)) {
        const error = /** @type {{ kind?: string, params?: { name?: unknown } } | null} */ (e);
        const name = typeof error?.params?.name === 'string' ? error.params.name : '';
        channel.postMessage({ type: 'refused', id: data.id, kind: error?.kind ?? 'Malformed', name });
      }
    }
  };
  return () => channel.close();
}

/** Offers reply `code` to the other tabs: taken, refused (kind, name), or not answered in `ms` (another device's).
 * @param {string} code @param {number} [ms] @returns {Promise<Passed>} */
export function passReply(code, ms = 1500) {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve({ taken: false });
  const channel = new BroadcastChannel(CHANNEL);
  const id = `${Date.now()}-${Math.random()}`;
  return new Promise((done) => {
    const end = (/** @type {Passed} */ result) => {
      clearTimeout(timer);
      channel.close();
      done(result);
    };
    const timer = setTimeout(() => end({ taken: false }), ms);
    channel.onmessage = ({ data }) => {
      if (data?.id !== id) return;
      if (data.type === 'taken') end({ taken: true });
      else if (data.type === 'refused') end({ taken: false, kind: String(data.kind), name: String(data.name ?? '') });
    };
    channel.postMessage({ type: 'reply', code, id });
  });
}

/** The Web Lock a tab holds while it answers an invitation (its code names it). */
const lockOf = (/** @type {string} */ code) => `dance-of-muses.live.invitation.${code}`;

/** Claims invitation `code` for this tab (see Claim); without Web Locks, a tab that answers within `ms` holds it.
 * @param {string} code @param {{ ms?: number, locks?: LockManager }} [options] @returns {Promise<Claim>} */
export function claimInvitation(code, { ms = 10_000, locks = globalThis.navigator?.locks } = {}) {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve({ mine: true, release() {} });
  if (!locks) {
    return ask(code, 400).then((held) => held ?? { mine: true, release() {} });
  }
  return new Promise((done) => {
    locks
      .request(lockOf(code), { ifAvailable: true }, (lock) => {
        if (!lock) return void ask(code, ms).then((held) => done(held ?? { mine: false, reply: null, state: null }));
        // Held until released, or until this page goes.
        return new Promise((release) => done({ mine: true, release: () => release(null) }));
      })
      .catch(() => done({ mine: true, release() {} }));
  });
}

/** The holding tab's answer, or null if none came in `ms`. @param {string} code @param {number} ms @returns {Promise<Claim | null>} */
function ask(code, ms) {
  const channel = new BroadcastChannel(CHANNEL);
  const id = `${Date.now()}-${Math.random()}`;
  return new Promise((done) => {
    const end = (/** @type {Claim | null} */ result) => {
      clearTimeout(timer);
      channel.close();
      done(result);
    };
    const timer = setTimeout(() => end(null), ms);
    channel.onmessage = ({ data }) => {
      if (data?.type !== 'invitation' || data.id !== id) return;
      const reply = typeof data.reply === 'string' ? data.reply : null;
      end({ mine: false, reply, state: typeof data.state === 'string' ? data.state : null });
    };
    channel.postMessage({ type: 'invitation?', code, id });
  });
}

/** The holding tab answers the others that open `code` with `tell()`; returns the stop.
 * @param {string} code @param {() => Promise<{ reply?: string | null, state?: string | null }>} tell */
export function holdInvitation(code, tell) {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = async ({ data }) => {
    if (data?.type !== 'invitation?' || data.code !== code || typeof data.id !== 'string') return;
    const { reply = null, state = null } = (await tell().catch(() => null)) ?? {};
    try {
      channel.postMessage({ type: 'invitation', id: data.id, reply, state });
    } catch {
      // Stopped meanwhile (live play ended here): the other tab hears nothing, and answers.
    }
  };
  return () => channel.close();
}

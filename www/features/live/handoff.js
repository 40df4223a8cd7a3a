// @ts-check
// The tabs of one browser, in live play (docs/live-play.md), over a BroadcastChannel (same
// browser, same site; nothing leaves the device):
// - a reply link opened in another tab of the inviting browser (a messenger opens links in a
//   new tab): that tab hands the reply to the tab whose invitation waits for it, and says
//   whether a tab took it, or why not;
// - an invitation opened in two tabs of the invited browser: one tab holds it (a Web Lock,
//   let go when that tab closes) and answers it; the other shows that tab's reply, so the
//   reply sent, whichever tab it was copied from, reaches the tab that will connect.
//
//   stop = listenForReplies((code) => hub.accept(code));   // the inviting tab
//   const taken = await passReply(code);                    // the tab the reply opened in
//   const claim = await claimInvitation(code);              // { mine, release } or the holder's
//   stop = holdInvitation(code, async () => ({ reply, state }));   // the holder answers

import { LiveError } from './code.js';

const CHANNEL = 'dance-of-muses.live';

/** @typedef {{ taken: boolean, kind?: string, name?: string }} Passed */
/** @typedef {{ mine: true, release: () => void } | { mine: false, reply: string | null, state: string | null }} Claim */

/**
 * Hands every reply passed by another tab to `take(code)` (which rejects with a LiveError if
 * no invitation of this tab waits for it: then another tab may take it). Returns a function
 * that stops listening.
 * @param {(code: string) => Promise<unknown>} take
 */
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

/**
 * Offers reply `code` to the other tabs of this browser: resolves to { taken: true } once
 * one took it, { taken: false, kind, name } if one refused it (a damaged reply, one used
 * already: `name` the player it came from), or { taken: false } if none answered in `ms` (the
 * invitation is in another browser or device).
 * @param {string} code @param {number} [ms] @returns {Promise<Passed>}
 */
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

/**
 * Claims invitation `code` (the code alone) for this tab. Resolves to { mine: true, release }
 * if no other tab of this browser holds it (then this tab answers it, and `release()` lets it
 * go: closing the tab does too), else to { mine: false, reply, state }: the holding tab's reply
 * code (null if it had none to give in `ms`) and its connection's state. `locks`: the
 * browser's Web Locks (without them, a tab that answers within a moment holds it).
 * @param {string} code @param {{ ms?: number, locks?: LockManager }} [options] @returns {Promise<Claim>}
 */
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

/** The answer of the tab holding invitation `code` ({ mine: false, reply, state }), or null
 * if none answered in `ms`.
 * @param {string} code @param {number} ms @returns {Promise<Claim | null>} */
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

/**
 * The holding tab answers the other tabs that open invitation `code`: `tell()` resolves to
 * { reply, state } (its reply once made, and its connection's state). Returns a function that
 * stops answering.
 * @param {string} code @param {() => Promise<{ reply?: string | null, state?: string | null }>} tell
 */
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

// A reply link opened in another tab of the inviting browser (a messenger opens links in a
// new tab): that tab hands the reply to the tab whose invitation waits for it, over a
// BroadcastChannel (same browser, same site; nothing leaves the device), and says whether a
// tab took it. docs/live-play.md.
//
//   stop = listenForReplies((code) => hub.accept(code));   // the inviting tab
//   const taken = await passReply(code);                    // the tab the reply opened in

import { LiveError } from './code.js';

const CHANNEL = 'dance-of-muses.live';

/**
 * Hands every reply passed by another tab to `take(code)` (which rejects with a LiveError if
 * no invitation of this tab waits for it: then another tab may take it). Returns a function
 * that stops listening.
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
        channel.postMessage({ type: 'refused', id: data.id, kind: e?.kind ?? 'Malformed' });
      }
    }
  };
  return () => channel.close();
}

/**
 * Offers reply `code` to the other tabs of this browser: resolves to { taken: true } once
 * one took it, { taken: false, kind } if one refused it (a damaged reply), or { taken: false }
 * if none answered in `ms` (the invitation is in another browser or device).
 */
export function passReply(code, ms = 1500) {
  if (typeof BroadcastChannel !== 'function') return Promise.resolve({ taken: false });
  const channel = new BroadcastChannel(CHANNEL);
  const id = `${Date.now()}-${Math.random()}`;
  return new Promise((done) => {
    const end = (result) => {
      clearTimeout(timer);
      channel.close();
      done(result);
    };
    const timer = setTimeout(() => end({ taken: false }), ms);
    channel.onmessage = ({ data }) => {
      if (data?.id !== id) return;
      if (data.type === 'taken') end({ taken: true });
      else if (data.type === 'refused') end({ taken: false, kind: String(data.kind) });
    };
    channel.postMessage({ type: 'reply', code, id });
  });
}

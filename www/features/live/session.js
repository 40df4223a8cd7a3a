// @ts-check
// The glue between a hub or guest (hub.js) and the page's game (docs/live-play.md), by the page's hooks: the game's link
// goes out after each change (changed()), each link heard is opened (an 'older' one is answered with this device's), and
// a device just connected is sent the link. A guest sends nothing before it has the hub's game.

/** @param {{ live: import('./types.js').SessionLive, link: () => string | null, open: (code: string) => unknown }} hooks */
export function createLiveSession({ live, link, open }) {
  const isHub = typeof live.sendTo === 'function';
  /** The last link sent or heard: sending it again (or back) would be an echo. */
  let last = /** @type {string | null} */ (null);
  let joined = isHub;
  let opening = Promise.resolve();

  function sendTo(/** @type {number | null | undefined} */ seat, /** @type {string} */ code) {
    try {
      if (live.sendTo && seat !== null && seat !== undefined) live.sendTo(seat, code);
      else live.send(code);
    } catch {
      // Not connected (dropped): the link goes by messenger, as without live play.
    }
  }

  function send() {
    const code = link();
    if (!joined || !code || code === last) return;
    last = code;
    sendTo(null, code);
  }

  const stops = [
    live.on('message', (/** @type {import('./types.js').Heard} */ { seat, text }) => {
      opening = opening
        .then(async () => {
          last = text;
          joined = true;
          const verdict = await open(text);
          // The game's link as the page writes it after opening: not an echo either.
          const now = link();
          if (verdict === 'older' && now) sendTo(seat, now);
          last = now ?? last;
        })
        .catch(() => {});
    }),
    // After the hub's presence news (sent in the same turn): the device knows its seat when the game comes.
    live.on('connected', (/** @type {{ seat: number }} */ detail) => {
      if (!isHub) return;
      queueMicrotask(() => {
        const code = link();
        if (code) sendTo(detail.seat, code);
      });
    }),
  ];

  return {
    changed: send,
    joined: () => joined,
    close() {
      for (const stop of stops) stop();
    },
  };
}

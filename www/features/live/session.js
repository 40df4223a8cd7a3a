// @ts-check
// Live play around one game (docs/live-play.md, "How the game uses it"): the glue between a
// hub or guest (hub.js) and the page's game, through hooks the page gives, so that the page's
// flow stays as it is. A message is a link's content: the game's link is sent after every
// change made here, every link heard is handed to the page to open as an opened link, and a
// device just connected to the hub is sent the game's link at once.
//
//   const live = createLiveSession({ live: hub, link: () => fragment(), open: (code) => page.open(code) });
//   onAddress(() => live.changed());        // after every change of the game on this device

/** What a session hears: a link, from a seat's device (null: the hub's, to a guest).
 * @typedef {{ seat: number | null, text: string }} Heard */
/** What the session needs of a hub or a guest (hub.js).
 * @typedef {{ sendTo?: (seat: number, text: string) => void, send(text: string): void, on(type: string, f: import('./peer.js').Listener): () => void }} Live */

/**
 * `live`: a hub (this device invites the others) or a guest (hub.js); `link()`: the game's
 * link content as it stands (null if none); `open(code)`: opens a link's content as the page
 * opens an opened link (may be async; its refusals are the page's to say), resolving to
 * 'older' when this device is further on than the link (then the sender is sent this
 * device's link, to catch up), anything else otherwise. A guest sends nothing before it has
 * heard the hub's game (`joined`: the hub's is from the start), so a game of its own never
 * reaches the others. Returns { changed(): call after every change on this device (sends the
 * game's link, if new to the others); joined(); close() }.
 * @param {{ live: Live, link: () => string | null, open: (code: string) => unknown }} hooks
 */
export function createLiveSession({ live, link, open }) {
  const isHub = typeof live.sendTo === 'function';
  /** The last link sent or heard: sending it again (or back) would be an echo. */
  /** @type {string | null} */
  let last = null;
  /** Whether this device's game is the others' (see above). */
  let joined = isHub;
  /** Links heard are opened one after the other, in the order they came. */
  let opening = Promise.resolve();

  /** Sends the game's link to seat `seat`'s device (the hub's way) or to all.
   * @param {number | null | undefined} seat @param {string} code */
  function sendTo(seat, code) {
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
    live.on('message', (/** @type {Heard} */ { seat, text }) => {
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
    // A device just connected gets the game as it stands, after the hub's presence news
    // (sent in the same turn): its seat is known when the game comes.
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
    /** Whether this device's game is the others' (a guest: once it heard the hub's). */
    joined: () => joined,
    close() {
      for (const stop of stops) stop();
    },
  };
}

// Live play around one game (docs/live-play.md, "How the game will use it"): the glue between
// a hub or guest (hub.js) and the page's game, through three hooks the page gives, so that the
// page's flow stays as it is. A message is a link's content: the game's link is sent after
// every change made here, every link heard is opened as if its link were opened, and a device
// just connected is sent the game's link at once.
//
//   const live = createLiveSession({ live: hub, link: () => save.code(), open: (code) => links.open(code) });
//   flow.onChange(() => live.changed());   // after every move or fair message made on this device

/**
 * `live`: a hub (this device made the game) or a guest (hub.js); `link()`: the game's link
 * content as it stands (null if none); `open(code)`: opens a link's content as the page opens
 * an opened link (may be async; its refusals are the page's to say). Returns { changed():
 * call after every change on this device (sends the game's link, if new to the others);
 * close() }.
 */
export function createLiveSession({ live, link, open }) {
  /** The last link sent or heard: sending it again (or back) would be an echo. */
  let last = null;
  /** Links heard are opened one after the other, in the order they came. */
  let opening = Promise.resolve();

  const isHub = typeof live.sendTo === 'function';

  function send() {
    const code = link();
    if (!code || code === last) return;
    last = code;
    try {
      live.send(code);
    } catch {
      // Not connected (dropped): the link goes by messenger, as without live play.
    }
  }

  const stops = [
    live.on('message', ({ text }) => {
      last = text;
      opening = opening
        .then(() => open(text))
        // The game's link as the page writes it after opening: not an echo either.
        .then(() => (last = link() ?? last))
        .catch(() => {});
    }),
    // A device just connected gets the game as it stands.
    live.on('connected', (detail) => {
      const code = link();
      if (!code) return;
      try {
        if (isHub) live.sendTo(detail.seat, code);
        else live.send(code);
      } catch {
        // Gone again at once: its own event says so.
      }
    }),
  ];

  return {
    changed: send,
    close() {
      for (const stop of stops) stop();
    },
  };
}

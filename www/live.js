// @ts-check
// Live play's loader (docs/live-play.md): features/live/game.js loads when Play live is pressed
// or a live link is opened; until then the controls hear no live facts. This module is all of
// it in the first load.

import { shown } from './ui/screens.js';

/** @import { Live, LoaderPort } from './features/live/types.js' */
/** @import { Setup } from './ui/first.js' */

/** @param {LoaderPort} port  live play's port, its `links()` loaded with it
 * @param {(error: unknown) => void} failed  says why it could not load */
export function createLiveLoader(port, failed) {
  /** @type {Live | null} */
  let live = null;
  /** Fair mode's bar hears who is here. @type {(() => void)[]} */
  const hearing = [];
  const refresh = () => (port.refresh(), hearing.forEach((f) => f()));
  /** @param {(live: Live) => unknown} then */
  const use = (then) =>
    Promise.all([import('./features/live/game.js'), port.links()])
      .then(([m, links]) => m.ready({ ...port, refresh, links }))
      .then((l) => then((live = l)))
      .catch(failed);
  /** null: not loaded, or this device is not live. */
  const facts = () => live?.facts() ?? null;
  return {
    use,
    play: () => use((l) => l.play()),
    /** Start with friends apart: `deal(choice)`, then Play live if the choice is live.
     * @param {(choice: Omit<Setup, 'live'>) => Promise<unknown>} deal */
    apart:
      (deal) =>
      (/** @type {Setup} */ { live: wanted, ...choice }) =>
        deal(choice).then(() => wanted && shown() === 'fair-deal' && use((l) => l.play())),
    facts,
    /** What fair mode asks of live play: Play live, its facts, and to hear its changes. */
    port: {
      live: () => use((l) => l.play()),
      liveFacts: facts,
      liveChanged: (/** @type {() => void} */ f) => hearing.push(f),
    },
  };
}

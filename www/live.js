// @ts-check
// Live play's loader (docs/live-play.md): features/live/game.js, loaded when Play live is
// pressed (beside the table, in the menu, on fair mode's deal screen, or chosen on the first
// screen with friends apart) or a live link (`l…`) is opened, and given its port then. Until
// it loads, the controls hear no live facts (controls.js answers as without live play); this
// module is all of it in the first load.

import { shown } from './ui/screens.js';

/**
 * @param {any} port  live play's port (features/live/game.js ready), its `links()` (link.js) loaded with it
 * @param {(error: any) => void} failed  says why it could not load (offline, never loaded)
 */
export function createLiveLoader(port, failed) {
  /** Live play, once loaded. @type {any} */
  let live = null;
  /** Who hears live play's changes (who is here): fair mode's bar. @type {(() => void)[]} */
  const hearing = [];
  const refresh = () => (port.refresh(), hearing.forEach((f) => f()));
  /** Live play, loaded, given to `then`. @param {(live: any) => any} then */
  const use = (then) =>
    Promise.all([import('./features/live/game.js'), port.links()])
      .then(([m, links]) => m.ready({ ...port, refresh, links }))
      .then((l) => then((live = l)))
      .catch(failed);
  /** controls.js's live facts (null: not loaded, or this device is not live). */
  const facts = () => live?.facts() ?? null;
  return {
    use,
    /** Play live. */
    play: () => use((l) => l.play()),
    /** The first screen's Start with friends apart, `deal(choice)` (fair mode's), then Play
     * live on the deal's screen if the choice is live. @param {(choice: any) => Promise<any>} deal */
    apart:
      (deal) =>
      (/** @type {any} */ { live: wanted, ...choice }) =>
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

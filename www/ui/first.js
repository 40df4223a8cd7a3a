// @ts-check
// The first screen: four ways into a game, each one tap (the computer, pass and play, friends
// apart, learn) and the puzzles. A way opens its few choices, already set; their code and
// words load when a way is first tapped, not with the page.

import { isComputer } from '../engine/computer.js';
import { t, usePart } from './i18n.js';
import { $, reword } from './panels.js';
import { newGameError, showOverlay } from './screens.js';

/** @typedef {'computer' | 'here' | 'apart'} Way */
/** @typedef {{ players: number, rounds: number, seed?: string, colours: string, names: string[],
 *   kinds: string[], think: number, live?: boolean }} Setup */
/** @typedef {{ previous: any, open?: boolean, rules: any, onStart: (s: Setup) => void,
 *   onFair: (s: Setup) => void, onCancel: (() => void) | null }} Options */

const WAYS = /** @type {Way[]} */ (['computer', 'here', 'apart']);

/** A fair game's setup has people only: it opens as pass and play, its seats as they were.
 * @param {any} setup @returns {Way} */
const wayOf = (setup) => setup?.way ?? (setup?.kinds?.some(isComputer) ? 'computer' : 'here');

/** @type {{ held: () => boolean, open: () => void } | null} */
let games = null;

/** @param {{ held: () => boolean, open: () => void }} list */
export function useGames(list) {
  games = list;
}

/** @type {typeof import('./choices.js') | null} */
let choices = null;

/** @param {Way | null} [w] */
function showWays(w) {
  $('newgame-form').dataset.way = '';
  for (const id of ['way-choices', 'newgame-ways', 'newgame-start']) $(id).hidden = true;
  $('ways').hidden = false;
  newGameError('');
  if (w) $(`way-${w}`).focus({ preventScroll: true });
}

/** `previous` fills the way it was played in, opened at once with `open` (the tutorial's last
 * step suggests Easy). `onFair` starts the way apart; `onCancel` returns to the game.
 * @param {Options} options */
export function newGame(options) {
  const { previous, open = false, onCancel } = options;
  /** The page's fixed words in them are worded once they load. */
  const choose = (/** @type {Way} */ w) =>
    Promise.all([import('./choices.js'), usePart('newgame')]).then(
      ([m]) => {
        if (!choices) reword();
        choices = m;
        const same = wayOf(previous) === w ? previous : null;
        m.open(w, same, options, { t, $, error: newGameError, back: showWays });
        $('newgame-start').focus({ preventScroll: true });
      },
      () => newGameError(() => t('first.failed')),
    );
  for (const w of WAYS) $(`way-${w}`).onclick = () => choose(w);
  $('newgame-cancel').hidden = !onCancel;
  $('newgame-cancel').onclick = onCancel;
  // My games once some are kept; before, the way to bring them from another device (import).
  const button = $('first-games');
  button.hidden = !games;
  button.dataset.i18n = games?.held() ? 'first.games' : 'first.import';
  button.textContent = t(button.dataset.i18n);
  button.onclick = () => games?.open();
  showWays();
  showOverlay('newgame', 'way-computer', () => choices?.reword());
  if (open) choose(wayOf(previous));
}

// @ts-check
// The first screen (issue 24): four ways into a game, each one tap — play the computer, pass
// and play on this device, play with friends apart (a fair deal, by links), learn the game
// (buttons.js's) — and the puzzles (buttons.js's too). A way opens its few choices, already set, and Start: their code and words
// (choices.js, ui/lang/newgame/) load when a way is first tapped, not with the page. The
// saved games are a tap away: #first-games (useGames()), or, before any, the way to bring them
// from another device.

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

/** The way a game set up as `setup` was played (a fair game's setup has people only: it opens
 * as pass and play, its seats as they were), or the way suggested (`setup.way`: live play's
 * friends apart). @param {any} setup @returns {Way} */
const wayOf = (setup) => setup?.way ?? (setup?.kinds?.some(isComputer) ? 'computer' : 'here');

/** The saved games' list ("My games", issue 22): whether it has any, and opening it.
 * @type {{ held: () => boolean, open: () => void } | null} */
let games = null;

/** Registers the saved games' list: the first screen shows #first-games (My games, or import).
 * @param {{ held: () => boolean, open: () => void }} list */
export function useGames(list) {
  games = list;
}

/** A way's choices (choices.js), once loaded. @type {typeof import('./choices.js') | null} */
let choices = null;

/** The four ways, the choices hidden; the focus on way `w`'s button, if given.
 * @param {Way | null} [w] */
function showWays(w) {
  $('newgame-form').dataset.way = '';
  for (const id of ['way-choices', 'newgame-ways', 'newgame-start']) $(id).hidden = true;
  $('ways').hidden = false;
  newGameError('');
  if (w) $(`way-${w}`).focus({ preventScroll: true });
}

/**
 * The first screen. `previous` (a setup) fills the way it was played in; with `open` that way
 * opens at once (the tutorial's last step suggests a game against Easy). Its choices come from
 * the engine's `rules` (engine.js RULES: each number of players' teams and default colours,
 * the colours, what a seed is). `onStart(setup)`, or `onFair(setup)` for the way apart (a fair
 * deal), gets { players, rounds, seed, colours, names, kinds, think }. `onCancel` (if given)
 * returns to the game.
 * @param {Options} options
 */
export function newGame(options) {
  const { previous, open = false, onCancel } = options;
  /** Way `w`'s choices, their code and words first (the page's fixed words in them then worded). */
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

// @ts-check
// The first screen (issue 24): four ways into a game, each one tap — play the computer, pass
// and play on this device, play with friends apart (a fair deal, by links), learn the game.
// A way opens its few choices, already set to good defaults, and Start; the long form (each
// seat's name and who plays it, the colours, the seed, a Hard computer's time) stays under
// More, its code loaded when More first opens (more.js). The saved games are a tap away:
// #first-games, shown when the list registered by useGames() has any.

import { DEFAULT_THINK, KINDS, isComputer } from '../engine/computer.js';
import { t } from './i18n.js';
import { $ } from './panels.js';
import { newGameError, showOverlay } from './screens.js';

/** @typedef {'computer' | 'here' | 'apart'} Way */
/** @typedef {{ players: number, rounds: number, seed?: string, colours: string, names: string[],
 *   kinds: string[], think: number }} Setup */

/** Each way: the words of its title and its note, and whether the seats after the first are
 * computers (at the level chosen) or people. */
const WAYS = {
  computer: { title: 'way.computer', note: 'way.computer.note', computers: true },
  here: { title: 'way.here', note: 'way.here.note', computers: false },
  apart: { title: 'way.apart', note: 'newgame.fairNote', computers: false },
};

/** The way a game set up as `setup` was played (a fair game's setup has people only: it opens
 * as pass and play, its seats as they were). @param {any} setup @returns {Way} */
const wayOf = (setup) => (setup?.kinds?.some(isComputer) ? 'computer' : 'here');

/** The saved games' list ("My games", issue 22): how many, and opening it.
 * @type {{ count: () => number, open: () => void } | null} */
let games = null;

/** Registers the saved games' list: the first screen shows #first-games when it has any.
 * @param {{ count: () => number, open: () => void }} list */
export function useGames(list) {
  games = list;
}

/** The long form (more.js), once loaded. @type {typeof import('./more.js') | null} */
let more = null;

/**
 * The first screen. `previous` (a setup) fills the way it was played in; with `open` that way
 * opens at once (the tutorial's last step suggests a game against Easy). Its choices come from
 * the engine's `rules` (engine.js RULES: each number of players' teams and default colours,
 * the colours, what a seed is). `onStart(setup)`, or `onFair(setup)` for the way apart (a fair
 * deal), gets { players, rounds, seed, colours, names, kinds, think }. `onCancel` (if given)
 * returns to the game. (Learn the game is buttons.js's.)
 * @param {{ previous: any, open?: boolean, rules: any, onStart: (s: Setup) => void,
 *   onFair: (s: Setup) => void, onCancel: (() => void) | null }} options
 */
export function newGame({ previous, open = false, rules, onStart, onFair, onCancel }) {
  const form = /** @type {HTMLFormElement} */ ($('newgame-form'));
  const field = (/** @type {string} */ name) => /** @type {any} */ (form.elements.namedItem(name));
  const teamsOf = (/** @type {number} */ n) => rules.players.find((/** @type {any} */ p) => p.players === n);
  const letter = (/** @type {string} */ colour) =>
    rules.colours.find((/** @type {any} */ c) => c.colour === colour).letter;
  const players = () => Number(field('players').value);
  const level = () => field('level').value;
  const details = /** @type {HTMLDetailsElement} */ ($('newgame-more'));

  /** The way open, or null: the four ways show. @type {Way | null} */
  let way = null;
  /** The choices made so far (copies: the game's own change only when a new one starts).
   * @type {import('./more.js').Draft} */
  const draft = { names: [], kinds: [], colours: '' };
  const defaultName = (/** @type {number} */ s) =>
    t(isComputer(draft.kinds[s]) ? 'seat.computer' : 'seat.player', { seat: s + 1 });

  /** The draft for `n` players: each seat's kind (the player first, the others as the way
   * says), the Companies' colours (the rules' own for that many, unless chosen). */
  function fill() {
    const n = players();
    const { teams, default_colours } = teamsOf(n);
    if (draft.colours.length !== teams.length) draft.colours = default_colours.map(letter).join('');
    for (let s = 0; s < n; s++) {
      if (!(draft.kinds[s] in KINDS)) draft.kinds[s] = s > 0 && way && WAYS[way].computers ? level() : 'human';
    }
    return { n, teams };
  }
  /** The draft, and the long form drawn from it once loaded. */
  function build() {
    const { n, teams } = fill();
    more?.build(draft, { n, teams, colours: rules.colours, defaultName, again: build });
  }

  /** The four ways (null), or way `w`'s choices: the last game's if it was played that way,
   * else the way's own (two players, one round, Medium). @param {Way | null} w */
  function show(w) {
    way = w;
    form.dataset.way = w ?? '';
    const same = w && previous && wayOf(previous) === w ? previous : null;
    // The player's own name comes along; the others' only with their way.
    draft.names = same ? [...(same.names ?? [])] : [previous?.names?.[0]].filter(Boolean);
    draft.kinds = same ? [...(same.kinds ?? [])] : [];
    draft.colours = same?.colours ?? '';
    field('players').value = String(same?.players ?? 2);
    field('rounds').value = String(same?.rounds ?? 1);
    field('level').value = draft.kinds.find(isComputer) ?? 'medium';
    field('seed').value = '';
    for (const id of ['way-choices', 'newgame-ways', 'newgame-start']) $(id).hidden = !w;
    $('ways').hidden = !!w;
    $('levels').hidden = w !== 'computer';
    newGameError('');
    build();
    words();
  }
  /** The words of the way shown. */
  const words = () => {
    $('way-title').textContent = way ? t(WAYS[way].title) : '';
    $('way-note').textContent = way ? t(WAYS[way].note) : '';
  };

  // The think time chosen last, until the long form offers them all.
  if (!more) field('think').replaceChildren(new Option('', String(previous?.think ?? DEFAULT_THINK)));
  else field('think').value = String(previous?.think ?? DEFAULT_THINK);
  details.ontoggle = () => {
    if (!details.open || more) return;
    import('./more.js').then(
      (m) => {
        more = m;
        more.thinkTimes(field('think'));
        build();
      },
      () => {
        // Closed again: opening it tries again.
        details.open = false;
        newGameError(() => t('newgame.moreFailed'));
      },
    );
  };
  form.onchange = (e) => {
    const name = /** @type {HTMLInputElement} */ (e.target).name;
    // Every computer seat plays at the level chosen.
    if (name === 'level') draft.kinds = draft.kinds.map((k) => (isComputer(k) ? level() : k));
    if (name === 'players' || name === 'level') build();
  };
  for (const w of /** @type {Way[]} */ (['computer', 'here', 'apart'])) {
    $(`way-${w}`).onclick = () => {
      show(w);
      $('newgame-start').focus({ preventScroll: true });
    };
  }
  $('newgame-ways').onclick = () => {
    const was = way;
    show(null);
    $(`way-${was}`).focus({ preventScroll: true });
  };
  $('newgame-cancel').hidden = !onCancel;
  $('newgame-cancel').onclick = onCancel;
  $('first-games').hidden = !games?.count();
  $('first-games').onclick = () => games?.open();
  form.onsubmit = (e) => {
    e.preventDefault();
    const seed = field('seed').value.trim();
    if (seed && !new RegExp(rules.seed.pattern).test(seed)) return newGameError(() => t('newgame.badSeed'));
    const { n } = fill();
    const names = Array.from({ length: n }, (_, s) => draft.names[s]?.trim() || defaultName(s));
    (way === 'apart' ? onFair : onStart)({
      players: n,
      rounds: Number(field('rounds').value),
      seed: seed || undefined,
      colours: draft.colours,
      names,
      kinds: draft.kinds.slice(0, n),
      think: Number(field('think').value),
    });
  };
  show(open ? wayOf(previous) : null);
  showOverlay('newgame', open ? 'newgame-start' : 'way-computer', () => {
    // Another language: the long form's words again (names typed and choices kept).
    if (more) more.thinkTimes(field('think'));
    build();
    words();
  });
}

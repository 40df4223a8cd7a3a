// @ts-check
// A way's choices on the first screen (first.js), loaded when a way is first tapped, with their
// words (www/ui/lang/newgame/): the few a way offers (the computer's level, the players, the
// length), set to the last game's if it was played that way, else to the way's own (two
// players, one round, Medium; with friends apart, by link or live); and under More the long
// form: each seat's name and who plays it, each Company's colour, the seed, a Hard or Master
// computer's thinking time. Start hands the setup to the page.

import { DEFAULT_THINK, KINDS, MASTER_THINK, MASTER_THINK_TIMES, THINK_TIMES, isComputer } from '../engine/computer.js';

/** @typedef {import('./first.js').Way} Way */
/** @typedef {import('./first.js').Options} Options */
/** What the choices work with (first.js: the page's own, handed over rather than imported, so
 * that this module alone is loaded later): the words, the page's elements, the screen's error
 * line, and Other ways.
 * @typedef {{ t: typeof import('./i18n.js').t, $: (id: string) => HTMLElement,
 *   error: (words: string | (() => string)) => void, back: (way: Way) => void }} Port */

/** Each way: the words of its title and its note, and whether the seats after the first are
 * computers (at the level chosen) or people. */
const WAYS = {
  computer: { title: 'way.computer', note: 'way.computer.note', computers: true },
  here: { title: 'way.here', note: 'way.here.note', computers: false },
  apart: { title: 'way.apart', note: 'newgame.fairNote', computers: false },
};

/** Each level's Elo rating on the ladder, Random's being 1,000: docs/figures.md, "The ladder". */
const ELO = { easy: 1549, medium: 1779, hard: 2198, master: 2273 };

/** The way shown and what is drawn for it again in another language. @type {() => void} */
let again = () => {};

/** The choices shown, worded again in the language now spoken (names typed and choices kept). */
export const reword = () => again();

/**
 * Shows way `way`'s choices for the first screen's `options` (first.js newGame), set as `same`
 * (the last game's setup, if it was played that way) or else as the way's own.
 * @param {Way} way @param {any} same @param {Options} options @param {Port} port
 */
export function open(way, same, { previous, rules, onStart, onFair }, { t, $, error, back }) {
  const form = /** @type {HTMLFormElement} */ ($('newgame-form'));
  const field = (/** @type {string} */ name) => /** @type {any} */ (form.elements.namedItem(name));
  const teamsOf = (/** @type {number} */ n) => rules.players.find((/** @type {any} */ p) => p.players === n);
  const letter = (/** @type {string} */ colour) =>
    rules.colours.find((/** @type {any} */ c) => c.colour === colour).letter;
  const players = () => Number(field('players').value);
  const level = () => field('level').value;
  // Copies: the game's own change only when a new one starts. The player's own name comes
  // along; the others' only with their way.
  /** @type {string[]} */
  const names = same ? [...(same.names ?? [])] : [previous?.names?.[0]].filter(Boolean);
  /** @type {string[]} */
  let kinds = same ? [...(same.kinds ?? [])] : [];
  let colours = same?.colours ?? '';
  const defaultName = (/** @type {number} */ s) =>
    t(isComputer(kinds[s]) ? 'seat.computer' : 'seat.player', { seat: s + 1 });

  /** The choices for `n` players: each seat's kind (the player first, the others as the way
   * says), the Companies' colours (the rules' own for that many, unless chosen). */
  function fill() {
    const n = players();
    const { teams, default_colours } = teamsOf(n);
    if (colours.length !== teams.length) colours = default_colours.map(letter).join('');
    for (let s = 0; s < n; s++) {
      if (!(kinds[s] in KINDS)) kinds[s] = s > 0 && WAYS[way].computers ? level() : 'human';
    }
    return { n, teams };
  }

  /** The long form's seats and colours, drawn from the choices and writing into them. */
  function build() {
    const { n, teams } = fill();
    const seats = $('seats');
    seats.replaceChildren(/** @type {Node} */ (seats.firstElementChild));
    for (let s = 0; s < n; s++) {
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('label');
      label.htmlFor = `name-${s}`;
      label.textContent = t('newgame.seat', { seat: s + 1 });
      const input = document.createElement('input');
      Object.assign(input, {
        id: `name-${s}`,
        name: 'name',
        value: names[s] ?? defaultName(s),
        maxLength: 20,
        autocomplete: 'off',
      });
      input.addEventListener('input', () => (names[s] = input.value));
      const kind = document.createElement('select');
      kind.id = `kind-${s}`;
      kind.setAttribute('aria-label', t('newgame.kind', { seat: s + 1 }));
      kind.name = 'kind';
      for (const [value, key] of Object.entries(KINDS)) kind.add(new Option(t(key), value));
      kind.value = kinds[s];
      kind.addEventListener('change', () => {
        // A name left as it was follows the seat's kind ("Player 2" becomes "Computer 2").
        const untouched = !input.value.trim() || input.value === defaultName(s);
        kinds[s] = kind.value;
        if (untouched) input.value = names[s] = defaultName(s);
      });
      row.append(label, input, kind);
      seats.append(row);
    }
    const box = $('colours');
    box.replaceChildren(/** @type {Node} */ (box.firstElementChild));
    teams.forEach((/** @type {number[]} */ seatsOf, /** @type {number} */ c) => {
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('label');
      label.htmlFor = `colour-${c}`;
      label.textContent =
        n === 4
          ? t('newgame.team', { seats: seatsOf.map((s) => s + 1).join(' & ') })
          : t('newgame.seat', { seat: c + 1 });
      const select = document.createElement('select');
      select.id = `colour-${c}`;
      for (const { colour, letter } of rules.colours) select.add(new Option(t(`colour.${colour}`), letter));
      select.value = colours[c];
      // Two Companies never share a colour: taking one gives the other yours.
      select.addEventListener('change', () => {
        const old = colours[c];
        colours = [...colours].map((x, i) => (i === c ? select.value : x === select.value ? old : x)).join('');
        build();
      });
      row.append(label, select);
      box.append(row);
    });
  }

  /** The thinking times the computers may have, worded (Master's when one plays, else
   * Hard's): the one chosen kept while the list stays, else the previous game's if it had the
   * same list, else the list's default. @type {number[] | null} */
  let shown = null;
  function thinkTimes() {
    const master = kinds.slice(0, players()).includes('master');
    const times = master ? MASTER_THINK_TIMES : THINK_TIMES;
    const offered = (/** @type {unknown} */ ms) => times.includes(Number(ms));
    const kept = shown === times ? field('think').value : undefined;
    const before = !!previous?.kinds?.includes('master') === master ? previous?.think : undefined;
    const chosen = [kept, before].find(offered) ?? (master ? MASTER_THINK : DEFAULT_THINK);
    shown = times;
    const option = (/** @type {number} */ ms, /** @type {number} */ i) =>
      new Option(
        t(i === times.length - 1 ? 'newgame.thinkLongest' : 'newgame.thinkTime', { seconds: ms / 1000 }),
        String(ms),
      );
    field('think').replaceChildren(...times.map(option));
    field('think').value = String(chosen);
  }

  again = () => {
    $('way-title').textContent = t(WAYS[way].title);
    const number = new Intl.NumberFormat(document.documentElement.lang || undefined);
    for (const el of form.querySelectorAll('[data-elo]')) {
      const elo = ELO[/** @type {keyof typeof ELO} */ (/** @type {HTMLElement} */ (el).dataset.elo)];
      el.textContent = t('level.elo', { elo: number.format(Math.round(elo / 50) * 50) });
    }
    $('way-note').textContent = t(WAYS[way].note);
    build();
    thinkTimes();
  };

  form.dataset.way = way;
  field('players').value = String(same?.players ?? 2);
  field('rounds').value = String(same?.rounds ?? 1);
  field('level').value = kinds.find(isComputer) ?? 'medium';
  field('seed').value = '';
  field('think').value = '';
  for (const id of ['way-choices', 'newgame-ways', 'newgame-start']) $(id).hidden = false;
  $('ways').hidden = true;
  $('levels').hidden = way !== 'computer';
  $('moves').hidden = way !== 'apart';
  field('moves').value = same?.live ? 'live' : 'link';
  error('');
  again();

  form.onchange = (e) => {
    const name = /** @type {HTMLInputElement} */ (e.target).name;
    // Every computer seat plays at the level chosen.
    if (name === 'level') kinds = kinds.map((k) => (isComputer(k) ? level() : k));
    if (name === 'players' || name === 'level') build();
    if (name === 'players' || name === 'level' || name === 'kind') thinkTimes();
  };
  $('newgame-ways').onclick = () => back(way);
  form.onsubmit = (e) => {
    e.preventDefault();
    const seed = field('seed').value.trim();
    if (seed && !new RegExp(rules.seed.pattern).test(seed)) return error(() => t('newgame.badSeed'));
    const { n } = fill();
    (way === 'apart' ? onFair : onStart)({
      players: n,
      rounds: Number(field('rounds').value),
      seed: seed || undefined,
      colours,
      names: Array.from({ length: n }, (_, s) => names[s]?.trim() || defaultName(s)),
      kinds: kinds.slice(0, n),
      think: Number(field('think').value),
      // With friends apart: the moves go live (live play invites them at once) or by link.
      ...(way === 'apart' ? { live: field('moves').value === 'live' } : {}),
    });
  };
}

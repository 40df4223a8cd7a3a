// @ts-check
// The first screen's long form (first.js), loaded when More first opens: each seat's name and
// who plays it, each Company's colour, a Hard computer's thinking time. It writes the player's
// choices into the screen's draft; first.js keeps the draft and starts the game from it.

import { KINDS, THINK_TIMES } from '../engine/computer.js';
import { t } from './i18n.js';
import { $ } from './panels.js';

/**
 * The draft a way's choices make: each seat's name (typed, or none yet) and kind, the
 * Companies' colours (letters).
 * @typedef {{ names: string[], kinds: string[], colours: string }} Draft
 */

/**
 * The seats and colours of a game of `n` players, drawn from `draft` and writing into it.
 * `teams` are the seats of each Company (engine.js RULES), `colours` the colours offered;
 * `defaultName(s)` a seat's name when none is typed; `again()` draws the form anew (a colour
 * taken gives the other Company yours).
 * @param {Draft} draft
 * @param {{ n: number, teams: number[][], colours: { colour: string, letter: string }[],
 *   defaultName: (seat: number) => string, again: () => void }} form
 */
export function build(draft, { n, teams, colours, defaultName, again }) {
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
      value: draft.names[s] ?? defaultName(s),
      maxLength: 20,
      autocomplete: 'off',
    });
    input.addEventListener('input', () => (draft.names[s] = input.value));
    const kind = document.createElement('select');
    kind.id = `kind-${s}`;
    kind.setAttribute('aria-label', t('newgame.kind', { seat: s + 1 }));
    kind.name = 'kind';
    for (const [value, key] of Object.entries(KINDS)) kind.add(new Option(t(key), value));
    kind.value = draft.kinds[s];
    kind.addEventListener('change', () => {
      // A name left as it was follows the seat's kind ("Player 2" becomes "Computer 2").
      const untouched = !input.value.trim() || input.value === defaultName(s);
      draft.kinds[s] = kind.value;
      if (untouched) input.value = draft.names[s] = defaultName(s);
    });
    row.append(label, input, kind);
    seats.append(row);
  }
  const box = $('colours');
  box.replaceChildren(/** @type {Node} */ (box.firstElementChild));
  teams.forEach((seatsOf, c) => {
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
    for (const { colour, letter } of colours) select.add(new Option(t(`colour.${colour}`), letter));
    select.value = draft.colours[c];
    // Two Companies never share a colour: taking one gives the other yours.
    select.addEventListener('change', () => {
      const old = draft.colours[c];
      draft.colours = [...draft.colours]
        .map((x, i) => (i === c ? select.value : x === select.value ? old : x))
        .join('');
      again();
    });
    row.append(label, select);
    box.append(row);
  });
}

/** The thinking times a Hard computer may have, worded, the one chosen kept.
 * @param {HTMLSelectElement} select */
export function thinkTimes(select) {
  const chosen = select.value;
  const option = (/** @type {number} */ ms, /** @type {number} */ i) =>
    new Option(
      t(i === THINK_TIMES.length - 1 ? 'newgame.thinkLongest' : 'newgame.thinkTime', { seconds: ms / 1000 }),
      String(ms),
    );
  select.replaceChildren(...THINK_TIMES.map(option));
  select.value = chosen;
}

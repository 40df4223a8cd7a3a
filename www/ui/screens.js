// @ts-check
// The overlays: the new-game screen, the pass-the-device screen (hot-seat privacy: nothing
// private shows before it is confirmed), a question; the end-of-round panel is result.js's,
// loaded when a round first ends.

import { DEFAULT_THINK, KINDS, THINK_TIMES, isComputer } from '../engine/computer.js';
import { t } from './i18n.js';
import { $, dieEl, words as setWords } from './panels.js';

/** @type {string | null} */
let open = null;
/** The open screen's words again, in the language now spoken (null: nothing to word).
 * @type {(() => void) | null} */
let rewordOpen = null;
/** Every overlay of the page (link.js's and fair mode's too). */
const overlays = () => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.overlay'));

/** Words the screen shown again, in the language now spoken (the choices made in it kept). */
export const reword = () => rewordOpen?.();

/** Which overlay is up ("newgame", "pass", "result", "confirm"; link.js's "seat", "share",
 * "badlink") or null. */
export const shown = () => open;

/** Shows overlay `id` (every other hidden), focus on element `focus`; `words()`, if given,
 * words it again in another language.
 * @param {string} id @param {string} focus @param {(() => void) | null} [words] */
export function showOverlay(id, focus, words = null) {
  for (const o of overlays()) o.hidden = o.id !== id;
  if (open !== id || words) rewordOpen = words;
  open = id;
  // The page behind a dialog can be neither clicked nor reached with Tab.
  $('app').inert = true;
  $(focus)?.focus({ preventScroll: true });
}

export function hideOverlays() {
  for (const o of overlays()) o.hidden = true;
  open = null;
  rewordOpen = null;
  $('app').inert = false;
}

/**
 * The new-game screen, filled from `previous` (a setup) if any, its choices from the engine's
 * `rules` (engine.js RULES: each number of players' teams and default colours, the colours,
 * what a seed is). `onStart(setup)` gets { players, rounds, seed, colours, names, kinds,
 * think }: each seat's kind is "human" or a computer's level, `think` a Hard computer's time
 * per move (ms). `onCancel` (if given) returns to the game.
 */
export function newGame({ previous, rules, onStart, onFair, onCancel }) {
  /** The form's fields by name (players, rounds, seed, think). @type {any} */
  const form = $('newgame-form');
  const setupOf = (n) => rules.players.find((p) => p.players === n);
  const letter = (colour) => rules.colours.find((c) => c.colour === colour).letter;
  const defaultColours = (n) => setupOf(n).default_colours.map(letter).join('');
  const players = () => Number(form.elements.players.value);
  // Copies: the game's own names and kinds change only when a new game starts.
  const names = [...(previous?.names ?? [])];
  // Someone who opens the page alone wants an opponent: seat 1 a person, the others computers.
  const kinds = [...(previous?.kinds ?? [])];
  const defaultName = (s) => t(isComputer(kinds[s]) ? 'seat.computer' : 'seat.player', { seat: s + 1 });
  let colours = previous?.colours ?? defaultColours(2);

  const build = () => {
    const n = players();
    const teams = setupOf(n).teams;
    if (colours.length !== teams.length) colours = defaultColours(n);
    const seats = $('seats');
    seats.replaceChildren(/** @type {Element} */ (seats.firstElementChild));
    for (let s = 0; s < n; s++) {
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('label');
      label.htmlFor = `name-${s}`;
      label.textContent = t('newgame.seat', { seat: s + 1 });
      const input = document.createElement('input');
      if (!(kinds[s] in KINDS)) kinds[s] = s === 0 ? 'human' : 'medium';
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
    box.replaceChildren(/** @type {Element} */ (box.firstElementChild));
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
  };

  form.elements.players.value = String(previous?.players ?? 2);
  form.elements.rounds.value = String(previous?.rounds ?? 1);
  form.elements.seed.value = '';
  const thinkTimes = () => {
    const chosen = form.elements.think.value;
    const option = (ms, i) =>
      new Option(
        t(i === THINK_TIMES.length - 1 ? 'newgame.thinkLongest' : 'newgame.thinkTime', { seconds: ms / 1000 }),
        String(ms),
      );
    form.elements.think.replaceChildren(...THINK_TIMES.map(option));
    form.elements.think.value = chosen;
  };
  form.elements.think.replaceChildren(new Option('', String(previous?.think ?? DEFAULT_THINK)));
  thinkTimes();
  form.onchange = (e) => e.target.name === 'players' && build();
  build();
  $('newgame-error').textContent = '';
  $('newgame-cancel').hidden = !onCancel;
  $('newgame-cancel').onclick = onCancel;
  const chosen = (start) => {
    const n = players();
    const seed = form.elements.seed.value.trim();
    if (seed && !new RegExp(rules.seed.pattern).test(seed))
      return void setWords('newgame-error', () => t('newgame.badSeed'));
    const inputs = [...form.querySelectorAll('input[name=name]')];
    start({
      players: n,
      rounds: Number(form.elements.rounds.value),
      seed: seed || undefined,
      colours,
      names: inputs.map((el, s) => el.value.trim() || defaultName(s)),
      kinds: kinds.slice(0, n),
      think: Number(form.elements.think.value),
    });
  };
  form.onsubmit = (e) => {
    e.preventDefault();
    chosen(onStart);
  };
  // A fair deal (fair.js): the same setup, dealt by the players' devices.
  $('newgame-fair').onclick = () => chosen(onFair);
  showOverlay('newgame', 'newgame-start');
  // Another language: the seats' and colours' words again (names typed and choices kept).
  rewordOpen = () => {
    thinkTimes();
    build();
  };
}

/** The new-game screen's error: words, or a function that gives them. */
export const newGameError = (text) => setWords('newgame-error', text);

/** "Pass the device to X": shown before a hand appears on a shared screen; `text` and
 * `rolls` are words or functions that give them. */
export function pass(name, text, rolls, onOk) {
  setWords('pass-title', () => t('pass.title', { name }));
  setWords('pass-text', text);
  setWords('pass-rolls', rolls);
  setWords('pass-ok', () => t('pass.ok', { name }));
  $('pass-ok').onclick = (e) => {
    hideOverlays();
    // A keyboard press (no click count) goes on to the table with the keyboard.
    onOk(e.detail === 0);
  };
  showOverlay('pass', 'pass-ok');
}

/** A question before something another player should agree to (its words, or functions that
 * give them): `yes` runs on the primary button; `no` (or Escape) returns to the game. */
export function confirm({ title, text, yes, no }, onYes, onNo) {
  setWords('confirm-title', title);
  setWords('confirm-text', text);
  setWords('confirm-yes', yes);
  setWords('confirm-no', no);
  const close = (then) => () => {
    hideOverlays();
    then?.();
  };
  $('confirm-yes').onclick = close(onYes);
  $('confirm-no').onclick = close(onNo);
  $('confirm').onkeydown = (e) => {
    if (e.key === 'Escape') close(onNo)();
  };
  showOverlay('confirm', 'confirm-no');
}

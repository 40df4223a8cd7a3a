// @ts-check
// The DOM around the table: status bar (whose turn, Suns won), turn controls, move log,
// rules panel, the Muse card, the whole-table button and the aria-live region that announces
// every move and result; and the page's words in the player's language, set again when the
// language changes (i18n.js).

import { TILE, handRects, toScreen, wholeButton as whole } from '../table/geometry.js';
import { tileAt } from '../table/state.js';
import { LANGUAGES, language, setLanguage, t, usePart } from './i18n.js';
import { company } from './results.js';
import { colourLetter } from './words.js';

/** @typedef {import('../table/state.js').State} State */

/** The rules panel's and the Muse card's words put in the page (rules.js, with rulebook.js and
 * their part of the tables, www/ui/lang/rules/), loaded when either first opens: kept out of
 * the first load. @type {typeof import('./rules.js') | null} */
let rulesPage = null;
const loadRules = () =>
  Promise.all([import('./rules.js'), usePart('rules')]).then(([module]) => {
    rulesPage = module;
    rules();
  });

/** The page's element `id` (every one this module names is in index.html).
 * @param {string} id @returns {HTMLElement} */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Words that follow the language: each element's text, or one of its attributes, from a
 * function called now and again after every change of language (reword). */
/** @type {Map<Element, Map<string, Words>>} */
const worded = new Map();

/** @typedef {string | (() => string) | null | undefined} Words */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Colour} Colour */

/** Sets `el`'s text (or attribute `attr`) to `words()` (or the plain string `words`), now and
 * after every change of language.
 * @param {string | Element} el @param {Words} text @param {string} [attr] */
export function words(el, text, attr = 'text') {
  const node = typeof el === 'string' ? $(el) : el;
  const attrs = worded.get(node) ?? new Map();
  worded.set(node, attrs);
  attrs.set(attr, text);
  put(node, attr, text);
}

const said = (/** @type {Words} */ text) => (typeof text === 'function' ? text() : (text ?? ''));

/** @param {Element} node @param {string} attr @param {Words} text */
function put(node, attr, text) {
  if (attr === 'text') node.textContent = said(text);
  else node.setAttribute(attr, said(text));
}

/** The page's fixed words (index.html's data-i18n attributes: the text, or an attribute's
 * value named after data-i18n-), the rules panel, and every language choice. */
function fixedWords() {
  for (const el of document.querySelectorAll('[data-i18n]')) {
    el.textContent = t(/** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.i18n));
  }
  for (const attr of ['aria-label', 'placeholder', 'content']) {
    for (const el of document.querySelectorAll(`[data-i18n-${attr}]`)) {
      el.setAttribute(attr, t(/** @type {string} */ (el.getAttribute(`data-i18n-${attr}`))));
    }
  }
  rules();
  for (const select of /** @type {NodeListOf<HTMLSelectElement>} */ (document.querySelectorAll('.language-choice'))) {
    if (!select.options.length) {
      for (const [code, name] of Object.entries(LANGUAGES))
        select.add(Object.assign(new Option(name, code), { lang: code }));
      select.onchange = () => setLanguage(select.value);
    }
    select.value = language();
  }
}

/** Every word on the page again, in the language now spoken: the fixed ones, those set
 * through words(), the status line and the hint (the callers' own words follow them). */
export function reword() {
  fixedWords();
  for (const [node, attrs] of worded) {
    if (!node.isConnected) worded.delete(node);
    else for (const [attr, text] of attrs) put(node, attr, text);
  }
  if (shownStatus) status(...shownStatus);
  hint(shownHint.text, shownHint.refused);
  if (shownCard) cardWords();
}

/** A die (or a colour chip) in the DOM: its colour and its value or letter.
 * @param {Colour} colour @param {string | null} text @param {boolean} [small] */
export function dieEl(colour, text, small = false) {
  const el = document.createElement('span');
  el.className = `die ${colour}${small ? ' small' : ''}`;
  el.textContent = text ?? colourLetter(colour);
  return el;
}

/** The status bar's last words, to say again in another language.
 * @type {[View | null, string[], Words, boolean] | null} */
let shownStatus = null;

/** The status bar: round, phase, who is to move (`line`: words, or a function that gives
 * them), and each Company's Suns so far; `dots` while a computer thinks.
 * @param {View | null} view @param {string[]} names @param {Words} line @param {boolean} [dots] */
export function status(view, names, line, dots = false) {
  shownStatus = [view, names, line, dots];
  const turn = $('turn');
  turn.replaceChildren();
  if (view && !view.game_over) turn.append(dieEl(view.seats[view.to_move], null, true), ' ');
  turn.append(said(line));
  if (dots) {
    const el = document.createElement('span');
    el.className = 'dots';
    el.setAttribute('aria-hidden', 'true');
    el.append(...[0, 1, 2].map(() => document.createElement('i')));
    turn.append(el);
  }
  const scores = $('scores');
  scores.replaceChildren();
  if (!view) return;
  for (const { colour, seats, suns } of view.companies) {
    const li = document.createElement('li');
    li.title = company(colour, seats, names);
    li.setAttribute(
      'aria-label',
      t('status.suns', { company: company(colour, seats, names), suns: t('suns', { count: suns }) }),
    );
    li.append(dieEl(colour, null, true), `☀ ${suns}`);
    scores.append(li);
  }
  if (view.neutral) {
    const li = document.createElement('li');
    li.setAttribute('aria-label', t('status.neutral', { colour: t(`colour.${view.neutral}`) }));
    li.append(dieEl(view.neutral, null, true), t('status.neutralShort'));
    scores.append(li);
  }
}

/** The status line while a computer chooses its move: `line` and three dots that pulse (CSS),
 * and `words` announced.
 * @param {View | null} view @param {string[]} names @param {Words} line @param {Words} announced */
export function thinking(view, names, line, announced) {
  status(view, names, line, true);
  say(announced);
}

/** Shows the controls as play/controls.js says (its `buttons`).
 * @param {import('../play/controls.js').Buttons} b */
export function controls(b) {
  $('face').hidden = !b.face.shown;
  const up = $('face-up');
  const down = $('face-down');
  up.setAttribute('aria-pressed', String(!b.face.down));
  down.setAttribute('aria-pressed', String(b.face.down));
  // Left enabled even when the engine refuses: pressing it says why (a clear hint).
  up.setAttribute('aria-disabled', String(b.face.refuseUp));
  down.setAttribute('aria-disabled', String(b.face.refuseDown));
  $('end-turn').hidden = !b.endTurn;
  $('take-back').hidden = !b.takeBack;
  $('show-result').hidden = !b.showResult;
  $('watch').hidden = !b.watch.shown;
  $('watch-pause').textContent = t(b.watch.paused ? 'watch.resume' : 'watch.pause');
  $('watch-pause').hidden = !b.watch.pause;
  /** @type {HTMLSelectElement} */ ($('watch-speed')).value = b.watch.speed;
  $('think-retry').hidden = !b.retry;
  $('undo').hidden = !b.undo;
  $('send-move').hidden = !b.sendMove.shown;
  $('send-move').textContent = t(b.sendMove.end ? 'send.end' : 'send.move');
  $('live-play').hidden = !b.playLive;
  $('menu-live').hidden = !b.menuLive;
  $('hint-button').hidden = !b.hint;
  $('pass-seat').hidden = !b.passSeat;
  /** @type {HTMLButtonElement} */ ($('menu-replay')).disabled = !b.menuReplay;
  /** @type {HTMLButtonElement} */ ($('menu-undo')).disabled = !b.menuUndo;
  /** @type {HTMLButtonElement} */ ($('menu-seat')).disabled = !b.menuSeat.enabled;
  $('menu-seat').hidden = !b.menuSeat.shown;
  /** @type {HTMLButtonElement} */ ($('menu-review')).disabled = !b.review;
  $('result-review').hidden = !b.review;
}

/** The hint's last words (a string, or a function that gives them) and whether they refuse.
 * @type {{ text: Words, refused: boolean }} */
let shownHint = { text: '', refused: false };

/** The hint under the table: `text` words, or a function that gives them (called again in
 * another language); `refused` marks the engine's refusal.
 * @param {Words} text @param {boolean} [refused] */
export function hint(text, refused = false) {
  shownHint = { text, refused };
  const el = $('hint');
  const words = said(text);
  el.textContent = words ? words[0].toLocaleUpperCase(language()) + words.slice(1) : '';
  el.classList.toggle('refused', !!text && refused);
  fitHint(false);
}

/** A hint longer than its two lines is never cut off: "More" opens it whole, over the table,
 * and "Less" (or the next hint) closes it. */
export function fitHint(open = $('hint').classList.contains('open')) {
  const el = $('hint');
  const more = $('hint-more');
  el.classList.remove('open');
  const long = el.scrollHeight > el.clientHeight + 1;
  more.hidden = !long;
  el.classList.toggle('long', long);
  el.classList.toggle('open', long && open);
  more.textContent = long && open ? t('hint.less') : t('hint.more');
  more.setAttribute('aria-expanded', String(long && open));
}
$('hint-more').onclick = () => fitHint(!$('hint').classList.contains('open'));
// The rules' words load when the panel first opens (by hand, or as a saved game left it).
const rulesPanel = /** @type {HTMLDetailsElement} */ ($('rules-panel'));
rulesPanel.addEventListener('toggle', () => rulesPanel.open && !rulesPage && loadRules());

/** The live log's lines that only the player holding the device may hear (their hand). */
/** @type {Set<Element>} */
const secrets = new Set();

/** Announces `text` to screen readers: each announcement is a new line of a polite live
 * log, so one never cuts off the one before (the move, then whose turn it is). A `secret`
 * line (words about a hand) is forgotten as soon as the turn is played (D3).
 * @param {Words} text @param {boolean} [secret] */
export function say(text, secret = false) {
  const live = $('live');
  const p = document.createElement('p');
  p.textContent = said(text);
  live.append(p);
  if (secret) secrets.add(p);
  while (live.childElementCount > 8) {
    // More than eight lines: there is a first.
    secrets.delete(/** @type {Element} */ (live.firstElementChild));
    live.firstElementChild?.remove();
  }
}

/**
 * "About this Muse" beside her tile: `tile` as shown ({ muse|null, faceUp, colour, value,
 * noDie }) with her tile-table row `info`; (x, y) her centre on the table and `half` half
 * her side, in CSS pixels. Focus goes to the card when a key opened it, and back to the table when it closes.
 * @param {{ muse: import('../engine/port.js').Muse | null, faceUp: boolean, colour?: Colour, value?: number,
 *   noDie?: boolean }} tile @param {import('muses-wasm').MuseInfo | undefined} info
 * @param {number} x @param {number} y @param {number} half @param {boolean} byKey
 */
export async function showMuseCard(tile, info, x, y, half, byKey) {
  const card = $('muse-card');
  const asked = (shownCard = [tile, info]);
  if (!rulesPage) await loadRules();
  // Closed, or another asked for, while the words loaded.
  if (shownCard !== asked) return;
  cardWords();
  card.hidden = false;
  // Beside the tile, inside the table.
  const stage = $('stage').getBoundingClientRect();
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  card.style.left = `${Math.max(4, Math.min(stage.width - w - 4, x - w / 2))}px`;
  card.style.top = `${y + half + h + 12 < stage.height ? y + half + 8 : Math.max(4, y - half - h - 8)}px`;
  if (byKey) $('muse-card-close').focus({ preventScroll: true });
}

/** The Muse card shown ([tile, info]), to word again in another language. */
/** @type {[any, any] | null} */
let shownCard = null;

/** The Muse card's words, in the language now spoken. */
function cardWords() {
  if (shownCard && rulesPage) rulesPage.card(...shownCard);
}

/** "About this Muse" for what a long press, a right-click or the I key (`cursor`: the keyboard
 * cursor's tile, else the hand tile picked) points at; false when it is no Muse.
 * @param {State} state @param {any} hit @param {boolean} byKey */
export function aboutMuse(state, hit, byKey) {
  if (hit?.kind === 'cursor') {
    const { cursor, handPick } = state;
    hit =
      cursor && tileAt(state, cursor)
        ? { kind: 'tile', sq: cursor }
        : handPick
          ? { kind: 'hand', muse: handPick }
          : null;
  }
  const onTable = hit?.kind === 'tile' ? tileAt(state, hit.sq) : null;
  const held = hit?.kind === 'hand' ? handRects(state).find((r) => r.muse === hit.muse) : null;
  const at = onTable ? toScreen(state, onTable.x, onTable.y) : held;
  if (!at) return false;
  const tile = onTable ?? { muse: hit.muse, faceUp: true, noDie: true };
  showMuseCard(tile, state.muses[tile.muse], at.x, at.y, (held?.s ?? state.camera.cell * TILE) / 2, byKey);
  return true;
}

/** The whole-table button's state as last shown: 'show', 'back' or null (hidden). */
let wholeShown = /** @type {string | null} */ (null);

/** The whole-table button, shown while the table is cropped to keep its tiles legible (a
 * phone late in a round), or shown whole: a tap switches between the two (main.js).
 * @param {State} state */
export function wholeButton(state) {
  const now = whole(state);
  if (now === wholeShown) return;
  wholeShown = now;
  $('whole').hidden = !now;
  if (now) words('whole', () => t(now === 'back' ? 'whole.back' : 'whole.show'));
}

/** The move log's notation, for those who ask for it: a choice of this device, remembered. */
export function notationChoice() {
  const KEY = 'dance-of-muses.notation';
  const box = /** @type {HTMLInputElement} */ ($('log-notation'));
  const show = (/** @type {boolean} */ on) => $('log').classList.toggle('with-notation', (box.checked = on));
  box.onchange = () => {
    show(box.checked);
    try {
      localStorage.setItem(KEY, box.checked ? '1' : '0');
    } catch {
      // Storage refused: the choice holds until the page closes.
    }
  };
  try {
    show(localStorage.getItem(KEY) === '1');
  } catch {
    show(false);
  }
}

/** Closes the Muse card, and forgets its words (a hand's Muse may be among them). */
export function hideMuseCard() {
  const card = $('muse-card');
  if (card.hidden) return;
  const inside = card.contains(document.activeElement);
  card.hidden = true;
  shownCard = null;
  $('muse-card-title').textContent = '';
  $('muse-card-lines').replaceChildren();
  if (inside) $('table').focus({ preventScroll: true });
}
$('muse-card-close').onclick = hideMuseCard;
// Escape closes the card first, and does nothing else (the turn stays as it was).
addEventListener(
  'keydown',
  (e) => {
    if (e.key !== 'Escape' || $('muse-card').hidden) return;
    hideMuseCard();
    e.stopPropagation();
  },
  true,
);
// A press anywhere but on the card closes it.
addEventListener(
  'pointerdown',
  (e) => !$('muse-card').contains(/** @type {Node} */ (e.target)) && hideMuseCard(),
  true,
);

/** Removes every secret line from the live log: the hand's holder has played. */
export function forget() {
  hideMuseCard();
  for (const p of secrets) p.remove();
  secrets.clear();
}

/** Empties the live log and the hint: the device is being passed, and the next person must
 * read nothing the last one heard. */
export function quiet() {
  hideMuseCard();
  secrets.clear();
  $('live').replaceChildren();
  hint('');
}

export const log = {
  clear() {
    $('log').replaceChildren();
  },
  /** A heading line ("Round 1") or a move: its words and its notation.
   * @param {string} text @param {string | null} notation @param {boolean} [heading] */
  add(text, notation, heading = false) {
    const li = document.createElement('li');
    li.textContent = text;
    if (heading) li.className = 'round';
    if (notation) {
      const code = document.createElement('code');
      code.textContent = notation;
      li.append(code);
    }
    $('log').append(li);
    return li;
  },
  /** Scrolls to the last line: once the lines are added (each scroll would lay the page out). */
  toEnd() {
    const side = $('log').closest('#side');
    if (side) side.scrollTop = side.scrollHeight;
  },
};

/** The engine's tile table, for the rules panel's table of Muses. */
/** @type {Record<string, import('muses-wasm').MuseInfo> | null} */
let tileTable = null;

/** The rules panel's table of Muses, from the engine's tile table (by Muse).
 * @param {Record<string, import('muses-wasm').MuseInfo>} muses */
export function museTable(muses) {
  tileTable = muses;
  rules();
}

/** A section of the rules: its title in bold, its text (`*words*` in italics).
 * @param {HTMLElement} p @param {string} title @param {string} text */
export function section(p, title, text) {
  p.replaceChildren(Object.assign(document.createElement('b'), { textContent: t('rules.heading', { title }) }), ' ');
  text
    .split('*')
    .forEach(
      (part, i) => part && p.append(i % 2 ? Object.assign(document.createElement('i'), { textContent: part }) : part),
    );
}

/** The rules panel in the language now spoken: the keys (the table's description, always
 * there), and once the panel has opened (rules.js) its sections, the links' help and the
 * table of Muses (from the engine's tile table). */
function rules() {
  section($('touch-help'), t('rules.touch.title'), t('rules.touch'));
  section($('keys-help'), t('rules.keys.title'), t('rules.keys'));
  rulesPage?.fill(tileTable);
}

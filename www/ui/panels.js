// @ts-check
// The DOM around the table: status bar, turn controls, move log, rules panel, the Muse card,
// the whole-table button and the live region that announces every move; its words follow
// the language (i18n.js).

import { TILE, handRects, toScreen, wholeButton as whole } from '../table/geometry.js';
import { tileAt } from '../table/state.js';
import { LANGUAGES, language, setLanguage, t, usePart } from './i18n.js';
import { company } from './result-words.js';
import { colourLetter } from './words.js';

/** @typedef {import('../table/state.js').State} State */

/** The rules' and the Muse card's words, loaded when either first opens: kept out of the first
 * load. @type {typeof import('./rules-panel.js') | null} */
let rulesPage = null;
const loadRules = () =>
  Promise.all([import('./rules-panel.js'), usePart('rules')]).then(([module]) => {
    rulesPage = module;
    rules();
  });

/** Every id this module names is in index.html. @param {string} id @returns {HTMLElement} */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Words that follow the language: each element's text or attributes. */
/** @type {Map<Element, Map<string, Words>>} */
const worded = new Map();

/** @typedef {string | (() => string) | null | undefined} Words */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Colour} Colour */

/** Sets `el`'s text (or `attr`), now and after every change of language.
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

/** index.html's data-i18n words (data-i18n-<attr> for an attribute), the rules, the languages. */
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

/** Every word again, in the language now spoken. */
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

/** @param {Colour} colour @param {string | null} text @param {boolean} [small] */
export function dieEl(colour, text, small = false) {
  const el = document.createElement('span');
  el.className = `die ${colour}${small ? ' small' : ''}`;
  el.textContent = text ?? colourLetter(colour);
  return el;
}

/** To say again in another language. @type {[View | null, string[], Words, boolean] | null} */
let shownStatus = null;

/** `dots` while a computer thinks.
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

/** @param {View | null} view @param {string[]} names @param {Words} line @param {Words} announced */
export function thinking(view, names, line, announced) {
  status(view, names, line, true);
  say(announced);
}

/** @param {import('../play/controls.js').Buttons} b */
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

/** @type {{ text: Words, refused: boolean }} */
let shownHint = { text: '', refused: false };

/** `refused` marks the engine's refusal. @param {Words} text @param {boolean} [refused] */
export function hint(text, refused = false) {
  shownHint = { text, refused };
  const el = $('hint');
  const words = said(text);
  el.textContent = words ? words[0].toLocaleUpperCase(language()) + words.slice(1) : '';
  el.classList.toggle('refused', !!text && refused);
  fitHint(false);
}

/** A hint longer than two lines is never cut off: "More" opens it whole, over the table. */
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
const rulesPanel = /** @type {HTMLDetailsElement} */ ($('rules-panel'));
rulesPanel.addEventListener('toggle', () => rulesPanel.open && !rulesPage && loadRules());

/** Lines about the hand: only its holder may hear them. */
/** @type {Set<Element>} */
const secrets = new Set();

/** Each announcement is a new line of a polite live log, so none cuts off the one before; a
 * `secret` line is forgotten once the turn is played (D3). @param {Words} text @param {boolean} [secret] */
export function say(text, secret = false) {
  const live = $('live');
  const p = document.createElement('p');
  p.textContent = said(text);
  live.append(p);
  if (secret) secrets.add(p);
  while (live.childElementCount > 8) {
    secrets.delete(/** @type {Element} */ (live.firstElementChild));
    live.firstElementChild?.remove();
  }
}

/** (x, y): her centre on the table, `half` half her side (CSS px); focus goes to the card when
 * a key opened it, back to the table when it closes.
 * @param {{ muse: import('../engine/port.js').Muse | null, faceUp: boolean, colour?: Colour, value?: number,
 *   noDie?: boolean }} tile @param {import('muses-wasm').MuseInfo | undefined} info
 * @param {number} x @param {number} y @param {number} half @param {boolean} byKey */
export async function showMuseCard(tile, info, x, y, half, byKey) {
  const card = $('muse-card');
  const asked = (shownCard = [tile, info]);
  if (!rulesPage) await loadRules();
  // Closed, or another asked for, while the words loaded.
  if (shownCard !== asked) return;
  cardWords();
  card.hidden = false;
  const stage = $('stage').getBoundingClientRect();
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  card.style.left = `${Math.max(4, Math.min(stage.width - w - 4, x - w / 2))}px`;
  card.style.top = `${y + half + h + 12 < stage.height ? y + half + 8 : Math.max(4, y - half - h - 8)}px`;
  if (byKey) $('muse-card-close').focus({ preventScroll: true });
}

/** [tile, info], to word again in another language. */
/** @type {[any, any] | null} */
let shownCard = null;

function cardWords() {
  if (shownCard && rulesPage) rulesPage.card(...shownCard);
}

/** `cursor`: the keyboard cursor's tile, else the hand tile picked; false when it is no Muse.
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

let wholeShown = /** @type {string | null} */ (null);

/** @param {State} state */
export function wholeButton(state) {
  const now = whole(state);
  if (now === wholeShown) return;
  wholeShown = now;
  $('whole').hidden = !now;
  if (now) words('whole', () => t(now === 'back' ? 'whole.back' : 'whole.show'));
}

/** This device's choice, remembered. */
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

/** Forgets its words: a hand's Muse may be among them. */
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
// Escape closes the card first, and does nothing else.
addEventListener(
  'keydown',
  (e) => {
    if (e.key !== 'Escape' || $('muse-card').hidden) return;
    hideMuseCard();
    e.stopPropagation();
  },
  true,
);
addEventListener(
  'pointerdown',
  (e) => !$('muse-card').contains(/** @type {Node} */ (e.target)) && hideMuseCard(),
  true,
);

/** The hand's holder has played. */
export function forget() {
  hideMuseCard();
  for (const p of secrets) p.remove();
  secrets.clear();
}

/** The device is being passed: the next person must read nothing the last one heard. */
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
  /** @param {string} text @param {string | null} notation @param {boolean} [heading] */
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
  /** Once the lines are added: each scroll would lay the page out. */
  toEnd() {
    const side = $('log').closest('#side');
    if (side) side.scrollTop = side.scrollHeight;
  },
};

/** @type {Record<string, import('muses-wasm').MuseInfo> | null} */
let tileTable = null;

/** @param {Record<string, import('muses-wasm').MuseInfo>} muses */
export function museTable(muses) {
  tileTable = muses;
  rules();
}

/** `*words*` in italics. @param {HTMLElement} p @param {string} title @param {string} text */
export function section(p, title, text) {
  p.replaceChildren(Object.assign(document.createElement('b'), { textContent: t('rules.heading', { title }) }), ' ');
  text
    .split('*')
    .forEach(
      (part, i) => part && p.append(i % 2 ? Object.assign(document.createElement('i'), { textContent: part }) : part),
    );
}

/** The keys always; once the panel has opened (rules-panel.js), its sections and table of Muses. */
function rules() {
  section($('touch-help'), t('rules.touch.title'), t('rules.touch'));
  section($('keys-help'), t('rules.keys.title'), t('rules.keys'));
  rulesPage?.fill(tileTable);
}

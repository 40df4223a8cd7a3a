// @ts-check
// The overlays: the pass-the-device screen (nothing private shows before it is confirmed)
// and a question.

import { t } from './i18n.js';
import { $, words as setWords } from './panels.js';

/** @type {string | null} */
let open = null;
/** @type {(() => void) | null} */
let rewordOpen = null;
/** link.js's and fair mode's too. */
const overlays = () => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.overlay'));

/** The choices made in it are kept. */
export const reword = () => rewordOpen?.();

/** "newgame", "pass", "result", "confirm"; link.js's "seat", "share", "badlink"; or null. */
export const shown = () => open;

/** `words()` words it again in another language.
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

/** @typedef {import('./panels.js').Words} Words */

/** @param {Words} text */
export const newGameError = (text) => setWords('newgame-error', text);

/** Shown before a hand appears on a shared screen.
 * @param {string} name @param {Words} text @param {Words} rolls @param {(byKey: boolean) => void} onOk */
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

/** `no` (or Escape) returns to the game.
 * @param {{ title: Words, text: Words, yes: Words, no: Words }} question
 * @param {() => void} onYes @param {() => void} [onNo] */
export function confirm({ title, text, yes, no }, onYes, onNo) {
  setWords('confirm-title', title);
  setWords('confirm-text', text);
  setWords('confirm-yes', yes);
  setWords('confirm-no', no);
  const close = (/** @type {(() => void) | undefined} */ then) => () => {
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

// @ts-check
// The overlays: the pass-the-device screen (hot-seat privacy: nothing private shows before it
// is confirmed), a question; the first screen is first.js's, the end-of-round panel
// result.js's, loaded when a round first ends.

import { t } from './i18n.js';
import { $, words as setWords } from './panels.js';

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

/** @typedef {import('./panels.js').Words} Words */

/** The new-game screen's error: words, or a function that gives them. @param {Words} text */
export const newGameError = (text) => setWords('newgame-error', text);

/** "Pass the device to X": shown before a hand appears on a shared screen; `text` and
 * `rolls` are words or functions that give them.
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

/** A question before something another player should agree to (its words, or functions that
 * give them): `yes` runs on the primary button; `no` (or Escape) returns to the game.
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

// @ts-check
// Replay: step through a game's moves (first, back, forward, last, a slider). The table shows
// the game as it stood after k actions, a read-only copy the engine builds (boardgame.io's
// lesson: a game is its seed plus its actions); the game itself is untouched, and is back
// when the replay closes. "Play from here" branches a new game from move k.

import { t } from '../ui/i18n.js';
import { $, words } from '../ui/panels.js';

/**
 * `host`: { count() → the number of actions, show(k) (shows the table after k actions),
 * words(k) → move k's words (the log's), items() → the log's item of each action, branch(k),
 * close() }.
 * @param {{ count: () => number, show: (k: number) => void, words: (k: number) => string,
 *   items: () => HTMLElement[], branch: (k: number) => void, close: () => void }} host
 */
export function createReplay(host) {
  /** The move shown (0 is the deal), or null when not replaying. @type {number | null} */
  let at = null;
  const slider = /** @type {HTMLInputElement} */ ($('replay-slider'));
  const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));

  /** Shows the table after move `k` (kept within the game). @param {number} k */
  function go(k) {
    const n = host.count();
    at = Math.max(0, Math.min(n, Math.round(k)));
    slider.max = String(n);
    slider.value = String(at);
    button('replay-first').disabled = button('replay-back').disabled = at === 0;
    button('replay-forward').disabled = button('replay-last').disabled = at === n;
    button('replay-branch').disabled = at === n;
    mark();
    host.items()[at - 1]?.scrollIntoView({ block: 'nearest' });
    host.show(at);
    const shown = at;
    words('replay-at', () => (shown ? t('replay.at', { move: shown, moves: n }) : t('replay.deal', { count: n })));
    words('replay-words', () => (shown ? host.words(shown) : t('replay.before')));
  }

  /** Marks the move shown in the log (drawn anew, in another language, say). */
  function mark() {
    const shown = at;
    if (shown === null) return;
    host.items().forEach((li, i) => li.classList.toggle('now', i === shown - 1));
  }

  function open() {
    if (at !== null) return;
    $('replay').hidden = false;
    go(host.count());
    slider.focus({ preventScroll: true });
  }

  /** Ends the replay; `back` shows the game as it stands (not when another game comes). */
  function close(back = true) {
    if (at === null) return;
    at = null;
    $('replay').hidden = true;
    for (const li of host.items()) li.classList.remove('now');
    if (back) host.close();
  }

  $('replay-first').onclick = () => go(0);
  /** The move shown, while replaying (the buttons and keys act only then). */
  const now = () => at ?? host.count();
  $('replay-back').onclick = () => go(now() - 1);
  $('replay-forward').onclick = () => go(now() + 1);
  $('replay-last').onclick = () => go(host.count());
  slider.oninput = () => go(Number(slider.value));
  $('replay-branch').onclick = () => {
    const k = now();
    close(false);
    host.branch(k);
  };
  $('replay-close').onclick = () => close();
  // Keys anywhere but in a field: arrows step, Home and End jump, Escape closes.
  addEventListener('keydown', (e) => {
    if (at === null || e.altKey || e.ctrlKey || e.metaKey) return;
    // The slider steps by itself (its input event follows).
    /** @type {Record<string, number>} */
    const keys = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: host.count() };
    const to = e.target === slider ? undefined : keys[e.key];
    if (to !== undefined) go(to);
    else if (e.key === 'Escape') close();
    else return;
    e.preventDefault();
  });

  return { open, close, go, mark, index: () => at };
}

/** @typedef {ReturnType<typeof createReplay>} Replay */

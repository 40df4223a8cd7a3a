// @ts-check
// Replay: step through a game's moves (first, back, forward, last, a slider); the table shows a read-only copy the
// engine builds after k actions.

import { t } from '../ui/i18n.js';
import { $, words } from '../ui/panels.js';

/** @param {{ count: () => number, show: (k: number) => void, words: (k: number) => string,
 *   items: () => HTMLElement[], branch: (k: number) => void, close: () => void }} host */
export function createReplay(host) {
  let at = /** @type {number | null} */ (null);
  const slider = /** @type {HTMLInputElement} */ ($('replay-slider'));
  const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));

  function go(/** @type {number} */ k) {
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

  function close(back = true) {
    if (at === null) return;
    at = null;
    $('replay').hidden = true;
    for (const li of host.items()) li.classList.remove('now');
    if (back) host.close();
  }

  $('replay-first').onclick = () => go(0);
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
  addEventListener('keydown', (e) => {
    if (at === null || e.altKey || e.ctrlKey || e.metaKey) return;
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

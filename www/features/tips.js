// @ts-check
// Tips for a first game against Easy: a short word at the moment it matters, each shown
// once, easy to turn off. It only reads the table's state: the engine decided what it shows.

import { t, usePart } from '../ui/i18n.js';
import { $ } from '../ui/panels.js';

export const STORE = 'dance-of-muses.tips';

/** { off, seen: [tip ids] }. */
export function remembered() {
  try {
    const r = JSON.parse(localStorage.getItem(STORE) ?? 'null');
    if (r && Array.isArray(r.seen)) return r;
  } catch {
    // Unreadable: every tip is new.
  }
  return { off: false, seen: [] };
}

function remember(/** @type {{ off: boolean, seen: string[] }} */ r) {
  try {
    localStorage.setItem(STORE, JSON.stringify(r));
  } catch {
    // Not remembered: a tip may show again next time.
  }
}

/** @import { State } from '../table/state.js' */

/** In the order they come in a game. @type {{ id: string, key: string, now: (s: State) => boolean }[]} */
const TIPS = [
  { id: 'placement', key: 'tip.placement', now: (s) => !!s.hand && s.phase === 'Placement' },
  {
    id: 'push',
    key: 'tip.push',
    now: (s) => s.phase === 'Dance' && s.stage === 'selected' && s.dirs.some((d) => d.moves.length > 1),
  },
  { id: 'power', key: 'tip.power', now: (s) => s.phase === 'Dance' && s.stage === 'selected' && s.targets.length > 0 },
  { id: 'six', key: 'tip.six', now: (s) => s.phase === 'Dance' && s.tiles.some((x) => x.value === 5 && !x.noDie) },
];

/** The tips over the table, or null when all were seen or turned off. */
export async function createTips() {
  const r = remembered();
  if (r.off || TIPS.every((tip) => r.seen.includes(tip.id))) return null;
  await usePart('hint');
  const box = document.createElement('div');
  box.id = 'tip';
  box.setAttribute('role', 'note');
  box.hidden = true;
  box.innerHTML =
    '<p></p><div class="buttons">' +
    '<button type="button" class="ok"></button><button type="button" class="off"></button></div>';
  $('stage').append(box);
  const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (box.querySelector(selector));
  const [text, ok, off] = [part('p'), part('.ok'), part('.off')];
  ok.onclick = () => (box.hidden = true);
  off.onclick = () => {
    remember({ ...remembered(), off: true });
    box.hidden = true;
  };
  return {
    check(/** @type {State} */ state, /** @type {boolean} */ easy) {
      const r = remembered();
      if (r.off || !easy) return;
      const tip = TIPS.find((x) => !r.seen.includes(x.id) && x.now(state));
      if (!tip) return;
      remember({ ...r, seen: [...r.seen, tip.id] });
      text.textContent = t(tip.key);
      ok.textContent = t('tip.ok');
      off.textContent = t('tip.off');
      box.dataset.tip = tip.id;
      box.hidden = false;
    },
    hide: () => (box.hidden = true),
  };
}

// @ts-check
// How many kept games wait on this device, in every tab: the tab's title ("(2) Your turn ·
// Dance of Muses"), a gold dot on its icon, and the installed app's badge where there is one.

import { subscribe } from '../ui/i18n.js';
import { countYourTurn, turnSignal } from './games.js';

export function createTurnBadge(
  /** @type {() => import('./record.js').Stored[]} */ records,
  /** @type {import('./games.js').Words} */ words,
) {
  const icon = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=icon]'));
  const plainIcon = icon?.href ?? '';
  const dotIcon = plainIcon.replace(
    /%3C\/svg%3E$/,
    "%3Ccircle cx='26' cy='6' r='5.5' fill='%23f3c64b' stroke='%23100e20' stroke-width='1.5'/%3E%3C/svg%3E",
  );
  let signalled = -1;
  function signal() {
    const count = countYourTurn(records());
    const { title, badge } = turnSignal(count, words);
    document.title = title;
    if (icon && dotIcon !== plainIcon) icon.href = count ? dotIcon : plainIcon;
    if (count === signalled) return;
    signalled = count;
    const nav = /** @type {any} */ (navigator);
    (badge ? nav.setAppBadge?.(badge) : nav.clearAppBadge?.())?.catch?.(() => {});
  }
  subscribe(() => {
    signalled = -1;
    signal();
  });
  return signal;
}

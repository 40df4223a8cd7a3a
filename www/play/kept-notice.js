// @ts-check
// The word over the table about the game kept or the storage: a status, until closed or (unless `stays`) the next
// game opens.

import { t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';

export function createNotice() {
  let banner = /** @type {HTMLElement | null} */ (null);
  let sticky = false;
  /** @param {() => string} text */
  function say(text, stays = false) {
    sticky = stays;
    if (!banner) {
      const box = Object.assign(document.createElement('div'), { id: 'kept-notice', hidden: true });
      banner = box;
      const p = Object.assign(document.createElement('p'), { id: 'kept-notice-text' });
      p.setAttribute('role', 'status');
      const close = Object.assign(document.createElement('button'), { type: 'button', id: 'kept-notice-close' });
      panels.words(close, () => t('games.notice.close'));
      close.onclick = () => (box.hidden = true);
      box.append(p, close);
      panels.$('stage').append(banner);
    }
    panels.words('kept-notice-text', text);
    banner.hidden = false;
  }
  const unsay = () => banner && !sticky && (banner.hidden = true);
  return { say, unsay };
}

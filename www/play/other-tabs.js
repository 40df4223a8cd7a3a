// @ts-check
// Another tab's change to the games kept (the `storage` event): the games waiting recounted; the game shown, if
// changed, shown here at once with who moved.

import { t } from '../ui/i18n.js';
import { notice } from './games.js';
import { kindOf } from './record.js';

/** @import { Stored } from './record.js' */

/** @param {import('./types.js').OtherTabsHost} keeper */
export function followOtherTabs({ store, session, known, reopen, say, changed, words }) {
  store.onChange((change) => {
    changed();
    const id = session.id();
    if (!id) return;
    if (change.cleared || (change.id === id && change.removed)) {
      known.forget(id);
      return say(() => t('games.deletedElsewhere'));
    }
    const { record } = change;
    if (change.id !== id || !record) return;
    if (!change.lost && record.rev <= known.rev(id)) return;
    if (!change.lost && known.same(id, record)) return known.track(record);
    const said = change.lost || change.mover ? () => notice(change, words) : () => t('games.changedElsewhere');
    const kind = kindOf(record.game);
    if (kind?.taken) {
      known.track(record);
      kind.taken(record);
      return say(said);
    }
    reopen(record, said);
  });
}

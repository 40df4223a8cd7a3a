// @ts-check
// Games taken to another device: one JSON document, named and versioned, each game with its link; a game's keys
// (`secret`) only when the player ticks that. A file read back is unchecked input: one that is not a games file, is
// newer, too big or damaged is refused whole with a typed error (docs/my-games.md: the format).

import { isGame, isId, isSummary } from './record.js';

/** @import { GameRecord, Game, Summary } from './record.js' */

export const FORMAT = 'dance-of-muses.games';
export const VERSION = 1;
/** The largest file read (characters): three times a site's storage, so every export fits. */
export const MAX_BYTES = 16_000_000;
const MAX_GAMES = 5000;

/** The document of `records`, without the games' keys unless `keys`.
 * @param {GameRecord[]} records @param {{ keys?: boolean, base?: string, now: number }} how */
export function exportDocument(records, { keys = false, base = '', now }) {
  const games = [...records]
    .sort((a, b) => b.played - a.played)
    .map(({ id, created, played, game, summary }) => {
      const left = game.secret !== undefined && !keys;
      const { secret, ...rest } = game;
      const code = game.code ?? '';
      return {
        id,
        link: base && code ? `${base}#${code}` : code,
        created,
        played,
        game: left ? rest : game,
        summary,
        ...(left ? { keysLeft: true } : {}),
      };
    });
  const text = JSON.stringify({ format: FORMAT, version: VERSION, exported: new Date(now).toISOString(), keys, games });
  return { text, count: games.length, name: `dance-of-muses-games-${new Date(now).toISOString().slice(0, 10)}.json` };
}

/** @typedef {'tooBig' | 'notJson' | 'notOurs' | 'newer' | 'broken'} ImportError */

/** The games of a document, checked, or why it is refused.
 * @param {string} text @returns {import('./types.js').ReadDocument} */
export function readDocument(text) {
  if (typeof text !== 'string' || text.length > MAX_BYTES) return { ok: false, error: 'tooBig', maxBytes: MAX_BYTES };
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== FORMAT) return { ok: false, error: 'notOurs' };
  if (!Number.isSafeInteger(doc.version) || doc.version < 1) return { ok: false, error: 'broken' };
  if (doc.version > VERSION) return { ok: false, error: 'newer' };
  if (!Array.isArray(doc.games) || doc.games.length > MAX_GAMES) return { ok: false, error: 'broken' };
  const games = [];
  for (const g of doc.games) {
    const time = (/** @type {unknown} */ t) => Number.isSafeInteger(t) && /** @type {number} */ (t) >= 0;
    if (typeof g !== 'object' || g === null || !isGame(g.game) || !time(g.created) || !time(g.played))
      return { ok: false, error: 'broken' };
    // A damaged summary is only a missing one: made anew when the game opens.
    games.push({
      id: isId(g.id) ? g.id : undefined,
      created: g.created,
      played: g.played,
      game: g.game,
      summary: isSummary(g.summary) ? g.summary : null,
    });
  }
  return { ok: true, keys: doc.keys === true, games };
}

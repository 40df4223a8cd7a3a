// @ts-check
// Taking the games to another device or browser (issue 22): one JSON document, named and
// versioned, each game with its link and what the page needs to show and open it. A
// game's keys (this device's secrets: with them, whoever holds the file plays its seats) are in
// it only when the player ticks that, explicitly. A file read back is unchecked input: a file
// that is not one, of a newer version, too big or damaged is refused whole, with a typed error,
// before anything is changed.
//
//   const text = exportDocument(records, { keys: false, base: location.href.split('#')[0], now: Date.now() });
//   const doc = readDocument(text);   // { ok: true, games } or { ok: false, error }
//
// The document:
//   { "format": "dance-of-muses.games", "version": 1, "exported": "2025-…Z", "keys": false,
//     "games": [{ "id", "link", "created", "played", "game": {…}, "summary": {…} | null,
//                 "keysLeft"?: true }] }
// `game` is the page's record of the game (record.js Game), `link` its whole link when the page
// gave its address (else the link's code), `keysLeft` marks a game exported without its keys.

import { isGame, isId, isSummary } from './record.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('./record.js').Game} Game */
/** @typedef {import('./record.js').Summary} Summary */

export const FORMAT = 'dance-of-muses.games';
export const VERSION = 1;
/** The largest file read (characters; the page checks a file's size in bytes before reading it):
 * three times what a browser's storage for one site holds, so every export fits, and a giant
 * file is refused before it is parsed. */
export const MAX_BYTES = 16_000_000;
const MAX_GAMES = 5000;

/**
 * The document of `records`. A game's keys (`game.secret`) are left out unless `keys`.
 * @param {GameRecord[]} records
 * @param {{ keys?: boolean, base?: string, now: number }} how
 */
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
  // Compact: an export is at most what the storage holds (5 million characters), well under MAX_BYTES.
  const text = JSON.stringify({ format: FORMAT, version: VERSION, exported: new Date(now).toISOString(), keys, games });
  return { text, count: games.length, name: `dance-of-muses-games-${new Date(now).toISOString().slice(0, 10)}.json` };
}

/** Why a file was refused. */
/** @typedef {'tooBig' | 'notJson' | 'notOurs' | 'newer' | 'broken'} ImportError */

/**
 * The games of a document, checked; or why it is refused: too big (`maxBytes` said), not JSON,
 * not a games file, a newer version than this page reads, or damaged (any game unreadable: the
 * whole file is refused rather than half of it taken).
 * @param {string} text
 * @returns {{ ok: true, keys: boolean, games: { id?: string, created: number, played: number, game: Game,
 *   summary: Summary | null }[] } | { ok: false, error: ImportError, maxBytes?: number }}
 */
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
    // A damaged summary is only a missing one: the page makes it anew when the game opens.
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

// @ts-check
// The games kept before the store (store.js) existed, taken into it: save.js's list
// (`dance-of-muses.games`, format 2: at most 8 games, the last played first, and the seat this
// device plays in each game by link), format 1's single game (`dance-of-muses.game`), and fair
// mode's own record (`dance-of-muses.fair`: per game id, its link and this device's keys). Each
// game goes through the store's merge, so running this again (at every start while an older
// page in another tab may still write the old list) never makes a duplicate: a game the store
// has further on stays, one the old page played on is brought up to date. The old data is
// removed only once every game in it is in the store; unreadable old data is never touched,
// and the store reports it.
//
//   const report = migrate(store, localStorage, (game) => summaryOf(Engine.resume(game)…));

import { identityOf, isGame } from './record.js';

/** @typedef {import('./record.js').Game} Game */
/** @typedef {import('./record.js').Summary} Summary */

const LIST = 'dance-of-muses.games';
const ONE = 'dance-of-muses.game';
const FAIR = 'dance-of-muses.fair';

/**
 * Moves the older stores' games and seats into `store`. `summarize(game)` makes a game's
 * summary (the page runs the engine); a game it fails on is kept without one.
 * @param {ReturnType<typeof import('./store.js').createStore>} store
 * @param {Storage} storage
 * @param {(game: Game) => Summary | null} summarize
 * @param {number} [now]
 * @returns {{ found: number, moved: boolean, reason?: string }} `found`: games in the old data;
 *   `moved`: all of them are in the store now (the old data is gone).
 */
export function migrate(store, storage, summarize, now = Date.now()) {
  const list = readOld(storage, LIST, (data) => data?.v === 2 && Array.isArray(data.games), store);
  const one = readOld(storage, ONE, (data) => data?.v === 1 && !!data.options && Array.isArray(data.actions), store);
  if (!list && !one) return { found: 0, moved: false };
  const seats = list?.seats && typeof list.seats === 'object' ? list.seats : {};
  /** @type {[string, any][]} */
  const games = [
    ...(list?.games ?? []).map((/** @type {any} */ g) => /** @type {[string, any]} */ ([LIST, g])),
    ...(one ? [/** @type {[string, any]} */ ([ONE, one])] : []),
  ];
  // Format 2 had no dates: the list's order is kept, a millisecond apart, the first the latest.
  const entries = games.map(([from, old], i) => {
    const { id, v, ...game } = typeof old === 'object' && old ? old : {};
    if (game.mode === undefined && typeof game.options === 'object') game.mode = seats[identityOf(game)];
    if (game.mode === undefined) delete game.mode;
    return {
      from,
      id: typeof id === 'string' ? id : undefined,
      created: now - i,
      played: now - i,
      game,
      summary: /** @type {Summary | null} */ (null),
    };
  });
  const readable = entries.filter((e) => isGame(e.game));
  for (const e of readable) e.summary = safely(summarize, e.game);
  const merged = store.merge(readable);
  const remembered = Object.keys(seats).length ? store.rememberSeats(seats) : null;
  const reason = merged.ok ? (remembered ?? undefined) : merged.reason;
  // A key whose every game is in the store (and the seats too) goes; one with a game that could
  // not be read stays as it is, reported with the unreadable data.
  let moved = !reason;
  for (const key of [LIST, ONE]) {
    const mine = entries.filter((e) => e.from === key);
    if (mine.some((e) => !isGame(e.game))) {
      store.setAside(key);
      moved = false;
    } else if ((key === LIST ? list : one) && !reason) {
      try {
        storage.removeItem(key);
      } catch {
        // Refused: merged again next time, without duplicates.
      }
    }
  }
  return { found: entries.length, moved, ...(reason ? { reason } : {}) };
}

/**
 * Moves fair mode's own store (version 2) into `store`, records included: each game is made by
 * `make(id, old)` from its entry ({ record, kinds, think, at }: fair mode's engine restores the
 * record, so it may have to be loaded). Version 1's games (links refused now) are set aside. A `make` that fails (fair mode cannot be loaded now) leaves the old
 * record as it is, for a later start; an entry that cannot be read sets it aside, untouched.
 * @param {ReturnType<typeof import('./store.js').createStore>} store
 * @param {Storage} storage
 * @param {(id: string, old: any) => Promise<{ game: any, summary: Summary | null }>} make
 * @returns {Promise<{ found: number, moved: boolean, reason?: string }>}
 */
export async function migrateFair(store, storage, make) {
  const data = readOld(storage, FAIR, (d) => d?.v === 2 && typeof d.games === 'object' && d.games !== null, store);
  if (!data) return { found: 0, moved: false };
  const olds = Object.entries(data.games);
  if (olds.some(([, old]) => typeof old !== 'object' || old === null || typeof old.record !== 'string')) {
    store.setAside(FAIR);
    return { found: olds.length, moved: false };
  }
  const entries = [];
  for (const [id, old] of olds) {
    const { game, summary } = await make(id, old);
    const at = Number.isSafeInteger(old.at) && old.at > 0 ? old.at : Date.now();
    if (!isGame(game)) {
      store.setAside(FAIR);
      return { found: olds.length, moved: false };
    }
    entries.push({ created: at, played: at, game, summary });
  }
  const merged = store.merge(entries);
  if (!merged.ok) return { found: olds.length, moved: false, reason: merged.reason };
  try {
    storage.removeItem(FAIR);
  } catch {
    // Refused: merged again next time, without duplicates.
  }
  return { found: olds.length, moved: true };
}

/** The old data under `key`, if it is there and reads as `valid` says; set aside when not. */
function readOld(
  /** @type {Storage} */ storage,
  /** @type {string} */ key,
  /** @type {(data: any) => boolean} */ valid,
  /** @type {{ setAside: (key: string) => void }} */ store,
) {
  let text;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    if (valid(data)) return data;
  } catch {
    // Reported below.
  }
  store.setAside(key);
  return null;
}

function safely(/** @type {(game: Game) => Summary | null} */ summarize, /** @type {any} */ game) {
  try {
    return summarize(game);
  } catch {
    return null;
  }
}

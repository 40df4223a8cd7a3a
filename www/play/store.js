// @ts-check
// The games this device keeps (issue 22), in localStorage, one key per game
// (`dance-of-muses.game.<id>`). Why localStorage, one key per game (docs/my-games.md):
// - sizes: a game is its link plus its actions (a two-round match of four: about 4 KB) and a
//   summary for the list (about 1 KB): 200 finished games and dozens in play fit well inside
//   the 5 million characters every browser gives an origin, so IndexedDB's size is not needed;
// - it is synchronous: a move is checked against the stored game and written in one step, with
//   no await in between for another tab's write to slip into;
// - one key per game: two tabs writing two games never touch each other's key, and a damaged
//   entry loses nothing but itself (it is kept as it is, never overwritten, and reported);
// - the browser announces every write to the other tabs (the `storage` event, with the new
//   value): the announcement is the write itself, so it can never disagree with the store.
//
// Tabs agree through revisions (compare-and-swap): every record has a revision, a write states
// the revision it extends, and a write on any other revision is refused with the newer record,
// so a move is never made on a stale game. Two tabs of different processes may still both read
// revision 5 and both write a revision 6 in the few milliseconds before either hears of the
// other: the browser keeps the last write, and the tab whose write was replaced hears of it
// through the same event (each record carries the stamps of its last writes), so it is told
// its move was not kept and shown the game as it stands. Nothing is lost silently.
//
//   const store = createStore();                        // localStorage, this window's events
//   const { records, unreadable, thinned } = store.list();
//   let r = store.save({ game, summary });              // a new game: { ok, record } or { ok: false, reason }
//   r = store.save({ id: r.record.id, base: r.record.rev, game, summary });   // a move
//   store.onChange(({ id, record, mover, lost, removed }) => …);             // another tab's change

import { KEEP_FINISHED, identityOf, isGame, isId, progress, readStored, relation } from './record.js';
import { exportDocument, readDocument } from './transfer.js';

/** @typedef {import('./record.js').Game} Game */
/** @typedef {import('./record.js').Summary} Summary */
/** @typedef {import('./record.js').Stored} Stored */

/** Each game's key is this and its id. */
export const PREFIX = 'dance-of-muses.game.';
/** Which seat this device plays in each game it was asked about (by identity), games held or not. */
const SEATS = 'dance-of-muses.seats';
/** How many finished games were thinned, for the screen to say. */
const THINNED = 'dance-of-muses.thinned';
/** Stamps of a record's last writes kept in it: far more writes than a tab can miss in the
 * moment before it hears of another's. */
const TRAIL = 8;
const KEEP_SEATS = 200;

/** Why a write did not happen: another tab's newer record ('stale'), a full storage, a browser
 * that refuses storage (some private modes), a damaged record in the way, anything else. */
/** @typedef {'stale' | 'full' | 'refused' | 'unreadable' | 'failed'} Reason */
/** @typedef {{ ok: true, record: Stored, thinned: number }
 *   | { ok: false, reason: Reason, record?: Stored | null }} Written */

/** Another tab's change to a game: its new record (null: deleted), who moved (when its moves
 * went on), and this tab's own write of it if that write was lost to the other tab's. */
/** @typedef {{ id: string, record: Stored | null, removed?: boolean, unreadable?: boolean,
 *   mover: { seat: number, name: string } | null, lost: Stored | null, cleared?: boolean }} Change */

/**
 * The store of this device's games.
 * @param {{ storage?: Storage | (() => Storage), target?: EventTarget | null, tab?: string,
 *   now?: () => number, keepFinished?: number }} [options] `storage`: localStorage by default (a
 *   function, to catch a browser that refuses even to hand it out); `target`: where the `storage`
 *   events of other tabs arrive (this window); `tab`: this tab's name in the records it writes.
 */
export function createStore({
  storage,
  target = globalThis,
  tab = randomName(),
  now = Date.now,
  keepFinished = KEEP_FINISHED,
} = {}) {
  /** @type {Storage | null} */
  let area = null;
  try {
    area = (typeof storage === 'function' ? storage() : storage) ?? globalThis.localStorage ?? null;
  } catch {
    // Refused (cookies and site data blocked): the games go on in their links, unsaved.
  }
  let writes = 0;
  /** This tab's last write of each game, until another tab's write confirms or replaces it. */
  const pending = new Map();
  /** Keys of unreadable data found outside the games' keys (an older format's: legacy.js). */
  const aside = new Set();
  /** @type {Set<(change: Change) => void>} */
  const listeners = new Set();

  const keyOf = (/** @type {string} */ id) => PREFIX + id;

  /** @param {unknown} e @returns {Reason} */
  function classify(e) {
    const { name, code } = /** @type {any} */ (e) ?? {};
    const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
    // A storage that holds nothing yet refuses a first write is a refusing one (Safari's old
    // private windows give a quota of zero), not a full one.
    if (full) return area?.length ? 'full' : 'refused';
    return name === 'SecurityError' ? 'refused' : 'failed';
  }

  /** The text under `key`; undefined when the storage refuses to be read. */
  function text(/** @type {string} */ key) {
    try {
      return /** @type {Storage} */ (area).getItem(key);
    } catch {
      return undefined;
    }
  }

  /** @returns {{ record: Stored | null, reason?: Reason }} */
  function read(/** @type {string} */ id) {
    if (!area) return { record: null, reason: 'refused' };
    const raw = text(keyOf(id));
    if (raw === undefined) return { record: null, reason: 'refused' };
    if (raw === null) return { record: null };
    const record = readStored(raw);
    return record && record.id === id ? { record } : { record: null, reason: 'unreadable' };
  }

  /** Writes `value` (text) under `key`, or says why not; never throws. */
  function put(/** @type {string} */ key, /** @type {string} */ value) {
    try {
      /** @type {Storage} */ (area).setItem(key, value);
      return null;
    } catch (e) {
      return classify(e);
    }
  }

  function keys() {
    const found = [];
    try {
      const a = /** @type {Storage} */ (area);
      for (let i = 0; i < a.length; i++) {
        const key = a.key(i);
        if (key?.startsWith(PREFIX)) found.push(key);
      }
    } catch {
      // Refused while reading: what was found so far.
    }
    return found;
  }

  /**
   * Every game kept, unordered (the list orders them: games.js), the data that could not be
   * read (kept as it is: never overwritten), and how many finished games were thinned.
   * @returns {{ available: boolean, records: Stored[], unreadable: { key: string, size: number }[], thinned: number }}
   */
  function list() {
    if (!area) return { available: false, records: [], unreadable: [], thinned: 0 };
    const records = [];
    const unreadable = [];
    for (const key of keys()) {
      const raw = text(key) ?? '';
      const record = readStored(raw);
      if (record && keyOf(record.id) === key) records.push(record);
      else unreadable.push({ key, size: raw.length });
    }
    for (const key of aside) {
      const raw = text(key);
      if (raw) unreadable.push({ key, size: raw.length });
    }
    return { available: true, records, unreadable, thinned: thinnedSoFar() };
  }

  /** A fresh id for a game of `identity`: its identity's own (so two tabs that open one new
   * link at once write the same game, and the second is refused), else the next one free.
   * No key in use is ever reused, even an unreadable one's. */
  function freeId(/** @type {string} */ identity) {
    const base = `g${hash(identity)}`;
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}~${n}`;
      const found = text(keyOf(id));
      // A storage that refuses to be read: the write that follows says so.
      if (found === null || found === undefined) return id;
    }
  }

  /**
   * Writes game `game` with its summary, extending revision `base` of game `id` (0, or no id:
   * a new game). Refused with the newer record when `base` is not the stored revision; a full
   * or refusing storage is a reason, never an exception, and the stored game stays as it was.
   * `played` (when the game was last played) is now when its moves went on, else as stored.
   * @param {{ id?: string, base?: number, game: Game, summary?: Summary | null,
   *   created?: number, played?: number }} what
   * @returns {Written}
   */
  function save({ id, base = 0, game, summary = null, created, played }, thinning = true) {
    if (!area) return { ok: false, reason: 'refused' };
    if (!isGame(game) || (id !== undefined && !isId(id))) return { ok: false, reason: 'failed' };
    const identity = identityOf(game);
    const key = id ?? freeId(identity);
    const found = read(key);
    if (found.reason) return { ok: false, reason: found.reason };
    const old = found.record;
    if ((old?.rev ?? 0) !== base) return { ok: false, reason: 'stale', record: old };
    // An id names one game: a different game is never written over it.
    if (old && old.identity !== identity) return { ok: false, reason: 'failed' };
    const t = now();
    const moved = !old || progress(old.game) !== progress(game) || old.game.code !== game.code;
    const stamp = `${tab}.${++writes}`;
    /** @type {Stored} */
    const record = {
      v: 1,
      id: key,
      identity,
      rev: base + 1,
      stamp,
      trail: [stamp, ...(old?.trail ?? [])].slice(0, TRAIL),
      tab,
      created: created ?? old?.created ?? t,
      played: played ?? (moved ? t : /** @type {Stored} */ (old).played),
      saved: t,
      game,
      summary,
    };
    const failed = put(keyOf(key), JSON.stringify(record));
    if (failed) return { ok: false, reason: failed };
    pending.set(key, record);
    return { ok: true, record, thinned: summary?.over && thinning ? thin() : 0 };
  }

  /** Whether revision `rev` of game `id` is the stored one: asked before a move is made. */
  function check(/** @type {string} */ id, /** @type {number} */ rev) {
    const { record, reason } = read(id);
    if (reason) return { ok: false, reason, record: null };
    return record?.rev === rev ? { ok: true } : { ok: false, reason: 'stale', record };
  }

  /** Deletes game `id` at revision `base` (the player's choice, confirmed); refused with the
   * newer record if another tab changed it meanwhile. An unreadable entry is discard()'s. */
  function remove(/** @type {string} */ id, /** @type {number} */ base) {
    const { record, reason } = read(id);
    if (reason) return { ok: false, reason };
    if (!record) return { ok: true };
    if (record.rev !== base) return { ok: false, reason: 'stale', record };
    try {
      /** @type {Storage} */ (area).removeItem(keyOf(id));
    } catch (e) {
      return { ok: false, reason: classify(e) };
    }
    pending.delete(id);
    return { ok: true };
  }

  /** Finished games beyond `keepFinished`, the last played kept, the oldest removed; never an
   * unfinished one. Returns how many went (counted for the screen to say). */
  function thin() {
    const finished = list()
      .records.filter((r) => r.summary?.over)
      .sort((a, b) => b.played - a.played);
    let gone = 0;
    for (const r of finished.slice(keepFinished)) if (remove(r.id, r.rev).ok) gone++;
    if (gone) put(THINNED, JSON.stringify({ count: thinnedSoFar() + gone, at: now() }));
    return gone;
  }

  function thinnedSoFar() {
    try {
      const n = JSON.parse(text(THINNED) ?? 'null')?.count;
      return Number.isSafeInteger(n) && n > 0 ? n : 0;
    } catch {
      return 0;
    }
  }

  /** The games held of one identity (a deal played on, and its branches), the last played first. */
  const held = (/** @type {string} */ identity) =>
    list()
      .records.filter((r) => r.identity === identity)
      .sort((a, b) => b.played - a.played);

  /**
   * A game a link brought (the page made it an engine and summarised it): the game held here
   * that it continues is updated (never a second copy); the same game changes nothing; a game
   * held here further on is not rolled back without the player's word — 'older' is returned
   * with it, and `older: 'replace'` (roll it back) or `'copy'` (keep both) is that word; a game
   * that parts from every one held of its identity is kept beside them ('branch').
   * @param {Game} game
   * @param {Summary | null} summary
   * @param {{ older?: 'replace' | 'copy' }} [word]
   * @returns {(Written & { kind: string }) | { ok: false, kind: 'older', record: Stored }}
   */
  function arrive(game, summary, { older } = {}) {
    // Twice at most: a tab that wrote the same game meanwhile is read again and followed.
    for (let attempt = 0; ; attempt++) {
      const games = held(identityOf(game));
      const rel = games.map((r) => ({ r, how: relation(r.game, game) }));
      const same = rel.find((x) => x.how === 'same');
      if (same) return { ok: true, kind: 'same', record: same.r, thinned: 0 };
      // The closest game it continues: the one furthest on.
      const further = rel.filter((x) => x.how === 'further').sort((a, b) => progress(b.r.game) - progress(a.r.game))[0];
      const back = rel.filter((x) => x.how === 'older').sort((a, b) => progress(a.r.game) - progress(b.r.game))[0];
      if (back && !further && !older) return { ok: false, kind: 'older', record: back.r };
      const onto = further?.r ?? (older === 'replace' ? back?.r : undefined);
      const kind = further
        ? 'further'
        : back
          ? older === 'replace'
            ? 'replaced'
            : 'copy'
          : games.length
            ? 'branch'
            : 'new';
      const written = onto ? save({ id: onto.id, base: onto.rev, game, summary }) : save({ game, summary });
      if (written.ok || written.reason !== 'stale' || attempt > 0) return { ...written, kind };
    }
  }

  /**
   * Games read from a file or an older store, merged without duplicates. An entry is compared
   * with the game held under its id (the same game, kept on both devices), else with the games
   * held of its identity that the entries do not name (its copy made here, under another id):
   * none → it is added (under its own id when free); the same → nothing changes (but a
   * game's keys, if the entry has them and the game here not); one it continues → that game is
   * brought up to date (this device's seat and preferences kept, and its keys if the entry has
   * none); one further on → nothing changes; one it parts from → both are kept, counted as a
   * conflict. Two games of one deal under two ids in the entries (a branch) stay two. A failing
   * write stops the merge: what was merged stays, nothing readable is lost.
   * @param {{ id?: string, created?: number, played?: number, game: Game, summary: Summary | null }[]} entries
   * @returns {{ ok: boolean, reason?: Reason, added: number, updated: number, same: number, older: number,
   *   conflicts: { id: string, beside: string[] }[], thinned: number }}
   */
  function merge(entries) {
    const done = {
      ok: true,
      added: 0,
      updated: 0,
      same: 0,
      older: 0,
      conflicts: /** @type {{ id: string, beside: string[] }[]} */ ([]),
    };
    const named = new Set(entries.map((e) => e.id));
    // The games held, read once and kept up to date as the merge writes (a file may hold hundreds).
    /** @type {Map<string, Stored[]>} */
    const index = new Map();
    for (const r of list().records) index.set(r.identity, [...(index.get(r.identity) ?? []), r]);
    const write = (/** @type {Parameters<typeof save>[0]} */ what) => {
      const written = save(what, false);
      if (written.ok) {
        const { record } = written;
        index.set(record.identity, [...(index.get(record.identity) ?? []).filter((r) => r.id !== record.id), record]);
      }
      return written;
    };
    const finish = /** @type {<T extends object>(result: T) => T & { thinned: number }} */ (
      (result) => ({ ...result, thinned: thin() })
    );
    for (const entry of entries) {
      const { game, summary, created, played } = entry;
      const games = index.get(identityOf(game)) ?? [];
      const own = games.find((r) => r.id === entry.id);
      const match = own ? [own] : games.filter((r) => !named.has(r.id));
      const rel = match.map((r) => ({ r, how: relation(r.game, game) }));
      const same = rel.find((x) => x.how === 'same');
      const further = rel.filter((x) => x.how === 'further').sort((a, b) => progress(b.r.game) - progress(a.r.game))[0];
      /** @type {Written | null} */
      let written = null;
      if (same) {
        // The same game: only a game's keys (`secret`), brought by a file that has them, are new.
        if (game.secret !== undefined && same.r.game.secret === undefined) {
          written = write({
            id: same.r.id,
            base: same.r.rev,
            game: { ...same.r.game, secret: game.secret },
            summary: same.r.summary,
          });
          if (written.ok) done.updated++;
        } else done.same++;
      } else if (further) {
        const mine = further.r.game;
        const merged = {
          ...game,
          mode: mine.mode ?? game.mode,
          prefs: /** @type {any} */ (mine).prefs ?? /** @type {any} */ (game).prefs,
        };
        if (merged.secret === undefined && mine.secret !== undefined) merged.secret = mine.secret;
        written = write({ id: further.r.id, base: further.r.rev, game: merged, summary, played });
        if (written.ok) done.updated++;
      } else if (rel.some((x) => x.how === 'older')) {
        done.older++;
      } else {
        const id = isId(entry.id) && text(keyOf(entry.id)) === null ? entry.id : undefined;
        written = write({ id, game, summary, created, played });
        if (written.ok) {
          if (match.length) done.conflicts.push({ id: written.record.id, beside: match.map((r) => r.id) });
          else done.added++;
        }
      }
      if (written && !written.ok) return finish({ ...done, ok: false, reason: written.reason });
    }
    return finish(done);
  }

  // ---- Seats: which seat this device plays in a game, remembered apart from the games -------

  /** @returns {Record<string, number | 'all' | 'watch'>} */
  function seats() {
    try {
      const data = JSON.parse(text(SEATS) ?? 'null');
      if (data?.v === 1 && data.seats && typeof data.seats === 'object') return data.seats;
    } catch {
      // Unreadable: no seat remembered; the next choice is asked again (the entry is rewritten).
    }
    return {};
  }

  /** Remembers `mode` for the games of `identity` (later choices last); the oldest beyond
   * KEEP_SEATS are forgotten. @returns {Reason | null} */
  function rememberSeats(/** @type {Record<string, number | 'all' | 'watch'>} */ chosen) {
    if (!area) return 'refused';
    const all = seats();
    for (const [identity, mode] of Object.entries(chosen)) {
      delete all[identity];
      all[identity] = mode;
    }
    const names = Object.keys(all);
    for (const k of names.slice(0, Math.max(0, names.length - KEEP_SEATS))) delete all[k];
    return put(SEATS, JSON.stringify({ v: 1, seats: all }));
  }

  // ---- Other tabs ------------------------------------------------------------------------

  /** @param {StorageEvent} e */
  function heard(e) {
    if (e.storageArea && e.storageArea !== area) return;
    if (e.key === null) return tell({ id: '', record: null, mover: null, lost: null, cleared: true });
    if (!e.key.startsWith(PREFIX)) return;
    const id = e.key.slice(PREFIX.length);
    const mine = pending.get(id) ?? null;
    if (e.newValue === null) {
      pending.delete(id);
      return tell({ id, record: null, removed: true, mover: null, lost: null });
    }
    // What stands is what this tab reads now: the browser keeps the last write, and Chromium
    // tells a tab of another's write even when its own, still on its way, is the later one.
    const standing = readStored(text(e.key) ?? null);
    // This tab's write stands: the other was replaced, and its tab is the one told.
    if (mine && standing?.stamp === mine.stamp) return;
    const record = standing ?? readStored(e.newValue);
    if (!record) return tell({ id, record: null, unreadable: true, mover: null, lost: null });
    const lost = mine && lostTo(mine, record) ? mine : null;
    pending.delete(id);
    const before = readStored(e.oldValue);
    // A move is news for a game that was there before (a new game's moves are its whole story).
    const went = (before && progress(record.game) > progress(before.game)) || lost;
    const seat = record.summary?.last;
    const mover =
      went && seat !== null && seat !== undefined ? { seat, name: record.summary?.players[seat]?.name ?? '' } : null;
    tell({ id, record, mover, lost });
  }

  /** Whether this tab's write `mine` was replaced by the write that made `record`: its stamp
   * is not the one `record`'s trail holds for its revision (a write this tab never heard of
   * took its place). Out of the trail's reach, nothing is claimed. */
  function lostTo(/** @type {Stored} */ mine, /** @type {Stored} */ record) {
    const back = record.rev - mine.rev;
    if (back < 0) return true;
    return back < record.trail.length && record.trail[back] !== mine.stamp;
  }

  const tell = (/** @type {Change} */ change) => {
    for (const fn of listeners) fn(change);
  };
  const onStorage = (/** @type {Event} */ e) => heard(/** @type {StorageEvent} */ (e));
  target?.addEventListener('storage', onStorage);

  return {
    /** Whether this browser lets the page keep games at all. */
    available: () => !!area,
    list,
    /** Game `id` as stored, or null (none, or unreadable: list() reports it). */
    get: (/** @type {string} */ id) => read(id).record,
    held,
    save,
    check,
    arrive,
    remove,
    merge,
    /** Deletes unreadable data under `key` (a game's key, or one set aside): the player's word only. */
    discard(/** @type {string} */ key) {
      aside.delete(key);
      try {
        area?.removeItem(key);
      } catch {
        // Refused: it stays, reported as before.
      }
    },
    /** Reports `key` (an older store's data that could not be read: legacy.js) with the
     * unreadable data, without touching it. */
    setAside: (/** @type {string} */ key) => aside.add(key),
    /** Forgets the count of thinned games once the screen has said it. */
    seenThinned() {
      try {
        area?.removeItem(THINNED);
      } catch {
        // Refused: said again next time.
      }
    },
    /** This device's seat in the games of `identity` (a 0-based seat, 'all', 'watch'), or undefined. */
    seatOf: (/** @type {string} */ identity) => seats()[identity],
    rememberSeat: (/** @type {string} */ identity, /** @type {number | 'all' | 'watch'} */ mode) =>
      rememberSeats({ [identity]: mode }),
    rememberSeats,
    /**
     * Every game in one document (transfer.js): a game with this device's keys only when
     * `keys` is true (the player's explicit choice); `base` the page's address, to write each
     * game's whole link. @param {{ keys?: boolean, base?: string }} [how]
     */
    exportGames: ({ keys = false, base = '' } = {}) => exportDocument(list().records, { keys, base, now: now() }),
    /** A document exported here or elsewhere, merged (merge); a bad file changes nothing and
     * says why (transfer.js readDocument). @param {string} text */
    importGames(text) {
      const doc = readDocument(text);
      return doc.ok ? merge(doc.games) : doc;
    },
    /** `fn(change)` at every change another tab makes (Change); returns the function that stops it. */
    onChange(/** @type {(change: Change) => void} */ fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      target?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

/** A name for this tab, in the records it writes: unique enough among one device's tabs. */
function randomName() {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('');
}

/** A short, stable name for an identity (two FNV-1a hashes): ids stay short whatever the
 * identity (a position link is long). */
function hash(/** @type {string} */ text) {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x85ebca6b) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

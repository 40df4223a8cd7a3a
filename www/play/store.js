// @ts-check
// The games this device keeps, in localStorage, one key per game (`dance-of-muses.game.<id>`; why: docs/my-games.md):
// a revision per record refuses a write on a stale one (compare-and-set), the `storage` event tells the other tabs,
// damaged data is kept and reported, never overwritten, and a full or refusing storage is a typed result, never an
// exception.

import { KEEP_FINISHED, identityOf, isGame, isId, progress, readStored, relation } from './record.js';
import { exportDocument, readDocument } from './transfer.js';

/** @import { Game, Summary, Stored } from './record.js' */

export const PREFIX = 'dance-of-muses.game.';
const SEATS = 'dance-of-muses.seats';
const THINNED = 'dance-of-muses.thinned';
/** Stamps of a record's last writes: far more than a tab can miss before it hears of another's. */
const TRAIL = 8;
const KEEP_SEATS = 200;

/** @typedef {'stale' | 'full' | 'refused' | 'unreadable' | 'failed'} Reason */
/** @typedef {import('./types.js').Written} Written */

/** Another tab's change: its record (null: deleted), who moved, and this tab's write it replaced, if any. */
/** @typedef {import('./types.js').Change} Change */

/** @param {import('./types.js').StoreOptions} [options] */
export function createStore({
  storage,
  target = globalThis,
  tab = randomName(),
  now = Date.now,
  keepFinished = KEEP_FINISHED,
} = {}) {
  let area = /** @type {Storage | null} */ (null);
  try {
    area = (typeof storage === 'function' ? storage() : storage) ?? globalThis.localStorage ?? null;
  } catch {}
  let writes = 0;
  const pending = new Map();
  const aside = new Set();
  const listeners = /** @type {Set<(change: Change) => void>} */ (new Set());

  const keyOf = (/** @type {string} */ id) => PREFIX + id;

  /** @param {unknown} e @returns {Reason} */
  function classify(e) {
    const { name, code } = /** @type {any} */ (e) ?? {};
    const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
    // A storage that holds nothing yet refuses a first write refuses storage (Safari's old private windows), not full.
    if (full) return area?.length ? 'full' : 'refused';
    return name === 'SecurityError' ? 'refused' : 'failed';
  }

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
    } catch {}
    return found;
  }

  /** Every game kept, unordered, the data that could not be read, and how many finished games were thinned.
   * @returns {{ available: boolean, records: Stored[], unreadable: { key: string, size: number }[], thinned: number }} */
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

  /** A fresh id for a game of `identity`: its identity's own (two tabs opening one new link write one game), else the
   * next free; no key is reused. */
  function freeId(/** @type {string} */ identity) {
    const base = `g${hash(identity)}`;
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}~${n}`;
      const found = text(keyOf(id));
      if (found === null || found === undefined) return id;
    }
  }

  /** Writes `game` on revision `base` of game `id` (0, or no id: a new game); refused with the newer record on
   * another revision, and the stored game stays as it was.
   * @param {import('./types.js').SaveWhat} what @returns {Written} */
  function save({ id, base = 0, game, summary = null, created, played }, thinning = true) {
    if (!area) return { ok: false, reason: 'refused' };
    if (!isGame(game) || (id !== undefined && !isId(id))) return { ok: false, reason: 'failed' };
    const identity = identityOf(game);
    const key = id ?? freeId(identity);
    const found = read(key);
    if (found.reason) return { ok: false, reason: found.reason };
    const old = found.record;
    if ((old?.rev ?? 0) !== base) return { ok: false, reason: 'stale', record: old };
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

  function check(/** @type {string} */ id, /** @type {number} */ rev) {
    const { record, reason } = read(id);
    if (reason) return { ok: false, reason, record: null };
    return record?.rev === rev ? { ok: true } : { ok: false, reason: 'stale', record };
  }

  /** Deletes game `id` at revision `base`; refused with the newer record if another tab changed it. */
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

  /** Thins the finished games beyond `keepFinished`, the oldest first (never an unfinished one): how many went. */
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

  const held = (/** @type {string} */ identity) =>
    list()
      .records.filter((r) => r.identity === identity)
      .sort((a, b) => b.played - a.played);

  /** A game a link brought: the one held that it continues is updated, never copied; one held further on is
   * not rolled back without the player's word (`older`: 'replace' or 'copy'); one that parts is a 'branch'.
   * @param {Game} game @param {Summary | null} summary @param {{ older?: 'replace' | 'copy' }} [word]
   * @returns {(Written & { kind: string }) | { ok: false, kind: 'older', record: Stored }} */
  function arrive(game, summary, { older } = {}) {
    for (let attempt = 0; ; attempt++) {
      const games = held(identityOf(game));
      const rel = games.map((r) => ({ r, how: relation(r.game, game) }));
      const same = rel.find((x) => x.how === 'same');
      if (same) return { ok: true, kind: 'same', record: same.r, thinned: 0 };
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

  /** Games from a file or an older store, merged without duplicates (docs/my-games.md: one that continues the other
   * is kept, the same skipped, two that part both kept, a conflict).
   * @param {import('./types.js').MergeEntry[]} entries @returns {import('./types.js').Merged} */
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
    const index = /** @type {Map<string, Stored[]>} */ (new Map());
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
      let written = /** @type {Written | null} */ (null);
      if (same) {
        // The same game: only its keys (`secret`), from a file that has them, are new.
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

  // ---- Seats: which seat this device plays in a game, apart from the games ----

  /** @returns {Record<string, number | 'all' | 'watch'>} */
  function seats() {
    try {
      const data = JSON.parse(text(SEATS) ?? 'null');
      if (data?.v === 1 && data.seats && typeof data.seats === 'object') return data.seats;
    } catch {}
    return {};
  }

  /** Remembers `mode` for the games of `identity`; the oldest beyond KEEP_SEATS are forgotten.
   * @returns {Reason | null} */
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

  // ---- Other tabs ----

  function heard(/** @type {StorageEvent} */ e) {
    if (e.storageArea && e.storageArea !== area) return;
    if (e.key === null) return tell({ id: '', record: null, mover: null, lost: null, cleared: true });
    if (!e.key.startsWith(PREFIX)) return;
    const id = e.key.slice(PREFIX.length);
    const mine = pending.get(id) ?? null;
    if (e.newValue === null) {
      pending.delete(id);
      return tell({ id, record: null, removed: true, mover: null, lost: null });
    }
    // What stands is what this tab reads now (Chromium tells of another's write even when its own is the later).
    const standing = readStored(text(e.key) ?? null);
    if (mine && standing?.stamp === mine.stamp) return;
    const record = standing ?? readStored(e.newValue);
    if (!record) return tell({ id, record: null, unreadable: true, mover: null, lost: null });
    const lost = mine && lostTo(mine, record) ? mine : null;
    pending.delete(id);
    const before = readStored(e.oldValue);
    const went = (before && progress(record.game) > progress(before.game)) || lost;
    const seat = record.summary?.last;
    const mover =
      went && seat !== null && seat !== undefined ? { seat, name: record.summary?.players[seat]?.name ?? '' } : null;
    tell({ id, record, mover, lost });
  }

  /** Whether this tab's write `mine` was replaced by the write that made `record` (its stamp not in the trail). */
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
    available: () => !!area,
    list,
    get: (/** @type {string} */ id) => read(id).record,
    held,
    save,
    check,
    arrive,
    remove,
    merge,
    discard(/** @type {string} */ key) {
      aside.delete(key);
      try {
        area?.removeItem(key);
      } catch {}
    },
    setAside: (/** @type {string} */ key) => aside.add(key),
    seenThinned() {
      try {
        area?.removeItem(THINNED);
      } catch {}
    },
    seatOf: (/** @type {string} */ identity) => seats()[identity],
    rememberSeat: (/** @type {string} */ identity, /** @type {number | 'all' | 'watch'} */ mode) =>
      rememberSeats({ [identity]: mode }),
    rememberSeats,
    /** Every game in one document (transfer.js); this device's keys only when `keys`.
     * @param {{ keys?: boolean, base?: string }} [how] */
    exportGames: ({ keys = false, base = '' } = {}) => exportDocument(list().records, { keys, base, now: now() }),
    importGames(/** @type {string} */ text) {
      const doc = readDocument(text);
      return doc.ok ? merge(doc.games) : doc;
    },
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

function randomName() {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(36).padStart(2, '0')).join('');
}

/** A short, stable name for an identity (two FNV-1a hashes). */
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

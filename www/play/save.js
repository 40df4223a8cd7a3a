// @ts-check
// Nothing lost: the game is saved after every action twice, in the address (its fragment,
// never sent to a server, always holds the game's link as it stands) and in localStorage,
// and a reload opens it again. A game is its options (seed included) and its actions
// (boardgame.io's lesson), plus what the table needs around it: the players' names, each
// seat's kind ("human", or a computer with its level) and the UI preferences.
//
// Several games are kept, each under its own id, the last played first: opening a link to
// another game, or branching a replay, never overwrites the game that was being played.
// Which seat this device plays in a game played by link is remembered per game (options and
// seed), apart from the games, so it outlives them.

const KEY = 'dance-of-muses.games';
/** Format 1 held one game under this key: read once, then kept in the list. */
const OLD_KEY = 'dance-of-muses.game';
const VERSION = 2;
const KEEP = 8;
const KEEP_SEATS = 40;

/** The address's fragment without its `#` ('' when there is none). */
export const fragment = () => location.hash.slice(1);

/** Who hears the address change (live play: the game's link goes to the other devices). */
const addressHeard = new Set();

/** The address holds `code` from now on (no history entry, no hashchange); '' removes it. */
/** @param {string} code */
export function setAddress(code) {
  if (fragment() !== code)
    history.replaceState(history.state, '', code ? `#${code}` : location.pathname + location.search);
  for (const heard of addressHeard) heard(code);
}

/** `heard(code)` after every setAddress (the game saved, its link new or not: a link opened
 * by hand is in the address before its game is); returns what stops it.
 * @param {(code: string) => void} heard */
export function onAddress(heard) {
  addressHeard.add(heard);
  return () => void addressHeard.delete(heard);
}

/** The whole link to a game's code, from wherever the page is hosted. */
export const urlOf = (/** @type {string} */ code) => `${location.href.split('#')[0]}#${code}`;

/** A game's identity: its deal (options and seed), or for a position link its start. */
/** @param {{ start?: string, options: { players: number, rounds: number, colours: string, seed: any } }} record */
export function gameKey(record) {
  if (record.start) return record.start;
  const { players, rounds, colours, seed } = record.options;
  return `${players}.${rounds}.${colours}.${seed}`;
}

/** @typedef {{ v: number, games: any[], seats: Record<string, any> }} Saved */

/** @returns {Saved} */
function read() {
  /** @type {any} */
  let data = null;
  try {
    data = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    // Unreadable: start a new list (the broken one is overwritten at the next save).
  }
  if (data?.v !== VERSION || !Array.isArray(data.games)) data = { v: VERSION, games: [], seats: {} };
  data.games = data.games.filter(
    (/** @type {any} */ g) => g && typeof g.id === 'string' && g.options && Array.isArray(g.actions),
  );
  data.seats ??= {};
  if (!data.games.length) {
    try {
      const old = JSON.parse(localStorage.getItem(OLD_KEY) ?? 'null');
      if (old?.v === 1 && old.options && Array.isArray(old.actions)) data.games.push({ ...old, id: gameKey(old) });
    } catch {
      // No older save.
    }
  }
  return data;
}

/** @param {Saved} data */
function write(data) {
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
    return true;
  } catch {
    // Private windows and full disks refuse storage: the game goes on unsaved.
    return false;
  }
}

/** Saves `record` ({ id, start?, code, options, actions, names, kinds, prefs, … }) as the game
 * last played; a full or blocked storage is not fatal. */
/** @param {any} record */
export function save(record) {
  const data = read();
  data.games = [{ ...record }, ...data.games.filter((g) => g.id !== record.id)].slice(0, KEEP);
  if (write(data)) localStorage.removeItem(OLD_KEY);
}

/** The game last played, or the game saved under `id`; null when there is none. */
/** @param {string} [id] */
export function load(id) {
  const { games } = read();
  return (id === undefined ? games[0] : games.find((g) => g.id === id)) ?? null;
}

/** Every saved game, the last played first. */
export const all = () => read().games;

/** An id for a new game of `key`: the key itself, unless a saved game already has it. */
/** @param {string} key */
export function freshId(key) {
  const ids = new Set(all().map((g) => g.id));
  if (!ids.has(key)) return key;
  for (let i = 2; ; i++) if (!ids.has(`${key}~${i}`)) return `${key}~${i}`;
}

/** Which seat this device plays in the game `key`: a 0-based seat, "all" (hot-seat),
 * "watch", or undefined when never asked. */
export const seatOf = (/** @type {string} */ key) => read().seats[key];

/** @param {string} key @param {'all' | 'watch' | number} mode */
export function rememberSeat(key, mode) {
  const data = read();
  delete data.seats[key];
  data.seats[key] = mode;
  const keys = Object.keys(data.seats);
  for (const k of keys.slice(0, Math.max(0, keys.length - KEEP_SEATS))) delete data.seats[k];
  write(data);
}

/** Where the tutorial's progress is kept (features/tutorial.js). */
export const TUTORIAL = 'dance-of-muses.tutorial';

/** The step of the tutorial a reload at address `fragment` comes back to: the tutorial was
 * left open at the step whose link this is; else null.
 * @param {string} fragment */
export function lessonAt(fragment) {
  try {
    const p = JSON.parse(localStorage.getItem(TUTORIAL) ?? 'null');
    return p?.open && fragment && p.link === fragment ? p.step : null;
  } catch {
    return null;
  }
}

/** Whether this browser holds flag `key` set (the e2e tests' one: tests/e2e/harness.mjs).
 * @param {string} key */
export function flag(key) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    // No storage: no flag either.
    return false;
  }
}

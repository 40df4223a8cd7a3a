// @ts-check
// A kept game (issue 22): what the store (store.js) keeps of each game, and the rules about it
// that need no storage: its identity, whether a link continues it, the summary the page stores
// beside it for the list (from the engine's PUBLIC view: a face-down Muse is never in it), and
// the checks that turn text read back (from storage or from a file) into a record, or refuse it.
// Pure functions: no storage, no DOM, no engine.

/** The page's game, as the page hands it to the store: session.record()'s fields, or a fair
 * game's ({ fair: true, gameId, code, moves, secret?, … }). Only these fields are read here. */
/** @typedef {{ fair?: boolean, gameId?: string, id?: string | null, identity?: string, start?: string, code?: string,
 *   options?: { players: number, rounds: number, colours: string, seed: string },
 *   actions?: import('../engine/port.js').Action[] | null, moves?: number, messages?: number, names?: string[], kinds?: string[],
 *   mode?: number | 'all' | 'watch', host?: number | null, think?: number, prefs?: any,
 *   secret?: unknown }} Game */

/** A tile of the small picture of the table: its square, Muse (null face down), die. */
/** @typedef {{ x: number, y: number, muse: string | null, colour: string, value: number, up: boolean }} Tile */

/** What the page stores beside a game for the list (summaryOf), so that the list needs no engine. */
/** @typedef {{ players: { name: string, colour: string, kind: string }[], round: number, rounds: number,
 *   moves: number, over: boolean, winners: number[] | null, shared: boolean, waitingOn: number | null,
 *   last: number | null, mine?: boolean, tiles: Tile[] }} Summary */

/** A kept game: the store's record (store.js). */
/** @typedef {{ id: string, identity: string, rev: number, created: number, played: number,
 *   game: Game, summary: Summary | null }} GameRecord */

/** A record as stored: the game, its summary, and the store's own fields: its revision (one
 * more at each write), the stamps of its last writes (to tell a write lost to another tab's),
 * the tab that wrote it, when it was made and last played. */
/** @typedef {GameRecord & { v: 1, stamp: string, trail: string[], tab: string, saved: number }} Stored */

/** The stored record's format: a record of another format is never overwritten (kept, said). */
export const RECORD_FORMAT = 1;
/** Finished games beyond this number are thinned, the oldest first (unfinished ones never). */
export const KEEP_FINISHED = 200;

/**
 * A game's identity: the same game on every device, whatever its progress. It is the engine's
 * (Engine.identity: a deal's options and seed, a game begun from a position its link; a fair
 * game's, its game id's), which the page hands over with the game (session.record). A game
 * written before the page did (kept by an earlier page, or in a file exported from one) has
 * none: `formerIdentity` works it out as the engine does (tests/wasm/identity.test.mjs).
 * @param {Game} game
 */
export const identityOf = (game) => game.identity ?? formerIdentity(game);

/** The identity of a game written without one, from its fields. @param {Game} game */
function formerIdentity(game) {
  if (game.fair) return `fair-${game.gameId}`;
  if (game.start) return game.start;
  const { players, rounds, colours, seed } = game.options ?? /** @type {never} */ ({});
  return `${players}.${rounds}.${colours}.${seed}`;
}

/** How far a game has gone: its actions (a fair game counts its own, checked by its engine).
 * @param {Game} game */
export const progress = (game) => (Array.isArray(game.actions) ? game.actions.length : (game.moves ?? 0));

/**
 * How game `b` stands to game `a` of the same identity: 'same', 'further' (b continues a: a's
 * actions begin b's), 'older' (b is a point a has passed: a roll-back) or 'other' (they part:
 * neither continues the other). A fair game's engine checks its own continuation, message by
 * message: here its counts of messages are compared (a record kept before they were: its
 * moves, then its links' lengths).
 * @param {Game} a
 * @param {Game} b
 * @returns {'same' | 'further' | 'older' | 'other'}
 */
export function relation(a, b) {
  const [m, n] = [progress(a), progress(b)];
  // A fair game: how many messages each holds (kept since links leave proofs out as they go).
  const [p, q] = [/** @type {any} */ (a).messages, /** @type {any} */ (b).messages];
  if (typeof p === 'number' && typeof q === 'number') {
    if (p !== q) return p < q ? 'further' : 'older';
    return a.code === b.code ? 'same' : 'other';
  }
  if (!Array.isArray(a.actions) || !Array.isArray(b.actions)) {
    if (m !== n) return m < n ? 'further' : 'older';
    if (a.code === b.code) return 'same';
    // Equal counts of moves: the protocol's messages (shuffles, deals, keys: each many bytes)
    // only ever add to a fair link, so the longer link is further on; two as long part.
    const [k, l] = [a.code?.length ?? 0, b.code?.length ?? 0];
    return k === l ? 'other' : k < l ? 'further' : 'older';
  }
  const [short, long] = m <= n ? [a.actions, b.actions] : [b.actions, a.actions];
  // Actions are the engine's plain objects, in its own field order: their text compares them.
  const begins = short.every((x, i) => JSON.stringify(x) === JSON.stringify(long[i]));
  if (!begins) return 'other';
  return m === n ? 'same' : m < n ? 'further' : 'older';
}

/**
 * The summary the page stores with a game, from the engine's public view (view(null)) and
 * what the page knows around it: the names and kinds of the seats, the number of actions, the
 * seat that made the last one, and for a fair game its protocol's next step ({ seat, mine }).
 * @param {import('../engine/port.js').View} view the engine's View (src/view.rs)
 * @param {{ names: string[], kinds?: string[], moves: number, last?: number | null,
 *   next?: { seat: number, mine: boolean } | null }} around
 * @returns {Summary}
 */
export function summaryOf(view, { names, kinds = [], moves, last = null, next }) {
  const over = view.game_over;
  const companies = view.companies;
  /** @type {number[] | null} */
  let winners = null;
  let shared = false;
  const match = view.match_score;
  if (over && match) {
    const colours = match.winners.map((i) => match.totals[i].colour);
    winners = companies.filter((c) => colours.includes(c.colour)).flatMap((c) => c.seats);
    shared = colours.length > 1;
  } else if (over && view.results.length) {
    const score = view.results[view.results.length - 1];
    winners = score.winners.flatMap((i) => score.companies[i].seats);
    shared = score.winners.length > 1;
  }
  /** @type {Summary} */
  const summary = {
    players: view.seats.map((colour, s) => ({
      name: names[s] ?? '',
      colour,
      kind: kinds[s] ?? 'human',
    })),
    round: view.round,
    rounds: view.rounds,
    moves,
    over,
    winners,
    shared,
    waitingOn: over ? null : (next?.seat ?? view.to_move),
    last,
    // Hidden information is sacred: a face-down Muse is never named, whatever the view held.
    tiles: view.tiles.map((t) => ({
      x: t.square.x,
      y: t.square.y,
      muse: t.face_up ? t.muse : null,
      colour: t.colour,
      value: t.value,
      up: t.face_up,
    })),
  };
  if (next) summary.mine = !!next.mine;
  return summary;
}

// ---- Reading back: text from storage or a file is unchecked input ------------------------

/** Bounds on what a record may hold: far above any real game (a two-round match of four is about
 * 60 actions; a fair game's link at most 8,000 characters), far below what could hurt. */
const MAX_ACTIONS = 5000;
const MAX_TEXT = 20_000;
const MAX_TILES = 64;

const isText = (/** @type {unknown} */ x, max = 200) => typeof x === 'string' && x.length <= max;
const isCount = (/** @type {unknown} */ x, max = Number.MAX_SAFE_INTEGER) =>
  Number.isSafeInteger(x) && /** @type {number} */ (x) >= 0 && /** @type {number} */ (x) <= max;
const isObject = (/** @type {unknown} */ x) => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTexts = (/** @type {unknown} */ x) =>
  x === undefined || (Array.isArray(x) && x.length <= 8 && x.every((n) => isText(n)));

/** Whether `id` can name a kept game: some text, short enough for a storage key (a position
 * link's identity, save.js's id for such a game, is a hundred characters or so).
 * @param {unknown} id @returns {id is string} */
export const isId = (id) => isText(id, 1000) && /** @type {string} */ (id).length > 0;

/** Whether `game` is a game the page could open: the fields identity and continuation read are
 * well formed (the engine checks the rest when the game opens).
 * @param {unknown} game @returns {game is Game} */
export function isGame(game) {
  if (!isObject(game)) return false;
  const g = /** @type {any} */ (game);
  if (!isTexts(g.names) || !isTexts(g.kinds)) return false;
  if (g.identity !== undefined && !isId(g.identity)) return false;
  if (!(g.mode === undefined || g.mode === 'all' || g.mode === 'watch' || isCount(g.mode, 3))) return false;
  if (g.fair)
    return isText(g.gameId) && g.gameId.length > 0 && isText(g.code, MAX_TEXT) && isCount(g.moves, MAX_ACTIONS);
  if (!Array.isArray(g.actions) || g.actions.length > MAX_ACTIONS || !g.actions.every(isObject)) return false;
  if (g.code !== undefined && !isText(g.code, MAX_TEXT)) return false;
  if (g.start !== undefined) return isText(g.start, MAX_TEXT) && g.start.length > 0;
  const o = g.options;
  return (
    isObject(o) &&
    [2, 3, 4].includes(o.players) &&
    isCount(o.rounds, 9) &&
    isText(o.colours, 8) &&
    /^[0-9]{1,20}$/.test(o.seed)
  );
}

/** Whether `s` is a summary the list can show (else the game is kept without one).
 * @param {unknown} s @returns {s is Summary} */
export function isSummary(s) {
  if (!isObject(s)) return false;
  const m = /** @type {any} */ (s);
  const seat = (/** @type {unknown} */ x) => x === null || isCount(x, 3);
  const player = (/** @type {any} */ p) => isObject(p) && isText(p.name) && isText(p.colour) && isText(p.kind);
  const tile = (/** @type {any} */ t) =>
    isObject(t) &&
    Number.isSafeInteger(t.x) &&
    Number.isSafeInteger(t.y) &&
    (t.muse === null || isText(t.muse)) &&
    isText(t.colour) &&
    isCount(t.value, 6) &&
    typeof t.up === 'boolean';
  return (
    Array.isArray(m.players) &&
    m.players.length <= 4 &&
    m.players.every(player) &&
    isCount(m.round, 9) &&
    isCount(m.rounds, 9) &&
    isCount(m.moves, MAX_ACTIONS) &&
    typeof m.over === 'boolean' &&
    typeof m.shared === 'boolean' &&
    (m.winners === null ||
      (Array.isArray(m.winners) &&
        m.winners.length <= 4 &&
        m.winners.every((/** @type {unknown} */ w) => isCount(w, 3)))) &&
    seat(m.waitingOn) &&
    seat(m.last) &&
    (m.mine === undefined || typeof m.mine === 'boolean') &&
    Array.isArray(m.tiles) &&
    m.tiles.length <= MAX_TILES &&
    m.tiles.every(tile)
  );
}

/**
 * The record stored as `text`, checked; null when it cannot be read (not JSON, another format,
 * a game the page could not open, an identity that is not its game's). A damaged summary only
 * loses the summary: the game is kept.
 * @param {string | null} text
 * @returns {Stored | null}
 */
export function readStored(text) {
  let r;
  try {
    r = JSON.parse(/** @type {string} */ (text));
  } catch {
    return null;
  }
  if (!isObject(r) || r.v !== RECORD_FORMAT || !isId(r.id) || !isCount(r.rev) || r.rev < 1) return null;
  if (
    !isText(r.tab) ||
    !isText(r.stamp) ||
    !Array.isArray(r.trail) ||
    !r.trail.every((/** @type {unknown} */ s) => isText(s))
  )
    return null;
  if (![r.created, r.played, r.saved].every((t) => isCount(t)) || !isGame(r.game)) return null;
  if (r.identity !== identityOf(r.game)) return null;
  if (r.summary !== null && !isSummary(r.summary)) r.summary = null;
  return r;
}

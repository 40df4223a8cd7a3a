// @ts-check
// A kept game's rules that need no storage: its identity, whether one continues another, its summary for the list
// (from the engine's PUBLIC view: a face-down Muse is never in it), the checks on text read back, and the kinds of
// kept game features register (useKind).

/** @typedef {import('./types.js').Game} Game */

/** @typedef {'same' | 'further' | 'older' | 'other'} Relation */

/** @typedef {import('./types.js').KeptKind} Kind */

/** @typedef {{ x: number, y: number, muse: string | null, colour: string, value: number, up: boolean }} Tile */

/** What the list shows of a game without an engine (summaryOf). @typedef {import('./types.js').Summary} Summary */

/** @typedef {import('./types.js').GameRecord} GameRecord */

/** A record as stored: the store's own fields too (revision, the stamps of its last writes, its tab). */
/** @typedef {GameRecord & { v: 1, stamp: string, trail: string[], tab: string, saved: number }} Stored */

export const RECORD_FORMAT = 1;
export const KEEP_FINISHED = 200;

const kinds = /** @type {Kind[]} */ ([]);
export const useKind = (/** @type {Kind} */ kind) => void (kinds.includes(kind) || kinds.push(kind));
export const kindOf = (/** @type {unknown} */ game) => kinds.find((k) => k.is(game)) ?? null;

/** A game's identity, the same on every device: the engine's; one kept without it is worked out as the engine does. */
export const identityOf = (/** @type {Game} */ game) => game.identity ?? formerIdentity(game);

function formerIdentity(/** @type {Game} */ game) {
  const kind = kindOf(game);
  if (kind) return kind.identity(game);
  if (game.start) return game.start;
  const { players, rounds, colours, seed } = game.options ?? /** @type {never} */ ({});
  return `${players}.${rounds}.${colours}.${seed}`;
}

export const progress = (/** @type {Game} */ game) =>
  Array.isArray(game.actions) ? game.actions.length : (game.moves ?? 0);

/** How `b` stands to `a` of the same identity: 'same', 'further' (a's actions begin b's), 'older' or 'other'.
 * @param {Game} a @param {Game} b @returns {Relation} */
export function relation(a, b) {
  const kind = kindOf(a);
  if (kind) return kind.relation(a, b);
  const [m, n] = [progress(a), progress(b)];
  if (!Array.isArray(a.actions) || !Array.isArray(b.actions)) return 'other';
  const [short, long] = m <= n ? [a.actions, b.actions] : [b.actions, a.actions];
  const begins = short.every((x, i) => JSON.stringify(x) === JSON.stringify(long[i]));
  if (!begins) return 'other';
  return m === n ? 'same' : m < n ? 'further' : 'older';
}

/** @param {import('../engine/port.js').Port} engine @param {{ names: string[], kinds?: string[] }} setup */
export function summarize(engine, { names, kinds }) {
  const n = engine.actionCount();
  return summaryOf(engine.view(null), { names, kinds, moves: n, last: n ? engine.seatOf(n - 1) : null });
}

/** The summary kept with a game, from the engine's public view and what the page knows (`next`: a protocol's step).
 * @param {import('../engine/port.js').View} view the engine's View (src/view.rs)
 * @param {import('./types.js').Around} around @returns {Summary} */
export function summaryOf(view, { names, kinds = [], moves, last = null, next }) {
  const over = view.game_over;
  const companies = view.companies;
  let winners = /** @type {number[] | null} */ (null);
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

// ---- Reading back: text from storage or a file is unchecked input ----

export const MAX_ACTIONS = 5000;
export const MAX_TEXT = 20_000;
const MAX_TILES = 64;

export const isText = (/** @type {unknown} */ x, max = 200) => typeof x === 'string' && x.length <= max;
export const isCount = (/** @type {unknown} */ x, max = Number.MAX_SAFE_INTEGER) =>
  Number.isSafeInteger(x) && /** @type {number} */ (x) >= 0 && /** @type {number} */ (x) <= max;
const isObject = (/** @type {unknown} */ x) => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTexts = (/** @type {unknown} */ x) =>
  x === undefined || (Array.isArray(x) && x.length <= 8 && x.every((n) => isText(n)));

/** @param {unknown} id @returns {id is string} */
export const isId = (id) => isText(id, 1000) && /** @type {string} */ (id).length > 0;

/** Whether `game` is one the page could open (the fields identity and continuation read; the engine checks the rest).
 * @param {unknown} game @returns {game is Game} */
export function isGame(game) {
  if (!isObject(game)) return false;
  const g = /** @type {any} */ (game);
  if (!isTexts(g.names) || !isTexts(g.kinds)) return false;
  if (g.identity !== undefined && !isId(g.identity)) return false;
  if (!(g.mode === undefined || g.mode === 'all' || g.mode === 'watch' || isCount(g.mode, 3))) return false;
  const kind = kindOf(g);
  if (kind) return kind.valid(g);
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

/** @param {unknown} s @returns {s is Summary} */
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

/** The record stored as `text`, checked, or null; a damaged summary only loses the summary. @returns {Stored | null} */
export function readStored(/** @type {string | null} */ text) {
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

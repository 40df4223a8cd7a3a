// @ts-check
// Fair games as a kind of kept game (play/record.js Kind): told by `fair`, known by their game id, compared by their
// protocol's messages, opened and followed by fair mode, and fair mode's own older store taken in.

import { readOld } from '../play/old-stores.js';
import { MAX_ACTIONS, MAX_TEXT, isCount, isGame, isText, summaryOf } from '../play/record.js';

/** @import { Game, Summary, Relation } from '../play/record.js' */
/** @typedef {{ read: (record: string) => Fair, isComputer: (kind: string) => boolean }} Doors */
/** @typedef {import('./types.js').Keeper} Keeper */
/** @typedef {ReturnType<typeof import('../play/store.js').createStore>} Store */
/** @typedef {import('./types.js').Fair} Fair */

export const FAIR_STORE = 'dance-of-muses.fair';

export const fairIdentity = (/** @type {string} */ gameId) => `fair-${gameId}`;

/** How fair game `b` stands to `a`: by their counts of messages; a record without them, by moves, then by its link's
 * length (a link only grows). @param {Game} a @param {Game} b @returns {Relation} */
function relation(a, b) {
  const [p, q] = [a.messages, b.messages];
  if (typeof p === 'number' && typeof q === 'number') {
    if (p !== q) return p < q ? 'further' : 'older';
    return a.code === b.code ? 'same' : 'other';
  }
  const [m, n] = [a.moves ?? 0, b.moves ?? 0];
  if (m !== n) return m < n ? 'further' : 'older';
  if (a.code === b.code) return 'same';
  const [k, l] = [a.code?.length ?? 0, b.code?.length ?? 0];
  return k === l ? 'other' : k < l ? 'further' : 'older';
}

/** The fair kind's rules on its records alone (the store's, the tests'). */
export const fairRecords = {
  name: 'fair',
  words: 'games.kind.fair',
  is: (/** @type {any} */ game) => !!game?.fair,
  identity: (/** @type {Game} */ game) => fairIdentity(String(game.gameId)),
  valid: (/** @type {any} */ g) =>
    isText(g.gameId) && g.gameId.length > 0 && isText(g.code, MAX_TEXT) && isCount(g.moves, MAX_ACTIONS),
  relation,
};

/** What reads an old record: fair mode's engine and the computers' kinds, loaded then. @returns {Promise<Doors>} */
const games = () =>
  Promise.all([import('../engine/fair.js'), import('../engine/computer.js')]).then(async ([f, c]) => ({
    read: (await f.loadFairGames()).read,
    isComputer: c.isComputer,
  }));

/** The fair kind with the page: `use(then)` loads fair mode and hands it over.
 * @param {(then: (fair: any) => unknown) => unknown} use @returns {import('../play/record.js').Kind} */
export const fairKind = (use) => ({
  ...fairRecords,
  open: (record, enter) => enter && (use((fair) => fair.open(record.game.code)), true),
  taken: () => void use((fair) => fair.taken()),
  migrate: (store, storage) => migrateFair(store, storage, (id, old) => fairOf(games, id, old)),
});

/** A fair game's summary: its public view once dealt, whose step is next (`mine`: this device's); before the deal, its
 * players. @param {Fair} engine @param {string[]} kinds @returns {Summary} */
export function fairSummary(engine, kinds) {
  const next = engine.next();
  const names = engine.names();
  const n = engine.actionCount();
  const view = engine.view(null);
  const step = next ? { seat: next.seat, mine: !!next.mine } : null;
  if (view) return summaryOf(view, { names, kinds, moves: n, last: n ? engine.seatOf(n - 1) : null, next: step });
  /** @type {Summary} */
  const summary = {
    players: names.map((/** @type {string} */ name, /** @type {number} */ s) => ({
      name,
      colour: '',
      kind: kinds[s] ?? 'human',
    })),
    round: 1,
    rounds: /** @type {number} */ (engine.options().rounds),
    moves: 0,
    over: false,
    winners: null,
    shared: false,
    waitingOn: step?.seat ?? null,
    last: null,
    tiles: [],
  };
  if (step) summary.mine = step.mine;
  return summary;
}

/** Keeps fair game `engine` as it stands, its record as `secret`; the kinds and thinking time kept stay unless given.
 * @param {Keeper} kept @param {Fair} engine
 * @param {{ kinds?: string[], think?: number, mode: number | 'watch' }} fields */
export function keepFair(kept, engine, fields) {
  let kinds = /** @type {string[]} */ ([]);
  const build = (/** @type {any} */ old) => {
    kinds = fields.kinds ?? old?.kinds ?? [];
    const think = fields.think ?? old?.think;
    return {
      fair: true,
      identity: engine.identity(),
      gameId: engine.gameId(),
      code: engine.code(),
      moves: engine.actionCount(),
      messages: engine.messages(),
      names: engine.names(),
      kinds,
      mode: fields.mode,
      ...(think ? { think } : {}),
      secret: engine.record(),
    };
  };
  return kept.keep(engine.identity(), build, () => fairSummary(engine, kinds));
}

/** An entry of fair mode's old store as a kept game, read by its engine to be summarised (unreadable: without a
 * summary). @param {() => Promise<Doors>} games @param {string} gameId
 * @param {{ record: string, kinds?: string[], think?: number }} old */
async function fairOf(games, gameId, old) {
  const doors = await games();
  const kinds = old.kinds ?? [];
  let engine = /** @type {Fair | null} */ (null);
  try {
    engine = doors.read(old.record);
  } catch {}
  const seats = engine ? engine.seats() : [];
  const mine = seats.find((/** @type {number} */ s) => !doors.isComputer(kinds[s] ?? 'human'));
  const game = {
    fair: true,
    gameId: engine?.gameId() ?? gameId,
    code: engine?.code() ?? '',
    moves: engine?.actionCount() ?? 0,
    names: engine?.names(),
    kinds,
    think: old.think,
    mode: mine ?? 'watch',
    secret: old.record,
  };
  const summary = engine ? fairSummary(engine, kinds) : null;
  engine?.free();
  return { game, summary };
}

/** Moves fair mode's old store (version 2) into `store`; version 1's or an unreadable entry is set aside, untouched,
 * and a `make` that fails leaves it for a later start. @param {Store} store @param {Storage} storage
 * @param {(id: string, old: any) => Promise<{ game: any, summary: Summary | null }>} make
 * @returns {Promise<{ found: number, moved: boolean, reason?: string }>} */
export async function migrateFair(store, storage, make) {
  const data = readOld(
    storage,
    FAIR_STORE,
    (d) => d?.v === 2 && typeof d.games === 'object' && d.games !== null,
    store,
  );
  if (!data) return { found: 0, moved: false };
  const olds = Object.entries(data.games);
  if (olds.some(([, old]) => typeof old !== 'object' || old === null || typeof old.record !== 'string')) {
    store.setAside(FAIR_STORE);
    return { found: olds.length, moved: false };
  }
  const entries = [];
  for (const [id, old] of olds) {
    const { game, summary } = await make(id, old);
    const at = Number.isSafeInteger(old.at) && old.at > 0 ? old.at : Date.now();
    if (!isGame(game)) {
      store.setAside(FAIR_STORE);
      return { found: olds.length, moved: false };
    }
    entries.push({ created: at, played: at, game, summary });
  }
  const merged = store.merge(entries);
  if (!merged.ok) return { found: olds.length, moved: false, reason: merged.reason };
  try {
    storage.removeItem(FAIR_STORE);
  } catch {}
  return { found: olds.length, moved: true };
}

// @ts-check
// A fair game (docs/fair-play.md) behind engine.js's calls, so the page plays it like any game. With its twin for the
// Web Workers, fair-open.js, the only module that touches fair mode's wasm (`FairGame`). What it shows is the game as
// this device's seats know it: never another seat's card or key. A device answers one history only: before any change
// it takes up the record kept (another tab may have moved the game on), and nothing it signs leaves before its record
// is kept (else it goes back to it and throws NotKept).

import { bundleUrls, loadFair } from './bundles.js';
import * as computer from './computer.js';
import { Engine } from './engine.js';

/** What a fair game can do (port.js Caps): no Undo (a sent message cannot be taken back), its own record, a seat
 * taken by its key, reviewed in fair mode's wasm. */
const CAPS = Object.freeze({ undo: 'fair.noUndo', save: 'own', seat: 'key', review: 'fair' });

/** @import { Action, Square } from './port.js' */
/** @typedef {{ ok: boolean, reason?: string }} Kept */
/** @typedef {import('./types.js').FairHost} FairHost */

/** Times a message's cryptography: a performance measure `fair <what>` (the README's figure; the tests read it).
 * @template T @param {string} what @param {() => T} f @param {number} [start] @returns {T} */
export const timed = (what, f, start = performance.now()) => {
  const result = f();
  performance.measure(`fair ${what}`, { start });
  return result;
};

/** Fair mode's doors, its wasm loaded: a FairEngine made, opened or restored (each timed), or read only for its
 * summary. */
export async function loadFairGames() {
  const { FairGame } = await loadFair();
  const engine = (/** @type {import('fair-wasm').FairGame} */ fair, /** @type {FairHost} */ host) =>
    new FairEngine(FairGame, fair, host);
  return {
    create: (
      /** @type {{ players: number, rounds: number, colours: string }} */ options,
      /** @type {string[]} */ names,
      /** @type {FairHost} */ host,
    ) =>
      engine(
        timed('Create', () => FairGame.create(options, names)),
        host,
      ),
    open: (/** @type {string} */ link, /** @type {FairHost} */ host) =>
      engine(
        timed('Open', () => FairGame.open(link)),
        host,
      ),
    restore: (/** @type {string} */ record, /** @type {FairHost} */ host) =>
      engine(
        timed('Open', () => FairGame.restore(record)),
        host,
      ),
    read: (/** @type {string} */ record) =>
      engine(FairGame.restore(record), { changed: () => {}, kept: () => null, keep: () => ({ ok: true }) }),
    gameIdOf: (/** @type {string} */ link) => FairGame.gameIdOf(link),
    maxDanceTurns: () => FairGame.maxDanceTurns(),
  };
}

/** @typedef {Awaited<ReturnType<typeof loadFairGames>>} FairGames */

export class FairEngine {
  #FairGame;
  #fair;
  /** The engine's game as each seat this device plays knows it, and as anybody does (key -1). */
  #games = new Map();
  /** @type {FairHost} */
  #host;
  /** @type {string} */
  #record;
  /** @type {string} */
  #id;
  /** The record last kept here: what a failed keep goes back to. @type {string} */
  #kept;

  /** @param {typeof import('fair-wasm').FairGame} FairGame @param {import('fair-wasm').FairGame} fair
   * @param {FairHost} host */
  constructor(FairGame, fair, host) {
    this.#FairGame = FairGame;
    this.#fair = fair;
    this.#host = host;
    this.#id = fair.gameId();
    this.#record = this.#kept = fair.record();
  }

  get caps() {
    return CAPS;
  }

  record() {
    return (this.#record = this.#fair.record());
  }

  /** Takes up the game as this device keeps it, if another tab moved it on: true if it did. */
  sync() {
    const kept = this.#host.kept(this.#id);
    if (!kept || kept === this.#record) return false;
    let fair;
    try {
      fair = this.#FairGame.restore(kept);
    } catch {
      return false;
    }
    this.#replace(fair, kept);
    this.#host.changed(this, null);
    return true;
  }

  #replace(/** @type {import('fair-wasm').FairGame} */ fair, /** @type {string} */ record) {
    this.#forget();
    this.#fair.free();
    this.#fair = fair;
    this.#record = this.#kept = record;
  }

  /** Keeps this device's record; if the storage refuses a record that `signed` something, the game goes back to the one
   * kept and nothing leaves. @param {boolean} signed */
  #keepFirst(signed) {
    const outcome = this.#host.keep(this);
    if (outcome.ok) {
      this.#kept = this.#record;
      return;
    }
    if (!signed) return;
    this.#replace(this.#FairGame.restore(this.#kept), this.#kept);
    throw Object.assign(new Error('this device could not keep its record: nothing was sent'), {
      kind: 'NotKept',
      params: { reason: outcome.reason ?? 'failed' },
    });
  }

  #forget() {
    for (const game of this.#games.values()) game?.free();
    this.#games.clear();
  }

  /** Sends this device's automatic messages, keeps the record (before anything signed leaves), then tells of the
   * change. @param {import('fair-wasm').FairStep | null} [did] @param {boolean} [signed] */
  #advance(did = null, signed = false) {
    const next = this.#fair.next();
    const start = performance.now();
    const sent = this.#fair.advance();
    const step = next?.step ?? null;
    if (sent) performance.measure(`fair ${step}`, { start });
    this.#forget();
    this.#keepFirst(signed || sent > 0);
    this.#host.changed(this, did ?? (sent ? step : null));
  }

  /** The engine's game as `seat` (one this device plays) knows it, else as anybody does; null before the deal. Only its
   * public parts are read. @param {number | null} [seat] */
  #game(seat = null) {
    const key = seat !== null && this.seats().includes(seat) ? seat : -1;
    if (!this.#games.has(key)) {
      const game = this.#fair.game(key < 0 ? undefined : key);
      this.#games.set(key, game ? new Engine(game) : null);
    }
    return this.#games.get(key);
  }

  #toMove() {
    const next = this.#fair.next();
    return this.#game(next?.mine ? next.seat : null);
  }

  // ---- As any game (engine.js) ----

  messages() {
    return this.#fair.messages();
  }

  identity() {
    return `fair-${this.gameId()}`;
  }

  code() {
    return this.#fair.link();
  }

  /** Its "seed" is the game's public id, which tells fair games apart where the page keys a game by its options. */
  options() {
    return { ...this.#fair.options(), seed: `fair-${this.gameId()}` };
  }

  names() {
    return this.#fair.names();
  }

  setNames() {}

  computers() {
    return null;
  }

  setComputers() {}

  /** A round over but not verified shows no score and no hidden Muse, and is still the dance's. */
  view(seat = null, own = false) {
    const view = this.#fair.view(seat ?? undefined, own && seat !== null);
    if (view?.phase === 'Over' && !view.game_over && view.results.length < view.round) view.phase = 'Dance';
    return view;
  }

  legal() {
    return this.#fair.next()?.mine ? (this.#toMove()?.legal() ?? []) : [];
  }

  steps(/** @type {Square} */ sq) {
    return this.#toMove()?.steps(sq) ?? [];
  }

  /** @param {Action} action @param {number | null} [seat] */
  preview(action, seat = null) {
    return /** @type {Engine} */ (this.#toMove()).preview(action, seat);
  }

  reason(/** @type {Action} */ action) {
    const game = this.#toMove();
    return game ? game.reason(action) : { kind: 'NotYourTurn', params: {} };
  }

  /** Plays this device's seat's action, then every automatic message; the events as far as they are checked. */
  apply(/** @type {Action} */ action) {
    this.sync();
    const before = this.actionCount();
    timed(this.view(null)?.phase === 'Placement' ? 'Place' : 'Dance', () => this.#fair.apply(action));
    this.#advance('Play', true);
    return this.log(null, false, before).flatMap((entry) => entry.events);
  }

  actionCount() {
    return this.#game()?.actionCount() ?? 0;
  }

  /** Not kept: the actions are the link's. */
  actions() {
    return [];
  }

  prefix(/** @type {number} */ n) {
    return /** @type {Engine} */ (this.#game()).prefix(n);
  }

  undo() {
    return false;
  }

  /** A round not verified yet names no hidden tile and ends with its last move (FairGame.log). */
  log(seat = null, own = false, from = 0) {
    return this.#fair.log(seat ?? undefined, own && seat !== null, from);
  }

  seatOf(/** @type {number} */ i) {
    return /** @type {Engine} */ (this.#game()).seatOf(i);
  }

  fromPosition() {
    return false;
  }

  firstPlayerRolls() {
    return this.#fair.firstPlayerRolls();
  }

  /** A computer seat's move, chosen in the Web Worker from the game this device holds and that seat's key alone. */
  choose(/** @type {string} */ level, /** @type {number | undefined} */ think) {
    const seat = /** @type {number} */ (this.#fair.next()?.seat);
    return computer.choose({
      fair: { urls: bundleUrls('fair'), link: this.code(), key: /** @type {string} */ (this.exportKey(seat)) },
      level,
      think,
    });
  }

  free() {
    this.#forget();
    this.#fair.free();
  }

  // ---- Fair play ----

  gameId() {
    return this.#fair.gameId();
  }

  players() {
    return this.#fair.players();
  }

  seats() {
    return this.#fair.seats();
  }

  secrets() {
    return this.#fair.secrets();
  }

  freeSeats() {
    return this.#fair.freeSeats();
  }

  next() {
    return this.#fair.next();
  }

  verdicts() {
    return this.#fair.verdicts();
  }

  atLimit() {
    return this.#fair.atLimit();
  }

  /** Takes in a newer link of this game (throws, changing nothing, for any other), then the automatic messages. */
  update(/** @type {string} */ link) {
    this.sync();
    timed('Open', () => this.#fair.update(link));
    this.#advance();
  }

  takeSeat(/** @type {number} */ seat) {
    this.sync();
    this.#fair.takeSeat(seat);
    this.#advance();
  }

  exportKey(/** @type {number} */ seat) {
    return this.#fair.exportKey(seat) ?? null;
  }

  importKey(/** @type {string} */ text) {
    this.sync();
    const seat = this.#fair.importKey(text);
    this.#advance();
    return seat;
  }
}

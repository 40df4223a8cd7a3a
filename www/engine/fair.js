// @ts-check
// A fair game (docs/fair-play.md) behind the same calls as engine.js's Engine, so the page
// plays it like any game: the one module that touches fair mode's wasm (loaded on demand,
// bundles.js). What it shows comes from the engine's game as this device's seats know it
// (FairGame.game); it never holds another seat's card or key, and nothing it hands out does.
//
// A device answers one history only: before any change, the engine takes up the game as this
// device keeps it (another tab of the page may have moved it on), so that two tabs never
// answer two histories; and nothing it signs leaves it before its record is kept: if the
// storage fails, it goes back to the record last kept and throws NotKept.

import { bundleUrls } from './bundles.js';
import * as computer from './computer.js';
import { Engine } from './engine.js';

/** What a fair game can do (port.js Caps): no Undo (a sent message cannot be taken back:
 * the words' key), its own record (fair mode keeps this device's record of the game, not the
 * page's saved games), a seat taken by its key, reviewed in fair mode's wasm (its verified
 * rounds only). */
const CAPS = Object.freeze({ undo: 'fair.noUndo', save: 'own', seat: 'key', review: 'fair' });

/** @typedef {import('./port.js').Action} Action */
/** @typedef {import('./port.js').Square} Square */
/** @typedef {{ ok: boolean, reason?: string }} Kept */
/** @typedef {{ changed: (engine: FairEngine, did: import('fair-wasm').FairStep | null) => void,
 *   kept: () => string | null, keep: (engine: FairEngine) => Kept }} FairHost */

/** Times a message's cryptography as this page takes it: a performance measure named
 * `fair <what>` (the README's figure, which the tests read).
 * @template T @param {string} what @param {() => T} f @param {number} [start] @returns {T} */
export const timed = (what, f, start = performance.now()) => {
  const result = f();
  performance.measure(`fair ${what}`, { start });
  return result;
};

export class FairEngine {
  /** The wasm's FairGame class (to restore a kept record). */
  #FairGame;
  /** The FairGame (fair mode's wasm). */
  #fair;
  /** The engine's game (an Engine) as each seat this device plays knows it, and as anybody
   * does (key -1); made again after every change. */
  #games = new Map();
  /** { changed(this, did) (every change this device makes or takes in: the step of the
   * first message it sent then, or null), kept() (the record this device keeps of the game,
   * or null), keep(this) (keeps its record now: { ok, reason }) }. @type {FairHost} */
  #host;
  /** The record this engine last read from its wasm. @type {string} */
  #record;
  /** The record last kept on this device (or taken up from it): what a failed keep goes
   * back to. @type {string} */
  #kept;

  /** @param {typeof import('fair-wasm').FairGame} FairGame @param {import('fair-wasm').FairGame} fair
   * @param {FairHost} host */
  constructor(FairGame, fair, host) {
    this.#FairGame = FairGame;
    this.#fair = fair;
    this.#host = host;
    this.#record = this.#kept = fair.record();
  }

  /** What the page asks of it differs where a rule of fair play says so (port.js). */
  get caps() {
    return CAPS;
  }

  /** What this device keeps of the game (an opaque text: FairGame.record). */
  record() {
    return (this.#record = this.#fair.record());
  }

  /** Takes up the game as this device keeps it, if another tab moved it on since: true if
   * it did. */
  sync() {
    const kept = this.#host.kept();
    if (!kept || kept === this.#record) return false;
    let fair;
    try {
      fair = this.#FairGame.restore(kept);
    } catch {
      // Unreadable (storage damaged): this tab's game stands.
      return false;
    }
    this.#replace(fair, kept);
    this.#host.changed(this, null);
    return true;
  }

  /** The wasm game replaced by `fair`, whose record is `record`.
   * @param {import('fair-wasm').FairGame} fair @param {string} record */
  #replace(fair, record) {
    this.#forget();
    this.#fair.free();
    this.#fair = fair;
    this.#record = this.#kept = record;
  }

  /** Keeps this device's record; if it `signed` something and the storage does not keep it,
   * the game goes back to the record last kept and nothing leaves the device.
   * @param {boolean} signed */
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

  /** Forgets the engine's games made before a change. */
  #forget() {
    for (const game of this.#games.values()) game?.free();
    this.#games.clear();
  }

  /** Sends this device's automatic messages, keeps the record (before anything signed can
   * leave: `signed` if the change was a message of its own), then tells of the change (`did`:
   * what this device sent first, when it is not what `advance` sends).
   * @param {import('fair-wasm').FairStep | null} [did] @param {boolean} [signed] */
  #advance(did = null, signed = false) {
    const next = this.#fair.next();
    const start = performance.now();
    const sent = this.#fair.advance();
    // A message sent was the next one's (none is next once the game is over).
    const step = next?.step ?? null;
    if (sent) performance.measure(`fair ${step}`, { start });
    this.#forget();
    this.#keepFirst(signed || sent > 0);
    this.#host.changed(this, did ?? (sent ? step : null));
  }

  /** The engine's game as `seat` knows it (a seat this device plays), else as anybody does;
   * null before the deal is done. Its hidden Muses are filled in: only its public parts
   * (legal actions, steps, previews) are read. @param {number | null} [seat] */
  #game(seat = null) {
    const key = seat !== null && this.seats().includes(seat) ? seat : -1;
    if (!this.#games.has(key)) {
      const game = this.#fair.game(key < 0 ? undefined : key);
      this.#games.set(key, game ? new Engine(game) : null);
    }
    return this.#games.get(key);
  }

  /** The game of the seat to move, when this device plays it (its legal actions, previews). */
  #toMove() {
    const next = this.#fair.next();
    return this.#game(next?.mine ? next.seat : null);
  }

  // ---- As any game (engine.js) ----------------------------------------------------------

  /** How many messages of the protocol the game holds: how far it has gone. */
  messages() {
    return this.#fair.messages();
  }

  /** Its identity among the games kept: its game id's. */
  identity() {
    return `fair-${this.gameId()}`;
  }

  /** The game's link: the fair link's fragment. */
  code() {
    return this.#fair.link();
  }

  /** Players, rounds, colours; its "seed" is the game's public id, which tells fair games
   * apart where the page keys a game by its options. */
  options() {
    return { ...this.#fair.options(), seed: `fair-${this.gameId()}` };
  }

  names() {
    return this.#fair.names();
  }

  /** The names are the link's own, fixed when the game was made. */
  setNames() {}

  /** A fair game's computers are played by the device that created them (fair.js). */
  computers() {
    return null;
  }

  setComputers() {}

  /** What `seat` may see (a seat this device plays), else the public view; a round over but
   * not verified shows no score and no hidden Muse, and is still the dance's: its end (and
   * Result) comes with its keys. Null before the deal is done. */
  view(seat = null, own = false) {
    const view = this.#fair.view(seat ?? undefined, own && seat !== null);
    if (view?.phase === 'Over' && !view.game_over && view.results.length < view.round) view.phase = 'Dance';
    return view;
  }

  legal() {
    return this.#fair.next()?.mine ? (this.#toMove()?.legal() ?? []) : [];
  }

  /** @param {Square} sq */
  steps(sq) {
    return this.#toMove()?.steps(sq) ?? [];
  }

  /** @param {Action} action @param {number | null} [seat] */
  preview(action, seat = null) {
    // Asked only of a game dealt.
    return /** @type {Engine} */ (this.#toMove()).preview(action, seat);
  }

  /** Why `action` is illegal (null when it is legal), for the seat to move. @param {Action} action */
  reason(action) {
    const game = this.#toMove();
    return game ? game.reason(action) : { kind: 'NotYourTurn', params: {} };
  }

  /** Plays the action of a seat this device plays, then sends every automatic message (a
   * key at the round's end); the events as far as they are checked. @param {Action} action */
  apply(action) {
    // Another tab moved the game on: the move is for the game as it stands (or refused).
    this.sync();
    const before = this.actionCount();
    timed(this.view(null)?.phase === 'Placement' ? 'Place' : 'Dance', () => this.#fair.apply(action));
    this.#advance('Play', true);
    // As anybody may read them, up to the round's end until its keys are all in (with every
    // other seat this device's computer, they are at once: then its true score).
    return this.log(null, false, before).flatMap((entry) => entry.events);
  }

  actionCount() {
    return this.#game()?.actionCount() ?? 0;
  }

  /** Not kept: the actions are the link's (a face-down placement's Muse is its seat's). */
  actions() {
    return [];
  }

  /** The game as anybody saw it after `n` actions (the log's and the replay's tables).
   * @param {number} n */
  prefix(n) {
    return /** @type {Engine} */ (this.#game()).prefix(n);
  }

  /** A sent message cannot be taken back (caps.undo says why). */
  undo() {
    return false;
  }

  /** The history as `seat` may read it, as in any game; a round not verified yet names no
   * hidden tile and ends with its last move (FairGame.log). */
  log(seat = null, own = false, from = 0) {
    return this.#fair.log(seat ?? undefined, own && seat !== null, from);
  }

  /** @param {number} i */
  seatOf(i) {
    return /** @type {Engine} */ (this.#game()).seatOf(i);
  }

  fromPosition() {
    return false;
  }

  firstPlayerRolls() {
    return this.#fair.firstPlayerRolls();
  }

  /** A computer seat's move, chosen in the Web Worker like any computer's (its thinking time
   * too), from the game this device holds and that seat's key alone.
   * @param {string} level @param {number | undefined} think */
  choose(level, think) {
    const seat = /** @type {number} */ (this.#fair.next()?.seat);
    return computer.choose({
      // A computer's seat to move, whose key this device holds.
      fair: { urls: bundleUrls('fair'), link: this.code(), key: /** @type {string} */ (this.exportKey(seat)) },
      level,
      think,
    });
  }

  free() {
    this.#forget();
    this.#fair.free();
  }

  // ---- Fair play -------------------------------------------------------------------------

  gameId() {
    return this.#fair.gameId();
  }

  players() {
    return this.#fair.players();
  }

  /** The seats this device plays (or played, in a game over). */
  seats() {
    return this.#fair.seats();
  }

  /** The seats whose secrets this device holds (none once spent). */
  secrets() {
    return this.#fair.secrets();
  }

  /** The seats nobody plays yet. */
  freeSeats() {
    return this.#fair.freeSeats();
  }

  /** Whose message comes next: { seat, step, mine }, or null (over, or stopped). */
  next() {
    return this.#fair.next();
  }

  verdicts() {
    return this.#fair.verdicts();
  }

  /** Per round, whether it ended at the limit of dance turns (FD1). */
  atLimit() {
    return this.#fair.atLimit();
  }

  /** Takes in a newer link of this game (throws, changing nothing, for another game's, an
   * older one or one that differs), then sends this device's automatic messages.
   * @param {string} link */
  update(link) {
    this.sync();
    timed('Open', () => this.#fair.update(link));
    this.#advance();
  }

  /** Plays `seat` with a fresh secret, then sends its automatic messages. @param {number} seat */
  takeSeat(seat) {
    this.sync();
    this.#fair.takeSeat(seat);
    this.#advance();
  }

  /** A seat's key as a short text (its player's only), or null once deleted. @param {number} seat */
  exportKey(seat) {
    return this.#fair.exportKey(seat) ?? null;
  }

  /** Plays the seat whose key this is (then its automatic messages); the seat. @param {string} text */
  importKey(text) {
    this.sync();
    const seat = this.#fair.importKey(text);
    this.#advance();
    return seat;
  }
}

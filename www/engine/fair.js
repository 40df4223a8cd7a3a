// A fair game (docs/fair-play.md) behind the same calls as engine.js's Engine, so the page
// plays it like any game: the one module that touches fair mode's wasm (loaded on demand,
// bundles.js). What it shows comes from the engine's game as this device's seats know it
// (FairGame.game); it never holds another seat's card or key, and nothing it hands out does.

import { Engine } from './engine.js';

/** What a fair game can do (port.js Caps): no Undo (a sent message cannot be taken back:
 * the words' key), its own record (fair mode keeps this device's keys, never the actions),
 * its computers chosen here from their seat's view (its link carries no seed for the worker),
 * a seat taken by its key, reviewed in fair mode's wasm (its verified rounds only). */
const CAPS = Object.freeze({ undo: 'fair.noUndo', save: 'own', choose: 'here', seat: 'key', review: 'fair' });

/** The events of a round's last action once it is verified, else up to (not with) its end:
 * before every key is in, the round's end would score Muses filled in, not true ones. */
const upToEnd = (events) => {
  const end = events.findIndex((e) => e.kind === 'RoundEnded');
  return end < 0 ? events : events.slice(0, end);
};

/** Times a message's cryptography as this page takes it: a performance measure named
 * `fair <what>` (the README's figure, which the tests read). */
export const timed = (what, f, start = performance.now()) => {
  const result = f();
  performance.measure(`fair ${what}`, { start });
  return result;
};

export class FairEngine {
  /** The FairGame (fair mode's wasm). */
  #fair;
  /** The engine's game (an Engine) as each seat this device plays knows it, and as anybody
   * does (key -1); made again after every change. */
  #games = new Map();
  /** Told of every change this device makes or takes in: (this, the step of the first message
   * it sent then, or null). */
  #onChange;

  constructor(fair, onChange) {
    this.#fair = fair;
    this.#onChange = onChange;
  }

  /** What the page asks of it differs where a rule of fair play says so (port.js). */
  get caps() {
    return CAPS;
  }

  /** Forgets the engine's games made before a change. */
  #changed() {
    for (const game of this.#games.values()) game?.free();
    this.#games.clear();
  }

  /** Sends this device's automatic messages, then tells of the change (`did`: what this
   * device sent first, when it is not what `advance` sends). */
  #advance(did = null) {
    const next = this.#fair.next();
    const start = performance.now();
    const sent = this.#fair.advance();
    if (sent) performance.measure(`fair ${next.step}`, { start });
    this.#changed();
    this.#onChange?.(this, did ?? (sent ? next.step : null));
  }

  /** The engine's game as `seat` knows it (a seat this device plays), else as anybody does;
   * null before the deal is done. */
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

  /** Whether round `round` (from 1) is checked and valid. */
  #verified(round) {
    return this.#fair.verdicts()[round - 1]?.kind === 'Valid';
  }

  // ---- As any game (engine.js) ----------------------------------------------------------

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
   * not verified shows no score and no hidden Muse. Null before the deal is done. */
  view(seat = null, own = false) {
    return this.#fair.view(seat ?? undefined, own && seat !== null);
  }

  legal() {
    return this.#fair.next()?.mine ? (this.#toMove()?.legal() ?? []) : [];
  }

  steps(sq) {
    return this.#toMove()?.steps(sq) ?? [];
  }

  preview(action, seat = null) {
    return this.#toMove().preview(action, seat);
  }

  /** Why `action` is illegal (null when it is legal), for the seat to move. */
  reason(action) {
    const game = this.#toMove();
    return game ? game.reason(action) : { kind: 'NotYourTurn', params: {} };
  }

  /** Plays the action of a seat this device plays, then sends every automatic message (a
   * key at the round's end); the events as far as they are checked. */
  apply(action) {
    const before = this.actionCount();
    timed(this.view(null)?.phase === 'Placement' ? 'Place' : 'Dance', () => this.#fair.apply(action));
    this.#advance('Play');
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

  prefix(n) {
    return this.#game().prefix(n);
  }

  /** A sent message cannot be taken back (caps.undo says why). */
  undo() {
    return false;
  }

  /** The history as `seat` may read it, as in any game; a round not verified yet ends
   * with its last move, not with a score. */
  log(seat = null, own = false, from = 0) {
    const entries = this.#game(seat)?.log(seat, own, from) ?? [];
    return entries.map((entry) => (this.#verified(entry.round) ? entry : { ...entry, events: upToEnd(entry.events) }));
  }

  seatOf(i) {
    return this.#game().seatOf(i);
  }

  fromPosition() {
    return false;
  }

  firstPlayerRolls() {
    return this.#fair.firstPlayerRolls();
  }

  /** A computer seat's move, chosen on this device (which runs it) from its view alone. */
  async choose(level, think) {
    // The status says who thinks before the search takes the main thread.
    await new Promise((done) => setTimeout(done, 50));
    const started = performance.now();
    const seed = String(Math.floor(Math.random() * 2 ** 32));
    const choice = this.#fair.computerChoice(level, seed, undefined, level === 'hard' ? think : undefined);
    return { action: choice?.action ?? null, ms: performance.now() - started };
  }

  free() {
    this.#changed();
    this.#fair.free();
  }

  // ---- Fair play -------------------------------------------------------------------------

  gameId() {
    return this.#fair.gameId();
  }

  players() {
    return this.#fair.players();
  }

  /** The seats this device plays. */
  seats() {
    return this.#fair.seats();
  }

  /** Whose message comes next: { seat, step, mine }, or null (over, or stopped). */
  next() {
    return this.#fair.next();
  }

  verdicts() {
    return this.#fair.verdicts();
  }

  /** Takes in a newer link of this game (throws, changing nothing, for another game's or a
   * rewritten one), then sends this device's automatic messages. */
  update(link) {
    timed('Open', () => this.#fair.update(link));
    this.#advance();
  }

  /** Plays `seat` with a fresh secret, then sends its automatic messages. */
  takeSeat(seat) {
    this.#fair.takeSeat(seat);
    this.#advance();
  }

  /** A seat's key as a short text (its player's only). */
  exportKey(seat) {
    return this.#fair.exportKey(seat) ?? null;
  }

  /** Plays the seat whose key this is (then its automatic messages); the seat. */
  importKey(text) {
    const seat = this.#fair.importKey(text);
    this.#advance();
    return seat;
  }
}

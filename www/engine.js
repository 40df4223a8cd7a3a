// The one module that touches the wasm bindings (wasm ↔ page). Everything it hands out is a
// plain object; the rest of the page never holds a wasm handle, and never decides a rule.

// Trunk's loader (inlined in index.html) initialises the wasm, then publishes the bindings
// as `window.wasmBindings` and fires `TrunkApplicationStarted`; this module may run first.
const wasm =
  window.wasmBindings ??
  (await new Promise((resolve) =>
    addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), {
      once: true,
    }),
  ));

export const version = () => wasm.version();

/** The absolute URLs of the wasm and its glue, for the computer's Web Worker, which loads its
 * own copy: Trunk names them `muses-<hash>.js` and `…_bg.wasm` and preloads the binary. */
export function wasmUrls() {
  const link = document.querySelector('link[rel=preload][href$="_bg.wasm"]');
  if (!link) throw new Error('the page does not say where the engine is');
  return { wasm: link.href, glue: link.href.replace(/_bg\.wasm$/, '.js') };
}

/** The tile table (RULES.md §2, D1) by Muse name: effect, area offsets, Suns. */
export const MUSES = Object.fromEntries(wasm.museTable().map((m) => [m.name, m]));

/** A game: its options (seed included) plus the actions played, behind plain-object calls. */
export class Engine {
  #game;

  constructor(game) {
    this.#game = game;
  }

  /** Deals a new game; throws the engine's message for bad options. */
  static deal(options) {
    return new Engine(new wasm.Game(options));
  }

  /** The game with the first `n` of `actions` played (a fresh deal when `n` is 0). */
  static replay(options, actions) {
    return new Engine(wasm.Game.replay(options, actions));
  }

  /** The game a share link's fragment carries; throws the engine's plain-words reason. */
  static fromLink(fragment) {
    return new Engine(wasm.Game.fromLink(fragment));
  }

  /** The players' names the game's link carries: one per seat ('' for none), or none. */
  names() {
    return this.#game.names();
  }

  /** Names the players in the game's link (a code keeps at most 24 bytes of each). */
  setNames(names) {
    this.#game.setNames(names);
  }

  /** Releases the wasm memory of a game that is no longer shown. */
  free() {
    this.#game.free();
  }

  /** What `seat` (0-based) may see, or the public view for `null`. `own` shows the seat its
   * own Mysterious Muse: only on that seat's private device (D3), never in hot-seat. */
  view(seat = null, own = false) {
    return this.#game.view(seat ?? undefined, own && seat !== null);
  }

  /** Every legal action of the seat to move, each `{ action, notation }`. */
  legal() {
    return this.#game.legalActions();
  }

  /** The legal steps of the tile on `sq`, each with every tile it would move. */
  steps(sq) {
    return this.#game.legalSteps(sq.x, sq.y);
  }

  /** `{ events, view }` of `action` without playing it; throws the engine's reason. */
  preview(action, seat = null) {
    return this.#game.preview(action, seat ?? undefined);
  }

  /** Why `action` is illegal, in the engine's words (null when it is legal). */
  reason(action) {
    try {
      this.#game.preview(action, undefined);
      return null;
    } catch (e) {
      return e.message;
    }
  }

  /** Plays `action` and returns its events in order; throws and changes nothing if illegal. */
  apply(action) {
    return this.#game.apply(action);
  }

  notation(action) {
    return this.#game.notation(action);
  }

  /** The position in notation: the whole truth, for tests and saves only, never the screen. */
  position() {
    return this.#game.position();
  }

  score() {
    return this.#game.score();
  }

  options() {
    return this.#game.options();
  }

  /** The game as a link's code (seed and actions): how the computer's worker gets it. */
  code() {
    return this.#game.code();
  }

  actions() {
    return this.#game.actions();
  }

  actionCount() {
    return this.#game.actionCount();
  }

  /** A new game as this one stood after its first `n` actions (replay, branching, undo). */
  prefix(n) {
    return new Engine(this.#game.prefix(n));
  }

  /** Takes back the last action; false when there was none. */
  undo() {
    return this.#game.undo();
  }

  /** Whether the game began from a position link (a puzzle) rather than a deal. */
  fromPosition() {
    return this.#game.fromPositionLink();
  }

  firstPlayerRolls() {
    return this.#game.firstPlayerRolls();
  }
}

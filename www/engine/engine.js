// @ts-check
// The one module that touches the wasm bindings (wasm ↔ page). Everything it hands out is a
// plain object; the rest of the page never holds a wasm handle, and never decides a rule. Its
// Engine answers the port's calls (port.js), as fair mode's FairEngine does (fair.js).

import * as computer from './computer.js';

/** @typedef {import('./port.js').Action} Action */
/** @typedef {import('./port.js').Square} Square */
/** @typedef {import('./port.js').Caps} Caps */
/** @typedef {import('./port.js').EngineError} EngineError */
/** @typedef {typeof import('muses-wasm')} Bindings */
/** @typedef {typeof import('lessons-wasm')} LessonsBindings */

// The loader (inlined in index.html by the build, scripts/bundle.mjs) initialises the wasm,
// then publishes the bindings as `window.wasmBindings` and fires `muses-wasm`; this module may
// run first.
/** The loader publishes them on the window. */
const published = () => window.wasmBindings;
/** @type {Bindings} */
const wasm =
  published() ??
  (await new Promise((resolve) =>
    addEventListener('muses-wasm', () => resolve(/** @type {Bindings} */ (published())), {
      once: true,
    }),
  ));

export const version = () => wasm.version();

/** The absolute URLs of the wasm and its glue, for the computer's Web Worker, which loads its
 * own copy: the build names them `muses-<hash>.js` and `…_bg.wasm` and preloads the binary. */
export function wasmUrls() {
  const link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=preload][href$="_bg.wasm"]'));
  if (!link) throw new Error('the page does not say where the engine is');
  return { wasm: link.href, glue: link.href.replace(/_bg\.wasm$/, '.js') };
}

/** The tile table (RULES.md §2, D1) by Muse name: effect, area offsets, Suns. */
export const MUSES = Object.fromEntries(wasm.museTable().map((m) => [m.name, m]));

/** The rules' tables (src/rules.json): Suns per token, the setup per number of players
 * (hand, teams, default colours, neutral Muse), directions, colours and their letters, what
 * a seed is. */
export const RULES = wasm.rules();

/** Each direction's step on the board by its letter: { N: { x: 0, y: 1 }, … }. */
export const DIRECTIONS = Object.fromEntries(RULES.directions.map((d) => [d.dir, { x: d.dx, y: d.dy }]));

/** The error the engine threw, as the page words it (reasons.js): `{ kind, params }`. A
 * value thrown without a kind (which the engine never does) keeps none.
 * @param {unknown} e */
const refusal = (e) => {
  const error = /** @type {Partial<EngineError> | undefined} */ (e);
  return { kind: String(error?.kind), params: error?.params ?? {} };
};

/** What a game dealt here can do (port.js Caps): Undo, kept among the saved games, a seat
 * chosen from the link's menu, reviewed in the review's wasm.
 * @type {Caps} */
const CAPS = Object.freeze({ undo: true, save: 'game', seat: 'link', review: 'review' });

/** A game: its options (seed included) plus the actions played, behind plain-object calls. */
export class Engine {
  /** @type {import('muses-wasm').Game} */
  #game;

  /** @param {import('muses-wasm').Game} game the wasm's Game (or a bundle's, which has more) */
  constructor(game) {
    this.#game = game;
  }

  /** What this game can do (port.js). */
  get caps() {
    return CAPS;
  }

  /** The computer's choice for the seat to move at `level`, Hard thinking for `think` ms:
   * asked of the Web Worker (computer.js) from the game's code.
   * @param {string} level @param {number | undefined} think */
  choose(level, think) {
    return computer.choose({ code: this.code(), level, think });
  }

  /** The tutorial's lessons (`lessons()` of its bindings, bundles.js loadLessons).
   * @param {LessonsBindings} bindings */
  static lessons(bindings) {
    return bindings.lessons();
  }

  /** A lesson step's game in the tutorial's own wasm (`bindings`, bundles.js loadLessons),
   * from the step's position link: a LessonEngine, with the lesson methods.
   * @param {LessonsBindings} bindings @param {string} link */
  static lesson(bindings, link) {
    return new LessonEngine(bindings.Game.fromLink(link));
  }

  /** Deals a new game; throws the engine's error ({ kind, params }) for bad options.
   * @param {import('./port.js').GameOptions} options */
  static deal(options) {
    return new Engine(new wasm.Game(options));
  }

  /** A saved game: dealt with `options`, or begun from the position link `start`, with
   * `actions` played on it (by the engine in one call for a deal); a list that turns illegal
   * is played up to the illegal action. Throws the engine's error for bad options or link. */
  /** @param {{ start?: string, options: import('./port.js').GameOptions, actions: Action[] }} saved */
  static resume({ start, options, actions }) {
    if (start) {
      const engine = Engine.fromLink(start);
      try {
        for (const action of actions) engine.apply(action);
      } catch {
        // Played up to the illegal action.
      }
      return engine;
    }
    try {
      return new Engine(wasm.Game.replay(options, actions));
    } catch (e) {
      const error = /** @type {EngineError} */ (e);
      if (error?.kind !== 'Illegal' || !(error.params.index < actions.length)) throw e;
      return new Engine(wasm.Game.replay(options, actions.slice(0, error.params.index)));
    }
  }

  /** The game a share link's fragment carries; throws the engine's error (reasons.js).
   * @param {string} fragment */
  static fromLink(fragment) {
    return new Engine(wasm.Game.fromLink(fragment));
  }

  /** The players' names the game's link carries: one per seat ('' for none), or none. */
  names() {
    return this.#game.names();
  }

  /** Names the players in the game's link (a code keeps at most 24 bytes of each).
   * @param {string[]} names */
  setNames(names) {
    this.#game.setNames(names);
  }

  /** Who plays each seat as the link carries it ({ kinds, host, think }), or null. */
  computers() {
    return this.#game.computers();
  }

  /** Puts who plays each seat in the link ({ kinds, host, think }), or none (null).
   * @param {import('./port.js').Computers | null} computers */
  setComputers(computers) {
    this.#game.setComputers(computers);
  }

  /** Releases the wasm memory of a game that is no longer shown. */
  free() {
    this.#game.free();
  }

  /** What `seat` (0-based) may see, or the public view for `null`. `own` shows the seat its
   * own Mysterious Muse: only on that seat's private device (D3), never in hot-seat.
   * @param {number | null} [seat] @param {boolean} [own] */
  view(seat = null, own = false) {
    return this.#game.view(seat ?? undefined, own && seat !== null);
  }

  /** Every legal action of the seat to move, each `{ action, notation }`. */
  legal() {
    return this.#game.legalActions();
  }

  /** The legal steps of the tile on `sq`, each with every tile it would move.
   * @param {Square} sq */
  steps(sq) {
    return this.#game.legalSteps(sq.x, sq.y);
  }

  /** `{ events, view }` of `action` without playing it; throws the engine's reason.
   * @param {Action} action @param {number | null} [seat] */
  preview(action, seat = null) {
    return this.#game.preview(action, seat ?? undefined);
  }

  /** Why `action` is illegal, `{ kind, params }` for reasons.js (null when it is legal).
   * @param {Action} action */
  reason(action) {
    try {
      this.#game.preview(action, undefined);
      return null;
    } catch (e) {
      return refusal(e);
    }
  }

  /** Plays `action` and returns its events in order; throws and changes nothing if illegal.
   * @param {Action} action */
  apply(action) {
    return this.#game.apply(action);
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

  /** A new game as this one stood after its first `n` actions (replay, branching, undo).
   * @param {number} n */
  prefix(n) {
    return new Engine(this.#game.prefix(n));
  }

  /** Takes back the last `n` actions without replaying the game; false when there was none. */
  undo(n = 1) {
    return this.#game.undo(n);
  }

  /** The history as `seat` may read it (null: anybody at the table; `own`: the seat knows
   * its own Mysterious Muse, D3), from action `from` on: [{ seat, round, action (null while
   * it would name a hidden Muse), notation, events }].
   * @param {number | null} [seat] @param {boolean} [own] @param {number} [from] */
  log(seat = null, own = false, from = 0) {
    return this.#game.log(seat ?? undefined, own && seat !== null, from);
  }

  /** The seat (0-based) that played action `i` (from 0).
   * @param {number} i */
  seatOf(i) {
    // An action played has a seat; the wasm says undefined only past the history's end.
    return /** @type {number} */ (this.#game.seatOf(i));
  }

  /** Its identity, the same on every device whatever its progress (the engine's): its options
   * and seed, or for a game begun from a position, that position's link. */
  identity() {
    return this.#game.identity();
  }

  /** Whether the game began from a position link (a puzzle) rather than a deal. */
  fromPosition() {
    return this.#game.fromPositionLink();
  }

  firstPlayerRolls() {
    return this.#game.firstPlayerRolls();
  }
}

/** A game in the tutorial's wasm (Engine.lesson): an Engine with the lesson methods and the
 * Hint, which only that build has. */
export class LessonEngine extends Engine {
  /** @type {import('lessons-wasm').Game} */
  #lesson;

  /** @param {import('lessons-wasm').Game} game */
  constructor(game) {
    super(game);
    this.#lesson = game;
  }

  /** The Hint for the seat to move: { action, why } (Medium's choice from that seat's view;
   * `own`: its own Mysterious Muse counts, D3), or null when the game is over.
   * @param {string} seed @param {boolean} [own] */
  hint(seed, own = false) {
    return this.#lesson.hint(seed, own);
  }

  /** `action` checked against step `id`'s goal, and played only if it meets it:
   * { ok, events, reason, off_goal }. @param {string} id @param {Action} action */
  lessonCheck(id, action) {
    return this.#lesson.lessonCheck(id, action);
  }

  /** What "Show me" plays for step `id` here (null for an explanation). @param {string} id */
  lessonSolution(id) {
    return this.#lesson.lessonSolution(id);
  }

  /** What to highlight for step `id` here: [{ kind, square } | { kind: 'Column', index, winner }].
   * @param {string} id */
  lessonHighlights(id) {
    return this.#lesson.lessonHighlights(id);
  }
}

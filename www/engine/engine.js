// @ts-check
// The one module that touches the main wasm's bindings: everything it hands out is a plain object, and the rest of
// the page never holds a wasm handle nor decides a rule. Its Engine answers port.js's calls.

import * as computer from './computer.js';

/** @import { Action, Square, Caps, EngineError } from './port.js' */
/** @typedef {typeof import('muses-wasm')} Bindings */
/** @typedef {typeof import('lessons-wasm')} LessonsBindings */

// The loader (inlined in index.html by scripts/bundle.mjs) publishes the bindings as `window.wasmBindings` and fires
// `muses-wasm`; this module may run first.
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

/** The wasm's and its glue's URLs, for the computer's Web Worker, which loads its own copy. */
export function wasmUrls() {
  const link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=preload][href$="_bg.wasm"]'));
  if (!link) throw new Error('the page does not say where the engine is');
  return { wasm: link.href, glue: link.href.replace(/_bg\.wasm$/, '.js') };
}

export const MUSES = Object.fromEntries(wasm.museTable().map((m) => [m.name, m]));

/** The rules' tables (src/rules.json). */
export const RULES = wasm.rules();

export const DIRECTIONS = Object.fromEntries(RULES.directions.map((d) => [d.dir, { x: d.dx, y: d.dy }]));

/** The error the engine threw, as the page words it: `{ kind, params }`. @param {unknown} e */
const refusal = (e) => {
  const error = /** @type {Partial<EngineError> | undefined} */ (e);
  return { kind: String(error?.kind), params: error?.params ?? {} };
};

/** What a game dealt here can do (port.js Caps). @type {Caps} */
const CAPS = Object.freeze({ undo: true, save: 'game', seat: 'link', review: 'review' });

/** A game: its options (seed included) plus the actions played. */
export class Engine {
  /** @type {import('muses-wasm').Game} */
  #game;

  /** @param {import('muses-wasm').Game} game the wasm's Game (or a bundle's, which has more) */
  constructor(game) {
    this.#game = game;
  }

  get caps() {
    return CAPS;
  }

  /** The computer's choice for the seat to move, asked of the Web Worker (computer.js). */
  choose(/** @type {string} */ level, /** @type {number | undefined} */ think) {
    return computer.choose({ code: this.code(), level, think });
  }

  static lessons(/** @type {LessonsBindings} */ bindings) {
    return bindings.lessons();
  }

  /** A lesson step's game in the tutorial's wasm (bundles.js loadLessons), from its position link. */
  static lesson(/** @type {LessonsBindings} */ bindings, /** @type {string} */ link) {
    return new LessonEngine(bindings.Game.fromLink(link));
  }

  static deal(/** @type {import('./port.js').GameOptions} */ options) {
    return new Engine(new wasm.Game(options));
  }

  /** A saved game: dealt with `options`, or begun from position link `start`, with `actions` played on it; a list
   * that turns illegal is played up to it. */
  /** @param {{ start?: string, options: import('./port.js').GameOptions, actions: Action[] }} saved */
  static resume({ start, options, actions }) {
    if (start) {
      const engine = Engine.fromLink(start);
      try {
        for (const action of actions) engine.apply(action);
      } catch {}
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

  static fromLink(/** @type {string} */ fragment) {
    return new Engine(wasm.Game.fromLink(fragment));
  }

  names() {
    return this.#game.names();
  }

  setNames(/** @type {string[]} */ names) {
    this.#game.setNames(names);
  }

  computers() {
    return this.#game.computers();
  }

  setComputers(/** @type {import('./port.js').Computers | null} */ computers) {
    this.#game.setComputers(computers);
  }

  free() {
    this.#game.free();
  }

  /** What `seat` may see, or the public view for `null`; `own` shows the seat its own Mysterious Muse (D3).
   * @param {number | null} [seat] @param {boolean} [own] */
  view(seat = null, own = false) {
    return this.#game.view(seat ?? undefined, own && seat !== null);
  }

  legal() {
    return this.#game.legalActions();
  }

  steps(/** @type {Square} */ sq) {
    return this.#game.legalSteps(sq.x, sq.y);
  }

  /** @param {Action} action @param {number | null} [seat] */
  preview(action, seat = null) {
    return this.#game.preview(action, seat ?? undefined);
  }

  reason(/** @type {Action} */ action) {
    try {
      this.#game.preview(action, undefined);
      return null;
    } catch (e) {
      return refusal(e);
    }
  }

  apply(/** @type {Action} */ action) {
    return this.#game.apply(action);
  }

  options() {
    return this.#game.options();
  }

  code() {
    return this.#game.code();
  }

  actions() {
    return this.#game.actions();
  }

  actionCount() {
    return this.#game.actionCount();
  }

  prefix(/** @type {number} */ n) {
    return new Engine(this.#game.prefix(n));
  }

  undo(n = 1) {
    return this.#game.undo(n);
  }

  /** The history as `seat` may read it (null: anybody; `own`: with its own Mysterious Muse, D3), from action `from` on.
   * @param {number | null} [seat] @param {boolean} [own] @param {number} [from] */
  log(seat = null, own = false, from = 0) {
    return this.#game.log(seat ?? undefined, own && seat !== null, from);
  }

  seatOf(/** @type {number} */ i) {
    return /** @type {number} */ (this.#game.seatOf(i));
  }

  /** Its identity, the same on every device: its options and seed, or the position link it began from. */
  identity() {
    return this.#game.identity();
  }

  fromPosition() {
    return this.#game.fromPositionLink();
  }

  firstPlayerRolls() {
    return this.#game.firstPlayerRolls();
  }
}

/** A game in the tutorial's wasm (Engine.lesson): with the lesson methods and the Hint. */
export class LessonEngine extends Engine {
  /** @type {import('lessons-wasm').Game} */
  #lesson;

  constructor(/** @type {import('lessons-wasm').Game} */ game) {
    super(game);
    this.#lesson = game;
  }

  /** The Hint for the seat to move: { action, why }, or null when the game is over.
   * @param {string} seed @param {boolean} [own] */
  hint(seed, own = false) {
    return this.#lesson.hint(seed, own);
  }

  lessonCheck(/** @type {string} */ id, /** @type {Action} */ action) {
    return this.#lesson.lessonCheck(id, action);
  }

  lessonSolution(/** @type {string} */ id) {
    return this.#lesson.lessonSolution(id);
  }

  lessonHighlights(/** @type {string} */ id) {
    return this.#lesson.lessonHighlights(id);
  }
}

// @ts-check
// The game being shown (boardgame.io's lesson: a game is its seed plus its actions): its
// engine, the setup around it (names, each seat a person or a computer, Hard's thinking
// time), its id among the games kept on this device, and this device's seat. There is ONE way to open a
// game, open(): a new deal, a saved game and a link all go through it, and the page's reset
// hangs off it (onOpen: flow.js's opened(), which resets each part in a stated order). The
// page changes the session through the functions below, never by writing its fields. What a
// game can do (Undo, being kept here, …) is its engine's capabilities (engine/port.js).

import { DEFAULT_THINK } from '../engine/computer.js';
import { defaultName } from '../ui/words.js';
import { setAddress } from './address.js';

/** @typedef {import('../engine/port.js').Port} Port */
/**
 * A game's setup around its engine: each seat's name and kind ("human", or a computer's level),
 * Hard's thinking time.
 * @typedef {{ players: number, rounds: number, colours: string, names: string[], kinds?: string[],
 *   think?: number }} Setup
 */

/** The names a game's link carries: the players' own ('' for a default one).
 * @param {string[]} [names] */
const linkNames = (names = []) => names.map((n, s) => (typeof n !== 'string' || n === defaultName(s) ? '' : n));

/**
 * `Engine` (engine.js), `isComputer(kind)` (computer.js), `prefs()`: the page's preferences to
 * save with the game ({ log, rules, speed }), and `keep`: the games kept on this device
 * (keeping.js: `save()` keeps the game shown as it stands, `seat(identity, mode)` remembers
 * this device's seat in a game).
 * @param {{ Engine: typeof import('../engine/engine.js').Engine, isComputer: (kind: string) => boolean, prefs: () => any,
 *   keep: { save: () => void, seat: (identity: string, mode: 'all' | 'watch' | number) => void } }} parts
 */
export function createSession({ Engine, isComputer, prefs, keep }) {
  /** The game shown, and its setup; null before the first.
   * @type {Port | null} */
  let engine = null;
  /** @type {Setup | null} */
  let setup = null;
  /** Its id among the games kept (null until it is kept: keeper.js names it), its identity,
   * the position link it began from (a puzzle or an analysis) if so, and this device's seat:
   * a 0-based seat in a game played by link, "all" (hot-seat) or "watch".
   * @type {string | null} */
  let id = null;
  /** Its identity (the engine's), set when a game opens. */
  let key = '';
  /** @type {string | undefined} */
  let start;
  /** @type {'all' | 'watch' | number} */
  let mode = 'all';
  /** A broken link stays in the address until the player chooses what to do about it. */
  let addressHeld = false;
  /** @type {((prefs: any) => void)[]} */
  const listeners = [];
  /** The game and its setup where one is open (every part asks only then). */
  const game = () => /** @type {Port} */ (engine);
  const its = () => /** @type {Setup} */ (setup);

  const names = () => its().names;
  const kindOf = (/** @type {number} */ seat) => its().kinds?.[seat] ?? 'human';
  const mine = () => (typeof mode === 'number' ? mode : null);
  const humanSeats = () =>
    names()
      .map((_, s) => s)
      .filter((s) => !isComputer(kindOf(s)));
  /** The seat whose device plays the computers: this one's, at a table that has one.
   * @type {number | null} */
  let host = null;

  /** The game's link carries its computers, so that any device that opens it goes on
   * against them; `host` is the seat whose device plays them (never two devices at once):
   * `seat` if a person plays it, else the first person's. @param {'all' | 'watch' | number | null} seat */
  function linkComputers(seat) {
    const humans = humanSeats();
    const computers = humans.length > 0 && humans.length < names().length;
    host = !computers ? null : typeof seat === 'number' && humans.includes(seat) ? seat : humans[0];
    const kinds = names().map((_, s) => kindOf(s));
    game().setComputers(
      computers && host !== null
        ? {
            kinds: /** @type {import('../engine/port.js').Computers['kinds']} */ (kinds),
            host,
            think: its().think ?? DEFAULT_THINK,
          }
        : null,
    );
  }

  /**
   * The one way to open a game, and the only reset: `game` (an Engine) is shown from now on
   * with `fields` { setup, start?, id?, mode?, host?, remember?, prefs? }, its link naming the
   * players as `setup` does; the game before is let go, and every module hears of it with
   * the saved preferences, if any.
   * @param {Port} next
   * @param {{ setup: Setup, start?: string, id?: string | null, mode?: 'all' | 'watch' | number, host?: number | null,
   *   remember?: boolean, prefs?: any }} fields
   */
  function open(next, fields) {
    const old = engine;
    engine = next;
    setup = fields.setup;
    next.setNames(linkNames(fields.setup.names));
    start = fields.start;
    key = next.identity();
    id = fields.id ?? null;
    mode = fields.mode ?? 'all';
    // A link's or a saved game's host; a new deal's is this device's seat.
    linkComputers(fields.host ?? mode);
    if (fields.remember) keep.seat(key, mode);
    for (const heard of listeners) heard(fields.prefs);
    old?.free();
  }

  /** The game as saved: options (seed included) and actions, or the position it began
   * from, its link's code as it stands, and the table around it. @param {string} [code] */
  function record(code = game().code()) {
    return {
      id,
      identity: key,
      start,
      mode,
      code,
      options: game().options(),
      actions: game().actions(),
      names: its().names,
      kinds: its().kinds,
      think: its().think,
      host,
      prefs: prefs(),
    };
  }

  return {
    open,
    /** `heard(prefs)` after every game opened (flow.js opened: the one listener).
     * @param {(prefs: any) => void} heard */
    onOpen: (heard) => void listeners.push(heard),
    /** The game shown (an Engine or a FairEngine), or null before the first (the parts that
     * may run before one check). */
    engine: () => game(),
    /** Its setup (null before the first game, likewise). */
    setup: () => its(),
    names,
    kindOf,
    isComputer: (/** @type {number} */ seat) => isComputer(kindOf(seat)),
    /** The seats people play. */
    humans: humanSeats,
    /** Whether this device plays the computers' moves: at a hot-seat table, or by link at
     * the seat of the device that plays them (the link says which). */
    runsComputers: () => mode === 'all' || mode === host,
    /** The seat whose device plays the computers, or null when people play every seat. */
    host: () => host,
    mode: () => mode,
    /** The seat this device plays by link, or null (hot-seat, watching). */
    mine,
    key: () => key,
    id: () => id,
    /** The game shown is kept under `id` from now on (null: no longer kept): keeper.js's word.
     * @param {string | null} kept */
    kept(kept) {
      id = kept;
    },
    start: () => start,
    /** The public view. */
    view: () => game().view(null),
    /** What the table shows: by link, this seat's view with its own Mysterious Muse (D3: a
     * private device); otherwise the public view. */
    tableView: () => game().view(mine(), true),
    record,

    /** A new game from the new-game screen's setup ({ players, rounds, seed, colours, names,
     * kinds, think, mode? }); throws the engine's error for options it refuses.
     * @param {Setup & { seed?: string, mode?: 'all' | 'watch' | number }} choice */
    deal(choice) {
      const game = Engine.deal({
        players: choice.players,
        rounds: choice.rounds,
        seed: choice.seed,
        colours: choice.colours,
      });
      const { players, rounds, colours, names: seatNames, kinds, think } = choice;
      const chosen = choice.mode ?? 'all';
      open(game, {
        setup: { players, rounds, colours, names: seatNames, kinds, think },
        mode: chosen,
        remember: chosen !== 'all',
      });
    },

    /** Opens a saved game (or one a link brought, as a record); false when it does not open.
     * @param {ReturnType<typeof record>} saved */
    resume(saved) {
      let game;
      try {
        game = Engine.resume(saved);
      } catch {
        return false;
      }
      const { players, rounds, colours } = saved.options;
      const setupOf = { players, rounds, colours, names: saved.names, kinds: saved.kinds, think: saved.think };
      open(game, {
        setup: setupOf,
        start: saved.start,
        id: saved.id,
        mode: saved.mode,
        host: saved.host,
        prefs: saved.prefs,
      });
      return true;
    },

    /** "Play from here": the game as it stood after its first `k` actions opens as a new
     * game (kept beside this one), played at this device if this one was watched. */
    /** @param {number} k */
    branch(k) {
      const seat = mode === 'watch' ? 'all' : mode;
      open(game().prefix(k), { setup: its(), start, mode: seat, host });
    },

    /** This device's seat from now on (remembered for this game). */
    /** @param {'all' | 'watch' | number} chosen */
    setMode(chosen) {
      // The device that plays the computers goes on playing them from the seat it takes.
      const ran = mode === 'all' || mode === host;
      mode = chosen;
      linkComputers(ran && typeof chosen === 'number' ? chosen : host);
      keep.seat(key, chosen);
    },

    /** Whether the address keeps a broken link rather than the game's. @param {boolean} held */
    holdAddress(held) {
      addressHeld = held;
    },
    addressHeld: () => addressHeld,

    /** Saves the game as it stands: the address (unless a broken link holds it) and the games
     * kept on this device. */
    persist() {
      if (!engine) return;
      if (!addressHeld) setAddress(engine.code());
      // A game with a record of its own (fair mode: this device's keys, its link) keeps it itself.
      if (engine.caps.save === 'game') keep.save();
    },
  };
}

/** @typedef {ReturnType<typeof createSession>} Session */

// @ts-check
// The game shown (a game is its seed plus its actions): its engine, its setup (names, each seat a person or a
// computer, Hard's thinking time), its id among the games kept and this device's seat. ONE way to open a game,
// open(): every part resets from the one event it sends (flow.js opened).

import { DEFAULT_THINK } from '../engine/computer.js';
import { defaultName } from '../ui/words.js';
import { setAddress } from './address.js';

/** @import { Port } from '../engine/port.js' */
/** @typedef {import('./types.js').Setup} Setup */

/** @param {string[]} [names] */
const linkNames = (names = []) => names.map((n, s) => (typeof n !== 'string' || n === defaultName(s) ? '' : n));

/** `prefs()`: the panels' preferences saved with the game; `keep`: the games kept (keeper-loader.js).
 * @param {import('./types.js').SessionParts} parts */
export function createSession({ Engine, isComputer, prefs, keep }) {
  let engine = /** @type {Port | null} */ (null);
  let setup = /** @type {Setup | null} */ (null);
  /** Its id among the games kept (null until kept), identity, the position link it began from, this device's seat.
   * @type {string | null} */
  let id = null;
  let key = '';
  /** @type {string | undefined} */
  let start;
  /** @type {'all' | 'watch' | number} */
  let mode = 'all';
  let addressHeld = false;
  const listeners = /** @type {((prefs: any) => void)[]} */ ([]);
  const game = () => /** @type {Port} */ (engine);
  const its = () => /** @type {Setup} */ (setup);

  const names = () => its().names;
  const kindOf = (/** @type {number} */ seat) => its().kinds?.[seat] ?? 'human';
  const mine = () => (typeof mode === 'number' ? mode : null);
  const humanSeats = () =>
    names()
      .map((_, s) => s)
      .filter((s) => !isComputer(kindOf(s)));
  let host = /** @type {number | null} */ (null);

  /** The link carries its computers; `host` is the seat whose device plays them: `seat` if a person's, else the first
   * person's. @param {'all' | 'watch' | number | null} seat */
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

  /** The one way to open a game, and the only reset: the game before is let go, and every part hears of it.
   * @param {Port} next @param {import('./types.js').OpenFields} fields */
  function open(next, fields) {
    const old = engine;
    engine = next;
    setup = fields.setup;
    next.setNames(linkNames(fields.setup.names));
    start = fields.start;
    key = next.identity();
    id = fields.id ?? null;
    mode = fields.mode ?? 'all';
    linkComputers(fields.host ?? mode);
    if (fields.remember) keep.seat(key, mode);
    for (const heard of listeners) heard(fields.prefs);
    old?.free();
  }

  /** @param {string} [code] */
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
    onOpen: (/** @type {(prefs: any) => void} */ heard) => void listeners.push(heard),
    engine: () => game(),
    setup: () => its(),
    names,
    kindOf,
    isComputer: (/** @type {number} */ seat) => isComputer(kindOf(seat)),
    humans: humanSeats,
    /** Whether this device plays the computers' moves: hot-seat, or by link at the seat of their device. */
    runsComputers: () => mode === 'all' || mode === host,
    host: () => host,
    mode: () => mode,
    mine,
    key: () => key,
    id: () => id,
    kept(/** @type {string | null} */ kept) {
      id = kept;
    },
    start: () => start,
    view: () => game().view(null),
    /** What the table shows: by link, this seat's view with its own Mysterious Muse (D3); else the public view. */
    tableView: () => game().view(mine(), true),
    record,

    /** A new game from the new-game screen's setup; throws the engine's error for options it refuses. */
    deal(/** @type {Setup & { seed?: string, mode?: 'all' | 'watch' | number }} */ choice) {
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

    resume(/** @type {ReturnType<typeof record>} */ saved) {
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

    /** "Play from here": the game after its first `k` actions opens as a new game, played here if it was watched. */
    branch(/** @type {number} */ k) {
      const seat = mode === 'watch' ? 'all' : mode;
      open(game().prefix(k), { setup: its(), start, mode: seat, host });
    },

    setMode(/** @type {'all' | 'watch' | number} */ chosen) {
      const ran = mode === 'all' || mode === host;
      mode = chosen;
      linkComputers(ran && typeof chosen === 'number' ? chosen : host);
      keep.seat(key, chosen);
    },

    holdAddress(/** @type {boolean} */ held) {
      addressHeld = held;
    },
    addressHeld: () => addressHeld,

    /** Saves the game as it stands: the address (unless a broken link holds it) and the games kept. */
    persist() {
      if (!engine) return;
      if (!addressHeld) setAddress(engine.code());
      if (engine.caps.save === 'game') keep.save();
    },
  };
}

/** @typedef {ReturnType<typeof createSession>} Session */

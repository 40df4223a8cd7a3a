// @ts-check
// Plain words for what happened, from the engine's events (for the move log and the
// aria-live announcements), for where a Muse is, and for the hints of a turn, in the
// player's language (i18n.js). Face-down identities are never named before the round ends (D3).

import { list, t } from './i18n.js';
import { endOfRound } from './results.js';
import { sqText } from '../table/state.js';

/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('../engine/port.js').GameEvent} GameEvent */
/** A tile as words name it: where it is, its Muse (null face down), its letter if face down.
 * @typedef {{ x: number, y: number, muse: string | null, label?: string }} Named */
/** A tile as the table shows it, die included. @typedef {import('../table/state.js').Tile} Tile */

/** The default name of a seat nobody named (a link carries no default names). @param {number} s */
export const defaultName = (s) => t('seat.player', { seat: s + 1 });

/** A die colour's letter, so colour is never the only cue: its name's first in the language
 * spoken (V for viola, B for blanc). @param {string} colour */
export const colourLetter = (colour) => t(`colour.${colour}`).charAt(0).toLocaleUpperCase();

/** A die in words: "an orange 3". @param {string} colour @param {number} value */
export const dieWords = (colour, value) => t(`die.${colour}`, { count: value });

/** Where a square is from its neighbour, as the screen shows it (the table never turns).
 * @type {[number, number, string][]} */
const SIDES = [
  [-1, 0, 'where.left'],
  [1, 0, 'where.right'],
  [0, 1, 'where.above'],
  [0, -1, 'where.below'],
  [-1, 1, 'where.aboveLeft'],
  [1, 1, 'where.aboveRight'],
  [-1, -1, 'where.belowLeft'],
  [1, -1, 'where.belowRight'],
];

/** Where square `sq` is among `tiles` (as shown: { x, y, muse|null, label? }), told from a
 * Muse beside it ("left of Clio", "above the face-down Muse B"), else from the nearest Muse
 * in a straight line ("2 squares left of Clio"), else as far from the Muses: never by
 * coordinates, which the table does not show. @param {Square} sq @param {Named[]} tiles */
export function where(sq, tiles) {
  if (!tiles.length) return t('where.middle');
  const side = SIDES.map(([dx, dy, key]) => ({
    key,
    t: tiles.find((t) => t.x === sq.x - dx && t.y === sq.y - dy),
  })).find((n) => n.t);
  if (side?.t) return t(side.key, { muse: nameOf(side.t, tiles) });
  // The nearest Muse on a line through the square (a row, a column or a diagonal).
  const lines = tiles
    .map((tile) => ({ tile, dx: sq.x - tile.x, dy: sq.y - tile.y }))
    .filter(({ dx, dy }) => dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy))
    .map((l) => ({ ...l, n: Math.max(Math.abs(l.dx), Math.abs(l.dy)) }))
    .sort((a, b) => a.n - b.n || Number(!!b.tile.muse) - Number(!!a.tile.muse));
  const near = lines[0];
  if (!near || near.n > 4) return t('where.far');
  const key = /** @type {(typeof SIDES)[number]} */ (
    SIDES.find(([dx, dy]) => dx === Math.sign(near.dx) && dy === Math.sign(near.dy))
  )[2];
  return t('where.away', { count: near.n, side: t(key, { muse: nameOf(near.tile, tiles) }) });
}

/** A tile's name: her Muse's, or for a face-down one her letter on the table ("the
 * face-down Muse B"; just "the face-down Muse" when she is the only one): no identity the
 * viewer may not know (D3). @param {Named} tile @param {Named[]} tiles @returns {string} */
export const nameOf = (tile, tiles) =>
  tile.muse ??
  (tiles.filter((x) => !x.muse).length === 1 || !tile.label
    ? t('name.faceDown')
    : t('name.faceDownLabel', { label: tile.label }));

/** The table in words for a screen reader, row by row from the top, each tile with its
 * column and its die (a face-down Muse unnamed, D3). @param {Tile[]} tiles */
export function boardWords(tiles) {
  if (!tiles.length) return t('board.empty');
  const x0 = Math.min(...tiles.map((tile) => tile.x));
  const rows = [...new Set(tiles.map((tile) => tile.y))].sort((a, b) => b - a);
  const row = (/** @type {number} */ y) =>
    tiles
      .filter((tile) => tile.y === y)
      .sort((a, b) => a.x - b.x)
      .map((tile) => {
        const params = { muse: tile.muse ?? t('board.faceDown'), column: tile.x - x0 + 1 };
        return tile.noDie
          ? t('board.tile', params)
          : t('board.tileDie', { ...params, die: dieWords(tile.colour, tile.value) });
      })
      .join(', ');
  return t('board.rows', { rows: rows.map((y, i) => t('board.row', { row: i + 1, tiles: row(y) })).join(' ') });
}

/** What a Power does to the Muse it is used on, from the tile table's effect.
 * @param {string | undefined} effect */
const does = (effect) => t(`does.${effect}`);
/** @param {string[]} items */
const or = (items) => list(items, 'disjunction');

/** The hints of a turn, by the keys (`keys`: the player uses the keyboard) or by touch: each a
 * function of the moment's facts (names, ways, targets, an effect) that words them.
 * @type {Record<string, (facts?: any) => string>} */
export const HINTS = {
  dance: ({ name, keys }) => t(keys ? 'turn.dance.keys' : 'turn.dance', { name }),
  place: ({ keys, mystery }) => {
    const place = t(keys ? 'turn.place.keys' : 'turn.place');
    return mystery ? `${place} ${t(keys ? 'turn.mystery.keys' : 'turn.mystery')}` : place;
  },
  picked: ({ muse, keys }) => t(keys ? 'turn.picked.keys' : 'turn.picked', { muse }),
  stuck: ({ name, why }) => t('turn.stuck', { name, why }),
  steps: ({ name, ways, later, keys }) => {
    const steps = t(keys ? 'turn.steps.keys' : 'turn.steps', { name, ways: or(ways) });
    return later ? `${steps} ${t('turn.later')}` : steps;
  },
  power: ({ name, ways, targets, effect, keys }) =>
    t(keys ? 'turn.power.keys' : 'turn.power', { name, ways: or(ways), targets: or(targets), does: does(effect) }),
  after: ({ name, targets, effect, keys }) =>
    t(keys ? 'turn.after.keys' : 'turn.after', {
      name,
      targets: or(targets),
      does: does(effect),
      button: t('endTurn'),
    }),
  mustStep: ({ name, target, keys }) =>
    t(keys ? 'turn.mustStep.keys' : 'turn.mustStep', { name, target, button: t('takeBack') }),
  mustStepNow: ({ name }) => t('turn.mustStepNow', { name, button: t('takeBack') }),
  usePowerOrEnd: ({ keys }) => t(keys ? 'turn.usePowerOrEnd.keys' : 'turn.usePowerOrEnd', { button: t('endTurn') }),
  aim: ({ target, effect }) => t('turn.aim', { target, does: does(effect) }),
  cursor: ({ what, can }) => (can ? t('turn.cursorCan', { what, can }) : t('turn.cursor', { what })),
  cursorEmpty: ({ where }) => t('turn.cursorEmpty', { where }),
  cursorTile: ({ name, die }) => (die ? t('turn.cursorTileDie', { name, die }) : name),
  canPlace: ({ muse }) => t('turn.canPlace', { muse }),
  notPlace: () => t('turn.notPlace'),
  canChoose: () => t('turn.canChoose'),
  canAim: ({ effect }) => t('turn.canAim', { does: does(effect) }),
  pickFirst: () => t('turn.pickFirst'),
  faceDown: () => t('turn.faceDown'),
  notNow: () => t('turn.notNow'),
};

/**
 * One action in words, from the public view before it (`tiles` as shown: names by square)
 * and the events it caused. `who` is the player's name.
 * @param {string} who @param {Action | null} action @param {GameEvent[]} events @param {Named[]} tiles
 */
export function describe(who, action, events, tiles) {
  const names = new Map(tiles.map((tile) => [sqText(tile), nameOf(tile, tiles)]));
  const name = (/** @type {Square} */ sq) => names.get(sqText(sq)) ?? t('log.square', { where: where(sq, tiles) });
  /** @type {string[]} */
  const parts = [];
  /** @type {Extract<GameEvent, { kind: 'Moved' }>[]} */
  let moved = [];
  const flushMoves = () => {
    if (!moved.length) return;
    const [stepper, ...pushed] = moved;
    const dir = action && 'dir' in action ? action.dir : undefined;
    const params = { muse: name(stepper.from), dir: t(`dir.${dir}`) };
    parts.push(
      pushed.length
        ? t('log.movedPushing', { ...params, pushed: list(pushed.map((m) => name(m.from))) })
        : t('log.moved', params),
    );
    // Names follow their tiles to their new squares.
    const renamed = moved.map((m) => [sqText(m.to), name(m.from)]);
    for (const m of moved) names.delete(sqText(m.from));
    for (const [sq, n] of renamed) names.set(sq, n);
    moved = [];
  };
  // Each die's last value, in the order the dice changed (a swap changes two).
  /** @type {Map<string, number>} */
  const dice = new Map();
  for (const e of events) {
    if (e.kind !== 'Moved') flushMoves();
    if (e.kind === 'Placed') {
      const at = where(e.square, tiles);
      parts.push(
        e.face_down
          ? t('log.placedFaceDown', { where: at })
          : t('log.placed', { muse: action?.kind === 'Place' ? action.muse : undefined, where: at }),
      );
    } else if (e.kind === 'Moved') {
      moved.push(e);
    } else if (e.kind === 'PowerUsed') {
      parts.push(t(`log.power.${e.effect}`, { user: name(e.user), target: name(e.target) }));
    } else if (e.kind === 'DieChanged' && e.cause !== 'WillOfApollo') {
      const n = name(e.square);
      dice.delete(n);
      dice.set(n, e.to);
    }
  }
  flushMoves();
  const line = t('log.line', { who, actions: list(parts) });
  return dice.size ? `${line} ${t('log.dice', { dice: [...dice].map(([n, v]) => `${n} ${v}`).join(', ') })}` : line;
}

/** The tiles as named after an action (`tiles`: { x, y, muse|null } as anybody at the table
 * sees them), moved as its events say: a placement adds a tile, a step moves every tile it
 * pushes at once, the end of a round reveals. The engine decided all of it; this follows.
 * @param {Named[]} tiles @param {Action | null} action @param {GameEvent[]} events @returns {Named[]} */
export function following(tiles, action, events) {
  const moves = new Map(events.filter((e) => e.kind === 'Moved').map((e) => [sqText(e.from), e.to]));
  const out = tiles.map((t) => {
    const to = moves.get(sqText(t));
    return to ? { ...t, x: to.x, y: to.y } : { ...t };
  });
  for (const e of events) {
    if (e.kind === 'Placed') {
      // A face-down tile takes the next letter, as tilesOf gives it (state.js).
      const label = e.face_down ? String.fromCharCode(65 + out.filter((t) => t.label).length) : undefined;
      out.push({
        x: e.square.x,
        y: e.square.y,
        muse: e.face_down || action?.kind !== 'Place' ? null : action.muse,
        ...(label && { label }),
      });
    }
    const revealed = e.kind === 'Revealed' && out.find((t) => t.x === e.square.x && t.y === e.square.y);
    if (revealed) revealed.muse = e.muse;
  }
  return out;
}

/** The round heading of a match's log. @param {number} round @param {number} rounds */
const roundHeading = (round, rounds) => t('log.round', { round, rounds });

/**
 * The move log's lines from the engine's history (`entries`, its actions from number `from`
 * on): a heading when a match's round begins, each action in words with its notation, what
 * the end of a round did. `table`: the players' `names`, the game's `rounds`, the `round` of
 * the last line so far (0 for none), the `tiles` as named before the first entry, and
 * `startOf(i)`, the tiles of a round that begins with action i. Returns the lines ({ text,
 * notation, index } for action number `index`, { text, heading: true, end? } for a round's
 * heading or its end) and the table after the last entry, to go on from.
 * @param {{ seat: number, round: number, action: Action | null, notation: string, events: GameEvent[] }[]} entries
 * @param {number} from
 * @param {{ names: string[], rounds: number, round: number, tiles: Named[], startOf: (i: number) => Named[] }} table
 */
export function logLines(entries, from, { names, rounds, round, tiles, startOf }) {
  /** @type {{ text: string, notation?: string, index?: number, heading?: boolean, end?: boolean }[]} */
  const lines = [];
  entries.forEach((entry, k) => {
    const { action, events } = entry;
    if (entry.round !== round) {
      round = entry.round;
      if (rounds > 1) lines.push({ text: roundHeading(round, rounds), heading: true });
    }
    lines.push({ text: describe(names[entry.seat], action, events, tiles), notation: entry.notation, index: from + k });
    if (events.some((e) => e.kind === 'RoundEnded'))
      lines.push({ text: endOfRound(events, names), heading: true, end: true });
    tiles = events.some((e) => e.kind === 'NewRound') ? startOf(from + k + 1) : following(tiles, action, events);
  });
  return { lines, round, tiles };
}

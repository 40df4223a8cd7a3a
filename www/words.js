// Plain words for what happened, from the engine's events (for the move log and the
// aria-live announcements). Face-down identities are never named before the round ends (D3).

import { endOfRound } from './results.js';
import { sqText } from './state.js';

export const COLOUR_WORD = { Purple: 'purple', Orange: 'orange', White: 'white' };
export const DIR_WORD = { N: 'north', E: 'east', S: 'south', W: 'west' };
const EFFECT_WORD = { Raise: 'raised', Lower: 'lowered', Swap: 'swapped dice with' };
export const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "a" or "an" before a word. */
export const article = (word) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** A die in words: "an orange 3". */
export const dieWords = (colour, value) => `${article(COLOUR_WORD[colour])} ${value}`;

/** Where a square is from its neighbour, as the screen shows it (the table never turns). */
const SIDES = [
  [-1, 0, 'left of'],
  [1, 0, 'right of'],
  [0, 1, 'above'],
  [0, -1, 'below'],
  [-1, 1, 'above and left of'],
  [1, 1, 'above and right of'],
  [-1, -1, 'below and left of'],
  [1, -1, 'below and right of'],
];

/** Where square `sq` is among `tiles` (as shown: { x, y, muse|null }), told from a named
 * Muse beside it ("left of Clio"), else from a face-down one that a named Muse places ("below
 * the face-down Muse left of Clio"); coordinates only when no Muse nearby can say it. */
export function where(sq, tiles, depth = 0) {
  const beside = (named) =>
    SIDES.map(([dx, dy, side]) => ({ side, t: tiles.find((t) => !!t.muse === named && t.x === sq.x - dx && t.y === sq.y - dy) })).find((n) => n.t);
  const named = beside(true);
  if (named) return `${named.side} ${named.t.muse}`;
  if (!tiles.length) return 'in the middle of the table';
  const hidden = depth === 0 && beside(false);
  if (hidden) return `${hidden.side} ${nameOf(hidden.t, tiles, 1)}`;
  return `on square ${sqText(sq)}`;
}

/** A tile's name: her Muse's, or for a face-down one where she is ("the face-down Muse left
 * of Clio", or just "the face-down Muse" when she is the only one): no identity the viewer
 * may not know (D3). */
export const nameOf = (t, tiles, depth = 0) =>
  t.muse ?? (tiles.filter((x) => !x.muse).length === 1 ? 'the face-down Muse' : `the face-down Muse ${where(t, tiles, depth)}`);

const POWER_WORDS = {
  Raise: 'raises by 1 the die on one Muse in her area',
  Lower: 'lowers by 1 the die on one Muse in her area (a die showing 1 cannot go lower)',
  Swap: "swaps her die's value with the die of one Muse in her area",
};
const AREA_WORDS = {
  Orthogonal: 'the 4 squares beside her: left, right, above and below',
  Diagonal: 'the 4 squares diagonally beside her, at her corners',
  Surrounding: 'all 8 squares around her',
};

/** "About this Muse": her Power, area and Suns in words (from the tile table), and her die;
 * a face-down Muse the viewer may not know is not named (D3). `faceUp` false with a Muse:
 * this seat's own Mysterious Muse on its private device. */
export function museCard({ muse, info, colour, value, faceUp, noDie }) {
  const die = colour && !noDie ? [`Her die: ${dieWords(colour, value)}.`] : [];
  if (!muse || !info) {
    return {
      title: 'A face-down Muse',
      lines: ['Nobody knows who she is until the round ends.', 'She steps and is pushed like any Muse; her Power cannot be used.', ...die],
    };
  }
  return {
    title: faceUp === false ? `${muse}, your Mysterious Muse` : muse,
    lines: [
      `Power: she ${POWER_WORDS[info.effect]}, once, when she dances: before or after her step${faceUp === false ? ', if face up (she is face down: not now)' : ''}.`,
      `Her area: ${AREA_WORDS[info.area]}.`,
      `Will of Apollo: ${plural(info.suns, 'Sun')}. If her die shows exactly ${info.suns} when the round ends, it becomes a 6.`,
      ...die,
    ],
  };
}

/** The table in words for a screen reader, row by row from the top, each tile with its
 * column and its die (a face-down Muse unnamed, D3). */
export function boardWords(tiles) {
  if (!tiles.length) return 'The table is empty.';
  const x0 = Math.min(...tiles.map((t) => t.x));
  const rows = [...new Set(tiles.map((t) => t.y))].sort((a, b) => b - a);
  const row = (y) =>
    tiles
      .filter((t) => t.y === y)
      .sort((a, b) => a.x - b.x)
      .map((t) => `${t.muse ?? 'a face-down Muse'} in column ${t.x - x0 + 1}${t.noDie ? '' : ` with ${dieWords(t.colour, t.value)}`}`)
      .join(', ');
  return `The table, row by row from the top. ${rows.map((y, i) => `Row ${i + 1}: ${row(y)}.`).join(' ')}`;
}

/** What a Power does to the Muse it is used on, from the tile table's effect. */
const EFFECT_DOES = { Raise: 'raise her die by 1', Lower: 'lower her die by 1', Swap: 'swap dice with her' };
const or = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/** The hints of a turn, by the keys (`keys`: the player uses the keyboard) or by touch. */
export const HINTS = {
  dance: ({ name, keys }) =>
    keys ? `${name}: arrows move the cursor to a Muse, Enter chooses her.` : `${name}: press a Muse to see where she can step, then drag her.`,
  place: ({ keys, mystery }) =>
    (keys
      ? 'Press 1 to 4 to choose a Muse, arrows to move the cursor to a marked square, Enter to place her.'
      : 'Drag a Muse to a marked square, or tap her then the square.') +
    (mystery ? (keys ? ' One of your Muses must go face down (F).' : ' One of your Muses must go face down (the Face down button).') : ''),
  picked: ({ muse, keys }) => (keys ? `${muse}: move the cursor to a marked square and press Enter.` : `${muse}: drop her on a marked square.`),
  stuck: ({ name, why }) => `${name} cannot step anywhere. ${why}`,
  steps: ({ name, ways, later, keys }) =>
    `${name} can step ${or(ways)}: ${keys ? 'press an arrow key' : 'drag her or tap an arrow'}.` + (later ? ' After the step she may use her Power.' : ''),
  power: ({ name, ways, targets, effect, keys }) =>
    keys
      ? `Press P to aim ${name}'s Power at ${or(targets)} and Enter to ${EFFECT_DOES[effect]}, or step ${or(ways)} first with an arrow key.`
      : `Tap ${or(targets)} to ${EFFECT_DOES[effect]}, or step first: drag ${name} ${or(ways)} or tap an arrow.`,
  after: ({ name, targets, effect, keys }) =>
    keys
      ? `Now press P to aim ${name}'s Power at ${or(targets)} and Enter to ${EFFECT_DOES[effect]}, or E to end the turn.`
      : `Now tap ${or(targets)} to ${EFFECT_DOES[effect]} with ${name}'s Power, or press End turn.`,
  mustStep: ({ name, target, keys }) =>
    `Power used on ${target}. Now ${name} must step: ${keys ? 'press an arrow key (Escape takes it all back)' : 'drag her or tap an arrow (Take back undoes it all)'}.`,
  mustStepNow: ({ name }) => `${name} must step now (or Take back).`,
  usePowerOrEnd: ({ keys }) => (keys ? 'Press P and Enter to use the Power, or E to end the turn.' : 'Use the Power on a marked Muse, or press End turn.'),
  aim: ({ target, effect }) => `Power aimed at ${target}: press Enter to ${EFFECT_DOES[effect]}.`,
  cursor: ({ what, can }) => `${what}${can ? `: ${can}` : ''}.`,
  cursorEmpty: ({ where }) => `Empty square ${where}`,
  cursorTile: ({ name, die }) => `${name}${die ? `, ${die}` : ''}`,
  canPlace: ({ muse }) => `a place for ${muse}, press Enter`,
  notPlace: 'not a place for your Muse',
  canChoose: 'press Enter to choose her',
  canAim: ({ effect }) => `her die can take the Power, press Enter to ${EFFECT_DOES[effect]}`,
  pickFirst: 'First choose one of your Muses below.',
  faceDown: 'Face down: this will be your Mysterious Muse, hidden from everyone (you too) until the end.',
  notNow: 'That is not possible now.',
};

const list = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * One action in words, from the public view before it (`tiles` as shown: names by square)
 * and the events it caused. `who` is the player's name.
 */
export function describe(who, action, events, tiles) {
  const names = new Map(tiles.map((t) => [sqText(t), nameOf(t, tiles)]));
  const name = (sq) => names.get(sqText(sq)) ?? `the square ${where(sq, tiles)}`;
  const parts = [];
  let moved = [];
  const flushMoves = () => {
    if (!moved.length) return;
    const [stepper, ...pushed] = moved;
    parts.push(
      `moved ${name(stepper.from)} ${DIR_WORD[action?.dir]}${pushed.length ? `, pushing ${list(pushed.map((m) => name(m.from)))}` : ''}`,
    );
    // Names follow their tiles to their new squares.
    const renamed = moved.map((m) => [sqText(m.to), name(m.from)]);
    for (const m of moved) names.delete(sqText(m.from));
    for (const [sq, n] of renamed) names.set(sq, n);
    moved = [];
  };
  // Each die's last value, in the order the dice changed (a swap changes two).
  const dice = new Map();
  for (const e of events) {
    if (e.kind !== 'Moved') flushMoves();
    if (e.kind === 'Placed') {
      parts.push(e.face_down ? `placed a Muse face down ${where(e.square, tiles)}` : `placed ${action.muse} ${where(e.square, tiles)}`);
    } else if (e.kind === 'Moved') {
      moved.push(e);
    } else if (e.kind === 'PowerUsed') {
      parts.push(`used ${name(e.user)}'s Power: ${EFFECT_WORD[e.effect]} ${name(e.target)}`);
    } else if (e.kind === 'DieChanged' && e.cause !== 'WillOfApollo') {
      const n = name(e.square);
      dice.delete(n);
      dice.set(n, e.to);
    }
  }
  flushMoves();
  const values = [...dice].map(([n, v]) => `${n} ${v}`);
  return `${who} ${list(parts)}.${values.length ? ` Dice now: ${values.join(', ')}.` : ''}`;
}

/** The tiles as named after an action (`tiles`: { x, y, muse|null } as anybody at the table
 * sees them), moved as its events say: a placement adds a tile, a step moves every tile it
 * pushes at once, the end of a round reveals. The engine decided all of it; this follows. */
export function following(tiles, action, events) {
  const moves = new Map(events.filter((e) => e.kind === 'Moved').map((e) => [sqText(e.from), e.to]));
  const out = tiles.map((t) => {
    const to = moves.get(sqText(t));
    return to ? { ...t, x: to.x, y: to.y } : { ...t };
  });
  for (const e of events) {
    if (e.kind === 'Placed') out.push({ x: e.square.x, y: e.square.y, muse: e.face_down ? null : (action?.muse ?? null) });
    const revealed = e.kind === 'Revealed' && out.find((t) => t.x === e.square.x && t.y === e.square.y);
    if (revealed) revealed.muse = e.muse;
  }
  return out;
}

/** The round heading of a match's log. */
const roundHeading = (round, rounds) => `Round ${round} of ${rounds}`;

/**
 * The move log's lines from the engine's history (`entries`, its actions from number `from`
 * on): a heading when a match's round begins, each action in words with its notation, what
 * the end of a round did. `table`: the players' `names`, the game's `rounds`, the `round` of
 * the last line so far (0 for none), the `tiles` as named before the first entry, and
 * `startOf(i)`, the tiles of a round that begins with action i. Returns the lines ({ text,
 * notation, index } for action number `index`, { text, heading: true, end? } for a round's
 * heading or its end) and the table after the last entry, to go on from.
 */
export function logLines(entries, from, { names, rounds, round, tiles, startOf }) {
  const lines = [];
  entries.forEach((entry, k) => {
    const { action, events } = entry;
    if (entry.round !== round) {
      round = entry.round;
      if (rounds > 1) lines.push({ text: roundHeading(round, rounds), heading: true });
    }
    lines.push({ text: describe(names[entry.seat], action, events, tiles), notation: entry.notation, index: from + k });
    if (events.some((e) => e.kind === 'RoundEnded')) lines.push({ text: endOfRound(events, names), heading: true, end: true });
    tiles = events.some((e) => e.kind === 'NewRound') ? startOf(from + k + 1) : following(tiles, action, events);
  });
  return { lines, round, tiles };
}

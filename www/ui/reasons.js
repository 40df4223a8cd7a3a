// @ts-check
// Every error the engine throws, in the player's language: from its machine `kind` and named
// `params` (src/reason.rs lists them all; tests/data/reason-kinds.txt), never from its English
// `message`, which stays for the console. A reason that wraps another (a link's illegal move,
// a position link's fault) is worded with the one inside.

import { number, sentence, t, usePart } from './i18n.js';

/** The reasons a player rarely meets (www/ui/lang/reasons/: a position link that does not read or
 * breaks a rule, a deal made outside the engine, fair mode's refusals and cheats, the page's
 * own mistakes), kept out of the first load: loaded before wording a link that opens no game
 * and with fair mode. Resolves once they are in. */
export const rareReasons = () => usePart('reasons');

/** @typedef {import('../engine/port.js').Square} Square */
/** A reason's params, as the page reads them: each kind has its own (src/reason.rs).
 * @typedef {Record<string, any>} Params */
/**
 * How a reason names what it points at (DEFAULTS).
 * @typedef {{ tile: (sq: Square) => string, seat: (i: number) => string, seedMax: string }} Names
 */

/** A square as the notation writes it ("1,-2"). @param {Square} sq */
const coords = (sq) => `${sq.x},${sq.y}`;

/**
 * How to name what a reason points at; the page passes what it knows of the table:
 * `tile(square)` names the Muse on a square as the player may know her ("Clio", "the
 * face-down Muse left of Clio"), `seat(i)` a seat (0-based) by its player's name, `seedMax`
 * the largest seed (the engine's rules().seed.max).
 */
/** @type {Names} */
const DEFAULTS = {
  tile: (sq) => t('reason.tileAt', { square: coords(sq) }),
  seat: (i) => t('reason.seat', { seat: i + 1 }),
  seedMax: '18446744073709551615',
};

/** The player's words for `error` (an `Error` with `kind` and `params`, or a bare `{ kind,
 * params }`); a thrown value that carries no kind is said to be unexpected.
 * @param {unknown} error @param {Partial<Names>} [names] */
export function reason(error, names = {}) {
  return word(error, { ...DEFAULTS, ...names });
}

/** A reason as a sentence: it may begin with a tile's or a seat's name ("the Muse on …").
 * @param {unknown} error @param {Names} ctx @param {string} [within] @returns {string} */
const word = (error, ctx, within) => sentence(phrase(error, ctx, within));

/** @param {unknown} error @param {Names} ctx @param {string} [within] @returns {string} */
function phrase(error, ctx, within) {
  const reason = /** @type {{ kind?: unknown, params?: Params } | null | undefined} */ (error);
  const kind = reason?.kind;
  /** @type {Params} */
  const p = reason?.params ?? {};
  if (typeof kind !== 'string') return t('reason.unknown');
  /** @param {unknown} inner @param {string} [context] */
  const nested = (inner, context) => word(inner, ctx, context);
  const one = (/** @type {number} */ i) => i + 1;
  switch (kind) {
    // The page's own: fair mode's record not kept (engine/fair.js), whatever the storage said.
    case 'NotKept':
      return t('reason.NotKept');
    // Squares that hold a Muse are named by her.
    case 'BreaksGroup':
      return t('reason.BreaksGroup', { muse: ctx.tile(p.square), dir: t(`dir.${p.dir}`) });
    case 'FaceDownPower':
    case 'CannotStep':
      return t(`reason.${kind}`, { muse: ctx.tile(p.square) });
    case 'OutOfArea':
    case 'SwapOfEqualValues':
      return t(`reason.${kind}`, { user: ctx.tile(p.user), target: ctx.tile(p.target) });
    case 'LowerOnOne':
      return t('reason.LowerOnOne', { target: ctx.tile(p.target) });
    // Said as the player points at the square: "that square", never coordinates.
    case 'Occupied':
    case 'FirstNotAtOrigin':
    case 'NotTouching':
    case 'NoTile':
      return t(`reason.${kind}`);
    // A position link's: in the link's own notation.
    case 'DuplicateSquare':
      return t(`reason.${kind}`, { square: coords(p.square) });
    // Seats counted from 0 by the engine, named by their players.
    case 'HandSize':
      return t('reason.HandSize', { ...p, seat: ctx.seat(p.seat) });
    case 'First':
      return t('reason.First', { players: p.players, seat: ctx.seat(p.first) });
    case 'NotNextFirst':
      return t('reason.NotNextFirst', { round: p.round, expected: ctx.seat(p.expected), got: ctx.seat(p.got) });
    case 'SeatTaken':
      return t('reason.SeatTaken', { seat: ctx.seat(p.seat) });
    case 'NoSeat':
      return t('reason.NoSeat', { seat: one(p.seat) });
    // Colours: a die's, or a Company's.
    case 'ColourNotInGame':
      return t('reason.ColourNotInGame', { muse: p.muse, die: t(`aDie.${p.colour}`) });
    case 'SameColour':
      return t('reason.SameColour', { colour: t(`colour.${p.colour}`) });
    case 'TooManyDice':
    case 'TooManyFaceDown':
    case 'MysteryAmbiguous':
      return t(`reason.${kind}`, { ...p, company: t(`company.${p.colour}`) });
    case 'MysteryMismatch':
      return t('reason.MysteryMismatch', { company: t(`company.${p.colour}`), count: p.face_down, listed: p.listed });
    case 'HandCount':
      return t('reason.HandCount', { count: p.got, expected: p.expected });
    // Kinds two error types share, told apart by their params or by what wraps them.
    case 'Players':
      return 'players' in p ? t('reason.Players', p) : t('reason.Players.deal', p);
    case 'Empty':
      return within === 'position' ? t('reason.Empty.position') : t('reason.Empty');
    case 'Foreign':
      return within === 'fair' ? t('reason.Foreign.fair') : t('reason.Foreign');
    case 'FutureVersion':
      return t('reason.FutureVersion', { version: typeof p === 'number' ? p : p.version });
    case 'Malformed':
      return typeof p.part === 'string'
        ? t('reason.Malformed', { part: t(`malformed.${p.part}`) })
        : t('reason.Malformed.fair');
    case 'BadOptions':
      return p.reason ? t('reason.BadOptions', { reason: nested(p.reason) }) : t('reason.BadOptions.fair');
    // Reasons inside reasons.
    case 'Position':
      return t('reason.Position', { reason: nested(p.reason, 'position') });
    case 'Illegal':
      // A replay's illegal move has its number; a fair device's or a cheat's is the reason.
      return p.reason ? t('reason.Illegal', { move: one(p.index), reason: nested(p.reason) }) : nested(p);
    case 'Link':
      return nested(p, 'fair');
    case 'Fault':
      return fault(p, ctx, nested);
    case 'False':
      return t('reason.False', { message: one(p.index), fault: fault(p.fault, ctx, nested) });
    case 'Rewritten':
      return t('reason.Rewritten', { message: one(p.index) });
    case 'Equivocated':
      return t('reason.Equivocated', { message: one(p.index), seat: ctx.seat(p.seat) });
    case 'Older':
      return t('reason.Older', { count: p.got, held: p.held });
    case 'OlderVersion':
      return t('reason.OlderVersion', { version: p });
    case 'TooLong':
      return t('reason.TooLong', { length: number(p.length), max: number(p.max) });
    case 'Unreadable':
      return t('reason.Unreadable', { message: one(p.index), seat: ctx.seat(p.seat) });
    case 'FalseShow':
      return t('reason.FalseShow', { slot: one(p.slot), muse: p.muse });
    case 'IllegalAction':
    case 'AfterEnd':
      return t(`reason.${kind}`, { move: one(p.index) });
    case 'NotASeed':
      return t('reason.NotASeed', {
        seed: p.seed,
        max: number(/** @type {Intl.StringNumericLiteral} */ (ctx.seedMax)),
      });
    // The page's own: a wasm bundle that did not load (bundles.js).
    case 'BundleUnavailable':
      return unavailable(p);
    default:
      if ('field' in p) return parseError(kind, p);
      // A rare reason not loaded yet (rareReasons) reads as unexpected, never as a key.
      return t(`reason.${kind}`, p) === `reason.${kind}` ? t('reason.unknown') : t(`reason.${kind}`, p);
  }
}

/** A wasm bundle that did not load: fair mode's, the puzzles' or the tutorial's, offline or not.
 * @param {Params} params */
function unavailable({ bundle, offline }) {
  if (bundle === 'fair')
    return offline ? t('reason.BundleUnavailable.fair.offline') : t('reason.BundleUnavailable.fair');
  if (bundle === 'puzzles')
    return offline ? t('reason.BundleUnavailable.puzzles.offline') : t('reason.BundleUnavailable.puzzles');
  return offline ? t('reason.BundleUnavailable.lessons.offline') : t('reason.BundleUnavailable.lessons');
}

/** A seat's false message: who, in which round, and what was false.
 * @param {Params} f @param {Names} ctx @param {(inner: unknown) => string} nested */
function fault(f, ctx, nested) {
  return sentence(t('reason.Fault', { seat: ctx.seat(f.seat), round: f.round, fault: nested(f.kind) }));
}

/** Text that does not read (a position link's): where in the text, and what is wrong.
 * @param {string} kind @param {Params} p */
function parseError(kind, p) {
  const field = t(`field.${p.field}`, { index: p.index });
  const shape = p.shape === undefined ? undefined : t(`shape.${p.shape}`);
  return t(`reason.${kind}`, { ...p, field, shape });
}

// @ts-check
// The port to the engine: the calls the page makes of a game, whichever door answers them
// (engine.js's Engine, a game dealt here; fair.js's FairEngine, a game whose players' devices
// deal it together). The page asks every game the same calls and reads what differs from its
// capabilities, never from which kind of game it is (boardgame.io's lesson: plugins, not
// patches). Types only: this module has no code.
//
//   const { caps } = session.engine();
//   if (caps.undo !== true) say(t(caps.undo));      // why this game has no Undo
//   if (caps.save === 'game') keep.save();           // the page keeps the game itself
//
// The values are the wasm's, typed from the Rust types that send them (tsify: the bindings'
// declarations, target/wasm/muses/muses.d.ts, make types); the names below are theirs.

/** @typedef {import('muses-wasm').Square} Square */
/** @typedef {import('muses-wasm').Action} Action */
/** Every field an action may have, for code that reads any kind's (a key, a drawing).
 * @typedef {{ kind: Action['kind'], muse?: Muse, to?: Square, face_down?: boolean, from?: Square,
 *   dir?: import('muses-wasm').Dir | null, target?: Square }} ActionFields */
/** @typedef {import('muses-wasm').Muse} Muse */
/** @typedef {import('muses-wasm').Colour} Colour */
/** What happened, in order (src/event.rs): named so as not to hide the DOM's `Event`.
 * @typedef {import('muses-wasm').Event} GameEvent */
/** @typedef {import('muses-wasm').RoundScore} Score */
/** @typedef {import('muses-wasm').View} View */
/** @typedef {import('muses-wasm').LogEntry} LogEntry */
/** @typedef {import('muses-wasm').LegalAction} LegalAction */
/** @typedef {import('muses-wasm').StepPreview} StepPreview */
/** @typedef {import('muses-wasm').Preview} Preview */
/** @typedef {import('muses-wasm').GameOptions} GameOptions */
/** @typedef {import('muses-wasm').DealtOptions} DealtOptions */
/** @typedef {import('muses-wasm').Computers} Computers */
/** Why the engine refused something: `{ kind, params }` (ui/reasons.js words it).
 * @typedef {import('muses-wasm').Reason} Reason */
/** What the engine throws: an `Error` with its reason's `kind` and `params`.
 * @typedef {import('muses-wasm').EngineError} EngineError */
/** The params of each kind of a `{ kind, params }` union (none for a kind without any): a
 * table of words by kind typed with it must word every kind the engine has.
 * @template {{ kind: string }} U
 * @typedef {{ [K in U['kind']]: Extract<U, { kind: K }> extends { params: infer P } ? P : undefined }} ParamsOf */

/**
 * What differs between games, read instead of asking which kind a game is:
 * - `undo`: true, or the key of the words that say why there is no Undo (i18n.js t);
 * - `save`: 'game' (the page keeps the game with the others, play/keeper.js) or 'own' (the
 *   game's feature keeps its record: fair mode keeps this device's record, in the same store);
 * - `seat`: how this device comes to play a seat: 'link' (the menu's Change seat) or 'key'
 *   (a seat's secret key, fair mode's menu);
 * - `review`: the wasm bundle whose worker reviews it from its `code()` (features/review/):
 *   'review' (a game code or position link) or 'fair' (a fair link: its verified rounds only).
 * @typedef {object} Caps
 * @property {true | string} undo
 * @property {'game' | 'own'} save
 * @property {'link' | 'key'} seat
 * @property {'review' | 'fair'} review
 */

/**
 * A computer's choice: the action (null for none), and how long it took.
 * @typedef {{ action: Action | null, ms: number }} Choice
 */

/**
 * The calls every game answers (engine.js's Engine and fair.js's FairEngine).
 * @typedef {object} Port
 * @property {Caps} caps
 * @property {(seat?: number | null, own?: boolean) => View} view
 * @property {() => LegalAction[]} legal
 * @property {(sq: Square) => StepPreview[]} steps
 * @property {(action: Action, seat?: number | null) => Preview} preview
 * @property {(action: Action) => { kind: string, params: object } | null} reason
 * @property {(action: Action) => GameEvent[]} apply
 * @property {(level: string, think: number | undefined) => Promise<Choice>} choose
 * @property {() => string} code
 * @property {() => string} identity
 * @property {() => DealtOptions} options
 * @property {() => Action[]} actions
 * @property {() => number} actionCount
 * @property {(n: number) => Port} prefix
 * @property {(n?: number) => boolean} undo
 * @property {(seat?: number | null, own?: boolean, from?: number) => LogEntry[]} log
 * @property {(i: number) => number} seatOf
 * @property {() => string[]} names
 * @property {(names: string[]) => void} setNames
 * @property {() => Computers | null} computers
 * @property {(computers: Computers | null) => void} setComputers
 * @property {() => boolean} fromPosition
 * @property {() => [number, number][][]} firstPlayerRolls
 * @property {() => void} free
 */

export {};

// @ts-check
// The calls the page makes of a game, whichever door answers (engine.js's Engine, fair.js's
// FairEngine): what differs is read from its capabilities (`caps`), never from its kind. The
// values are the wasm's, typed from the Rust types that send them (tsify). Types only.

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
/** The params of each kind of a `{ kind, params }` union (none for a kind without any): a table of words by kind typed
 * with it must word every kind the engine has. @template {{ kind: string }} U
 * @typedef {{ [K in U['kind']]: Extract<U, { kind: K }> extends { params: infer P } ? P : undefined }} ParamsOf */

/** What differs between games (docs/architecture.md): `undo` true or the key of the words why not; `save` 'game'
 * (the page keeps it) or 'own' (its feature does); `seat` 'link' or 'key'; `review` the bundle that reviews it.
 * @typedef {{ undo: true | string, save: 'game' | 'own', seat: 'link' | 'key', review: 'review' | 'fair' }} Caps */

/** @typedef {{ action: Action | null, ms: number }} Choice */

/** The calls every game answers.
 * @typedef {{ caps: Caps, view: (seat?: number | null, own?: boolean) => View, legal: () => LegalAction[],
 *   steps: (sq: Square) => StepPreview[], preview: (action: Action, seat?: number | null) => Preview,
 *   reason: (action: Action) => { kind: string, params: object } | null, apply: (action: Action) => GameEvent[],
 *   choose: (level: string, think: number | undefined) => Promise<Choice>, code: () => string, identity: () => string,
 *   options: () => DealtOptions, actions: () => Action[], actionCount: () => number, prefix: (n: number) => Port,
 *   undo: (n?: number) => boolean, log: (seat?: number | null, own?: boolean, from?: number) => LogEntry[],
 *   seatOf: (i: number) => number, names: () => string[], setNames: (names: string[]) => void,
 *   computers: () => Computers | null, setComputers: (computers: Computers | null) => void,
 *   fromPosition: () => boolean, firstPlayerRolls: () => [number, number][][], free: () => void }} Port */

export {};

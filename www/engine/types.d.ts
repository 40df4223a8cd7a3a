// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { FairEngine, Kept } from './fair.js';
import type {
  Action,
  Choice,
  Computers,
  DealtOptions,
  LegalAction,
  LogEntry,
  Muse,
  Preview,
  Square,
  StepPreview,
  View,
} from './port.js';

export type FairHost = {
  changed: (engine: FairEngine, did: import('fair-wasm').FairStep | null) => void;
  kept: (gameId: string) => string | null;
  keep: (engine: FairEngine) => Kept;
};

/** Every field an action may have, for code that reads any kind's (a key, a drawing). */
export type ActionFields = {
  kind: Action['kind'];
  muse?: Muse;
  to?: Square;
  face_down?: boolean;
  from?: Square;
  dir?: import('muses-wasm').Dir | null;
  target?: Square;
};

/** What happened, in order (src/event.rs): named so as not to hide the DOM's `Event`. */
export type GameEvent = import('muses-wasm').Event;

/** Why the engine refused something: `{ kind, params }` (ui/reasons.js words it). */
export type Reason = import('muses-wasm').Reason;

/** What the engine throws: an `Error` with its reason's `kind` and `params`. */
export type EngineError = import('muses-wasm').EngineError;

/** What differs between games (docs/architecture.md): `undo` true or the key of the words why not; `save` 'game'  (the page keeps it) or 'own' (its feature does); `seat` 'link' or 'key'; `review` the bundle that reviews it. */
export type Caps = { undo: true | string; save: 'game' | 'own'; seat: 'link' | 'key'; review: 'review' | 'fair' };

/** The calls every game answers. */
export type Port = {
  caps: Caps;
  view: (seat?: number | null, own?: boolean) => View;
  legal: () => LegalAction[];
  steps: (sq: Square) => StepPreview[];
  preview: (action: Action, seat?: number | null) => Preview;
  reason: (action: Action) => { kind: string; params: object } | null;
  apply: (action: Action) => GameEvent[];
  choose: (level: string, think: number | undefined) => Promise<Choice>;
  code: () => string;
  identity: () => string;
  options: () => DealtOptions;
  actions: () => Action[];
  actionCount: () => number;
  prefix: (n: number) => Port;
  undo: (n?: number) => boolean;
  log: (seat?: number | null, own?: boolean, from?: number) => LogEntry[];
  seatOf: (i: number) => number;
  names: () => string[];
  setNames: (names: string[]) => void;
  computers: () => Computers | null;
  setComputers: (computers: Computers | null) => void;
  fromPosition: () => boolean;
  firstPlayerRolls: () => [number, number][][];
  free: () => void;
};

/** The params of each kind of a `{ kind, params }` union (none for a kind without any): a table of words by kind typed
 * with it must word every kind the engine has. */
export type ParamsOf<U extends { kind: string }> = {
  [K in U['kind']]: Extract<U, { kind: K }> extends { params: infer P } ? P : undefined;
};

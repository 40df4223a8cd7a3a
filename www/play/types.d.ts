// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { Caps, GameEvent, View } from '../engine/port.js';
import type { Kind } from './games.js';
import type { Stored, Tile } from './record.js';
import type { Reason } from './store.js';
import type { Owed } from './flow.js';
import type { Keeper } from './keeper.js';
import type { Relation } from './record.js';
import type { Words as Hint } from './turn.js';
import type { Action, Square } from '../engine/port.js';

/** A kind of kept game (useKind; docs/architecture.md). */
export type KeptKind = {
  name: string;
  words: string;
  is: (game: any) => boolean;
  identity: (game: Game) => string;
  valid: (game: any) => boolean;
  relation: (a: Game, b: Game) => Relation;
  open?: (record: Stored, enter: boolean) => boolean;
  taken?: (record: Stored) => void;
  migrate?: (store: ReturnType<typeof import('./store.js').createStore>, storage: Storage) => Promise<unknown>;
};

/** What a turn works with (the engine: the game's or a lesson's; `refused`: told of every action refused). */
export type TurnHost = {
  table: import('../table/table.js').Table;
  engine: () => import('../engine/port.js').Port;
  commit: (action: Action) => void;
  hint: (text: Hint, refused?: boolean) => void;
  changed: () => void;
  canAct: () => boolean;
  nameAt: (sq: Square) => string;
  why: (error: any) => string;
  refused?: (action: Action) => void;
};

export type Mode =
  | 'none'
  | 'lesson'
  | 'screen'
  | 'replay'
  | 'busy'
  | 'thinking'
  | 'waiting'
  | 'watching'
  | 'over'
  | 'placing'
  | 'dancing';

/** The moment's facts (`device`: a seat, 'all' hot-seat or 'watch'; `lesson`: the tutorial's turn  when it has the table; `live`: features/live/'s, null outside live play). */
export type Facts = {
  view: View | null;
  caps: Caps | null;
  device: 'all' | 'watch' | number;
  humans: number;
  isComputer: (seat: number) => boolean;
  phase: string;
  stage: import('../table/state.js').Stage;
  hand: boolean;
  faces: { up: boolean; down: boolean };
  faceDown: boolean;
  busy: boolean;
  animating: boolean;
  screen: string | null;
  thinking: boolean;
  failed: boolean;
  paused: boolean;
  speed: string;
  waiting: boolean;
  replaying: boolean;
  addressHeld: boolean;
  moves: number;
  undoCount: number;
  lesson: { ready: boolean; busy: boolean; met: boolean } | null;
  live?: { here: boolean; all: boolean; hub: boolean; sends: boolean } | null;
};

/** What the controls show. */
export type Buttons = {
  face: { shown: boolean; down: boolean; refuseUp: boolean; refuseDown: boolean };
  endTurn: boolean;
  takeBack: boolean;
  showResult: boolean;
  watch: { shown: boolean; pause: boolean; paused: boolean; speed: string };
  retry: boolean;
  undo: boolean;
  sendMove: { shown: boolean; end: boolean };
  playLive: boolean;
  menuLive: boolean;
  hint: boolean;
  passSeat: boolean;
  menuReplay: boolean;
  menuUndo: boolean;
  menuSeat: { shown: boolean; enabled: boolean };
  review: boolean;
};

export type Words = {
  t: (key: string, params?: Record<string, unknown>) => string;
  list: (items: string[]) => string;
  language: () => string;
};

export type Item = {
  id: string;
  rev: number;
  kind: Kind;
  yours: boolean;
  over: boolean;
  played: number;
  players: { name: string; colour: string; kind: string }[];
  tiles: Tile[];
  words: { kind: string; players: string; state: string; detail: string; played: string };
};

export type Game = {
  id?: string | null;
  identity?: string;
  start?: string;
  code?: string;
  options?: { players: number; rounds: number; colours: string; seed: string };
  actions?: import('../engine/port.js').Action[] | null;
  moves?: number;
  messages?: number;
  names?: string[];
  kinds?: string[];
  mode?: number | 'all' | 'watch';
  host?: number | null;
  think?: number;
  prefs?: any;
  secret?: unknown;
  [field: string]: unknown;
};

export type Summary = {
  players: { name: string; colour: string; kind: string }[];
  round: number;
  rounds: number;
  moves: number;
  over: boolean;
  winners: number[] | null;
  shared: boolean;
  waitingOn: number | null;
  last: number | null;
  mine?: boolean;
  tiles: Tile[];
};

export type GameRecord = {
  id: string;
  identity: string;
  rev: number;
  created: number;
  played: number;
  game: Game;
  summary: Summary | null;
};

/** A game's setup around its engine: each seat's name and kind ("human" or a computer's level). */
export type Setup = {
  players: number;
  rounds: number;
  colours: string;
  names: string[];
  kinds?: string[];
  think?: number;
};

export type Written =
  { ok: true; record: Stored; thinned: number } | { ok: false; reason: Reason; record?: Stored | null };

export type Change = {
  id: string;
  record: Stored | null;
  removed?: boolean;
  unreadable?: boolean;
  mover: { seat: number; name: string } | null;
  lost: Stored | null;
  cleared?: boolean;
};

/** What a part or a feature hooks into the flow (docs/architecture.md). */
export type Part = {
  opened?: (prefs: any) => void;
  pending?: () => boolean;
  rematch?: () => boolean;
  send?: (what: 'move' | 'share') => boolean;
  applied?: (events: GameEvent[]) => void;
  stale?: () => boolean;
  owed?: () => Owed | null;
  awaits?: (seat: number) => string;
};

/** The game, the table, the turn, the computers, the log and the frames, as the flow and the history work with them. */
export type PlayParts = {
  session: import('./session.js').Session;
  table: import('../table/table.js').Table;
  turn: import('./turn.js').Turn;
  thinking: import('./thinking.js').Thinking;
  log: import('./log.js').Log;
  frames: import('../table/frames.js').Frames;
  changed: () => void;
  focus: () => void;
  why: (error: any) => string;
};

/** What the flow works with: the parts of play and the page's ways. */
export type FlowHost = PlayParts & {
  newGame: (onCancel: (() => void) | null) => void;
  send: (what: 'move' | 'share') => void;
};

/** What links work with (main.js); `opens`: the features' own links, by their first letter. */
export type LinkHost = {
  Engine: typeof import('../engine/engine.js').Engine;
  session: import('./session.js').Session;
  flow: import('./flow.js').Flow;
  thinking: import('./thinking.js').Thinking;
  history: import('./history.js').History;
  newGame: (onCancel: (() => void) | null) => void;
  redraw: () => void;
  opens: Record<string, (code: string) => unknown>;
  kept: () => Promise<Keeper>;
};

export type OtherTabsHost = {
  store: ReturnType<typeof import('./store.js').createStore>;
  session: import('./session.js').Session;
  known: {
    rev: (id: string) => number;
    same: (id: string, record: Stored) => boolean;
    track: (record: Stored) => void;
    forget: (id: string) => void;
  };
  reopen: (record: Stored, text: () => string) => void;
  say: (text: () => string) => void;
  changed: () => void;
  words: import('./games.js').Words;
};

export type HistoryHost = PlayParts & {
  flow: import('./flow.js').Flow;
  canUndo: () => boolean;
};

export type ButtonsHost = {
  turn: () => import('./turn.js').Turn;
  flow: import('./flow.js').Flow;
  thinking: import('./thinking.js').Thinking;
  session: import('./session.js').Session;
  history: import('./history.js').History;
  chooseSeat: (first: boolean) => void;
  now: () => import('./controls.js').Controls;
  newGame: () => void;
  learn: () => void;
  hint: () => void;
  live: () => void;
  review: () => void;
  games: () => void;
  puzzles: () => void;
};

export type SessionParts = {
  Engine: typeof import('../engine/engine.js').Engine;
  isComputer: (kind: string) => boolean;
  prefs: () => any;
  keep: { save: () => void; seat: (identity: string, mode: 'all' | 'watch' | number) => void };
};

export type KeeperHost = {
  session: import('./session.js').Session;
  flow: import('./flow.js').Flow;
  Engine: any;
  redraw: () => void;
  ready: () => boolean;
  kinds: import('./record.js').Kind[];
};

export type SaveWhat = {
  id?: string;
  base?: number;
  game: Game;
  summary?: Summary | null;
  created?: number;
  played?: number;
};

export type MergeEntry = { id?: string; created?: number; played?: number; game: Game; summary: Summary | null };

export type Merged = {
  ok: boolean;
  reason?: Reason;
  added: number;
  updated: number;
  same: number;
  older: number;
  conflicts: { id: string; beside: string[] }[];
  thinned: number;
};

/** What the store or a transfer reports (games.js notice words it). */
export type Reported = {
  reason?: string;
  error?: string;
  kind?: string;
  mover?: { name: string } | null;
  lost?: unknown;
  removed?: boolean;
  added?: number;
  updated?: number;
  same?: number;
  older?: number;
  conflicts?: unknown[];
  maxBytes?: number;
};

/** What the page knows of a game around the engine's view (record.js summaryOf). */
export type Around = {
  names: string[];
  kinds?: string[];
  moves: number;
  last?: number | null;
  next?: { seat: number; mine: boolean } | null;
};

/** `storage`: localStorage (or a function: a browser may refuse even to hand it out); `target`: where other tabs'
 * `storage` events arrive; `tab`: this tab's name in its records. */
export type StoreOptions = {
  storage?: Storage | (() => Storage);
  target?: EventTarget | null;
  tab?: string;
  now?: () => number;
  keepFinished?: number;
};

export type OpenFields = {
  setup: Setup;
  start?: string;
  id?: string | null;
  mode?: 'all' | 'watch' | number;
  host?: number | null;
  remember?: boolean;
  prefs?: any;
};

/** `begin(view)`: the table without a hand (a lone person's Muses kept in view); `play(action)` commits it. */
export type ThinkingHost = {
  session: import('./session.js').Session;
  names: () => string[];
  play: (action: Action) => void;
  begin: (view: View) => void;
  why: (error: any) => string;
  changed: () => void;
  redraw: () => void;
};

/** What moving an older store into the store did (`moved`: all, the old data gone). */
export type Migrated = { found: number; moved: boolean; reason?: string };

/** The games of a document, checked, or why it is refused (transfer.js readDocument). */
export type ReadDocument =
  | {
      ok: true;
      keys: boolean;
      games: { id?: string; created: number; played: number; game: Game; summary: Summary | null }[];
    }
  | { ok: false; error: import('./transfer.js').ImportError; maxBytes?: number };

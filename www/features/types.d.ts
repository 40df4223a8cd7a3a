// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { Game, Summary } from '../play/record.js';
import type { Action, Square } from '../engine/port.js';

export type Keeper = {
  keep: (
    identity: string,
    build: (old: Game | null) => Game,
    summarize: () => Summary,
  ) => { id: string | null; ok: boolean; reason?: string };
};

export type Fair = {
  next: () => { seat: number; mine: boolean } | null | undefined;
  names: () => string[];
  actionCount: () => number;
  view: (seat: null) => import('../engine/port.js').View | null;
  seatOf: (i: number) => number;
  options: () => { rounds?: number };
  identity: () => string;
  gameId: () => string;
  code: () => string;
  messages: () => number;
  record: () => string;
  seats: () => number[];
  free: () => void;
};

/** What the Hint works with (main.js). */
export type HintPort = {
  table: import('../table/table.js').Table;
  engine: () => import('../engine/port.js').Port | null;
  mine: () => number | null;
  busy: () => boolean;
  play: (action: Action) => void;
  nameAt: (sq: Square) => string;
  why: (error: unknown) => string;
  refresh: () => void;
};

/** What the tutorial works with (main.js); `take` gives the table's input to its turn and  `back` returns it. */
export type TutorialPort = {
  table: import('../table/table.js').Table;
  frames: import('../table/frames.js').Frames;
  nameAt: (sq: import('../engine/port.js').Square) => string;
  why: (error: unknown) => string;
  focus: () => void;
  refresh: () => void;
  canAct: () => boolean;
  busy: () => boolean;
  pause: () => void;
  take: (
    turn: import('../play/turn.js').Turn | null,
    told?: () => { ready: boolean; busy: boolean; met: boolean },
  ) => void;
  back: () => void;
  newGame: (suggested: { players: number; kinds: string[] }) => void;
};

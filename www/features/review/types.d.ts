// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { Port, Square } from '../../engine/port.js';
import type { Review } from './review.js';
import type { Depth } from './kept.js';

/** `entries`: the round's reviewed actions so far; `total`: its actions (the x axis); `dance`, `turning`, `selected`: places in the round, or -1. */
export type Round = {
  entries: { index: number; before: number[]; after: number[]; mark: string | null }[];
  total: number;
  colours: string[];
  movers: number[];
  dance: number;
  turning: number;
  selected: number;
  words: { percent: (n: number) => string; placement: string; dance: string; turning: string };
};

/** What the review works with (main.js); `puzzles` makes a done review's mistakes puzzles. */
export type ReviewPort = {
  session: import('../../play/session.js').Session;
  table: import('../../table/table.js').Table;
  history: import('../../play/history.js').History;
  log: import('../../play/log.js').Log;
  nameAt: (sq: Square) => string;
  focus: () => void;
  use: (part: import('../../play/flow.js').Part) => void;
  puzzles?: () => { reviewed: (r: any) => Promise<number>; open: (at: any) => void };
};

/** The review shown. `engine`: another game shown closes it; `game`: its saved id; `rounds`:  those that may be reviewed; `at`: the replay's position; `drawn`: what the arrows were made for. `el`: its panel. */
export type Shown<El> = {
  port: ReviewPort;
  engine: Port;
  game: string;
  log: { seat: number; round: number; action: any; events: any[] }[];
  seats: string[];
  companies: { colour: string; seats: number[] }[];
  rounds: number;
  depth: Depth;
  review: Review | null;
  status: 'loading' | 'running' | 'stopped' | 'done' | 'failed';
  problem: string;
  worker: { stop: () => void } | null;
  at: number;
  overlay: ((ctx: CanvasRenderingContext2D) => void) | null;
  drawn: string;
  listed: number;
  timing: { started: number; steps: number; slowest: number };
  puzzles: number;
  el: El;
};

export type RunOn = { update: (data: any) => void; failed: (error: { problem: string; detail: string }) => void };

// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { Rating } from './record.js';

/** `start` and `actions`: a game begun from a position link; `index`: in the game's history. */
export type Mistake = {
  game: string;
  code: string;
  start?: string | null;
  actions?: any[];
  index: number;
  mark: string;
  at: number;
  solved: boolean;
};

/** `change` is 0 when not rated (a hint taken, a puzzle played before); `at`: ms since 1970. */
export type Attempt = { id: string; solved: boolean; rating: number; change: number; at: number };

export type PuzzleRecord = {
  player: Rating | null;
  puzzles: Record<string, Rating>;
  seen: string[];
  history: Attempt[];
  streak: number;
  best: number;
  daily: { day: number; solved: boolean } | null;
};

/** A game's review as the puzzles read it (mistakes.js fromReview). */
export type Reviewed = {
  game: string;
  code: string;
  start?: string | null;
  actions?: any[];
  seats: number[];
  entries: { index: number; seat: number; mark: string | null }[];
};

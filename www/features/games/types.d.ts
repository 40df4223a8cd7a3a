// Types of this folder's modules too long for a JSDoc line; each module names its own with a typedef.
import type { Keeper } from '../../play/keeper.js';

/** `back()`: the way back to the game on the table, null when there is none. */
export type Port = {
  kept: Keeper;
  current: () => string | null;
  back: () => (() => void) | null;
  newGame: () => void;
  puzzles?: (at: { set: 'mistakes'; game: string }) => void;
};

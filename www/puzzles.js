// @ts-check
// The puzzles' loader (docs/puzzles.md): features/puzzles/, loaded when a player opens them
// (the first screen, the menu, My games, a review's "Solve them"), and the review's hook that
// makes a reviewed game's mistakes puzzles. This module is all of it in the first load.

/**
 * @param {any} port  the puzzles' port (features/puzzles/puzzles.js PuzzlesPort)
 * @param {(error: any) => void} failed  says why they could not load (offline, never loaded)
 */
export function createPuzzlesLoader(port, failed) {
  return {
    /** Opens the puzzles: at the player's level, or `set` ('daily', 'mistakes'; `game`: one game's).
     * @param {{ set?: 'level' | 'daily' | 'mistakes', game?: string }} [at] */
    open: (at) => import('./features/puzzles/puzzles.js').then((m) => m.open(port, at ?? {})).catch(failed),
    /** A review done (features/review/): the mistakes of the seats played here made puzzles;
     * resolves with how many puzzles the game has (0 when none, or they could not be made).
     * @param {{ game: string, code: string, seats: number[], entries: any[] }} reviewed */
    reviewed: (reviewed) =>
      import('./features/puzzles/mistakes.js')
        .then((m) => m.fromReview(reviewed, () => import('./engine/bundles.js').then((b) => b.loadPuzzles())))
        .then((r) => r.count)
        .catch(() => 0),
  };
}

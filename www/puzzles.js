// @ts-check
// The puzzles' loader: features/puzzles/ loads when a player opens them, and this module is
// all of them in the first load.

/** @param {any} port  PuzzlesPort @param {(error: any) => void} failed  says why they could not load */
export function createPuzzlesLoader(port, failed) {
  return {
    /** @param {{ set?: 'level' | 'daily' | 'mistakes', game?: string }} [at] */
    open: (at) => import('./features/puzzles/puzzles.js').then((m) => m.open(port, at ?? {})).catch(failed),
    /** Resolves with how many puzzles the game has (0 when none, or they could not be made).
     * @param {{ game: string, code: string, seats: number[], entries: any[] }} reviewed */
    reviewed: (reviewed) =>
      import('./features/puzzles/mistakes.js')
        .then((m) => m.fromReview(reviewed, () => import('./engine/bundles.js').then((b) => b.loadPuzzles())))
        .then((r) => r.count)
        .catch(() => 0),
  };
}

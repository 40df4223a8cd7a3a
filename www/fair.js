// @ts-check
// Fair mode's loader: features/fair.js when a fair game is made or a fair link opened, and its kind of kept game
// (features/fair-kept.js) registered with the games kept.

/** @param {() => object} port what fair mode works with (main.js), asked when it loads
 * @param {import('./play/keeper-loader.js').Keeping} keeping @param {(error: unknown) => void} failed */
export function createFairLoader(port, keeping, failed) {
  const use = (/** @type {(fair: any) => unknown} */ then) =>
    Promise.all([import('./features/fair.js'), keeping.keeper()])
      .then(([m, kept]) => kept.taken.then(() => m.ready({ ...port(), kept })))
      .then(then, failed);
  keeping.use({
    stores: ['dance-of-muses.fair'],
    load: () => import('./features/fair-kept.js').then((m) => m.fairKind(use)),
  });
  return {
    use,
    start: (/** @type {any} */ choice) => use((fair) => fair.start(choice)),
    open: (/** @type {string} */ code) => use((fair) => fair.open(code)),
  };
}

// @ts-check
// The games kept on this device, as the page's first load knows them: whether this browser
// holds any (a glance at localStorage's keys), and the keeper (keeper.js: the store, the tabs
// that agree, the tab's title), loaded only when there is a game to read or one to keep, so a
// first visit loads none of it. A write asked for while it loads is made once it is here, on
// the game as it stands then.
//
//   const keeping = createKeeping(() => import('./keeper.js').then((m) => m.createKeeper(…)));
//   if (keeping.held()) (await keeping.keeper()).last();
//   keeping.save();                                  // session.persist: the game shown, kept

/** The store's keys (`dance-of-muses.game.<id>`) and the older stores' (save.js's list and its
 * single game, fair mode's keys): what makes the keeper worth loading at start. */
const KEPT = /^dance-of-muses\.(game|fair$)/;

/** @typedef {import('./keeper.js').Keeper} Keeper */

/** @param {() => Promise<Keeper>} make the keeper, made once (a failure is not kept: tried again) */
export function createKeeping(make) {
  /** @type {Promise<Keeper> | null} */
  let made = null;
  /** @type {Keeper | null} */
  let ready = null;
  const keeper = () =>
    (made ??= make().then(
      (k) => (ready = k),
      (e) => {
        made = null;
        throw e;
      },
    ));
  // Another tab kept a game: this one's title and lists learn of it (the keeper listens from then on).
  addEventListener('storage', (e) => {
    if (!made && e.key && KEPT.test(e.key)) keeper().catch(() => {});
  });
  /** The keeper's `f`, now if it is here, else once it is (a failure: the game goes on in its link). */
  const when = (/** @type {(k: Keeper) => void} */ f) => (ready ? f(ready) : void keeper().then(f, () => {}));
  return {
    /** Whether this browser holds any game kept (or data of an older store to take in). */
    held() {
      try {
        for (let i = 0; i < localStorage.length; i++) if (KEPT.test(localStorage.key(i) ?? '')) return true;
      } catch {
        // Storage refused: nothing held.
      }
      return false;
    },
    keeper,
    /** The keeper if it is loaded, else null. */
    loaded: () => ready,
    /** Keeps the game shown as it stands (session.persist). */
    save: () => when((k) => k.save()),
    /** Remembers this device's seat in the games of `identity`.
     * @param {string} identity @param {'all' | 'watch' | number} mode */
    seat: (identity, mode) => when((k) => k.seat(identity, mode)),
  };
}

/** @typedef {ReturnType<typeof createKeeping>} Keeping */

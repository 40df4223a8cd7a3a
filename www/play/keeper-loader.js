// @ts-check
// The games kept on this device, as the first load knows them: whether this browser holds any
// (a glance at localStorage's keys) and the keeper (keeper.js), loaded only when there is a
// game to read or one to keep, with the kinds of kept game the features registered (`use`).
// A write asked for while it loads is made once it is here, on the game as it stands then.
//
//   const keeping = createKeeping((kinds) => import('./keeper.js').then((m) => m.createKeeper({ …, kinds })));
//   keeping.use({ stores: ['dance-of-muses.x'], load: () => import('…').then((m) => m.kind) });
//   if (keeping.held()) (await keeping.keeper()).last();

/** The store's keys (`dance-of-muses.game.<id>`) and save.js's (its list and single game). */
const KEPT = /^dance-of-muses\.game/;

/** @typedef {import('./keeper.js').Keeper} Keeper */
/** @typedef {import('./record.js').Kind} Kind */
/** A kind of kept game as registered: its older stores' keys, and the kind, loaded with the keeper.
 * @typedef {{ stores?: string[], load: () => Promise<Kind> }} KindEntry */

/** @param {(kinds: Kind[]) => Promise<Keeper>} make the keeper, made once (a failure is tried again) */
export function createKeeping(make) {
  /** @type {KindEntry[]} */
  const entries = [];
  const stores = new Set();
  const isKept = (/** @type {string} */ key) => KEPT.test(key) || stores.has(key);
  /** @type {Promise<Keeper> | null} */
  let made = null;
  /** @type {Keeper | null} */
  let ready = null;
  const keeper = () =>
    (made ??= Promise.all(entries.map((e) => e.load()))
      .then(make)
      .then(
        (k) => (ready = k),
        (e) => {
          made = null;
          throw e;
        },
      ));
  // Another tab kept a game: this one's title and lists learn of it.
  addEventListener('storage', (e) => {
    if (!made && e.key && isKept(e.key)) keeper().catch(() => {});
  });
  const when = (/** @type {(k: Keeper) => void} */ f) => (ready ? f(ready) : void keeper().then(f, () => {}));
  return {
    /** Registers a kind of kept game (before the keeper is first asked for). @param {KindEntry} entry */
    use(entry) {
      entries.push(entry);
      for (const key of entry.stores ?? []) stores.add(key);
    },
    /** Whether this browser holds any game kept (or an older store's data to take in). */
    held() {
      try {
        for (let i = 0; i < localStorage.length; i++) if (isKept(localStorage.key(i) ?? '')) return true;
      } catch {
        // Storage refused: nothing held.
      }
      return false;
    },
    keeper,
    loaded: () => ready,
    /** Keeps the game shown as it stands (session.persist). */
    save: () => when((k) => k.save()),
    /** @param {string} identity @param {'all' | 'watch' | number} mode */
    seat: (identity, mode) => when((k) => k.seat(identity, mode)),
  };
}

/** @typedef {ReturnType<typeof createKeeping>} Keeping */

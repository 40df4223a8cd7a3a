// @ts-check
// Whether this browser keeps games (a glance at localStorage's keys), and the keeper (keeper.js) with the kinds of
// kept game registered (`use`), loaded only when there is a game to read or keep.

const KEPT = /^dance-of-muses\.game/;

/** @import { Keeper } from './keeper.js' */
/** @import { Kind } from './record.js' */
/** A kind as registered: its older stores' keys, and the kind, loaded with the keeper.
 * @typedef {{ stores?: string[], load: () => Promise<Kind> }} KindEntry */

/** @param {(kinds: Kind[]) => Promise<Keeper>} make the keeper, made once (a failure is tried again) */
export function createKeeping(make) {
  const entries = /** @type {KindEntry[]} */ ([]);
  const stores = new Set();
  const isKept = (/** @type {string} */ key) => KEPT.test(key) || stores.has(key);
  let made = /** @type {Promise<Keeper> | null} */ (null);
  let ready = /** @type {Keeper | null} */ (null);
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
  addEventListener('storage', (e) => {
    if (!made && e.key && isKept(e.key)) keeper().catch(() => {});
  });
  const when = (/** @type {(k: Keeper) => void} */ f) => (ready ? f(ready) : void keeper().then(f, () => {}));
  return {
    use(/** @type {KindEntry} */ entry) {
      entries.push(entry);
      for (const key of entry.stores ?? []) stores.add(key);
    },
    held() {
      try {
        for (let i = 0; i < localStorage.length; i++) if (isKept(localStorage.key(i) ?? '')) return true;
      } catch {}
      return false;
    },
    keeper,
    loaded: () => ready,
    save: () => when((k) => k.save()),
    seat: (/** @type {string} */ identity, /** @type {'all' | 'watch' | number} */ mode) =>
      when((k) => k.seat(identity, mode)),
  };
}

/** @typedef {ReturnType<typeof createKeeping>} Keeping */

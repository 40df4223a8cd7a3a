// @ts-check
// The address: it always holds the game shown as its link (the fragment, never sent to a
// server), so the game goes on in its link whatever the browser keeps; a reload opens it
// again; whoever asked hears every change (onAddress: live play sends the link on). The games
// kept on this device are the store's (store.js, keeper-loader.js). Also the tutorial's saved step
// (a reload comes back to it) and the tests' flag.

/** The address's fragment without its `#` ('' when there is none). */
export const fragment = () => location.hash.slice(1);

/** Who hears the address change (live play: the game's link goes to the other devices).
 * @type {Set<(code: string) => void>} */
const addressHeard = new Set();

/** The address holds `code` from now on (no history entry, no hashchange); '' removes it. */
/** @param {string} code */
export function setAddress(code) {
  if (fragment() !== code)
    history.replaceState(history.state, '', code ? `#${code}` : location.pathname + location.search);
  for (const heard of addressHeard) heard(code);
}

/** `heard(code)` after every setAddress (the game shown changed, its link new or not: a link
 * opened by hand is in the address before its game is); returns what stops it.
 * @param {(code: string) => void} heard */
export function onAddress(heard) {
  addressHeard.add(heard);
  return () => void addressHeard.delete(heard);
}

/** The page's address without its fragment: a game's whole link is this, `#` and its code. */
export const base = () => location.href.split('#')[0];

/** The whole link to a game's code, from wherever the page is hosted. */
export const urlOf = (/** @type {string} */ code) => `${base()}#${code}`;

/** Where the tutorial's progress is kept (features/tutorial.js). */
export const TUTORIAL = 'dance-of-muses.tutorial';

/** The step of the tutorial a reload at address `fragment` comes back to: the tutorial was
 * left open at the step whose link this is; else null.
 * @param {string} fragment */
export function lessonAt(fragment) {
  try {
    const p = JSON.parse(localStorage.getItem(TUTORIAL) ?? 'null');
    return p?.open && fragment && p.link === fragment ? p.step : null;
  } catch {
    return null;
  }
}

/** Whether this browser holds flag `key` set (the e2e tests' one: tests/e2e/harness.mjs).
 * @param {string} key */
export function flag(key) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    // No storage: no flag either.
    return false;
  }
}

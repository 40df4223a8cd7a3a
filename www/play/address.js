// @ts-check
// The address always holds the game shown as its link (the fragment, never sent to a server): the game goes on in its
// link whatever the browser keeps, and a reload opens it again. Also the tutorial's step and the tests' flag.

export const fragment = () => location.hash.slice(1);

const addressHeard = /** @type {Set<(code: string) => void>} */ (new Set());

export function setAddress(/** @type {string} */ code) {
  if (fragment() !== code)
    history.replaceState(history.state, '', code ? `#${code}` : location.pathname + location.search);
  for (const heard of addressHeard) heard(code);
}

/** `heard(code)` after every setAddress (live play sends the link on); returns what stops it. */
export function onAddress(/** @type {(code: string) => void} */ heard) {
  addressHeard.add(heard);
  return () => void addressHeard.delete(heard);
}

export const base = () => location.href.split('#')[0];

export const urlOf = (/** @type {string} */ code) => `${base()}#${code}`;

export const TUTORIAL = 'dance-of-muses.tutorial';

/** The step of the tutorial a reload at `fragment` comes back to, or null. @param {string} fragment */
export function lessonAt(fragment) {
  try {
    const p = JSON.parse(localStorage.getItem(TUTORIAL) ?? 'null');
    return p?.open && fragment && p.link === fragment ? p.step : null;
  } catch {
    return null;
  }
}

export function flag(/** @type {string} */ key) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

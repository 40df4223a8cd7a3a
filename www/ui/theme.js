// @ts-check
// The page's theme: 'light', 'dark' or 'auto' (as the system says, prefers-color-scheme),
// kept on this device. The stylesheet reads <html data-theme> (absent for auto); the table's
// canvas asks theme() for the theme in force and hears every change through onTheme().

const KEY = 'dance-of-muses.theme';
const system = matchMedia('(prefers-color-scheme: light)');
/** @typedef {'light' | 'dark'} Theme */
/** @type {Set<(theme: Theme) => void>} */
const heard = new Set();
/** @param {string | null} c @returns {Theme | 'auto'} */
const valid = (c) => (c === 'light' || c === 'dark' ? c : 'auto');

/** @type {Theme | 'auto'} */
let chosen = 'auto';
try {
  chosen = valid(localStorage.getItem(KEY));
} catch {
  // No storage: the system's theme.
}

/** The theme in force: 'light' or 'dark'. @returns {Theme} */
export const theme = () => (chosen === 'auto' ? (system.matches ? 'light' : 'dark') : chosen);

/** Calls `fn(theme)` whenever the theme in force changes. @param {(theme: Theme) => void} fn */
export const onTheme = (fn) => heard.add(fn);

/** Chooses the theme ('auto' follows the system) and keeps the choice on this device.
 * @param {string} choice */
export function setTheme(choice) {
  chosen = valid(choice);
  try {
    if (chosen === 'auto') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, chosen);
  } catch {
    // No storage (a private window that refuses it): the choice lasts this visit.
  }
  apply();
}

function apply() {
  const root = document.documentElement;
  if (chosen === 'auto') delete root.dataset.theme;
  else root.dataset.theme = chosen;
  const now = theme();
  // The browser's own bars follow (index.html's theme-color metas, one per system theme).
  for (const m of document.querySelectorAll('meta[name=theme-color]')) {
    /** @type {HTMLMetaElement} */ (m).content = now === 'light' ? '#ece1c8' : '#100e20';
  }
  if (menu) menu.value = chosen;
  for (const fn of heard) fn(now);
}

/** The menu's choice (index.html), showing the one made. */
const menu = /** @type {HTMLSelectElement | null} */ (document.getElementById('menu-theme'));
menu?.addEventListener('change', () => setTheme(menu.value));
system.addEventListener('change', apply);
apply();

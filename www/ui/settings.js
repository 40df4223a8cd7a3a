// @ts-check
// The menu's choices of this device (issue 24): light or dark (theme.js: the system's until
// one is chosen) and sound (off until turned on). Both are kept in this browser's storage; what
// sound does is the page's (main.js loads features/sound.js when it is first needed).

import { $ } from './panels.js';
import { setTheme, themeChoice } from './theme.js';

const SOUND = 'dance-of-muses.sound';

let sound = false;
try {
  sound = localStorage.getItem(SOUND) === '1';
} catch {
  // No storage: off.
}

/** Whether the player turned sound on, on this device. */
export const soundOn = () => sound;

/** Wires the menu's choices; `heard(on)` hears the sound turned on or off.
 * @param {(on: boolean) => void} heard */
export function attachSettings(heard) {
  const theme = /** @type {HTMLSelectElement} */ ($('menu-theme'));
  const box = /** @type {HTMLInputElement} */ ($('menu-sound'));
  theme.value = themeChoice();
  theme.onchange = () => setTheme(theme.value);
  box.checked = sound;
  box.onchange = () => {
    sound = box.checked;
    try {
      if (box.checked) localStorage.setItem(SOUND, '1');
      else localStorage.removeItem(SOUND);
    } catch {
      // No storage: the choice lasts this visit.
    }
    heard(sound);
  };
}

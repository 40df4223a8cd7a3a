// @ts-check
// Sound, the menu's choice: off until turned on, kept in this browser. Loaded when the menu
// first opens, or at the start when sound is on.

/** main.js reads it at the start too. */
const SOUND = 'dance-of-muses.sound';

let on = false;
try {
  on = localStorage.getItem(SOUND) === '1';
} catch {
  // No storage: off.
}

/** Null when it could not load: silent.
 * @type {Promise<ReturnType<typeof import('./features/sound.js').createSound> | null> | null} */
let sound = null;
const loadSound = () =>
  (sound ??= import('./features/sound.js').then(
    (m) => m.createSound(),
    () => null,
  ));

let attached = false;

/** Once. @param {import('./play/flow.js').Flow} flow */
export function attach(flow) {
  if (attached) return;
  attached = true;
  const box = /** @type {HTMLInputElement} */ (document.getElementById('menu-sound'));
  const change = () => {
    on = box.checked;
    try {
      if (on) localStorage.setItem(SOUND, '1');
      else localStorage.removeItem(SOUND);
    } catch {
      // No storage: the choice lasts this visit.
    }
    sound?.then((s) => s?.close());
    sound = null;
    // A click says it is on (and a tap lets the browser start the audio).
    if (on) loadSound().then((s) => s?.play([{ kind: 'DieChanged' }]));
  };
  box.onchange = change;
  flow.use({ applied: (events) => void (on && loadSound().then((s) => s?.play(events))) });
  // Sound on, this module came at the start; off, a box ticked before it came turns it on now.
  if (on) box.checked = true;
  else if (box.checked) change();
}

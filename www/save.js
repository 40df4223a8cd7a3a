// Nothing lost: the game autosaves in localStorage after every action, and a reload replays
// it. A game is its options (seed included) and its actions (boardgame.io's lesson), plus
// what the table needs around it: the players' names, each seat's kind ("human"; a
// "computer" with a level in the computer-players issue) and the UI preferences.

const KEY = 'dance-of-muses.game';
const VERSION = 1;

/** Saves { options, actions, names, kinds, prefs }; a full or blocked storage is not fatal. */
export function save(record) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: VERSION, ...record }));
  } catch {
    // Private windows and full disks refuse storage: the game goes on unsaved.
  }
}

/** The saved game, or null when there is none (or it is from another version). */
export function load() {
  try {
    const record = JSON.parse(localStorage.getItem(KEY));
    return record?.v === VERSION && record.options && Array.isArray(record.actions) ? record : null;
  } catch {
    return null;
  }
}

// @ts-check
// The one plain UI state object: everything render() draws and input.js hit-tests. Display
// state only (the game is the engine's); any module reads it, only table.js changes it.

/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').Muse} Muse */
/** @typedef {import('../engine/port.js').Colour} Colour */
/** @typedef {import('muses-wasm').Dir} Dir */
/** @typedef {import('./types.js').Tile} Tile */
/** @typedef {import('./types.js').Step} Step */
/** @typedef {import('./types.js').Drag} Drag */
/** @typedef {import('./types.js').Anim} Anim */
/** @typedef {import('./types.js').Camera} Camera */
/** @typedef {import('./types.js').Zoom} Zoom */
/** @typedef {import('./types.js').Stage} Stage */
/** @typedef {import('./types.js').State} State */

/** @returns {State} */
export function createState() {
  return {
    size: { w: 300, h: 150 },
    dpr: 1,
    camera: { x: 0, y: 0, cell: 80, ready: false },
    zoom: { k: 1, x: 0, y: 0 },
    crop: true,
    now: 0,
    muses: {},
    directions: /** @type {Record<Dir, Square>} */ ({}),
    trayLabel: () => '',
    phase: 'none',
    tiles: [],
    hand: null,
    handColour: 'Purple',
    handPick: null,
    faceDown: false,
    places: [],
    selected: null,
    stage: 'idle',
    dirs: [],
    area: [],
    targets: [],
    drag: null,
    cursor: null,
    keyboard: false,
    reserve: 0,
    last: [],
    overlay: null,
    anim: { moves: new Map(), effects: [], snap: null },
  };
}

/** @param {Square | null | undefined} a @param {Square | null | undefined} b */
export const same = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;
export const sqText = (/** @type {Square} */ sq) => `${sq.x},${sq.y}`;
/** The tile shown on `sq`, if any. @param {State} state @param {Square} sq */
export const tileAt = (state, sq) => state.tiles.find((t) => same(t, sq));

/** Letters for the face-down tiles in id order (the same on every device), for words to name. @returns {Tile[]} */
const lettered = (/** @type {Tile[]} */ tiles, /** @type {(t: Tile) => boolean} */ hidden) => {
  let n = 0;
  return tiles.map((t) => (hidden(t) ? { ...t, label: String.fromCharCode(65 + n++) } : t));
};

export const tilesOf = (/** @type {View} */ view) =>
  lettered(
    view.tiles.map((t, id) => ({
      id,
      x: t.square.x,
      y: t.square.y,
      muse: t.muse,
      faceUp: t.face_up,
      value: t.value,
      colour: t.colour,
      noDie: false,
    })),
    (t) => !t.faceUp,
  );

/** The end of a round (RULES.md §6) by stage: 0 as it stood, 1 face-down Muses revealed, 2 after the Will of Apollo, 3
 * without the neutral die. @param {Score} score @param {number} stage */
export const finalTiles = (score, stage) =>
  lettered(
    score.tiles.map((t, id) => ({
      id,
      x: t.square.x,
      y: t.square.y,
      muse: t.was_face_down && stage < 1 ? null : t.muse,
      faceUp: !(t.was_face_down && stage < 1),
      value: stage >= 2 ? t.scored : t.value,
      colour: t.colour,
      noDie: t.neutral && stage >= 3,
    })),
    (t) => !t.faceUp,
  );

/** The reveal's stages up to `upTo` that change the table. @param {Score} score @param {number} upTo */
export const revealStages = (score, upTo) =>
  [1, 2, 3].filter(
    (stage) =>
      stage <= upTo &&
      score.tiles.some((t) => (stage === 1 ? t.was_face_down : stage === 2 ? t.will_of_apollo : t.neutral)),
  );

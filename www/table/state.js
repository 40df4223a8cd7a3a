// @ts-check
// The one plain UI state object: everything render() draws and input.js hit-tests. Display
// state only (the game is the engine's); any module reads it, only table.js changes it.

/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').Muse} Muse */
/** @typedef {import('../engine/port.js').Colour} Colour */
/** @typedef {import('muses-wasm').Dir} Dir */

/** A tile as shown: `id` is its index on the engine's board, `label` a face-down tile's letter.
 * @typedef {{ id: number, x: number, y: number, muse: Muse | null, faceUp: boolean, value: number,
 *   colour: Colour, noDie: boolean, label?: string }} Tile */

/** A legal step of the chosen Muse, with the engine's preview of its dice.
 * @typedef {{ dir: Dir, moves: { from: Square, to: Square }[],
 *   dice?: { square: Square, by: number, to: number }[] }} Step
 */

/** A drag of a hand tile or a table tile; `px`, `py` in CSS px.
 * @typedef {{ px?: number, py?: number, over?: Square | null }
 *   & ({ kind: 'hand', muse: Muse } | { kind: 'tile', from: Square, dir?: Dir | null })} Drag
 */

/** Running animations (anim.js): tweens by tile id, effects, a refused drop's glide.
 * @typedef {{ moves: Map<number, { x: number, y: number, start: number, dur: number }>,
 *   effects: { kind: string, id: number, start: number, dur: number, from?: number }[],
 *   snap: { drag: Drag, from: { x: number, y: number }, to: { x: number, y: number },
 *     start: number, dur: number } | null }} Anim
 */

/** @typedef {{ x: number, y: number, cell: number, ready: boolean }} Camera */
/** @typedef {{ k: number, x: number, y: number }} Zoom */
/** @typedef {'idle' | 'selected' | 'powered' | 'stepped'} Stage */

/** @typedef {ReturnType<typeof createState>} State */

export function createState() {
  return {
    size: { w: 300, h: 150 },
    dpr: 1,
    /** @type {Camera} */
    camera: { x: 0, y: 0, cell: 80, ready: false },
    /** `k` times the fitted size, the centre moved by (x, y) squares. @type {Zoom} */
    zoom: { k: 1, x: 0, y: 0 },
    /** A group too large for legible tiles is cropped to the play; the tutorial shows it whole. */
    crop: true,
    now: 0,
    /** @type {Record<string, import('muses-wasm').MuseInfo>} */
    muses: {},
    /** @type {Record<Dir, Square>} */
    directions: /** @type {Record<Dir, Square>} */ ({}),
    trayLabel: () => '',
    phase: 'none',
    /** @type {Tile[]} */
    tiles: [],
    /** Only the seat to move's, after the pass screen. @type {Muse[] | null} */
    hand: null,
    /** @type {Colour} */
    handColour: 'Purple',
    /** @type {Muse | null} */
    handPick: null,
    faceDown: false,
    /** @type {Square[]} */
    places: [],
    /** @type {Square | null} */
    selected: null,
    /** @type {Stage} */
    stage: 'idle',
    /** @type {Step[]} */
    dirs: [],
    /** @type {Square[]} */
    area: [],
    /** @type {Square[]} */
    targets: [],
    /** @type {Drag | null} */
    drag: null,
    /** @type {Square | null} */
    cursor: null,
    keyboard: false,
    /** CSS px at the foot of the table under the replay's controls. */
    reserve: 0,
    /** @type {Square[]} */
    last: [],
    /** Marks from a feature loaded on demand (marks.js). @type {((ctx: CanvasRenderingContext2D) => void) | null} */
    overlay: null,
    /** @type {Anim} */
    anim: { moves: new Map(), effects: [], snap: null },
  };
}

/** @param {Square | null | undefined} a @param {Square | null | undefined} b */
export const same = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;
/** @param {Square} sq */
export const sqText = (sq) => `${sq.x},${sq.y}`;
/** The tile shown on `sq`, if any. @param {State} state @param {Square} sq */
export const tileAt = (state, sq) => state.tiles.find((t) => same(t, sq));

/** Letters for the face-down tiles in id order (the same on every device), for words to name.
 * @param {Tile[]} tiles @param {(t: Tile) => boolean} hidden @returns {Tile[]} */
const lettered = (tiles, hidden) => {
  let n = 0;
  return tiles.map((t) => (hidden(t) ? { ...t, label: String.fromCharCode(65 + n++) } : t));
};

/** @param {View} view */
export const tilesOf = (view) =>
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

/** The end of a round (RULES.md §6) by stage: 0 as it stood, 1 face-down Muses revealed,
 * 2 after the Will of Apollo, 3 without the neutral die.
 * @param {Score} score @param {number} stage */
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

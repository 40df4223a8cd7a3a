// @ts-check
// The one plain UI state object (chessground's lesson): everything render() draws and input.js
// hit-tests lives here. It is display state only; the game itself is the engine's. Any module
// may read it; only table.js changes it (its named functions), and this module makes it.

/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').Muse} Muse */
/** @typedef {import('../engine/port.js').Colour} Colour */
/** @typedef {import('muses-wasm').Dir} Dir */

/**
 * A tile as the table shows it. The id is the tile's index on the engine's board, which never
 * changes within a round; a face-down tile has a letter (`label`) that words and the table
 * both show.
 * @typedef {object} Tile
 * @property {number} id
 * @property {number} x
 * @property {number} y
 * @property {Muse | null} muse
 * @property {boolean} faceUp
 * @property {number} value
 * @property {Colour} colour
 * @property {boolean} noDie
 * @property {string} [label]
 */

/**
 * A legal step of the chosen Muse: its direction, every tile it moves, and what it does to
 * their dice (the engine's preview).
 * @typedef {{ dir: Dir, moves: { from: Square, to: Square }[],
 *   dice?: { square: Square, by: number, to: number }[] }} Step
 */

/**
 * A drag in progress: a hand tile (`muse`) or a tile on the table (`from`), where the pointer
 * is (CSS px), the square under it and, for a tile, the direction it points at.
 * @typedef {{ px?: number, py?: number, over?: Square | null }
 *   & ({ kind: 'hand', muse: Muse } | { kind: 'tile', from: Square, dir?: Dir | null })} Drag
 */

/**
 * Running animations (anim.js): tweens by tile id, effects, a refused drop's glide.
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
    /** Canvas size in CSS pixels, and the screen's pixel ratio. */
    size: { w: 300, h: 150 },
    dpr: 1,
    /** The view centre (board units) and square size (CSS px); eased towards the group.
     * @type {Camera} */
    camera: { x: 0, y: 0, cell: 80, ready: false },
    /** The player's zoom: `k` times the fitted size, the centre moved by (x, y) squares.
     * @type {Zoom} */
    zoom: { k: 1, x: 0, y: 0 },
    /** Whether a group too large for legible tiles is cropped to the play (a game), or always
     * shown whole (the tutorial's small tables). */
    crop: true,
    /** The current frame's time (performance.now() milliseconds): animations read it. */
    now: 0,
    /** The tile table (RULES.md §2) by Muse name, for drawing tiles; set once loaded.
     * @type {Record<string, import('muses-wasm').MuseInfo>} */
    muses: {},
    /** Each direction's step on the board by its letter ({ N: { x: 0, y: 1 }, … }), from the
     * engine's tables; set once loaded.
     * @type {Record<Dir, Square>} */
    directions: /** @type {Record<Dir, Square>} */ ({}),
    /** The caption over the hand tray ("Anna's Muses"), in the language spoken when drawn. */
    trayLabel: () => '',
    /** "none" before a game, then the engine's phase: "Placement", "Dance" or "Over". */
    phase: 'none',
    /** The tiles shown.
     * @type {Tile[]} */
    tiles: [],
    /** The hand shown in the tray (only the seat to move's, after the pass screen), or null.
     * @type {Muse[] | null} */
    hand: null,
    /** The colour of the dice the hand's Muses will carry.
     * @type {Colour} */
    handColour: 'Purple',
    /** The hand tile picked for placement, and whether it goes face down.
     * @type {Muse | null} */
    handPick: null,
    faceDown: false,
    /** Squares where the picked hand tile may go (from the engine's legal list).
     * @type {Square[]} */
    places: [],
    /** The tile chosen to dance (its square as shown), and the turn's stage:
     * idle → selected → (powered →) stepped; see play/turn.js.
     * @type {Square | null} */
    selected: null,
    /** @type {Stage} */
    stage: 'idle',
    /** The selected tile's legal steps.
     * @type {Step[]} */
    dirs: [],
    /** The selected tile's Area of Effect (squares), and its legal Power targets.
     * @type {Square[]} */
    area: [],
    /** @type {Square[]} */
    targets: [],
    /** A drag in progress, or null.
     * @type {Drag | null} */
    drag: null,
    /** Keyboard cursor (a square) and whether to draw it (only after keyboard use).
     * @type {Square | null} */
    cursor: null,
    keyboard: false,
    /** CSS pixels at the foot of the table that the replay's controls cover. */
    reserve: 0,
    /** Squares of the last move, softly marked.
     * @type {Square[]} */
    last: [],
    /** Marks drawn over the tiles by a feature loaded on demand (marks.js: the tutorial's
     * highlights, the Hint's arrow): a function of the canvas context, or null.
     * @type {((ctx: CanvasRenderingContext2D) => void) | null} */
    overlay: null,
    /** Running animations (anim.js).
     * @type {Anim} */
    anim: { moves: new Map(), effects: [], snap: null },
  };
}

/** Whether two squares are the same one (false when either is missing).
 * @param {Square | null | undefined} a @param {Square | null | undefined} b */
export const same = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;
/** @param {Square} sq */
export const sqText = (sq) => `${sq.x},${sq.y}`;
/** The tile shown on `sq`, if any. @param {State} state @param {Square} sq */
export const tileAt = (state, sq) => state.tiles.find((t) => same(t, sq));

/** Letters for the face-down tiles (`hidden(tile)`), in the order of their ids (the order
 * they were placed in: the same on every device), so that words can point at one ("the
 * face-down Muse B") and the table shows which.
 * @param {Tile[]} tiles @param {(t: Tile) => boolean} hidden @returns {Tile[]} */
const lettered = (tiles, hidden) => {
  let n = 0;
  return tiles.map((t) => (hidden(t) ? { ...t, label: String.fromCharCode(65 + n++) } : t));
};

/** The engine's view tiles as shown tiles (the id is the tile's index on the board).
 * @param {View} view */
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

/** The table at the end of a round (RULES.md §6) from its score's tiles, one stage at a time:
 * 0 as it stood, 1 the face-down Muses revealed, 2 after the Will of Apollo (each die as the
 * engine scored it), 3 without the neutral die. The game's end of a round and the
 * tutorial's lesson on it show the same table (table.js reveal).
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

/** The stages of the end-of-round reveal (finalTiles) from 1 up to `upTo` that change the
 * table, from the engine's score: a stage that changes nothing is not shown.
 * @param {Score} score @param {number} upTo */
export const revealStages = (score, upTo) =>
  [1, 2, 3].filter(
    (stage) =>
      stage <= upTo &&
      score.tiles.some((t) => (stage === 1 ? t.was_face_down : stage === 2 ? t.will_of_apollo : t.neutral)),
  );

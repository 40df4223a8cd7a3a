// The one plain UI state object (chessground's lesson): everything render() draws and
// input.js hit-tests lives here. It is display state only; the game itself is the engine's.

export function createState() {
  return {
    /** Canvas size in CSS pixels, and the screen's pixel ratio. */
    size: { w: 300, h: 150 },
    dpr: 1,
    /** The view centre (board units) and square size (CSS px); eased towards the group. */
    camera: { x: 0, y: 0, cell: 80, ready: false },
    /** The player's zoom: `k` times the fitted size, the centre moved by (x, y) squares. */
    zoom: { k: 1, x: 0, y: 0 },
    /** Whether a group too large for legible tiles is cropped to the play (a game), or always
     * shown whole (the tutorial's small tables). */
    crop: true,
    /** The current frame's time (performance.now() milliseconds): animations read it. */
    now: 0,
    /** The tile table (RULES.md §2) by Muse name, for drawing tiles; set once loaded. */
    muses: {},
    /** Each direction's step on the board by its letter ({ N: { x: 0, y: 1 }, … }), from the
     * engine's tables; set once loaded. */
    directions: {},
    /** The caption over the hand tray ("Anna's Muses"), in the language spoken when drawn. */
    trayLabel: () => '',
    /** "none" before a game, then the engine's phase: "Placement", "Dance" or "Over". */
    phase: 'none',
    /** The tiles shown: { id, x, y, muse|null, faceUp, value, colour, noDie, label? }. The id
     * is the tile's index on the engine's board, which never changes within a round; a
     * face-down tile has a letter (`label`) that words and the table both show. */
    tiles: [],
    /** The hand shown in the tray (only the seat to move's, after the pass screen), or null. */
    hand: null,
    /** The colour of the dice the hand's Muses will carry. */
    handColour: 'Purple',
    /** The hand tile picked for placement, and whether it goes face down. */
    handPick: null,
    faceDown: false,
    /** Squares where the picked hand tile may go (from the engine's legal list). */
    places: [],
    /** The tile chosen to dance (its square as shown), and the turn's stage:
     * idle → selected → (powered →) stepped; see turn.js. */
    selected: null,
    stage: 'idle',
    /** The selected tile's legal steps: [{ dir, moves: [{ from, to }] }]. */
    dirs: [],
    /** The selected tile's Area of Effect (squares), and its legal Power targets. */
    area: [],
    targets: [],
    /** A drag in progress: { kind: "hand"|"tile", muse?, from?, px, py, over, dir }. */
    drag: null,
    /** Keyboard cursor (a square) and whether to draw it (only after keyboard use). */
    cursor: null,
    keyboard: false,
    /** CSS pixels at the foot of the table that the replay's controls cover. */
    reserve: 0,
    /** Squares of the last move, softly marked. */
    last: [],
    /** Marks drawn over the tiles by a feature loaded on demand (marks.js: the tutorial's
     * highlights, the Hint's arrow): a function of the canvas context, or null. */
    overlay: null,
    /** Running animations (anim.js). */
    anim: { moves: new Map(), effects: [], snap: null },
  };
}

export const same = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;
export const sqText = (sq) => `${sq.x},${sq.y}`;
export const tileAt = (state, sq) => state.tiles.find((t) => same(t, sq));

/** Letters for the face-down tiles (`hidden(tile)`), in the order of their ids (the order
 * they were placed in: the same on every device), so that words can point at one ("the
 * face-down Muse B") and the table shows which. */
const lettered = (tiles, hidden) => {
  let n = 0;
  return tiles.map((t) => (hidden(t) ? { ...t, label: String.fromCharCode(65 + n++) } : t));
};

/** The engine's view tiles as shown tiles (the id is the tile's index on the board). */
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
 * tutorial's lesson on it show the same table. */
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

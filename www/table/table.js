// @ts-check
// The table's one door (chessground's board.ts and api.ts): the ONLY module that changes the
// UI state (state.js). Every other module reads `table.state` and asks for a change through
// the named functions below; anim.js and geometry.js compute (pure functions of the state)
// and this module keeps what they return. Each change asks for a frame (frames.js batches
// them into one requestAnimationFrame). tests/unit/one-writer.test.mjs keeps the rule true.
//
//   const table = createTable();
//   table.beginTurn({ phase: 'Dance', hand: null, colour: 'Purple' });
//   table.show(tilesOf(view));                 // animated by diff
//   table.select({ stage: 'selected', sq, dirs, area, targets });

import { diff, pruned, running, snapOf } from './anim.js';
import { FITTED, cameraStep, cameraTarget, following, wholeOrFitted, zoomAbout, zoomAt } from './geometry.js';
import { createState, finalTiles, revealStages } from './state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Tile} Tile */
/** @typedef {import('./state.js').Step} Step */
/** @typedef {import('./state.js').Drag} Drag */
/** @typedef {import('./state.js').Stage} Stage */
/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').Muse} Muse */
/** @typedef {import('../engine/port.js').Colour} Colour */
/** @typedef {{ x: number, y: number }} Point */

/** How long each stage of the end-of-round reveal takes to show (ms, before SPEED). */
export const REVEAL_STEP = 750;

/** @param {State} [state] */
export function createTable(state = createState()) {
  /** Asked for after every change: a frame (frames.js sets it). */
  let changed = () => {};
  /** A drag was just dropped (until the next frame): what it moved is where it showed it. */
  let dropped = false;

  /** Drops the turn's choice: nothing selected, no step, target or place shown. */
  function unselectAll() {
    state.stage = 'idle';
    state.selected = null;
    state.dirs = [];
    state.area = [];
    state.targets = [];
    state.places = [];
  }

  /** @param {Tile[]} tiles @param {{ at?: number, dur?: number, dieKind?: string }} [options] */
  function show(tiles, options) {
    const { moves, effects } = diff(state, tiles, { ...options, glide: !dropped });
    for (const [id, move] of moves) state.anim.moves.set(id, move);
    state.anim.effects.push(...effects);
    state.tiles = tiles;
    changed();
  }

  /** @param {import('./state.js').Zoom} zoom @param {boolean} [instant] */
  function setZoom(zoom, instant = false) {
    state.zoom = { ...zoom };
    // A pinch: the camera follows the fingers without easing.
    if (instant) Object.assign(state.camera, cameraTarget(state));
    changed();
  }

  return {
    /** The state, to read (never to write: ask the functions below). */
    state,
    /** `redraw()` is asked for after every change (frames.js). @param {() => void} redraw */
    onChange(redraw) {
      changed = redraw;
    },

    // ---- The frame -------------------------------------------------------------------------

    /** The engine's tables, once loaded: the tile table by Muse, each direction's step.
     * @param {{ muses: Record<string, any>, directions: Record<string, Square> }} tables */
    init({ muses, directions }) {
      state.muses = muses;
      state.directions = directions;
      changed();
    },
    /** The canvas's size (CSS px) and pixel ratio: the camera fits again at once.
     * @param {{ w: number, h: number }} size @param {number} dpr @param {number} now */
    resize(size, dpr, now) {
      state.dpr = dpr;
      state.size = size;
      state.camera = cameraStep({ ...state, camera: { ...state.camera, ready: false } }, 0).camera;
      state.now = now;
    },
    /** One frame at time `now`, `dt` ms after the last: the camera eases, finished animations
     * go. Returns what still moves (the next frame is then asked for by frames.js).
     * @param {number} now @param {number} dt */
    frame(now, dt) {
      state.now = now;
      const { camera, moving } = cameraStep(state, dt);
      state.camera = camera;
      state.anim = pruned(state.anim, now);
      dropped = false;
      return { panning: moving, animating: running(state.anim) };
    },

    // ---- The tiles -------------------------------------------------------------------------

    /** Shows `tiles` instead of the current ones, animating every difference (anim.js). */
    show,
    /** Shows `tiles` at once, with no animation of their own (a finished table).
     * @param {Tile[]} tiles */
    setTiles(tiles) {
      state.tiles = tiles;
      changed();
    },
    /** The table anew: a new round's or game's tiles appear rather than glide. */
    clear() {
      state.tiles = [];
      state.last = [];
      changed();
    },
    /** The squares of the last move, softly marked. @param {Square[]} squares */
    setLast(squares) {
      state.last = squares;
      changed();
    },
    /** @param {string} phase "none", or the engine's: "Placement", "Dance", "Over". */
    setPhase(phase) {
      state.phase = phase;
      changed();
    },
    /** The end of a round (RULES.md §6), one effect after the other from time `at`: the
     * face-down Muses turning over, the Will of Apollo's dice jumping to 6, the neutral die
     * leaving (the stages up to `upTo` that change anything, finalTiles); returns when the
     * last stage starts. The game's end of a round and the tutorial's lesson on it both
     * show it. @param {Score} score @param {{ at: number, upTo: number, speed: number }} when */
    reveal(score, { at, upTo, speed }) {
      for (const stage of revealStages(score, upTo)) {
        show(finalTiles(score, stage), { at, dieKind: 'apollo' });
        at += REVEAL_STEP * speed;
      }
      return at;
    },

    // ---- The turn --------------------------------------------------------------------------

    /** A new turn: its phase, the hand in the tray (or none) with its dice's colour and its
     * caption, the face it is placed with; nothing chosen yet.
     * @param {{ phase: string, hand: Muse[] | null, colour: Colour, faceDown?: boolean,
     *   trayLabel?: () => string }} turn */
    beginTurn({ phase, hand, colour, faceDown = false, trayLabel }) {
      state.phase = phase;
      state.hand = hand;
      state.handColour = colour;
      state.handPick = null;
      state.faceDown = faceDown;
      if (trayLabel) state.trayLabel = trayLabel;
      unselectAll();
      changed();
    },
    /** A hand kept in view without being played from (a lone person's, during a computer's
     * turn), with its caption. @param {Muse[]} hand @param {Colour} colour
     * @param {() => string} trayLabel */
    showHand(hand, colour, trayLabel) {
      state.hand = hand;
      state.handColour = colour;
      state.trayLabel = trayLabel;
      changed();
    },
    /** The hand tile picked for placement, or none. @param {Muse | null} muse */
    pick(muse) {
      state.handPick = muse;
      changed();
    },
    /** Whether the next placement goes face down. @param {boolean} down */
    setFaceDown(down) {
      state.faceDown = down;
      changed();
    },
    /** Where the picked hand tile may go. @param {Square[]} squares */
    setPlaces(squares) {
      state.places = squares;
      changed();
    },
    /** The Muse chosen to dance and the turn's stage: her square, her steps, her Area of
     * Effect and her Power's targets.
     * @param {{ stage: Stage, sq: Square, dirs: Step[], area: Square[], targets: Square[] }} selection */
    select({ stage, sq, dirs, area, targets }) {
      state.stage = stage;
      state.selected = sq;
      state.dirs = dirs;
      state.area = area;
      state.targets = targets;
      changed();
    },
    /** Nothing chosen: no Muse, step, target or place. */
    unselect() {
      unselectAll();
      changed();
    },
    /** The turn was played: nothing is chosen any more, and the hand leaves at once (the next
     * player may already be looking). */
    finishTurn() {
      state.hand = null;
      state.handPick = null;
      unselectAll();
      changed();
    },

    // ---- Marks, the cursor, the keyboard ---------------------------------------------------

    /** Marks drawn over the tiles (marks.js), or none.
     * @param {((ctx: CanvasRenderingContext2D) => void) | null} overlay */
    setOverlay(overlay) {
      state.overlay = overlay;
      changed();
    },
    /** The keyboard cursor's square, or none. @param {Square | null} sq */
    setCursor(sq) {
      state.cursor = sq;
      changed();
    },
    /** Whether the player is using the keys (the cursor then shows, and hints name keys).
     * @param {boolean} on */
    setKeyboard(on) {
      if (state.keyboard === on) return;
      state.keyboard = on;
      changed();
    },

    // ---- A drag --------------------------------------------------------------------------

    /** A drag begins. @param {Drag} drag */
    startDrag(drag) {
      state.drag = drag;
      changed();
    },
    /** The drag is over CSS pixel (px, py): the square it would drop on (geometry.js dropSquare) and, for
     * a tile, the direction it points at.
     * @param {number} px @param {number} py @param {Square | null} over @param {import('./state.js').Dir | null} [dir] */
    dragTo(px, py, over, dir) {
      if (!state.drag) return;
      state.drag = { ...state.drag, px, py, over, ...(state.drag.kind === 'tile' ? { dir } : {}) };
      changed();
    },
    /** The drag ends: returns it (null when there was none). The tiles a move made by it
     * shows next are at their squares at once, as the drag showed them (no glide back). */
    endDrag() {
      const drag = state.drag;
      state.drag = null;
      dropped = !!drag;
      changed();
      return drag;
    },
    /** A refused drop: what was dragged glides back from `from` to `to` (CSS px).
     * @param {Drag} drag @param {Point} from @param {Point} to */
    snapBack(drag, from, to) {
      state.anim.snap = snapOf(drag, from, to);
      changed();
    },

    // ---- The view ------------------------------------------------------------------------

    /** Zooms to `k` times the fitted size with board point `b` under CSS pixel (px, py); at
     * `instant` (a pinch) the camera follows at once; `pan` keeps the player's view at 1.
     * @param {number} k @param {Point} b @param {number} px @param {number} py
     * @param {boolean} [instant] @param {boolean} [pan] */
    zoomTo(k, b, px, py, instant = false, pan = false) {
      setZoom(zoomAt(state, k, b, px, py, pan), instant);
    },
    /** Zooms by `factor` about CSS pixel (px, py). @param {number} factor @param {number} px @param {number} py */
    zoomBy(factor, px, py) {
      setZoom(zoomAbout(state, factor, px, py));
    },
    /** Back to the fitted table. */
    unzoom() {
      setZoom(FITTED);
    },
    /** A cropped table shown whole, or back to following the play. */
    toggleWhole() {
      setZoom(wholeOrFitted(state));
    },
    /** After a move, a cropped table follows the play (a zoom in the player chose stays). */
    follow() {
      setZoom(following(state));
    },
    /** CSS pixels at the foot of the table that the replay's controls cover. @param {number} px */
    setReserve(px) {
      state.reserve = px;
      changed();
    },
    /** Whether a group too large for legible tiles is cropped to the play. @param {boolean} on */
    setCrop(on) {
      state.crop = on;
      changed();
    },
  };
}

/** @typedef {ReturnType<typeof createTable>} Table */

// @ts-check
// The table's one door: the ONLY module that changes the UI state (state.js); others read
// `table.state` and call the functions below. Each change asks for a frame (frames.js).

import { diff, pruned, running, snapOf } from './anim.js';
import { FITTED, cameraStep, cameraTarget, following, wholeOrFitted, zoomAbout, zoomAt } from './geometry.js';
import { createState, finalTiles, revealStages } from './state.js';

/** @import { State, Tile, Step, Drag, Stage } from './state.js' */
/** @import { Square, Score, Muse, Colour } from '../engine/port.js' */
/** @typedef {{ x: number, y: number }} Point */

/** Each stage of the end-of-round reveal, ms before SPEED. */
export const REVEAL_STEP = 750;

/** @param {State} [state] */
export function createTable(state = createState()) {
  let changed = () => {};
  /** Just dropped (until the next frame): what it moved is where the drag showed it. */
  let dropped = false;

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
    if (instant) Object.assign(state.camera, cameraTarget(state));
    changed();
  }

  return {
    state,
    onChange(/** @type {() => void} */ redraw) {
      changed = redraw;
    },

    /** @param {{ muses: Record<string, any>, directions: Record<string, Square> }} tables */
    init({ muses, directions }) {
      state.muses = muses;
      state.directions = directions;
      changed();
    },
    /** The camera fits again at once. @param {{ w: number, h: number }} size @param {number} dpr @param {number} now */
    resize(size, dpr, now) {
      state.dpr = dpr;
      state.size = size;
      state.camera = cameraStep({ ...state, camera: { ...state.camera, ready: false } }, 0).camera;
      state.now = now;
    },
    /** One frame, `dt` ms after the last; returns what still moves. @param {number} now @param {number} dt */
    frame(now, dt) {
      state.now = now;
      const { camera, moving } = cameraStep(state, dt);
      state.camera = camera;
      state.anim = pruned(state.anim, now);
      dropped = false;
      return { panning: moving, animating: running(state.anim) };
    },

    show,
    /** With no animation of their own (a finished table). @param {Tile[]} tiles */
    setTiles(tiles) {
      state.tiles = tiles;
      changed();
    },
    /** A new round's or game's tiles appear rather than glide. */
    clear() {
      state.tiles = [];
      state.last = [];
      changed();
    },
    setLast(/** @type {Square[]} */ squares) {
      state.last = squares;
      changed();
    },
    /** @param {string} phase "none", or the engine's: "Placement", "Dance", "Over". */
    setPhase(phase) {
      state.phase = phase;
      changed();
    },
    /** The end of a round (RULES.md §6), effect after effect from `at`; returns when the last
     * stage starts. @param {Score} score @param {{ at: number, upTo: number, speed: number }} when */
    reveal(score, { at, upTo, speed }) {
      for (const stage of revealStages(score, upTo)) {
        show(finalTiles(score, stage), { at, dieKind: 'apollo' });
        at += REVEAL_STEP * speed;
      }
      return at;
    },

    /** @param {{ phase: string, hand: Muse[] | null, colour: Colour, faceDown?: boolean,
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
    /** A hand in view but not played from (a lone person's, during a computer's turn). */
    showHand(/** @type {Muse[]} */ hand, /** @type {Colour} */ colour, /** @type {() => string} */ trayLabel) {
      state.hand = hand;
      state.handColour = colour;
      state.trayLabel = trayLabel;
      changed();
    },
    pick(/** @type {Muse | null} */ muse) {
      state.handPick = muse;
      changed();
    },
    setFaceDown(/** @type {boolean} */ down) {
      state.faceDown = down;
      changed();
    },
    setPlaces(/** @type {Square[]} */ squares) {
      state.places = squares;
      changed();
    },
    /** @param {{ stage: Stage, sq: Square, dirs: Step[], area: Square[], targets: Square[] }} selection */
    select({ stage, sq, dirs, area, targets }) {
      state.stage = stage;
      state.selected = sq;
      state.dirs = dirs;
      state.area = area;
      state.targets = targets;
      changed();
    },
    unselect() {
      unselectAll();
      changed();
    },
    /** The hand leaves at once: the next player may already be looking. */
    finishTurn() {
      state.hand = null;
      state.handPick = null;
      unselectAll();
      changed();
    },

    setOverlay(/** @type {((ctx: CanvasRenderingContext2D) => void) | null} */ overlay) {
      state.overlay = overlay;
      changed();
    },
    setCursor(/** @type {Square | null} */ sq) {
      state.cursor = sq;
      changed();
    },
    /** The cursor then shows, and hints name keys. @param {boolean} on */
    setKeyboard(on) {
      if (state.keyboard === on) return;
      state.keyboard = on;
      changed();
    },

    startDrag(/** @type {Drag} */ drag) {
      state.drag = drag;
      changed();
    },
    /** @param {number} px @param {number} py @param {Square | null} over @param {import('./state.js').Dir | null} [dir] */
    dragTo(px, py, over, dir) {
      if (!state.drag) return;
      state.drag = { ...state.drag, px, py, over, ...(state.drag.kind === 'tile' ? { dir } : {}) };
      changed();
    },
    /** Returns the drag, or null; the tiles it moved show at once where it showed them. */
    endDrag() {
      const drag = state.drag;
      state.drag = null;
      dropped = !!drag;
      changed();
      return drag;
    },
    /** A refused drop glides back (CSS px). @param {Drag} drag @param {Point} from @param {Point} to */
    snapBack(drag, from, to) {
      state.anim.snap = snapOf(drag, from, to);
      changed();
    },

    /** `instant` (a pinch): the camera follows at once; `pan` keeps the player's view at 1. @param {number} k
     * @param {Point} b @param {number} px @param {number} py @param {boolean} [instant] @param {boolean} [pan] */
    zoomTo(k, b, px, py, instant = false, pan = false) {
      setZoom(zoomAt(state, k, b, px, py, pan), instant);
    },
    zoomBy(/** @type {number} */ factor, /** @type {number} */ px, /** @type {number} */ py) {
      setZoom(zoomAbout(state, factor, px, py));
    },
    unzoom() {
      setZoom(FITTED);
    },
    toggleWhole() {
      setZoom(wholeOrFitted(state));
    },
    follow() {
      setZoom(following(state));
    },
    setReserve(/** @type {number} */ px) {
      state.reserve = px;
      changed();
    },
    setCrop(/** @type {boolean} */ on) {
      state.crop = on;
      changed();
    },
  };
}

/** @typedef {ReturnType<typeof createTable>} Table */

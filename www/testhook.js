// @ts-check
// The end-to-end tests' read-only hook, window.__muses: loaded and installed only when the
// page is opened with the test flag (main.js: localStorage "dance-of-muses.test-hook", which
// the harness sets before the page loads), and even then it tells only what this device may know: what the
// page shows, the public view, the number of moves, the link's code (the address). The tests
// work out hidden facts (hands, face-down Muses, legal moves) from that code in Node
// (tests/e2e/engine.mjs), never from the page.

import * as bundles from './engine/bundles.js';
import { TILE, arrowAt, arrowReach, dragPreview, handRects, layout, toScreen } from './table/geometry.js';
import * as panels from './ui/panels.js';
import * as screens from './ui/screens.js';

/** Installs the hook over the page's parts: { canvas, state, version, session, flow,
 * thinking, history, frames, keeping, offlineFiles() }.
 * @param {{ canvas: HTMLCanvasElement, state: import('./table/state.js').State, version: () => string,
 *   session: import('./play/session.js').Session, flow: import('./play/flow.js').Flow,
 *   thinking: import('./play/thinking.js').Thinking, history: import('./play/history.js').History,
 *   frames: import('./table/frames.js').Frames, keeping: import('./play/keeping.js').Keeping,
 *   offlineFiles: () => unknown }} parts */
export function install({ canvas, state, version, session, flow, thinking, history, frames, keeping, offlineFiles }) {
  /** The CSS-pixel centre of a board square in the page, for real pointer input in tests.
   * @param {number} x @param {number} y */
  function squareToClient(x, y) {
    const r = canvas.getBoundingClientRect();
    const p = toScreen(state, x, y);
    return { x: r.left + p.x, y: r.top + p.y };
  }

  /** @type {any} */ (window).__muses = Object.freeze({
    version,
    /** Nothing moving, nothing pending: the next input will be taken. */
    idle: () => !flow.busy() && !frames.animating() && !frames.queued() && !state.drag && !thinking.busy(),
    /** The seat (0-based) of the computer choosing its move now, or null. */
    thinking: thinking.seat,
    /** How long each computer choice took in its worker: [{ level, ms }]. */
    thoughts: thinking.thoughts,
    screen: screens.shown,
    /** The link's code of the game as it stands (what the address holds). */
    code: () => session.engine()?.code() ?? null,
    /** How many actions the game has had. */
    moves: () => session.engine()?.actionCount() ?? 0,
    /** This device's seat (0-based) in a game by link, "all" (hot-seat) or "watch". */
    seatMode: session.mode,
    /** The move the replay shows (0 is the deal), or null when not replaying. */
    replayIndex: history.replay.index,
    gameId: session.id,
    offlineFiles,
    /** The page's loaders of the wasm bundles (bundles.js), which the bundled page has no URL for. */
    bundles,
    /** The games kept, the last kept first: [{ id, actions }] (their number of actions; a fair
     * game's moves). */
    saved: () =>
      keeping
        .keeper()
        .then((k) => k.records().sort((a, b) => b.saved - a.saved))
        .then((all) => all.map((r) => ({ id: r.id, actions: r.game.actions?.length ?? r.game.moves }))),
    phase: () => state.phase,
    stage: () => state.stage,
    /** The hand in the tray, as the page shows it (null when none shows). */
    hand: () => (state.hand ? [...state.hand] : null),
    faceDown: () => state.faceDown,
    cursor: () => (state.cursor ? { ...state.cursor } : null),
    hint: () => panels.$('hint').textContent,
    /** The public view: what anybody at the table may see. */
    view: () => session.engine()?.view(null) ?? null,
    shownTiles: () => state.tiles.map((t) => ({ ...t })),
    /** The tweens running or to come: each glide's length and each effect's kind and length (ms). */
    tweens: () => ({
      moves: [...state.anim.moves.values()].map((m) => m.dur),
      effects: state.anim.effects.map((e) => ({ kind: e.kind, dur: e.dur })),
    }),
    squareToClient,
    /** Each tile on the table as drawn: its Muse (null face down), centre and side in CSS px. */
    tileBoxes: () =>
      state.tiles.map((t) => ({ muse: t.muse, ...squareToClient(t.x, t.y), size: state.camera.cell * TILE })),
    /** The tiles as drawn during a drag: each on the square it shows on (a moved tile on its
     * landing square, the dragged one under the pointer) with the die value it shows. */
    drawnTiles() {
      const preview = dragPreview(state);
      return state.tiles.map((t) => {
        const p = preview.get(t.id);
        const dragged = state.drag?.kind === 'tile' && state.drag.from.x === t.x && state.drag.from.y === t.y;
        const at = dragged ? state.drag?.over : p ? { x: t.x + p.x, y: t.y + p.y } : { x: t.x, y: t.y };
        return { muse: t.muse, dragged, x: at?.x, y: at?.y, value: p?.to ?? t.value, plus: p?.by ?? 0 };
      });
    },
    /** The selected Muse's step arrows: direction, centre and the radius a press reaches. */
    arrowTargets() {
      const r = canvas.getBoundingClientRect();
      return state.selected
        ? state.dirs.map(({ dir }) => ({
            dir,
            x: r.left + arrowAt(state, dir).x,
            y: r.top + arrowAt(state, dir).y,
            reach: arrowReach(state),
          }))
        : [];
    },
    /** The player's zoom over the fitted table (1: the whole group fits, or on a cropped
     * table the play; below 1, a cropped table shown whole). */
    zoom: () => state.zoom.k,
    /** Whether something is drawn over the tiles (the tutorial's marks, the Hint's arrow). */
    overlay: () => state.overlay !== null,
    /** The table and the hand tray as laid out on the canvas, in client CSS px. */
    areas() {
      const r = canvas.getBoundingClientRect();
      const { board, tray } = layout(state);
      const at = (/** @type {{ x: number, y: number, w: number, h: number }} */ a) => ({
        ...a,
        x: r.left + a.x,
        y: r.top + a.y,
      });
      return { board: at(board), tray: at(tray), cell: state.camera.cell };
    },
    /** @param {string} muse */
    handTileToClient(muse) {
      const r = canvas.getBoundingClientRect();
      const t = handRects(state).find((h) => h.muse === muse);
      return t ? { x: r.left + t.x, y: r.top + t.y } : null;
    },
  });
}

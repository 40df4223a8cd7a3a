// @ts-check
// The end-to-end tests' read-only hook, window.__muses, installed only with the test flag
// (localStorage "dance-of-muses.test-hook"). It tells only what this device may know; the
// tests work out hidden facts from the link's code in Node (tests/e2e/engine.mjs).

import * as bundles from './engine/bundles.js';
import { TILE, arrowAt, arrowReach, dragPreview, handRects, layout, toScreen } from './table/geometry.js';
import * as panels from './ui/panels.js';
import * as screens from './ui/screens.js';

/** @param {import('./types.js').HookParts} parts */
export function install({ canvas, state, version, session, flow, thinking, history, frames, keeping, offlineFiles }) {
  /** For real pointer input in tests. @param {number} x @param {number} y */
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
    /** [{ level, ms, iterations, workers, memory }] in the workers. */
    thoughts: thinking.thoughts,
    screen: screens.shown,
    code: () => session.engine()?.code() ?? null,
    moves: () => session.engine()?.actionCount() ?? 0,
    /** 0-based in a game by link, "all" (hot-seat) or "watch". */
    seatMode: session.mode,
    /** 0 is the deal; null when not replaying. */
    replayIndex: history.replay.index,
    gameId: session.id,
    offlineFiles,
    /** The bundled page has no URL for them. */
    bundles,
    /** The last kept first: [{ id, actions }]. */
    saved: () =>
      keeping
        .keeper()
        .then((k) => k.records().sort((a, b) => b.saved - a.saved))
        .then((all) => all.map((r) => ({ id: r.id, actions: r.game.actions?.length ?? r.game.moves }))),
    phase: () => state.phase,
    stage: () => state.stage,
    hand: () => (state.hand ? [...state.hand] : null),
    faceDown: () => state.faceDown,
    cursor: () => (state.cursor ? { ...state.cursor } : null),
    hint: () => panels.$('hint').textContent,
    view: () => session.engine()?.view(null) ?? null,
    shownTiles: () => state.tiles.map((t) => ({ ...t })),
    tweens: () => ({
      moves: [...state.anim.moves.values()].map((m) => m.dur),
      effects: state.anim.effects.map((e) => ({ kind: e.kind, dur: e.dur })),
    }),
    squareToClient,
    /** Muse (null face down), centre and side in CSS px. */
    tileBoxes: () =>
      state.tiles.map((t) => ({ muse: t.muse, ...squareToClient(t.x, t.y), size: state.camera.cell * TILE })),
    /** During a drag: each on the square it shows on, with the die value it shows. */
    drawnTiles() {
      const preview = dragPreview(state);
      return state.tiles.map((t) => {
        const p = preview.get(t.id);
        const dragged = state.drag?.kind === 'tile' && state.drag.from.x === t.x && state.drag.from.y === t.y;
        const at = dragged ? state.drag?.over : p ? { x: t.x + p.x, y: t.y + p.y } : { x: t.x, y: t.y };
        return { muse: t.muse, dragged, x: at?.x, y: at?.y, value: p?.to ?? t.value, plus: p?.by ?? 0 };
      });
    },
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
    /** 1: fitted; below 1, a cropped table shown whole. */
    zoom: () => state.zoom.k,
    /** The tutorial's marks, the Hint's arrow. */
    overlay: () => state.overlay !== null,
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
    handTileToClient(/** @type {string} */ muse) {
      const r = canvas.getBoundingClientRect();
      const t = handRects(state).find((h) => h.muse === muse);
      return t ? { x: r.left + t.x, y: r.top + t.y } : null;
    },
  });
}

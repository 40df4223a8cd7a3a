// @ts-check
// The Hint (issue 14), loaded the first time a player asks for one: what the engine's Medium
// would play for the seat to move, chosen from that seat's view only (Game.hint), drawn as an
// arrow on the table with one line of why; the button's second press plays it. It is asked of
// the tutorial's wasm (loaded on the first Hint, then kept), on the main thread: 0.06 ms in
// the median position, 67 ms natively at the slowest (README).

import { loadLessons } from '../engine/bundles.js';
import { Engine } from '../engine/engine.js';
import { t, usePart } from '../ui/i18n.js';
import { drawArrow } from '../table/marks.js';
import * as panels from '../ui/panels.js';

/** @typedef {import('lessons-wasm').Why} Why */

/** Why the Hint's action is good (the engine's why kinds), in words.
 * @type {{ [K in Why['kind']]: (p: import('../engine/port.js').ParamsOf<Why>[K]) => string }} */
const WHY = {
  WinsRound: () => t('hint.why.WinsRound'),
  WinsMatch: () => t('hint.why.WinsMatch'),
  MakesSix: (p) => t('hint.why.MakesSix', { company: t(`company.${p.colour}`) }),
  WillOfApollo: (p) => t('hint.why.WillOfApollo', { muse: p.muse }),
  LowersRivalDie: () => t('hint.why.LowersRivalDie'),
  RaisesOwnDie: () => t('hint.why.RaisesOwnDie'),
  PushesMuses: (p) => t('hint.why.PushesMuses', { count: p.count }),
};

/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('../engine/port.js').Square} Square */

/**
 * What the Hint works with (main.js): the table it draws on, the game shown and this device's
 * seat in it, whether an action is being played, how to play one, the table's names for its
 * squares, an engine error in words, and the controls refreshed.
 * @typedef {object} HintPort
 * @property {import('../table/table.js').Table} table
 * @property {() => import('../engine/port.js').Port | null} engine
 * @property {() => number | null} mine
 * @property {() => boolean} busy
 * @property {(action: Action) => void} play
 * @property {(sq: Square) => string} nameAt
 * @property {(error: unknown) => string} why
 * @property {() => void} refresh
 */

/** The square next to `sq` towards `dir` (the engine's directions, in `state`).
 * @param {import('../table/state.js').State} state @param {Square} sq @param {import('muses-wasm').Dir} dir */
const beside = (state, sq, dir) => ({ x: sq.x + state.directions[dir].x, y: sq.y + state.directions[dir].y });

/** The action in words, its Muses named as the table names them (`nameAt`); the review's
 * "better was" says it too (features/review/).
 * @param {Action} action @param {(sq: Square) => string} nameAt */
export function said(action, nameAt) {
  if (action.kind === 'Place') return t(action.face_down ? 'hint.placeDown' : 'hint.place', { muse: action.muse });
  const dir = action.dir ? t(`dir.${action.dir}`) : '';
  switch (action.kind) {
    case 'Step':
      return t('hint.step', { muse: nameAt(action.from), dir });
    case 'PowerStep':
      return t(action.dir ? 'hint.powerStep' : 'hint.power', {
        muse: nameAt(action.from),
        target: nameAt(action.target),
        dir,
      });
    default:
      return t('hint.stepPower', { muse: nameAt(action.from), target: nameAt(action.target), dir });
  }
}

/** Why an action is good (the engine's why: { kind, params }, or null), in words ('' for none).
 * @param {Why | null | undefined} why */
export const because = (why) =>
  why && WHY[why.kind] ? /** @type {(p: unknown) => string} */ (WHY[why.kind])('params' in why ? why.params : {}) : '';

/** The arrow of `action` on the table (marks.js drawArrow): from her square to her step, a
 * ring where a Muse is placed or on a Power's target.
 * @param {import('../table/state.js').State} state @param {Action} action */
export function shapeOf(state, action) {
  if (action.kind === 'Place') return { from: null, to: null, ring: action.to };
  const from = action.from;
  const to = action.dir ? beside(state, from, action.dir) : null;
  const ring = action.kind === 'Step' ? null : action.target;
  return { from, to, ring };
}

/** The Hint shown: { action, at (the number of actions then), overlay (its drawing) }.
 * @type {{ action: Action, at: number, overlay: (ctx: CanvasRenderingContext2D) => void } | null} */
let shown = null;

/**
 * The Hint button of the page: the first press shows the Hint for the seat to move, as an
 * arrow on the table and a line of why; the second plays it.
 * @param {HintPort} page
 */
export async function press(page) {
  const { table } = page;
  const { state } = table;
  const engine = page.engine();
  if (!engine || page.busy()) return;
  const at = engine.actionCount();
  const button = panels.$('hint-button');
  if (shown) {
    const { action } = shown;
    clear(page);
    return page.play(action);
  }
  let hint;
  try {
    // The Hint is asked of the tutorial's wasm (bundles.js), the game opened there from its
    // link: the page's own first load does not carry it.
    const [bindings] = await Promise.all([loadLessons(), usePart('hint')]);
    const there = Engine.lesson(bindings, engine.code());
    // The same position gives the same Hint: seeded by the number of actions played. The
    // seat's own Mysterious Muse counts only on its own device (D3).
    const seat = engine.view(null).to_move;
    hint = there.hint(String(engine.actionCount()), page.mine() === seat);
    there.free();
  } catch (e) {
    return panels.hint(page.why(e), true);
  }
  if (!hint || page.engine() !== engine || engine.actionCount() !== at) return;
  const { action, why } = hint;
  const shape = shapeOf(state, action);
  const overlay = (/** @type {CanvasRenderingContext2D} */ ctx) => drawArrow(ctx, state, shape);
  table.setOverlay(overlay);
  shown = { action, at, overlay };
  const text = [t('hint.title'), said(action, page.nameAt), because(why)].filter(Boolean).join(' ');
  panels.hint(text);
  panels.say(text, !!state.hand);
  button.textContent = t('hint.play');
  page.refresh();
}

/** The Hint goes: its arrow, and the button's label back. @param {HintPort} page */
export function clear(page) {
  if (!shown) return;
  if (page.table.state.overlay === shown.overlay) page.table.setOverlay(null);
  shown = null;
  panels.$('hint-button').textContent = t('hint.button');
}

/** After any change at the table: a Hint for a position that is gone (a move was made, the
 * tutorial drew over it) goes. @param {HintPort} page */
export function check(page) {
  if (!shown) return;
  if (page.engine()?.actionCount() !== shown.at || page.table.state.overlay !== shown.overlay) clear(page);
}

// @ts-check
// The Hint, loaded on the first ask: what the engine's Medium would play from the seat to
// move's view only (Game.hint), as an arrow and one line of why; a second press plays it.
// Asked of the tutorial's wasm on the main thread: fast enough (README).

import { loadLessons } from '../engine/bundles.js';
import { Engine } from '../engine/engine.js';
import { t, usePart } from '../ui/i18n.js';
import { drawArrow } from '../table/marks.js';
import * as panels from '../ui/panels.js';

/** @import { Why } from 'lessons-wasm' */

/** The engine's why kinds, in words.
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

/** @import { Action, Square } from '../engine/port.js' */

/** @typedef {import('./types.js').HintPort} HintPort */

/** @param {import('../table/state.js').State} state @param {Square} sq @param {import('muses-wasm').Dir} dir */
const beside = (state, sq, dir) => ({ x: sq.x + state.directions[dir].x, y: sq.y + state.directions[dir].y });

/** The action in words, named as the table names its Muses (the review says it too). */
export function said(/** @type {Action} */ action, /** @type {(sq: Square) => string} */ nameAt) {
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

export const because = (/** @type {Why | null | undefined} */ why) =>
  why && WHY[why.kind] ? /** @type {(p: unknown) => string} */ (WHY[why.kind])('params' in why ? why.params : {}) : '';

export function shapeOf(/** @type {import('../table/state.js').State} */ state, /** @type {Action} */ action) {
  if (action.kind === 'Place') return { from: null, to: null, ring: action.to };
  const from = action.from;
  const to = action.dir ? beside(state, from, action.dir) : null;
  const ring = action.kind === 'Step' ? null : action.target;
  return { from, to, ring };
}

/** `at`: the number of actions then.
 * @type {{ action: Action, at: number, overlay: (ctx: CanvasRenderingContext2D) => void } | null} */
let shown = null;

export async function press(/** @type {HintPort} */ page) {
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
    // The page's own first load does not carry the Hint: it is the tutorial's wasm's.
    const [bindings] = await Promise.all([loadLessons(), usePart('hint')]);
    const there = Engine.lesson(bindings, engine.code());
    // The same position gives the same Hint (seeded by the actions played); the seat's own
    // Mysterious Muse counts only on its own device (D3).
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

export function clear(/** @type {HintPort} */ page) {
  if (!shown) return;
  if (page.table.state.overlay === shown.overlay) page.table.setOverlay(null);
  shown = null;
  panels.$('hint-button').textContent = t('hint.button');
}

/** A Hint for a position that is gone goes. @param {HintPort} page */
export function check(page) {
  if (!shown) return;
  if (page.engine()?.actionCount() !== shown.at || page.table.state.overlay !== shown.overlay) clear(page);
}

// @ts-check
// The moment's facts that controls.js answers from, gathered from the page's parts.

import * as screens from '../ui/screens.js';

/** `turn()` the turn in use, `lesson()` what a lesson tells of itself, `live()` live play's facts. @param {any} parts
 * @returns {() => import('./controls.js').Facts} */
export function createFacts({ session, table, flow, frames, thinking, history, turn, lesson, live }) {
  const { state } = table;
  return () => {
    const engine = session.engine();
    const { phase, stage, faceDown } = state;
    return {
      view: engine?.view(null) ?? null,
      caps: engine?.caps ?? null,
      device: session.mode(),
      humans: engine ? session.humans().length : 0,
      isComputer: session.isComputer,
      phase,
      stage,
      hand: !!state.hand,
      faces: turn().faces(),
      faceDown,
      busy: flow.busy(),
      animating: frames.animating(),
      screen: screens.shown(),
      waiting: flow.waiting(),
      thinking: thinking.busy(),
      failed: thinking.failed(),
      paused: thinking.paused(),
      speed: thinking.speed(),
      replaying: history.replay.index() !== null,
      addressHeld: session.addressHeld(),
      moves: engine?.actionCount() ?? 0,
      undoCount: engine ? (history.plan().count ?? 0) : 0,
      lesson: lesson()?.() ?? null,
      live: live(),
    };
  };
}

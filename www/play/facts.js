// @ts-check
// The moment's facts, gathered from the page's parts, that controls.js answers "may the
// player act now?" from (main.js wires them; the answer, not the gathering, is tested).

import * as screens from '../ui/screens.js';

/**
 * `parts`: the session, the table, the flow, the frames, the thinking, the history; `turn()`
 * the turn in use (the game's or a lesson's), `lesson()` what a lesson tells of itself (null
 * outside one), `live()` live play's facts (null: not live; features/live/).
 * @param {any} parts
 * @returns {() => import('./controls.js').Facts}
 */
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

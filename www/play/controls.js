// @ts-check
// One answer to "may the player act now?" and to what every control shows: a pure function of the moment's facts
// (main.js gathers them; panels.js shows the answer), so the table's input, Undo, the menu and every button never
// disagree. The mode is the first that holds of: lesson (the tutorial has the table), none, screen (an overlay),
// replay, busy (an action plays or the table animates), thinking (a computer), waiting/watching (another device's move,
// or a feature's step), over, placing, dancing.

/** @import { View, Caps } from '../engine/port.js' */
/** @typedef {import('./types.js').Mode} Mode */

/** @typedef {import('./types.js').Facts} Facts */

/** @typedef {import('./types.js').Buttons} Buttons */

/** @param {Facts} f @returns {Mode} */
function modeOf(f) {
  if (f.lesson) return 'lesson';
  if (!f.view) return 'none';
  if (f.screen) return 'screen';
  if (f.replaying) return 'replay';
  if (f.busy || f.animating) return 'busy';
  if (f.thinking) return 'thinking';
  if (f.waiting) return f.device === 'watch' ? 'watching' : 'waiting';
  if (f.view.game_over || f.phase === 'Over') return 'over';
  return f.phase === 'Placement' ? 'placing' : 'dancing';
}

const turnButtons = (/** @type {Facts} */ f, /** @type {boolean} */ placing) => ({
  face: { shown: placing, down: f.faceDown, refuseUp: placing && !f.faces.up, refuseDown: placing && !f.faces.down },
  endTurn: f.stage === 'stepped',
  takeBack: f.stage === 'powered' || f.stage === 'stepped',
});

/** @param {Facts} f @returns {Buttons} */
const lessonButtons = (f) => ({
  ...turnButtons(f, f.hand),
  showResult: false,
  watch: { shown: false, pause: false, paused: f.paused, speed: f.speed },
  retry: false,
  undo: false,
  sendMove: { shown: false, end: false },
  playLive: false,
  menuLive: false,
  hint: false,
  passSeat: false,
  menuReplay: false,
  menuUndo: false,
  menuSeat: { shown: false, enabled: false },
  review: false,
});

/** @param {Facts} f @returns {Buttons} */
function gameButtons(f) {
  const { view } = f;
  const over = !!view?.game_over;
  const seat = view?.to_move ?? -1;
  const held = f.replaying || f.thinking || f.busy || !!f.screen;
  return {
    // A lone person's Muses stay in view during a computer's turn, not to be placed.
    ...turnButtons(f, f.hand && !f.thinking && !f.busy),
    showResult: over || (f.phase === 'Over' && !f.screen),
    watch: { shown: !!view && f.humans === 0 && !over, pause: !f.failed, paused: f.paused, speed: f.speed },
    retry: f.failed,
    undo: !f.replaying && f.undoCount > 0 && !f.live?.here,
    sendMove: {
      shown: !f.replaying && typeof f.device === 'number' && (f.waiting || over) && (f.live ? f.live.sends : true),
      end: over,
    },
    // Live play: in a game by link on this seat's device until everyone is here; from the menu in any game.
    playLive: !f.replaying && typeof f.device === 'number' && (!f.live || (f.live.hub && !f.live.all)),
    menuLive: !!view,
    hint:
      !held &&
      !!view &&
      !over &&
      f.phase !== 'Over' &&
      !f.isComputer(seat) &&
      (f.device === 'all' || f.device === seat) &&
      !(view.phase === 'Placement' && !f.hand) &&
      f.humans !== view.players,
    passSeat: !!view && f.humans >= 2,
    menuReplay: f.moves > 0 && !f.replaying,
    menuUndo: f.moves > 0 && f.device !== 'watch' && !f.replaying && !f.live?.here,
    menuSeat: { shown: !(view && f.caps?.seat === 'key'), enabled: !f.replaying },
    review: !!view?.results?.length && !f.replaying,
  };
}

/** The mode; `canAct` (on a finished table the cursor still explores it), `canUndo`, `canMenu`, `settled` (nothing
 * holds the table: the tips') and what every control shows. @param {Facts} f */
export function controls(f) {
  const mode = modeOf(f);
  const lesson = f.lesson;
  return {
    mode,
    canAct: lesson
      ? lesson.ready && !lesson.busy && !lesson.met && !f.animating
      : mode === 'placing' || mode === 'dancing' || mode === 'over',
    canUndo:
      !lesson && !!f.view && !f.busy && !f.animating && !f.addressHeld && !f.screen && !f.replaying && !f.live?.here,
    canMenu: !!f.view && !f.busy && !f.screen,
    settled: !f.replaying && !f.thinking && !f.busy && !f.screen,
    buttons: lesson ? lessonButtons(f) : gameButtons(f),
  };
}

/** @typedef {ReturnType<typeof controls>} Controls */

// @ts-check
// One answer to "may the player act now?", and to what every turn control shows: a pure
// function of the moment's facts (main.js gathers them once per refresh; panels.js puts the
// answer in the page). The table's input (turn.js), Undo (its button, its key, the menu), the
// menu's items and every button read the same answer, so they never disagree. The game's turn
// and the tutorial's (mode 'lesson') go through it alike.
//
//   const c = controls(facts);
//   if (c.canAct) …            // the table takes the player's input
//   panels.controls(c.buttons);
//
// The mode is the first of these that holds:
//   lesson    the tutorial has the table (its own turn)
//   none      no game yet
//   screen    an overlay is up (new game, pass the device, a result, a question, …)
//   replay    the replay shows the past
//   busy      an action is being played, or the table is animating
//   thinking  a computer's turn is under way (choosing, or failed and waiting for Try again)
//   waiting   another device's move is awaited (a game by link), or a feature's (a protocol's step)
//   watching  the same, on a device that only watches
//   over      the game or the round is over, its table in view
//   placing   a Muse is to be placed
//   dancing   a Muse is to dance

/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Caps} Caps */
/** @typedef {'none' | 'lesson' | 'screen' | 'replay' | 'busy' | 'thinking' | 'waiting' | 'watching' | 'over'
 *   | 'placing' | 'dancing'} Mode */

/**
 * The moment's facts.
 * @typedef {object} Facts
 * @property {View | null} view        the game's public view, or null before a game
 * @property {Caps | null} caps        what the game can do (engine/port.js)
 * @property {'all' | 'watch' | number} device  this device's seat: a 0-based seat (by link),
 *   "all" (hot-seat) or "watch"
 * @property {number} humans           how many seats people play
 * @property {(seat: number) => boolean} isComputer
 * @property {string} phase            the table's phase ("none", "Placement", "Dance", "Over")
 * @property {import('../table/state.js').Stage} stage  the turn's stage
 * @property {boolean} hand            a hand shows in the tray
 * @property {{ up: boolean, down: boolean }} faces  the faces the engine allows a placement
 * @property {boolean} faceDown
 * @property {boolean} busy            an action is being played (flow.js)
 * @property {boolean} animating       the table is animating (frames.js)
 * @property {string | null} screen    the overlay up, or null
 * @property {boolean} thinking        a computer's turn is under way
 * @property {boolean} failed          …and its choice failed
 * @property {boolean} paused          watching the computers is paused
 * @property {string} speed            …and its speed
 * @property {boolean} waiting         another device's move (or a feature) is awaited
 * @property {boolean} replaying
 * @property {boolean} addressHeld     a broken link holds the address
 * @property {number} moves            how many actions the game has had
 * @property {number} undoCount        how many actions Undo would take back (0: none)
 * @property {{ ready: boolean, busy: boolean, met: boolean } | null} lesson  the tutorial's turn,
 *   when it has the table: its step's game is there, it is showing something, its step is met
 * @property {{ here: boolean, all: boolean, hub: boolean, sends: boolean } | null} [live]  live play
 *   (features/live/): some other device is connected (a move made here has reached it: no
 *   Undo), every other person's is (nobody to invite), this device makes the invitations, the
 *   link of the move awaited goes from this device (to a person not connected; one device
 *   sends it)
 */

/**
 * What the controls show.
 * @typedef {object} Buttons
 * @property {{ shown: boolean, down: boolean, refuseUp: boolean, refuseDown: boolean }} face
 * @property {boolean} endTurn
 * @property {boolean} takeBack
 * @property {boolean} showResult
 * @property {{ shown: boolean, pause: boolean, paused: boolean, speed: string }} watch
 * @property {boolean} retry
 * @property {boolean} undo
 * @property {{ shown: boolean, end: boolean }} sendMove
 * @property {boolean} playLive      "Play live", beside the table
 * @property {boolean} menuLive       the menu's "Play live"
 * @property {boolean} hint
 * @property {boolean} passSeat
 * @property {boolean} menuReplay     enabled
 * @property {boolean} menuUndo       enabled
 * @property {{ shown: boolean, enabled: boolean }} menuSeat
 * @property {boolean} review         a round over may be reviewed (the menu, the result)
 */

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

/** The turn's own buttons: the face of a placement, End turn and Take back by the stage.
 * @param {Facts} f @param {boolean} placing */
const turnButtons = (f, placing) => ({
  // Left enabled even when the engine refuses: pressing it says why (a clear hint).
  face: { shown: placing, down: f.faceDown, refuseUp: placing && !f.faces.up, refuseDown: placing && !f.faces.down },
  endTurn: f.stage === 'stepped',
  takeBack: f.stage === 'powered' || f.stage === 'stepped',
});

/** In a lesson the game's own controls are off: the tutorial's panel has its own.
 * @param {Facts} f @returns {Buttons} */
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

/** The game's controls. @param {Facts} f @returns {Buttons} */
function gameButtons(f) {
  const { view } = f;
  const over = !!view?.game_over;
  const seat = view?.to_move ?? -1;
  // A computer, an action, a screen or the past holds the table.
  const held = f.replaying || f.thinking || f.busy || !!f.screen;
  return {
    // A lone person's Muses stay in view during a computer's turn, but are not to be placed.
    ...turnButtons(f, f.hand && !f.thinking && !f.busy),
    showResult: over || (f.phase === 'Over' && !f.screen),
    // Watch mode (every seat a computer): pause and speed; Try again after a failed choice.
    watch: { shown: !!view && f.humans === 0 && !over, pause: !f.failed, paused: f.paused, speed: f.speed },
    retry: f.failed,
    undo: !f.replaying && f.undoCount > 0 && !f.live?.here,
    sendMove: {
      shown: !f.replaying && typeof f.device === 'number' && (f.waiting || over) && (f.live ? f.live.sends : true),
      end: over,
    },
    // Live play, in a game played by link on this seat's own device, whoever
    // moves, until everyone is here (a guest invites nobody); from the menu in any game (a
    // shared table first takes a seat, else a game with friends apart begins).
    playLive: !f.replaying && typeof f.device === 'number' && (!f.live || (f.live.hub && !f.live.all)),
    menuLive: !!view,
    // The Hint: in a game against the computer, on a person's turn at this device.
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
    // A game whose seats are taken by their keys (caps.seat 'key') has none to change.
    menuSeat: { shown: !(view && f.caps?.seat === 'key'), enabled: !f.replaying },
    // A round over (once its engine shows its result) is reviewed.
    review: !!view?.results?.length && !f.replaying,
  };
}

/**
 * The mode, whether the player may act on the table (`canAct`; on a finished table the
 * keyboard's cursor still explores it), whether Undo may run (`canUndo`), whether the menu's
 * game items act (`canMenu`), whether nothing holds the table for the tips (`settled`: no
 * replay, computer, action or screen), and what every control shows.
 * @param {Facts} f
 */
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

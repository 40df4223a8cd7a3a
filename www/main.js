// @ts-check
// Wiring only: the table (table/: its state, its one writer, its frames and input), the engine
// (engine/), the parts that play a game on it (play/: session, flow, turn, thinking, log,
// history, links, the buttons, and controls.js's one answer to "may the player act now?"),
// the start; the features loaded on demand (features/: the tutorial, the Hint, the tips, fair
// mode, live play), each given the few functions it needs; and, opened for the tests, their hook
// (testhook.js). A move travels: input (table/input.js) → the turn (play/turn.js) → the
// engine → the flow (play/flow.js) → the table (table/table.js) → a frame (render.js).

import * as computer from './engine/computer.js';
import { createLiveLoader } from './live.js';
import { createPuzzlesLoader } from './puzzles.js';
import { keepForOffline } from './offline.js';
import { attachButtons } from './play/buttons.js';
import { controls } from './play/controls.js';
import { createFacts } from './play/facts.js';
import { createFlow } from './play/flow.js';
import { createHistory } from './play/history.js';
import { createLog } from './play/log.js';
import { fragment, lessonAt as lessonOf, flag, setAddress } from './play/address.js';
import { createKeeping } from './play/keeping.js';
import { createSession } from './play/session.js';
import { createThinking } from './play/thinking.js';
import { createTurn } from './play/turn.js';
import { createFrames } from './table/frames.js';
import { attachInput } from './table/input.js';
import { tileAt } from './table/state.js';
import { createTable } from './table/table.js';
import * as first from './ui/first.js';
import { start as startLanguage, subscribe, t, usePart } from './ui/i18n.js';
import * as panels from './ui/panels.js';
import { reason } from './ui/reasons.js';
import * as screens from './ui/screens.js';
import { boardWords, nameOf, where } from './ui/words.js';

const { $ } = panels;
const table = createTable();
const { state } = table;
const canvas = /** @type {HTMLCanvasElement} */ ($('table'));
const frames = createFrames(canvas, $('stage'), table, panels.fitHint, () => panels.wholeButton(state));
$('whole').onclick = () => table.toggleWhole();
performance.mark('first-frame');

/** The tests' hook, only when the page is opened for them (never in a player's page). */
const testHook = flag('dance-of-muses.test-hook') ? import('./testhook.js') : null;

// ---- The engine, then the game ------------------------------------------------------

// The language (the one chosen before, else the browser's: its table loads meanwhile).
const engineModule = import('./engine/engine.js');
const [{ Engine, MUSES, DIRECTIONS, RULES, version }] = await Promise.all([engineModule, startLanguage()]);
table.init({ muses: MUSES, directions: DIRECTIONS });
panels.museTable(MUSES);

const panel = (/** @type {string} */ id) => /** @type {HTMLDetailsElement} */ ($(id));
const prefs = () => ({ log: panel('log-panel').open, rules: panel('rules-panel').open, speed: thinking.speed() });
/** The games kept on this device (play/keeping.js; the keeper loaded when there are some). */
const keeping = createKeeping(() => import('./play/keeper.js').then((m) => m.createKeeper({ ...around, ready })));
const session = createSession({ Engine, isComputer: computer.isComputer, prefs, keep: keeping });
/** A square as this table names it: her Muse, or where she stands if face down (D3).
 * @param {import('./engine/port.js').Square} sq */
function nameAt(sq) {
  const tile = tileAt(state, sq);
  return tile ? nameOf(tile, state.tiles) : t('square.empty', { where: where(sq, state.tiles) });
}
/** An engine error in words (reasons.js), its Muses and seats named as this table names them.
 * @param {any} error */
const why = (error) => reason(error, { tile: nameAt, seat: (i) => session.names()[i], seedMax: RULES.seed.max });
const focus = () => canvas.focus({ preventScroll: true });
const failed = (/** @type {any} */ e) => panels.hint(why(e), true);
/** The new-game screen, filled in as the last game was set up, or as `suggested`.
 * @param {(() => void) | null} onCancel @param {any} [suggested] */
const newGame = (onCancel, suggested) => {
  const onFair = live.apart((/** @type {any} */ choice) => fairMode((fair) => fair.start(choice)));
  const previous = suggested ?? session.setup();
  first.newGame({ previous, open: !!suggested, rules: RULES, onStart: flow.deal, onFair, onCancel });
};
/** Back to the game from a screen, if there is one to go back to. */
const backToGame = () => (session.engine() ? flow.backToGame : null);

/** The features loaded on demand, once loaded: the Hint (features/hint.js), the tips. */
let hint = /** @type {any} */ (null);
let tips = /** @type {any} */ (null);
/** The review (features/review/), once loaded. */
let review = /** @type {any} */ (null);
/** The turn the table's input and the turn's buttons go to: the game's, or the tutorial's;
 * and while the tutorial's has the table, what it tells of itself (controls.js lesson). */
let current = /** @type {import('./play/turn.js').Turn} */ (/** @type {unknown} */ (null));
let lesson = /** @type {(() => { ready: boolean, busy: boolean, met: boolean }) | null} */ (null);

const log = createLog(session);
const turn = createTurn({
  table,
  engine: () => session.engine(),
  commit: (action) => flow.commit(action),
  hint(text, refused) {
    panels.hint(text, refused);
    // While a hand shows, the words may name its Muses: they are its holder's only.
    if (text) panels.say(text, !!state.hand);
  },
  changed: refresh,
  canAct: () => now().canAct,
  nameAt,
  why,
});
current = turn;
const play = (/** @type {any} */ action) => flow.commit(action);
const begin = (/** @type {any} */ view) => (turn.begin(view, [], null), flow.loneHand());
const names = session.names;
const thinking = createThinking({ session, names, play, begin, why, changed: refresh, redraw: frames.redraw });
const parts = { session, table, turn, thinking, log, frames, changed: refresh, focus, why };
const send = (/** @type {string} */ what) => links().then((l) => (what === 'move' ? l.sendMove() : l.share()));
const flow = createFlow({ ...parts, newGame, send });
/** What the share links and the games kept both work with; the table takes another game when `ready()`. */
const around = { Engine, session, flow, redraw: frames.redraw, fair: fairMode };
const ready = () => !flow.busy() && now().mode !== 'lesson';
const history = createHistory({ ...parts, flow, canUndo: () => now().canUndo });
/** Share links (play/link.js, its words a part), loaded when a link is opened or sent, or a
 * seat chosen. @type {Promise<import('./play/link.js').Links> | null} */
let linksMade = null;
const links = () =>
  (linksMade ??= Promise.all([import('./play/link.js'), usePart('links')]).then(
    ([m]) => m.createLinks({ ...around, thinking, history, newGame, kept: keeping.keeper, live: live.use }),
    (e) => {
      // Not kept: the next link or button tries again.
      linksMade = null;
      panels.hint(why(e), true);
      throw e;
    },
  ));
/** Live play (live.js: features/live/), loaded by Play live or a live link opened. */
const livePort = { ...around, newGame, refresh, links, kept: keeping.keeper };
const live = createLiveLoader(livePort, failed);
/** "Which seat is yours?" (link.js). @param {boolean} first */
const chooseSeat = (first) => links().then((l) => l.chooseSeat(first));
// An address changed by hand, or a link opened in this tab: link.js opens its game.
addEventListener('hashchange', () => links().then((l) => l.addressChanged()));

// ---- The moment's facts, and the controls they show ---------------------------------

/** Everything controls.js answers from, as it stands now (play/facts.js). */
const facts = createFacts({ ...parts, flow, history, turn: () => current, lesson: () => lesson, live: live.facts });
/** play/controls.js's answer now: the one definition of "may the player act". */
const now = () => controls(facts());

/** The controls as the moment allows; the features loaded check the table. */
function refresh() {
  const c = now();
  panels.controls(c.buttons);
  review?.check(reviewPort);
  if (c.mode === 'lesson') return;
  hint?.check(hintPort);
  if (c.settled) tips?.check(state, session.setup()?.kinds?.includes('easy'));
  // The table in words, and whose turn it is (D3: no hidden names).
  canvas.setAttribute('aria-label', `${boardWords(session.engine() ? state.tiles : [])} ${$('turn').textContent}`);
}

flow.use({
  opened(prefs) {
    // A saved game's panels as they were left.
    if (prefs) [panel('log-panel').open, panel('rules-panel').open] = [prefs.log, prefs.rules];
    // A Hint shown goes, and a game against Easy may get tips.
    hint?.clear(hintPort);
    tips?.hide();
    // Tips help but are not the game: one that cannot be loaded (offline) is gone without a word.
    const kinds = session.setup().kinds ?? [];
    if (!kinds.includes('easy') || !kinds.includes('human')) return;
    import('./features/tips.js').then(async (m) => (tips ??= await m.createTips())).catch(() => {});
  },
});

// ---- Input, buttons and keys ----------------------------------------------------------

/** The table's input goes to the turn in use (the game's, or the tutorial's). */
const inputs = ['press', 'tap', 'dragStart', 'drop', 'cancelDrag', 'inert', 'key'];
const to =
  (/** @type {string} */ name) =>
  (/** @type {any[]} */ ...args) =>
    /** @type {any} */ (current)[name](...args);
const act = /** @type {import('./table/input.js').Act} */ ({
  ...Object.fromEntries(inputs.map((k) => [k, to(k)])),
  about: (/** @type {any} */ hit, /** @type {boolean} */ byKey) => panels.aboutMuse(state, hit, byKey),
});
attachInput(canvas, table, act, frames.redraw);
const pressHint = () => import('./features/hint.js').then((m) => (hint = m).press(hintPort)).catch(failed);
const buttons = { turn: () => current, flow, thinking, session, history, chooseSeat, now, hint: pressHint };
const opens = { learn: () => learn(), review: () => reviewGame(), games: () => myGames(), live: live.play };
attachButtons({ ...buttons, ...opens, puzzles: () => puzzles.open(), newGame: () => newGame(backToGame()) });
first.useGames({ held: keeping.held, open: () => myGames() });
panels.notationChoice();

// The menu's choices (settings.js: light or dark, sound), loaded when it first opens, or at
// once when sound is on (its first move is heard).
const settings = () => import('./settings.js').then((m) => m.attach(flow));
$('menu').addEventListener('toggle', settings, { once: true });
if (flag('dance-of-muses.sound')) settings();

// ---- The features loaded on demand, each with the few functions it needs ------------

/** What the Hint works with: the table, the game, and playing its action. */
const hintPort = { table, engine: session.engine, mine: session.mine, busy: flow.busy, play, nameAt, why, refresh };

/** The review of the game shown (features/review/, loaded when first opened): from the menu,
 * the end-of-round panel and My games; it shows the moves in the replay; its mistakes become puzzles. */
const reviewPort = { session, table, history, log, nameAt, focus, use: flow.use, puzzles: () => puzzles };
const reviewGame = () => import('./features/review/review.js').then((m) => (review = m).open(reviewPort)).catch(failed);

/** Fair mode (features/fair.js: its wasm, words and wiring; it hooks into the flow), loaded
 * when a fair game is made or opened; if it cannot be (offline, never loaded), the new-game
 * screen says why. @param {(fair: any) => void} then */
function fairMode(then) {
  const { commit, enterTurn, use } = flow;
  const port = { session, why, newGame, redraw: frames.redraw, relog: log.redraw, commit, enterTurn, use };
  return Promise.all([import('./features/fair.js'), keeping.keeper()])
    .then(([m, kept]) => kept.fairTaken.then(() => m.ready({ ...port, kept, ...live.port })))
    .then(then, (e) => (newGame(null), screens.newGameError(why(e))));
}
/** My games (features/games/screen.js, loaded when first opened): every game kept here. */
const myGames = () =>
  Promise.all([import('./features/games/screen.js'), keeping.keeper()])
    .then(([m, kept]) =>
      m.show({ kept, current: session.id, back: backToGame, newGame: () => newGame(null), puzzles: puzzles.open }),
    )
    .catch(failed);

/** What the tutorial (and the puzzles, puzzles.js, with the games kept) works with: the table and its
 * frames, the words, the controls, and the game it leaves waiting (paused, then taken back to). */
const tutorialPort = {
  table,
  frames,
  nameAt,
  why,
  focus,
  refresh,
  canAct: () => now().canAct,
  busy: flow.busy,
  // The game waits: no computer thinks, a replay ends without showing the game.
  pause: () => (thinking.stop(), history.replay.close(false)),
  /** The table's input and the turn's buttons go to `lessonTurn` (null: back to the game's). */
  take(/** @type {any} */ lessonTurn, /** @type {any} */ told) {
    current = lessonTurn ?? turn;
    lesson = lessonTurn ? told : null;
  },
  // Back to the game as it was (its address again), or the new-game screen.
  back() {
    if (session.engine()) return (session.persist(), flow.backToTable());
    setAddress('');
    table.setPhase('none');
    newGame(null);
  },
  newGame: (/** @type {any} */ suggested) => newGame(backToGame(), suggested),
};
const puzzles = createPuzzlesLoader({ ...tutorialPort, ...keeping }, failed);
/** Opens the tutorial at step `at`, else where it was left. @param {string | null} [at] */
const learn = (at) => import('./features/tutorial.js').then((m) => m.learn(tutorialPort, at)).catch(failed);

// ---- The language ---------------------------------------------------------------------

// Another language (the menu's choice): every word again, the game and the turn as they are.
subscribe(() => {
  log.redraw();
  history.replay.mark();
  screens.reword();
  panels.reword();
  refresh();
  frames.redraw();
});
panels.reword();

// ---- The start ------------------------------------------------------------------------

// The games kept here, if any (the older stores' taken in): the one played last comes back.
const kept = keeping.held() ? await keeping.keeper().catch(() => null) : null;
const saved = kept?.last();
// The step of the tutorial a reload comes back to: the address is its step's link.
const lessonAt = lessonOf(fragment());
// A phone keeps its height for the table, however the game comes: the move log starts closed
// (a saved game's panels then come back as they were left).
if (!matchMedia('(min-width: 761px)').matches) panel('log-panel').open = false;
if (lessonAt) {
  if (saved) kept?.open(saved, { enter: false, address: false });
  await learn(lessonAt);
} else if (fragment()) {
  // The link's game opens before the page says it is ready (its module first, and fair
  // mode's wasm, on demand: a fair link answered late would meet the game moved on by another
  // tab); live play's link goes on in its own time (it waits for the network).
  const code = fragment();
  const opening = (await links()).open(code);
  if (code[0] !== 'l') await opening.catch((e) => panels.hint(why(e), true));
} else if (!saved || !kept?.open(saved)) newGame(null);
frames.redraw();
/** The files kept for offline play, once kept (null before; 0 where there is no offline). */
let offlineFiles = /** @type {number | null} */ (null);
// The tests' hook, if asked for, before the files are kept: it is one of them.
const hooked = { canvas, state, version, session, flow, thinking, history, frames, keeping };
(await testHook)?.install({ ...hooked, offlineFiles: () => offlineFiles });
const keep = () => keepForOffline().then((n) => (offlineFiles = n));
if (document.readyState === 'complete') keep();
else addEventListener('load', keep, { once: true });

// @ts-check
// Wiring only (docs/architecture.md): the table, the engine, the parts that play a game, the
// features registered (each given the few functions it needs), the start, the tests' hook.

import * as computer from './engine/computer.js';
import { createFairLoader } from './fair.js';
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
import { createKeeping } from './play/keeper-loader.js';
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

const testHook = flag('dance-of-muses.test-hook') ? import('./testhook.js') : null;

const engineModule = import('./engine/engine.js');
const [{ Engine, MUSES, DIRECTIONS, RULES, version }] = await Promise.all([engineModule, startLanguage()]);
table.init({ muses: MUSES, directions: DIRECTIONS });
panels.museTable(MUSES);

const panel = (/** @type {string} */ id) => /** @type {HTMLDetailsElement} */ ($(id));
const prefs = () => ({ log: panel('log-panel').open, rules: panel('rules-panel').open, speed: thinking.speed() });
const keeping = createKeeping((kinds) =>
  import('./play/keeper.js').then((m) => m.createKeeper({ ...around, ready, kinds })),
);
const session = createSession({ Engine, isComputer: computer.isComputer, prefs, keep: keeping });
const fairPort = () => {
  const { commit, enterTurn, use } = flow;
  return { session, why, newGame, redraw: frames.redraw, relog: log.redraw, commit, enterTurn, use, ...live.port };
};
const fair = createFairLoader(fairPort, keeping, (e) => (newGame(null), screens.newGameError(why(e))));
/** A square as this table names it (D3). @param {import('./engine/port.js').Square} sq */
function nameAt(sq) {
  const tile = tileAt(state, sq);
  return tile ? nameOf(tile, state.tiles) : t('square.empty', { where: where(sq, state.tiles) });
}
/** An engine error in words, named as this table names things. @param {any} error */
const why = (error) => reason(error, { tile: nameAt, seat: (i) => session.names()[i], seedMax: RULES.seed.max });
const focus = () => canvas.focus({ preventScroll: true });
const failed = (/** @type {any} */ e) => panels.hint(why(e), true);
/** @param {(() => void) | null} onCancel @param {any} [suggested] */
const newGame = (onCancel, suggested) => {
  const onFair = live.apart(fair.start);
  const previous = suggested ?? session.setup();
  first.newGame({ previous, open: !!suggested, rules: RULES, onStart: flow.deal, onFair, onCancel });
};
const backToGame = () => (session.engine() ? flow.backToGame : null);

let hint = /** @type {any} */ (null);
let tips = /** @type {any} */ (null);
let review = /** @type {any} */ (null);
/** The turn the input goes to (the game's, or a lesson's), and what a lesson tells of itself. */
let current = /** @type {import('./play/turn.js').Turn} */ (/** @type {unknown} */ (null));
let lesson = /** @type {(() => { ready: boolean, busy: boolean, met: boolean }) | null} */ (null);

const log = createLog(session);
const turn = createTurn({
  table,
  engine: () => session.engine(),
  commit: (action) => flow.commit(action),
  hint(text, refused) {
    panels.hint(text, refused);
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
const around = { Engine, session, flow, redraw: frames.redraw };
const ready = () => !flow.busy() && now().mode !== 'lesson';
const history = createHistory({ ...parts, flow, canUndo: () => now().canUndo });
let linksMade = /** @type {Promise<import('./play/link.js').Links> | null} */ (null);
const links = () =>
  (linksMade ??= Promise.all([import('./play/link.js'), usePart('links')]).then(
    ([m]) => m.createLinks({ ...around, thinking, history, newGame, kept: keeping.keeper, opens: linkOpens }),
    (e) => {
      linksMade = null;
      panels.hint(why(e), true);
      throw e;
    },
  ));
const livePort = { ...around, newGame, refresh, links, kept: keeping.keeper, fair: fair.use };
const live = createLiveLoader(livePort, failed);
/** The links a feature opens itself, by their first letter: fair mode's, live play's. */
const linkOpens = { f: fair.open, l: (/** @type {string} */ code) => live.use((l) => l.open(code)) };
const chooseSeat = (/** @type {boolean} */ first) => links().then((l) => l.chooseSeat(first));
addEventListener('hashchange', () => links().then((l) => l.addressChanged()));

// ---- The moment's facts, and the controls they show ---------------------------------

const facts = createFacts({ ...parts, flow, history, turn: () => current, lesson: () => lesson, live: live.facts });
/** play/controls.js's answer now: the one definition of "may the player act". */
const now = () => controls(facts());

function refresh() {
  const c = now();
  panels.controls(c.buttons);
  review?.check(reviewPort);
  if (c.mode === 'lesson') return;
  hint?.check(hintPort);
  if (c.settled) tips?.check(state, session.setup()?.kinds?.includes('easy'));
  canvas.setAttribute('aria-label', `${boardWords(session.engine() ? state.tiles : [])} ${$('turn').textContent}`);
}

flow.use({
  opened(prefs) {
    if (prefs) [panel('log-panel').open, panel('rules-panel').open] = [prefs.log, prefs.rules];
    hint?.clear(hintPort);
    tips?.hide();
    // Tips help but are not the game: one that cannot be loaded (offline) is gone without a word.
    const kinds = session.setup().kinds ?? [];
    if (!kinds.includes('easy') || !kinds.includes('human')) return;
    import('./features/tips.js').then(async (m) => (tips ??= await m.createTips())).catch(() => {});
  },
});

// ---- Input, buttons and keys ----------------------------------------------------------

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

// The menu's choices (settings.js), loaded when it first opens, or at once when sound is on.
const settings = () => import('./settings.js').then((m) => m.attach(flow));
$('menu').addEventListener('toggle', settings, { once: true });
if (flag('dance-of-muses.sound')) settings();

// ---- The features loaded on demand, each with the few functions it needs ------------

const hintPort = { table, engine: session.engine, mine: session.mine, busy: flow.busy, play, nameAt, why, refresh };

const reviewPort = { session, table, history, log, nameAt, focus, use: flow.use, puzzles: () => puzzles };
const reviewGame = () => import('./features/review/review.js').then((m) => (review = m).open(reviewPort)).catch(failed);

const myGames = () =>
  Promise.all([import('./features/games/screen.js'), keeping.keeper()])
    .then(([m, kept]) =>
      m.show({ kept, current: session.id, back: backToGame, newGame: () => newGame(null), puzzles: puzzles.open }),
    )
    .catch(failed);

/** The tutorial's and the puzzles' port: the table, the words, the game left waiting. */
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
  take(/** @type {any} */ lessonTurn, /** @type {any} */ told) {
    current = lessonTurn ?? turn;
    lesson = lessonTurn ? told : null;
  },
  back() {
    if (session.engine()) return (session.persist(), flow.backToTable());
    setAddress('');
    table.setPhase('none');
    newGame(null);
  },
  newGame: (/** @type {any} */ suggested) => newGame(backToGame(), suggested),
};
const puzzles = createPuzzlesLoader({ ...tutorialPort, ...keeping }, failed);
/** @param {string | null} [at] */
const learn = (at) => import('./features/tutorial.js').then((m) => m.learn(tutorialPort, at)).catch(failed);

// ---- The language ---------------------------------------------------------------------

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

const kept = keeping.held() ? await keeping.keeper().catch(() => null) : null;
const saved = kept?.last();
const lessonAt = lessonOf(fragment());
// A phone keeps its height for the table: the move log starts closed.
if (!matchMedia('(min-width: 761px)').matches) panel('log-panel').open = false;
if (lessonAt) {
  if (saved) kept?.open(saved, { enter: false, address: false });
  await learn(lessonAt);
} else if (fragment()) {
  // The link's game opens before the page says it is ready (a link answered late would meet
  // the game moved on by another tab); live play's goes on in its own time.
  const code = fragment();
  const opening = (await links()).open(code);
  if (code[0] !== 'l') await opening.catch((e) => panels.hint(why(e), true));
} else if (!saved || !kept?.open(saved)) newGame(null);
frames.redraw();
let offlineFiles = /** @type {number | null} */ (null);
const hooked = { canvas, state, version, session, flow, thinking, history, frames, keeping };
(await testHook)?.install({ ...hooked, offlineFiles: () => offlineFiles });
const keep = () => keepForOffline().then((n) => (offlineFiles = n));
if (document.readyState === 'complete') keep();
else addEventListener('load', keep, { once: true });

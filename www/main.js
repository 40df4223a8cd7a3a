// Wiring: the canvas and its frames, the engine, and the modules that play a game on it
// (session.js the game shown, flow.js its turns, thinking.js the computers', log.js the move
// log, history.js undo and replay, link.js links), the buttons and keys, the controls, the
// start; the features loaded on demand (tutorial.js, hint.js, tips.js); and, opened for the
// tests, their hook (testhook.js).

import * as computer from './engine/computer.js';
import { createFlow } from './play/flow.js';
import { createFrames } from './table/frames.js';
import { TILE, cropped, handRects, toScreen, toggleWhole } from './table/geometry.js';
import { createHistory } from './play/history.js';
import { start as startLanguage, subscribe, t } from './ui/i18n.js';
import { attachInput } from './table/input.js';
import { createLinks } from './play/link.js';
import { createLog } from './play/log.js';
import { keepForOffline } from './offline.js';
import * as panels from './ui/panels.js';
import { reason } from './ui/reasons.js';
import * as save from './play/save.js';
import * as screens from './ui/screens.js';
import { createSession } from './play/session.js';
import { createState, tileAt } from './table/state.js';
import { createThinking } from './play/thinking.js';
import { createTurn } from './play/turn.js';
import { boardWords, nameOf, where } from './ui/words.js';

const { $ } = panels;
const state = createState();
const canvas = $('table');
const frames = createFrames(canvas, $('stage'), state, () => panels.fitHint(), () => wholeButton());
/** The whole-table button, shown while the table is cropped to keep its tiles legible (a
 * phone late in a round), or shown whole: a tap switches between the two. */
let wholeShown = null;
function wholeButton() {
  const now = state.zoom.k < 1 ? 'back' : cropped(state) ? 'show' : null;
  if (now === wholeShown) return;
  wholeShown = now;
  $('whole').hidden = !now;
  if (now) panels.words('whole', () => t(now === 'back' ? 'whole.back' : 'whole.show'));
}
$('whole').onclick = () => {
  toggleWhole(state);
  frames.redraw();
};
performance.mark('first-frame');

/** The tests' hook, only when the page is opened for them (never in a player's page). */
const testHook = testing() ? import('./testhook.js') : null;

// ---- The engine, then the game ------------------------------------------------------

// The language (the one chosen before, else the browser's: its table loads meanwhile).
const [{ Engine, MUSES, DIRECTIONS, RULES, version }] = await Promise.all([import('./engine/engine.js'), startLanguage()]);
state.muses = MUSES;
state.directions = DIRECTIONS;
panels.museTable(MUSES);

const session = createSession({
  Engine,
  isComputer: computer.isComputer,
  prefs: () => ({ log: $('log-panel').open, rules: $('rules-panel').open, speed: thinking.speed() }),
});
/** A square as this table names it: her Muse, or where she stands if face down (D3). */
function nameAt(sq) {
  const tile = tileAt(state, sq);
  return tile ? nameOf(tile, state.tiles) : t('square.empty', { where: where(sq, state.tiles) });
}
/** An engine error in words (reasons.js), its Muses and seats named as this table names them. */
const why = (error) => reason(error, { tile: nameAt, seat: (i) => session.names()[i], seedMax: RULES.seed.max });
const focus = () => canvas.focus({ preventScroll: true });
/** hint.js and the tips (tips.js), once loaded. */
let hint = null;
let tips = null;
const locked = () => flow.busy() || frames.animating() || screens.shown() !== null || thinking.busy() || flow.waiting() || history.replay.index() !== null;
/** The new-game screen, filled in as the last game was set up, or as `suggested`. */
const newGame = (onCancel, suggested) =>
  screens.newGame({ previous: suggested ?? session.setup(), rules: RULES, onStart: startGame, onFair: (c) => fairMode((f) => f.start(c)), onCancel });

/** Fair mode (fair.js: its wasm, words and wiring; it hooks itself into the flow's `turns`),
 * loaded when a fair game is made or opened; if it cannot be (offline, never loaded), the
 * new-game screen says why. */
const fairMode = (then) =>
  import('./features/fair.js')
    .then((m) => m.ready(turns, flow))
    .then(then, (e) => (newGame(), screens.newGameError(why(e))));

// In this order: each hears of a game opened after those before it (flow.js reads log.js).
const log = createLog(session);
const turn = createTurn({
  state,
  engine: session.engine,
  commit: (action) => flow.commit(action),
  hint(text, refused) {
    panels.hint(text, refused);
    // While a hand shows, the words may name its Muses: they are its holder's only.
    if (text) panels.say(text, !!state.hand);
  },
  changed() {
    refreshControls();
    frames.redraw();
  },
  locked,
  nameAt,
  why,
});
/** The turn the table's input and the turn's buttons go to: the game's, or the tutorial's. */
let table = turn;
const thinking = createThinking({
  session,
  names: session.names,
  play: (action) => flow.commit(action),
  begin(view) {
    turn.begin(view, [], null);
    flow.loneHand();
  },
  why,
  changed: refreshControls,
  redraw: frames.redraw,
});
/** What the flow of turns, and fair mode's, work with. */
const turns = { session, state, turn, thinking, log, frames, changed: refreshControls, focus, why, newGame, rematch };
const flow = createFlow(turns);
const history = createHistory({ session, state, turn, log, flow, thinking, frames, changed: refreshControls, focus, locked: () => flow.busy() || frames.animating() });
const links = createLinks({ Engine, session, flow, thinking, history, newGame, redraw: frames.redraw, fair: fairMode });
// A saved game's panels as they were left.
session.onOpen((prefs) => {
  if (!prefs) return;
  $('log-panel').open = prefs.log;
  $('rules-panel').open = prefs.rules;
});

/** A new game from the new-game screen's setup. */
function startGame(choice) {
  try {
    session.deal(choice);
  } catch (e) {
    return screens.newGameError(why(e));
  }
  screens.hideOverlays();
  session.persist();
  flow.enterTurn();
  if (!screens.shown()) focus();
}

/** The same players again, a new deal; by link this device keeps its seat. */
function rematch() {
  const mode = session.mode();
  startGame({ ...session.setup(), seed: undefined, mode: mode === 'watch' ? 'all' : mode });
}

/** "About this Muse" for what a long press, a right-click or the I key (`cursor`: the
 * keyboard cursor's tile, else the hand tile picked) points at; false when it is no Muse. */
function about(hit, byKey) {
  if (hit?.kind === 'cursor') {
    hit = state.cursor && tileAt(state, state.cursor) ? { kind: 'tile', sq: state.cursor } : state.handPick ? { kind: 'hand', muse: state.handPick } : null;
  }
  const onTable = hit?.kind === 'tile' ? tileAt(state, hit.sq) : null;
  const held = hit?.kind === 'hand' ? handRects(state).find((r) => r.muse === hit.muse) : null;
  const at = onTable ? toScreen(state, onTable.x, onTable.y) : held;
  if (!at) return false;
  const tile = onTable ?? { muse: hit.muse, faceUp: true, noDie: true };
  panels.showMuseCard(tile, state.muses[tile.muse], at.x, at.y, (held?.s ?? state.camera.cell * TILE) / 2, byKey);
  return true;
}

// ---- Buttons, keys and the controls they show ---------------------------------------

const routed = Object.fromEntries(Object.keys(turn).map((k) => [k, (...args) => table[k](...args)]));
attachInput(canvas, state, { ...routed, about }, frames.redraw);

$('face-up').onclick = () => table.setFaceDown(false);
$('face-down').onclick = () => table.setFaceDown(true);
$('end-turn').onclick = () => table.endTurn();
$('take-back').onclick = () => table.takeBack();
$('show-result').onclick = () => flow.showResult();
$('think-retry').onclick = () => flow.enterTurn();
$('watch-pause').onclick = () => thinking.togglePause();
$('watch-speed').onchange = (e) => {
  thinking.setSpeed(e.target.value);
  session.persist();
};
$('menu-new').onclick = () => {
  thinking.stop();
  newGame(session.engine() ? flow.backToGame : null);
};
for (const id of ['log-panel', 'rules-panel']) $(id).addEventListener('toggle', () => session.persist());
// The move log's notation, for those who ask for it: a choice of this device.
const NOTATION = 'dance-of-muses.notation';
const showNotation = (on) => $('log').classList.toggle('with-notation', ($('log-notation').checked = on));
$('log-notation').onchange = (e) => {
  showNotation(e.target.checked);
  try {
    localStorage.setItem(NOTATION, e.target.checked ? '1' : '0');
  } catch {
    // Storage refused: the choice holds until the page closes.
  }
};
try {
  showNotation(localStorage.getItem(NOTATION) === '1');
} catch {
  showNotation(false);
}
// The menu closes once an item is chosen, or on a press elsewhere.
const menu = $('menu');
const fromMenu = (f) => () => {
  menu.open = false;
  if (session.engine() && !flow.busy() && !screens.shown()) f();
};
$('menu-share').onclick = fromMenu(links.share);
$('menu-replay').onclick = fromMenu(() => history.replay.open());
$('menu-undo').onclick = fromMenu(() => history.undo());
$('menu-seat').onclick = fromMenu(() => links.chooseSeat(false));
$('menu-learn').onclick = () => {
  menu.open = false;
  learn();
};
$('newgame-learn').onclick = () => learn();
$('hint-button').onclick = () =>
  import('./features/hint.js')
    .then((m) => (hint = m).press(page))
    .catch((e) => panels.hint(why(e), true));
addEventListener('pointerdown', (e) => menu.open && !menu.contains(e.target) && (menu.open = false));
$('undo').onclick = () => history.undo();
$('send-move').onclick = () => links.sendMove();
$('pass-seat').onclick = () => links.chooseSeat(false);
// U or Ctrl+Z anywhere but in a field undoes the last move.
addEventListener('keydown', (e) => {
  if (e.target.closest?.('input, select, textarea') || e.altKey || table !== turn) return;
  const z = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
  if (!z && !(e.key === 'u' && !e.ctrlKey && !e.metaKey)) return;
  e.preventDefault();
  if (!screens.shown() && history.replay.index() === null) history.undo();
});

function refreshControls() {
  const engine = session.engine();
  const view = engine?.view(null);
  const replaying = history.replay.index() !== null;
  if (table !== turn) return panels.controls({ placing: !!state.hand, faces: table.faces(), faceDown: state.faceDown, stage: state.stage, over: false });
  panels.controls({
    // A lone person's Muses stay in view during a computer's turn, but are not to be placed.
    placing: !!state.hand && !thinking.busy() && !flow.busy(),
    faces: turn.faces(),
    faceDown: state.faceDown,
    stage: state.stage,
    over: !!view?.game_over || (state.phase === 'Over' && !screens.shown()),
  });
  // Watch mode (every seat a computer): pause and speed; Try again after a failed choice.
  $('watch').hidden = !engine || session.humans().length > 0 || !!view?.game_over;
  $('watch-pause').textContent = t(thinking.paused() ? 'watch.resume' : 'watch.pause');
  $('watch-pause').hidden = thinking.failed();
  $('watch-speed').value = thinking.speed();
  $('think-retry').hidden = !thinking.failed();
  const moves = engine?.actionCount() ?? 0;
  $('undo').hidden = replaying || !history.plan().count;
  $('send-move').hidden = replaying || session.mine() === null || !(flow.waiting() || view?.game_over);
  $('send-move').textContent = t(view?.game_over ? 'send.end' : 'send.move');
  $('menu-replay').disabled = !moves || replaying;
  $('menu-undo').disabled = !moves || session.mode() === 'watch' || replaying;
  $('menu-seat').disabled = replaying;
  $('pass-seat').hidden = !engine || session.humans().length < 2;
  // The Hint: in a game against the computer, on a person's turn at this device.
  const seat = view?.to_move;
  const mode = session.mode();
  const busy = replaying || thinking.busy() || flow.busy() || !!screens.shown();
  $('hint-button').hidden = busy || !view || view.game_over || state.phase === 'Over' || session.isComputer(seat) || (mode !== 'all' && mode !== seat) || (view.phase === 'Placement' && !state.hand) || session.humans().length === view.players;
  hint?.check(page);
  if (!busy) tips?.check(page);
  // The table in words, and whose turn it is (D3: no hidden names).
  canvas.setAttribute('aria-label', `${boardWords(view ? state.tiles : [])} ${$('turn').textContent}`);
}

// ---- The tutorial, the Hint and the tips: loaded on demand ----------------------------

/** What they are given of the page; `take(turn)` gives the table's input and the turn's
 * buttons to the tutorial's turn (null: back to the game's). */
const page = { state, frames, session, flow, thinking, history, nameAt, why, focus, newGame, refresh: refreshControls, take: (t) => (table = t ?? turn) };
/** Opens the tutorial at step `at`, else where it was left. */
const learn = (at) =>
  import('./features/tutorial.js')
    .then((m) => m.learn(page, at))
    .catch((e) => panels.hint(why(e), true));
// A game opened: a Hint shown goes, and a game against Easy may get tips.
session.onOpen(() => {
  hint?.clear(page);
  tips?.hide();
  // Tips help but are not the game: one that cannot be loaded (offline) is gone without a word.
  if (session.setup().kinds?.includes('easy'))
    import('./features/tips.js')
      .then(async (m) => (tips ??= await m.createTips()))
      .catch(() => {});
});

/** The step of the tutorial a reload comes back to: the address is the link of the step it
 * was left open at (tutorial.js). */
function lessonAt(fragment) {
  try {
    const p = JSON.parse(localStorage.getItem('dance-of-muses.tutorial'));
    return p?.open && fragment && p.link === fragment ? p.step : null;
  } catch {
    return null;
  }
}

// ---- The language ---------------------------------------------------------------------

// Another language (the menu's choice): every word again, the game and the turn as they are.
subscribe(() => {
  log.redraw();
  history.replay.mark();
  screens.reword();
  panels.reword();
  refreshControls();
  frames.redraw();
});
panels.reword();

// ---- The start ------------------------------------------------------------------------

const saved = save.load();
if (lessonAt(save.fragment())) {
  if (saved) session.resume(saved);
  await learn(lessonAt(save.fragment()));
} else if (save.fragment()) {
  links.open(save.fragment());
} else if (saved && session.resume(saved)) {
  session.persist();
  flow.enterTurn();
} else {
  if (!matchMedia('(min-width: 761px)').matches) $('log-panel').open = false;
  newGame(null);
}
frames.redraw();
/** The files kept for offline play, once kept (null before; 0 where there is no offline). */
let offlineFiles = null;
// The tests' hook, if asked for, before the files are kept: it is one of them.
(await testHook)?.install({ canvas, state, version, session, flow, thinking, history, frames, offlineFiles: () => offlineFiles });
const keep = () => keepForOffline().then((n) => (offlineFiles = n));
if (document.readyState === 'complete') keep();
else addEventListener('load', keep, { once: true });

/** Whether the page was opened for the e2e tests (their flag, tests/e2e/harness.mjs). */
function testing() {
  try {
    return localStorage.getItem('dance-of-muses.test-hook') === '1';
  } catch {
    // No storage: no tests either.
    return false;
  }
}

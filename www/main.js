// Wiring: the canvas and its frame loop, the flow of a game (new game → pass the device →
// a turn built and committed → animation → … → end of the round), the autosave, and the
// read-only test hook `window.__muses`.

import { SPEED, prune, show } from './anim.js';
import * as computer from './computer.js';
import { TILE, arrowAt, arrowReach, dragPreview, handRects, stepCamera, toScreen, unzoom } from './geometry.js';
import { attachInput } from './input.js';
import * as link from './link.js';
import { keepForOffline } from './offline.js';
import * as panels from './panels.js';
import { render } from './render.js';
import { createReplay } from './replay.js';
import * as save from './save.js';
import * as screens from './screens.js';
import { createState, sqText, tileAt, tilesOf } from './state.js';
import { createTurn } from './turn.js';
import { COLOUR_WORD, HINTS, boardWords, describe, describeEnd, nameOf, where, winners } from './words.js';

const { $ } = panels;
const state = createState();
const canvas = $('table');
const ctx = canvas.getContext('2d');

// ---- Frames: every redraw is batched into one requestAnimationFrame -----------------

let queued = false;
let lastFrame = 0;
let animating = false;
let idleWaiters = [];

function redraw() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(frame);
}

function frame(now) {
  queued = false;
  const dt = lastFrame ? Math.min(now - lastFrame, 100) : 16;
  state.now = now;
  const panning = stepCamera(state, dt);
  animating = prune(state);
  render(ctx, state);
  if (panning || animating) {
    lastFrame = now;
    redraw();
  } else {
    lastFrame = 0;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const done of waiters) done();
  }
}

/** Resolves once every animation (and the camera) has come to rest. */
const whenIdle = () =>
  new Promise((done) => {
    idleWaiters.push(done);
    redraw();
  });

/** The canvas backing store in device pixels, drawing in CSS pixels: crisp on high DPI. */
function resize() {
  const r = $('stage').getBoundingClientRect();
  state.dpr = window.devicePixelRatio || 1;
  state.size = { w: r.width, h: r.height };
  canvas.width = Math.round(r.width * state.dpr);
  canvas.height = Math.round(r.height * state.dpr);
  state.camera.ready = false;
  stepCamera(state, 0);
  panels.fitHint();
  state.now = performance.now();
  render(ctx, state);
}

resize();
performance.mark('first-frame');
new ResizeObserver(resize).observe($('stage'));

// ---- The engine, then the game ------------------------------------------------------

const { Engine, MUSES, version } = await import('./engine.js');
state.muses = MUSES;
panels.museTable(MUSES);

/** The game being played: its engine, its setup (names, seat kinds, …), and flow flags. */
const app = { engine: null, setup: null, busy: false, hidden: [], round: 0, shownRound: 0, lastMove: null };
const names = () => app.setup.names;
/** The computers: the turn one is thinking about ({ seat, failed }) or null, watch mode's
 * pause and speed, and how long each choice took (for the tests' figures). */
Object.assign(app, { thinking: null, paused: false, speed: 'normal', thoughts: [] });
const kindOf = (seat) => app.setup.kinds?.[seat] ?? 'human';
/** Share links: the game's saved id and identity (save.gameKey), the position link it began
 * from (if so), this device's seat (a 0-based seat in a game played by link, "all" for
 * hot-seat, "watch"), whether it waits for another device's move, each action's log item, and
 * whether a broken link is on the screen. */
Object.assign(app, { id: null, key: null, start: undefined, mode: 'all', waiting: false, moves: [], badLink: false });
/** The seat this device plays by link, or null (hot-seat, watching). */
const mine = () => (typeof app.mode === 'number' ? app.mode : null);
/** What the table shows: by link, this seat's view with its own Mysterious Muse (D3: a
 * private device); otherwise the public view. */
const tableView = () => app.engine.view(mine(), true);
const humans = () => names().map((_, s) => s).filter((s) => !computer.isComputer(kindOf(s)));

const turn = createTurn({
  state,
  engine: () => app.engine,
  commit,
  hint(text, refused) {
    panels.hint(text, refused);
    // While a hand shows, the words may name its Muses: they are its holder's only.
    if (text) panels.say(text, !!state.hand);
  },
  changed() {
    refreshControls();
    redraw();
  },
  locked: () => app.busy || animating || screens.shown() !== null || !!app.thinking || app.waiting || replay.index() !== null,
  nameAt(sq) {
    const t = tileAt(state, sq);
    return t ? nameOf(t, state.tiles) : `the empty square ${where(sq, state.tiles)}`;
  },
});

/** "About this Muse" for what a long press, a right-click or the I key (`cursor`: the
 * keyboard cursor's tile, else the hand tile picked) points at; false when it is no Muse. */
function about(hit, byKey) {
  if (hit?.kind === 'cursor') {
    hit = state.cursor && tileAt(state, state.cursor) ? { kind: 'tile', sq: state.cursor } : state.handPick ? { kind: 'hand', muse: state.handPick } : null;
  }
  const t = hit?.kind === 'tile' ? tileAt(state, hit.sq) : null;
  const held = hit?.kind === 'hand' ? handRects(state).find((r) => r.muse === hit.muse) : null;
  const at = t ? toScreen(state, t.x, t.y) : held;
  if (!at) return false;
  const tile = t ?? { muse: hit.muse, faceUp: true, noDie: true };
  panels.showMuseCard(tile, state.muses[tile.muse], at.x, at.y, (held?.s ?? state.camera.cell * TILE) / 2, byKey);
  return true;
}

attachInput(canvas, state, { ...turn, about }, redraw);

$('face-up').onclick = () => turn.setFaceDown(false);
$('face-down').onclick = () => turn.setFaceDown(true);
$('end-turn').onclick = () => turn.endTurn();
$('take-back').onclick = () => turn.takeBack();
$('show-result').onclick = () => showResult();
$('think-retry').onclick = () => enterTurn();
$('watch-pause').onclick = () => {
  app.paused = !app.paused;
  if (!app.paused) app.resume?.();
  panels.say(app.paused ? 'Paused: the computers wait.' : 'The computers play on.');
  if (app.thinking) computerStatus(app.thinking);
  refreshControls();
};
$('watch-speed').onchange = (e) => {
  app.speed = e.target.value;
  persist();
};
$('menu-new').onclick = () => {
  stopThinking();
  screens.newGame(app.setup, startGame, app.engine ? backToGame : null);
};
for (const id of ['log-panel', 'rules-panel']) $(id).addEventListener('toggle', persist);

const replay = createReplay({
  count: () => app.engine.actionCount(),
  show: showAfter,
  items: () => app.moves,
  branch,
  close: backToTable,
});
// The menu closes once an item is chosen, or on a press elsewhere.
const menu = $('menu');
const fromMenu = (f) => () => {
  menu.open = false;
  if (app.engine && !app.busy && !screens.shown()) f();
};
$('menu-share').onclick = fromMenu(shareGame);
$('menu-replay').onclick = fromMenu(() => replay.open());
$('menu-undo').onclick = fromMenu(undo);
$('menu-seat').onclick = fromMenu(() => chooseSeat(false));
addEventListener('pointerdown', (e) => menu.open && !menu.contains(e.target) && (menu.open = false));
$('undo').onclick = () => undo();
$('send-move').onclick = sendMove;
$('pass-seat').onclick = () => chooseSeat(false);
// U or Ctrl+Z anywhere but in a field undoes the last move.
addEventListener('keydown', (e) => {
  if (e.target.closest?.('input, select, textarea') || e.altKey) return;
  const z = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
  if (!z && !(e.key === 'u' && !e.ctrlKey && !e.metaKey)) return;
  e.preventDefault();
  if (!screens.shown() && replay.index() === null) undo();
});
addEventListener('hashchange', () => {
  const code = link.fragment();
  if (code && (app.badLink || !app.engine || code !== app.engine.code())) openLink(code);
});

function refreshControls() {
  const view = app.engine?.view(null);
  panels.controls({
    // A lone person's Muses stay in view during a computer's turn, but are not to be placed.
    placing: !!state.hand && !app.thinking && !app.busy,
    faces: turn.faces(),
    faceDown: state.faceDown,
    stage: state.stage,
    over: !!view?.game_over || (state.phase === 'Over' && !screens.shown()),
  });
  // Watch mode (every seat a computer): pause and speed; Try again after a failed choice.
  $('watch').hidden = !app.setup || humans().length > 0 || !!view?.game_over;
  $('watch-pause').textContent = app.paused ? 'Resume' : 'Pause';
  $('watch-pause').hidden = !!app.thinking?.failed;
  $('watch-speed').value = app.speed;
  $('think-retry').hidden = !app.thinking?.failed;
  const moves = app.engine?.actionCount() ?? 0;
  const replaying = replay.index() !== null;
  $('undo').hidden = replaying || !undoPlan().count;
  $('send-move').hidden = replaying || mine() === null || !(app.waiting || view?.game_over);
  $('send-move').textContent = view?.game_over ? 'Send the link' : 'Send my move';
  $('menu-replay').disabled = !moves || replaying;
  $('menu-undo').disabled = !moves || app.mode === 'watch' || replaying;
  $('menu-seat').disabled = replaying;
  $('pass-seat').hidden = !app.setup || humans().length < 2;
  canvas.setAttribute('aria-label', tableWords(view));
}

/** The canvas's label: every tile in words, and whose turn it is (D3: no hidden names). */
const tableWords = (view) => `${boardWords(view ? state.tiles : [])} ${$('turn').textContent}`;

function persist() {
  if (!app.engine) return;
  // The address is always a link to the game as it stands (a broken one stays until the
  // player chooses what to do about it).
  if (!app.badLink) link.setAddress(app.engine.code());
  save.save(record());
}

/** The game as saved: options (seed included) and actions, or the position it began from. */
function record() {
  return {
    id: app.id,
    start: app.start,
    mode: app.mode,
    options: app.engine.options(),
    actions: app.engine.actions(),
    names: app.setup.names,
    kinds: app.setup.kinds,
    think: app.setup.think,
    prefs: { log: $('log-panel').open, rules: $('rules-panel').open, speed: app.speed },
  };
}

/** The default name of a seat that nobody named (a link carries no default names). */
const defaultName = (s) => `Player ${s + 1}`;
/** The names a game's link carries: the players' own ('' for a default one). */
const linkNames = (names = []) => names.map((n, s) => (typeof n !== 'string' || n === defaultName(s) ? '' : n));

/** A new game from the new-game screen's setup. */
function startGame(setup) {
  let engine;
  try {
    engine = Engine.deal({ players: setup.players, rounds: setup.rounds, seed: setup.seed, colours: setup.colours });
  } catch (e) {
    screens.newGameError(e.message);
    return;
  }
  engine.setNames(linkNames(setup.names));
  stopThinking();
  app.engine?.free();
  app.engine = engine;
  app.setup = { ...setup, seed: undefined };
  app.start = undefined;
  app.key = save.gameKey({ options: engine.options() });
  app.id = save.freshId(app.key);
  app.mode = setup.mode ?? 'all';
  if (app.mode !== 'all') save.rememberSeat(app.key, app.mode);
  app.badLink = false;
  closeReplay();
  app.moves = [];
  app.paused = false;
  app.hidden = [];
  app.round = app.shownRound = 0;
  app.lastMove = null;
  unzoom(state);
  panels.log.clear();
  panels.quiet();
  screens.hideOverlays();
  persist();
  enterTurn();
  if (!screens.shown()) canvas.focus({ preventScroll: true });
}

/** Restores a saved game by replaying its actions one by one (the log is rebuilt too). */
function resume(record) {
  let engine;
  try {
    engine = record.start ? Engine.fromLink(record.start) : Engine.replay(record.options, []);
  } catch {
    return false;
  }
  engine.setNames(linkNames(record.names));
  stopThinking();
  closeReplay();
  app.engine?.free();
  const { players, rounds, colours } = record.options;
  app.engine = engine;
  app.start = record.start;
  app.key = save.gameKey(record);
  app.id = record.id ?? app.key;
  app.mode = record.mode ?? save.seatOf(app.key) ?? 'all';
  app.moves = [];
  app.hidden = [];
  app.lastMove = null;
  panels.log.clear();
  panels.quiet();
  let events = [];
  app.setup = { players, rounds, colours, names: record.names, kinds: record.kinds, think: record.think };
  app.round = 0;
  for (const action of record.actions) {
    const before = engine.view(null);
    const notation = engine.notation(action);
    try {
      events = engine.apply(action);
    } catch {
      break;
    }
    logAction(before, action, notation, events);
  }
  // The table anew, the last move marked (and told) as on the device where it was played.
  state.tiles = [];
  app.shownRound = engine.view(null).round;
  state.last = movedSquares(events);
  const told = app.moves[app.moves.length - 1];
  if (told && !events.some((e) => e.kind === 'RoundEnded')) app.lastMove = { text: told.firstChild.textContent, round: app.shownRound };
  if (record.prefs) {
    $('log-panel').open = record.prefs.log;
    $('rules-panel').open = record.prefs.rules;
    app.speed = record.prefs.speed ?? app.speed;
  }
  return true;
}

/** Writes one action to the move log (and the end of a round, if it ended one). */
function logAction(before, action, notation, events) {
  roundHeading(before.round);
  const text = describe(names()[before.to_move], action, events, tilesOf(before));
  // The notation of a face-down placement names the Muse: hidden until the round ends (D3).
  const secret = action.kind === 'Place' && action.face_down;
  const li = panels.log.add(text, secret ? `?@${sqText(action.to)}` : notation);
  app.moves.push(li);
  if (secret) app.hidden.push({ li, notation });
  let end = '';
  if (events.some((e) => e.kind === 'RoundEnded')) {
    end = describeEnd(events, names());
    panels.log.add(end, '', true);
    for (const h of app.hidden) h.li.querySelector('code').textContent = h.notation;
    app.hidden = [];
  }
  return { text, end };
}

/** A heading in the log when a match's round begins (a one-round game needs none). */
function roundHeading(round) {
  if (round === app.round) return;
  app.round = round;
  if (app.setup.rounds > 1) panels.log.add(`Round ${round} of ${app.setup.rounds}`, '', true);
}

/** The start of a turn. A computer seat's worker chooses (computerTurn). In the placement a
 * person's hand shows after the device is passed to them, or at once when they are the only
 * person at the table (the other seats are computers). */
function enterTurn() {
  stopThinking();
  app.waiting = false;
  const engine = app.engine;
  const view = engine.view(null);
  if (view.game_over) return showOver();
  if (view.round !== app.shownRound) {
    // A new round: its tiles appear afresh rather than gliding from the last round's.
    app.shownRound = view.round;
    state.tiles = [];
    state.last = [];
    unzoom(state);
  }
  const seat = view.to_move;
  const name = names()[seat];
  const roundText = view.rounds > 1 ? `Round ${view.round} of ${view.rounds} · ` : '';
  // The move just made stays in view: the next player wants to see it.
  const last = app.lastMove && app.lastMove.round === view.round ? `${app.lastMove.text} ` : '';
  if (computer.isComputer(kindOf(seat))) return computerTurn(view, seat, roundText, last);
  if (app.mode !== 'all' && app.mode !== seat) return waitTurn(view, seat, roundText, last);
  // A computer plays later in this game: its worker loads the engine meanwhile.
  if (humans().length < view.players) computer.warmUp();
  const legal = engine.legal();
  if (view.phase === 'Placement') {
    panels.status(view, names(), `${roundText}Placement · ${name} places a Muse`);
    const showHand = (byKeyboard, before = '') => {
      turn.begin(engine.view(seat, app.mode === seat), legal, seat);
      state.trayLabel = `${name}'s Muses`;
      const place = HINTS.place({ keys: state.keyboard || byKeyboard, mystery: !view.mystery_placed[seat] });
      panels.hint(`${before}${place}`);
      panels.say(`${name}, your Muses: ${engine.view(seat).hand.join(', ')}. ${place}`, true);
      // The table takes the keys at once: no Tab to reach it.
      canvas.focus({ preventScroll: true });
      refreshControls();
      redraw();
    };
    if (humans().length > 1 && app.mode === 'all') {
      turn.begin(view, legal, null);
      panels.quiet();
      screens.pass(name, passText(view, seat), rollsText(view), showHand);
    } else {
      const rolls = rollsText(view);
      showHand(false, rolls ? `${rolls} ` : last);
    }
  } else {
    panels.status(view, names(), `${roundText}Dance · ${name} to move`);
    turn.begin(engine.view(seat, app.mode === seat), legal, seat);
    panels.hint(`${last}${HINTS.dance({ name, keys: state.keyboard })}`);
    panels.say(`${name}'s turn to dance.`);
  }
  refreshControls();
}

/** Another seat's turn in a game played by link (any turn, watching): the table is
 * read-only until the link with their move comes back. */
function waitTurn(view, seat, roundText, last) {
  const name = names()[seat];
  app.waiting = true;
  turn.begin(tableView(), [], null);
  const rolls = rollsText(view);
  const you = mine() !== null;
  panels.status(view, names(), `${roundText}${you ? 'Waiting for' : 'Watching:'} ${name}${you ? '' : ' to move'}`);
  panels.hint(
    `${rolls ? `${rolls} ` : last}` +
      (you ? `Waiting for ${name}: send them the link (Send my move), then open the one they send back.` : `Open the next link to see ${name}'s move.`),
  );
  panels.say(`Waiting for ${name}.`);
  refreshControls();
}

/** The least time from the start of a computer's turn to its move, so people can follow. */
const PAUSE = { slow: 1600, normal: 800, fast: 250 };
const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** A computer's turn: its worker chooses while the page keeps animating; after a short pause
 * the action is played and animated like a person's. A computer's hand never shows. */
async function computerTurn(view, seat, roundText, last) {
  const engine = app.engine;
  const name = names()[seat];
  const level = kindOf(seat);
  const run = { seat, failed: false };
  app.thinking = run;
  turn.begin(view, [], null);
  loneHand();
  const phase = view.phase === 'Placement' ? 'Placement' : 'Dance';
  Object.assign(run, { view, line: `${roundText}${phase} · ${name}`, name });
  computerStatus(run);
  const rolls = rollsText(view);
  panels.hint(rolls || last);
  refreshControls();
  redraw();
  const started = performance.now();
  let action = null;
  let problem = null;
  try {
    const answer = await computer.choose({ code: engine.code(), level, think: app.setup.think });
    app.thoughts.push({ level, ms: Math.round(answer.ms) });
    action = answer.action;
  } catch (e) {
    problem = e.message;
  }
  // Cancelled meanwhile (a new game, the menu, …): this turn is no longer the table's.
  if (app.thinking !== run) return;
  // The engine checks the choice like any move: a computer never plays an illegal one.
  problem ??= action ? engine.reason(action) : 'it found no move';
  if (problem) {
    run.failed = true;
    computerStatus(run);
    panels.hint(`${name} could not choose a move: ${problem}. Nothing was played.`, true);
    panels.say(`${name} could not choose a move. Press Try again.`);
    refreshControls();
    return;
  }
  await sleep(started + PAUSE[app.speed] - performance.now());
  while (app.paused && app.thinking === run) await new Promise((go) => (app.resume = go));
  if (app.thinking !== run) return;
  app.thinking = null;
  commit(action);
}

/** The status line of a computer's turn: thinking (animated dots), paused, or failed. */
function computerStatus(run) {
  if (run.failed) panels.status(run.view, names(), `${run.line} could not choose a move`);
  else if (app.paused) panels.status(run.view, names(), `${run.line} to move · paused`);
  else panels.thinking(run.view, names(), `${run.line} is thinking`, `${run.name} is thinking.`);
}

/** Forgets a computer's turn in progress (a new game, the menu, the next turn): its worker
 * stops, and a paused one no longer waits. */
function stopThinking() {
  if (!app.thinking) return;
  app.thinking = null;
  computer.cancel();
  app.resume?.();
}

/** A lone person at the table keeps their Muses in the tray all through the placement (nobody
 * else looks at the screen); with several people a hand shows only after the pass screen. */
function loneHand() {
  const [human, ...others] = humans();
  if (human === undefined || others.length) return;
  const view = app.engine.view(human);
  if (view.phase !== 'Placement' || !view.hand.length) return;
  state.hand = view.hand;
  state.handColour = view.seats[human];
  state.trayLabel = `${names()[human]}'s Muses`;
}

function passText(view, seat) {
  const mate = view.players === 4 ? ` (team-mate of ${names()[(seat + 2) % 4]})` : '';
  return `${names()[seat]}${mate} plays ${COLOUR_WORD[view.seats[seat]]} and places a Muse now. Your hand appears below the table: only you should look.`;
}

/** The First Player's dice (D2), shown before the round's first placement. */
function rollsText(view) {
  const placed = view.tiles.length - (view.neutral ? 1 : 0);
  if (placed > 0) return '';
  if (view.round > 1) return `Round ${view.round}: ${names()[view.first_player]} begins.`;
  const rolls = app.engine.firstPlayerRolls();
  // A position link's game was never dealt: nobody rolled.
  if (!rolls.length) return '';
  const text = rolls.map((r) => r.map(([s, roll]) => `${names()[s]} rolled ${roll}`).join(', ')).join('; a tie, so again: ');
  return `First player: ${text}. ${names()[view.first_player]} begins.`;
}

/** Plays a complete turn, then animates it from the engine's events. */
async function commit(action) {
  const engine = app.engine;
  const before = engine.view(null);
  const notation = engine.notation(action);
  let events;
  try {
    events = engine.apply(action);
  } catch (e) {
    panels.hint(e.message, true);
    return;
  }
  app.busy = true;
  persist();
  const { text, end } = logAction(before, action, notation, events);
  app.lastMove = { text, round: before.round };
  panels.forget();
  panels.say(text);
  panels.hint(text);
  state.last = movedSquares(events);
  turn.finish();
  if (!events.some((e) => e.kind === 'RoundEnded')) loneHand();
  refreshControls();
  const scored = events.find((e) => e.kind === 'RoundScored');
  if (scored) {
    await endOfRound(scored.score);
    panels.say(end);
  } else {
    show(state, tilesOf(tableView()));
    await whenIdle();
  }
  app.busy = false;
  // A new game was dealt while the move played, or the new-game screen is up (Back to the
  // game enters the turn): the turn that follows is no longer this one to start.
  if (app.engine !== engine || screens.shown() === 'newgame') return;
  if (scored) showResult();
  else enterTurn();
}

/** The squares an action's events touched, softly marked on the table. */
const movedSquares = (events) => events.flatMap((e) => (e.kind === 'Placed' ? [e.square] : e.kind === 'Moved' ? [e.from, e.to] : []));

/** The tiles at the end of a round: `stage` 0 as they stood, 1 revealed, 2 after the Will
 * of Apollo, 3 without the neutral die. */
function finalTiles(score, stage) {
  return score.tiles.map((t, id) => ({
    id,
    x: t.square.x,
    y: t.square.y,
    muse: t.was_face_down && stage < 1 ? null : t.muse,
    faceUp: true,
    value: t.will_of_apollo && stage >= 2 ? 6 : t.value,
    colour: t.colour,
    noDie: t.neutral && stage >= 3,
  }));
}

/** The end of a round, one effect after the other: the last move, the face-down tiles
 * turning over, the Will of Apollo dice jumping to 6, the neutral die leaving. */
async function endOfRound(score) {
  state.phase = 'Over';
  let at = performance.now();
  show(state, finalTiles(score, 0), { at });
  at += 700 * SPEED;
  for (const stage of [1, 2, 3]) {
    const changes = score.tiles.some((t) => (stage === 1 ? t.was_face_down : stage === 2 ? t.will_of_apollo : t.neutral));
    if (!changes) continue;
    show(state, finalTiles(score, stage), { at, dieKind: 'apollo' });
    at += 750 * SPEED;
  }
  redraw();
  await whenIdle();
}

/** The end-of-round panel for the last round played. */
function showResult() {
  const engine = app.engine;
  const view = engine.view(null);
  const score = view.results[view.results.length - 1];
  const over = view.game_over;
  const who = winners(score.winners.map((i) => score.companies[i]), names());
  panels.status(view, names(), over ? `Game over · ${who}` : `Round ${view.results.length} over · ${who}`);
  screens.result(
    {
      score,
      round: view.results.length,
      rounds: view.rounds,
      names: names(),
      match: view.match_score,
      nextBonus: over ? null : engine.score().bonus,
    },
    {
      nextLabel: over ? 'Rematch' : 'Next round',
      onNext: () => {
        screens.hideOverlays();
        // A rematch by link keeps this device's seat.
        if (over) startGame({ ...app.setup, seed: undefined, mode: app.mode === 'watch' ? 'all' : app.mode });
        else enterTurn();
      },
      onNew: () => screens.newGame(app.setup, startGame, showResult),
      onClose: () => {
        state.phase = 'Over';
        refreshControls();
        redraw();
      },
    },
  );
  refreshControls();
}

/** A finished game (after a reload): its final table, then its result. */
function showOver() {
  const view = app.engine.view(null);
  turn.begin(view, [], null);
  state.tiles = finalTiles(view.results[view.results.length - 1], 3);
  state.phase = 'Over';
  showResult();
  redraw();
}

function backToGame() {
  screens.hideOverlays();
  enterTurn();
}

// ---- Share links, replay and undo -----------------------------------------------------

/** Whether action list `a` begins list `b` (the same game, `b` further on). */
const begins = (a, b) => a.length <= b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));

/**
 * Opens the game a link carries. The same game as the one on the table, further on, plays
 * the new moves as if made here; a game saved before goes on where the link is, with its
 * names and this device's seat; a new one asks which seat is this device's. A broken link
 * changes nothing: it says what is wrong and offers the saved game or a new one.
 */
async function openLink(code) {
  let engine;
  try {
    engine = Engine.fromLink(code);
  } catch (e) {
    return brokenLink(e.message);
  }
  let start;
  if (engine.fromPosition()) {
    const first = engine.prefix(0);
    start = first.code();
    first.free();
  }
  const got = { start, options: engine.options(), actions: engine.actions() };
  const now = engine.code();
  const carried = engine.names();
  engine.free();
  const key = save.gameKey(got);
  replay.close();
  // A position link names where a game stands, not where it began: an analysis saved here
  // that stands there goes on with its history (after a reload, say).
  const analysis = start && save.all().find((g) => g.start && codeOf(g) === now);
  if (analysis) {
    screens.hideOverlays();
    resume(analysis);
    persist();
    enterTurn();
    return redraw();
  }
  const on = app.engine && !app.badLink && app.key === key && screens.shown() !== 'seat' ? app.engine.actions() : null;
  const more = on && begins(on, got.actions) ? got.actions.length - on.length : 0;
  if (more > 0 && more <= 3 && !app.busy) {
    screens.hideOverlays();
    stopThinking();
    for (const action of got.actions.slice(on.length)) await commit(action);
    return;
  }
  const saved = save.all().filter((g) => save.gameKey(g) === key);
  const same = saved.find((g) => begins(g.actions, got.actions));
  const like = same ?? saved[0];
  const players = got.options.players;
  // A puzzle or an analysis (a position link) is explored at this device, hot-seat.
  const mode = start ? 'all' : like?.mode ?? save.seatOf(key);
  screens.hideOverlays();
  resume({
    ...got,
    id: same?.id ?? save.freshId(key),
    mode: mode ?? 'watch',
    // The names the link carries (the sender's), else those saved here, else the defaults.
    names: [...Array(players)].map((_, s) => carried[s] || like?.names?.[s] || defaultName(s)),
    kinds: like?.kinds ?? Array(players).fill('human'),
    think: like?.think,
    prefs: like?.prefs,
  });
  if (mode === undefined) {
    // A game new to this device: the table shows it (read-only) under the question, and
    // it is saved once the seat is chosen.
    link.setAddress(app.engine.code());
    enterTurn();
    chooseSeat(true);
  } else {
    persist();
    enterTurn();
  }
  redraw();
}

/** The link's code of a saved game as it stands ('' if it no longer opens). */
function codeOf(record) {
  let engine;
  try {
    engine = record.start ? Engine.fromLink(record.start) : Engine.replay(record.options, []);
    for (const action of record.actions) engine.apply(action);
    return engine.code();
  } catch {
    return '';
  } finally {
    engine?.free();
  }
}

/** A link that opens no game: the engine's words, and the saved game or a new one. */
function brokenLink(reason) {
  app.badLink = true;
  stopThinking();
  replay.close();
  const saved = save.load();
  link.broken(reason, {
    onSaved: saved
      ? () => {
          app.badLink = false;
          if (resume(saved)) {
            persist();
            enterTurn();
          } else newGameAfterLink();
          redraw();
        }
      : null,
    onNew: newGameAfterLink,
  });
}

function newGameAfterLink() {
  app.badLink = false;
  link.setAddress('');
  screens.newGame(app.setup, startGame, app.engine ? () => (persist(), backToGame()) : null);
}

/** "Which seat is yours?" for the game on the table; the first time, no way back. */
function chooseSeat(first) {
  stopThinking();
  const view = app.engine.view(null);
  const seats = view.seats.map((colour, s) => ({ colour, name: names()[s] }));
  link.askSeat(
    seats,
    first ? undefined : app.mode,
    (mode) => {
      app.mode = mode;
      save.rememberSeat(app.key, mode);
      persist();
      enterTurn();
      redraw();
    },
    first ? null : backToGame,
  );
}

/** "Send my move": the link to the game as it stands, to the player whose turn it is. */
function sendMove() {
  const view = app.engine.view(null);
  const next = names()[view.to_move];
  link.send(app.engine.code(), {
    title: view.game_over ? 'Send the end of the game' : `Send your move to ${next}`,
    text: view.game_over
      ? 'Whoever opens this link sees how the game ended, and can replay it.'
      : `${next} opens this link, sees your move and plays theirs, then sends the link back to you.`,
    onClose: () => {},
  });
}

/** The menu's Share: the link to the game; at a hot-seat table, a way into playing by link. */
function shareGame() {
  link.send(app.engine.code(), {
    title: 'Share this game',
    text: 'Whoever opens this link sees this game exactly as it stands, and can continue it, watch it or replay it.',
    onClose: () => {},
    onSeat: app.mode === 'all' ? () => chooseSeat(false) : null,
  });
}

/** The replay's table after `k` actions (a copy: the game itself is untouched); returns
 * the words of move k. */
function showAfter(k) {
  // The table shows the past: no computer plays meanwhile (back at the table, it thinks anew).
  stopThinking();
  const copy = app.engine.prefix(k);
  const view = copy.view(mine(), true);
  const n = app.engine.actionCount();
  copy.free();
  if (view.round !== app.shownRound) {
    app.shownRound = view.round;
    state.tiles = [];
  }
  state.reserve = $('replay').offsetHeight + 12;
  turn.begin(view, [], null);
  state.last = [];
  if (view.game_over) {
    state.tiles = finalTiles(view.results[view.results.length - 1], 3);
    state.phase = 'Over';
  }
  panels.status(view, names(), `Replay · ${k ? `after move ${k} of ${n}` : 'the deal'}`);
  panels.hint('Replay: « ‹ › » or the slider step through the moves; Play from here starts a new game from this move.');
  refreshControls();
  redraw();
  return app.moves[k - 1]?.firstChild.textContent ?? '';
}

/** Ends a replay without showing its game again: another game takes the table. */
function closeReplay() {
  replay.close(false);
  state.reserve = 0;
}

/** Back from the replay: the game as it stands. */
function backToTable() {
  state.reserve = 0;
  if (app.engine.view(null).game_over) {
    const view = app.engine.view(null);
    turn.begin(view, [], null);
    state.tiles = finalTiles(view.results[view.results.length - 1], 3);
    state.phase = 'Over';
    const score = view.results[view.results.length - 1];
    panels.status(view, names(), `Game over · ${winners(score.winners.map((i) => score.companies[i]), names())}`);
    panels.hint('');
    refreshControls();
    redraw();
  } else enterTurn();
}

/** "Play from here": a new game (saved beside this one) that goes on from move `k`. */
function branch(k) {
  const copy = app.engine.prefix(k);
  const rec = { ...record(), actions: copy.actions(), id: save.freshId(app.key) };
  copy.free();
  // Watching is for the game as it was played: its branch is played here.
  if (rec.mode === 'watch') rec.mode = 'all';
  resume(rec);
  persist();
  enterTurn();
  panels.hint(`A new game from move ${k}: the game you replayed is saved as it was.`);
  redraw();
}

/** Who played action `i` (0-based): the seat to move before it. */
function playerOf(i) {
  const copy = app.engine.prefix(i);
  const seat = copy.view(null).to_move;
  copy.free();
  return seat;
}

let undoCache = null;
/** How many actions Undo takes back ({ count, seat }), or why it cannot ({ why }): the last
 * person's move (with the computers' moves after it); by link, only this seat's own. */
function undoPlan() {
  const n = app.engine?.actionCount() ?? 0;
  if (undoCache?.engine === app.engine && undoCache.n === n && undoCache.mode === app.mode) return undoCache.plan;
  let plan;
  if (!n) plan = { why: 'There is no move to undo yet.' };
  else if (app.mode === 'watch') plan = { why: 'Watching: only the players undo their moves.' };
  else {
    let k = n;
    while (k > 0 && computer.isComputer(kindOf(playerOf(k - 1)))) k--;
    const seat = k ? playerOf(k - 1) : null;
    if (seat === null) plan = { why: 'Only computers have played yet.' };
    else if (mine() !== null && seat !== mine()) {
      plan = { why: `The last move was ${names()[seat]}'s: playing by link, you can undo only your own move.` };
    } else plan = { count: n - k + 1, seat };
  }
  undoCache = { engine: app.engine, n, mode: app.mode, plan };
  return plan;
}

/** The question before a hot-seat undo of another person's move. */
const UNDO_WORDS = {
  title: (who) => `Undo ${who}'s move?`,
  text: (who, now) => `It is ${now}'s turn. Undo only if ${who} agrees: the move is taken back, and it is ${who}'s turn again.`,
  yes: (who) => `Undo ${who}'s move`,
  no: 'Keep it',
};

/** Takes back the last move (the engine replays the game without it); at a hot-seat table,
 * another person's move only once asked. */
function undo(agreed = false) {
  if (!app.engine || app.busy || animating || app.badLink || screens.shown() || replay.index() !== null) return;
  const plan = undoPlan();
  if (!plan.count) return panels.hint(plan.why, true);
  const now = app.engine.view(null).to_move;
  if (!agreed && app.mode === 'all' && plan.seat !== now && !computer.isComputer(kindOf(now))) {
    const [who, next] = [names()[plan.seat], names()[now]];
    const back = () => canvas.focus({ preventScroll: true });
    screens.confirm({ title: UNDO_WORDS.title(who), text: UNDO_WORDS.text(who, next), yes: UNDO_WORDS.yes(who), no: UNDO_WORDS.no }, () => undo(true), back);
    return;
  }
  stopThinking();
  for (let i = 0; i < plan.count; i++) app.engine.undo();
  undoCache = null;
  const view = app.engine.view(null);
  resume(record());
  persist();
  const replies = plan.count > 1 ? ', and what the computer played after it' : '';
  app.lastMove = { text: `Undone: ${names()[plan.seat]}'s last move${replies}.`, round: view.round };
  enterTurn();
  panels.say(app.lastMove.text);
  redraw();
}

const saved = save.load();
if (link.fragment()) {
  openLink(link.fragment());
} else if (saved && resume(saved)) {
  persist();
  enterTurn();
} else {
  if (!matchMedia('(min-width: 761px)').matches) $('log-panel').open = false;
  screens.newGame(null, startGame, null);
}
redraw();
/** The files kept for offline play, once kept (null before; 0 where there is no offline). */
let offlineFiles = null;
const keep = () => keepForOffline().then((n) => (offlineFiles = n));
if (document.readyState === 'complete') keep();
else addEventListener('load', keep, { once: true });

// ---- The read-only test hook ---------------------------------------------------------

/** The CSS-pixel centre of a board square in the page, for real pointer input in tests. */
function squareToClient(x, y) {
  const r = canvas.getBoundingClientRect();
  const p = toScreen(state, x, y);
  return { x: r.left + p.x, y: r.top + p.y };
}

window.__muses = Object.freeze({
  version,
  /** Nothing moving, nothing pending: the next input will be taken. */
  idle: () => !app.busy && !animating && !queued && !state.drag && !app.thinking,
  /** The seat (0-based) of the computer choosing its move now, or null. */
  thinking: () => (app.thinking && !app.thinking.failed ? app.thinking.seat : null),
  /** How long each computer choice took in its worker: [{ level, ms }]. */
  thoughts: () => app.thoughts.map((t) => ({ ...t })),
  screen: () => screens.shown(),
  /** The link's code of the game as it stands (the address's fragment). */
  code: () => app.engine?.code() ?? null,
  /** This device's seat (0-based) in a game by link, "all" (hot-seat) or "watch". */
  seatMode: () => app.mode,
  /** The move the replay shows (0 is the deal), or null when not replaying. */
  replayIndex: () => replay.index(),
  gameId: () => app.id,
  offlineFiles: () => offlineFiles,
  /** The saved games, the last played first: [{ id, actions }] (their number of actions). */
  saved: () => save.all().map((g) => ({ id: g.id, actions: g.actions.length })),
  phase: () => state.phase,
  stage: () => state.stage,
  hand: () => (state.hand ? [...state.hand] : null),
  faceDown: () => state.faceDown,
  cursor: () => (state.cursor ? { ...state.cursor } : null),
  hint: () => $('hint').textContent,
  view: () => app.engine?.view(null) ?? null,
  position: () => app.engine?.position() ?? null,
  legal: () => app.engine?.legal() ?? [],
  actions: () => app.engine?.actions() ?? [],
  score: () => app.engine?.score() ?? null,
  preview: (action) => app.engine.preview(action).events,
  shownTiles: () => state.tiles.map((t) => ({ ...t })),
  squareToClient,
  /** Each tile on the table as drawn: its Muse (null face down), centre and side in CSS px. */
  tileBoxes: () => state.tiles.map((t) => ({ muse: t.muse, ...squareToClient(t.x, t.y), size: state.camera.cell * TILE })),
  /** The tiles as drawn during a drag: each on the square it shows on (a moved tile on its
   * landing square, the dragged one under the pointer) with the die value it shows. */
  drawnTiles() {
    const preview = dragPreview(state);
    return state.tiles.map((t) => {
      const p = preview.get(t.id);
      const dragged = state.drag?.kind === 'tile' && state.drag.from.x === t.x && state.drag.from.y === t.y;
      const at = dragged ? state.drag.over : p ? { x: t.x + p.x, y: t.y + p.y } : { x: t.x, y: t.y };
      return { muse: t.muse, dragged, x: at?.x, y: at?.y, value: Math.min(6, t.value + (p?.by ?? 0)), plus: p?.by ?? 0 };
    });
  },
  /** The selected Muse's step arrows: direction, centre and the radius a press reaches. */
  arrowTargets() {
    const r = canvas.getBoundingClientRect();
    return state.selected ? state.dirs.map(({ dir }) => ({ dir, x: r.left + arrowAt(state, dir).x, y: r.top + arrowAt(state, dir).y, reach: arrowReach(state) })) : [];
  },
  /** The player's zoom over the fitted table (1: the whole group fits). */
  zoom: () => state.zoom.k,
  handTileToClient(muse) {
    const r = canvas.getBoundingClientRect();
    const t = handRects(state).find((h) => h.muse === muse);
    return t ? { x: r.left + t.x, y: r.top + t.y } : null;
  },
});

// The controls' one answer (www/play/controls.js): from the moment's facts, the mode, whether
// the player may act on the table, whether Undo and the menu may run, and what each button
// shows. The game's turn and the tutorial's are asked alike.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controls } from '../../www/play/controls.js';

const GAME_CAPS = { undo: true, save: 'game', seat: 'link', review: 'review' };
const FAIR_CAPS = { undo: 'fair.noUndo', save: 'own', seat: 'key', review: 'fair' };

/** A person's dance turn against a computer at a hot-seat table, nothing else going on. */
function facts(more = {}) {
  const { view, ...rest } = more;
  return {
    view: { phase: 'Dance', to_move: 0, players: 2, game_over: false, ...view },
    caps: GAME_CAPS,
    device: 'all',
    humans: 1,
    isComputer: (seat) => seat === 1,
    phase: 'Dance',
    stage: 'idle',
    hand: false,
    faces: { up: false, down: false },
    faceDown: false,
    busy: false,
    animating: false,
    screen: null,
    thinking: false,
    failed: false,
    paused: false,
    speed: 'normal',
    waiting: false,
    replaying: false,
    addressHeld: false,
    moves: 4,
    undoCount: 2,
    lesson: null,
    ...rest,
  };
}

test('each mode, in the order they win', () => {
  const cases = [
    [{ lesson: { ready: true, busy: false, met: false }, screen: 'newgame' }, 'lesson'],
    [{ view: null }, 'none'],
    [{ screen: 'result', replaying: true, busy: true }, 'screen'],
    [{ replaying: true, busy: true }, 'replay'],
    [{ busy: true, thinking: true }, 'busy'],
    [{ animating: true, thinking: true }, 'busy'],
    [{ thinking: true, waiting: true }, 'thinking'],
    [{ waiting: true, device: 1 }, 'waiting'],
    [{ waiting: true, device: 'watch' }, 'watching'],
    [{ phase: 'Over' }, 'over'],
    [{ view: { game_over: true } }, 'over'],
    [{ phase: 'Placement', hand: true }, 'placing'],
    [{}, 'dancing'],
  ];
  for (const [more, mode] of cases) {
    const f = more.view === null ? { ...facts(), view: null } : facts(more);
    assert.equal(controls(f).mode, mode, JSON.stringify(more));
  }
});

test('the player may act on the table only when nothing else holds it', () => {
  assert.equal(controls(facts()).canAct, true);
  assert.equal(controls(facts({ phase: 'Placement', hand: true })).canAct, true);
  // The finished table: the keyboard's cursor still explores it.
  assert.equal(controls(facts({ phase: 'Over' })).canAct, true);
  for (const held of [
    { busy: true },
    { animating: true },
    { screen: 'pass' },
    { thinking: true },
    { waiting: true },
    { replaying: true },
  ]) {
    assert.equal(controls(facts(held)).canAct, false, JSON.stringify(held));
  }
  assert.equal(controls({ ...facts(), view: null }).canAct, false, 'no game');
});

test("a lesson's turn is asked the same way: its game there, nothing shown, its step not met, no tween", () => {
  const lesson = (more) => facts({ lesson: { ready: true, busy: false, met: false, ...more } });
  assert.equal(controls(lesson({})).canAct, true);
  assert.equal(controls(lesson({ busy: true })).canAct, false);
  assert.equal(controls(lesson({ met: true })).canAct, false);
  assert.equal(controls(lesson({ ready: false })).canAct, false);
  assert.equal(controls({ ...lesson({}), animating: true }).canAct, false);
  const c = controls({ ...lesson({}), hand: true, stage: 'stepped', faces: { up: true, down: false } });
  assert.deepEqual(c.buttons.face, { shown: true, down: false, refuseUp: false, refuseDown: true });
  assert.equal(c.buttons.endTurn, true);
  assert.equal(c.buttons.takeBack, true);
  // The game's own controls are off in a lesson (the tutorial's panel has its own), and so is Undo.
  assert.equal(c.buttons.undo, false);
  assert.equal(c.buttons.hint, false);
  assert.equal(c.buttons.showResult, false);
  assert.equal(c.canUndo, false);
});

test("the turn's buttons follow its stage, and the face of a placement the engine's faces", () => {
  const stages = { idle: [false, false], selected: [false, false], powered: [false, true], stepped: [true, true] };
  for (const [stage, [endTurn, takeBack]] of Object.entries(stages)) {
    const { buttons } = controls(facts({ stage }));
    assert.deepEqual([buttons.endTurn, buttons.takeBack], [endTurn, takeBack], stage);
  }
  const placing = controls(
    facts({ phase: 'Placement', hand: true, faces: { up: true, down: false }, faceDown: false }),
  );
  assert.deepEqual(placing.buttons.face, { shown: true, down: false, refuseUp: false, refuseDown: true });
  // A lone person's hand stays in view during a computer's turn, not to be placed from.
  const kept = controls(facts({ phase: 'Placement', hand: true, thinking: true }));
  assert.equal(kept.buttons.face.shown, false);
});

test('Undo: shown when there is a move to take back, run only when nothing plays, shows or holds the address', () => {
  assert.equal(controls(facts()).buttons.undo, true);
  assert.equal(controls(facts({ undoCount: 0 })).buttons.undo, false);
  assert.equal(controls(facts({ replaying: true })).buttons.undo, false);
  assert.equal(controls(facts()).canUndo, true);
  // A computer thinking does not stop Undo: it takes the reply back too.
  assert.equal(controls(facts({ thinking: true })).canUndo, true);
  for (const held of [
    { busy: true },
    { animating: true },
    { screen: 'confirm' },
    { replaying: true },
    { addressHeld: true },
  ]) {
    assert.equal(controls(facts(held)).canUndo, false, JSON.stringify(held));
  }
  assert.equal(controls(facts({ device: 'watch' })).buttons.menuUndo, false, 'watching: nothing to take back');
  assert.equal(controls(facts({ moves: 0 })).buttons.menuReplay, false);
});

test('the menu acts on a game with no action playing and no screen up', () => {
  assert.equal(controls(facts()).canMenu, true);
  assert.equal(controls(facts({ busy: true })).canMenu, false);
  assert.equal(controls(facts({ screen: 'share' })).canMenu, false);
  assert.equal(controls({ ...facts(), view: null }).canMenu, false);
  // Animating or thinking does not close the menu's items.
  assert.equal(controls(facts({ animating: true, thinking: true })).canMenu, true);
});

test("a game's capabilities, not its kind: a seat taken by its key has no Change seat", () => {
  assert.equal(controls(facts()).buttons.menuSeat.shown, true);
  assert.equal(controls(facts({ caps: FAIR_CAPS })).buttons.menuSeat.shown, false);
  assert.equal(controls({ ...facts({ caps: FAIR_CAPS }), view: null }).buttons.menuSeat.shown, true, 'no game yet');
  assert.equal(controls(facts({ replaying: true })).buttons.menuSeat.enabled, false);
});

test("the Hint: on a person's turn at this device in a game against the computer", () => {
  assert.equal(controls(facts()).buttons.hint, true);
  assert.equal(controls(facts({ view: { to_move: 1 } })).buttons.hint, false, "the computer's turn");
  assert.equal(controls(facts({ humans: 2 })).buttons.hint, false, 'people only');
  assert.equal(controls(facts({ device: 1 })).buttons.hint, false, "another seat's device");
  assert.equal(controls(facts({ device: 0 })).buttons.hint, true, "this seat's device");
  assert.equal(
    controls(facts({ view: { phase: 'Placement' }, phase: 'Placement' })).buttons.hint,
    false,
    'no hand yet',
  );
  assert.equal(controls(facts({ view: { phase: 'Placement' }, phase: 'Placement', hand: true })).buttons.hint, true);
  for (const held of [{ busy: true }, { thinking: true }, { screen: 'pass' }, { replaying: true }, { phase: 'Over' }]) {
    assert.equal(controls(facts(held)).buttons.hint, false, JSON.stringify(held));
  }
  // A tween alone does not hide it (nor is it counted as settled ground for the tips).
  assert.equal(controls(facts({ animating: true })).buttons.hint, true);
  assert.equal(controls(facts({ animating: true })).settled, true);
  assert.equal(controls(facts({ thinking: true })).settled, false);
});

test('watching the computers, Try again, Send my move, the result and passing to another device', () => {
  const watch = controls(facts({ humans: 0, isComputer: () => true, paused: true, speed: 'fast' }));
  assert.deepEqual(watch.buttons.watch, { shown: true, pause: true, paused: true, speed: 'fast' });
  assert.equal(controls(facts({ humans: 0, view: { game_over: true } })).buttons.watch.shown, false);
  const failed = controls(facts({ thinking: true, failed: true, humans: 0 }));
  assert.equal(failed.buttons.retry, true);
  assert.equal(failed.buttons.watch.pause, false, 'Try again instead of Pause');
  assert.deepEqual(controls(facts({ device: 0, waiting: true })).buttons.sendMove, { shown: true, end: false });
  assert.deepEqual(controls(facts({ device: 0, view: { game_over: true } })).buttons.sendMove, {
    shown: true,
    end: true,
  });
  assert.equal(
    controls(facts({ device: 'all', waiting: true })).buttons.sendMove.shown,
    false,
    'hot-seat: nothing to send',
  );
  assert.equal(controls(facts({ phase: 'Over' })).buttons.showResult, true);
  assert.equal(controls(facts({ phase: 'Over', screen: 'result' })).buttons.showResult, false);
  assert.equal(controls(facts({ humans: 2 })).buttons.passSeat, true);
  assert.equal(controls(facts()).buttons.passSeat, false);
});

test('live play: Play live beside the table by link, and in the menu of any game; with everyone connected no link to send; a move that reached another device is not undone', () => {
  const byLink = { device: 1, humans: 2, isComputer: () => false, waiting: true };
  const off = controls(facts(byLink)).buttons;
  assert.equal(off.playLive, true);
  assert.equal(off.sendMove.shown, true);
  assert.equal(off.menuLive, true);
  // This device's own turn, by link: Play live is beside the table too (no Send my move yet).
  const own = controls(facts({ ...byLink, waiting: false, view: { to_move: 1 } })).buttons;
  assert.equal(own.playLive, true);
  assert.equal(own.sendMove.shown, false);
  // Hot-seat, against the computer: not beside the table; in the menu (live play asks the
  // seat, or begins a game with friends apart).
  assert.equal(controls(facts()).buttons.playLive, false);
  assert.equal(controls(facts()).buttons.menuLive, true);
  assert.equal(controls(facts({ humans: 2 })).buttons.menuLive, true);
  // No game, or a lesson: not in the menu either.
  assert.equal(controls({ ...facts(), view: null }).buttons.menuLive, false);
  assert.equal(controls(facts({ lesson: { ready: true, busy: false, met: false } })).buttons.menuLive, false);
  // Some other device connected, the one awaited not, this device the one to send the link:
  // Send my move; Undo no longer runs.
  const hub = { here: true, all: false, hub: true, sends: true };
  const some = controls(facts({ ...byLink, live: hub }));
  assert.equal(some.buttons.sendMove.shown, true);
  assert.equal(some.buttons.playLive, true);
  assert.equal(some.canUndo, false);
  assert.equal(some.buttons.undo, false);
  assert.equal(some.buttons.menuUndo, false);
  // …another device here sends it (its player moved last): not this one.
  const other = controls(facts({ ...byLink, live: { ...hub, sends: false } })).buttons;
  assert.equal(other.sendMove.shown, false);
  assert.equal(other.playLive, true, 'the hub may still invite the one who dropped');
  // A guest invites nobody: no Play live beside the table.
  assert.equal(controls(facts({ ...byLink, live: { ...hub, hub: false } })).buttons.playLive, false);
  // Every other person here: nothing to send, nothing to invite.
  const all = controls(facts({ ...byLink, live: { here: true, all: true, hub: true, sends: false } })).buttons;
  assert.equal(all.sendMove.shown, false);
  assert.equal(all.playLive, false);
  assert.equal(all.menuLive, true);
  // Connected to nobody (all dropped): as without live play.
  const none = controls(facts({ ...byLink, live: { here: false, all: false, hub: true, sends: true } }));
  assert.equal(none.canUndo, true);
  assert.equal(none.buttons.sendMove.shown, true);
});

test('Review: once a round is over (a fair game’s once verified: its view has no result before), not in a replay or a lesson', () => {
  assert.equal(controls(facts()).buttons.review, false, 'no round over yet');
  const over = { phase: 'Over', view: { results: [{}] } };
  assert.equal(controls(facts(over)).buttons.review, true);
  assert.equal(controls(facts({ ...over, screen: 'result' })).buttons.review, true, 'from the end-of-round panel');
  assert.equal(controls(facts({ view: { results: [{}], round: 2 } })).buttons.review, true, 'a match’s next round');
  assert.equal(controls(facts({ ...over, replaying: true })).buttons.review, false);
  assert.equal(controls(facts({ ...over, caps: FAIR_CAPS })).buttons.review, true);
  const lesson = { ready: true, busy: false, met: false };
  assert.equal(controls(facts({ ...over, lesson })).buttons.review, false);
});

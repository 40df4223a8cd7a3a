// A computer's turn: its worker (computer.js) chooses while the page keeps animating, the
// engine checks the choice like any move, and after a short pause it is played and animated
// like a person's. Watching the computers (every seat one) can be paused and sped up; a
// failed choice says why and offers Try again. A computer's hand never shows.

import * as computer from './computer.js';
import * as panels from './panels.js';

/** The least time from the start of a computer's turn to its move, so people can follow. */
const PAUSE = { slow: 1600, normal: 800, fast: 250 };
const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** This module's words. */
const WORDS = {
  thinking: (line) => `${line} is thinking`,
  thinkingSaid: (name) => `${name} is thinking.`,
  paused: (line) => `${line} to move · paused`,
  failed: (line) => `${line} could not choose a move`,
  failedHint: (name, why) => `${name} could not choose a move: ${why}. Nothing was played.`,
  failedSaid: (name) => `${name} could not choose a move. Press Try again.`,
  pause: (paused) => (paused ? 'Paused: the computers wait.' : 'The computers play on.'),
  /** Why a choice failed, when the engine did not say (computer.js's problems). */
  problem: {
    load: (detail) => `the engine did not load (${detail})`,
    start: (detail) => `the computer could not start (${detail})`,
    worker: (detail) => `the computer's worker failed${detail ? ` (${detail})` : ''}`,
    timeout: () => 'the computer took too long to answer',
    crash: (detail) => detail,
    none: () => 'it found no move',
  },
};

/**
 * `host`: { session, names(), play(action) (commits it), begin(view) (the table without a
 * hand, a lone person's Muses kept in view), why(error) (an engine error in words),
 * changed(), redraw() }.
 */
export function createThinking(host) {
  const { session } = host;
  /** Why a choice failed, in words: the engine's reason, or the worker's problem. */
  const why = (error) => (error?.kind ? host.why(error).replace(/\.$/, '') : (WORDS.problem[error?.problem] ?? WORDS.problem.crash)(error?.detail ?? ''));
  /** The turn a computer is thinking about ({ seat, failed, view, line, name }), or null. */
  let run = null;
  let paused = false;
  let speed = 'normal';
  /** Watch mode's pause: resolves the wait of a choice made meanwhile. */
  let resume = null;
  /** How long each choice took in the worker: [{ level, ms }] (the tests' figures). */
  const thoughts = [];

  function status() {
    if (run.failed) panels.status(run.view, host.names(), WORDS.failed(run.line));
    else if (paused) panels.status(run.view, host.names(), WORDS.paused(run.line));
    else panels.thinking(run.view, host.names(), WORDS.thinking(run.line), WORDS.thinkingSaid(run.name));
  }

  /** The computer at `seat` plays its turn in `view`; `line` is the status line, `hint`
   * what the hint keeps saying meanwhile (the last move, the first player's dice). */
  async function play(view, seat, line, hint) {
    const engine = session.engine();
    const level = session.kindOf(seat);
    const name = host.names()[seat];
    const mine = { seat, failed: false, view, line, name };
    run = mine;
    host.begin(view);
    status();
    panels.hint(hint);
    host.changed();
    host.redraw();
    const started = performance.now();
    let action = null;
    let problem = null;
    try {
      const answer = await computer.choose({ code: engine.code(), level, think: session.setup().think });
      thoughts.push({ level, ms: Math.round(answer.ms) });
      action = answer.action;
    } catch (e) {
      problem = e;
    }
    // Cancelled meanwhile (a new game, the menu, …): this turn is no longer the table's.
    if (run !== mine) return;
    // The engine checks the choice like any move: a computer never plays an illegal one.
    problem ??= action ? engine.reason(action) : { problem: 'none' };
    if (problem) {
      mine.failed = true;
      status();
      panels.hint(WORDS.failedHint(name, why(problem)), true);
      panels.say(WORDS.failedSaid(name));
      host.changed();
      return;
    }
    await sleep(started + PAUSE[speed] - performance.now());
    while (paused && run === mine) await new Promise((go) => (resume = go));
    if (run !== mine) return;
    run = null;
    host.play(action);
  }

  /** Forgets a turn in progress (a new game, the menu, the next turn): the worker stops, and
   * a paused one no longer waits. */
  function stop() {
    if (!run) return;
    run = null;
    computer.cancel();
    resume?.();
  }

  // A game opened: nothing from the last one thinks on, nor stays paused.
  session.onOpen((prefs) => {
    stop();
    paused = false;
    speed = prefs?.speed ?? speed;
  });

  return {
    play,
    stop,
    /** The seat of the computer choosing its move now, or null. */
    seat: () => (run && !run.failed ? run.seat : null),
    /** Whether a computer's turn is under way (choosing, or failed and waiting for Try
     * again): nobody else may play it. */
    busy: () => !!run,
    failed: () => !!run?.failed,
    paused: () => paused,
    togglePause() {
      paused = !paused;
      if (!paused) resume?.();
      panels.say(WORDS.pause(paused));
      if (run) status();
      host.changed();
    },
    speed: () => speed,
    setSpeed(chosen) {
      speed = chosen;
    },
    thoughts: () => thoughts.map((t) => ({ ...t })),
  };
}

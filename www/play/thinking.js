// @ts-check
// A computer's turn: its worker (computer.js) chooses while the page keeps animating, the
// engine checks the choice like any move, and after a short pause it is played and animated
// like a person's. Watching the computers (every seat one) can be paused and sped up; a
// failed choice says why and offers Try again. A computer's hand never shows. Where the choice
// is made (computer.js's worker, or the game itself) is the engine's to know (Port.choose).

import * as computer from '../engine/computer.js';
import { t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';

/** The least time from the start of a computer's turn to its move, so people can follow. */
/** @type {Record<string, number>} */
const PAUSE = { slow: 1600, normal: 800, fast: 250 };
const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Why a choice failed, when the engine did not say (computer.js's problems).
 * @type {Record<string, (detail: string) => string>} */
const PROBLEM = {
  load: (detail) => t('problem.load', { detail }),
  start: (detail) => t('problem.start', { detail }),
  worker: (detail) => (detail ? t('problem.worker', { detail }) : t('problem.workerBare')),
  timeout: () => t('problem.timeout'),
  crash: (detail) => detail,
  none: () => t('problem.none'),
};

/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Action} Action */

/**
 * `host`: { session, names(), play(action) (commits it), begin(view) (the table without a
 * hand, a lone person's Muses kept in view), why(error) (an engine error in words),
 * changed(), redraw() }.
 * @param {{ session: import('./session.js').Session, names: () => string[], play: (action: Action) => void,
 *   begin: (view: View) => void, why: (error: any) => string, changed: () => void, redraw: () => void }} host
 */
export function createThinking(host) {
  const { session } = host;
  /** Why a choice failed, in words: the engine's reason, or the worker's problem. @param {any} error */
  const why = (error) =>
    error?.kind ? host.why(error).replace(/\.$/, '') : (PROBLEM[error?.problem] ?? PROBLEM.crash)(error?.detail ?? '');
  /** The turn a computer is thinking about (`line` a function that words the status line), or null.
   * @type {{ seat: number, failed: boolean, view: View, line: () => string, name: string } | null} */
  let run = null;
  let paused = false;
  let speed = 'normal';
  /** Watch mode's pause: resolves the wait of a choice made meanwhile.
   * @type {(() => void) | null} */
  let resume = null;
  /** How long each choice took in the worker: [{ level, ms }] (the tests' figures).
   * @type {{ level: string, ms: number }[]} */
  const thoughts = [];

  function status() {
    if (!run) return;
    const { line, name } = run;
    if (run.failed) panels.status(run.view, host.names(), () => t('thinking.failed', { line: line() }));
    else if (paused) panels.status(run.view, host.names(), () => t('thinking.paused', { line: line() }));
    else
      panels.thinking(run.view, host.names(), () => t('thinking.line', { line: line() }), t('thinking.said', { name }));
  }

  /** The computer at `seat` plays its turn in `view`; `line` words the status line, `hint`
   * what the hint keeps saying meanwhile (the last move, the first player's dice; words or a
   * function that gives them).
   * @param {View} view @param {number} seat @param {() => string} line @param {string | (() => string)} hint */
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
    /** @type {Action | null} */
    let action = null;
    /** @type {any} */
    let problem = null;
    try {
      const answer = await engine.choose(level, session.setup().think);
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
      panels.hint(() => t('thinking.failedHint', { name, why: why(problem) }), true);
      panels.say(t('thinking.failedSaid', { name, button: t('retry') }));
      host.changed();
      return;
    }
    await sleep(started + PAUSE[speed] - performance.now());
    while (paused && run === mine) await new Promise((go) => (resume = () => go(undefined)));
    if (run !== mine) return;
    run = null;
    host.play(/** @type {Action} */ (action));
  }

  /** Forgets a turn in progress (a new game, the menu, the next turn): the worker stops, and
   * a paused one no longer waits. */
  function stop() {
    if (!run) return;
    run = null;
    computer.cancel();
    resume?.();
  }

  return {
    play,
    stop,
    /** A game opened (flow.js opened): nothing from the last one thinks on, nor stays paused;
     * its speed as it was saved. @param {any} prefs */
    opened(prefs) {
      stop();
      paused = false;
      speed = prefs?.speed ?? speed;
    },
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
      panels.say(t(paused ? 'thinking.pause' : 'thinking.resume'));
      if (run) status();
      host.changed();
    },
    speed: () => speed,
    /** @param {string} chosen */
    setSpeed(chosen) {
      speed = chosen;
    },
    thoughts: () => thoughts.map((t) => ({ ...t })),
  };
}

/** @typedef {ReturnType<typeof createThinking>} Thinking */

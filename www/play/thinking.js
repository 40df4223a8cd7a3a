// @ts-check
// A computer's turn: its worker (computer.js) chooses while the page keeps animating, the engine checks the choice
// like any move, and after a short pause it is played like a person's.

import * as computer from '../engine/computer.js';
import { t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';

/** @type {Record<string, number>} */
const PAUSE = { slow: 1600, normal: 800, fast: 250 };
const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** @type {Record<string, (detail: string) => string>} */
const PROBLEM = {
  load: (detail) => t('problem.load', { detail }),
  start: (detail) => t('problem.start', { detail }),
  worker: (detail) => (detail ? t('problem.worker', { detail }) : t('problem.workerBare')),
  timeout: () => t('problem.timeout'),
  crash: (detail) => detail,
  none: () => t('problem.none'),
};

/** @import { View, Action } from '../engine/port.js' */

/** @param {import('./types.js').ThinkingHost} host */
export function createThinking(host) {
  const { session } = host;
  const why = (/** @type {any} */ error) =>
    error?.kind ? host.why(error).replace(/\.$/, '') : (PROBLEM[error?.problem] ?? PROBLEM.crash)(error?.detail ?? '');
  /** @type {{ seat: number, failed: boolean, view: View, line: () => string, name: string } | null} */
  let run = null;
  let paused = false;
  let speed = 'normal';
  let resume = /** @type {(() => void) | null} */ (null);
  /** How long each choice took in the workers (the tests' figures; Master's workers and their wasm memory in bytes).
   * @type {{ level: string, ms: number, iterations?: number, workers?: number, memory?: number[] }[]} */
  const thoughts = [];

  function status() {
    if (!run) return;
    const { line, name } = run;
    if (run.failed) panels.status(run.view, host.names(), () => t('thinking.failed', { line: line() }));
    else if (paused) panels.status(run.view, host.names(), () => t('thinking.paused', { line: line() }));
    else
      panels.thinking(run.view, host.names(), () => t('thinking.line', { line: line() }), t('thinking.said', { name }));
  }

  /** The computer at `seat` plays its turn in `view`; `line` words the status line, `hint` the hint meanwhile.
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
    let action = /** @type {Action | null} */ (null);
    let problem = /** @type {any} */ (null);
    try {
      const answer = await engine.choose(level, session.setup().think);
      const { iterations, workers, memory } = answer;
      thoughts.push({ level, ms: Math.round(answer.ms), iterations, workers, memory });
      action = answer.action;
    } catch (e) {
      problem = e;
    }
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

  function stop() {
    if (!run) return;
    run = null;
    computer.cancel();
    resume?.();
  }

  return {
    play,
    stop,
    opened(/** @type {any} */ prefs) {
      stop();
      paused = false;
      speed = prefs?.speed ?? speed;
    },
    seat: () => (run && !run.failed ? run.seat : null),
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
    setSpeed(/** @type {string} */ chosen) {
      speed = chosen;
    },
    thoughts: () => thoughts.map((t) => ({ ...t })),
  };
}

/** @typedef {ReturnType<typeof createThinking>} Thinking */

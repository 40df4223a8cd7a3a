// @ts-check
// The tutorial (issue 14), loaded when a player opens it: six lessons from the rulebook, each
// a few steps on a small position, played on the table by real input exactly like a game
// (turn.js, input.js) and checked by the engine in the tutorial's own wasm (bundles.js
// loadLessons, engine.js): only an action that meets the step's goal is played; anything else
// is explained (the engine's reason, or the goal it misses) and the step goes on. "Show me"
// plays the engine's solution; progress and the step open are remembered, and the address is
// the step's position link (#p…), so a reload comes back to it. The page's game is never
// touched: leaving returns to it as it was. The lessons' table is the game's (table.js, its
// end-of-round reveal too), and their turn is asked "may the player act?" as the game's is
// (play/controls.js, mode 'lesson').

import { loadLessons } from '../engine/bundles.js';
import { Engine } from '../engine/engine.js';
import { TUTORIAL as STORE, setAddress } from '../play/address.js';
import { createTurn } from '../play/turn.js';
import { SPEED } from '../table/anim.js';
import { drawHighlights } from '../table/marks.js';
import { finalTiles, tilesOf } from '../table/state.js';
import { list, sentence, subscribe, t, usePart } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import * as screens from '../ui/screens.js';

/** @typedef {import('lessons-wasm').OffGoal} OffGoal */
/** @typedef {import('lessons-wasm').Highlight} Highlight */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('../engine/port.js').LegalAction} LegalAction */
/** A step as the tutorial goes through them: the engine's, with its lesson and its place.
 * @typedef {import('lessons-wasm').StepInfo & { lesson: string, l: number, i: number, of: number }} Step */
/** @template {{ kind: string }} U @typedef {import('../engine/port.js').ParamsOf<U>} ParamsOf */

/**
 * What the tutorial works with (main.js): the table and its frames, the table's names for its
 * squares, an engine error in words, the table focused, the controls refreshed and asked
 * whether the player may act; whether the game is playing an action, the game paused while the
 * tutorial is open and taken back to after, the table's input given to the tutorial's turn
 * (with what it tells of itself) and back, and the new-game screen with a suggested setup.
 * @typedef {object} TutorialPort
 * @property {import('../table/table.js').Table} table
 * @property {import('../table/frames.js').Frames} frames
 * @property {(sq: import('../engine/port.js').Square) => string} nameAt
 * @property {(error: unknown) => string} why
 * @property {() => void} focus
 * @property {() => void} refresh
 * @property {() => boolean} canAct
 * @property {() => boolean} busy
 * @property {() => void} pause
 * @property {(turn: import('../play/turn.js').Turn | null,
 *   told?: () => { ready: boolean, busy: boolean, met: boolean }) => void} take
 * @property {() => void} back
 * @property {(suggested: { players: number, kinds: string[] }) => void} newGame
 */

/** Each lesson's title. @type {Record<string, string>} */
const TITLE = {
  step: 'tutorial.lesson.step',
  group: 'tutorial.lesson.group',
  push: 'tutorial.lesson.push',
  powers: 'tutorial.lesson.powers',
  placement: 'tutorial.lesson.placement',
  end: 'tutorial.lesson.end',
};

/** Each step's words: what to do, and what it showed once done (an explanation step's words
 * are its `do`, with the table's figures in them).
 * @type {Record<string, { do: string, done?: string }>} */
const STEP = {
  'step.move': { do: 'tutorial.do.step.move', done: 'tutorial.done.step.move' },
  'group.split': { do: 'tutorial.do.group.split', done: 'tutorial.done.group.split' },
  'group.step': { do: 'tutorial.do.group.step', done: 'tutorial.done.group.step' },
  'push.two': { do: 'tutorial.do.push.two', done: 'tutorial.done.push.two' },
  'push.three': { do: 'tutorial.do.push.three', done: 'tutorial.done.push.three' },
  'powers.raise-before': { do: 'tutorial.do.powers.raise-before', done: 'tutorial.done.powers.raise-before' },
  'powers.raise-after': { do: 'tutorial.do.powers.raise-after', done: 'tutorial.done.powers.raise-after' },
  'powers.lower': { do: 'tutorial.do.powers.lower', done: 'tutorial.done.powers.lower' },
  'powers.swap': { do: 'tutorial.do.powers.swap', done: 'tutorial.done.powers.swap' },
  'placement.touch': { do: 'tutorial.do.placement.touch', done: 'tutorial.done.placement.touch' },
  'placement.mystery': { do: 'tutorial.do.placement.mystery', done: 'tutorial.done.placement.mystery' },
  'placement.last': { do: 'tutorial.do.placement.last', done: 'tutorial.done.placement.last' },
  'end.six': { do: 'tutorial.do.end.six', done: 'tutorial.done.end.six' },
  'end.will': { do: 'tutorial.do.end.will' },
  'end.columns': { do: 'tutorial.do.end.columns' },
  'end.silver': { do: 'tutorial.do.end.silver' },
};

/** Why a legal action misses the step's goal (the engine's off_goal kinds).
 * @type {{ [K in OffGoal['kind']]: (p: ParamsOf<OffGoal>[K]) => string }} */
const OFF_GOAL = {
  UsedPower: () => t('tutorial.off.UsedPower'),
  Pushed: (p) => t('tutorial.off.Pushed', { count: p.moved }),
  NoPush: () => t('tutorial.off.NoPush'),
  TooFewMoved: (p) => t('tutorial.off.TooFewMoved', { count: p.moved, wanted: p.wanted }),
  NoPower: () => t('tutorial.off.NoPower'),
  WrongEffect: (p) => t('tutorial.off.WrongEffect', { used: t(EFFECT[p.used]), wanted: t(EFFECT[p.wanted]) }),
  WrongTiming: (p) => t(p.wanted === 'Before' ? 'tutorial.off.WrongTiming.Before' : 'tutorial.off.WrongTiming.After'),
  WrongFace: (p) => t(p.face_down ? 'tutorial.off.WrongFace.down' : 'tutorial.off.WrongFace.up'),
  NoSix: () => t('tutorial.off.NoSix'),
  NotRefused: () => t('tutorial.off.NotRefused'),
  NothingToPlay: () => t('tutorial.off.NothingToPlay'),
};
/** Why `goal` is missed, in words. @param {OffGoal} goal */
const offGoal = (goal) =>
  /** @type {(p: unknown) => string} */ (OFF_GOAL[goal.kind])('params' in goal ? goal.params : undefined);
/** What an explanation step is about (null for another step). @param {Step} s */
const topicOf = (s) => (s.goal.kind === 'Explain' ? s.goal.topic : null);
/** @type {Record<import('lessons-wasm').Effect, string>} */
const EFFECT = { Raise: 'tutorial.effect.Raise', Lower: 'tutorial.effect.Lower', Swap: 'tutorial.effect.Swap' };

/** The progress as saved.
 * @returns {{ step: string | null, link: string | null, open: boolean, done: string[] }} */
export function progress() {
  try {
    const p = JSON.parse(localStorage.getItem(STORE) ?? 'null');
    if (p && typeof p.step === 'string' && Array.isArray(p.done)) return p;
  } catch {
    // Unreadable: the tutorial starts at its beginning.
  }
  return { step: null, link: null, open: false, done: [] };
}

/** @param {{ step: string | null, link: string | null, open: boolean, done: string[] }} p */
function remember(p) {
  try {
    localStorage.setItem(STORE, JSON.stringify(p));
  } catch {
    // Storage refused: the tutorial still runs, from the start next time.
  }
}

/** The actions a step's table offers: a step that is not about Powers offers none, so that
 * what the table says next (a Power may follow the step) never asks for what the step
 * refuses; the step is played as soon as it is made.
 * @param {Step} step @param {LegalAction[]} legal */
const offered = (step, legal) =>
  step.goal.kind === 'Power' || step.goal.kind === 'EndRound'
    ? legal
    : legal.filter(({ action }) => action.kind === 'Step' || action.kind === 'Place');

/** @param {number} ms */
const wait = (ms) => new Promise((done) => setTimeout(done, ms * SPEED));

/** Whether the tutorial is open. */
let opened = false;

/**
 * Opens the tutorial at step `at` (an id; else where it was left, else the start), the game
 * shown waiting untouched. A bundle that cannot be had is said where the player is.
 * @param {TutorialPort} page @param {string | null} [at]
 */
export async function learn(page, at) {
  if (opened || page.busy()) return;
  opened = true;
  page.pause();
  screens.hideOverlays();
  try {
    await openTutorial(page, at);
  } catch (e) {
    opened = false;
    page.take(null);
    page.back();
    panels.hint(page.why(e), true);
    screens.newGameError(page.why(e));
  }
}

/** Back from the tutorial: the game as it was (its address again), or the new-game screen.
 * @param {TutorialPort} page */
function back(page) {
  const { table } = page;
  opened = false;
  page.take(null);
  table.setTiles([]);
  table.setCrop(true);
  table.unzoom();
  page.back();
  page.refresh();
}

/** The tutorial's panel and its turn on the table, at step `at`; rejects if its wasm or its
 * messages cannot be had. @param {TutorialPort} host @param {string | null} [at] */
async function openTutorial(host, at) {
  const [bindings] = await Promise.all([loadLessons(), usePart('tutorial')]);
  const { table, frames } = host;
  const { state } = table;
  const book = Engine.lessons(bindings);
  const steps = book.lessons.flatMap((lesson, l) =>
    lesson.steps.map((s, i) => ({ ...s, lesson: lesson.id, l, i, of: lesson.steps.length })),
  );
  const saved = progress();
  const done = new Set(saved.done.filter((id) => id in STEP));
  let index = Math.max(
    0,
    steps.findIndex((s) => s.id === (at ?? saved.step)),
  );
  /** The game the step is played in (the tutorial's wasm: an Engine with the lesson methods),
   * and whether the step is met. @type {import('../engine/engine.js').LessonEngine | null} */
  let game = null;
  /** The step's game (open() makes it before anything asks for it). */
  const playing = () => /** @type {import('../engine/engine.js').LessonEngine} */ (game);
  let met = false;
  let busy = false;
  /** The last thing said about the player's action: [text (or a function that words it), tone].
   * @type {[string | (() => string), string]} */
  let said = ['', ''];

  const el = panel();
  const turn = createTurn({
    table,
    engine: playing,
    commit: (action) => attempt(action),
    hint: (text, refused) => say(text, refused ? 'wrong' : ''),
    changed: () => host.refresh(),
    canAct: host.canAct,
    nameAt: host.nameAt,
    why: host.why,
    refused: (action) => refusedAttempt(action),
  });
  table.setTiles([]);
  // A lesson's table is small: always shown whole.
  table.setCrop(false);
  table.unzoom();
  // What the controls ask of the lesson (play/controls.js): its game is there, it shows
  // something, its step is met.
  host.take(turn, () => ({ ready: !!game, busy, met }));
  panels.$('app').classList.add('tutoring');
  const unsubscribe = subscribe(() => words());

  const step = () => steps[index];

  /** The step's game: the one played so far when the step goes on from the step before it
   * (just finished here), else its position afresh.
   * @param {number} i @param {boolean} keep */
  function open(i, keep) {
    index = i;
    const s = step();
    if (!keep || !game) {
      game?.free();
      game = Engine.lesson(bindings, s.link);
    }
    met = false;
    say('', '');
    remember({ step: s.id, link: s.link, open: true, done: [...done] });
    setAddress(s.link);
    begin();
  }

  /** The table for the step: its position, the input it takes, and its highlights. */
  async function begin() {
    const s = step();
    const view = playing().view(null);
    table.setOverlay(null);
    if (s.goal.kind === 'Explain') {
      met = true;
      done.add(s.id);
      turn.begin(view, [], null);
      await explain(s, view.results.at(-1));
    } else {
      const seat = view.to_move;
      turn.begin(playing().view(seat, true), offered(s, playing().legal()), view.phase === 'Placement' ? seat : null);
      mark();
    }
    words();
    host.refresh();
    frames.redraw();
  }

  /** The engine's highlights for the step, drawn over the table. */
  function mark() {
    const marks = met ? [] : playing().lessonHighlights(step().id);
    table.setOverlay(marks.length ? (ctx) => drawHighlights(ctx, state, marks) : null);
  }

  /** The scoring shown step by step on the table (lesson 6).
   * @param {Step} s @param {Score | undefined} score */
  async function explain(s, score) {
    if (!score) return;
    const marks = playing().lessonHighlights(s.id);
    if (topicOf(s) === 'WillOfApollo') {
      busy = true;
      table.show(finalTiles(score, 0), { dur: 0 });
      await wait(500);
      // The game's end-of-round reveal, up to the Will of Apollo.
      table.reveal(score, { at: performance.now(), upTo: 2, speed: SPEED });
      await frames.whenIdle();
      busy = false;
    } else {
      table.show(finalTiles(score, 3));
    }
    table.setOverlay((ctx) => drawHighlights(ctx, state, marks));
    rows(s, score, marks);
  }

  /** Each Company's dice from highest to lowest, the columns the step explains marked.
   * @param {Step} s @param {Score} score @param {Highlight[]} marks */
  function rows(s, score, marks) {
    const box = el.rows;
    box.replaceChildren();
    box.hidden = s.goal.kind !== 'Explain' || topicOf(s) === 'WillOfApollo';
    if (box.hidden) return;
    const shown = new Set(marks.filter((m) => m.kind === 'Column').map((m) => m.index));
    score.companies.forEach((company, k) => {
      const row = document.createElement('div');
      row.className = 'tutorial-row';
      const who = document.createElement('span');
      who.className = 'who';
      who.textContent = t(`company.${company.colour}`);
      row.append(who);
      company.dice.forEach((value, c) => {
        const die = panels.dieEl(company.colour, String(value));
        const cell = document.createElement('span');
        cell.className = 'cell';
        if (shown.has(c)) cell.classList.add('column');
        if (shown.has(c) && score.columns[c] === k) cell.classList.add('won');
        cell.append(die);
        row.append(cell);
      });
      box.append(row);
    });
  }

  /** An explanation step's words, with what the table shows.
   * @param {Step} s @param {Score} score */
  function explanation(s, score) {
    const company = (/** @type {number} */ k) => t(`company.${score.companies[k].colour}`);
    if (topicOf(s) === 'WillOfApollo') {
      const muses = score.tiles.filter((x) => x.will_of_apollo).map((x) => x.muse);
      const revealed = score.tiles.filter((x) => x.was_face_down).map((x) => x.muse);
      return t(STEP[s.id].do, { revealed: list(revealed), muses: list(muses) });
    }
    const columns = score.columns.map((k, c) =>
      k === null
        ? t('tutorial.column.tie', { column: c + 1 })
        : t('tutorial.column.won', { column: c + 1, company: company(k) }),
    );
    if (topicOf(s) === 'Columns') return t(STEP[s.id].do, { columns: list(columns) });
    const silver = score.bonus_column;
    const winners = list(score.winners.map(company));
    const suns = score.companies[score.winners[0]]?.suns ?? 0;
    return t(STEP[s.id].do, {
      silver:
        silver === null
          ? t('tutorial.silver.none')
          : t('tutorial.silver.column', {
              column: silver + 1,
              // The Silver's column is won.
              company: company(/** @type {number} */ (score.columns[silver])),
            }),
      winners: sentence(t('tutorial.silver.winners', { winners, count: suns })),
    });
  }

  /** An action the turn built (legal, complete): played only if it meets the goal.
   * @param {Action} action */
  async function attempt(action) {
    const s = step();
    const check = playing().lessonCheck(s.id, action);
    if (!check) return;
    if (!check.ok) {
      // Nothing was played: the Muses go back to where they stood, and why.
      const text = check.reason ? host.why(check.reason) : check.off_goal && offGoal(check.off_goal);
      await begin();
      say(`${text ?? ''} ${t('tutorial.tryAgain')}`, 'wrong');
      return;
    }
    await succeed(s, t(STEP[s.id].done ?? ''));
  }

  /** A step met: the table moves as the engine played it, and the lesson's point is said.
   * @param {Step} s @param {string} text */
  async function succeed(s, text) {
    met = true;
    busy = true;
    table.setOverlay(null);
    turn.finish();
    const view = playing().view(null);
    const ended = view.phase === 'Over';
    // A round that is over has its score.
    const last = /** @type {Score} */ (view.results.at(-1));
    table.show(ended ? finalTiles(last, 0) : tilesOf(playing().view(view.to_move, true)));
    await frames.whenIdle();
    busy = false;
    table.setPhase(view.phase);
    done.add(s.id);
    remember({ ...progress(), done: [...done] });
    say(text, 'right');
    words();
    host.refresh();
    el.next.focus({ preventScroll: true });
  }

  /** An action the engine refused (turn.js has said why): a step that asks for this very
   * refusal is met.
   * @param {Action} action */
  function refusedAttempt(action) {
    const s = step();
    if (s.goal.kind !== 'Refused' || met) return;
    const check = playing().lessonCheck(s.id, action);
    if (check?.ok) succeed(s, `${host.why(check.reason)} ${t(STEP[s.id].done ?? '')}`);
  }

  /** "Show me": the engine's solution, pointed at, then played. */
  async function showMe() {
    const s = step();
    if (met || busy) return;
    const action = playing().lessonSolution(s.id);
    if (!action) return;
    busy = true;
    // Pointed at on the table by the turn itself (its named function, not its fields).
    turn.point(action);
    await wait(700);
    busy = false;
    if (s.goal.kind === 'Refused') {
      turn.takeBack();
      return refusedAttempt(action);
    }
    return attempt(action);
  }

  function next() {
    if (!met) return;
    if (index + 1 >= steps.length) return finished();
    const keep = steps[index + 1].continues;
    open(index + 1, keep);
    host.focus();
  }

  /** Every step done: what now. */
  function finished() {
    remember({ ...progress(), step: steps[0].id, link: steps[0].link, open: false });
    say(t('tutorial.finished', { button: t('hint.button') }), 'right');
    el.next.hidden = true;
    el.play.hidden = false;
    el.play.focus({ preventScroll: true });
  }

  /** The player's action said in words: `tone` "wrong" (refused or off the goal), "right"
   * (the step is met) or "" (what the table says about the turn).
   * @param {string | (() => string)} text @param {string} tone */
  function say(text, tone) {
    said = [text, tone];
    // The turn's hints come as functions that word them (turn.js), again in another language.
    el.said.textContent = typeof text === 'function' ? text() : text;
    el.said.className = tone;
  }

  /** The panel's words, in the language spoken. */
  function words() {
    const s = step();
    const lesson = book.lessons[s.l];
    el.title.textContent = t('tutorial.title', {
      lesson: s.l + 1,
      lessons: book.lessons.length,
      name: t(TITLE[lesson.id]),
    });
    el.progress.textContent = t('tutorial.stepOf', { step: s.i + 1, steps: s.of });
    const score = s.goal.kind === 'Explain' ? playing().view(null).results.at(-1) : null;
    el.do.textContent = score ? explanation(s, score) : t(STEP[s.id].do);
    el.show.textContent = t('tutorial.showMe');
    el.show.hidden = met || s.goal.kind === 'Explain';
    el.next.textContent =
      index + 1 < steps.length && steps[index + 1].l !== s.l ? t('tutorial.nextLesson') : t('tutorial.next');
    el.next.disabled = !met;
    el.leave.textContent = t('tutorial.leave');
    el.play.textContent = t('tutorial.play');
    el.lessons.setAttribute('aria-label', t('tutorial.lessons'));
    el.lessons.replaceChildren(
      ...book.lessons.map((lesson, l) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = String(l + 1);
        b.title = t(TITLE[lesson.id]);
        b.setAttribute('aria-label', t(TITLE[lesson.id]));
        if (l === s.l) b.setAttribute('aria-current', 'step');
        if (lesson.steps.every((x) => done.has(x.id))) b.classList.add('done');
        b.onclick = () => {
          if (busy) return;
          el.next.hidden = false;
          el.play.hidden = true;
          open(
            steps.findIndex((x) => x.l === l),
            false,
          );
        };
        return b;
      }),
    );
    el.box.dataset.step = s.id;
    el.box.dataset.met = String(met);
    if (said[0]) say(...said);
  }

  /** The tutorial's panel, beside the table (where the log and rules are in a game). */
  function panel() {
    const box = document.createElement('section');
    box.id = 'tutorial';
    box.setAttribute('aria-labelledby', 'tutorial-title');
    box.innerHTML = [
      '<div class="panel-head"><h2 id="tutorial-title"></h2>' +
        '<button type="button" id="tutorial-leave"></button></div>',
      '<nav id="tutorial-lessons"></nav><p id="tutorial-progress"></p><p id="tutorial-do"></p>' +
        '<div id="tutorial-rows" hidden></div>',
      '<p id="tutorial-said" role="status" aria-live="polite"></p>',
      '<div class="buttons"><button type="button" id="tutorial-show"></button>' +
        '<button type="button" class="primary" id="tutorial-next"></button>' +
        '<button type="button" class="primary" id="tutorial-play" hidden></button></div>',
    ].join('\n');
    panels.$('side').before(box);
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (box.querySelector(`#tutorial-${id}`));
    const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
    const parts = {
      ...{ box, title: $('title'), lessons: $('lessons'), progress: $('progress'), do: $('do'), rows: $('rows') },
      ...{ said: $('said'), leave: button('leave'), show: button('show'), next: button('next'), play: button('play') },
    };
    parts.show.onclick = showMe;
    parts.next.onclick = next;
    parts.leave.onclick = () => close(() => back(host));
    // The tutorial's last words say to start on Easy: the new-game screen offers just that.
    parts.play.onclick = () =>
      close(() => {
        back(host);
        host.newGame({ players: 2, kinds: ['human', 'easy'] });
      });
    return parts;
  }

  /** Leaves the tutorial (remembered as left: a reload opens the game again), then `then`.
   * @param {() => void} then */
  function close(then) {
    remember({ ...progress(), open: false });
    unsubscribe();
    table.setOverlay(null);
    turn.finish();
    game?.free();
    game = null;
    el.box.remove();
    panels.$('app').classList.remove('tutoring');
    then();
  }

  open(index, false);
  host.focus();
}

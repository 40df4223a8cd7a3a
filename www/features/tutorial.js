// @ts-check
// The tutorial, loaded when opened: six lessons from the rulebook, each a few steps on a small
// position, played by real input like a game and checked by the engine in the tutorial's own
// wasm: only an action that meets the step's goal is played, anything else is explained.
// The address is the step's position link, so a reload comes back; the game is never touched.

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

/** @import { OffGoal, Highlight } from 'lessons-wasm' */
/** @import { Score, Action, LegalAction } from '../engine/port.js' */
/** @typedef {import('lessons-wasm').StepInfo & { lesson: string, l: number, i: number, of: number }} Step */
/** @template {{ kind: string }} U @typedef {import('../engine/port.js').ParamsOf<U>} ParamsOf */

/** @typedef {import('./types.js').TutorialPort} TutorialPort */

/** @type {Record<string, string>} */
const TITLE = {
  step: 'tutorial.lesson.step',
  group: 'tutorial.lesson.group',
  push: 'tutorial.lesson.push',
  powers: 'tutorial.lesson.powers',
  placement: 'tutorial.lesson.placement',
  end: 'tutorial.lesson.end',
};

/** An explanation step's words are its `do`, with the table's figures in them.
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

/** The engine's off_goal kinds, in words. @type {{ [K in OffGoal['kind']]: (p: ParamsOf<OffGoal>[K]) => string }} */
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
const offGoal = (/** @type {OffGoal} */ goal) =>
  /** @type {(p: unknown) => string} */ (OFF_GOAL[goal.kind])('params' in goal ? goal.params : undefined);
const topicOf = (/** @type {Step} */ s) => (s.goal.kind === 'Explain' ? s.goal.topic : null);
/** @type {Record<import('lessons-wasm').Effect, string>} */
const EFFECT = { Raise: 'tutorial.effect.Raise', Lower: 'tutorial.effect.Lower', Swap: 'tutorial.effect.Swap' };

/** @returns {{ step: string | null, link: string | null, open: boolean, done: string[] }} */
export function progress() {
  try {
    const p = JSON.parse(localStorage.getItem(STORE) ?? 'null');
    if (p && typeof p.step === 'string' && Array.isArray(p.done)) return p;
  } catch {
    // Unreadable: the tutorial starts at its beginning.
  }
  return { step: null, link: null, open: false, done: [] };
}

function remember(/** @type {{ step: string | null, link: string | null, open: boolean, done: string[] }} */ p) {
  try {
    localStorage.setItem(STORE, JSON.stringify(p));
  } catch {
    // Storage refused: the tutorial still runs, from the start next time.
  }
}

/** A step not about Powers offers none, so that the table never asks for what it refuses. */
const offered = (/** @type {Step} */ step, /** @type {LegalAction[]} */ legal) =>
  step.goal.kind === 'Power' || step.goal.kind === 'EndRound'
    ? legal
    : legal.filter(({ action }) => action.kind === 'Step' || action.kind === 'Place');

const wait = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms * SPEED));

let opened = false;

/** Opens at step `at` (else where it was left, else the start); the game waits untouched.
 * @param {TutorialPort} page @param {string | null} [at] */
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

/** Back to the game as it was, or the new-game screen. @param {TutorialPort} page */
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

/** Rejects if its wasm or messages cannot be had. @param {TutorialPort} host @param {string | null} [at] */
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
  let game = /** @type {import('../engine/engine.js').LessonEngine | null} */ (null);
  const playing = () => /** @type {import('../engine/engine.js').LessonEngine} */ (game);
  let met = false;
  let busy = false;
  /** The last word on the player's action: [text or its wording function, tone].
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
  host.take(turn, () => ({ ready: !!game, busy, met }));
  panels.$('app').classList.add('tutoring');
  const unsubscribe = subscribe(() => words());

  const step = () => steps[index];

  /** The game played so far when the step follows on from the one just finished, else afresh. */
  function open(/** @type {number} */ i, /** @type {boolean} */ keep) {
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

  function mark() {
    const marks = met ? [] : playing().lessonHighlights(step().id);
    table.setOverlay(marks.length ? (ctx) => drawHighlights(ctx, state, marks) : null);
  }

  /** The scoring shown on the table (lesson 6). @param {Step} s @param {Score | undefined} score */
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

  function rows(/** @type {Step} */ s, /** @type {Score} */ score, /** @type {Highlight[]} */ marks) {
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

  function explanation(/** @type {Step} */ s, /** @type {Score} */ score) {
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
              company: company(/** @type {number} */ (score.columns[silver])),
            }),
      winners: sentence(t('tutorial.silver.winners', { winners, count: suns })),
    });
  }

  /** Played only if it meets the goal. @param {Action} action */
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

  async function succeed(/** @type {Step} */ s, /** @type {string} */ text) {
    met = true;
    busy = true;
    table.setOverlay(null);
    turn.finish();
    const view = playing().view(null);
    const ended = view.phase === 'Over';
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

  /** A step that asks for this very refusal is met. @param {Action} action */
  function refusedAttempt(action) {
    const s = step();
    if (s.goal.kind !== 'Refused' || met) return;
    const check = playing().lessonCheck(s.id, action);
    if (check?.ok) succeed(s, `${host.why(check.reason)} ${t(STEP[s.id].done ?? '')}`);
  }

  async function showMe() {
    const s = step();
    if (met || busy) return;
    const action = playing().lessonSolution(s.id);
    if (!action) return;
    busy = true;
    // By the turn's named function, not its fields.
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

  function finished() {
    remember({ ...progress(), step: steps[0].id, link: steps[0].link, open: false });
    say(t('tutorial.finished', { button: t('hint.button') }), 'right');
    el.next.hidden = true;
    el.play.hidden = false;
    el.play.focus({ preventScroll: true });
  }

  /** `tone`: "wrong", "right" (the step is met) or "" (the turn's own words). */
  function say(/** @type {string | (() => string)} */ text, /** @type {string} */ tone) {
    said = [text, tone];
    // Hints come as functions (turn.js): worded again in another language.
    el.said.textContent = typeof text === 'function' ? text() : text;
    el.said.className = tone;
  }

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

  /** Remembered as left: a reload opens the game again. @param {() => void} then */
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

// @ts-check
// The review of a game: what the computer thinks of every move of the rounds over, each judged from what its player
// could see then (docs/figures-review.md). The work runs in a worker (run.js) and is kept after every move (kept.js).
// The panel follows the replay's position: the move played as a thin teal arrow, "better was" as the Hint's gold one.
// Only rounds over are reviewed (a fair game's once verified): nothing tells a hidden Muse.

import { drawArrow } from '../../table/marks.js';
import { list, sentence, subscribe, t, usePart } from '../../ui/i18n.js';
import * as panels from '../../ui/panels.js';
import { company } from '../../ui/result-words.js';
import * as screens from '../../ui/screens.js';
import { because, said, shapeOf } from '../hint.js';
import { DASHES, draw, placeAt } from './graph.js';
import { keep, keptText, lastKept } from './kept.js';
import { run, sourceOf } from './run.js';
import { STYLE } from './style.js';

/** @import { Port, Square } from '../../engine/port.js' */
/** @import { Depth } from './kept.js' */
/** Chances per mille, one per Company. @typedef {import('review-wasm').Reviewed} Entry
 * @typedef {import('review-wasm').Review} Review */

/** @typedef {import('./types.js').ReviewPort} ReviewPort */

/** Each mark's sign (chess's) and words.
 * @type {Record<import('review-wasm').Mark, { sign: string, noun: string, count: string, lost: string }>} */
const MARKS = {
  Blunder: { sign: '??', noun: 'review.Blunder', count: 'review.count.Blunder', lost: 'review.lost.Blunder' },
  Mistake: { sign: '?', noun: 'review.Mistake', count: 'review.count.Mistake', lost: 'review.lost.Mistake' },
  Inaccuracy: {
    sign: '?!',
    noun: 'review.Inaccuracy',
    count: 'review.count.Inaccuracy',
    lost: 'review.lost.Inaccuracy',
  },
  Strong: { sign: '!', noun: 'review.Strong', count: 'review.count.Strong', lost: '' },
};
/** The move played, beside "better was": thinner, teal, its ring dashed. */
const PLAYED = { colour: '#5fe3c9', scale: 0.6, dash: [7, 5] };

const percent = (/** @type {number} */ perMille) => t('review.percent', { value: Math.round(perMille / 10) });

/** @typedef {import('./types.js').Shown<ReturnType<typeof panel>>} Shown */

let shown = /** @type {Shown | null} */ (null);
/** Set once, at the first opening. */
let hooked = false;

/** Shows at once what was kept, and reviews the rest. @param {ReviewPort} port */
export async function open(port) {
  const engine = port.session.engine();
  if (!engine?.view(null).results.length) return;
  await Promise.all([usePart('review'), usePart('hint')]);
  if (port.session.engine() !== engine) return;
  screens.hideOverlays();
  if (!hooked) {
    hooked = true;
    port.use({ opened: () => close(false) });
    subscribe(() => shown && render(true));
  }
  if (shown) return shown.el.title.focus();
  await port.history.replay.open();
  if (shown || port.session.engine() !== engine || port.history.replay.index() === null) return;
  const view = engine.view(null);
  const mine = port.session.mine();
  const game = port.session.id() ?? port.session.key();
  shown = {
    port,
    engine,
    game,
    log: engine.log(mine, mine !== null),
    seats: view.seats,
    companies: view.companies,
    rounds: view.results.length,
    depth: lastKept(game)?.depth ?? 'default',
    review: null,
    status: 'loading',
    problem: '',
    worker: null,
    at: -1,
    overlay: null,
    drawn: '',
    listed: -1,
    timing: { started: 0, steps: 0, slowest: 0 },
    puzzles: 0,
    el: panel(),
  };
  panels.$('app').classList.add('reviewing');
  start(shown.depth);
  check(port);
  shown.el.title.focus();
}

/** The review follows the replay, and closes with it or when another game is shown. @param {ReviewPort} port */
export function check(port) {
  if (!shown) return;
  const at = port.history.replay.index();
  if (at === null || port.session.engine() !== shown.engine) return close(false);
  if (at === shown.at) return;
  shown.at = at;
  render(false);
}

/** `back`: the replay too, to the game as it stands. */
function close(back = true) {
  const s = shown;
  if (!s) return;
  shown = null;
  s.worker?.stop();
  if (s.port.table.state.overlay === s.overlay) s.port.table.setOverlay(null);
  s.el.box.remove();
  panels.$('app').classList.remove('reviewing');
  if (back) s.port.history.replay.close();
  s.port.focus();
}

function start(/** @type {Depth} */ depth) {
  const s = /** @type {Shown} */ (shown);
  s.worker?.stop();
  Object.assign(s, {
    depth,
    status: 'loading',
    problem: '',
    timing: { started: performance.now(), steps: 0, slowest: 0 },
  });
  try {
    s.worker = run(
      sourceOf(s.engine),
      { kept: keptText(s.game, depth), deeper: depth === 'deeper' },
      { update: (data) => update(s, data), failed: (error) => failed(s, error.problem) },
    );
  } catch {
    // The page was built without the review's wasm.
    return failed(s, 'load');
  }
  render(false);
}

/** @param {Shown} s @param {{ review: any, kept: string, done: boolean, ms: number }} data */
function update(s, data) {
  if (shown !== s) return;
  const { timing } = s;
  if (data.ms) {
    timing.steps++;
    timing.slowest = Math.max(timing.slowest, data.ms);
  }
  s.review = data.review;
  keep(s.game, s.depth, data.kept);
  const first = s.status === 'loading';
  s.status = data.done ? 'done' : 'running';
  if (first && !data.done) panels.say(() => t('review.started'));
  if (data.done) {
    if (timing.steps) {
      const detail = { actions: timing.steps, slowest: timing.slowest, iterations: data.review.iterations };
      performance.measure('review', { start: timing.started, detail });
    }
    if (!first || timing.steps) panels.say(() => `${doneWords(s)} ${turningWords(s)}`);
    toPuzzles(s, data.review);
  }
  render(false);
}

/** A review done: the mistakes of the seats played here with an exact better move become
 * puzzles (features/puzzles/mistakes.js). @param {Shown} s @param {Review} review */
function toPuzzles(s, review) {
  const { session, puzzles } = s.port;
  // A fair game is reviewed from fair mode's wasm: its code is not a game the puzzles open.
  if (!puzzles || s.engine.caps.review !== 'review') return;
  const mine = session.mine();
  const seats = mine === null ? session.humans() : [mine];
  // A game begun from a position link: its code says only where it stands.
  const start = session.start() ?? null;
  const played = { code: s.engine.code(), start, actions: start ? s.engine.actions() : [] };
  puzzles()
    .reviewed({ game: s.game, ...played, seats, entries: review.entries })
    .then((count) => {
      if (shown !== s || !count) return;
      s.puzzles = count;
      render(false);
    });
}

/** `problem` 'load': its wasm could not be loaded. @param {Shown} s @param {string} problem */
function failed(s, problem) {
  if (shown !== s) return;
  s.worker = null;
  s.status = 'failed';
  s.problem =
    problem !== 'load' ? 'review.error.failed' : navigator.onLine ? 'review.error.load' : 'review.error.offline';
  panels.say(() => t(s.problem));
  render(false);
}

/** What the worker did is kept: Go on takes it up. */
function cancel() {
  const s = shown;
  if (!s || (s.status !== 'running' && s.status !== 'loading')) return;
  s.worker?.stop();
  s.worker = null;
  s.status = 'stopped';
  panels.say(() => statusWords(s));
  render(false);
  s.el.go.focus();
}

/** In the side's place (below the table on a phone). */
function panel() {
  if (!document.getElementById('review-style')) {
    document.head.append(Object.assign(document.createElement('style'), { id: 'review-style', textContent: STYLE }));
  }
  const box = document.createElement('section');
  box.id = 'review';
  box.setAttribute('aria-labelledby', 'review-title');
  box.innerHTML = [
    '<div class="panel-head"><h2 id="review-title" tabindex="-1"></h2><button type="button" id="review-close"></button></div>',
    '<p id="review-about" class="small"></p>',
    '<div id="review-run"><p id="review-status"></p><progress id="review-progress" aria-labelledby="review-status"></progress>',
    '<button type="button" id="review-cancel"></button><button type="button" id="review-go"></button>',
    '<button type="button" id="review-deeper"></button></div>',
    '<figure id="review-figure"><svg id="review-graph" role="img" aria-describedby="review-summary"></svg>',
    '<figcaption id="review-summary"></figcaption><ul id="review-legend"></ul></figure>',
    '<button type="button" id="review-turning"></button>',
    '<p id="review-puzzles" hidden><span id="review-puzzles-text"></span> <button type="button" id="review-solve"></button></p>',
    '<h3 id="review-moves-title"></h3><ol id="review-moves"></ol>',
  ].join('');
  // What the computer thinks of the move shown: in the list, under that move.
  const move = document.createElement('li');
  move.id = 'review-move';
  move.setAttribute('aria-live', 'polite');
  move.innerHTML = [
    '<h3 id="review-move-title"></h3><p id="review-move-played"></p>',
    '<p id="review-move-judged"></p><p id="review-move-better" class="better"></p>',
  ].join('');
  panels.$('side').before(box);
  const $ = (/** @type {string} */ id) =>
    /** @type {HTMLElement} */ (box.querySelector(`#review-${id}`) ?? move.querySelector(`#review-${id}`));
  const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
  const el = {
    box,
    title: $('title'),
    about: $('about'),
    progress: /** @type {HTMLProgressElement} */ ($('progress')),
    status: $('status'),
    ...{ close: button('close'), cancel: button('cancel'), go: button('go'), deeper: button('deeper') },
    graph: /** @type {SVGSVGElement} */ (/** @type {unknown} */ ($('graph'))),
    summary: $('summary'),
    legend: $('legend'),
    turning: button('turning'),
    puzzles: $('puzzles'),
    puzzlesText: $('puzzles-text'),
    solve: button('solve'),
    move: {
      box: move,
      title: $('move-title'),
      played: $('move-played'),
      judged: $('move-judged'),
      better: $('move-better'),
    },
    movesTitle: $('moves-title'),
    moves: $('moves'),
  };
  el.close.onclick = () => close();
  el.cancel.onclick = cancel;
  el.go.onclick = () => start(shown?.depth ?? 'default');
  el.deeper.onclick = () => start('deeper');
  el.turning.onclick = () => {
    const at = shown && turningOf(shown, graphRound(shown));
    if (typeof at === 'number') go(at);
  };
  el.solve.onclick = () => shown?.port.puzzles?.().open({ set: 'mistakes', game: shown.game });
  el.graph.onclick = (e) => {
    if (!shown) return;
    const r = graphRound(shown);
    go(r.first + placeAt(el.graph, e.clientX, r.total));
  };
  return el;
}

const go = (/** @type {number} */ index) => shown?.port.history.replay.go(index);

/** `again`: in another language (the list of moves is written anew). @param {boolean} again */
function render(again) {
  const s = shown;
  if (!s) return;
  const { el } = s;
  el.title.textContent = t('review.title');
  el.about.textContent = t('review.about');
  el.close.textContent = t('back.game');
  el.cancel.textContent = t('review.cancel');
  el.go.textContent = t(s.status === 'failed' ? 'review.retry' : 'review.goOn');
  el.deeper.textContent = t('review.deeper');
  el.movesTitle.textContent = t('log.title');
  el.puzzles.hidden = !s.puzzles;
  el.puzzlesText.textContent = t('review.puzzles', { count: s.puzzles });
  el.solve.textContent = t('review.solve');
  const working = s.status === 'loading' || s.status === 'running';
  el.cancel.hidden = !working;
  el.go.hidden = s.status !== 'stopped' && s.status !== 'failed';
  el.deeper.hidden = s.status !== 'done' || s.depth === 'deeper';
  el.progress.hidden = !working && s.status !== 'stopped';
  const done = s.review?.entries.length ?? 0;
  const total = s.review?.total ?? 0;
  if (s.status === 'loading' || !total) el.progress.removeAttribute('value');
  else Object.assign(el.progress, { max: total, value: done });
  el.status.textContent = statusWords(s);
  el.status.classList.toggle('failed', s.status === 'failed');
  graph(s);
  moves(s, again);
  current(s, again);
}

function statusWords(/** @type {Shown} */ s) {
  const done = s.review?.entries.length ?? 0;
  const total = s.review?.total ?? 0;
  switch (s.status) {
    case 'loading':
      return t('review.loading');
    case 'running':
      return t('review.running', { count: done, total });
    case 'stopped':
      return total ? t('review.stopped', { count: done, total }) : t('review.nothingYet');
    case 'failed':
      return t(s.problem);
    default:
      return doneWords(s);
  }
}

/** @param {Shown} s */
const doneWords = (s) => t(s.depth === 'deeper' ? 'review.doneDeeper' : 'review.done', { count: s.review?.total ?? 0 });

/** "Purple (Anna)". @param {Shown} s @param {number} k */
const companyName = (s, k) => company(s.companies[k].colour, s.companies[k].seats, s.port.session.names());
/** @param {Shown} s @param {number} seat */
const companyOf = (s, seat) => s.companies.findIndex((c) => c.colour === s.seats[seat]);
/** @param {Shown} s @param {number} index */
const entryAt = (s, index) => s.review?.entries.find((e) => e.index === index) ?? null;

/** The round of the move shown if it may be reviewed, else the last one reviewed. @param {Shown} s */
function graphRound(s) {
  const shownRound = s.log[s.at]?.round ?? Infinity;
  const round = shownRound <= s.rounds ? shownRound : (s.review?.entries.at(-1)?.round ?? 1);
  const first = s.log.findIndex((e) => e.round === round);
  const total = s.log.filter((e) => e.round === round).length;
  return { round, first, total };
}

function turningOf(/** @type {Shown} */ s, /** @type {ReturnType<typeof graphRound>} */ r) {
  return s.review?.turning_points.find((i) => s.log[i]?.round === r.round) ?? null;
}

function graph(/** @type {Shown} */ s) {
  const { el } = s;
  const r = graphRound(s);
  const entries = s.review?.entries.filter((e) => e.round === r.round) ?? [];
  const turning = turningOf(s, r);
  el.turning.hidden = turning === null;
  el.turning.textContent = t('review.showTurning');
  el.graph.setAttribute('aria-label', t('review.graph'));
  const dance = s.log.findIndex(
    (e, i) => i >= r.first && e.round === r.round && !e.events.some((x) => x.kind === 'Placed'),
  );
  draw(el.graph, {
    entries,
    total: r.total,
    colours: s.companies.map((c) => c.colour),
    movers: entries.map((e) => companyOf(s, e.seat)),
    dance: dance < 0 ? -1 : dance - r.first,
    turning: turning === null ? -1 : turning - r.first,
    selected: s.log[s.at]?.round === r.round ? s.at - r.first : -1,
    words: { percent, placement: t('phase.Placement'), dance: t('phase.Dance'), turning: t('review.turningShort') },
  });
  el.summary.textContent = summary(s, r, entries, turning);
  el.legend.replaceChildren(
    ...s.companies.map((c, k) => {
      const li = document.createElement('li');
      li.innerHTML = `<svg width="26" height="8" aria-hidden="true"><line x1="1" y1="4" x2="25" y2="4" stroke-width="2.4" style="stroke: var(--${c.colour.toLowerCase()})" stroke-dasharray="${DASHES[k] ?? ''}"/></svg>`;
      li.append(companyName(s, k));
      return li;
    }),
  );
}

/** The graph's text alternative.
 * @param {Shown} s @param {{ round: number, total: number }} r @param {Entry[]} entries @param {number | null} turning */
function summary(s, r, entries, turning) {
  const out = [];
  const { rounds } = s.engine.view(null);
  if (rounds > 1) out.push(`${t('log.round', { round: r.round, rounds })}.`);
  const last = entries.at(-1);
  if (!last) return [...out, t('review.nothingYet')].join(' ');
  const chances = s.companies.map((_, k) =>
    t('review.chance', { company: companyName(s, k), chance: percent(last.after[k]) }),
  );
  out.push(t(entries.length < r.total ? 'review.sofar' : 'review.after', { chances: list(chances) }));
  const whole = entries.length === r.total;
  if (turning !== null) out.push(turningSentence(s, turning));
  else if (whole) out.push(t('review.noTurning'));
  const counts = Object.entries(MARKS)
    .map(([mark, m]) => ({ m, count: entries.filter((e) => e.mark === mark).length }))
    .filter((c) => c.count)
    .map(({ m, count }) => t(m.count, { count }));
  if (counts.length) out.push(t('review.marks', { marks: list(counts) }));
  else if (whole) out.push(t('review.noMarks'));
  return out.join(' ');
}

function turningSentence(/** @type {Shown} */ s, /** @type {number} */ index) {
  const entry = entryAt(s, index);
  const mark = entry?.mark ? t(MARKS[entry.mark].noun) : '';
  return t('review.turning', { move: index + 1, name: s.port.session.names()[s.log[index].seat], mark });
}

/** @param {Shown} s */
const turningWords = (s) => (s.review?.turning_points ?? []).map((i) => turningSentence(s, i)).join(' ');

/** `again`: written anew (another language). @param {Shown} s @param {boolean} again */
function moves(s, again) {
  const { el } = s;
  const entries = s.review?.entries ?? [];
  if (again || s.listed > entries.length) {
    el.moves.replaceChildren();
    s.listed = 0;
  }
  const turning = new Set(s.review?.turning_points ?? []);
  const rounds = s.engine.view(null).rounds;
  for (const entry of entries.slice(s.listed)) {
    const { index } = entry;
    if (rounds > 1 && s.log.findIndex((e) => e.round === entry.round) === index) {
      const head = document.createElement('li');
      head.className = 'round';
      head.textContent = t('log.round', { round: entry.round, rounds });
      el.moves.append(head);
    }
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.index = String(index);
    if (entry.mark) b.dataset.mark = entry.mark;
    b.textContent = `${index + 1}. ${s.port.log.wordsOf(index + 1)}`;
    if (entry.mark) {
      // The sign is chess's, for the eye; screen readers hear the word.
      const chip = Object.assign(document.createElement('span'), { className: `review-mark ${entry.mark}` });
      const sign = Object.assign(document.createElement('span'), { textContent: `${MARKS[entry.mark].sign} ` });
      sign.setAttribute('aria-hidden', 'true');
      chip.append(sign, t(MARKS[entry.mark].noun));
      b.append(' ', chip);
    }
    b.onclick = () => go(index);
    li.append(b);
    el.moves.append(li);
  }
  s.listed = entries.length;
  // The turning points are known once their round is whole.
  for (const b of el.moves.querySelectorAll('button')) {
    const index = Number(/** @type {HTMLElement} */ (b).dataset.index);
    const has = b.querySelector('.turning');
    if (turning.has(index) && !has) {
      const chip = Object.assign(document.createElement('span'), { className: 'review-mark turning' });
      chip.textContent = t('review.turningShort');
      b.append(' ', chip);
    }
    b.setAttribute('aria-current', String(index === s.at));
  }
}

function current(/** @type {Shown} */ s, /** @type {boolean} */ again) {
  const { el, at } = s;
  const entry = at >= 0 && at < s.log.length ? entryAt(s, at) : null;
  const item = el.moves.querySelector(`button[data-index="${at}"]`)?.closest('li');
  const inline = !!item && item.nextElementSibling !== el.move.box;
  if (item) {
    if (inline) item.after(el.move.box);
  } else if (el.moves.firstElementChild !== el.move.box) el.moves.prepend(el.move.box);
  // Beside its move the list says which it is: only screen readers hear it again.
  el.move.title.classList.toggle('visually-hidden', !!item);
  el.move.played.classList.toggle('visually-hidden', !!item);
  const key = `${at}:${entry ? 1 : 0}`;
  if (key === s.drawn && !again) return;
  s.drawn = key;
  const { table } = s.port;
  const played = s.log[at];
  if (!played) {
    el.move.title.textContent = '';
    el.move.played.textContent = t('review.choose');
    el.move.judged.textContent = '';
    el.move.better.textContent = '';
  } else {
    const name = s.port.session.names()[played.seat];
    el.move.title.textContent = t('review.move', { move: at + 1, moves: s.log.length, name });
    el.move.played.textContent = s.port.log.wordsOf(at + 1);
    el.move.judged.textContent = entry
      ? judged(s, entry)
      : t(played.round > s.rounds ? 'review.notOver' : 'review.waiting');
    const better = entry?.better;
    el.move.better.textContent = better
      ? [t('review.better', { move: said(better.action, s.port.nameAt) }), because(better.why)]
          .filter(Boolean)
          .join(' ')
      : '';
  }
  const { state } = table;
  const shapes = [
    played?.action && entry ? { shape: shapeOf(state, played.action), style: PLAYED } : null,
    entry?.better ? { shape: shapeOf(state, entry.better.action), style: {} } : null,
  ].filter((x) => x !== null);
  if (inline) el.move.box.scrollIntoView({ block: 'nearest' });
  const mine = table.state.overlay === s.overlay;
  s.overlay = shapes.length ? (ctx) => shapes.forEach(({ shape, style }) => drawArrow(ctx, state, shape, style)) : null;
  if (mine || s.overlay) table.setOverlay(s.overlay);
}

function judged(/** @type {Shown} */ s, /** @type {Entry} */ entry) {
  const k = companyOf(s, entry.seat);
  const params = { company: companyName(s, k), best: percent(entry.before[k]), chance: percent(entry.after[k]) };
  const words = !entry.mark
    ? t('review.fine', params)
    : entry.mark === 'Strong'
      ? t('review.strongMove', params)
      : t(MARKS[entry.mark].lost, params);
  return sentence(entry.hands_over ? `${words} ${t('review.handsOver')}` : words);
}

// @ts-check
// Puzzles (docs/puzzles.md), loaded when opened: a position from a real game with one right idea, proved by the engine,
// solved on the game's table by the same input as a game. Three sets: at the player's level (Glicko-2), the puzzle of
// the day (UTC date), and the player's own mistakes. No position text reaches the page: a puzzle is a handle in the
// wasm, shown through the mover's view (D3).

import { loadPuzzles } from '../../engine/bundles.js';
import { Engine } from '../../engine/engine.js';
import { createTurn } from '../../play/turn.js';
import { SPEED } from '../../table/anim.js';
import { drawArrow, drawHighlights } from '../../table/marks.js';
import { finalTiles, tilesOf } from '../../table/state.js';
import { language, list, number, sentence, subscribe, t, usePart } from '../../ui/i18n.js';
import * as panels from '../../ui/panels.js';
import { rung } from '../../ui/result-words.js';
import * as screens from '../../ui/screens.js';
import { boardWords } from '../../ui/words.js';
import { said, shapeOf } from '../hint.js';
import { forget, gameOf, mistakes, same, solved as markSolved } from './mistakes.js';
import { attempted, played, read, write } from './record.js';
import { STYLE } from './style.js';

/** @typedef {import('../tutorial.js').TutorialPort & { held: () => boolean, keeper: () => Promise<any> }} PuzzlesPort */
/** @typedef {'level' | 'daily' | 'mistakes'} Set */
/** @import { Puzzle, PuzzleVerdict as Verdict } from 'puzzles-wasm' */

const KIND = {
  'win-now': { title: 'puzzles.kind.winNow', task: 'puzzles.task.winNow' },
  'dont-hand-over': { title: 'puzzles.kind.dontHandOver', task: 'puzzles.task.dontHandOver' },
  'power-saves': { title: 'puzzles.kind.powerSaves', task: 'puzzles.task.powerSaves' },
  'power-wins': { title: 'puzzles.kind.powerWins', task: 'puzzles.task.powerWins' },
  'in-two': { title: 'puzzles.kind.inTwo', task: 'puzzles.task.inTwo' },
  better: { title: 'puzzles.kind.better', task: 'puzzles.task.better' },
};
const SIX = { Step: 'puzzles.six.Step', Push: 'puzzles.six.Push', Raise: 'puzzles.six.Raise' };
const MARK = { Mistake: 'puzzles.mark.Mistake', Blunder: 'puzzles.mark.Blunder' };
const SETS = /** @type {Set[]} */ (['level', 'daily', 'mistakes']);
const SET_WORDS = { level: 'puzzles.set.level', daily: 'puzzles.set.daily', mistakes: 'puzzles.set.mistakes' };
const SHOWN = 10;

const wait = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms * SPEED));
/** Whole days since 1970-01-01 UTC: the same date for every player at once. */
const today = () => Math.floor(Date.now() / 86_400_000);

/** Another way in switches the open puzzles' set.
 * @type {{ switchTo: (at: { set?: Set, game?: string }) => void } | null} */
let opened = null;
let opening = false;

/** `at.game`: that game's mistakes; the game shown waits untouched. */
export async function open(/** @type {PuzzlesPort} */ host, /** @type {{ set?: Set, game?: string }} */ at) {
  if (opened) return opened.switchTo(at);
  // The tutorial has the table: the puzzles wait until it is left.
  if (opening || host.busy() || panels.$('app').classList.contains('tutoring')) return;
  opening = true;
  host.pause();
  screens.hideOverlays();
  try {
    opened = await openPuzzles(host, at);
  } catch (e) {
    host.take(null);
    host.back();
    panels.hint(host.why(e), true);
    screens.newGameError(host.why(e));
  } finally {
    opening = false;
  }
}

/** Rejects if the wasm or the words cannot be had. @param {PuzzlesPort} host @param {{ set?: Set, game?: string }} at */
async function openPuzzles(host, at) {
  const [bindings] = await Promise.all([loadPuzzles(), usePart('puzzles'), usePart('hint')]);
  const { table, frames } = host;
  const { state } = table;
  const set = new bindings.Puzzles();
  let record = read();
  if (!record.player) record = { ...record, player: bindings.puzzlePlayer() };
  // A game deleted from My games takes its mistakes with it.
  if (host.held())
    host.keeper().then(
      (k) => forget((id) => !!k.store.get(id)),
      () => {},
    );

  /** Of the mistakes, which game's (null: every game's). */
  let which = at.set ?? 'level';
  let ofGame = at.game ?? null;
  let puzzle = /** @type {Puzzle | null} */ (null);
  /** @type {{ day: number | null, mistake: import('./mistakes.js').Mistake | null }} */
  let source = { day: null, mistake: null };
  /** An Engine of the puzzles' wasm. @type {any} */
  let game = null;
  let status = /** @type {'solving' | 'right' | 'wrong' | 'empty'} */ ('solving');
  let busy = false;
  let hinted = false;
  /** Rated only the puzzle's first attempt here, without a hint, not one of the player's own mistakes. */
  let rated = false;
  /** [text, tone], worded again in another language. */
  let spoken = /** @type {[() => string, string]} */ ([() => '', '']);
  /** For "your rating: 1,540 (+12)". */
  let change = /** @type {number | null} */ (null);

  const el = panel();
  const turn = createTurn({
    table,
    engine: () => /** @type {any} */ (game),
    commit: (action) => attempt(action),
    hint: (text, refused) => say(typeof text === 'function' ? text : () => text, refused ? 'wrong' : ''),
    changed: () => host.refresh(),
    canAct: host.canAct,
    nameAt: host.nameAt,
    why: host.why,
  });
  table.setTiles([]);
  table.setCrop(false);
  table.unzoom();
  host.take(turn, () => ({ ready: !!game, busy, met: status !== 'solving' }));
  panels.$('app').classList.add('puzzling');
  const unsubscribe = subscribe(() => words());

  function next(mistake = /** @type {import('./mistakes.js').Mistake | null} */ (null)) {
    puzzle?.free();
    puzzle = null;
    const last = source.mistake;
    source = { day: null, mistake: null };
    if (which === 'daily') {
      source.day = today();
      puzzle = set.daily(source.day) ?? null;
    } else if (which === 'mistakes') {
      const list = mistakesShown();
      const after = last ? list.findIndex((m) => same(m, last)) : -1;
      const m = mistake ?? list.find((x, i) => i > after && !x.solved) ?? list.find((x) => !x.solved) ?? list[0];
      if (m) {
        try {
          const played = gameOf(bindings, m);
          puzzle = played.betterMove(m.index) ?? null;
          played.free();
        } catch {
          // Its game no longer opens: the set goes on without it.
        }
        source.mistake = m;
      }
    } else {
      puzzle = set.pick(record.player?.rating ?? 0, record.seen, String(Math.floor(Math.random() * 2 ** 32))) ?? null;
    }
    show();
  }

  const mistakesShown = () => mistakes().filter((m) => !ofGame || m.game === ofGame);

  function show() {
    game?.free();
    game = puzzle ? new Engine(puzzle.game()) : null;
    hinted = false;
    change = null;
    status = puzzle ? 'solving' : 'empty';
    rated = !!puzzle && !source.mistake && !played(record, puzzle.id);
    spoken = [() => '', ''];
    begin();
    if (puzzle) panels.say(() => `${kindWords()} ${taskWords()}`);
  }

  function begin() {
    table.setOverlay(null);
    if (!game || !puzzle) {
      turn.finish();
      table.setTiles([]);
      table.setPhase('none');
    } else {
      turn.begin(game.view(puzzle.seat, false), game.legal(), null);
    }
    words();
    host.refresh();
    frames.redraw();
  }

  /** Right or wrong at once, then the answer played with its why. @param {any} action */
  async function attempt(action) {
    if (!puzzle || !game || status !== 'solving' || busy) return;
    const verdict = /** @type {Verdict} */ (puzzle.verdict(action));
    busy = true;
    status = verdict.right ? 'right' : 'wrong';
    const kept = rate(verdict.right);
    turn.finish();
    if (verdict.right) {
      say(() => t('puzzles.right'), 'right');
      await play(action);
      say(() => [t('puzzles.right'), whyWords(verdict), notKept(kept)].join(' ').trim(), 'right');
    } else {
      say(() => `${t('puzzles.wrong')} ${wrongWords(verdict)}`, 'wrong');
      turn.begin(game.view(puzzle.seat, false), game.legal(), null);
      const answer = said(verdict.answer, host.nameAt);
      await wait(900);
      turn.point(verdict.answer);
      const shape = shapeOf(state, verdict.answer);
      table.setOverlay((ctx) => drawArrow(ctx, state, shape));
      await wait(900);
      turn.finish();
      table.setOverlay(null);
      await play(verdict.answer);
      say(
        () =>
          [
            t('puzzles.wrong'),
            wrongWords(verdict),
            t('puzzles.answer', { move: answer }),
            whyWords(verdict),
            notKept(kept),
          ]
            .join(' ')
            .trim(),
        'wrong',
      );
    }
    busy = false;
    words();
    host.refresh();
    el.next.focus({ preventScroll: true });
  }

  /** False when the browser would not keep them. @param {boolean} solved */
  function rate(solved) {
    const id = /** @type {Puzzle} */ (puzzle).id;
    /** @type {{ player: import('./record.js').Rating, puzzle: import('./record.js').Rating } | null} */
    let rates = null;
    if (rated && !hinted && record.player) {
      const theirs = record.puzzles[id] ?? bindings.puzzleStart(/** @type {Puzzle} */ (puzzle).rating);
      rates = bindings.puzzleRate(record.player, theirs, solved);
    }
    const before = record.player?.rating ?? 0;
    record = attempted(record, id, solved, rates, Date.now(), source.day);
    change = rates ? rates.player.rating - before : null;
    if (solved && source.mistake) markSolved(source.mistake);
    return write(record);
  }

  async function play(/** @type {any} */ action) {
    const g = game;
    g.apply(action);
    const view = g.view(null);
    if (view.phase === 'Over') {
      const score = view.results.at(-1);
      table.setPhase('Over');
      const at = performance.now();
      table.show(finalTiles(score, 0), { at });
      table.reveal(score, { at: at + 700 * SPEED, upTo: 3, speed: SPEED });
    } else {
      table.show(tilesOf(g.view(/** @type {Puzzle} */ (puzzle).seat, false)));
    }
    await frames.whenIdle();
  }

  /** The Muse to move, marked: the attempt is no longer rated. */
  function hint() {
    if (!puzzle || status !== 'solving' || busy) return;
    const square = puzzle.hint();
    if (!square) return;
    hinted = true;
    table.setOverlay((ctx) => drawHighlights(ctx, state, [{ kind: 'Muse', square }]));
    say(() => t('puzzles.hinted', { muse: host.nameAt(square) }), '');
    words();
    frames.redraw();
  }

  function retry() {
    if (!puzzle || busy) return;
    game?.free();
    game = new Engine(puzzle.game());
    status = 'solving';
    rated = false;
    hinted = false;
    spoken = [() => t('puzzles.again'), ''];
    begin();
    host.focus();
  }

  /** Not rated, and not offered again soon. */
  function skip() {
    if (!puzzle || busy || status !== 'solving') return;
    record = { ...record, seen: record.seen.includes(puzzle.id) ? record.seen : [...record.seen, puzzle.id] };
    write(record);
    next();
    host.focus();
  }

  /** @param {Set} s @param {string | null} [game_] */
  function choose(s, game_ = null) {
    if (busy) return;
    which = s;
    ofGame = s === 'mistakes' ? game_ : null;
    next();
  }

  function say(/** @type {() => string} */ text, /** @type {string} */ tone) {
    spoken = [text, tone];
    el.said.textContent = text();
    el.said.className = tone;
  }

  const notKept = (/** @type {boolean} */ kept) => (kept ? '' : t('puzzles.notKept'));

  function colours() {
    const view = game.view(null);
    const seat = /** @type {Puzzle} */ (puzzle).seat;
    return { own: view.seats[seat], next: view.seats[(seat + 1) % view.players] };
  }
  const companyOf = (/** @type {string} */ colour) => t(`company.${colour}`);

  const kindWords = () => (puzzle ? t(KIND[puzzle.category].title) : '');
  function taskWords() {
    if (!puzzle) return '';
    const { own, next } = colours();
    const mark = source.mistake
      ? t(MARK[/** @type {'Mistake' | 'Blunder'} */ (source.mistake.mark)] ?? MARK.Mistake)
      : '';
    return t(KIND[puzzle.category].task, {
      company: companyOf(own),
      next: companyOf(next),
      mark,
      move: (source.mistake?.index ?? 0) + 1,
    });
  }

  function whyWords(/** @type {Verdict} */ v) {
    const why = v.why;
    if (!why) return '';
    switch (why.kind) {
      case 'Wins': {
        const p = why.params;
        const six = t(SIX[p.by], { muse: host.nameAt(p.square) });
        return sentence(t('puzzles.why.Wins', { six, company: companyOf(p.colour), rung: rung(p.rung, 'Silver') }));
      }
      case 'Safe':
        return sentence(t('puzzles.why.Safe', { company: companyOf(why.params.next) }));
      default:
        return sentence(t('puzzles.why.InTwo', { company: companyOf(why.params.colour) }));
    }
  }

  function wrongWords(/** @type {Verdict} */ v) {
    const w = v.wrong;
    if (!w) return '';
    switch (w.kind) {
      case 'GoesOn':
        return t('puzzles.wrong.GoesOn');
      case 'Loses':
        return t('puzzles.wrong.Loses', {
          winners: list(w.params.winners.map(companyOf)),
          count: w.params.winners.length,
        });
      case 'HandsOver':
        return t('puzzles.wrong.HandsOver', { company: companyOf(w.params.next) });
      default:
        return t('puzzles.wrong.Escapes');
    }
  }

  /** "+12", "−8", "±0". @param {number} d */
  function signed(d) {
    const n = Math.round(d);
    return n > 0 ? `+${number(n)}` : n < 0 ? `−${number(-n)}` : '±0';
  }

  function words() {
    el.title.textContent = t('puzzles.title');
    el.leave.textContent = t('puzzles.leave');
    el.sets.setAttribute('aria-label', t('puzzles.sets'));
    const solvedToday = record.daily?.day === today() && record.daily.solved;
    const left = mistakes().filter((m) => !m.solved).length;
    for (const s of SETS) {
      const b = el.set[s];
      b.textContent =
        s === 'mistakes'
          ? t('puzzles.set.mistakesCount', { count: left })
          : s === 'daily' && solvedToday
            ? `${t(SET_WORDS[s])} ✓`
            : t(SET_WORDS[s]);
      b.setAttribute('aria-pressed', String(s === which));
    }
    const player = record.player;
    const rating = number(Math.round(player?.rating ?? 0));
    el.rating.textContent =
      change === null
        ? t(record.history.length ? 'puzzles.rating' : 'puzzles.ratingNew', { rating })
        : t('puzzles.ratingChange', { rating, change: signed(change) });
    el.streak.textContent = t('puzzles.streak', { count: record.streak, best: record.best });
    history();
    el.kind.textContent = status === 'empty' ? t(SET_WORDS[which]) : kindWords();
    el.task.textContent = status === 'empty' ? emptyWords() : taskWords();
    el.about.textContent = puzzle
      ? [
          which === 'daily'
            ? t('puzzles.dailyOf', {
                date: new Intl.DateTimeFormat(language(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
              })
            : '',
          t('puzzles.about', {
            rating: number(Math.round(record.puzzles[puzzle.id]?.rating ?? puzzle.rating)),
            count: puzzle.players,
          }),
          rated && !hinted ? '' : t('puzzles.unrated'),
        ]
          .filter(Boolean)
          .join(' ')
      : '';
    mistakeList();
    el.hint.textContent = t('puzzles.hint');
    el.retry.textContent = t('puzzles.retry');
    el.skip.textContent = t('puzzles.skip');
    el.next.textContent = t('puzzles.next');
    const solving = status === 'solving';
    el.hint.hidden = !solving || hinted;
    el.skip.hidden = !solving || which !== 'level';
    el.retry.hidden = solving || status === 'empty';
    el.next.hidden = solving || (which === 'daily' && status !== 'empty');
    el.next.disabled = busy;
    el.retry.disabled = busy;
    el.box.dataset.status = status;
    el.box.dataset.busy = String(busy);
    el.box.dataset.set = which;
    el.box.dataset.id = puzzle?.id ?? '';
    el.box.dataset.category = puzzle?.category ?? '';
    if (spoken[0]()) say(...spoken);
    // The table in words for screen readers (main.js's refresh leaves it to the one with the table).
    panels.$('table').setAttribute('aria-label', `${boardWords(state.tiles)} ${taskWords()}`);
  }

  function emptyWords() {
    return which === 'mistakes' ? t('puzzles.mistakes.none') : t('puzzles.none');
  }

  function history() {
    const shown = record.history.slice(0, SHOWN);
    el.historyTitle.textContent = shown.length ? t('puzzles.history') : '';
    el.history.replaceChildren(
      ...shown.map((a) => {
        const li = document.createElement('li');
        li.className = a.solved ? 'solved' : 'missed';
        const mark = Object.assign(document.createElement('span'), { textContent: a.solved ? '✓' : '✗' });
        mark.setAttribute('aria-hidden', 'true');
        const word = Object.assign(document.createElement('span'), {
          className: 'visually-hidden',
          textContent: a.solved ? t('puzzles.solved') : t('puzzles.missed'),
        });
        li.append(mark, word);
        li.title = t('puzzles.after', { rating: number(Math.round(a.rating)) });
        return li;
      }),
    );
  }

  function mistakeList() {
    const box = el.mistakes;
    box.hidden = which !== 'mistakes';
    if (box.hidden) return;
    const all = mistakesShown();
    box.replaceChildren(
      ...all.map((m) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = t('puzzles.mistake', {
          mark: t(MARK[/** @type {'Mistake'} */ (m.mark)] ?? MARK.Mistake),
          move: m.index + 1,
        });
        if (m.solved) {
          b.classList.add('solved');
          b.append(Object.assign(document.createElement('span'), { textContent: ` ✓ ${t('puzzles.solved')}` }));
        }
        if (source.mistake && same(m, source.mistake)) b.setAttribute('aria-current', 'true');
        b.onclick = () => !busy && next(m);
        li.append(b);
        return li;
      }),
    );
  }

  function panel() {
    if (!document.getElementById('puzzles-style')) {
      document.head.append(Object.assign(document.createElement('style'), { id: 'puzzles-style', textContent: STYLE }));
    }
    const box = document.createElement('section');
    box.id = 'puzzles';
    box.setAttribute('aria-labelledby', 'puzzles-title');
    box.innerHTML = [
      '<div class="panel-head"><h2 id="puzzles-title"></h2><button type="button" id="puzzles-leave"></button></div>',
      '<nav id="puzzles-sets"><button type="button" id="puzzles-set-level"></button>',
      '<button type="button" id="puzzles-set-daily"></button><button type="button" id="puzzles-set-mistakes"></button></nav>',
      '<p id="puzzles-rating"></p><p id="puzzles-streak" class="small"></p>',
      '<p id="puzzles-history-title" class="small"></p><ol id="puzzles-history"></ol>',
      '<h3 id="puzzles-kind"></h3><p id="puzzles-task"></p><p id="puzzles-about" class="small"></p>',
      '<p id="puzzles-said" role="status" aria-live="polite"></p>',
      '<ol id="puzzles-mistakes" hidden></ol>',
      '<div class="buttons"><button type="button" id="puzzles-hint"></button>',
      '<button type="button" id="puzzles-skip"></button><button type="button" id="puzzles-retry"></button>',
      '<button type="button" class="primary" id="puzzles-next"></button></div>',
    ].join('\n');
    panels.$('side').before(box);
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (box.querySelector(`#puzzles-${id}`));
    const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
    const parts = {
      ...{ box, title: $('title'), leave: button('leave'), sets: $('sets'), rating: $('rating'), streak: $('streak') },
      ...{ history: $('history'), historyTitle: $('history-title'), kind: $('kind'), task: $('task') },
      ...{ about: $('about'), said: $('said'), mistakes: $('mistakes') },
      ...{ hint: button('hint'), skip: button('skip'), retry: button('retry'), next: button('next') },
      set: { level: button('set-level'), daily: button('set-daily'), mistakes: button('set-mistakes') },
    };
    for (const s of SETS) parts.set[s].onclick = () => choose(s);
    parts.leave.onclick = close;
    parts.hint.onclick = hint;
    parts.retry.onclick = retry;
    parts.skip.onclick = skip;
    parts.next.onclick = () => {
      if (busy) return;
      next();
      host.focus();
    };
    return parts;
  }

  function close() {
    if (busy) return;
    unsubscribe();
    table.setOverlay(null);
    turn.finish();
    game?.free();
    puzzle?.free();
    set.free();
    game = null;
    puzzle = null;
    el.box.remove();
    panels.$('app').classList.remove('puzzling');
    opened = null;
    host.take(null);
    table.setTiles([]);
    table.setCrop(true);
    table.unzoom();
    host.back();
    host.refresh();
  }

  next();
  host.focus();
  return {
    switchTo: (/** @type {{ set?: Set, game?: string }} */ to) => {
      screens.hideOverlays();
      choose(to.set ?? 'level', to.game ?? null);
    },
  };
}

// @ts-check
// The flow of a game at the table: a turn entered, an action committed and animated from the engine's events, a round's
// end and its result, the finished table drawn in ONE place. A game opened (session.js) is heard here only (opened:
// each part reset in a stated order). Parts and features plug in through named hooks (use; docs/architecture.md): a
// hook that answers false, or is absent, leaves the matter to the flow.

import * as computer from '../engine/computer.js';
import { SPEED } from '../table/anim.js';
import { finalTiles, tilesOf } from '../table/state.js';
import { list, sentence, t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import { winners } from '../ui/result-words.js';
import * as screens from '../ui/screens.js';
import { HINTS } from '../ui/words.js';

/** @import { View, Action, GameEvent, Score } from '../engine/port.js' */
/** @typedef {string | (() => string)} Words */

/** @typedef {import('./types.js').Part} Part */

/** @typedef {{ words: Words, first: Words, send: () => Promise<{ ok: boolean, words: string }> }} Owed */

const line = (/** @type {View} */ view, /** @type {string} */ words) =>
  view.rounds > 1 ? `${t('log.round', { round: view.round, rounds: view.rounds })} · ${words}` : words;
/** What to do, then what just happened (a phone's two lines show what to do first). */
const hinted = (/** @type {Words} */ todo, /** @type {(() => string) | null | undefined} */ happened) => () =>
  [typeof todo === 'function' ? todo() : todo, happened?.()].filter(Boolean).join(' ');

const scoreOf = (/** @type {GameEvent[]} */ events) =>
  /** @type {Score} */ (events.find((e) => e.kind === 'RoundScored')?.score);

const movedSquares = (/** @type {GameEvent[]} */ events) =>
  events.flatMap((e) => (e.kind === 'Placed' ? [e.square] : e.kind === 'Moved' ? [e.from, e.to] : []));

/** @typedef {import('./types.js').FlowHost} FlowHost */

export function createFlow(/** @type {FlowHost} */ host) {
  const { session, table, turn, thinking, log, frames } = host;
  const { state } = table;
  const names = () => session.names();
  const parts = /** @type {Part[]} */ ([]);
  let busy = false;
  let waiting = false;
  /** The round the table shows, and the last move's words, which stay in view for the next player. */
  let shownRound = 0;
  let lastMove = /** @type {{ words: () => string, round: number | undefined } | null} */ (null);
  /** Loaded when a round first ends; a failure is tried again at the next.
   * @type {Promise<typeof import('../ui/round-panel.js')> | null} */
  let resultPanel = null;
  const loadResult = () =>
    (resultPanel ??= import('../ui/round-panel.js').catch((e) => {
      resultPanel = null;
      throw e;
    }));

  function showFinished(/** @type {View} */ view, /** @type {GameEvent[]} */ events) {
    turn.begin(view, [], null);
    table.setTiles(finalTiles(scoreOf(events), 3));
    table.setPhase('Over');
  }

  /** A game opened: the log, then the computers, then the table (its last move marked, unless it ended a round), then
   * each user of the hooks in the order it came. @param {any} prefs the saved preferences of the game, if any */
  function opened(prefs) {
    log.redraw();
    thinking.opened(prefs);
    waiting = false;
    table.clear();
    table.unzoom();
    panels.quiet();
    const engine = session.engine();
    shownRound = engine.view(null).round;
    const n = engine.actionCount();
    const [last] = n ? engine.log(null, false, n - 1) : [];
    table.setLast(last ? movedSquares(last.events) : []);
    const ended = !last || last.events.some((e) => e.kind === 'RoundEnded');
    lastMove = ended ? null : { words: () => log.wordsOf(n), round: shownRound };
    for (const part of parts) part.opened?.(prefs);
  }
  session.onOpen(opened);

  const pending = () => parts.some((part) => part.pending?.());

  /** The start of a turn: a computer's chooses; a person's hand shows after the pass screen, or at once for the only
   * person at the table. */
  function enterTurn() {
    thinking.stop();
    if ((waiting = pending())) {
      turn.begin(session.tableView(), [], null);
      host.changed();
      return;
    }
    const engine = session.engine();
    const view = engine.view(null);
    if (view.game_over) return showOver();
    if (view.round !== shownRound) {
      shownRound = view.round;
      table.clear();
      table.unzoom();
    }
    const seat = view.to_move;
    const name = names()[seat];
    const last = lastMove && lastMove.round === view.round ? lastMove.words : null;
    const rolls = rollsText(view);
    const mode = session.mode();
    // A computer's move is played by the device that plays the computers; another waits for it.
    if (session.isComputer(seat) && session.runsComputers()) {
      return thinking.play(view, seat, () => line(view, `${t(`phase.${view.phase}`)} · ${name}`), rolls ?? last ?? '');
    }
    if (mode !== 'all' && mode !== seat) return waitTurn(view, seat, rolls ?? last);
    if (session.humans().length < view.players) {
      const master = Array.from({ length: view.players }, (_, s) => session.kindOf(s)).includes('master');
      computer.warmUp(master ? 'master' : undefined);
    }
    const legal = engine.legal();
    if (view.phase === 'Placement') {
      panels.status(view, names(), () => line(view, t('status.placing', { name })));
      const showHand = (/** @type {boolean} */ byKeyboard, /** @type {(() => string) | null} */ before = null) => {
        turn.begin(engine.view(seat, mode === seat), legal, seat, () => t('tray', { name }));
        const place = () => HINTS.place({ keys: state.keyboard || byKeyboard, mystery: !view.mystery_placed[seat] });
        panels.hint(hinted(place, before));
        panels.say(t('hand', { name, hand: list(engine.view(seat).hand), hint: place() }), true);
        host.focus();
        host.changed();
        frames.redraw();
      };
      if (session.humans().length > 1 && mode === 'all') {
        turn.begin(view, legal, null);
        panels.quiet();
        screens.pass(name, () => passText(view, seat), rolls ?? '', showHand);
      } else {
        showHand(false, rolls ?? last);
      }
    } else {
      panels.status(view, names(), () => line(view, t('status.dancing', { name })));
      turn.begin(engine.view(seat, mode === seat), legal, seat);
      const keys = state.keyboard;
      panels.hint(hinted(() => HINTS.dance({ name, keys }), last));
      panels.say(t('status.danceSaid', { name }));
    }
    host.changed();
  }

  /** Another seat's turn in a game by link: the table waits, read-only.
   * @param {View} view @param {number} seat @param {(() => string) | null} before */
  function waitTurn(view, seat, before) {
    const name = names()[seat];
    waiting = true;
    turn.begin(session.tableView(), [], null);
    const you = session.mine() !== null;
    const runner = session.isComputer(seat) ? names()[/** @type {number} */ (session.host())] : null;
    const button = () => t('send.move');
    const waitHint = () =>
      runner
        ? t('wait.computer', { name, host: runner, button: button() })
        : t('wait.hint', { name, button: button() });
    const told = () => parts.map((part) => part.awaits?.(seat)).find(Boolean);
    panels.status(view, names(), () => line(view, t(you ? 'status.waiting' : 'status.watching', { name })));
    panels.hint(hinted(() => told() || (you ? waitHint() : t('wait.watch', { name })), before));
    panels.say(t('wait.said', { name }));
    host.changed();
  }

  /** A lone person keeps their Muses in the tray through a computer's turn; with several people a hand shows only
   * after the pass screen. */
  function loneHand() {
    const [human, ...others] = session.humans();
    if (human === undefined || others.length) return;
    const view = session.engine().view(human);
    if (view.phase !== 'Placement' || !view.hand.length) return;
    const name = names()[human];
    table.showHand(view.hand, view.seats[human], () => t('tray', { name }));
  }

  function passText(/** @type {View} */ view, /** @type {number} */ seat) {
    const colour = view.seats[seat];
    const mate = view.seats.findIndex((c, s) => s !== seat && c === colour);
    const params = { name: names()[seat], company: t(`company.${colour}`) };
    return sentence(mate < 0 ? t('pass.text', params) : t('pass.team', { ...params, mate: names()[mate] }));
  }

  /** The First Player's dice (D2) before the round's first placement, or null. @param {View} view */
  function rollsText(view) {
    if (!log.roundBegins()) return null;
    const first = names()[view.first_player];
    if (view.round > 1) return () => t('rolls.next', { round: view.round, name: first });
    const rolls = session.engine().firstPlayerRolls();
    if (!rolls.length) return null;
    return () => {
      const each = rolls.map((r) => r.map(([s, roll]) => t('rolls.rolled', { name: names()[s], roll })).join(', '));
      const all = each.reduce((before, again) => t('rolls.again', { before, again }));
      return t('rolls.first', { rolls: all, name: first });
    };
  }

  /** Plays a complete turn (or takes in `events` played on another device), then animates it.
   * @param {Action | null} action @param {GameEvent[]} [events] */
  async function commit(action, events) {
    const engine = session.engine();
    if (!events && parts.some((part) => part.stale?.())) return;
    try {
      events ??= engine.apply(/** @type {Action} */ (action));
    } catch (e) {
      panels.hint(host.why(e), true);
      return;
    }
    busy = true;
    for (const part of parts) part.applied?.(events);
    session.persist();
    const { text, words, round, end } = log.append();
    lastMove = { words, round };
    panels.forget();
    panels.say(text);
    panels.hint(words);
    table.setLast(movedSquares(events));
    table.follow();
    turn.finish();
    const ended = events.some((e) => e.kind === 'RoundEnded');
    if (ended) panels.status(session.view(), names(), () => t('status.ending'));
    if (!ended) loneHand();
    host.changed();
    if (ended) {
      loadResult().catch(() => {});
      await endOfRound(events);
      panels.say(end);
    } else {
      table.show(tilesOf(session.tableView()));
      await frames.whenIdle();
    }
    busy = false;
    // A new game or the new-game screen came while the move played: the next turn is not this one's.
    if (session.engine() !== engine || screens.shown() === 'newgame') return;
    if (ended) showResult();
    else enterTurn();
  }

  /** The end of a round: the last move, then the reveal (table.js reveal). @param {GameEvent[]} events */
  async function endOfRound(events) {
    const score = scoreOf(events);
    table.setPhase('Over');
    const at = performance.now();
    table.show(finalTiles(score, 0), { at });
    table.reveal(score, { at: at + 700 * SPEED, upTo: 3, speed: SPEED });
    await frames.whenIdle();
  }

  function overStatus(/** @type {View} */ view) {
    const score = view.results[view.results.length - 1];
    const who = () =>
      winners(
        score.winners.map((i) => score.companies[i]),
        names(),
      );
    panels.status(view, names(), () =>
      view.game_over
        ? t('status.over', { who: who() })
        : t('status.roundOver', { round: view.results.length, who: who() }),
    );
    return score;
  }

  function showResult() {
    const engine = session.engine();
    const view = engine.view(null);
    const score = overStatus(view);
    const over = view.game_over;
    const facts = { score, round: view.results.length, rounds: view.rounds, names: names() };
    const owed = parts.map((part) => part.owed?.()).find(Boolean) ?? null;
    host.changed();
    loadResult().then(
      (panel) => {
        if (session.engine() !== engine || screens.shown()) return;
        panel.result(
          { ...facts, match: view.match_score, nextBonus: view.next_bonus },
          {
            nextLabel: () => t(over ? 'result.rematch' : 'result.nextRound'),
            onNext: () => {
              screens.hideOverlays();
              if (over) rematch();
              else enterTurn();
            },
            onNew: () => host.newGame(showResult),
            onClose: () => {
              host.changed();
              frames.redraw();
            },
            owed,
          },
        );
        host.changed();
      },
      (e) => panels.hint(host.why(e), true),
    );
  }

  function showOver() {
    showFinished(session.engine().view(null), log.eventsOf(session.engine().actionCount()));
    showResult();
    frames.redraw();
  }

  function backToTable() {
    const engine = session.engine();
    const view = engine.view(null);
    if (!view.game_over) return enterTurn();
    showFinished(view, log.eventsOf(engine.actionCount()));
    overStatus(view);
    panels.hint('');
    host.changed();
    frames.redraw();
  }

  function deal(/** @type {any} */ choice) {
    try {
      session.deal(choice);
    } catch (e) {
      return screens.newGameError(host.why(e));
    }
    screens.hideOverlays();
    session.persist();
    enterTurn();
    if (!screens.shown()) host.focus();
  }

  /** The same players again: a feature's way (rematch), else a new deal; by link this device keeps its seat. */
  function rematch() {
    if (parts.some((part) => part.rematch?.())) return;
    const mode = session.mode();
    deal({ ...session.setup(), seed: undefined, mode: mode === 'watch' ? 'all' : mode });
  }

  return {
    use(/** @type {Part} */ part) {
      parts.push(part);
    },
    enterTurn,
    commit,
    deal,
    rematch,
    send(/** @type {'move' | 'share'} */ what) {
      if (!parts.some((part) => part.send?.(what))) host.send(what);
    },
    loneHand,
    showResult,
    showFinished,
    backToTable,
    backToGame() {
      screens.hideOverlays();
      enterTurn();
    },
    busy: () => busy,
    waiting: () => waiting,
    showRound(/** @type {number} */ round) {
      if (round === shownRound) return;
      shownRound = round;
      table.clear();
    },
    /** The table after an undo, `words` (what was undone) in view for the next turn. @param {() => string} words */
    undone(words) {
      table.clear();
      const engine = session.engine();
      table.setLast(movedSquares(log.eventsOf(engine.actionCount())));
      shownRound = engine.view(null).round;
      panels.quiet();
      lastMove = { words, round: shownRound };
    },
  };
}

/** @typedef {ReturnType<typeof createFlow>} Flow */

// The flow of a game at the table: a turn entered (the device passed, a hand shown, a computer
// thinking, another device awaited), an action committed and animated from the engine's
// events, the end of a round (its effects one after the other, then its result), and the
// finished table, drawn in ONE place from the round's last events.

import { SPEED, show } from '../table/anim.js';
import * as computer from '../engine/computer.js';
import { follow, unzoom } from '../table/geometry.js';
import { list, sentence, t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import { winners } from '../ui/results.js';
import * as screens from '../ui/screens.js';
import { finalTiles, tilesOf } from '../table/state.js';
import { HINTS } from '../ui/words.js';

/** A status line: a match's round first ("Round 1 of 2 · Dance · Anna to move"). */
const line = (view, words) => (view.rounds > 1 ? `${t('log.round', { round: view.round, rounds: view.rounds })} · ${words}` : words);
/** Words (or a function that gives them) after others, which may be none. */
const after = (before, words) => () => [before?.(), typeof words === 'function' ? words() : words].filter(Boolean).join(' ');

/** The score of the round an action's `events` ended. */
const scoreOf = (events) => events.find((e) => e.kind === 'RoundScored').score;

/** The squares an action's events touched, softly marked on the table. */
const movedSquares = (events) => events.flatMap((e) => (e.kind === 'Placed' ? [e.square] : e.kind === 'Moved' ? [e.from, e.to] : []));

/**
 * `host`: { session, state, turn, thinking, log, frames, changed(), focus(), why(error) (an
 * engine error in words), newGame(onCancel) (the new-game screen), rematch(), pending() (a
 * fair game waits on its protocol) }.
 */
export function createFlow(host) {
  const { session, state, turn, thinking, log, frames } = host;
  const names = () => session.names();
  /** An action is being played and animated: nothing else may start. */
  let busy = false;
  /** This device waits for another's move (a game by link). */
  let waiting = false;
  /** The round whose tiles the table shows, and the last move's words (a function: the log
   * gives them in the language spoken; with its round), which stay in view for the next
   * player. */
  let shownRound = 0;
  let lastMove = null;

  /** The table anew: a new round's or game's tiles appear rather than glide. */
  function clearTable() {
    state.tiles = [];
    state.last = [];
  }

  /** The finished table of a round whose last action had `events` (`view` the game then). */
  function showFinished(view, events) {
    turn.begin(view, [], null);
    state.tiles = finalTiles(scoreOf(events), 3);
    state.phase = 'Over';
  }

  // A game opened: its table afresh, its last move marked and told as on the device where it
  // was played (unless it ended a round), the whole group in view.
  session.onOpen(() => {
    waiting = false;
    clearTable();
    unzoom(state);
    panels.quiet();
    const engine = session.engine();
    shownRound = engine.view(null).round;
    const n = engine.actionCount();
    const [last] = n ? engine.log(null, false, n - 1) : [];
    state.last = last ? movedSquares(last.events) : [];
    lastMove = last && !last.events.some((e) => e.kind === 'RoundEnded') ? { words: () => log.wordsOf(n), round: shownRound } : null;
  });

  /** The start of a turn. A computer seat's worker chooses (thinking.js). In the placement a
   * person's hand shows after the device is passed to them, or at once when they are the
   * only person at the table (the other seats are computers). */
  function enterTurn() {
    thinking.stop();
    // A fair game waiting on its protocol (a shuffle, a deal, a key), not on a move: fair.js
    // shows it, and the table only waits.
    if ((waiting = !!host.pending?.())) return;
    const engine = session.engine();
    const view = engine.view(null);
    if (view.game_over) return showOver();
    if (view.round !== shownRound) {
      shownRound = view.round;
      clearTable();
      unzoom(state);
    }
    const seat = view.to_move;
    const name = names()[seat];
    // The move just made stays in view: the next player wants to see it.
    const last = lastMove && lastMove.round === view.round ? lastMove.words : null;
    const rolls = rollsText(view);
    const mode = session.mode();
    // A computer's move is played by the device that plays the computers (the link says
    // which); another device waits for it like for a person's.
    if (session.isComputer(seat) && session.runsComputers()) {
      return thinking.play(view, seat, () => line(view, `${t(`phase.${view.phase}`)} · ${name}`), rolls ?? last ?? '');
    }
    if (mode !== 'all' && mode !== seat) return waitTurn(view, seat, rolls ?? last);
    // A computer plays later in this game: its worker loads the engine meanwhile.
    if (session.humans().length < view.players) computer.warmUp();
    const legal = engine.legal();
    if (view.phase === 'Placement') {
      panels.status(view, names(), () => line(view, t('status.placing', { name })));
      const showHand = (byKeyboard, before = null) => {
        turn.begin(engine.view(seat, mode === seat), legal, seat);
        state.trayLabel = () => t('tray', { name });
        const place = () => HINTS.place({ keys: state.keyboard || byKeyboard, mystery: !view.mystery_placed[seat] });
        panels.hint(after(before, place));
        panels.say(t('hand', { name, hand: list(engine.view(seat).hand), hint: place() }), true);
        // The table takes the keys at once: no Tab to reach it.
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
      panels.hint(after(last, () => HINTS.dance({ name, keys })));
      panels.say(t('status.danceSaid', { name }));
    }
    host.changed();
  }

  /** Another seat's turn in a game played by link (any turn, watching): the table is
   * read-only until the link with their move comes back. */
  function waitTurn(view, seat, before) {
    const name = names()[seat];
    waiting = true;
    turn.begin(session.tableView(), [], null);
    const you = session.mine() !== null;
    // A computer's move comes from the device that plays it: the link goes there.
    const host = session.isComputer(seat) ? names()[session.host()] : null;
    const waitHint = () => (host ? t('wait.computer', { name, host, button: t('send.move') }) : t('wait.hint', { name, button: t('send.move') }));
    panels.status(view, names(), () => line(view, t(you ? 'status.waiting' : 'status.watching', { name })));
    panels.hint(after(before, () => (you ? waitHint() : t('wait.watch', { name }))));
    panels.say(t('wait.said', { name }));
    host.changed();
  }

  /** The table during a computer's turn: no hand to place from, but a lone person keeps
   * their Muses in the tray all through the placement (nobody else looks at the screen);
   * with several people a hand shows only after the pass screen. */
  function loneHand() {
    const [human, ...others] = session.humans();
    if (human === undefined || others.length) return;
    const view = session.engine().view(human);
    if (view.phase !== 'Placement' || !view.hand.length) return;
    state.hand = view.hand;
    state.handColour = view.seats[human];
    const name = names()[human];
    state.trayLabel = () => t('tray', { name });
  }

  function passText(view, seat) {
    // A team-mate plays the same colour (RULES.md §3, with 4 players).
    const colour = view.seats[seat];
    const mate = view.seats.findIndex((c, s) => s !== seat && c === colour);
    const params = { name: names()[seat], company: t(`company.${colour}`) };
    return sentence(mate < 0 ? t('pass.text', params) : t('pass.team', { ...params, mate: names()[mate] }));
  }

  /** The First Player's dice (D2), shown before the round's first placement: a function that
   * words them, or null when the round has begun or nobody rolled. */
  function rollsText(view) {
    if (!log.roundBegins()) return null;
    const first = names()[view.first_player];
    if (view.round > 1) return () => t('rolls.next', { round: view.round, name: first });
    const rolls = session.engine().firstPlayerRolls();
    // A position link's game was never dealt: nobody rolled.
    if (!rolls.length) return null;
    return () => {
      const each = rolls.map((r) => r.map(([s, roll]) => t('rolls.rolled', { name: names()[s], roll })).join(', '));
      return t('rolls.first', { rolls: each.reduce((before, again) => t('rolls.again', { before, again })), name: first });
    };
  }

  /** Plays a complete turn (or takes in `events`, a fair game's moves played on another
   * device), then animates it from the engine's events. */
  async function commit(action, events) {
    const engine = session.engine();
    try {
      events ??= engine.apply(action);
    } catch (e) {
      panels.hint(host.why(e), true);
      return;
    }
    busy = true;
    session.persist();
    const { text, words, round, end } = log.append();
    lastMove = { words, round };
    panels.forget();
    panels.say(text);
    panels.hint(words);
    state.last = movedSquares(events);
    // A table cropped to keep its tiles legible follows the play to this move.
    follow(state);
    turn.finish();
    const ended = events.some((e) => e.kind === 'RoundEnded');
    // Nobody is thinking or to move any more: the status says the round is over at once.
    if (ended) panels.status(session.view(), names(), () => t('status.ending'));
    if (!ended) loneHand();
    host.changed();
    if (ended) {
      await endOfRound(events);
      panels.say(end);
    } else {
      show(state, tilesOf(session.tableView()));
      await frames.whenIdle();
    }
    busy = false;
    // A new game was dealt while the move played, or the new-game screen is up (Back to the
    // game enters the turn): the turn that follows is no longer this one to start.
    if (session.engine() !== engine || screens.shown() === 'newgame') return;
    if (ended) showResult();
    else enterTurn();
  }

  /** The end of a round, one effect after the other: the last move, the face-down tiles
   * turning over, the Will of Apollo dice jumping to 6, the neutral die leaving. */
  async function endOfRound(events) {
    const score = scoreOf(events);
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
    frames.redraw();
    await frames.whenIdle();
  }

  /** The status line of a finished round: who won. */
  function overStatus(view) {
    const score = view.results[view.results.length - 1];
    const who = () =>
      winners(
        score.winners.map((i) => score.companies[i]),
        names(),
      );
    panels.status(view, names(), () => (view.game_over ? t('status.over', { who: who() }) : t('status.roundOver', { round: view.results.length, who: who() })));
    return score;
  }

  /** The end-of-round panel for the last round played. */
  function showResult() {
    const view = session.engine().view(null);
    const score = overStatus(view);
    const over = view.game_over;
    screens.result(
      { score, round: view.results.length, rounds: view.rounds, names: names(), match: view.match_score, nextBonus: view.next_bonus },
      {
        nextLabel: () => t(over ? 'result.rematch' : 'result.nextRound'),
        onNext: () => {
          screens.hideOverlays();
          if (over) host.rematch();
          else enterTurn();
        },
        onNew: () => host.newGame(showResult),
        onClose: () => {
          host.changed();
          frames.redraw();
        },
      },
    );
    host.changed();
  }

  /** A finished game (after a reload): its final table, then its result. */
  function showOver() {
    showFinished(session.engine().view(null), log.eventsOf(session.engine().actionCount()));
    showResult();
    frames.redraw();
  }

  /** The game as it stands, back from a replay: a finished one shows its final table. */
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

  return {
    enterTurn,
    commit,
    loneHand,
    showResult,
    showFinished,
    backToTable,
    /** Back from an overlay to the game: its turn again. */
    backToGame() {
      screens.hideOverlays();
      enterTurn();
    },
    busy: () => busy,
    waiting: () => waiting,
    /** The round shown changed (a replay): its tiles appear afresh. */
    showRound(round) {
      if (round === shownRound) return;
      shownRound = round;
      clearTable();
    },
    /** The table after an undo: afresh, the last move kept marked, and `words` (what was
     * undone: a function that words it) in view for the turn that follows. */
    undone(words) {
      clearTable();
      const engine = session.engine();
      state.last = movedSquares(log.eventsOf(engine.actionCount()));
      shownRound = engine.view(null).round;
      panels.quiet();
      lastMove = { words, round: shownRound };
    },
  };
}

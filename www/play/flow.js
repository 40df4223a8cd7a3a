// @ts-check
// The flow of a game at the table: a turn entered (the device passed, a hand shown, a computer
// thinking, another device awaited), an action committed and animated from the engine's
// events, the end of a round (its effects one after the other, then its result), and the
// finished table, drawn in ONE place from the round's last events.
//
// A game opened (session.js) is heard here only, by opened(), which resets each part in a
// stated order. The parts and features plug in through named hooks (boardgame.io's plugins,
// never patches: the flow never asks which features there are), registered with use():
//
//   flow.use({
//     opened(prefs) {},     // a game opened: reset your part (after the log, the computers
//                           // and the table; in the order the parts came)
//     pending() {},         // → true: the table waits on you, not on a move (fair mode's
//                           // protocol); the flow shows the table read-only and waits
//     rematch() {},         // → true: you dealt "the same players again" yourself
//     send(what) {},        // → true: you sent the game's link yourself ('move': Send my
//                           // move; 'share': the menu's Share)
//     applied(events) {},   // an action was applied (here, or a fair game's from another
//                           // device): its engine events, as the table is about to show them
//     stale() {},           // → true: the game shown is behind the one kept (another tab
//                           // moved it on): no move is made on it, you show it as it stands
//     owed() {},            // → { words, first, send() → { ok, words } }: what this device must
//                           // still send the others (fair mode's last key); the round's end
//                           // offers it, and Rematch and New game wait for it
//     awaits(seat) {},      // → words: how seat's move, awaited from another device, comes
//                           // (live play; asked each time the wait is worded); '': by link
//   });
//
// A hook that answers false (or is absent) leaves the matter to the flow's own way.

import * as computer from '../engine/computer.js';
import { SPEED } from '../table/anim.js';
import { finalTiles, tilesOf } from '../table/state.js';
import { list, sentence, t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import { winners } from '../ui/results.js';
import * as screens from '../ui/screens.js';
import { HINTS } from '../ui/words.js';

/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('../engine/port.js').GameEvent} GameEvent */
/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {string | (() => string)} Words */

/**
 * What a part or a feature hooks into the flow (see the header).
 * @typedef {object} Part
 * @property {(prefs: any) => void} [opened]
 * @property {() => boolean} [pending]
 * @property {() => boolean} [rematch]
 * @property {(what: 'move' | 'share') => boolean} [send]
 * @property {(events: GameEvent[]) => void} [applied]
 * @property {() => boolean} [stale]
 * @property {() => Owed | null} [owed]
 * @property {(seat: number) => string} [awaits]
 */

/** @typedef {{ words: Words, first: Words, send: () => Promise<{ ok: boolean, words: string }> }} Owed */

/** A status line: a match's round first ("Round 1 of 2 · Dance · Anna to move").
 * @param {View} view @param {string} words */
const line = (view, words) =>
  view.rounds > 1 ? `${t('log.round', { round: view.round, rounds: view.rounds })} · ${words}` : words;
/** The hint: what to do (words, or a function that gives them), then what just happened (the
 * last move, the First Player's dice), which may be none. What to do comes first: it is what
 * a phone's two lines show without More.
 * @param {Words} todo @param {(() => string) | null | undefined} happened */
const hinted = (todo, happened) => () =>
  [typeof todo === 'function' ? todo() : todo, happened?.()].filter(Boolean).join(' ');

/** The score of the round an action's `events` ended (asked only of such an action).
 * @param {GameEvent[]} events */
const scoreOf = (events) => /** @type {Score} */ (events.find((e) => e.kind === 'RoundScored')?.score);

/** The squares an action's events touched, softly marked on the table. @param {GameEvent[]} events */
const movedSquares = (events) =>
  events.flatMap((e) => (e.kind === 'Placed' ? [e.square] : e.kind === 'Moved' ? [e.from, e.to] : []));

/**
 * What the flow works with: the game shown, the table and the turn on it, the computers, the
 * log, the frames, and the page's own ways (its controls refreshed, the table focused, an
 * engine error in words, the new-game screen, a link sent).
 * @typedef {object} FlowHost
 * @property {import('./session.js').Session} session
 * @property {import('../table/table.js').Table} table
 * @property {import('./turn.js').Turn} turn
 * @property {import('./thinking.js').Thinking} thinking
 * @property {import('./log.js').Log} log
 * @property {import('../table/frames.js').Frames} frames
 * @property {() => void} changed
 * @property {() => void} focus
 * @property {(error: any) => string} why
 * @property {(onCancel: (() => void) | null) => void} newGame
 * @property {(what: 'move' | 'share') => void} send
 */

/** @param {FlowHost} host */
export function createFlow(host) {
  const { session, table, turn, thinking, log, frames } = host;
  const { state } = table;
  const names = () => session.names();
  /** The parts and features that use the flow's hooks, in the order they came.
   * @type {Part[]} */
  const parts = [];
  /** An action is being played and animated: nothing else may start. */
  let busy = false;
  /** This device waits for another's move (a game by link), or on a feature (pending). */
  let waiting = false;
  /** The round whose tiles the table shows, and the last move's words (a function: the log
   * gives them in the language spoken; with its round), which stay in view for the next
   * player. */
  let shownRound = 0;
  /** @type {{ words: () => string, round: number | undefined } | null} */
  let lastMove = null;
  /** The end-of-round panel (ui/result.js), loaded when a round first ends. A failure is not
   * kept: the next round's end tries again (the Result button stays meanwhile).
   * @type {Promise<typeof import('../ui/result.js')> | null} */
  let resultPanel = null;
  const loadResult = () =>
    (resultPanel ??= import('../ui/result.js').catch((e) => {
      resultPanel = null;
      throw e;
    }));

  /** The finished table of a round whose last action had `events` (`view` the game then).
   * @param {View} view @param {GameEvent[]} events */
  function showFinished(view, events) {
    turn.begin(view, [], null);
    table.setTiles(finalTiles(scoreOf(events), 3));
    table.setPhase('Over');
  }

  /** A game opened (session.js's one listener): each part resets, in this order. First the
   * log, drawn anew from the engine's history (the last move's words are read from it); then
   * the computers (nothing thinks on from the last game, nor stays paused); then the table,
   * afresh, its last move marked and told as on the device where it was played (unless it
   * ended a round), the whole group in view; then each part that uses the flow, in the order
   * they came (the history's replay, the page's panels, the features).
   * @param {any} prefs the saved preferences of the game, if any */
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

  /** Whether a feature holds the table (see the header's pending). */
  const pending = () => parts.some((part) => part.pending?.());

  /** The start of a turn. A computer seat's worker chooses (thinking.js). In the placement a
   * person's hand shows after the device is passed to them, or at once when they are the
   * only person at the table (the other seats are computers). */
  function enterTurn() {
    thinking.stop();
    // A feature holds the table (fair mode's protocol: a shuffle, a deal, a key), not a move:
    // the feature shows it, and the table only waits, read-only.
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
      const showHand = (/** @type {boolean} */ byKeyboard, /** @type {(() => string) | null} */ before = null) => {
        turn.begin(engine.view(seat, mode === seat), legal, seat, () => t('tray', { name }));
        const place = () => HINTS.place({ keys: state.keyboard || byKeyboard, mystery: !view.mystery_placed[seat] });
        panels.hint(hinted(place, before));
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
      panels.hint(hinted(() => HINTS.dance({ name, keys }), last));
      panels.say(t('status.danceSaid', { name }));
    }
    host.changed();
  }

  /** Another seat's turn in a game played by link (any turn, watching): the table is
   * read-only until the link with their move comes back.
   * @param {View} view @param {number} seat @param {(() => string) | null} before */
  function waitTurn(view, seat, before) {
    const name = names()[seat];
    waiting = true;
    turn.begin(session.tableView(), [], null);
    const you = session.mine() !== null;
    // A computer's move comes from the device that plays it: the link goes there.
    // (Named apart from the flow's host: the controls are refreshed below.)
    const runner = session.isComputer(seat) ? names()[/** @type {number} */ (session.host())] : null;
    const button = () => t('send.move');
    const waitHint = () =>
      runner
        ? t('wait.computer', { name, host: runner, button: button() })
        : t('wait.hint', { name, button: button() });
    // A feature that brings the move another way says how (live play), while it does.
    const told = () => parts.map((part) => part.awaits?.(seat)).find(Boolean);
    panels.status(view, names(), () => line(view, t(you ? 'status.waiting' : 'status.watching', { name })));
    panels.hint(hinted(() => told() || (you ? waitHint() : t('wait.watch', { name })), before));
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
    const name = names()[human];
    table.showHand(view.hand, view.seats[human], () => t('tray', { name }));
  }

  /** @param {View} view @param {number} seat */
  function passText(view, seat) {
    // A team-mate plays the same colour (RULES.md §3, with 4 players).
    const colour = view.seats[seat];
    const mate = view.seats.findIndex((c, s) => s !== seat && c === colour);
    const params = { name: names()[seat], company: t(`company.${colour}`) };
    return sentence(mate < 0 ? t('pass.text', params) : t('pass.team', { ...params, mate: names()[mate] }));
  }

  /** The First Player's dice (D2), shown before the round's first placement: a function that
   * words them, or null when the round has begun or nobody rolled. @param {View} view */
  function rollsText(view) {
    if (!log.roundBegins()) return null;
    const first = names()[view.first_player];
    if (view.round > 1) return () => t('rolls.next', { round: view.round, name: first });
    const rolls = session.engine().firstPlayerRolls();
    // A position link's game was never dealt: nobody rolled.
    if (!rolls.length) return null;
    return () => {
      const each = rolls.map((r) => r.map(([s, roll]) => t('rolls.rolled', { name: names()[s], roll })).join(', '));
      const all = each.reduce((before, again) => t('rolls.again', { before, again }));
      return t('rolls.first', { rolls: all, name: first });
    };
  }

  /** Plays a complete turn (or takes in `events`, a fair game's moves played on another
   * device), then animates it from the engine's events.
   * @param {Action | null} action @param {GameEvent[]} [events] */
  async function commit(action, events) {
    const engine = session.engine();
    // A move is never made on a game that another tab has moved on (see the header's stale).
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
    // A table cropped to keep its tiles legible follows the play to this move.
    table.follow();
    turn.finish();
    const ended = events.some((e) => e.kind === 'RoundEnded');
    // Nobody is thinking or to move any more: the status says the round is over at once.
    if (ended) panels.status(session.view(), names(), () => t('status.ending'));
    if (!ended) loneHand();
    host.changed();
    if (ended) {
      // The result's panel loads while the round's end plays.
      loadResult().catch(() => {});
      await endOfRound(events);
      panels.say(end);
    } else {
      table.show(tilesOf(session.tableView()));
      await frames.whenIdle();
    }
    busy = false;
    // A new game was dealt while the move played, or the new-game screen is up (Back to the
    // game enters the turn): the turn that follows is no longer this one to start.
    if (session.engine() !== engine || screens.shown() === 'newgame') return;
    if (ended) showResult();
    else enterTurn();
  }

  /** The end of a round, one effect after the other: the last move, then the reveal (the
   * face-down tiles turning over, the Will of Apollo dice jumping to 6, the neutral die
   * leaving: table.js reveal). @param {GameEvent[]} events */
  async function endOfRound(events) {
    const score = scoreOf(events);
    table.setPhase('Over');
    const at = performance.now();
    table.show(finalTiles(score, 0), { at });
    table.reveal(score, { at: at + 700 * SPEED, upTo: 3, speed: SPEED });
    await frames.whenIdle();
  }

  /** The status line of a finished round: who won. @param {View} view */
  function overStatus(view) {
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

  /** The end-of-round panel for the last round played. */
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
        // Another game, or another screen, came meanwhile.
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

  /** A new game from the new-game screen's setup; options the engine refuses are said there.
   * @param {any} choice */
  function deal(choice) {
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

  /** The same players again: a feature's way (rematch hook), else a new deal; by link this
   * device keeps its seat. */
  function rematch() {
    if (parts.some((part) => part.rematch?.())) return;
    const mode = session.mode();
    deal({ ...session.setup(), seed: undefined, mode: mode === 'watch' ? 'all' : mode });
  }

  return {
    /** A part or a feature hooks in (see the header). @param {Part} part */
    use(part) {
      parts.push(part);
    },
    enterTurn,
    commit,
    deal,
    rematch,
    /** Sends the game's link: Send my move, or the menu's Share (a feature's way, if it
     * takes it: send hook). @param {'move' | 'share'} what */
    send(what) {
      if (!parts.some((part) => part.send?.(what))) host.send(what);
    },
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
    /** The round shown changed (a replay): its tiles appear afresh. @param {number} round */
    showRound(round) {
      if (round === shownRound) return;
      shownRound = round;
      table.clear();
    },
    /** The table after an undo: afresh, the last move kept marked, and `words` (what was
     * undone: a function that words it) in view for the turn that follows.
     * @param {() => string} words */
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

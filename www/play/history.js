// @ts-check
// A game's history at the table: undo, replay and branching, all from the engine's history
// (src/game.rs), never by replaying across the boundary. Undo takes back the last person's
// move and the computers' replies in one engine call; the replay shows the game as it stood
// after k actions (a copy: the game itself is untouched) with the move marked in the log;
// "Play from here" opens that copy as a new game, saved beside this one. The replay's controls
// (replay.js) load once the game shown has a move (not with the page), so they open at once.

import { t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import * as screens from '../ui/screens.js';

const { $ } = panels;

/**
 * `host`: { session, table, turn, log, flow, thinking, frames, changed(), focus(), why(error),
 * canUndo() (play/controls.js: may Undo run now) }.
 * @param {{ session: import('./session.js').Session, table: import('../table/table.js').Table,
 *   turn: import('./turn.js').Turn, log: import('./log.js').Log, flow: import('./flow.js').Flow,
 *   thinking: import('./thinking.js').Thinking, frames: import('../table/frames.js').Frames,
 *   changed: () => void, focus: () => void, why: (error: any) => string, canUndo: () => boolean }} host
 */
export function createHistory(host) {
  const { session, table, turn, log, flow, thinking, frames } = host;
  const names = () => session.names();

  /** How many actions Undo takes back ({ count, seat }), or why it cannot ({ why }): the
   * last person's move (with the computers' moves after it); by link, only this seat's own.
   * A game that has no Undo says why (its capabilities, engine/port.js).
   * @returns {{ count: number, seat: number, why?: undefined } | { why: () => string, count?: undefined }} */
  function plan() {
    const engine = session.engine();
    const n = engine?.actionCount() ?? 0;
    if (!n) return { why: () => t('undo.none') };
    // A game with a move can be replayed: its controls load now, not on the menu's click.
    loadReplay().catch(() => {});
    const { undo } = engine.caps;
    if (undo !== true) return { why: () => t(undo) };
    if (session.mode() === 'watch') return { why: () => t('undo.watching') };
    let k = n;
    while (k > 0 && session.isComputer(engine.seatOf(k - 1))) k--;
    if (!k) return { why: () => t('undo.computers') };
    const seat = engine.seatOf(k - 1);
    const mine = session.mine();
    if (mine !== null && seat !== mine) return { why: () => t('undo.notYours', { who: names()[seat] }) };
    return { count: n - k + 1, seat };
  }

  /** Takes back the last move (the engine steps back through its history); at a hot-seat
   * table, another person's move only once asked. */
  function undo(agreed = false) {
    const engine = session.engine();
    if (!host.canUndo()) return;
    const taken = plan();
    if (taken.why) return panels.hint(taken.why, true);
    const now = engine.view(null).to_move;
    if (!agreed && session.mode() === 'all' && taken.seat !== now && !session.isComputer(now)) {
      const [who, next] = [names()[taken.seat], names()[now]];
      screens.confirm(
        {
          title: () => t('undo.ask.title', { who }),
          text: () => t('undo.ask.text', { who, now: next }),
          yes: () => t('undo.ask.yes', { who }),
          no: () => t('undo.ask.no'),
        },
        () => undo(true),
        host.focus,
      );
      return;
    }
    thinking.stop();
    engine.undo(taken.count);
    log.redraw();
    const who = names()[taken.seat];
    const words = () => t(taken.count > 1 ? 'undo.doneReplies' : 'undo.done', { who });
    flow.undone(words);
    session.persist();
    flow.enterTurn();
    panels.say(words);
    frames.redraw();
  }

  /** The replay's table after `k` actions (a copy: the game itself is untouched); returns
   * the words of move k. @param {number} k */
  function showAfter(k) {
    // The table shows the past: no computer plays meanwhile (back at the table, it thinks anew).
    thinking.stop();
    const engine = session.engine();
    const copy = engine.prefix(k);
    const view = copy.view(session.mine(), true);
    copy.free();
    flow.showRound(view.round);
    table.setReserve($('replay').offsetHeight + 12);
    if (view.game_over) flow.showFinished(view, log.eventsOf(k));
    else turn.begin(view, [], null);
    table.setLast([]);
    const moves = engine.actionCount();
    panels.status(view, names(), () => (k ? t('replay.status', { move: k, moves }) : t('replay.statusDeal')));
    panels.hint(() => t('replay.hint', { button: t('replay.branch') }));
    host.changed();
    frames.redraw();
  }

  /** The replay's controls (replay.js), once loaded; a failed load is tried again.
   * @type {Promise<import('./replay.js').Replay> | null} */
  let loading = null;
  /** @type {import('./replay.js').Replay | null} */
  let made = null;
  function loadReplay() {
    loading ??= import('./replay.js').then(
      (m) =>
        (made = m.createReplay({
          count: () => session.engine().actionCount(),
          show: showAfter,
          words: log.wordsOf,
          items: log.items,
          branch(/** @type {number} */ k) {
            session.branch(k);
            session.persist();
            flow.enterTurn();
            panels.hint(() => t('replay.branched', { move: k }));
            frames.redraw();
          },
          close() {
            table.setReserve(0);
            flow.backToTable();
          },
        })),
      (e) => {
        loading = null;
        throw e;
      },
    );
    return loading;
  }
  /** The replay: none is open before its controls load. */
  const replay = {
    /** Opens the replay at the game as it stands (at once once loaded, as it is after a move). */
    open() {
      if (made) return Promise.resolve(made.open());
      return loadReplay().then(
        (r) => r.open(),
        (e) => panels.hint(host.why(e), true),
      );
    },
    /** Shows the table after move `k` (the review's list of moves). @param {number} k */
    go: (k) => made?.go(k),
    /** The move shown (0 is the deal), or null when not replaying. @returns {number | null} */
    index: () => made?.index() ?? null,
    /** Ends the replay; `back` shows the game as it stands. @param {boolean} [back] */
    close: (back = true) => made?.close(back),
    /** Marks the move shown in the log again (another language). */
    mark: () => made?.mark(),
  };

  flow.use({
    // Another game takes the table: a replay ends without showing the old one again.
    opened() {
      replay.close(false);
      table.setReserve(0);
    },
  });

  return { plan, undo, replay };
}

/** @typedef {ReturnType<typeof createHistory>} History */

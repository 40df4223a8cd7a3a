// @ts-check
// Undo, replay and branching, all from the engine's history (never by replaying across the boundary): Undo takes back
// the last person's move with the computers' after it; the replay shows a copy; "Play from here" branches.

import { t } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import * as screens from '../ui/screens.js';

const { $ } = panels;

/** @param {import('./types.js').HistoryHost} host */
export function createHistory(host) {
  const { session, table, turn, log, flow, thinking, frames } = host;
  const names = () => session.names();

  /** How many actions Undo takes back ({ count, seat }), or why it cannot ({ why }); by link, only this seat's own.
   * @returns {{ count: number, seat: number, why?: undefined } | { why: () => string, count?: undefined }} */
  function plan() {
    const engine = session.engine();
    const n = engine?.actionCount() ?? 0;
    if (!n) return { why: () => t('undo.none') };
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

  /** Takes back the last move; at a hot-seat table, another person's move only once asked. */
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

  function showAfter(/** @type {number} */ k) {
    // The table shows the past: no computer plays meanwhile.
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

  let loading = /** @type {Promise<import('./replay.js').Replay> | null} */ (null);
  let made = /** @type {import('./replay.js').Replay | null} */ (null);
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
  const replay = {
    open() {
      if (made) return Promise.resolve(made.open());
      return loadReplay().then(
        (r) => r.open(),
        (e) => panels.hint(host.why(e), true),
      );
    },
    go: (/** @type {number} */ k) => made?.go(k),
    /** @returns {number | null} */
    index: () => made?.index() ?? null,
    /** @param {boolean} [back] */
    close: (back = true) => made?.close(back),
    mark: () => made?.mark(),
  };

  flow.use({
    opened() {
      replay.close(false);
      table.setReserve(0);
    },
  });

  return { plan, undo, replay };
}

/** @typedef {ReturnType<typeof createHistory>} History */

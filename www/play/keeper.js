// @ts-check
// The keeper: every change to the game shown kept on the revision this tab last read (compare-and-set), so no move is
// made on a game another tab moved on.

import { t, list, language, usePart } from '../ui/i18n.js';
import * as screens from '../ui/screens.js';
import { setAddress } from './address.js';
import { notice } from './games.js';
import { createNotice } from './kept-notice.js';
import { takeInOld } from './old-stores.js';
import { followOtherTabs } from './other-tabs.js';
import { kindOf, relation, summarize, useKind } from './record.js';
import { createStore } from './store.js';
import { createTurnBadge } from './turn-badge.js';

/** @import { Game, Summary, Stored } from './record.js' */

const OF_THE_GAME = new Set(['pass', 'result', 'share', 'confirm']);

/** @param {import('./types.js').KeeperHost} host */
export async function createKeeper(host) {
  await usePart('games');
  const { session, flow } = host;
  for (const kind of host.kinds) useKind(kind);
  const words = { t, list, language };
  const store = createStore();
  /** Per game: the revision and text this tab last read or wrote. @type {Map<string, number>} */
  const revs = new Map();
  const texts = new Map();
  let trouble = /** @type {string | null} */ (null);
  const listeners = new Set();
  const { say, unsay } = createNotice();

  function track(/** @type {Stored} */ record) {
    revs.set(record.id, record.rev);
    texts.set(record.id, JSON.stringify(record.game));
  }

  const sameShown = (/** @type {Game} */ a, /** @type {Game} */ b) => a.code === b.code && a.mode === b.mode;
  const same = (/** @type {string} */ id, /** @type {Stored} */ record) => {
    const was = JSON.parse(texts.get(id) ?? 'null');
    return !!was && sameShown(was, record.game);
  };

  function failed(/** @type {{ ok: boolean, reason?: string }} */ result) {
    if (result.reason === 'stale' || trouble === result.reason) return;
    trouble = result.reason ?? null;
    say(() => notice(result, words), true);
  }

  function write(/** @type {string | null} */ id, /** @type {Game} */ game, /** @type {Summary | null} */ summary) {
    if (id && texts.get(id) === JSON.stringify(game)) return null;
    const result = id ? store.save({ id, base: revs.get(id) ?? 0, game, summary }) : store.save({ game, summary });
    if (result.ok) {
      track(result.record);
      trouble = null;
      changed();
    } else failed(result);
    return result;
  }

  function shown() {
    const engine = session.engine();
    const { id: _, ...game } = session.record();
    return { game: /** @type {Game} */ (game), summary: summarize(engine, session.setup()) };
  }

  /** The game shown, kept for the first time (store.js arrive); `older` 'copy': kept beside one further on.
   * @param {'copy'} [older] */
  function arrive(older) {
    const { game, summary } = shown();
    const result = store.arrive(game, summary, older ? { older } : {});
    if (result.ok) {
      track(result.record);
      session.kept(result.record.id);
      trouble = null;
      changed();
    } else if ('reason' in result) failed(result);
    return result;
  }

  function save() {
    const engine = session.engine();
    if (!engine || engine.caps.save !== 'game') return;
    const id = session.id();
    if (!id) return void arrive('copy');
    const { game, summary } = shown();
    const result = write(id, game, summary);
    if (!result || result.ok || result.reason !== 'stale') return;
    if (!result.record) {
      forget(id);
      return void arrive('copy');
    }
    const n = engine.actionCount();
    reopen(result.record, refused(result.record, n ? engine.seatOf(n - 1) : -1));
  }

  /** @param {Stored} record @param {number} seat @returns {() => string} */
  function refused(record, seat) {
    if (!session.isComputer(seat)) return () => t('games.problem.stale');
    const last = record.summary?.last;
    const name = last === null || last === undefined ? '' : (record.summary?.players[last]?.name ?? '');
    return name ? () => notice({ mover: { name } }, words) : () => t('games.changedElsewhere');
  }

  function forget(/** @type {string} */ id) {
    revs.delete(id);
    texts.delete(id);
    if (session.id() === id) session.kept(null);
  }

  /** Opens kept game `record`; false when it does not.
   * @param {Stored} record @param {{ enter?: boolean, address?: boolean }} [how] */
  function open(record, { enter = true, address = true } = {}) {
    unsay();
    const kind = kindOf(record.game);
    if (kind?.open) return kind.open(record, enter);
    track(record);
    const saved = /** @type {Parameters<typeof session.resume>[0]} */ ({ ...record.game, id: record.id });
    if (!session.resume(saved)) return false;
    if (address) setAddress(session.engine().code());
    if (enter) flow.enterTurn();
    host.redraw();
    return true;
  }

  function reopen(/** @type {Stored} */ record, /** @type {() => string} */ text) {
    const go = () => {
      if (!host.ready()) return void setTimeout(go, 50);
      const screen = screens.shown();
      const enter = !screen || OF_THE_GAME.has(screen);
      if (enter && screen) screens.hideOverlays();
      open(record, { enter });
      say(text);
    };
    setTimeout(go, 0);
  }

  flow.use({
    opened() {
      unsay();
    },
    stale() {
      const id = session.id();
      const rev = id && revs.get(id);
      if (!id || !rev) return false;
      const checked = store.check(id, rev);
      if (checked.ok || checked.reason !== 'stale' || !checked.record) return false;
      if (same(id, checked.record)) {
        track(checked.record);
        return false;
      }
      reopen(checked.record, refused(checked.record, session.engine().view(null).to_move));
      return true;
    },
  });

  const known = { rev: (/** @type {string} */ id) => revs.get(id) ?? 0, same, track, forget };
  followOtherTabs({ store, session, known, reopen, say, changed, words });

  const signal = createTurnBadge(() => store.list().records, words);
  let soon = 0;
  function changed() {
    clearTimeout(soon);
    soon = window.setTimeout(() => {
      signal();
      for (const fn of listeners) fn();
    }, 150);
  }

  const taken = takeInOld(store, host.Engine, host.kinds);
  const unreadable = store.list().unreadable.length;
  if (unreadable) say(() => t('games.unreadable', { count: unreadable }), true);
  signal();

  return {
    store,
    taken,
    save,
    arrive,
    seat(/** @type {string} */ identity, /** @type {'all' | 'watch' | number} */ mode) {
      store.rememberSeat(identity, mode);
    },
    last() {
      const { records } = store.list();
      return records.reduce((a, b) => (!a || b.saved > a.saved ? b : a), /** @type {Stored | null} */ (null));
    },
    held: (/** @type {string} */ identity) => store.held(identity),
    records: () => store.list().records,
    open,
    say,
    remove(/** @type {string} */ id, /** @type {number} */ rev) {
      const result = store.remove(id, rev);
      if (result.ok) {
        forget(id);
        changed();
      }
      return result;
    },
    onChange(/** @type {() => void} */ fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    changed,
    /** Keeps a game its kind keeps itself (`build(old)` from the one held), never over one further on.
     * @param {string} identity @param {(old: Game | null) => Game} build @param {() => Summary} summarize */
    keep(identity, build, summarize) {
      const held = store.held(identity)[0] ?? null;
      const game = build(held?.game ?? null);
      if (held && JSON.stringify(game) === JSON.stringify(held.game)) return { id: held.id, ok: true };
      if (held && relation(game, held.game) === 'further') return { id: held.id, ok: false, reason: 'stale' };
      let summary = /** @type {Summary | null} */ (null);
      try {
        summary = summarize();
      } catch {}
      if (held) revs.set(held.id, held.rev);
      const result = write(held?.id ?? null, game, summary);
      if (!result) return { id: held?.id ?? null, ok: true };
      return result.ok
        ? { id: result.record.id, ok: true }
        : { id: held?.id ?? null, ok: false, reason: result.reason };
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof createKeeper>>} Keeper */

// @ts-check
// The games kept on this device, in the page (issue 22; docs/my-games.md): every game shown is
// kept in the store (store.js) after every change, extending the revision this tab last read
// (compare-and-set), so a move is never made on a game another tab has moved on: it is refused
// and the game shown as it stands, with a word. Another tab's change to the game shown shows
// here at once ("Ben's move was played in another tab"). A storage that fails is said, once,
// and the game goes on in its link (the address). The tab's title, its icon and the installed
// app's badge say how many games wait on this device. The older stores (save.js's list, fair
// mode's records) are taken in at start (legacy.js). Loaded on demand (keeping.js): a browser
// that keeps no game never loads it.

import { loadFair } from '../engine/bundles.js';
import { isComputer } from '../engine/computer.js';
import { t, list, language, subscribe, usePart } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import * as screens from '../ui/screens.js';
import { setAddress } from './address.js';
import { countYourTurn, notice, turnSignal } from './games.js';
import { migrate, migrateFair } from './legacy.js';
import { relation, summaryOf } from './record.js';
import { createStore } from './store.js';

/** @typedef {import('./record.js').Game} Game */
/** @typedef {import('./record.js').Summary} Summary */
/** @typedef {import('./record.js').Stored} Stored */
/** @typedef {import('../engine/port.js').Port} Port */

/** The overlays of the game shown: another tab's change to it closes them and shows its turn. */
const OF_THE_GAME = new Set(['pass', 'result', 'share', 'confirm']);

/** A game's summary for the list, from its engine's public view (record.js summaryOf).
 * @param {Port} engine @param {{ names: string[], kinds?: string[] }} setup */
export function summarize(engine, { names, kinds }) {
  const n = engine.actionCount();
  return summaryOf(engine.view(null), { names, kinds, moves: n, last: n ? engine.seatOf(n - 1) : null });
}

/**
 * A fair game's summary: its public view once dealt, and whose step its protocol waits for
 * (FairEngine next: `mine` when this device's); before the deal, its players only.
 * @param {any} engine a FairEngine
 * @param {string[]} kinds
 * @returns {Summary}
 */
export function fairSummary(engine, kinds) {
  const next = engine.next();
  const names = engine.names();
  const n = engine.actionCount();
  const view = engine.view(null);
  const step = next ? { seat: next.seat, mine: !!next.mine } : null;
  if (view) return summaryOf(view, { names, kinds, moves: n, last: n ? engine.seatOf(n - 1) : null, next: step });
  /** @type {Summary} */
  const summary = {
    players: names.map((/** @type {string} */ name, /** @type {number} */ s) => ({
      name,
      colour: '',
      kind: kinds[s] ?? 'human',
    })),
    round: 1,
    rounds: engine.options().rounds,
    moves: 0,
    over: false,
    winners: null,
    shared: false,
    waitingOn: step?.seat ?? null,
    last: null,
    tiles: [],
  };
  if (step) summary.mine = step.mine;
  return summary;
}

/**
 * @param {{ session: import('./session.js').Session, flow: import('./flow.js').Flow, Engine: any,
 *   redraw: () => void, ready: () => boolean, fair: (then: (fair: any) => void) => unknown }} host
 *   `ready()`: the table may take another game now (no move playing, no lesson); `fair(then)`:
 *   fair mode, loaded, given to `then`.
 */
export async function createKeeper(host) {
  await usePart('games');
  const { session, flow } = host;
  const words = { t, list, language };
  const store = createStore();
  /** The revision of each game this tab last read or wrote: its next write extends it, or is
   * refused. @type {Map<string, number>} */
  const revs = new Map();
  /** Each game's text as last read or written here: the same game again is not written. */
  const texts = new Map();
  /** The reason of the last write that failed, said once until a write succeeds again. */
  let trouble = /** @type {string | null} */ (null);
  /** Who wants to hear of a change to the games (the My games screen, while open). */
  const listeners = new Set();

  // ---- The word on the table: what happened to the game, or to the storage -------------

  /** @type {HTMLElement | null} */
  let banner = null;
  /** Whether the word shown is about the storage (it stays when another game opens). */
  let sticky = false;
  /** Says `text` (a function that words it) over the top of the table, until closed or (unless
   * `stays`: the storage's trouble) the next game opens; screen readers hear it (a status).
   * @param {() => string} text */
  function say(text, stays = false) {
    sticky = stays;
    if (!banner) {
      const box = Object.assign(document.createElement('div'), { id: 'kept-notice', hidden: true });
      banner = box;
      const p = Object.assign(document.createElement('p'), { id: 'kept-notice-text' });
      p.setAttribute('role', 'status');
      const close = Object.assign(document.createElement('button'), { type: 'button', id: 'kept-notice-close' });
      panels.words(close, () => t('games.notice.close'));
      close.onclick = () => (box.hidden = true);
      box.append(p, close);
      panels.$('stage').append(banner);
    }
    panels.words('kept-notice-text', text);
    banner.hidden = false;
  }
  const unsay = () => banner && !sticky && (banner.hidden = true);

  // ---- Reading and writing, revision by revision ----------------------------------------

  /** This tab has read or written `record`: its next write of it extends this revision.
   * @param {Stored} record */
  function track(record) {
    revs.set(record.id, record.rev);
    texts.set(record.id, JSON.stringify(record.game));
  }

  /** Whether two records of one game show the same thing (a move, a seat taken, a link's names
   * differ; the panels' preferences do not). @param {Game} a @param {Game} b */
  const sameShown = (a, b) => a.code === b.code && a.mode === b.mode;

  /**
   * Writes `game` as game `id` (null: a new game), on the revision this tab knows; the same
   * game again is not written. A failing storage is said once (the game goes on in its link).
   * @param {string | null} id @param {Game} game @param {Summary | null} summary
   */
  function write(id, game, summary) {
    if (id && texts.get(id) === JSON.stringify(game)) return null;
    const result = id ? store.save({ id, base: revs.get(id) ?? 0, game, summary }) : store.save({ game, summary });
    if (result.ok) {
      track(result.record);
      trouble = null;
      changed();
    } else if (result.reason !== 'stale' && trouble !== result.reason) {
      trouble = result.reason;
      say(() => notice(result, words), true);
    }
    return result;
  }

  /** The game shown as the store takes it: its record (without the session's id) and summary. */
  function shown() {
    const engine = session.engine();
    const { id: _, ...game } = session.record();
    return { game: /** @type {Game} */ (game), summary: summarize(engine, session.setup()) };
  }

  /**
   * The game shown, kept for the first time (a new deal, a branch, a link's game): the game kept
   * of its identity that it continues is brought up to date, the same one is taken as it is
   * (never a second copy: two tabs that open one new link at once keep one game), one that parts
   * from them is kept beside them (store.js arrive). One kept further on is not taken back: with
   * `older` 'copy' both are kept, without it the result says 'older' (link.js asks the player).
   * @param {'copy'} [older]
   */
  function arrive(older) {
    const { game, summary } = shown();
    const result = store.arrive(game, summary, older ? { older } : {});
    if (result.ok) {
      track(result.record);
      session.kept(result.record.id);
      trouble = null;
      changed();
    } else if ('reason' in result && result.reason !== 'stale' && trouble !== result.reason) {
      trouble = result.reason;
      say(() => notice(result, words), true);
    }
    return result;
  }

  /** Keeps the game shown as it stands (session.persist, through keeping.js). A write refused
   * because another tab moved the game on: the game is shown as it stands there, said so. */
  function save() {
    const engine = session.engine();
    if (!engine || engine.caps.save !== 'game') return;
    const id = session.id();
    if (!id) return void arrive('copy');
    const { game, summary } = shown();
    const result = write(id, game, summary);
    if (!result) return;
    if (result.ok || result.reason !== 'stale') return;
    // Deleted in another tab meanwhile: played on here, so kept again.
    if (!result.record) {
      forget(id);
      return void arrive('copy');
    }
    const n = engine.actionCount();
    reopen(result.record, refused(result.record, n ? engine.seatOf(n - 1) : -1));
  }

  /** Why a move of `seat`'s was not made on the game shown, now `record` in another tab: a
   * person's move was refused; a computer's (two tabs run one game's computers) was played there.
   * @param {Stored} record @param {number} seat @returns {() => string} */
  function refused(record, seat) {
    if (!session.isComputer(seat)) return () => t('games.problem.stale');
    const last = record.summary?.last;
    const name = last === null || last === undefined ? '' : (record.summary?.players[last]?.name ?? '');
    return name ? () => notice({ mover: { name } }, words) : () => t('games.changedElsewhere');
  }

  /** Forgets that this tab keeps game `id` (deleted, here or in another tab). @param {string} id */
  function forget(id) {
    revs.delete(id);
    texts.delete(id);
    if (session.id() === id) session.kept(null);
  }

  // ---- Opening a kept game ---------------------------------------------------------------

  /**
   * Opens kept game `record` on the table (a fair game through fair mode); `enter`: its turn
   * begins (else a screen is up, and its way back enters it); `address`: the address holds it
   * (not under the tutorial, whose step the address is). False when it does not open.
   * @param {Stored} record @param {{ enter?: boolean, address?: boolean }} [how]
   */
  function open(record, { enter = true, address = true } = {}) {
    unsay();
    if (record.game.fair) {
      // A fair game opens into its turn only (fair mode shows it then).
      if (!enter) return false;
      host.fair((fair) => fair.open(record.game.code));
      return true;
    }
    track(record);
    // A record read back was checked (record.js isGame): a game the session can open.
    const saved = /** @type {Parameters<typeof session.resume>[0]} */ ({ ...record.game, id: record.id });
    if (!session.resume(saved)) return false;
    if (address) setAddress(session.engine().code());
    if (enter) flow.enterTurn();
    host.redraw();
    return true;
  }

  /** Shows `record` in place of the stale game shown, once the table may take it, and says
   * `text`. @param {Stored} record @param {() => string} text */
  function reopen(record, text) {
    const go = () => {
      if (!host.ready()) return void setTimeout(go, 50);
      // A screen of the game's own closes; another (a new game, My games) stays: its way back enters the turn.
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
    // Asked before every move: a game another tab moved on is shown as it stands, and the move
    // is not made. A storage that fails lets the move go on (in its link).
    stale() {
      const id = session.id();
      const rev = id && revs.get(id);
      if (!id || !rev) return false;
      const checked = store.check(id, rev);
      if (checked.ok || checked.reason !== 'stale' || !checked.record) return false;
      const was = JSON.parse(texts.get(id) ?? 'null');
      if (was && sameShown(was, checked.record.game)) {
        track(checked.record);
        return false;
      }
      reopen(checked.record, refused(checked.record, session.engine().view(null).to_move));
      return true;
    },
  });

  // ---- Other tabs ------------------------------------------------------------------------

  store.onChange((change) => {
    changed();
    const id = session.id();
    if (!id) return;
    if (change.cleared || (change.id === id && change.removed)) {
      forget(id);
      return say(() => t('games.deletedElsewhere'));
    }
    const { record } = change;
    if (change.id !== id || !record) return;
    // This tab's own write, replaced by another tab's made at the same moment, is news too.
    if (!change.lost && record.rev <= (revs.get(id) ?? 0)) return;
    const was = JSON.parse(texts.get(id) ?? 'null');
    if (!change.lost && was && sameShown(was, record.game)) return track(record);
    const said = change.lost || change.mover ? () => notice(change, words) : () => t('games.changedElsewhere');
    if (record.game.fair) {
      track(record);
      host.fair((fair) => fair.taken());
      return say(said);
    }
    reopen(record, said);
  });

  // ---- What every tab says: the games waiting on this device ---------------------------

  const icon = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=icon]'));
  const plainIcon = icon?.href ?? '';
  // The page's icon with a gold dot in its corner: a game waits.
  const dotIcon = plainIcon.replace(
    /%3C\/svg%3E$/,
    "%3Ccircle cx='26' cy='6' r='5.5' fill='%23f3c64b' stroke='%23100e20' stroke-width='1.5'/%3E%3C/svg%3E",
  );
  let signalled = -1;
  function signal() {
    const count = countYourTurn(store.list().records);
    const { title, badge } = turnSignal(count, words);
    document.title = title;
    if (icon && dotIcon !== plainIcon) icon.href = count ? dotIcon : plainIcon;
    if (count === signalled) return;
    signalled = count;
    const nav = /** @type {any} */ (navigator);
    (badge ? nav.setAppBadge?.(badge) : nav.clearAppBadge?.())?.catch?.(() => {});
  }
  let soon = 0;
  /** A game changed (here or in another tab): the title and the lists anew, once things settle. */
  function changed() {
    clearTimeout(soon);
    soon = window.setTimeout(() => {
      signal();
      for (const fn of listeners) fn();
    }, 150);
  }
  subscribe(() => {
    signalled = -1;
    signal();
  });

  // ---- The older stores, taken in --------------------------------------------------------

  /** A game of save.js's list, summarised by the engine (legacy.js migrate). @param {any} game */
  function summarizeOld(game) {
    const engine = host.Engine.resume(game);
    try {
      return summarize(engine, { names: game.names ?? [], kinds: game.kinds });
    } finally {
      engine.free();
    }
  }
  try {
    migrate(store, localStorage, summarizeOld);
  } catch {
    // Storage refused: nothing to take in.
  }
  // Fair mode's own records (its store before My games): opened by fair mode's engine to be
  // summarised, so taken in once it can be loaded (offline and never loaded: at a later start).
  /** @param {string} gameId @param {{ record: string, kinds?: string[], think?: number }} old */
  const fairOf = async (gameId, old) => {
    const [{ FairGame }, { FairEngine }] = await Promise.all([loadFair(), import('../engine/fair.js')]);
    const kinds = old.kinds ?? [];
    /** @type {any} */
    let engine = null;
    try {
      engine = new FairEngine(FairGame, FairGame.restore(old.record), {
        changed: () => {},
        kept: () => null,
        keep: () => ({ ok: true }),
      });
    } catch {
      // A record fair mode cannot read: kept as it is, without a summary.
    }
    const seats = engine ? engine.seats() : [];
    const mine = seats.find((/** @type {number} */ s) => !isComputer(kinds[s] ?? 'human'));
    const game = {
      fair: true,
      gameId: engine?.gameId() ?? gameId,
      code: engine?.code() ?? '',
      moves: engine?.actionCount() ?? 0,
      names: engine?.names(),
      kinds,
      think: old.think,
      mode: mine ?? 'watch',
      secret: old.record,
    };
    const summary = engine ? fairSummary(engine, kinds) : null;
    engine?.free();
    return { game, summary };
  };
  const fairTaken = migrateFair(store, localStorage, fairOf).catch(() => null);

  const unreadable = store.list().unreadable.length;
  if (unreadable) say(() => t('games.unreadable', { count: unreadable }), true);
  signal();

  return {
    store,
    /** Resolves once fair mode's older keys are in the store (or left for a later start). */
    fairTaken,
    save,
    arrive,
    /** @param {string} identity @param {'all' | 'watch' | number} mode */
    seat(identity, mode) {
      store.rememberSeat(identity, mode);
    },
    /** The game kept last (the one a visit without a link opens), or null. */
    last() {
      const { records } = store.list();
      return records.reduce((a, b) => (!a || b.saved > a.saved ? b : a), /** @type {Stored | null} */ (null));
    },
    /** The games kept of `identity`, the last played first. @param {string} identity */
    held: (identity) => store.held(identity),
    /** Every game kept. */
    records: () => store.list().records,
    open,
    say,
    /** Deletes kept game `id` at revision `rev` (the player's word): the store's result.
     * @param {string} id @param {number} rev */
    remove(id, rev) {
      const result = store.remove(id, rev);
      if (result.ok) {
        forget(id);
        changed();
      }
      return result;
    },
    /** `fn()` after every change to the games kept, here or in another tab; returns the function that stops it.
     * @param {() => void} fn */
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Tells the keeper the games changed here other than by a move (an import, a deletion). */
    changed,

    // ---- Fair games: fair mode keeps its own (features/fair.js) ------------------------

    /** What is kept of fair game `gameId` (its link, this device's record as `secret`: FairGame
     * record, the game as it stands here and its seats' secrets; who plays each seat), or null.
     * @param {string} gameId */
    fairGame: (gameId) => store.held(`fair-${gameId}`)[0]?.game ?? null,
    /**
     * Keeps fair game `engine` (a FairEngine) as it stands, its record as `secret`, with
     * `fields` ({ kinds, think, mode }). A record further on (another tab's) is never taken
     * back, and nothing is written when nothing changed (tabs would echo each other). Returns
     * its id among the kept games (null when it has none) and whether this record is kept
     * ({ ok, reason: the store's, when it is not }).
     * @param {any} engine @param {{ kinds?: string[], think?: number, mode: number | 'watch' }} fields
     */
    keepFair(engine, fields) {
      const held = store.held(`fair-${engine.gameId()}`)[0] ?? null;
      const old = /** @type {any} */ (held?.game ?? {});
      const kinds = fields.kinds ?? old.kinds ?? [];
      const think = fields.think ?? old.think;
      /** @type {Game} */
      const game = {
        fair: true,
        identity: engine.identity(),
        gameId: engine.gameId(),
        code: engine.code(),
        moves: engine.actionCount(),
        messages: engine.messages(),
        names: engine.names(),
        kinds,
        mode: fields.mode,
        ...(think ? { think } : {}),
        secret: engine.record(),
      };
      if (held && JSON.stringify(game) === JSON.stringify(held.game)) return { id: held.id, ok: true };
      // Another tab's record is further on: this one is not kept (its engine takes that up).
      if (held && relation(game, held.game) === 'further') return { id: held.id, ok: false, reason: 'stale' };
      let summary = /** @type {Summary | null} */ (null);
      try {
        summary = fairSummary(engine, kinds);
      } catch {
        // A game its engine cannot show yet: kept without a summary.
      }
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

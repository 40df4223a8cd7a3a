// @ts-check
// Share links: the address always holds the game's code (address.js), so the address bar is a
// link to the game as it stands. This module is the flow a link brings: opening one (the same
// game further on, a game kept here, a new one), a broken one, which seat is this device's, and
// sending the link on (the share sheet or the clipboard). The code itself, and every verdict
// on it, is the engine's (src/code.rs); a broken link's reason is told from its kind.

import { isComputer } from '../engine/computer.js';
import { language, t } from '../ui/i18n.js';
import { $, dieEl, words } from '../ui/panels.js';
import { rareReasons, reason } from '../ui/reasons.js';
import { fragment, setAddress, urlOf } from './address.js';
import { confirm, hideOverlays, showOverlay, shown } from '../ui/screens.js';
import { copyLink, shareOrCopy } from '../ui/share.js';
import { defaultName } from '../ui/words.js';

/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('./keeper.js').Keeper} Keeper */
/** @typedef {'all' | 'watch' | number} Mode */

/** Whether action list `a` begins list `b` (the same game, `b` further on).
 * @param {Action[]} a @param {Action[]} b */
const begins = (a, b) => a.length <= b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));

/**
 * What links work with (main.js): the engine's doors, the game shown and its flow, the
 * computers, the replay, the new-game screen (`onCancel`: back to the game), a redraw; fair
 * mode and live play, loaded and given to `then`; the games kept here (keeper.js).
 * @typedef {object} LinkHost
 * @property {typeof import('../engine/engine.js').Engine} Engine
 * @property {import('./session.js').Session} session
 * @property {import('./flow.js').Flow} flow
 * @property {import('./thinking.js').Thinking} thinking
 * @property {import('./history.js').History} history
 * @property {(onCancel: (() => void) | null) => void} newGame
 * @property {() => void} redraw
 * @property {(then: (fair: { open: (code: string) => unknown }) => unknown) => unknown} fair
 * @property {(then: (live: { open: (code: string) => unknown }) => unknown) => unknown} live
 * @property {() => Promise<Keeper>} kept
 */

/** @param {LinkHost} host */
export function createLinks(host) {
  const { Engine, session, flow, thinking, history } = host;
  const names = () => session.names();

  /**
   * Opens the game a link carries. The same game as the one on the table, further on, plays
   * the new moves as if made here; a game kept here goes on where the link is (never a second
   * copy), with its names and this device's seat; a link behind a game kept here further on
   * asks first; a new one asks which seat is this device's. A broken link changes nothing: it
   * says what is wrong and offers the game played last or a new one.
   * @param {string} code
   */
  async function open(code) {
    // A fair game's link (docs/fair-play.md): fair.js, loaded on demand.
    if (code[0] === 'f') return host.fair((f) => f.open(code));
    // Live play's invitation or reply (docs/live-play.md): features/live/, loaded on demand.
    if (code[0] === 'l') return host.live((l) => l.open(code));
    // The games kept here (none if the browser keeps nothing).
    const kept = await host.kept().catch(() => null);
    let engine;
    try {
      engine = Engine.fromLink(code);
    } catch (e) {
      // Its reason may be a rare one (a position that breaks a rule): worded once loaded.
      await rareReasons().catch(() => {});
      return broken(e, kept);
    }
    // Its identity; a game begun from a position is known by that position's link, which it
    // is reopened from.
    const key = engine.identity();
    const start = engine.fromPosition() ? key : undefined;
    const options = engine.options();
    const actions = engine.actions();
    history.replay.close();
    // A position link names where a game stands, not where it began: an analysis kept here
    // that stands there goes on with its history (after a reload, say).
    const analysis = start && kept?.records().find((r) => r.game.start && r.game.code === engine.code());
    const table = session.engine();
    const on = table && !session.addressHeld() && session.key() === key && shown() !== 'seat' ? table.actions() : null;
    const more = on && begins(on, actions) ? actions.length - on.length : 0;
    if (analysis || (more > 0 && more <= 3 && !flow.busy())) {
      engine.free();
      hideOverlays();
      if (analysis) return void kept?.open(analysis);
      thinking.stop();
      for (const action of actions.slice(on?.length)) await flow.commit(action);
      return;
    }
    // The games kept of its deal: the one it continues (the closest), else the last played, give
    // this device's seat, the names and the preferences.
    const held = kept?.held(key) ?? [];
    /** A dealt game's actions (its record always has them). @param {import('./record.js').Stored} r */
    const actionsOf = (r) => /** @type {Action[]} */ (r.game.actions);
    const continued = held
      .filter((r) => begins(actionsOf(r), actions))
      .sort((a, b) => actionsOf(b).length - actionsOf(a).length);
    const like = (continued[0] ?? held[0])?.game;
    const { players, rounds, colours } = options;
    const carried = engine.names();
    // Who plays each seat as the link says (the computers go on on any device), else as kept.
    const computers = engine.computers();
    const kinds = computers?.kinds ?? like?.kinds ?? Array(players).fill('human');
    const people = kinds.filter((k) => !isComputer(k)).length;
    // A puzzle or an analysis (a position link) is explored at this device, hot-seat; so is a
    // game against the computer (one person): it goes on here against the computer.
    const mode = start || (computers && people === 1) ? 'all' : (like?.mode ?? kept?.store.seatOf(key));
    hideOverlays();
    session.open(engine, {
      setup: {
        players,
        rounds,
        colours,
        // The names the link carries (the sender's), else those kept here, else the defaults.
        names: [...Array(players)].map((_, s) => carried[s] || like?.names?.[s] || defaultName(s)),
        kinds,
        think: computers?.think ?? like?.think,
      },
      start,
      mode: mode ?? 'watch',
      host: computers?.host ?? like?.host,
      prefs: like?.prefs,
    });
    if (mode === undefined) {
      // A game new to this device: the table shows it (read-only) under the question, and
      // it is saved once the seat is chosen.
      setAddress(session.engine().code());
      flow.enterTurn();
      chooseSeat(true);
    } else if (!kept) {
      session.persist();
      flow.enterTurn();
    } else {
      setAddress(session.engine().code());
      if (arrived(kept)) flow.enterTurn();
    }
    host.redraw();
  }

  /** The link's game kept (keeper.js arrive): the game kept here that it continues is brought
   * up to date, never copied; one that parts from the games of its deal is kept beside them,
   * said so; one kept further on is not taken back: the player opens it as it stands, or the
   * link's game beside it. False while the question is asked.
   * @param {Keeper} kept @param {'copy'} [older] */
  function arrived(kept, older) {
    const result = kept.arrive(older);
    if (result?.kind === 'branch') kept.say(() => t('games.branch'));
    if (result?.kind !== 'older' || !result.record) return true;
    const further = result.record;
    const words = (/** @type {string} */ key) => () => t(key);
    const question = {
      title: words('games.older.title'),
      text: words('games.older'),
      yes: words('games.older.both'),
      no: words('games.older.mine'),
    };
    confirm(
      question,
      () => (arrived(kept, 'copy'), flow.enterTurn()),
      () => kept.open(further),
    );
    return false;
  }

  /** A link that opens no game: the engine's reason, and the game played last or a new one.
   * @param {unknown} error @param {Keeper | null} kept */
  function broken(error, kept) {
    session.holdAddress(true);
    thinking.stop();
    history.replay.close();
    const saved = kept?.last();
    const newGame = () => {
      session.holdAddress(false);
      setAddress('');
      host.newGame(session.engine() ? () => (session.persist(), flow.backToGame()) : null);
    };
    const kind = /** @type {{ kind?: string } | null} */ (error)?.kind;
    showBroken(() => reason(error), kind === 'FutureVersion', {
      onSaved: saved
        ? () => {
            session.holdAddress(false);
            if (!kept?.open(saved)) newGame();
          }
        : null,
      onNew: newGame,
    });
  }

  /** "Which seat is yours?" for the game on the table; the first time, no way back. `chosen`,
   * if given, hears the choice once made (live play, asked from a shared table).
   * @param {boolean} first @param {((mode: any) => void) | null} [chosen] */
  function chooseSeat(first, chosen = null) {
    thinking.stop();
    // A computer's seat is played by the device that plays the computers, not chosen.
    const seats = session
      .view()
      .seats.map((colour, s) => ({ colour, name: names()[s], computer: session.isComputer(s) }));
    askSeat(
      seats,
      first ? undefined : session.mode(),
      (mode) => {
        session.setMode(mode);
        session.persist();
        flow.enterTurn();
        host.redraw();
        chosen?.(mode);
      },
      first ? null : flow.backToGame,
    );
  }

  return {
    open,
    chooseSeat,
    /** The address changed by hand (or a link was opened in this tab: main.js hears it): its
     * game, unless it is the one shown. */
    addressChanged() {
      const code = fragment();
      if (code && (session.addressHeld() || !session.engine() || code !== session.engine().code())) open(code);
    },
    /** "Send my move": the link to the game as it stands, to the player whose turn it is. */
    sendMove() {
      const view = session.view();
      const name = names()[view.to_move];
      const over = view.game_over;
      send(session.engine().code(), {
        title: () => (over ? t('send.title.over') : t('send.title', { name })),
        text: () => (over ? t('send.text.over') : t('send.text', { name })),
      });
    },
    /** The menu's Share: the link to the game; at a hot-seat table, a way into playing by link. */
    share() {
      send(session.engine().code(), {
        title: () => t('menu.share'),
        text: () => t('share.text'),
        onSeat: session.mode() === 'all' ? () => chooseSeat(false) : null,
      });
    },
  };
}

/**
 * The share panel: the link in a field (to copy by hand if all else fails), handed to the
 * system's share sheet where there is one, else copied, with a visible confirmation.
 * `title` and `text` are functions that word them; `onSeat`, if given, offers to choose a
 * seat (to start playing by link).
 * @param {string} code
 * @param {{ title: () => string, text: () => string, onSeat?: (() => void) | null }} words
 */
async function send(code, { title, text, onSeat = null }) {
  const url = urlOf(code);
  words('share-title', title);
  words('share-text', text);
  field().value = url;
  say('');
  $('share-copy').onclick = async () => copied(await copyLink(url));
  $('share-seat').hidden = !onSeat;
  $('share-seat').onclick = onSeat;
  $('share-close').onclick = hideOverlays;
  showOverlay('share', 'share-copy');
  const how = await shareOrCopy({ title: 'Dance of Muses', text: text(), url });
  // Closed by the player: the link stays in the field.
  if (how === 'sent') say(() => t('share.sent'));
  else if (how !== 'closed') copied(how === 'copied');
}

const say = (/** @type {string | (() => string)} */ text) => words('share-status', text);
/** The share panel's field, which holds the link. */
const field = () => /** @type {HTMLInputElement} */ ($('share-url'));

/** Says whether the link was copied; if not, it is selected in the field, to copy by hand.
 * @param {boolean} ok */
function copied(ok) {
  if (!ok) field().select();
  say(() => t(ok ? 'share.copied' : 'share.byHand'));
}

/**
 * "Which seat is yours?" `seats` are [{ name, colour }]; `current` is this device's choice so
 * far (undefined the first time). `onChoose` gets a 0-based seat, "all" (hot-seat: everyone
 * at this device) or "watch"; `onCancel`, if given, keeps the choice as it was.
 * @param {{ name: string, colour: import('../engine/port.js').Colour, computer: boolean }[]} seats @param {Mode | undefined} current @param {(mode: Mode) => void} onChoose @param {(() => void) | null} onCancel */
function askSeat(seats, current, onChoose, onCancel) {
  const list = $('seat-list');
  list.replaceChildren();
  const choice = (/** @type {string} */ id, /** @type {Mode} */ mode) => {
    const b = $(id) ?? Object.assign(document.createElement('button'), { type: 'button', id });
    b.setAttribute('aria-pressed', String(current === mode));
    b.onclick = () => {
      hideOverlays();
      onChoose(mode);
    };
    return b;
  };
  seats.forEach(({ name, colour, computer }, s) => {
    if (computer) return;
    const b = choice(`seat-${s}`, s);
    const label = document.createElement('span');
    b.replaceChildren(dieEl(colour, null, true), ' ', label);
    words(label, () =>
      t('seat.choice', { seat: s + 1, name, colour: t(`colour.${colour}`).toLocaleLowerCase(language()) }),
    );
    list.append(b);
  });
  choice('seat-all', 'all');
  choice('seat-watch', 'watch');
  $('seat-cancel').hidden = !onCancel;
  $('seat-cancel').onclick = () => {
    hideOverlays();
    onCancel?.();
  };
  const first = seats.findIndex((s) => !s.computer);
  showOverlay('seat', typeof current === 'number' ? `seat-${current}` : `seat-${first}`);
}

/** A link that opens no game: the engine's reason (a function that words it), what to do
 * (`newer`: made by a newer version of the site), and the two ways on.
 * @param {() => string} why @param {boolean} newer @param {{ onSaved: (() => void) | null, onNew: () => void }} ways */
function showBroken(why, newer, { onSaved, onNew }) {
  words('badlink-why', why);
  words('badlink-todo', () => t(newer ? 'badlink.newer' : 'badlink.check'));
  $('badlink-safe').hidden = !onSaved;
  $('badlink-saved').hidden = !onSaved;
  $('badlink-saved').onclick = () => {
    hideOverlays();
    onSaved?.();
  };
  $('badlink-new').onclick = () => {
    hideOverlays();
    onNew();
  };
  showOverlay('badlink', onSaved ? 'badlink-saved' : 'badlink-new');
}

/** @typedef {ReturnType<typeof createLinks>} Links */

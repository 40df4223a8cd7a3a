// @ts-check
// Share links: the address always holds the game's code (address.js), so the address bar links to the game as it
// stands. Here: a link opened (the same game further on, a game kept here, a new one), a broken one, which seat is
// this device's, and the link sent on. Every verdict on a code is the engine's (src/code.rs).

import { isComputer } from '../engine/computer.js';
import { language, t } from '../ui/i18n.js';
import { $, dieEl, words } from '../ui/panels.js';
import { rareReasons, reason } from '../ui/reasons.js';
import { fragment, setAddress, urlOf } from './address.js';
import { confirm, hideOverlays, showOverlay, shown } from '../ui/screens.js';
import { copyLink, shareOrCopy } from '../ui/share.js';
import { defaultName } from '../ui/words.js';

/** @import { Action } from '../engine/port.js' */
/** @import { Keeper } from './keeper.js' */
/** @typedef {'all' | 'watch' | number} Mode */

const begins = (/** @type {Action[]} */ a, /** @type {Action[]} */ b) =>
  a.length <= b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));

/** @typedef {import('./types.js').LinkHost} LinkHost */

export function createLinks(/** @type {LinkHost} */ host) {
  const { Engine, session, flow, thinking, history } = host;
  const names = () => session.names();

  /** Opens the game a link carries: the game on the table further on plays the new moves; a game kept here goes on
   * where the link is (never a second copy); one behind a game kept further on asks first; a new one asks which seat is
   * this device's; a broken one says why. @param {string} code */
  async function open(code) {
    if (Object.hasOwn(host.opens, code[0])) return host.opens[code[0]](code);
    const kept = await host.kept().catch(() => null);
    let engine;
    try {
      engine = Engine.fromLink(code);
    } catch (e) {
      // A rare reason (a position that breaks a rule) is worded once loaded.
      await rareReasons().catch(() => {});
      return broken(e, kept);
    }
    const key = engine.identity();
    const start = engine.fromPosition() ? key : undefined;
    const options = engine.options();
    const actions = engine.actions();
    history.replay.close();
    // An analysis kept here that stands where a position link points goes on with its history.
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
    // The games kept of its deal (the one it continues, else the last played) give the seat, names and preferences.
    const held = kept?.held(key) ?? [];
    const actionsOf = (/** @type {import('./record.js').Stored} */ r) => /** @type {Action[]} */ (r.game.actions);
    const continued = held
      .filter((r) => begins(actionsOf(r), actions))
      .sort((a, b) => actionsOf(b).length - actionsOf(a).length);
    const like = (continued[0] ?? held[0])?.game;
    const { players, rounds, colours } = options;
    const carried = engine.names();
    const computers = engine.computers();
    const kinds = computers?.kinds ?? like?.kinds ?? Array(players).fill('human');
    const people = kinds.filter((k) => !isComputer(k)).length;
    // A puzzle or an analysis, or a game against the computer (one person), is played here, hot-seat.
    const mode = start || (computers && people === 1) ? 'all' : (like?.mode ?? kept?.store.seatOf(key));
    hideOverlays();
    session.open(engine, {
      setup: {
        players,
        rounds,
        colours,
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
      // A game new to this device: shown read-only under the question, kept once the seat is chosen.
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

  /** The link's game kept (keeper.js arrive); one kept further on is not taken back: the player chooses.
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

  function broken(/** @type {unknown} */ error, /** @type {Keeper | null} */ kept) {
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

  /** "Which seat is yours?"; the first time, no way back. `chosen` hears the choice (live play).
   * @param {boolean} first @param {((mode: any) => void) | null} [chosen] */
  function chooseSeat(first, chosen = null) {
    thinking.stop();
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
    addressChanged() {
      const code = fragment();
      if (code && (session.addressHeld() || !session.engine() || code !== session.engine().code())) open(code);
    },
    sendMove() {
      const view = session.view();
      const name = names()[view.to_move];
      const over = view.game_over;
      send(session.engine().code(), {
        title: () => (over ? t('send.title.over') : t('send.title', { name })),
        text: () => (over ? t('send.text.over') : t('send.text', { name })),
      });
    },
    share() {
      send(session.engine().code(), {
        title: () => t('menu.share'),
        text: () => t('share.text'),
        onSeat: session.mode() === 'all' ? () => chooseSeat(false) : null,
      });
    },
  };
}

/** The share panel: the link in a field, handed to the share sheet where there is one, else copied, with a visible
 * confirmation. @param {string} code
 * @param {{ title: () => string, text: () => string, onSeat?: (() => void) | null }} words */
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
  if (how === 'sent') say(() => t('share.sent'));
  else if (how !== 'closed') copied(how === 'copied');
}

const say = (/** @type {string | (() => string)} */ text) => words('share-status', text);
const field = () => /** @type {HTMLInputElement} */ ($('share-url'));

function copied(/** @type {boolean} */ ok) {
  if (!ok) field().select();
  say(() => t(ok ? 'share.copied' : 'share.byHand'));
}

/** "Which seat is yours?": `onChoose` gets a 0-based seat, "all" (hot-seat) or "watch"; `onCancel`, if any, goes back.
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

/** A link that opens no game: the engine's reason, what to do (`newer`: a newer version's link), two ways on.
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

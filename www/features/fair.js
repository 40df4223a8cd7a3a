// @ts-check
// Fair mode (docs/fair-play.md): the players' devices deal the Muses together through the links they send each other.
// Loaded with its wasm and words (www/fair.js): it makes a fair game, opens a fair link (as a seat this device holds
// the key of, or watching), says at every step what happened and whom to send the link to, and shows each round's
// verdict. A fair game is a session whose engine is a FairEngine; fair mode hooks into the flow (opened, pending,
// rematch, send, owed) and keeps its games through the keeper (fair-kept.js). A device answers one history only: a
// link that does not extend the game it keeps is refused, which leaves that game as it was.

import { isComputer } from '../engine/computer.js';
import { loadFairGames } from '../engine/fair.js';
import { fairIdentity, keepFair } from './fair-kept.js';
import { setAddress, urlOf } from '../play/address.js';
import { subscribe, t, usePart } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import { $ } from '../ui/panels.js';
import { rareReasons, reason } from '../ui/reasons.js';
import { hideOverlays, newGameError, showOverlay, shown } from '../ui/screens.js';
import { shareOrCopy } from '../ui/share.js';

const LOCK = 'dance-of-muses.fair';

/** @import { FairEngine } from '../engine/fair.js' */
/** @import { FairStep as Step, Verdict } from 'fair-wasm' */
/** @import { LogEntry } from '../engine/port.js' */

/** @type {Record<Step, string>} */
const DONE = {
  Play: 'fair.done.Play',
  Shuffle: 'fair.done.Shuffle',
  Deal: 'fair.done.Deal',
  Strip: 'fair.done.Strip',
  Reveal: 'fair.done.Reveal',
};
/** @type {Record<Step, string>} */
const NEXT = {
  Shuffle: 'fair.next.Shuffle',
  Deal: 'fair.next.Deal',
  Strip: 'fair.next.Strip',
  Play: 'fair.next.Play',
  Reveal: 'fair.next.Reveal',
};

let made = /** @type {Promise<{ start: (choice: any) => void, open: (code: string) => void }> | null} */ (null);
export const ready = (/** @type {any} */ host) =>
  (made ??= createFair(host).catch((e) => {
    made = null;
    throw e;
  }));

/** `host` (www/fair.js, main.js): the session, the flow's commit, enterTurn and use, why, newGame, redraw, relog, the
 * games kept, live play's port. @param {any} host */
async function createFair(host) {
  const [games] = await Promise.all([loadFairGames(), usePart('fair'), rareReasons()]);
  const { session, kept } = host;
  /** Whether live play carries the link this device would send (live play's facts; null when not live). */
  const liveCarries = () => {
    const facts = host.liveFacts?.();
    return !!facts && !facts.sends;
  };
  host.liveChanged?.(() => current && session.engine() === current && refreshBar());
  /** What this device keeps of fair game `id` (`secret`: its record), or null. */
  const recordOf = (/** @type {string} */ id) => /** @type {any} */ (kept.held(fairIdentity(id))[0]?.game ?? null);
  const remember = (
    /** @type {FairEngine} */ engine,
    /** @type {{ kinds?: string[], think?: number }} */ fields = {},
  ) => {
    const who = fields.kinds ?? recordOf(engine.gameId())?.kinds ?? [];
    const seat = engine.seats().find((/** @type {number} */ s) => !isComputer(who[s] ?? 'human'));
    return keepFair(kept, engine, { ...fields, mode: seat ?? 'watch' });
  };
  let current = /** @type {any} */ (null);
  /** Who plays each seat on the device that made the game (else every seat a person). @type {string[]} */
  let kinds = [];
  let verdicts = /** @type {Verdict[]} */ ([]);
  let done = /** @type {Step | null} */ (null);
  let sentLink = /** @type {string | null} */ (null);
  const bar = makeBar();

  /** @type {import('../engine/fair.js').FairHost} */
  const keeping = {
    changed,
    kept: (id) => recordOf(id)?.secret ?? null,
    keep: (engine) => remember(engine),
  };

  const namesOf = (/** @type {FairEngine} */ engine) =>
    engine.names().map((/** @type {string} */ n, /** @type {number} */ s) => n || t('fair.seat', { seat: s + 1 }));
  const names = () => namesOf(current);
  /** An error in words, its seats named as `engine`'s link names them (the page's own once on the table). */
  const why = (/** @type {unknown} */ error, /** @type {FairEngine | null} */ engine = current) =>
    engine && session.engine() === engine
      ? host.why(error)
      : reason(error, {
          seat: (/** @type {number} */ i) => (engine ? namesOf(engine)[i] : t('fair.seat', { seat: i + 1 })),
        });
  const mine = () => current.seats().find((/** @type {number} */ s) => !isComputer(kinds[s] ?? 'human')) ?? null;
  const computers = () => current.seats().filter((/** @type {number} */ s) => isComputer(kinds[s] ?? 'human'));

  const onTable = () => !!current && session.engine() === current;
  /** Another tab moved the game shown on (the keeper tells): this tab takes it up. */
  const taken = () => {
    if (current?.sync() && !shown()) show(current, {});
  };
  const keyItem = button('menu-key', t('fair.key'), () => {
    /** @type {HTMLDetailsElement} */ ($('menu')).open = false;
    if (onTable() && !shown()) keyPanel();
  });
  $('menu-items').append(keyItem);
  subscribe(() => {
    keyItem.textContent = t('fair.key');
    refreshBar();
  });
  const menuFor = (/** @type {boolean} */ fair) => {
    keyItem.hidden = !fair;
  };

  /** A new fair game from the new-game screen: seat 1 is this device's player; its computer seats are taken here. */
  function start(/** @type {any} */ choice) {
    const seats = choice.kinds.map(isComputer);
    if (seats[0]) return newGameError(t('fair.firstIsYou'));
    if (!seats.slice(1).includes(false)) return newGameError(t('fair.needsPeople'));
    let engine;
    try {
      engine = games.create(
        { players: choice.players, rounds: choice.rounds, colours: choice.colours },
        choice.names,
        keeping,
      );
    } catch (e) {
      return newGameError(why(e, null));
    }
    kinds = choice.kinds;
    done = null;
    remember(engine, { kinds, think: choice.think });
    for (const [s, computer] of seats.entries()) if (computer) engine.takeSeat(s);
    show(engine, { kinds, think: choice.think });
  }

  /** Opens fair link `code` under a Web Lock: two tabs never answer two versions of a game at once. */
  const open = (/** @type {string} */ code) =>
    navigator.locks ? navigator.locks.request(LOCK, () => openNow(code)) : openNow(code);

  /** Opens fair link `code`: the game shown further on, a game kept here (the link must extend it), or a new one (which
   * seat?). A link refused changes nothing, one button from the game kept. @param {string} code */
  function openNow(code) {
    let id;
    try {
      id = games.gameIdOf(code);
    } catch (e) {
      return refused(e, current);
    }
    if (current?.gameId() === id) return arrive(code);
    const held = recordOf(id);
    if (held?.secret) {
      let engine;
      try {
        engine = games.restore(held.secret, keeping);
      } catch (e) {
        return refused(e, current);
      }
      kinds = held.kinds ?? [];
      done = null;
      try {
        engine.update(code);
      } catch (e) {
        return refused(e, engine);
      }
      return show(engine, {});
    }
    let engine;
    try {
      engine = games.open(code, keeping);
    } catch (e) {
      return refused(e, current);
    }
    kinds = [];
    askSeat(engine);
  }

  function arrive(/** @type {string} */ code) {
    const before = current.actionCount();
    const round = current.view(null)?.round;
    done = null;
    try {
      current.update(code);
    } catch (e) {
      return refused(e, current);
    }
    if (session.engine() !== current) return show(current, {});
    if (shown()) hideOverlays();
    if (current.view(null)?.round !== round) host.relog();
    const events = current.log(null, false, before).flatMap((/** @type {LogEntry} */ entry) => entry.events);
    const checked = current
      .verdicts()
      .findIndex(
        (/** @type {Verdict} */ v, /** @type {number} */ r) => v.kind === 'Valid' && verdicts[r]?.kind !== 'Valid',
      );
    verdicts = current.verdicts();
    if (events.length) return host.commit(null, events);
    if (checked >= 0) {
      // The last move was this device's: its round's end, now that it is checked.
      host.relog();
      const last = current.log(null, false, 0).findLast((/** @type {LogEntry} */ e) => e.round === checked + 1);
      const end = last?.events ?? [];
      if (end.some((/** @type {{ kind: string }} */ e) => e.kind === 'RoundEnded')) return host.commit(null, end);
    }
    host.enterTurn();
  }

  function show(/** @type {FairEngine} */ engine, /** @type {{ kinds?: string[], think?: number }} */ fields) {
    if (current && current !== engine && session.engine() !== current) current.free();
    current = engine;
    verdicts = engine.verdicts();
    const { id } = remember(engine, { kinds, ...fields });
    setAddress(engine.code());
    if (!engine.view(null)) return dealScreen();
    if (session.engine() !== engine) {
      const { players, rounds, colours } = engine.options();
      const think = recordOf(engine.gameId())?.think;
      session.open(engine, {
        setup: { players, rounds, colours, names: names(), kinds: names().map((_, s) => kinds[s] ?? 'human'), think },
        id: id ?? undefined,
        mode: mine() ?? 'watch',
      });
    } else {
      session.setMode(mine() ?? 'watch');
      host.relog();
    }
    if (shown()) hideOverlays();
    bar.hidden = false;
    host.enterTurn();
    host.redraw();
  }

  function changed(/** @type {FairEngine} */ engine, /** @type {Step | null} */ did) {
    if (did) done = did;
    if (engine !== current) return;
    refreshBar();
    setAddress(engine.code());
  }

  // ---- What happens, and whom to send the link to ----

  /** What this device did, whom to send the link to and what their device does; null when nobody is waited for. */
  function stepWords() {
    const next = current.next();
    const did = done ? `${t(DONE[done])} ` : '';
    if (!next) {
      const others = names().filter((_, s) => !current.seats().includes(s));
      return done === 'Reveal' && others.length ? `${did}${t('fair.sendAll', { names: others.join(', ') })}` : null;
    }
    const name = names()[next.seat];
    if (next.mine) return next.step === 'Play' ? null : t('fair.working');
    const what = t(NEXT[/** @type {Step} */ (next.step)], { name });
    if (mine() === null && !computers().length) return t('fair.watching', { what });
    if (liveCarries()) return `${did}${what} ${t('fair.live')}`;
    return `${did}${t('fair.sendTo', { name })} ${what}`;
  }

  function verdictWords() {
    const list = current.verdicts();
    const limits = current.atLimit();
    return list
      .map((/** @type {Verdict} */ v, /** @type {number} */ r) => {
        const round = list.length > 1 || current.options().rounds > 1 ? t('fair.round', { round: r + 1 }) : '';
        const limit = limits[r] ? ` ${t('fair.atLimit', { turns: games.maxDanceTurns() })}` : '';
        if (v.kind === 'Valid') return `${round}${t('fair.valid')}${limit}`;
        if (v.kind === 'Invalid')
          return `${round}${t('fair.invalid', { why: why({ kind: 'Fault', params: v.params }) })}`;
        if (v.kind === 'NotVerified') {
          const missing = v.params.missing.map((/** @type {number} */ s) => names()[s]);
          return `${round}${t('fair.notVerified', { names: missing.join(', ') })}${limit}`;
        }
        return '';
      })
      .filter(Boolean)
      .join(' ');
  }

  /** The words about this device's computers (it runs them, so it could read their cards). */
  function computerWords() {
    const list = computers().map((/** @type {number} */ s) => names()[s]);
    return list.length ? t('fair.runsComputers', { count: list.length, names: list.join(', ') }) : '';
  }

  function makeBar() {
    const section = document.createElement('section');
    section.id = 'fair-bar';
    section.setAttribute('aria-label', t('fair.title'));
    section.hidden = true;
    const title = Object.assign(document.createElement('b'), { id: 'fair-title' });
    const words = Object.assign(document.createElement('p'), { id: 'fair-step' });
    words.setAttribute('role', 'status');
    const verdict = Object.assign(document.createElement('p'), { id: 'fair-verdict' });
    const send = Object.assign(document.createElement('button'), {
      type: 'button',
      id: 'fair-send',
      className: 'primary',
    });
    const key = Object.assign(document.createElement('button'), { type: 'button', id: 'fair-key' });
    send.onclick = () => sendLink();
    key.onclick = () => keyPanel();
    section.append(title, words, verdict, send, key);
    $('status').append(section);
    return section;
  }

  function refreshBar() {
    if (!current) return;
    const step = stepWords();
    $('fair-title').textContent = t('fair.title');
    $('fair-step').textContent = [step ?? '', computerWords()].filter(Boolean).join(' ');
    $('fair-verdict').textContent = verdictWords();
    $('fair-send').textContent = t('fair.send');
    const next = current.next();
    $('fair-send').hidden =
      (mine() === null && !computers().length) || (next ? next.mine || liveCarries() : done !== 'Reveal');
    $('fair-key').textContent = t('fair.key');
    $('fair-key').hidden = !current.secrets().length;
  }

  function dealScreen() {
    const box = overlay('fair-deal', [
      ['h2', 'fair-deal-title'],
      ['p', 'fair-deal-step'],
      ['p', 'fair-deal-computers'],
      ['p', 'fair-deal-promise'],
      ['input', 'fair-deal-url'],
      ['p', 'fair-deal-said'],
      ['div', 'fair-deal-buttons'],
    ]);
    $('fair-deal-title').textContent = t('fair.title');
    $('fair-deal-step').textContent = stepWords() ?? '';
    $('fair-deal-computers').textContent = computerWords();
    $('fair-deal-promise').textContent = t('fair.promise');
    Object.assign($('fair-deal-url'), { readOnly: true, value: urlOf(current.code()) });
    $('fair-deal-url').setAttribute('aria-label', t('fair.link'));
    $('fair-deal-said').textContent = '';
    const buttons = $('fair-deal-buttons');
    buttons.className = 'buttons';
    buttons.replaceChildren(
      button('fair-deal-new', t('fair.newGame'), () => host.newGame(() => dealScreen())),
      ...(current.secrets().length ? [button('fair-deal-key', t('fair.key'), () => keyPanel())] : []),
      ...(host.live ? [button('fair-deal-live', t('live.play'), () => host.live())] : []),
      button('fair-deal-send', t('fair.send'), () => sendLink(), 'primary'),
    );
    bar.hidden = true;
    showOverlay('fair-deal', 'fair-deal-send');
    return box;
  }

  /** Which seat is this device's: a seat nobody plays yet, a key brought from another device, or watching. */
  function askSeat(/** @type {FairEngine} */ engine) {
    overlay('fair-seat', [
      ['h2', 'fair-seat-title'],
      ['p', 'fair-seat-text'],
      ['div', 'fair-seat-list'],
      ['label', 'fair-seat-import'],
      ['p', 'fair-seat-error'],
      ['div', 'fair-seat-buttons'],
    ]);
    const all = namesOf(engine);
    const free = engine.freeSeats();
    $('fair-seat-title').textContent = t('fair.whichSeat');
    $('fair-seat-text').textContent = t(free.length ? 'fair.whichSeatText' : 'fair.whichSeatFull');
    $('fair-seat-error').setAttribute('role', 'alert');
    $('fair-seat-error').className = 'error';
    $('fair-seat-error').textContent = '';
    const fail = (/** @type {unknown} */ e) => ($('fair-seat-error').textContent = why(e, engine));
    $('fair-seat-list').className = 'buttons';
    $('fair-seat-list').replaceChildren(
      ...free.map((/** @type {number} */ s) =>
        button(`fair-seat-${s}`, t('fair.takeSeat', { seat: s + 1, name: all[s] }), () => {
          try {
            engine.takeSeat(s);
          } catch (e) {
            return fail(e);
          }
          show(engine, { kinds: [] });
        }),
      ),
    );
    const field = keyField('fair-seat-key');
    $('fair-seat-import').replaceChildren(t('fair.haveKey'), field);
    $('fair-seat-buttons').className = 'buttons';
    $('fair-seat-buttons').replaceChildren(
      button('fair-seat-watch', t('fair.watch'), () => show(engine, { kinds: [] })),
      button('fair-seat-use', t('fair.useKey'), () => {
        try {
          engine.importKey(field.value);
        } catch (e) {
          return fail(e);
        }
        show(engine, { kinds: [] });
      }),
    );
    bar.hidden = true;
    showOverlay('fair-seat', free.length ? `fair-seat-${free[0]}` : 'fair-seat-watch');
  }

  /** The key panel: this device's seats' keys and a key brought from another device; no field keeps a key once
   * closed. */
  function keyPanel() {
    const back = shown() === 'fair-deal' ? dealScreen : () => (hideOverlays(), host.enterTurn());
    overlay('fair-keys', [
      ['h2', 'fair-keys-title'],
      ['p', 'fair-keys-text'],
      ['div', 'fair-keys-list'],
      ['label', 'fair-keys-import'],
      ['p', 'fair-keys-error'],
      ['div', 'fair-keys-buttons'],
    ]);
    $('fair-keys-title').textContent = t('fair.keysTitle');
    $('fair-keys-text').textContent = t('fair.keysText');
    const list = $('fair-keys-list');
    list.replaceChildren();
    for (const s of current.secrets()) {
      const label = document.createElement('label');
      label.className = 'row';
      const field = Object.assign(document.createElement('input'), {
        readOnly: true,
        id: `fair-key-${s}`,
        type: 'password',
        autocomplete: 'off',
      });
      // Shown only when asked for: somebody may be looking at the screen.
      const showKey = button(`fair-key-show-${s}`, t('fair.showKey'), () => {
        field.value = current.exportKey(s) ?? '';
        field.type = 'text';
        field.select();
      });
      label.append(t('fair.keyOf', { name: names()[s] }), field, showKey);
      list.append(label);
    }
    const field = keyField('fair-keys-key');
    $('fair-keys-import').replaceChildren(t('fair.haveKey'), field);
    $('fair-keys-error').className = 'error';
    $('fair-keys-error').setAttribute('role', 'alert');
    $('fair-keys-error').textContent = '';
    $('fair-keys-buttons').className = 'buttons';
    $('fair-keys-buttons').replaceChildren(
      button('fair-keys-close', t('fair.close'), back),
      button('fair-keys-use', t('fair.useKey'), () => {
        try {
          current.importKey(field.value);
        } catch (e) {
          $('fair-keys-error').textContent = why(e);
          return;
        }
        show(current, {});
      }),
    );
    showOverlay('fair-keys', 'fair-keys-close');
  }

  /** A link refused, said plainly (naming the seat at fault when the engine can); `kept`, the game held, stays one
   * button away. @param {unknown} error @param {FairEngine | null} kept */
  function refused(error, kept) {
    overlay('fair-refused', [
      ['h2', 'fair-refused-title'],
      ['p', 'fair-refused-why'],
      ['p', 'fair-refused-todo'],
      ['div', 'fair-refused-buttons'],
    ]);
    const older = /** @type {{ kind?: string } | null} */ (error)?.kind === 'Older';
    $('fair-refused-title').textContent = t(older ? 'fair.older' : 'fair.refused');
    $('fair-refused-why').textContent = why(error, kept);
    $('fair-refused-todo').textContent = kept ? t('fair.refusedKept') : t('fair.refusedNew');
    $('fair-refused-buttons').className = 'buttons';
    const back = () => kept && show(kept, {});
    $('fair-refused-buttons').replaceChildren(
      ...(kept ? [button('fair-refused-back', t('fair.back'), back, 'primary')] : []),
      button('fair-refused-new', t('fair.newGame'), () => host.newGame(kept ? back : null), kept ? '' : 'primary'),
    );
    if (kept) setAddress(kept.code());
    bar.hidden = true;
    showOverlay('fair-refused', kept ? 'fair-refused-back' : 'fair-refused-new');
  }

  async function sendLink() {
    const code = current.code();
    const url = urlOf(code);
    const said = shown() === 'fair-deal' ? $('fair-deal-said') : $('fair-step');
    const how = await shareOrCopy({ title: t('fair.title'), text: stepWords() ?? '', url });
    if (how === 'sent' || how === 'copied') sentLink = code;
    if (how === 'closed') return how;
    said.textContent =
      how === 'sent' ? t('fair.sent') : how === 'copied' ? t('fair.copied') : t('fair.copyByHand', { url });
    return how;
  }

  /** This device revealed the last key: everyone waits for this link. Null once sent (or when nobody waits). */
  function lastKeyOwed() {
    if (!onTable() || current.next() || done !== 'Reveal' || sentLink === current.code()) return null;
    if (!names().some((_, s) => !current.seats().includes(s))) return null;
    return {
      words: () => t('fair.sendKey'),
      first: () => t('fair.keyFirst'),
      send: async () => {
        const how = await sendLink();
        const ok = how === 'sent' || how === 'copied';
        const words = ok
          ? t(how === 'sent' ? 'fair.keySent' : 'fair.keyCopied')
          : t(how === 'closed' ? 'fair.keyNotSent' : 'fair.keyFailed');
        return { ok, words };
      },
    };
  }

  function waitingStatus() {
    const view = session.tableView();
    const next = current.next();
    const round = view.round;
    const limit = current.atLimit()[round - 1];
    const words = () => {
      const turns = games.maxDanceTurns();
      if (!next) return t(limit ? 'fair.status.limitOver' : 'fair.status.stopped', { round, turns });
      if (next.step === 'Reveal') return t(limit ? 'fair.status.limit' : 'fair.status.keys', { round, turns });
      return t('fair.status.dealing', { round });
    };
    panels.status({ ...view, game_over: true }, names(), words);
  }

  host.use({
    opened() {
      if (current && session.engine() !== current) {
        current = null;
        bar.hidden = true;
      }
      menuFor(onTable());
    },
    /** Whether the table waits on the protocol rather than on a move: the bar and the status line say what for. */
    pending() {
      if (!onTable()) return false;
      refreshBar();
      const next = current.next();
      const verified =
        current.verdicts().every((/** @type {Verdict} */ v) => v.kind === 'Valid') && !current.atLimit().some(Boolean);
      if (next?.step === 'Play' || (!next && verified)) return false;
      waitingStatus();
      return true;
    },
    rematch() {
      if (!onTable()) return false;
      start(session.setup());
      return true;
    },
    send() {
      if (!onTable()) return false;
      sendLink();
      return true;
    },
    owed: lastKeyOwed,
  });
  return {
    start,
    open,
    taken,
    /** The fair game shown, dealt or not (live play invites its other people). */
    shown: () => current && { names: names(), kinds: names().map((_, s) => kinds[s] ?? 'human'), mine: mine() },
  };
}

/** An overlay of this module's, made once; whenever hidden, its fields are emptied (no key text stays). */
function overlay(/** @type {string} */ id, /** @type {[string, string][]} */ parts) {
  let box = $(id);
  if (!box) {
    box = Object.assign(document.createElement('div'), { id, className: 'overlay', hidden: true });
    const card = Object.assign(document.createElement('div'), { className: 'card' });
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-labelledby', parts[0][1]);
    for (const [tag, part] of parts) card.append(Object.assign(document.createElement(tag), { id: part }));
    box.append(card);
    document.body.append(box);
    new MutationObserver(() => {
      if (box.hidden) for (const field of box.querySelectorAll('input')) field.value = '';
    }).observe(box, { attributes: true, attributeFilter: ['hidden'] });
  }
  return box;
}

/** @param {string} id @param {string} text @param {() => unknown} onclick @param {string} [className] */
function button(id, text, onclick, className = '') {
  return Object.assign(document.createElement('button'), { type: 'button', id, textContent: text, onclick, className });
}

function keyField(/** @type {string} */ id) {
  return Object.assign(document.createElement('input'), { id, autocomplete: 'off', spellcheck: false, maxLength: 60 });
}

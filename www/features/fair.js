// @ts-check
// Fair mode in the page (issues 15 and 19; docs/fair-play.md): the players' devices deal the
// Muses together through the links they send each other. This module is loaded with fair
// mode's wasm and words (on demand): it makes a fair game, opens a fair link (as the seat
// whose key this device holds, or watching), says at every step what happened and whom to
// send the link to, keeps this device's record of each game and shows each round's verdict.
// The table, the turns, the log and the end of a round are the page's own (session.js,
// flow.js): a fair game is a session whose engine is a FairEngine, and fair mode hooks into
// the flow (flow.js use: opened, pending, rematch, send) rather than patching the page. Its
// games are kept with the others (play/keeper.js keepFair: this device's record, who plays).
//
// A device answers one history only: what it keeps of a game (FairGame.record, an opaque
// text) holds the game as it stands on this device, and any link that does not extend it is
// refused, in this tab or a fresh one, leaving the game kept as it was.

import { loadFair } from '../engine/bundles.js';
import { isComputer } from '../engine/computer.js';
import { FairEngine, timed } from '../engine/fair.js';
import { setAddress, urlOf } from '../play/address.js';
import { subscribe, t, usePart } from '../ui/i18n.js';
import * as panels from '../ui/panels.js';
import { $ } from '../ui/panels.js';
import { rareReasons, reason } from '../ui/reasons.js';
import { hideOverlays, newGameError, showOverlay, shown } from '../ui/screens.js';
import { shareOrCopy } from '../ui/share.js';

/** The lock two tabs take a link in under (Web Locks): one answers at a time. */
const LOCK = 'dance-of-muses.fair';

/** @typedef {import('fair-wasm').FairStep} Step */
/** @typedef {import('../engine/port.js').LogEntry} LogEntry */
/** @typedef {import('fair-wasm').Verdict} Verdict */

/** What a seat's message did, said by the device that sent it. @type {Record<Step, string>} */
const DONE = {
  Play: 'fair.done.Play',
  Shuffle: 'fair.done.Shuffle',
  Deal: 'fair.done.Deal',
  Strip: 'fair.done.Strip',
  Reveal: 'fair.done.Reveal',
};
/** What the next seat's device does with the link. @type {Record<Step, string>} */
const NEXT = {
  Shuffle: 'fair.next.Shuffle',
  Deal: 'fair.next.Deal',
  Strip: 'fair.next.Strip',
  Play: 'fair.next.Play',
  Reveal: 'fair.next.Reveal',
};

/** @type {Promise<{ start: (choice: any) => void, open: (code: string) => void }> | null} */
let made = null;
/** Fair mode, made once (its wasm and words loaded): see createFair. A failure is not kept. */
export const ready = (/** @type {any} */ host) =>
  (made ??= createFair(host).catch((e) => {
    made = null;
    throw e;
  }));

/**
 * `host` (main.js): { session, why(error) (an engine error in words), newGame(onCancel),
 * redraw(), relog() (the move log drawn anew), commit(action, events) and enterTurn() (the
 * flow's), use(hooks) (the flow's hooks, flow.js), kept (the games kept here: keeper.js),
 * live() (Play live) }. Fair mode hooks in its `pending()` (the
 * flow asks it at every turn), the rematch of a fair game, and Send and Share, which send a
 * fair game's link to whoever answers next; it adds the menu's My key.
 * @param {any} host */
async function createFair(host) {
  // The rare reasons (a cheat, a refused link) come with fair mode: its refusals are worded.
  const [{ FairGame }] = await Promise.all([loadFair(), usePart('fair'), rareReasons()]);
  const { session, kept } = host;
  /** Whether live play carries the link this device would send: every other device is here,
   * or another one sends it (live play's facts; null when not live). */
  const liveCarries = () => {
    const facts = host.liveFacts?.();
    return !!facts && !facts.sends;
  };
  // Who is here changed: the bar says who sends what.
  host.liveChanged?.(() => current && session.engine() === current && refreshBar());
  /** What this device keeps of fair game `id` ({ secret: its record, FairGame.record; kinds,
   * think, … }), or null; one imported without its keys has no record. */
  const recordOf = (/** @type {string} */ id) => kept.fairGame(id);
  /** Keeps `engine`'s record with `fields` ({ kinds, think }): { id (among the games kept), ok
   * (whether this record is kept; the keeper says why not) }. */
  const remember = (
    /** @type {FairEngine} */ engine,
    /** @type {{ kinds?: string[], think?: number }} */ fields = {},
  ) => {
    const who = fields.kinds ?? recordOf(engine.gameId())?.kinds ?? [];
    const seat = engine.seats().find((/** @type {number} */ s) => !isComputer(who[s] ?? 'human'));
    return kept.keepFair(engine, { ...fields, mode: seat ?? 'watch' });
  };
  /** The fair game shown (in the session once dealt; before, on the deal screen). */
  /** @type {any} */
  let current = null;
  /** Who plays each seat on the device that made the game (else every seat a person).
   * @type {string[]} */
  let kinds = [];
  /** Each round's verdict as last shown, to tell a round that was just checked. @type {Verdict[]} */
  let verdicts = [];
  /** What this device's last messages did (a step), for the words that follow. @type {Step | null} */
  let done = null;
  /** The last link this device sent (shared or copied). @type {string | null} */
  let sentLink = null;
  const bar = makeBar();

  /** A FairEngine for `fair`, kept on this device at every change (its id read once: the
   * engine replaces `fair` when another tab moved the game on). */
  const engineOf = (/** @type {import('fair-wasm').FairGame} */ fair) => {
    const id = fair.gameId();
    return new FairEngine(FairGame, fair, {
      changed,
      kept: () => recordOf(id)?.secret ?? null,
      keep: (/** @type {FairEngine} */ engine) => remember(engine),
    });
  };

  const namesOf = (/** @type {FairEngine} */ engine) =>
    engine.names().map((/** @type {string} */ n, /** @type {number} */ s) => n || t('fair.seat', { seat: s + 1 }));
  const names = () => namesOf(current);
  /** An error in words, its seats named as `engine`'s link names them (the page's own words
   * once the game is on the table, where a reason may name a square's Muse). */
  const why = (/** @type {unknown} */ error, /** @type {FairEngine | null} */ engine = current) =>
    engine && session.engine() === engine
      ? host.why(error)
      : reason(error, {
          seat: (/** @type {number} */ i) => (engine ? namesOf(engine)[i] : t('fair.seat', { seat: i + 1 })),
        });
  /** The seat this device's player plays (not a computer), or null: watching. */
  const mine = () => current.seats().find((/** @type {number} */ s) => !isComputer(kinds[s] ?? 'human')) ?? null;
  const computers = () => current.seats().filter((/** @type {number} */ s) => isComputer(kinds[s] ?? 'human'));

  const onTable = () => !!current && session.engine() === current;
  /** Another tab of this page moved the game shown on (the keeper tells): this tab takes it up. */
  const taken = () => {
    if (current?.sync() && !shown()) show(current, {});
  };
  // The menu of a fair game: My key instead of Change seat (a seat is its key's); Send and
  // Share send the fair link to whoever answers next.
  const keyItem = button('menu-key', t('fair.key'), () => {
    /** @type {HTMLDetailsElement} */ ($('menu')).open = false;
    if (onTable() && !shown()) keyPanel();
  });
  $('menu-items').append(keyItem);
  // Another language: the bar and the menu's item in it (an open dialog keeps its words).
  subscribe(() => {
    keyItem.textContent = t('fair.key');
    refreshBar();
  });
  // (Change seat goes: a fair game's seats are taken by their keys, its caps.seat.)
  const menuFor = (/** @type {boolean} */ fair) => {
    keyItem.hidden = !fair;
  };

  /** A new fair game from the new-game screen's setup: seat 1 is this device's player; the
   * computer seats are taken here, and every automatic message is sent.
   * @param {any} choice */
  function start(choice) {
    const seats = choice.kinds.map(isComputer);
    if (seats[0]) return newGameError(t('fair.firstIsYou'));
    if (!seats.slice(1).includes(false)) return newGameError(t('fair.needsPeople'));
    let fair;
    try {
      fair = timed('Create', () =>
        FairGame.create({ players: choice.players, rounds: choice.rounds, colours: choice.colours }, choice.names),
      );
    } catch (e) {
      return newGameError(why(e, null));
    }
    const engine = engineOf(fair);
    kinds = choice.kinds;
    done = null;
    remember(engine, { kinds, think: choice.think });
    for (const [s, computer] of seats.entries()) if (computer) engine.takeSeat(s);
    show(engine, { kinds, think: choice.think });
  }

  /** Opens fair link `code` while no other tab of this browser takes one in (Web Locks, where
   * the browser has them): two tabs never answer two versions of a game at the same instant. */
  const open = (/** @type {string} */ code) =>
    navigator.locks ? navigator.locks.request(LOCK, () => openNow(code)) : openNow(code);

  /** Opens fair link `code`: the game shown further on, or a game this device keeps (the link
   * must extend it), or a game new to this device (which seat is its?). A link refused
   * changes nothing, and leaves a way back to the game this device keeps.
   * @param {string} code */
  function openNow(code) {
    let id;
    try {
      id = FairGame.gameIdOf(code);
    } catch (e) {
      return refused(e, current);
    }
    if (current?.gameId() === id) return arrive(code);
    const held = recordOf(id);
    if (held?.secret) {
      let engine;
      try {
        engine = engineOf(timed('Open', () => FairGame.restore(held.secret)));
      } catch (e) {
        return refused(e, current);
      }
      kinds = held.kinds ?? [];
      done = null;
      try {
        engine.update(code);
      } catch (e) {
        // Not a newer link of the game kept: the game kept is the one this device plays.
        return refused(e, engine);
      }
      return show(engine, {});
    }
    let fair;
    try {
      fair = timed('Open', () => FairGame.open(code));
    } catch (e) {
      // The game shown stays (a link of it falsified on its way is refused as such).
      return refused(e, current);
    }
    kinds = [];
    askSeat(engineOf(fair));
  }

  /** A newer link of the game shown: its new messages, checked, then this device's own.
   * @param {string} code */
  function arrive(code) {
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
    // A new round dealt: the log tells its moves on its own table.
    if (current.view(null)?.round !== round) host.relog();
    // The moves that came, played on the table as if made here (a round's end with them
    // once its keys are all in).
    const events = current.log(null, false, before).flatMap((/** @type {LogEntry} */ entry) => entry.events);
    const checked = current
      .verdicts()
      .findIndex(
        (/** @type {Verdict} */ v, /** @type {number} */ r) => v.kind === 'Valid' && verdicts[r]?.kind !== 'Valid',
      );
    verdicts = current.verdicts();
    if (events.length) return host.commit(null, events);
    if (checked >= 0) {
      // The last move was this device's: its round's end, now that it is checked (the log
      // tells it anew, with the Muses revealed).
      host.relog();
      const last = current.log(null, false, 0).findLast((/** @type {LogEntry} */ e) => e.round === checked + 1);
      const end = last?.events ?? [];
      if (end.some((/** @type {{ kind: string }} */ e) => e.kind === 'RoundEnded')) return host.commit(null, end);
    }
    host.enterTurn();
  }

  /** The fair game `engine` shown from now on, with what this device keeps about it.
   * @param {FairEngine} engine @param {{ kinds?: string[], think?: number }} fields */
  function show(engine, fields) {
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

  /** Every change of a fair game: this device's record follows it; `did` is what this
   * device's first message just did, if it sent one.
   * @param {FairEngine} engine @param {Step | null} did */
  function changed(engine, did) {
    if (did) done = did;
    if (engine !== current) return;
    refreshBar();
    setAddress(engine.code());
  }

  // ---- What happens, and whom to send the link to -----------------------------------------

  /** The words of the protocol's step: what this device did, whom to send the link to and
   * what their device does; null when the game waits for nobody. */
  function stepWords() {
    const next = current.next();
    const did = done ? `${t(DONE[done])} ` : '';
    if (!next) {
      // This device's key ended the game: everyone else still waits for it.
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

  /** Each round's verdict, in plain words. */
  function verdictWords() {
    const list = current.verdicts();
    const limits = current.atLimit();
    return list
      .map((/** @type {Verdict} */ v, /** @type {number} */ r) => {
        const round = list.length > 1 || current.options().rounds > 1 ? t('fair.round', { round: r + 1 }) : '';
        const limit = limits[r] ? ` ${t('fair.atLimit', { turns: FairGame.maxDanceTurns() })}` : '';
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

  /** The bar over the table: the step, the verdicts, the computers, Send and the key. */
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
    // A row of the status bar, under the turn: only a fair game has it.
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
    // Sent when another seat's device is to answer, or this device's key ended the game.
    const next = current.next();
    $('fair-send').hidden =
      (mine() === null && !computers().length) || (next ? next.mine || liveCarries() : done !== 'Reveal');
    $('fair-key').textContent = t('fair.key');
    $('fair-key').hidden = !current.secrets().length;
  }

  /** Before the deal is done: what happened, and the link to send. */
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
      // Live play (features/live/): the deal's messages go over the channel, and the moves.
      ...(host.live ? [button('fair-deal-live', t('live.play'), () => host.live())] : []),
      button('fair-deal-send', t('fair.send'), () => sendLink(), 'primary'),
    );
    bar.hidden = true;
    showOverlay('fair-deal', 'fair-deal-send');
    return box;
  }

  /** Which seat is this device's, for a game it holds nothing of: a seat nobody plays yet (a
   * fresh key), a key brought from another device, or watching.
   * @param {FairEngine} engine */
  function askSeat(engine) {
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

  /** The key panel: this device's seats' keys, to take a seat to another device, and a key
   * brought from one. A key is its seat's secret: only its player may see it, and no field
   * keeps it once the panel is closed. */
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

  /** A link refused (broken, another game's, older, rewritten, a cheat): said plainly, naming
   * the seat at fault when the engine can; `kept`, the game this device holds (the one shown,
   * or the one it keeps of that link's game), stays as it was, one button away.
   * @param {unknown} error @param {FairEngine | null} kept */
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

  /** The link to the game as it stands, to the share sheet or the clipboard: how it went
   * ('sent', 'copied', 'closed', 'failed'). */
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

  /** This device revealed the last key: everyone else waits for this link to check the
   * round. Null once it is sent (or when nobody waits). */
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

  /** The status line while the table waits on the protocol: what for, never "X to move". */
  function waitingStatus() {
    const view = session.tableView();
    const next = current.next();
    const round = view.round;
    const limit = current.atLimit()[round - 1];
    const words = () => {
      const turns = FairGame.maxDanceTurns();
      if (!next) return t(limit ? 'fair.status.limitOver' : 'fair.status.stopped', { round, turns });
      if (next.step === 'Reveal') return t(limit ? 'fair.status.limit' : 'fair.status.keys', { round, turns });
      return t('fair.status.dealing', { round });
    };
    // No die of a seat to move: nobody is.
    panels.status({ ...view, game_over: true }, names(), words);
  }

  host.use({
    // A game opened by other means (a new game, a saved one): fair play ends here.
    opened() {
      if (current && session.engine() !== current) {
        current = null;
        bar.hidden = true;
      }
      menuFor(onTable());
    },
    /** Whether the table waits on the protocol rather than on a move (the flow asks at every
     * turn): the bar and the status line say what for; the flow then shows the table
     * read-only and waits. */
    pending() {
      if (!onTable()) return false;
      refreshBar();
      const next = current.next();
      // A move to make, or over and checked: the flow's to show.
      const verified =
        current.verdicts().every((/** @type {Verdict} */ v) => v.kind === 'Valid') && !current.atLimit().some(Boolean);
      if (next?.step === 'Play' || (!next && verified)) return false;
      waitingStatus();
      return true;
    },
    // The same players again: a fair game's rematch is a fair deal.
    rematch() {
      if (!onTable()) return false;
      start(session.setup());
      return true;
    },
    // Send and Share send the fair link to whoever answers next.
    send() {
      if (!onTable()) return false;
      sendLink();
      return true;
    },
    // The round's end offers this device's last key to everyone.
    owed: lastKeyOwed,
  });
  return {
    start,
    open,
    taken,
    /** The fair game shown, dealt or not (live play invites its other people): its names,
     * who plays each seat, and this device's seat (null: watching). */
    shown: () => current && { names: names(), kinds: names().map((_, s) => kinds[s] ?? 'human'), mine: mine() },
  };
}

/** An overlay of this module's, made once: a card of the given elements by id. Whenever it is
 * hidden, its fields are emptied: a key text never stays in the page.
 * @param {string} id @param {[string, string][]} parts */
function overlay(id, parts) {
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

/** @param {string} id */
function keyField(id) {
  return Object.assign(document.createElement('input'), { id, autocomplete: 'off', spellcheck: false, maxLength: 60 });
}

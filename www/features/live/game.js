// @ts-check
/// <reference path="./qrcode.d.ts" />
// Live play in the game (docs/live-play.md): Play live makes this device the hub, with an invitation for each
// other person (panel.js); an invitation opened makes it a guest. While connected, a message is the game's link and
// nothing else: each change here goes out, and each link heard opens as an opened link does (link.js), checked as one
// by messenger is; one behind this game is answered with this one's (follow.js). A drop costs only the speed: the
// status bar says who is here, and each wait how the move comes (live, or by the link one device sends).

import { loadFair } from '../../engine/bundles.js';
import { fragment, onAddress, setAddress } from '../../play/address.js';
import { list, subscribe, t, usePart } from '../../ui/i18n.js';
import { $, hint, reword } from '../../ui/panels.js';
import { showOverlay, shown } from '../../ui/screens.js';
import { LiveError, codeOf, decode, ready as codecReady } from './code.js';
import { isGameLink, relate } from './follow.js';
import { claimInvitation, holdInvitation, listenForReplies, passReply } from './handoff.js';
import { createGuest, createHub } from './hub.js';
import { addStyle } from './look.js';
import { createLivePanel, stunServer, why } from './panel.js';
import { createPeer } from './peer.js';
import { useQrMaker } from './qr.js';
import { createLiveSession } from './session.js';

const SCREEN = 'live-screen';
/** The codes this page held lately (sent, heard, in its address): enough for a game's run. */
const KEEP = 400;
/** The longest wait for the table to rest before a heard move is played in. */
const REST_MS = 8000;

/** @import { Failure, Guest, Hub, Live, LiveFair, LivePort, LiveRead, Panel } from './types.js' */

let made = /** @type {Promise<Live> | null} */ (null);
/** Live play, made once (its words loaded); a failure is not kept. */
export const ready = (/** @type {LivePort} */ port) =>
  (made ??= createLive(port).catch((e) => {
    made = null;
    throw e;
  }));

async function createLive(/** @type {LivePort} */ port) {
  await Promise.all([usePart('live'), codecReady()]);
  addStyle();
  // The QR code's matrix from npm qrcode, fetched when the first one is drawn.
  useQrMaker((text) =>
    import('qrcode/lib/core/qrcode.js').then(
      (m) => (m.default ?? m).create(text, { errorCorrectionLevel: 'L' }).modules,
    ),
  );
  const { session, flow } = port;

  let role = /** @type {'hub' | 'guest' | null} */ (null);
  /** The hub or guest (hub.js), its glue to the game (session.js), its panel, and its listeners' stops. */
  let live = /** @type {Hub | Guest | null} */ (null);
  let glue = /** @type {ReturnType<typeof createLiveSession> | null} */ (null);
  let panel = /** @type {ReturnType<typeof createLivePanel> | null} */ (null);
  let panelFor = '';
  let stops = /** @type {(() => void)[]} */ ([]);
  /** A guest's seat as the hub counts it, the hub's seat, and the seats connected. */
  let you = /** @type {number | null} */ (null);
  let hubSeat = /** @type {number | null} */ (null);
  let here = /** @type {number[]} */ ([]);
  /** The seats whose connection dropped, and the failed exchanges (seat → kind). */
  const dropped = /** @type {Set<number>} */ (new Set());
  const failures = /** @type {Map<number | null, string>} */ (new Map());
  let fair = /** @type {LiveFair | null | undefined} */ (null);
  /** A heard link is being opened; a rematch is being dealt here (flow hooks). */
  let hearing = 0;
  let rematching = false;
  /** Codes this page held lately, those it heard, and the games (identities) it showed while live. */
  const known = /** @type {Set<string>} */ (new Set());
  const heard = /** @type {Set<string>} */ (new Set());
  const games = /** @type {Set<string>} */ (new Set());
  /** The overlay the live screen came over (fair mode's deal screen), to go back to. */
  let before = /** @type {string | null} */ (null);
  /** A guest just connected: the first link heard takes it from the live screen to the game. */
  let arriving = false;
  let invited = { code: '', from: '', to: '' };
  /** A guest's hold on its invitation among this browser's tabs (handoff.js): what lets it go. */
  let holding = /** @type {(() => void)[]} */ ([]);

  const kept = () => port.kept().catch(() => null);
  /** Fair mode, loaded (a failure: the new-game screen says why, as fair mode's own). */
  const fairMode = () => /** @type {Promise<LiveFair | undefined>} */ (port.fair((f) => f));

  const keep = (/** @type {Set<string>} */ set, /** @type {string} */ code) => {
    set.add(code);
    if (set.size > KEEP) set.delete(/** @type {string} */ (set.values().next().value));
  };

  /** The game's link as the address holds it, or null (a broken link held, no game). */
  const gameLink = () => {
    const code = fragment();
    return isGameLink(code) && !session.addressHeld() ? code : null;
  };
  /** Whether the game on the table is the one the address holds (not a fair deal's). */
  const onTable = () => {
    const engine = session.engine();
    return !!engine && engine.code() === fragment();
  };
  /** This device's game is the others' (a guest: once it has heard the hub's). */
  const joined = () => !!glue?.joined();
  const dealing = () => (fair && fragment()[0] === 'f' && !onTable() ? fair.shown() : null);
  function names() {
    const deal = dealing();
    if (deal) return deal.names;
    return session.engine() && (role !== 'guest' || joined()) ? session.names() : [];
  }
  /** A seat's name: the game's; before a guest has the game, the invitation's (whose it is). */
  function nameOf(/** @type {number | null} */ seat) {
    const name = names()[/** @type {number} */ (seat)];
    if (name) return name;
    const host = seat === hubSeat || hubSeat === null || seat === null;
    if (host && invited.from) return invited.from;
    if (role === 'guest' && seat === you && invited.to) return invited.to;
    return host ? t('live.friend') : t('seat.player', { seat: seat + 1 });
  }
  const allNames = () => [0, 1, 2, 3].map(nameOf);
  const mySeat = () => (role === 'guest' ? (session.mine() ?? you) : (dealing()?.mine ?? session.mine()));
  function others() {
    const mine = mySeat();
    const deal = dealing();
    if (deal) return deal.kinds.map((k, s) => (k === 'human' && s !== mine ? s : -1)).filter((s) => s >= 0);
    return session.engine() ? session.humans().filter((s) => s !== mine) : [];
  }
  function connected() {
    if (role === 'hub') return /** @type {Hub} */ (live).here().slice(1);
    if (role === 'guest' && /** @type {Guest} */ (live).state() === 'connected') return here.filter((s) => s !== you);
    return [];
  }

  /** The seat whose device plays seat `seat` (a computer's: the device that plays them). */
  const deviceOf = (/** @type {number} */ seat) => (session.isComputer(seat) ? session.host() : seat);

  /** The devices awaited (the mover's, or at the end every other person's), those not here, and who sends them the
   * link: the last mover's device (its move is the news), else this one. Null before the game is here. */
  function linkDue() {
    if (!onTable() || (role === 'guest' && !joined())) return null;
    const engine = session.engine();
    const view = engine.view(null);
    const mine = mySeat();
    const c = connected();
    const awaited = /** @type {number[]} */ (
      (view.game_over ? others() : [deviceOf(view.to_move)]).filter((s) => typeof s === 'number' && s !== mine)
    );
    const n = engine.actionCount();
    const last = n ? deviceOf(engine.seatOf(n - 1)) : role === 'hub' ? mine : hubSeat;
    const sender = last !== mine && c.includes(/** @type {number} */ (last)) ? last : mine;
    return { awaited, missing: awaited.filter((s) => !c.includes(s)), sender };
  }

  const bar = Object.assign(document.createElement('section'), { id: 'live-bar', hidden: true });
  bar.setAttribute('aria-label', t('live.title'));
  const barWords = Object.assign(document.createElement('p'), { id: 'live-words' });
  barWords.setAttribute('role', 'status');
  const barButton = Object.assign(document.createElement('button'), { type: 'button', id: 'live-open' });
  barButton.onclick = () => play();
  bar.append(barWords, barButton);
  $('status').append(bar);

  const overlay = Object.assign(document.createElement('div'), { id: SCREEN, className: 'overlay', hidden: true });
  const card = Object.assign(document.createElement('div'), { className: 'card' });
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-modal', 'true');
  const panelRoot = Object.assign(document.createElement('div'), { id: 'live-panel' });
  const said = Object.assign(document.createElement('p'), { id: 'live-said' });
  said.setAttribute('role', 'status');
  const backButton = Object.assign(document.createElement('button'), {
    type: 'button',
    id: 'live-back',
    className: 'primary',
  });
  backButton.onclick = () => back();
  const gameUnder = () => !!session.engine() && (role !== 'guest' || joined());
  const buttons = Object.assign(document.createElement('div'), { className: 'buttons' });
  buttons.append(backButton);
  card.append(panelRoot, said, buttons);
  overlay.append(card);
  overlay.addEventListener('keydown', (e) => e.key === 'Escape' && back());
  document.body.append(overlay);
  /** The screen's own words (a reply handed on, a refused link), as a function. */
  let saying = /** @type {(() => string) | null} */ (null);

  function barText() {
    const c = connected();
    const parts = [];
    if (role === 'guest' && /** @type {Guest} */ (live).state() === 'dropped')
      parts.push(t('live.guest.dropped', { name: nameOf(hubSeat) }));
    if (role === 'guest' && failures.has(null)) parts.push(why({ kind: failures.get(null) }, nameOf(hubSeat), true));
    if (c.length) parts.push(t('live.bar.here', { names: list(c.map(nameOf)), count: c.length }));
    const gone = [...dropped].filter((s) => !c.includes(s));
    const due = linkDue();
    // Those awaited now get the link from one device only: that device is told to send it.
    const now = gone.filter((s) => due?.missing.includes(s));
    const later = gone.filter((s) => !now.includes(s));
    const words = (/** @type {number[]} */ seats) => ({ names: list(seats.map(nameOf)), count: seats.length });
    const sender = /** @type {NonNullable<typeof due>} */ (due)?.sender;
    if (now.length && sender === mySeat()) parts.push(t('live.bar.dropped', words(now)));
    else if (now.length) parts.push(t('live.bar.droppedSender', { ...words(now), sender: nameOf(sender) }));
    if (later.length) parts.push(t('live.bar.droppedLater', words(later)));
    if (role === 'hub') {
      for (const s of others()) if (failures.has(s)) parts.push(why({ kind: failures.get(s) }, nameOf(s)));
      const awaited = others().filter((s) => ['inviting', 'connecting'].includes(/** @type {Hub} */ (live).state(s)));
      if (awaited.length) parts.push(t('live.bar.waiting', { names: list(awaited.map(nameOf)) }));
    } else if (role === 'guest' && /** @type {Guest} */ (live).state() === 'connecting') {
      parts.push(t('live.bar.waiting', { names: nameOf(hubSeat) }));
    }
    return parts.join(' ');
  }

  function update() {
    bar.hidden = !role;
    barWords.textContent = role ? barText() : '';
    barButton.textContent = t('live.title');
    bar.setAttribute('aria-label', t('live.title'));
    card.setAttribute('aria-label', t('live.title'));
    backButton.textContent = t(gameUnder() ? 'back.game' : 'live.close');
    said.textContent = saying?.() ?? '';
    panel?.reword();
    // The wait's words under the table follow who is here (the flow's awaits hook).
    if (flow.waiting()) reword();
    port.refresh();
  }
  subscribe(update);

  function showScreen(/** @type {(() => string) | null} */ words = null) {
    saying = words;
    const now = shown();
    if (now !== SCREEN) before = now;
    panelRoot.hidden = !panel;
    update();
    showOverlay(SCREEN, 'live-back');
  }

  /** Back from the live screen: to the deal screen it came over, the game, or with none the first screen. */
  function back() {
    saying = null;
    if (shown() !== SCREEN) return;
    if (before === 'fair-deal' && $('fair-deal')) return showOverlay('fair-deal', 'fair-deal-send');
    if (session.engine()) return flow.backToGame();
    port.newGame(null);
  }

  function ensurePanel() {
    const seats = role === 'hub' ? others() : [];
    const id = `${role}:${seats}`;
    if (panel && panelFor === id) return;
    panel?.destroy();
    panel = createLivePanel(panelRoot, {
      role: role === 'hub' ? 'host' : 'guest',
      live: /** @type {Hub | Guest} */ (live),
      seats,
      // A guest learns the hub's seat once connected: before, seat 0 is named as the inviting one.
      host: () => (role === 'hub' ? /** @type {number} */ (mySeat()) : (hubSeat ?? 0)),
      guest: () => (role === 'guest' ? invited.to : ''),
      names: allNames,
    });
    panelFor = id;
  }

  const makePeer = () => createPeer({ stun: stunServer() });

  function begin(/** @type {Hub | Guest} */ next, /** @type {(() => void)[]} */ listeners) {
    live = next;
    glue = createLiveSession({ live, link: gameLink, open: follow });
    stops = [...listeners, live.on('state', update)];
  }

  /** Live play ends: every connection closed (the others hear a drop); the screen goes unless `stay`. */
  function end(stay = false) {
    for (const stop of [...stops, ...holding]) stop();
    [stops, holding] = [[], []];
    glue?.close();
    live?.close();
    panel?.destroy();
    [role, live, glue, panel, panelFor, you, hubSeat, here] = [null, null, null, null, '', null, null, []];
    invited = { code: '', from: '', to: '' };
    games.clear();
    dropped.clear();
    failures.clear();
    if (shown() === SCREEN && !stay) back();
    update();
  }

  function startHub() {
    role = 'hub';
    const hub = createHub({ seat: mySeat() ?? 0, peer: makePeer });
    begin(hub, [
      hub.on('connected', (/** @type {{ seat: number }} */ { seat }) => {
        dropped.delete(seat);
        failures.delete(seat);
        update();
        if (shown() === SCREEN && facts()?.all) back();
      }),
      hub.on('dropped', (/** @type {{ seat: number }} */ { seat }) => {
        dropped.add(seat);
        update();
      }),
      hub.on('failed', (/** @type {{ seat: number, kind: string }} */ { seat, kind }) => {
        failures.set(seat, kind);
        // What failed and the fresh exchange, one tap away.
        if (shown() !== SCREEN) showScreen();
        else update();
      }),
      hub.on('presence', update),
      listenForReplies(take),
    ]);
  }

  /** Takes a reply to this hub's invitations; one too late or already answered is a LiveError naming its player. */
  async function take(/** @type {string} */ code) {
    let seat;
    try {
      seat = await /** @type {Hub} */ (live).accept(code);
    } catch (e) {
      const params = /** @type {Failure} */ (e)?.params;
      if (params && Number.isInteger(params.seat)) params.name = nameOf(/** @type {number} */ (params.seat));
      throw e;
    }
    if (/** @type {Hub} */ (live).state(seat) === 'failed') {
      throw new LiveError(failures.get(seat) ?? 'Late', 'the exchange failed', { seat, name: nameOf(seat) });
    }
  }

  function startGuest() {
    role = 'guest';
    const guest = createGuest({ peer: makePeer });
    let seen = /** @type {number[] | null} */ (null);
    begin(guest, [
      guest.on('presence', (/** @type {{ you: number, here: number[] }} */ news) => {
        you = news.you;
        [hubSeat] = news.here;
        // Who left since the last news (the hub's own drop is the connection's).
        for (const s of seen ?? []) if (!news.here.includes(s)) dropped.add(s);
        for (const s of news.here) dropped.delete(s);
        seen = here = news.here;
        update();
      }),
      guest.on('connected', () => {
        failures.clear();
        arriving = true;
        update();
      }),
      guest.on('dropped', update),
      guest.on('failed', (/** @type {{ kind: string }} */ { kind }) => {
        failures.set(null, kind);
        // The invitation is spent: another tab may take it (and be told so by the host).
        for (const stop of holding) stop();
        holding = [];
        update();
      }),
    ]);
  }

  function readGame(/** @type {string} */ code) {
    let engine;
    try {
      engine = port.Engine.fromLink(code);
    } catch {
      return null;
    }
    try {
      return { key: engine.identity(), actions: engine.actions() };
    } finally {
      engine.free();
    }
  }

  /** The table at rest (no move being played in), or `REST_MS` gone. */
  async function rested() {
    for (const end = performance.now() + REST_MS; flow.busy() && performance.now() < end;) {
      await new Promise((done) => setTimeout(done, 30));
    }
  }

  /** A game's link heard (session.js): 'older' (this device is further on), 'same', or opened as any link is. */
  async function follow(/** @type {string} */ code) {
    try {
      return await consider(code);
    } finally {
      if (arriving && role === 'guest') {
        arriving = false;
        back();
      }
    }
  }

  async function consider(/** @type {string} */ code) {
    if (!isGameLink(code)) return 'ignored';
    const ours = gameLink();
    const { relation, key, fresh } = await relate(code, ours, { readGame, loadFair });
    if (relation === 'same' || relation === 'older') return relation;
    // Two rematches dealt at once: the smaller link wins on every device.
    if (
      relation === 'other' &&
      fresh &&
      !heard.has(/** @type {string} */ (ours)) &&
      code > /** @type {string} */ (ours)
    )
      return 'older';
    // Another game (a rematch): this device keeps its seat, as it would by choosing it.
    const keeper = relation === 'other' && key !== null ? await kept() : null;
    if (keeper && keeper.store.seatOf(/** @type {string} */ (key)) === undefined) {
      const seat = role === 'guest' && !joined() ? you : mySeat();
      if (typeof seat === 'number') keeper.seat(/** @type {string} */ (key), seat);
    }
    keep(heard, code);
    keep(known, code);
    if (code[0] === 'f') fair ??= await fairMode();
    await rested();
    hearing++;
    try {
      await port.links.open(code);
    } finally {
      hearing--;
    }
    update();
    return 'opened';
  }

  // Every change of the game here goes to the others; the bar follows the turn (who sends a dropped player the link).
  onAddress((code) => {
    keep(known, code);
    if (role && onTable()) games.add(session.key());
    glue?.changed();
    if (role) barWords.textContent = barText();
  });

  flow.use({
    // Another game opened here (not a link heard, a rematch, the live game on, a fair deal's next step): live play ends.
    opened() {
      if (!role || hearing || rematching || games.has(session.key()) || known.has(session.engine().code())) {
        rematching = false;
        return;
      }
      end();
    },
    rematch() {
      rematching = !!role;
      return false;
    },
    // The wait for another device's move: live, or by the link one device sends (the flow's words if this one).
    awaits(/** @type {number} */ seat) {
      const due = role ? linkDue() : null;
      if (!due) return '';
      const name = session.names()[seat];
      if (connected().includes(/** @type {number} */ (deviceOf(seat)))) return t('live.wait.here', { name });
      if (due.sender === mySeat()) return '';
      return t('live.wait.other', { name, sender: nameOf(due.sender) });
    },
    // Send my move while the player it goes to is here: it is there already.
    send(/** @type {string} */ what) {
      if (!role || what !== 'move') return false;
      const view = session.view();
      const to = view.game_over ? others() : [view.to_move];
      const c = connected();
      if (!to.length || !to.every((s) => c.includes(s))) return false;
      hint(() => t('live.sent', { name: list(to.map(nameOf)) }));
      return true;
    },
  });

  /** controls.js's live facts: someone is here; everyone is; this device is the hub; it sends the awaited link. */
  function facts() {
    if (!role) return null;
    const c = connected();
    const o = role === 'guest' && !joined() ? /** @type {number[]} */ ([hubSeat]) : others();
    const all = o.length > 0 && o.every((s) => c.includes(s));
    const due = linkDue();
    return {
      here: c.length > 0,
      all,
      hub: role === 'hub',
      sends: due ? due.missing.length > 0 && due.sender === mySeat() : !all,
    };
  }

  /** Play live: a guest's panel; else this device as the hub, inviting the others (with no such game, a new one). */
  async function play() {
    if (role === 'guest') {
      ensurePanel();
      return showScreen();
    }
    const code = gameLink();
    if (code?.[0] !== 'f' && typeof session.mode() !== 'number') {
      const engine = session.engine();
      if (engine && session.humans().length > 1) {
        return port.links.chooseSeat(false, (mode) => typeof mode === 'number' && play());
      }
      return port.newGame(engine ? () => flow.backToGame() : null, { way: 'apart', live: true });
    }
    if (!code) return;
    if (code[0] === 'f') fair ??= await fairMode();
    if (role !== 'hub') startHub();
    if (onTable()) games.add(session.key());
    ensurePanel();
    showScreen();
    for (const s of others())
      if (/** @type {Hub} */ (live).state(s) === 'idle') /** @type {Required<Panel>} */ (panel).invite(s);
  }

  /** An invitation or a reply opened (link.js); the address goes back to the game shown (a reload finds that). */
  async function open(/** @type {string} */ code) {
    if (!session.engine()) setAddress('');
    else if (!session.addressHeld()) setAddress(session.engine().code());
    let read;
    try {
      read = decode(code);
    } catch (e) {
      return showScreen(() => why(e, t('live.friend')));
    }
    if (read.answers === null) return join(code, read);
    if (role === 'hub') {
      try {
        await take(code);
        ensurePanel();
        return showScreen();
      } catch (e) {
        if (!['NoInvitation', 'OtherInvitation'].includes(/** @type {string} */ (/** @type {Failure} */ (e)?.kind))) {
          ensurePanel();
          return showScreen(() => why(e, /** @type {Failure} */ (e)?.params?.name ?? t('live.friend')));
        }
      }
    }
    // The invitation may wait in another tab of this browser.
    const passed = await passReply(code);
    const refused = () => why({ kind: passed.kind ?? 'NoInvitation' }, passed.name || t('live.friend'));
    showScreen(() =>
      passed.taken ? t('live.replyPassed') : passed.kind === 'Used' ? `${refused()} ${t('live.closeTab')}` : refused(),
    );
  }

  /** Invitation `code` opened: this device joins, unless another tab answers it (two replies cannot both connect). */
  async function join(/** @type {string} */ code, /** @type {LiveRead} */ read) {
    const invitation = codeOf(code);
    // The same invitation again in this tab: its reply stands.
    if (role === 'guest' && invited.code === invitation) {
      ensurePanel();
      return showScreen();
    }
    if (role) end(true);
    invited = { code: invitation, from: read.from, to: read.to };
    const claim = await claimInvitation(invitation);
    // Another exchange began here meanwhile.
    if (invited.code !== invitation) return /** @type {{ release?: () => void }} */ (claim).release?.();
    if (!claim.mine) return elsewhere(claim);
    startGuest();
    let reply = /** @type {string | null} */ (null);
    // Set at once by the promise below.
    let made = /** @type {(value?: unknown) => void} */ (/** @type {unknown} */ (null));
    const answered = new Promise((done) => (made = done));
    holding = [
      claim.release,
      holdInvitation(invitation, () =>
        answered.then(() => ({ reply, state: /** @type {Guest | null} */ (live)?.state() ?? null })),
      ),
    ];
    ensurePanel();
    showScreen();
    reply = await /** @type {Required<Panel>} */ (panel).answer(code);
    made();
    // No reply made (the panel says why): the invitation is free for another tab.
    if (!reply && invited.code === invitation) {
      for (const stop of holding) stop();
      holding = [];
    }
  }

  function elsewhere(/** @type {{ reply: string | null, state: string | null }} */ { reply, state }) {
    panel?.destroy();
    const holder = { state: () => 'elsewhere', on: () => () => {} };
    panel = createLivePanel(panelRoot, {
      role: 'guest',
      live: /** @type {Guest} */ (/** @type {unknown} */ (holder)),
      host: 0,
      guest: () => invited.to,
      names: allNames,
    });
    panelFor = 'elsewhere';
    if (reply && state !== 'connected') /** @type {Required<Panel>} */ (panel).showReply(reply);
    showScreen();
  }

  return { open, play, facts };
}

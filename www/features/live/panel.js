// @ts-check
// Live play's panel (docs/live-play.md): the invitation and reply as a link to copy or share and a QR code, what is
// happening in plain words (who is here, who dropped, why a connection failed, what to do), and how devices find each
// other. It holds no game: the page wires the hub's or guest's messages into the game.

import { list, subscribe, t } from '../../ui/i18n.js';
import { DEFAULT_STUN } from './peer.js';
import { qrSvg } from './qr.js';

/** How this device's browsers find each other: 'public' (DEFAULT_STUN) or 'none'. */
const SETTING = 'dance-of-muses.live.stun';

/** The STUN server live play uses on this device (null: none, same network only). */
export function stunServer() {
  let choice = null;
  try {
    choice = localStorage.getItem(SETTING);
  } catch {
    // No storage: the default.
  }
  return choice === 'none' ? null : DEFAULT_STUN;
}

/** Panels made on this page: each one's element ids are its own. */
let panels = 0;

/** @import { Guest, Hub, PanelOptions } from './types.js' */

/** A refused text or a failed exchange, by its kind. @type {Record<string, string>} */
const WHY = {
  Empty: 'live.why.empty',
  NotLive: 'live.why.notLive',
  TooLong: 'live.why.tooLong',
  BadCharacters: 'live.why.damaged',
  Damaged: 'live.why.damaged',
  Incomplete: 'live.why.incomplete',
  FutureVersion: 'live.why.newer',
  Malformed: 'live.why.malformed',
  NotInvitation: 'live.why.notInvitation',
  NotReply: 'live.why.notReply',
  OtherInvitation: 'live.why.otherInvitation',
  NoInvitation: 'live.why.noInvitation',
  Used: 'live.why.used',
  Spent: 'live.why.spent',
  NoWebRTC: 'live.why.noWebRTC',
  NoCandidate: 'live.why.noNetwork',
  Unsupported: 'live.why.unsupported',
  Refused: 'live.why.refused',
  Late: 'live.why.late',
  Unreachable: 'live.why.unreachable',
};
/** What to say of a seat's connection, by its peer's state (a failure by its kind). @type {Record<string, string>} */
const STATUS = {
  gathering: 'live.status.preparing',
  inviting: 'live.status.inviting',
  connecting: 'live.status.connecting',
  connected: 'live.status.here',
  dropped: 'live.status.dropped',
};
/** @type {Record<string, string>} */
const GUEST = {
  gathering: 'live.guest.preparing',
  connecting: 'live.guest.sendReply',
  connected: 'live.guest.connected',
  dropped: 'live.guest.dropped',
  // The invitation is answered in another tab of this browser (handoff.js).
  elsewhere: 'live.guest.elsewhere',
};
/** A failed exchange as the invited device words it (only the inviter can invite again). @type {Record<string, string>} */
const GUEST_WHY = {
  Unreachable: 'live.why.guest.unreachable',
  Refused: 'live.why.guest.refused',
};

/** An error's words, the other player named (`guest`: as the invited device says it); any other is a bug's.
 * @param {unknown} error @param {string} name @param {boolean} [guest] */
export const why = (error, name, guest = false) =>
  t((guest && GUEST_WHY[kindOf(error)]) || WHY[kindOf(error)] || 'live.why.malformed', { name });

const kindOf = (/** @type {unknown} */ error) => String(/** @type {{ kind?: unknown } | null} */ (error)?.kind ?? '');

/** Draws live play into `root` (see PanelOptions): the host's invitations, or a guest's reply. Returns `answer(text)`
 * (a guest's reply, or null), `showReply(code)` (another tab's), `take(text)` (the host's), `invite(seat)`, `destroy()`.
 * @param {HTMLElement} root @param {PanelOptions} options */
export function createLivePanel(
  root,
  { role, live, seats = [], host = 0, guest = () => '', names, linkOf = defaultLink },
) {
  /** @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {Partial<HTMLElementTagNameMap[K]>} [props] @returns {HTMLElementTagNameMap[K]} */
  const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
  /** Each element's words as a function, said again in a language chosen later. */
  const worded = /** @type {Map<Node, () => string>} */ (new Map());
  const say = (/** @type {Node} */ node, /** @type {(() => string) | null} */ words) => {
    if (!words) worded.delete(node);
    else worded.set(node, words);
    node.textContent = words ? words() : '';
  };
  const reword = () => worded.forEach((words, node) => (node.textContent = words()));
  const stops = /** @type {(() => unknown)[]} */ ([subscribe(reword)]);
  const nameOf = (/** @type {number} */ seat) => names()[seat] ?? '';
  const hostSeat = () => (typeof host === 'function' ? host() : host);

  const box = el('section', { className: 'live' });
  const title = el('h2');
  say(title, () => t('live.title'));
  // Whose game a guest joins: the invitation names its player (and whom it invites).
  const from = el('p', { className: 'live-from' });
  if (role === 'guest') {
    say(from, () => {
      const [name, them] = [nameOf(hostSeat()), guest()];
      return them ? t('live.guest.invitedAs', { name, guest: them }) : t('live.guest.invited', { name });
    });
  }
  const intro = el('p', { className: 'live-intro' });
  say(intro, () => t(role === 'host' ? 'live.intro' : 'live.guest.intro'));
  const here = el('p', { className: 'live-here', role: 'status' });
  box.append(title, ...(role === 'guest' ? [from] : []), intro, here);

  /** The "who is here" line. */
  const showHere = (/** @type {number[]} */ seatsHere) =>
    say(here, seatsHere.length > 1 ? () => t('live.here', { names: list(seatsHere.map(nameOf)) }) : null);

  /** A code's link to copy, share and scan, with its label. @param {() => string} label */
  function codeBox(label) {
    const wrap = el('div', { className: 'live-code', hidden: true });
    const caption = el('label');
    const field = el('input', { readOnly: true, type: 'text', className: 'live-link' });
    caption.append(el('span'), field);
    const copy = el('button', { type: 'button', className: 'live-copy' });
    say(copy, () => t('live.copy'));
    const share = el('button', { type: 'button', className: 'live-share', hidden: !('share' in navigator) });
    say(share, () => t('live.share'));
    const done = el('p', { className: 'live-copied', role: 'status' });
    const qr = el('figure', { className: 'live-qr' });
    wrap.append(caption, copy, share, done, qr);
    copy.onclick = async () => {
      try {
        await navigator.clipboard.writeText(field.value);
        say(done, () => t('live.copied'));
      } catch {
        field.select();
        say(done, () => t('live.copyByHand'));
      }
    };
    share.onclick = () => navigator.share?.({ url: field.value }).catch(() => {});
    return {
      wrap,
      /** @param {string} code @param {() => string} [words] */
      async show(code, words) {
        say(/** @type {Node} */ (caption.firstChild), words ?? label);
        field.value = linkOf(code);
        say(done, null);
        wrap.hidden = false;
        const svg = await qrSvg(field.value, t('live.qr'));
        qr.replaceChildren(...(svg ? [svg] : []));
        qr.hidden = !svg;
      },
      hide: () => (wrap.hidden = true),
    };
  }

  // reword(): every word again, the players' names as they are now (a game just come).
  /** @type {{ destroy: () => void, reword: () => void, take?: (text: string) => Promise<number>, invite?: (seat: number) => Promise<void> | undefined, answer?: (text: string) => Promise<string | null>, showReply?: (code: string) => Promise<void> }} */
  const api = { destroy, reword };

  if (role === 'host') {
    const hub = /** @type {Hub} */ (live);
    /** @type {Map<number, { li: HTMLLIElement, status: HTMLElement, invite: HTMLButtonElement, code: ReturnType<typeof codeBox>, waiting: HTMLElement, reply: HTMLInputElement, error: HTMLElement }>} */
    const rows = new Map();
    /** Each seat's "make an invitation", as its button does it. @type {Map<number, () => Promise<void>>} */
    const inviters = new Map();
    const ul = el('ul', { className: 'live-seats' });
    box.append(ul);
    for (const seat of seats) {
      const name = () => nameOf(seat);
      const li = el('li', { className: 'live-seat' });
      li.dataset.seat = String(seat);
      const status = el('p', { className: 'live-status', role: 'status' });
      const invite = el('button', { type: 'button', className: 'live-invite' });
      const code = codeBox(() => t('live.invitationFor', { name: name() }));
      const replyLabel = el('label', { className: 'live-reply' });
      const replySpan = el('span');
      say(replySpan, () => t('live.replyFrom', { name: name() }));
      const reply = el('input', { type: 'text', className: 'live-reply-text', autocomplete: 'off' });
      replyLabel.append(replySpan, reply);
      const connect = el('button', { type: 'button', className: 'live-connect' });
      say(connect, () => t('live.connect'));
      const error = el('p', { className: 'live-error', role: 'alert' });
      const waiting = el('div', { className: 'live-waiting', hidden: true });
      waiting.append(replyLabel, connect);
      li.append(status, invite, code.wrap, waiting, error);
      ul.append(li);
      rows.set(seat, { li, status, invite, code, waiting, reply, error });

      const take = async () => {
        say(error, null);
        try {
          await hub.accept(reply.value);
          reply.value = '';
        } catch (e) {
          say(error, () => why(e, name()));
        }
      };
      connect.onclick = take;
      reply.onkeydown = (ev) => ev.key === 'Enter' && take();
      const makeInvitation = async () => {
        say(error, null);
        code.hide();
        try {
          const invitation = await hub.invite(seat, { from: nameOf(hostSeat()), to: name() });
          code.show(invitation, () => t('live.invitationFor', { name: name() }));
          reply.value = '';
        } catch (e) {
          if (kindOf(e) !== 'Replaced') say(error, () => why(e, name()));
          draw(seat);
        }
      };
      invite.onclick = makeInvitation;
      inviters.set(seat, makeInvitation);
      draw(seat);
    }

    /** A seat's row as its peer's state says (a failure by `failed`'s kind). @param {number} seat @param {string} [failed] */
    function draw(seat, failed) {
      const r = rows.get(seat);
      // A seat this panel does not show (the page invited it otherwise).
      if (!r) return;
      const state = hub.state(seat);
      const name = () => nameOf(seat);
      say(
        r.status,
        failed ? () => why({ kind: failed }, name()) : STATUS[state] ? () => t(STATUS[state], { name: name() }) : null,
      );
      r.waiting.hidden = state !== 'inviting';
      if (state !== 'inviting') r.code.hide();
      // A new invitation in one tap, unless one is being made or works.
      r.invite.hidden = ['gathering', 'connecting', 'connected'].includes(state) && !failed;
      say(r.invite, () => t(state === 'idle' ? 'live.invite' : 'live.inviteAgain', { name: name() }));
      r.li.dataset.state = failed ? 'failed' : state;
    }

    stops.push(
      hub.on(
        'state',
        (/** @type {{ seat: number, state: string }} */ { seat, state }) => state !== 'failed' && draw(seat),
      ),
      hub.on('failed', (/** @type {{ seat: number, kind: string }} */ { seat, kind }) => draw(seat, kind)),
      hub.on('presence', (/** @type {{ here: number[] }} */ { here: seatsHere }) => showHere(seatsHere)),
    );
    api.take = async (text) => hub.accept(text);
    /** An invitation for seat `seat` made at once, as its button makes it. */
    api.invite = (seat) => inviters.get(seat)?.();
  } else {
    const guestLive = /** @type {Guest} */ (live);
    const status = el('p', { className: 'live-status', role: 'status' });
    const code = codeBox(() => t('live.replyFor', { name: nameOf(hostSeat()) }));
    const error = el('p', { className: 'live-error', role: 'alert' });
    box.append(status, code.wrap, error);
    let seen = /** @type {number[] | null} */ (null);
    const draw = (/** @type {string} */ failed = '') => {
      const state = guestLive.state();
      const name = () => nameOf(hostSeat());
      say(
        status,
        failed
          ? () => why({ kind: failed }, name(), true)
          : GUEST[state]
            ? () => t(GUEST[state], { name: name() })
            : null,
      );
      if (state !== 'connecting' && state !== 'elsewhere') code.hide();
      box.dataset.state = failed ? 'failed' : state;
    };
    stops.push(
      guestLive.on('state', (/** @type {string} */ state) => state !== 'failed' && draw()),
      guestLive.on('failed', (/** @type {{ kind: string }} */ { kind }) => draw(kind)),
      guestLive.on('presence', (/** @type {{ here: number[] }} */ { here: seatsHere }) => {
        // Who left since the last news: said once, by name.
        const gone = seen ? seen.filter((s) => !seatsHere.includes(s)) : [];
        seen = seatsHere;
        showHere(seatsHere);
        say(
          error,
          gone.length ? () => t('live.othersDropped', { names: list(gone.map(nameOf)), count: gone.length }) : null,
        );
      }),
    );
    api.answer = async (text) => {
      say(error, null);
      try {
        const reply = await guestLive.answer(text);
        code.show(reply, () => t('live.replyFor', { name: nameOf(hostSeat()) }));
        return reply;
      } catch (e) {
        if (kindOf(e) !== 'Replaced') say(error, () => why(e, nameOf(hostSeat()), true));
        draw();
        return null;
      }
    };
    api.showReply = (reply) => code.show(reply, () => t('live.replyElsewhere', { name: nameOf(hostSeat()) }));
    draw();
  }

  // How devices find each other: the public server, or none (same network only).
  const settings = el('details', { className: 'live-settings' });
  const summary = el('summary', { id: `live-setting-${++panels}` });
  say(summary, () => t('live.setting'));
  const select = el('select', { className: 'live-stun' });
  select.setAttribute('aria-labelledby', summary.id);
  for (const [value, key] of [
    ['public', 'live.setting.public'],
    ['none', 'live.setting.none'],
  ]) {
    const option = el('option', { value });
    say(option, () => t(key));
    select.append(option);
  }
  select.value = stunServer() ? 'public' : 'none';
  select.onchange = () => {
    try {
      localStorage.setItem(SETTING, select.value);
    } catch {
      // Not kept: this page's choice only.
    }
  };
  const privacy = el('p', { className: 'live-privacy' });
  say(privacy, () => t('live.privacy'));
  settings.append(summary, select, privacy);
  box.append(settings);
  root.append(box);

  function destroy() {
    for (const stop of stops) stop();
    box.remove();
  }
  return api;
}

const defaultLink = (/** @type {string} */ code) => `${location.href.split('#')[0]}#${code}`;

// Share links: the address's fragment (after the `#`, never sent to a server) always holds
// the current game's code, so the address bar is a link to the game as it stands. This module
// moves that code around (the address, the share sheet, the clipboard) and asks the few
// questions a link brings: which seat is yours, and what to do with a link that is broken.
// The code itself, and every verdict on it, is the engine's (src/code.rs).

import { $, dieEl } from './panels.js';
import { hideOverlays, showOverlay } from './screens.js';
import { COLOUR_WORD } from './words.js';

/** The address's fragment without its `#` ('' when there is none). */
export const fragment = () => location.hash.slice(1);

/** The address holds `code` from now on (no history entry, no hashchange); '' removes it. */
export function setAddress(code) {
  if (fragment() !== code) history.replaceState(history.state, '', code ? `#${code}` : location.pathname + location.search);
}

/** The whole link to a game's code, from wherever the page is hosted. */
export const urlOf = (code) => `${location.href.split('#')[0]}#${code}`;

/**
 * The share panel: the link in a field (to copy by hand if all else fails), handed to the
 * system's share sheet where there is one, else copied, with a visible confirmation.
 * `onSeat`, if given, offers to choose a seat (to start playing by link).
 */
export async function send(code, { title, text, onClose, onSeat }) {
  const url = urlOf(code);
  $('share-title').textContent = title;
  $('share-text').textContent = text;
  $('share-url').value = url;
  say('');
  $('share-copy').onclick = () => copy(url);
  $('share-seat').hidden = !onSeat;
  $('share-seat').onclick = onSeat;
  $('share-close').onclick = () => {
    hideOverlays();
    onClose();
  };
  showOverlay('share', 'share-copy');
  if (navigator.share) {
    try {
      await navigator.share({ title: 'Dance of Muses', text, url });
      return say('Link sent.');
    } catch (e) {
      // Closed by the player: the link stays in the field. Refused: copy it instead.
      if (e.name === 'AbortError') return;
    }
  }
  await copy(url);
}

const say = (text) => ($('share-status').textContent = text);

async function copy(url) {
  try {
    await navigator.clipboard.writeText(url);
    say('Link copied: paste it into a message.');
  } catch {
    $('share-url').select();
    say('Copy the link above (it is selected) and send it.');
  }
}

/**
 * "Which seat is yours?" `seats` are [{ name, colour }]; `current` is this device's choice so
 * far (undefined the first time). `onChoose` gets a 0-based seat, "all" (hot-seat: everyone
 * at this device) or "watch"; `onCancel`, if given, keeps the choice as it was.
 */
export function askSeat(seats, current, onChoose, onCancel) {
  const list = $('seat-list');
  list.replaceChildren();
  const choice = (id, mode) => {
    const b = $(id) ?? Object.assign(document.createElement('button'), { type: 'button', id });
    b.setAttribute('aria-pressed', String(current === mode));
    b.onclick = () => {
      hideOverlays();
      onChoose(mode);
    };
    return b;
  };
  seats.forEach(({ name, colour }, s) => {
    const b = choice(`seat-${s}`, s);
    b.replaceChildren(dieEl(colour, null, true), ` Seat ${s + 1}: ${name}, ${COLOUR_WORD[colour]}`);
    list.append(b);
  });
  choice('seat-all', 'all');
  choice('seat-watch', 'watch');
  $('seat-cancel').hidden = !onCancel;
  $('seat-cancel').onclick = () => {
    hideOverlays();
    onCancel();
  };
  showOverlay('seat', typeof current === 'number' ? `seat-${current}` : 'seat-0');
}

/** A link that opens no game: the engine's reason, what to do, and the two ways on. */
export function broken(reason, { onSaved, onNew }) {
  const newer = /newer version/.test(reason);
  $('badlink-why').textContent = `${reason[0].toUpperCase()}${reason.slice(1)}.`;
  $('badlink-todo').textContent = newer
    ? 'Reload the page to get the newest version of this site, then open the link again.'
    : 'Check that the whole link was copied, or ask whoever sent it to send it again.';
  $('badlink-safe').hidden = !onSaved;
  $('badlink-saved').hidden = !onSaved;
  $('badlink-saved').onclick = () => {
    hideOverlays();
    onSaved();
  };
  $('badlink-new').onclick = () => {
    hideOverlays();
    onNew();
  };
  showOverlay('badlink', onSaved ? 'badlink-saved' : 'badlink-new');
}

// @ts-check
// My games (docs/my-games.md): every game kept on this device, with its state in words and a
// small picture of its table (play/games.js gives the order and words); open, delete, or take
// them all to another device in one file (merged on import, never doubled).

import { base } from '../../play/address.js';
import { exportKeysWords, gamesList, notice } from '../../play/games.js';
import { MAX_BYTES } from '../../play/transfer.js';
import { language, list, t } from '../../ui/i18n.js';
import { $ } from '../../ui/panels.js';
import { confirm, hideOverlays, showOverlay, shown } from '../../ui/screens.js';
import { ofGame } from '../puzzles/mistakes.js';

/** @import { Keeper } from '../../play/keeper.js' */
/** @import { Item } from '../../play/games.js' */
/** @import { Tile } from '../../play/record.js' */

/** @typedef {import('./types.js').Port} Port */

const lang = { t, list, language };
const SVG = 'http://www.w3.org/2000/svg';

let port = /** @type {Port | null} */ (null);
/** Finished games thinned since last opened (said while it stays open). */
let thinned = 0;
let said = () => '';
/** The game on the table was deleted here: no way back to it. */
let goneFromTable = false;

export function show(/** @type {Port} */ with_) {
  const first = !port;
  port = with_;
  if (first) {
    make();
    // Another tab, or this one, changed the games: the list anew, while it shows.
    port.kept.onChange(() => shown() === 'games' && render());
  }
  thinned = port.kept.store.list().thinned;
  if (thinned) port.kept.store.seenThinned();
  said = () => '';
  goneFromTable = false;
  open();
}

/** Focus on its way back (else New game). */
function open() {
  render();
  const back = /** @type {Port} */ (port).back();
  showOverlay('games', back && !goneFromTable ? 'games-back' : 'games-new', /** @type {any} */ (render));
}

function make() {
  const box = Object.assign(document.createElement('div'), { id: 'games', className: 'overlay', hidden: true });
  box.innerHTML = `<div class="card wide" role="dialog" aria-modal="true" aria-labelledby="games-title">
  <h2 id="games-title"></h2>
  <p id="games-lead" class="lead"></p>
  <p id="games-said" role="status"></p>
  <ul id="games-list"></ul>
  <div id="games-notes" class="small"></div>
  <div class="buttons" id="games-unreadable-row" hidden><button type="button" id="games-unreadable"></button></div>
  <details id="games-move">
    <summary id="games-move-title"></summary>
    <p id="games-move-text" class="small"></p>
    <div id="games-keys-row" hidden>
      <label><input type="checkbox" id="games-keys"> <span id="games-keys-label"></span></label>
      <p id="games-keys-note" class="small"></p>
    </div>
    <div class="buttons">
      <button type="button" id="games-import"></button>
      <input type="file" id="games-file" accept=".json,application/json" hidden>
      <button type="button" id="games-export"></button>
    </div>
  </details>
  <div class="buttons">
    <button type="button" id="games-new"></button>
    <button type="button" class="primary" id="games-back"></button>
  </div>
</div>`;
  document.body.append(box);
  $('games-new').onclick = () => /** @type {Port} */ (port).newGame();
  $('games-back').onclick = () => /** @type {Port} */ (port).back()?.();
  $('games-export').onclick = exportAll;
  $('games-import').onclick = () => $('games-file').click();
  $('games-file').onchange = importFile;
  $('games-unreadable').onclick = discardUnreadable;
  box.onkeydown = (e) => {
    const back = /** @type {Port} */ (port).back();
    if (e.key === 'Escape' && back && !goneFromTable) back();
  };
}

/** Also again in another language. */
function render() {
  const { kept } = /** @type {Port} */ (port);
  const { records, unreadable } = kept.store.list();
  const { items, notes } = gamesList(records, { words: lang, thinned, unreadable: unreadable.length });
  $('games-title').textContent = t('games.title');
  $('games-lead').textContent = t('games.lead', { count: items.length });
  $('games-said').textContent = said();
  $('games-list').replaceChildren(...items.map(itemOf));
  $('games-notes').replaceChildren(...notes.map((n) => Object.assign(document.createElement('p'), { textContent: n })));
  $('games-unreadable-row').hidden = !unreadable.length;
  $('games-unreadable').textContent = t('games.unreadable.delete');
  $('games-move-title').textContent = t('games.move.title');
  $('games-move-text').textContent = t('games.move.text');
  const keys = exportKeysWords(lang);
  $('games-keys-row').hidden = !records.some((r) => r.game.secret !== undefined);
  $('games-keys-label').textContent = keys.label;
  $('games-keys-note').textContent = keys.note;
  $('games-export').textContent = t('games.export');
  $('games-export').toggleAttribute('disabled', !records.length);
  $('games-import').textContent = t('games.import');
  $('games-new').textContent = t('menu.new');
  $('games-back').textContent = t('back.game');
  $('games-back').hidden = !(/** @type {Port} */ (port).back()) || goneFromTable;
}

function itemOf(/** @type {Item} */ item) {
  const li = Object.assign(document.createElement('li'), { className: `kept-game${item.yours ? ' yours' : ''}` });
  const heading = Object.assign(document.createElement('h3'), {
    id: `kept-${item.id}`,
    textContent: item.words.players || item.words.kind,
  });
  const state = Object.assign(document.createElement('p'), { className: 'kept-state', textContent: item.words.state });
  const detail = Object.assign(document.createElement('p'), {
    className: 'small',
    textContent: [item.words.kind, item.words.detail, item.words.played].join(' · '),
  });
  const text = document.createElement('div');
  text.append(heading, state, detail);
  const buttons = Object.assign(document.createElement('div'), { className: 'kept-buttons' });
  buttons.append(button(t('games.open'), `kept-${item.id}`, () => openGame(item), 'primary'));
  buttons.append(button(t('games.delete'), `kept-${item.id}`, () => askDelete(item)));
  // Its mistakes made puzzles, after a review: "find a better move", solved ones counted.
  const puzzles = ofGame(item.id);
  const open = port?.puzzles;
  if (puzzles.length && open) {
    const solved = puzzles.filter((m) => m.solved).length;
    const words = t('games.puzzles', { count: puzzles.length, solved });
    buttons.append(button(words, `kept-${item.id}`, () => open({ set: 'mistakes', game: item.id })));
  }
  li.append(picture(item.tiles), text, buttons);
  return li;
}

/** @param {string} text @param {string} about the id of what it acts on @param {() => void} onclick */
function button(text, about, onclick, className = '') {
  const b = Object.assign(document.createElement('button'), { type: 'button', textContent: text, onclick, className });
  b.setAttribute('aria-describedby', about);
  return b;
}

/** A face-down tile is dimmed: the summary never names its Muse. @param {Tile[]} tiles */
function picture(tiles) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'kept-picture');
  svg.setAttribute('aria-hidden', 'true');
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  const [x0, x1, y0, y1] = tiles.length
    ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
    : [0, 0, 0, 0];
  const side = Math.max(x1 - x0, y1 - y0) + 1;
  const dx = (side - (x1 - x0 + 1)) / 2;
  const dy = (side - (y1 - y0 + 1)) / 2;
  svg.setAttribute('viewBox', `-0.2 -0.2 ${side + 0.4} ${side + 0.4}`);
  for (const tile of tiles) {
    const rect = document.createElementNS(SVG, 'rect');
    const at = { x: tile.x - x0 + dx + 0.06, y: y1 - tile.y + dy + 0.06 };
    for (const [k, v] of Object.entries({ x: at.x, y: at.y, width: 0.88, height: 0.88, rx: 0.14 }))
      rect.setAttribute(k, String(v));
    rect.setAttribute('class', `${tile.colour}${tile.up ? '' : ' down'}`);
    svg.append(rect);
  }
  return svg;
}

/** As it stands now: another tab may have moved it. @param {Item} item */
function openGame(item) {
  const { kept } = /** @type {Port} */ (port);
  const record = kept.store.get(item.id);
  if (!record) return say(() => t('games.gone'));
  hideOverlays();
  if (!kept.open(record)) {
    open();
    say(() => t('games.openFailed'));
  }
}

/** Refused if another tab changed it meanwhile. @param {Item} item */
function askDelete(item) {
  const { kept, current } = /** @type {Port} */ (port);
  const of = { players: item.words.players || item.words.kind, state: item.words.state };
  confirm(
    {
      title: () => t('games.delete.title'),
      text: () => t('games.delete.text', of),
      yes: () => t('games.delete.yes'),
      no: () => t('games.delete.no'),
    },
    () => {
      const onTable = current() === item.id;
      const result = kept.remove(item.id, item.rev);
      if (result.ok) goneFromTable ||= onTable;
      say(() =>
        result.ok ? t('games.deleted') : result.reason === 'stale' ? t('games.delete.stale') : notice(result, lang),
      );
      open();
    },
    open,
  );
}

function exportAll() {
  const keys = /** @type {HTMLInputElement} */ ($('games-keys')).checked;
  const { text, count, name } = /** @type {Port} */ (port).kept.store.exportGames({ keys, base: base() });
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  say(() => t('games.exported', { count, file: name }));
}

/** A bad file changes nothing and says why. */
async function importFile() {
  const input = /** @type {HTMLInputElement} */ ($('games-file'));
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  const { kept } = /** @type {Port} */ (port);
  if (file.size > MAX_BYTES) return say(() => notice({ error: 'tooBig', maxBytes: MAX_BYTES }, lang));
  let text;
  try {
    text = await file.text();
  } catch {
    return say(() => notice({ error: 'notJson' }, lang));
  }
  const result = kept.store.importGames(text);
  kept.changed();
  say(() => notice(result, lang));
}

/** Only the player's word deletes data that could not be read. */
function discardUnreadable() {
  const { kept } = /** @type {Port} */ (port);
  confirm(
    {
      title: () => t('games.unreadable.title'),
      text: () => t('games.unreadable.text'),
      yes: () => t('games.unreadable.yes'),
      no: () => t('games.delete.no'),
    },
    () => {
      for (const { key } of kept.store.list().unreadable) kept.store.discard(key);
      open();
    },
    open,
  );
}

function say(/** @type {() => string} */ text) {
  said = text;
  $('games-said').textContent = text();
}

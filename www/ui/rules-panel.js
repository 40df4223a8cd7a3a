// @ts-check
// The rules panel's sections, its table of Muses and the Muse card, put in the page (their words: rules-words.js).
// Loaded when the panel or a card first opens (panels.js).

import { $, section } from './panels.js';
import { museCard, museTable, rulesSections } from './rules-words.js';

/** @param {Record<string, any> | null} muses the tile table by Muse */
export function fill(muses) {
  const text = $('rules-text');
  text.replaceChildren();
  for (const { id, title, text: words } of rulesSections()) {
    if (id !== 'keys-help' && id !== 'touch-help')
      section(id ? $(id) : text.appendChild(document.createElement('p')), title, words);
  }
  if (!muses) return;
  const table = /** @type {HTMLTableElement} */ ($('muse-table'));
  const { caption, heads, rows, suns } = museTable(muses);
  /** @type {HTMLTableCaptionElement} */ (table.caption).textContent = caption;
  [.../** @type {HTMLTableSectionElement} */ (table.tHead).rows[0].cells].forEach(
    (th, i) => (th.textContent = heads[i]),
  );
  const body = table.tBodies[0];
  body.replaceChildren();
  rows.forEach((row, r) => {
    const tr = body.insertRow();
    for (const text of row) tr.insertCell().textContent = text;
    tr.cells[3].setAttribute('aria-label', suns[r]);
  });
}

export function card(/** @type {any} */ tile, /** @type {any} */ info) {
  const { title, lines } = museCard({ ...tile, info });
  $('muse-card-title').textContent = title;
  $('muse-card-lines').replaceChildren(
    ...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })),
  );
}

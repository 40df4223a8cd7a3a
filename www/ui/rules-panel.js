// @ts-check
// The rules panel's sections and its table of Muses, and the Muse card, put in the page in the
// language spoken; their words are rules-words.js's, from the engine's tile table. Loaded with
// those words when the rules panel or a Muse card first opens (panels.js), not with the page.

import { $, section } from './panels.js';
import { museCard, museTable, rulesSections } from './rules-words.js';

/** The rules panel's sections (the keys' and touch's are panels.js's, always there) and, once
 * the engine's tile table is known, its table of Muses.
 * @param {Record<string, any> | null} muses the tile table by Muse */
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
  // index.html gives the table its caption and its head's row.
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

/** The Muse card's title and lines for `tile` as shown, with her tile-table row `info`.
 * @param {any} tile @param {any} info */
export function card(tile, info) {
  const { title, lines } = museCard({ ...tile, info });
  $('muse-card-title').textContent = title;
  $('muse-card-lines').replaceChildren(
    ...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })),
  );
}

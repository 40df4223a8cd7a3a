// @ts-check
// The end-of-round panel (the overlay "result"): each Company's dice in columns, the Suns won,
// who won and why, in the language spoken. Loaded when a round first ends (play/flow.js), not
// with the page: a player meets it once a round.

import { $, dieEl, words as setWords } from './panels.js';
import { company, panel } from './results.js';
import { hideOverlays, showOverlay } from './screens.js';

/** What the panel shows: the round's score, the match's, the names (results.js panel).
 * @typedef {Parameters<typeof panel>[0]} Facts */

/**
 * The end of a round: each Company's dice in columns (highest first), each column's winner,
 * the Bronze and Silver (or Golden) Suns, the winner and the tie-break rung that decided.
 * `owed` (a feature's, the flow's owed hook): what this device must still send the other
 * players ({ words, first (why to send it first), send() → { ok, words } }), offered first.
 * @param {Facts} facts
 * @param {{ onNext: () => void, nextLabel: import('./panels.js').Words, onNew: () => void, onClose: () => void,
 *   owed?: import('../play/flow.js').Owed | null }} ways
 */
export function result(facts, { onNext, nextLabel, onNew, onClose, owed = null }) {
  resultWords(facts, nextLabel);
  const send = $('result-send');
  const said = $('result-said');
  said.textContent = '';
  send.hidden = !owed;
  let sent = !owed;
  /** Sends what this device owes the others (a fair game's last key): whether it went. */
  const trySend = async () => {
    if (!owed) return true;
    const { ok, words } = await owed.send();
    said.textContent = words;
    sent ||= ok;
    send.hidden = sent;
    if (!sent) send.focus();
    return sent;
  };
  if (owed) {
    setWords('result-send', owed.words);
    send.onclick = trySend;
  }
  // Rematch and New game wait until it is sent, and say so.
  const first = (/** @type {() => void} */ then) => () => {
    if (sent || !owed) return then();
    said.textContent = typeof owed.first === 'function' ? owed.first() : owed.first;
    send.focus();
  };
  $('result-next').onclick = first(onNext);
  $('result-new').onclick = first(onNew);
  $('result-table').onclick = () => {
    hideOverlays();
    onClose();
  };
  showOverlay('result', owed ? 'result-send' : 'result-next', () => {
    resultWords(facts, nextLabel);
    if (owed) setWords('result-send', owed.words);
  });
}

/** The end-of-round panel's words and columns, in the language now spoken.
 * @param {Facts} facts @param {import('./panels.js').Words} nextLabel */
function resultWords({ score, round, rounds, names, match, nextBonus }, nextLabel) {
  const words = panel({ score, round, rounds, names, match, nextBonus });
  $('result-title').textContent = words.title;
  $('result-why').textContent = words.why;

  const box = $('result-columns');
  box.replaceChildren();
  box.dataset.winners = score.winners.join(',');
  box.dataset.decidedBy = score.decided_by;
  const width = Math.max(...score.companies.map((c) => c.dice.length));
  const head = document.createElement('div');
  head.className = 'result-row head';
  head.append(Object.assign(document.createElement('span'), { className: 'who', textContent: words.column }));
  for (let k = 0; k < width; k++) {
    const cell = document.createElement('span');
    cell.className = 'cell';
    if (score.columns[k] === null) cell.textContent = words.tie;
    else if (k === score.bonus_column) cell.append(token(score.bonus, words));
    else cell.append(token('Bronze', words));
    head.append(cell);
  }
  box.append(head);
  score.companies.forEach((c, i) => {
    const row = document.createElement('div');
    row.className = `result-row${score.winners.includes(i) ? ' winner' : ''}`;
    row.dataset.colour = c.colour;
    row.dataset.suns = String(c.suns);
    row.dataset.dice = c.dice.join(',');
    const label = Object.assign(document.createElement('span'), { className: 'who' });
    label.append(dieEl(c.colour, null, true), ` ${company(c.colour, c.seats, names)}`);
    row.append(label);
    for (let k = 0; k < width; k++) {
      const cell = document.createElement('span');
      cell.className = `cell${score.columns[k] === i ? ' won' : ''}`;
      if (c.dice[k] !== undefined) cell.append(dieEl(c.colour, String(c.dice[k])));
      row.append(cell);
    }
    const suns = Object.assign(document.createElement('span'), { className: 'suns', textContent: `☀ ${c.suns}` });
    suns.setAttribute('aria-label', words.suns(c.suns));
    if (c.bonus) suns.prepend(token(c.bonus, words), ' ');
    row.append(suns);
    box.append(row);
  });
  box.setAttribute('aria-label', words.columns);
  $('result-legend').textContent = words.legend;
  $('result-match').textContent = words.match;
  setWords('result-next', nextLabel);
}

/** A Sun token in the panel. @param {string} kind @param {ReturnType<typeof panel>} words */
function token(kind, words) {
  return Object.assign(document.createElement('span'), { className: `token ${kind}`, textContent: words.token(kind) });
}

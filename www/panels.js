// The DOM around the table: status bar (whose turn, Suns won), turn controls, move log,
// rules panel and the aria-live region that announces every move and result.

import { company } from './results.js';
import { COLOUR_WORD, museCard, plural } from './words.js';

export const $ = (id) => document.getElementById(id);

/** This module's words for the page. */
const WORDS = { more: 'More', less: 'Less' };

/** A die (or a colour chip) in the DOM: its colour and its value or letter. */
export function dieEl(colour, text, small = false) {
  const el = document.createElement('span');
  el.className = `die ${colour}${small ? ' small' : ''}`;
  el.textContent = text ?? colour[0];
  return el;
}

/** The status bar: round, phase, who is to move, and each Company's Suns so far. */
export function status(view, names, line) {
  const turn = $('turn');
  turn.replaceChildren();
  if (view && !view.game_over) turn.append(dieEl(view.seats[view.to_move], null, true), ' ');
  turn.append(line);
  const scores = $('scores');
  scores.replaceChildren();
  if (!view) return;
  for (const { colour, seats, suns } of view.companies) {
    const li = document.createElement('li');
    li.title = company(colour, seats, names);
    li.setAttribute('aria-label', `${company(colour, seats, names)}: ${plural(suns, 'Sun')}`);
    li.append(dieEl(colour, null, true), `☀ ${suns}`);
    scores.append(li);
  }
  if (view.neutral) {
    const li = document.createElement('li');
    li.setAttribute('aria-label', `Neutral: ${COLOUR_WORD[view.neutral]}`);
    li.append(dieEl(view.neutral, null, true), 'neutral');
    scores.append(li);
  }
}

/** The status line while a computer chooses its move: `line` and three dots that pulse (CSS),
 * and `words` announced. */
export function thinking(view, names, line, words) {
  status(view, names, line);
  const dots = document.createElement('span');
  dots.className = 'dots';
  dots.setAttribute('aria-hidden', 'true');
  dots.append(...[0, 1, 2].map(() => document.createElement('i')));
  $('turn').append(dots);
  say(words);
}

/** Shows the controls the turn's stage allows. */
export function controls({ placing, faces, faceDown, stage, over }) {
  $('face').hidden = !placing;
  const up = $('face-up');
  const down = $('face-down');
  up.setAttribute('aria-pressed', String(!faceDown));
  down.setAttribute('aria-pressed', String(faceDown));
  // Left enabled even when the engine refuses: pressing it says why (a clear hint).
  up.setAttribute('aria-disabled', String(placing && !faces.up));
  down.setAttribute('aria-disabled', String(placing && !faces.down));
  $('end-turn').hidden = stage !== 'stepped';
  $('take-back').hidden = stage !== 'powered' && stage !== 'stepped';
  $('show-result').hidden = !over;
}

export function hint(text, refused = false) {
  const el = $('hint');
  el.textContent = text ? text[0].toUpperCase() + text.slice(1) : '';
  el.classList.toggle('refused', !!text && refused);
  fitHint(false);
}

/** A hint longer than its two lines is never cut off: "More" opens it whole, over the table,
 * and "Less" (or the next hint) closes it. */
export function fitHint(open = $('hint').classList.contains('open')) {
  const el = $('hint');
  const more = $('hint-more');
  el.classList.remove('open');
  const long = el.scrollHeight > el.clientHeight + 1;
  more.hidden = !long;
  el.classList.toggle('long', long);
  el.classList.toggle('open', long && open);
  more.textContent = long && open ? WORDS.less : WORDS.more;
  more.setAttribute('aria-expanded', String(long && open));
}
$('hint-more').onclick = () => fitHint(!$('hint').classList.contains('open'));

/** The live log's lines that only the player holding the device may hear (their hand). */
const secrets = new Set();

/** Announces `text` to screen readers: each announcement is a new line of a polite live
 * log, so one never cuts off the one before (the move, then whose turn it is). A `secret`
 * line (words about a hand) is forgotten as soon as the turn is played (D3). */
export function say(text, secret = false) {
  const live = $('live');
  const p = document.createElement('p');
  p.textContent = text;
  live.append(p);
  if (secret) secrets.add(p);
  while (live.childElementCount > 8) {
    secrets.delete(live.firstElementChild);
    live.firstElementChild.remove();
  }
}

/**
 * "About this Muse" beside her tile: `tile` as shown ({ muse|null, faceUp, colour, value,
 * noDie }) with her tile-table row `info`; (x, y) her centre on the table and `half` half
 * her side, in CSS pixels. Focus goes to the card when a key opened it, and back to the table when it closes.
 */
export function showMuseCard(tile, info, x, y, half, byKey) {
  const card = $('muse-card');
  const { title, lines } = museCard({ ...tile, info });
  $('muse-card-title').textContent = title;
  $('muse-card-lines').replaceChildren(...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
  card.hidden = false;
  // Beside the tile, inside the table.
  const stage = $('stage').getBoundingClientRect();
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  card.style.left = `${Math.max(4, Math.min(stage.width - w - 4, x - w / 2))}px`;
  card.style.top = `${y + half + h + 12 < stage.height ? y + half + 8 : Math.max(4, y - half - h - 8)}px`;
  if (byKey) $('muse-card-close').focus({ preventScroll: true });
}

/** Closes the Muse card, and forgets its words (a hand's Muse may be among them). */
export function hideMuseCard() {
  const card = $('muse-card');
  if (card.hidden) return;
  const inside = card.contains(document.activeElement);
  card.hidden = true;
  $('muse-card-title').textContent = '';
  $('muse-card-lines').replaceChildren();
  if (inside) $('table').focus({ preventScroll: true });
}
$('muse-card-close').onclick = hideMuseCard;
// Escape closes the card first, and does nothing else (the turn stays as it was).
addEventListener(
  'keydown',
  (e) => {
    if (e.key !== 'Escape' || $('muse-card').hidden) return;
    hideMuseCard();
    e.stopPropagation();
  },
  true,
);
// A press anywhere but on the card closes it.
addEventListener('pointerdown', (e) => !$('muse-card').contains(e.target) && hideMuseCard(), true);

/** Removes every secret line from the live log: the hand's holder has played. */
export function forget() {
  hideMuseCard();
  for (const p of secrets) p.remove();
  secrets.clear();
}

/** Empties the live log and the hint: the device is being passed, and the next person must
 * read nothing the last one heard. */
export function quiet() {
  hideMuseCard();
  secrets.clear();
  $('live').replaceChildren();
  hint('');
}

export const log = {
  clear() {
    $('log').replaceChildren();
  },
  /** A heading line ("Round 1") or a move: its words and its notation. */
  add(text, notation, heading = false) {
    const li = document.createElement('li');
    li.textContent = text;
    if (heading) li.className = 'round';
    if (notation) {
      const code = document.createElement('code');
      code.textContent = notation;
      li.append(code);
    }
    $('log').append(li);
    return li;
  },
  /** Scrolls to the last line: once the lines are added (each scroll would lay the page out). */
  toEnd() {
    const side = $('log').closest('#side');
    side.scrollTop = side.scrollHeight;
  },
};

const EFFECTS = { Raise: '▲ raise +1', Lower: '▼ lower −1', Swap: '⇄ swap' };
const AREAS = { Orthogonal: 'the 4 beside', Diagonal: 'the 4 diagonal', Surrounding: 'all 8 around' };

/** The rules panel's table of Muses, from the engine's tile table. */
export function museTable(muses) {
  const body = $('muse-table').tBodies[0];
  for (const m of Object.values(muses)) {
    const tr = body.insertRow();
    for (const text of [m.name, EFFECTS[m.effect], AREAS[m.area], '☀'.repeat(m.suns)]) tr.insertCell().textContent = text;
  }
}

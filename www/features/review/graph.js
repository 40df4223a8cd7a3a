// @ts-check
// The review's graph: each Company's chance to win the round, move by move, as SVG. Never
// colour alone: each line has its own dash, and the words (review.js) say it all.

const NS = 'http://www.w3.org/2000/svg';
export const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 30;
const RIGHT = 8;
const TOP = 16;
const BOTTOM = 8;
/** In the order of the view's Companies. */
export const DASHES = ['', '7 3', '2 2.5'];

/** @typedef {import('./types.js').Round} Round */

/** @param {string} name @param {Record<string, string | number>} attrs @param {string} [text] */
function el(name, attrs, text) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

const plotWidth = WIDTH - LEFT - RIGHT;
const plotHeight = HEIGHT - TOP - BOTTOM;
const xAt = (/** @type {number} */ j, /** @type {number} */ total) => LEFT + (plotWidth * j) / Math.max(1, total);
/** A chance per mille. @param {number} chance */
const yAt = (chance) => TOP + plotHeight * (1 - chance / 1000);

export function draw(/** @type {SVGSVGElement} */ svg, /** @type {Round} */ round) {
  const { entries, total, colours, words } = round;
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  const parts = [];
  if (round.selected >= 0) {
    const x = xAt(round.selected, total);
    parts.push(
      el('rect', { class: 'selected', x, y: TOP, width: xAt(round.selected + 1, total) - x, height: plotHeight }),
    );
  }
  for (const chance of [0, 500, 1000]) {
    const y = yAt(chance);
    parts.push(el('line', { class: 'grid', x1: LEFT, x2: WIDTH - RIGHT, y1: y, y2: y }));
    parts.push(el('text', { x: LEFT - 3, y: y + 3, 'text-anchor': 'end' }, words.percent(chance)));
  }
  if (round.dance > 0) {
    const x = xAt(round.dance, total);
    parts.push(el('line', { class: 'phase', x1: x, x2: x, y1: TOP - 12, y2: HEIGHT - BOTTOM }));
    parts.push(el('text', { x: x - 3, y: TOP - 5, 'text-anchor': 'end' }, words.placement));
    parts.push(el('text', { x: x + 3, y: TOP - 5 }, words.dance));
  }
  if (round.turning >= 0) {
    const x = xAt(round.turning + 1, total);
    parts.push(el('line', { class: 'turning', x1: x, x2: x, y1: TOP, y2: HEIGHT - BOTTOM }));
    const anchor = x > WIDTH / 2 ? 'end' : 'start';
    const at = { x: x + (anchor === 'end' ? -3 : 3), y: TOP + 9, 'text-anchor': anchor };
    parts.push(el('text', { class: 'turning-label', ...at }, words.turning));
  }
  if (entries.length) {
    colours.forEach((colour, k) => {
      const points = [entries[0].before[k], ...entries.map((e) => e.after[k])]
        .map((c, j) => `${xAt(j, total)},${yAt(c)}`)
        .join(' ');
      parts.push(el('polyline', { class: 'outline', points }));
      parts.push(el('polyline', { class: `line ${colour}`, points, 'stroke-dasharray': DASHES[k] ?? '' }));
    });
    entries.forEach((e, j) => {
      if (!e.mark) return;
      const [x, y] = [xAt(j + 1, total), yAt(e.after[round.movers[j]])];
      parts.push(el('circle', { class: `mark ${e.mark}`, cx: x, cy: y, r: e.mark === 'Blunder' ? 4.2 : 3.4 }));
    });
  }
  svg.replaceChildren(...parts);
}

/** The place in the round of the move under `clientX`.
 * @param {SVGSVGElement} svg @param {number} clientX @param {number} total */
export function placeAt(svg, clientX, total) {
  const box = svg.getBoundingClientRect();
  const x = ((clientX - box.left) / Math.max(1, box.width)) * WIDTH;
  return Math.max(0, Math.min(total - 1, Math.floor(((x - LEFT) / plotWidth) * total)));
}

// @ts-check
// Each Muse's emblem (her classical attribute, so she is told apart by shape, not colour
// alone) as SVG paths on a 32×32 grid. Parts joined by "|": a letter, a stroke width when it
// strokes, the path. F/S fill/stroke in her colour, T a tint of it, P/Q in the paper (a cut).

/** @type {Record<string, [string, string]>} */
export const EMBLEMS = {
  // A wax tablet in its frame, lines written on it, the stylus across its corner.
  Calliope: [
    '#42464e',
    'F M3 6h19v23H3z|P M6 9h13v17H6z|S1.6M8.5 13h8M8.5 17h8M8.5 21h5|Q5M28 3L15 20|S2.6M28 3L16 19|F M17.6 19.2l-2.2-1.7L13 23z|S2.6M26.3 1.9l3.4 2.4',
  ],
  // A scroll unrolled between its two rods, lines of history on it.
  Clio: [
    '#0a6e66',
    'T M6 7h20v18H6z|S1.6M6 7h20M6 25h20M10 12h12M10 16h12M10 20h8|F M3 8a3 3 0 016 0v16a3 3 0 01-6 0zM23 8a3 3 0 016 0v16a3 3 0 01-6 0zM5 2h2v3H5zM5 27h2v3H5zM25 2h2v3h-2zM25 27h2v3h-2z',
  ],
  // A lyre: two curved arms on a sound box, a crossbar, three strings.
  Erato: [
    '#a8286a',
    'F M9 22h14l-2 7H11z|S3M11 23C4 18 6 8 9 3M21 23c7-5 5-15 2-20|S2.4M6 8h20|S1.2M13 8v14M16 8v14M19 8v14',
  ],
  // The aulos: two pipes from one mouthpiece, flared at their ends, with finger holes.
  Euterpe: [
    '#b0480a',
    'S3M14.5 27L6 5M17.5 27L26 5|F M3.6 5.9l4.8-1.8v3.2l-2.6 1zM28.4 5.9l-4.8-1.8v3.2l2.6 1zM13 25h6l-1 5h-4z|Q1.6M11.8 20h.01M10.2 16h.01M8.7 12h.01M20.2 20h.01M21.8 16h.01M23.3 12h.01',
  ],
  // The tragic mask: a long face, brows raised at the middle, the mouth turned down.
  Melpomene: [
    '#8e1b2a',
    'F M6 4c7-3 13-3 20 0 1 12-2 22-10 26C8 26 5 16 6 4z|P M8.5 14c1.5-2.5 4-3.5 5.5-3 0 2.5-3 3.5-5.5 3zM23.5 14c-1.5-2.5-4-3.5-5.5-3 0 2.5 3 3.5 5.5 3zM10 25c2-6 10-6 12 0-3-2-9-2-12 0z|Q1.5M8 9.5l5-3M24 9.5l-5-3',
  ],
  // A veiled face, the veil falling in folds to a scalloped hem.
  Polyhymnia: [
    '#6a3d9e',
    'F M16 2C10 2 8 7 8 12c0 7-3 13-5 17q2.2 2 4.3 0t4.3 0 4.4 0 4.4 0 4.3 0 4.3 0c-2-4-5-10-5-17 0-5-2-10-8-10z|P M16 7c2.4 0 3.8 2.2 3.8 5s-1.7 5.5-3.8 5.5-3.8-2.7-3.8-5.5 1.4-5 3.8-5z|Q1.4M11.5 16c-.5 5-2 9-4 13M16 20.5v8.5M20.5 16c.5 5 2 9 4 13',
  ],
  // A harp: the pillar, the curved neck, the slanting sound box, its strings.
  Terpsichore: [
    '#2d7a33',
    'S1.1M11 5v19.7M14.5 5.5v15.3M18 5.5v11.4M21.5 5.5v7.5|S3M7 28V6c5-5 9 3 13 0s5-1 6 2M5 29h6|S4.4M26 8L8 28',
  ],
  // The comic mask: a round face, laughing eyes, a wide grin.
  Thalia: [
    '#7d6300',
    'F M5 5c7-3 15-3 22 0 1 11-2 21-11 24C7 26 4 16 5 5z|Q2M8 13q3-4 6 0M18 13q3-4 6 0|P M8.5 17c3 9 12 9 15 0-4 2-11 2-15 0z',
  ],
  // A celestial globe on its ring and stand.
  Urania: [
    '#29408f',
    'F M16 3a10 10 0 110 20 10 10 0 110-20zM10 28h12l1 3H9z|Q1.3M6 13h20M7.5 8h17M7.5 18h17M16 3c-5 5-5 15 0 20 5-5 5-15 0-20|S2M5 13a11 11 0 0022 0M16 24v4',
  ],
};

const cache = /** @type {Map<string, { kind: string, width: number, path: Path2D }[]>} */ (new Map());

function parts(/** @type {string} */ muse) {
  let p = cache.get(muse);
  if (!p) {
    p = EMBLEMS[muse][1].split('|').map((s) => {
      const [, kind, width, d] = /** @type {RegExpMatchArray} */ (s.match(/^(\w)([\d.]*)\s*(.*)$/));
      return { kind, width: +width, path: new Path2D(d) };
    });
    cache.set(muse, p);
  }
  return p;
}

export const museColour = (/** @type {string} */ muse) => EMBLEMS[muse]?.[0] ?? '#2b2140';

/** @param {CanvasRenderingContext2D} ctx @param {string} muse @param {number} x @param {number} y
 * @param {number} size @param {string} paper */
export function emblem(ctx, muse, x, y, size, paper) {
  if (!EMBLEMS[muse]) return;
  const ink = museColour(muse);
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 32, size / 32);
  ctx.lineCap = ctx.lineJoin = 'round';
  const alpha = ctx.globalAlpha;
  for (const { kind, width, path } of parts(muse)) {
    const cut = kind === 'P' || kind === 'Q';
    ctx.fillStyle = ctx.strokeStyle = cut ? paper : ink;
    ctx.globalAlpha = kind === 'T' ? alpha * 0.22 : alpha;
    ctx.lineWidth = width;
    if (kind === 'S' || kind === 'Q') ctx.stroke(path);
    else ctx.fill(path);
  }
  ctx.restore();
}

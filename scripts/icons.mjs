// The app's icons, drawn from the Muses' emblems (www/table/emblems.js): nine tiles in a 3×3 dance
// on the night-blue of the table. Writes icons/icon.svg and icons/maskable.svg (full bleed,
// the tiles inside the safe circle), then the PNGs a manifest and the browsers ask for,
// rendered from those SVGs by Debian's Chromium through playwright-core (package.json);
// and the favicon, nine bands of colour (no emblem reads at 16 px), written into index.html
// as a data: URL, so that no request for it can fail or leave the sub-path. The output is
// committed: the build never runs this.
//
//   node scripts/icons.mjs

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBLEMS } from '../www/table/emblems.js';
import { chromium } from 'playwright-core';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(ROOT, 'icons');
const PAPER = '#f4e9cc';
// Colours spread over the grid: no two neighbours alike.
const ORDER = ['Clio', 'Erato', 'Thalia', 'Euterpe', 'Terpsichore', 'Urania', 'Polyhymnia', 'Calliope', 'Melpomene'];

/** One emblem as SVG paths in a 32×32 box (the format www/table/emblems.js documents). */
function emblemSvg(muse) {
  const [ink, parts] = EMBLEMS[muse];
  return parts
    .split('|')
    .map((part) => {
      const [, kind, width, d] = part.match(/^(\w)([\d.]*)\s*(.*)$/);
      const colour = kind === 'P' || kind === 'Q' ? PAPER : ink;
      if (kind === 'S' || kind === 'Q')
        return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return `<path d="${d}" fill="${colour}"${kind === 'T' ? ' fill-opacity=".22"' : ''}/>`;
    })
    .join('');
}

/** The icon on a 512 grid: the nine tiles in a square of side `grid`, centred; the
 * background a rounded square (`round`) or the whole square. */
function iconSvg({ grid, round }) {
  const gap = grid * 0.045;
  const t = (grid - 2 * gap) / 3;
  const o = (512 - grid) / 2;
  const tiles = ORDER.map((muse, i) => {
    const x = o + (i % 3) * (t + gap);
    const y = o + Math.floor(i / 3) * (t + gap);
    const r = t * 0.12;
    const e = t * 0.7;
    // As on the table: her colour on the tile's top band, her emblem under it.
    return (
      `<rect x="${x + t * 0.03}" y="${y + t * 0.07}" width="${t}" height="${t}" rx="${r}" fill="#000" fill-opacity=".35"/>` +
      `<rect x="${x}" y="${y}" width="${t}" height="${t}" rx="${r}" fill="${PAPER}"/>` +
      `<path d="M${x} ${y + t * 0.2}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}h${t - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}V${y + t * 0.2}z" fill="${EMBLEMS[muse][0]}"/>` +
      `<g transform="translate(${x + (t - e) / 2} ${y + t * 0.25}) scale(${e / 32})">${emblemSvg(muse)}</g>`
    );
  }).join('');
  const bg = round
    ? '<rect width="512" height="512" rx="104" fill="url(#bg)"/>'
    : '<rect width="512" height="512" fill="url(#bg)"/>';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    '<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#3a3470"/><stop offset="1" stop-color="#15132a"/></radialGradient></defs>' +
    `${bg}${tiles}</svg>\n`
  );
}

const icon = iconSvg({ grid: 400, round: true });
// Maskable: a launcher may cut it to a circle of 80 % of its side; the tiles stay inside.
const maskable = iconSvg({ grid: 280, round: false });
await mkdir(OUT, { recursive: true });
await writeFile(join(OUT, 'icon.svg'), icon);
await writeFile(join(OUT, 'maskable.svg'), maskable);

// The favicon: on a 32 grid, each tile her colour above, paper below.
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#211d3d"/>' +
  ORDER.map((muse, i) => {
    const [x, y] = [2.5 + (i % 3) * 9.5, 2.5 + Math.floor(i / 3) * 9.5];
    return `<rect x="${x}" y="${y}" width="8" height="8" rx="1.5" fill="${PAPER}"/><path d="M${x} ${y + 4}v-2.5a1.5 1.5 0 0 1 1.5-1.5h5a1.5 1.5 0 0 1 1.5 1.5v2.5z" fill="${EMBLEMS[muse][0]}"/>`;
  }).join('') +
  '</svg>';
const html = join(ROOT, 'index.html');
const page = await readFile(html, 'utf8');
const line = /<link rel="icon" href="data:image\/svg\+xml,[^"]*" type="image\/svg\+xml">/;
if (!line.test(page))
  throw new Error('index.html has no <link rel="icon" href="data:image/svg+xml,…"> to write the favicon into');
await writeFile(
  html,
  page.replace(
    line,
    `<link rel="icon" href="data:image/svg+xml,${favicon.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}" type="image/svg+xml">`,
  ),
);
console.log('index.html: the favicon');

const PNGS = [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  // iOS draws its own rounded corners over an opaque square.
  ['apple-touch-icon.png', maskable, 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, svg, size] of PNGS) {
    const data = await page.evaluate(
      async ({ svg, size }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = c.height = size;
        const g = c.getContext('2d');
        g.imageSmoothingQuality = 'high';
        g.drawImage(img, 0, 0, size, size);
        return c.toDataURL('image/png').split(',')[1];
      },
      { svg, size },
    );
    await writeFile(join(OUT, name), Buffer.from(data, 'base64'));
    console.log(`icons/${name}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}

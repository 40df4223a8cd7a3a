// @ts-check
// The invitation as a QR code, for a friend in the same room (docs/live-play.md): npm qrcode's matrix, handed in by the
// page with useQrMaker (CommonJS: the page's bundle brings it), drawn as one SVG path; with no maker, no QR code.

/** @import { Matrix } from './types.js' */
let maker = /** @type {((text: string) => Matrix | Promise<Matrix>) | null} */ (null);

/** @param {(text: string) => Matrix | Promise<Matrix>} make  as qrcode's create(text).modules */
export function useQrMaker(make) {
  maker = make;
}

export const hasQr = () => maker !== null;

/** The SVG path of `matrix`: a unit square per dark module, each row's runs joined. @param {Matrix} matrix */
export function qrPath({ size, data }) {
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size;) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An <svg> of `text`'s QR code with its quiet zone, or null (no maker, or it failed: the link is there to copy).
 * @param {string} text @param {string} label */
export async function qrSvg(text, label) {
  if (!maker) return null;
  let matrix;
  try {
    matrix = await maker(text);
  } catch {
    return null;
  }
  const { size } = matrix;
  if (!Number.isInteger(size) || size < 21 || size > 177) return null;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `-4 -4 ${size + 8} ${size + 8}`);
  // 4 pixels a module unless the page's style says otherwise: a phone reads it off a screen.
  svg.setAttribute('width', String((size + 8) * 4));
  svg.setAttribute('height', String((size + 8) * 4));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const back = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: -4, y: -4, width: size + 8, height: size + 8, fill: '#fff' }))
    back.setAttribute(k, String(v));
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', qrPath(matrix));
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  return svg;
}

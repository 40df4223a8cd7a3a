// The code's size by part (declaration files included), and the share of its non-blank lines that are comments (the goal:
// at most one in eight in www/ and in src/), for docs/figures.md.
//
//   node scripts/lines.mjs            every part
//   node scripts/lines.mjs www/play   one folder, file by file

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CODE = /\.(js|mjs|ts|css|rs)$/;

/** Every code file under `dir`. @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** Non-blank lines and comment lines of one file (`// @ts-check` is a directive, not a comment).
 * @param {string} path */
function count(path) {
  let code = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    code++;
    if (inBlock) {
      comments++;
      if (line.includes('*/')) inBlock = false;
    } else if (line === '// @ts-check') {
      continue;
    } else if (line.startsWith('//')) {
      comments++;
    } else if (line.startsWith('/*')) {
      comments++;
      inBlock = !line.includes('*/');
    }
  }
  return { code, comments };
}

/** @param {string[]} paths */
function total(paths) {
  const sum = { files: paths.length, code: 0, comments: 0 };
  for (const p of paths) {
    const c = count(p);
    sum.code += c.code;
    sum.comments += c.comments;
  }
  return sum;
}

const share = (/** @type {{ code: number, comments: number }} */ s) => ((100 * s.comments) / s.code).toFixed(1);

const only = process.argv[2];
if (only) {
  for (const p of files(join(root, only))) {
    const c = count(p);
    console.log(`${relative(root, p).padEnd(48)} ${String(c.code).padStart(6)} ${share(c).padStart(6)} %`);
  }
} else {
  console.log(`${'part'.padEnd(24)} ${'files'.padStart(6)} ${'lines'.padStart(7)} ${'comments'.padStart(9)}`);
  for (const part of [
    'src',
    'www',
    'www/play',
    'www/table',
    'www/ui',
    'www/features',
    'www/engine',
    'tests',
    'scripts',
  ]) {
    const s = total(files(join(root, part)));
    console.log(
      `${part.padEnd(24)} ${String(s.files).padStart(6)} ${String(s.code).padStart(7)} ${share(s).padStart(8)} %`,
    );
  }
}

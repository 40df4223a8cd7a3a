// @ts-check
// make serve: the page built (scripts/build.sh, as make dist) and served on
// http://127.0.0.1:8080/ (PORT to change it), built again when its sources change (index.html,
// www/, src/, examples/, Cargo.toml, Cargo.lock, the manifest, the icons). Reload the page to
// see a change; a build that fails says why here and leaves the last good one served.
//
//   node scripts/serve.mjs

import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.PORT ?? 8080);
const WATCHED = ['index.html', 'manifest.webmanifest', 'www', 'src', 'examples', 'icons', 'Cargo.toml', 'Cargo.lock'];
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Whether a build runs, and whether a change came meanwhile (one more build then). */
let building = false;
let again = false;

function build() {
  if (building) return void (again = true);
  building = true;
  const started = Date.now();
  console.log('serve: building (scripts/build.sh)');
  spawn(join(ROOT, 'scripts/build.sh'), { stdio: 'inherit' }).on('exit', (code) => {
    console.log(
      code === 0
        ? `serve: built in ${Math.round((Date.now() - started) / 1000)} s: http://127.0.0.1:${PORT}/`
        : 'serve: the build failed (above); the last good one is served',
    );
    building = false;
    if (again) {
      again = false;
      build();
    }
  });
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let soon;
for (const path of WATCHED) {
  watch(join(ROOT, path), { recursive: true }, () => {
    clearTimeout(soon);
    soon = setTimeout(build, 300);
  });
}

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
  try {
    if (!file.startsWith(DIST + sep)) throw new Error('outside');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}).listen(PORT, '127.0.0.1');
build();

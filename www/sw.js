// @ts-check
// Offline play: once the page has been opened, it opens again with no network. Network
// first, so a host's new version is taken as soon as it can be reached; the cache only when
// the network fails. The build (scripts/bundle.mjs) writes into this file the list of the
// files the page is made of, every one of them (the first load, the chunks loaded on demand,
// the computer's worker, every language's table), and the wasm bundles, which are kept only
// once a player has loaded them (the page says so: offline.js): together they weigh twice the
// first load, for players who may never open either. Anything else cached before (an older
// version's files) is dropped. A kept file fetched again is kept afresh. The build puts this
// file at the top of dist/, so that its scope is the whole page; a new build is a new file,
// which the browser takes as an update.

/** This build's files, as paths from the page's folder ('' is the page under the folder's
 * name): `files` kept always, `bundles` once loaded. Written in by the build. */
const BUILD = globalThis.MUSES_BUILD ?? { files: [], bundles: [] };

const CACHE = 'muses';
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', () => sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('message', (event) => {
  const loaded = event.data?.keep;
  if (!Array.isArray(loaded) || !loaded.every((url) => typeof url === 'string')) return;
  const done = keep(loaded).then(
    (kept) => ({ kept }),
    (e) => ({ kept: 0, error: String(e?.message ?? e) }),
  );
  event.waitUntil(done.then((answer) => event.source?.postMessage(answer)));
});

/** The cache's key for a request: its URL without query or fragment.
 * @param {string} url */
const keyOf = (url) => url.split(/[?#]/)[0];
/** A file of the build as a URL of this origin.
 * @param {string} path */
const urlOf = (path) => new URL(path, sw.registration.scope).href;

/**
 * Caches the build's files, and those of its bundles that were kept before or that the page
 * has `loaded` (URLs); drops anything else. The page itself (its HTML) is always fetched again,
 * the rest only when missing (a kept file that changed is renewed as it is fetched). Resolves
 * to the number of files kept.
 * @param {string[]} loaded
 * @returns {Promise<number>}
 */
async function keep(loaded) {
  const cache = await caches.open(CACHE);
  const cached = new Set((await cache.keys()).map((r) => r.url));
  const asked = new Set(loaded.map(keyOf));
  const bundles = BUILD.bundles.map(urlOf).filter((url) => cached.has(url) || asked.has(url));
  const wanted = new Set([...BUILD.files.map(urlOf), ...bundles]);
  await Promise.all(
    [...wanted].filter((url) => /(\/|\.html)$/.test(url) || !cached.has(url)).map((url) => cache.add(url)),
  );
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  return wanted.size;
}

/** Keeps a fresh copy of a file that is already kept.
 * @param {Request} request
 * @param {Response} response */
async function renew(request, response) {
  const cache = await caches.open(CACHE);
  const key = keyOf(request.url);
  if (await cache.match(key)) await cache.put(key, response);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (response.ok) event.waitUntil(renew(request, response.clone()));
        return response;
      },
      async () => {
        const cache = await caches.open(CACHE);
        const hit = await cache.match(keyOf(request.url));
        // The page under another name (./ or ./index.html).
        const page = request.mode === 'navigate' ? await cache.match(sw.registration.scope) : undefined;
        return hit ?? page ?? Response.error();
      },
    ),
  );
});

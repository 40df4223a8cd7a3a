// @ts-check
// Offline play: once opened, the page opens again with no network. Network first, so a new
// version is taken as soon as it can be reached; the cache only when the network fails. The
// build writes in the list of the page's files, and of the wasm bundles, kept only once a
// player has loaded them (together they weigh twice the first load). Anything else cached is
// dropped. At the top of dist/, so its scope is the whole page; a new build is an update.

/** Paths from the page's folder ('' is the page under the folder's name). Written in by the build. */
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

/** Its URL without query or fragment. @param {string} url */
const keyOf = (url) => url.split(/[?#]/)[0];
/** @param {string} path */
const urlOf = (path) => new URL(path, sw.registration.scope).href;

/** Caches the build's files and the bundles kept before or `loaded`, drops anything else. The
 * HTML is always fetched again, the rest only when missing. Resolves to the number kept.
 * @param {string[]} loaded @returns {Promise<number>} */
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

/** @param {Request} request @param {Response} response */
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

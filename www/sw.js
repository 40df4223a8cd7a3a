// Offline play: once the page has been opened, it opens again with no network. Network
// first, so a host's new version is taken as soon as it can be reached; the cache only when
// the network fails. The page (offline.js) says which files make it up: those missing are
// cached; the files it may load later (the wasm bundles) stay if they were kept before; anything
// else cached before (an older version's files) is dropped. A kept file fetched again is kept
// afresh. The build moves this file to the top of dist/, so that its scope is the whole page.

const CACHE = 'muses';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const { keep: files, also = [] } = event.data ?? {};
  if (!Array.isArray(files) || !Array.isArray(also)) return;
  const done = keep(files, also).then(
    () => ({ kept: files.length }),
    (e) => ({ kept: 0, error: String(e?.message ?? e) }),
  );
  event.waitUntil(done.then((answer) => event.source?.postMessage(answer)));
});

/** The cache's key for a request: its URL without query or fragment. */
const keyOf = (url) => url.split(/[?#]/)[0];

/** Caches exactly `files` (URLs of this origin), and those of `also` it has already; the page
 * itself (its HTML) is always fetched again, the rest only when missing (a kept script that
 * changed is renewed as it is fetched). */
async function keep(files, also) {
  const cache = await caches.open(CACHE);
  const key = (f) => keyOf(new URL(f, self.location.href).href);
  const wanted = new Set(files.map(key));
  const keepable = new Set([...wanted, ...also.map(key)]);
  for (const url of wanted) {
    if (/(\/|\.html)$/.test(url) || !(await cache.match(url))) await cache.add(url);
  }
  for (const request of await cache.keys()) if (!keepable.has(request.url)) await cache.delete(request);
}

/** Keeps a fresh copy of a file that is already kept. */
async function renew(request, response) {
  const cache = await caches.open(CACHE);
  const key = keyOf(request.url);
  if (await cache.match(key)) await cache.put(key, response);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
        const page = request.mode === 'navigate' ? await cache.match(self.registration.scope) : undefined;
        return hit ?? page ?? Response.error();
      },
    ),
  );
});

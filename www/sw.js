// Offline play: once the page has been opened, it opens again with no network. Network
// first, so a host's new version is taken as soon as it can be reached; the cache only when
// the network fails. The page (offline.js) says which files make it up: they are cached, and
// anything else cached before (an older version's files) is dropped. The build moves this
// file to the top of dist/, so that its scope is the whole page.

const CACHE = 'muses';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const files = event.data?.keep;
  if (!Array.isArray(files)) return;
  const done = keep(files).then(
    () => ({ kept: files.length }),
    (e) => ({ kept: 0, error: String(e?.message ?? e) }),
  );
  event.waitUntil(done.then((answer) => event.source?.postMessage(answer)));
});

/** Caches exactly `files` (URLs of this origin). */
async function keep(files) {
  const cache = await caches.open(CACHE);
  await cache.addAll(files);
  const wanted = new Set(files.map((f) => new URL(f, self.location.href).href));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request).catch(async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      // The page under another name (./ or ./index.html, with or without a query).
      const page = request.mode === 'navigate' ? await cache.match(self.registration.scope) : undefined;
      return hit ?? page ?? Response.error();
    }),
  );
});

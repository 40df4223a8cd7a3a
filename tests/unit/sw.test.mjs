// @ts-check
// The service worker (www/sw.js) in Node, around a fake cache, network and host: what it keeps
// of a build, the bundles kept once loaded and never before, an older build's files dropped, and
// the page and its files from the cache when the network is gone.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const SCOPE = 'https://host.example/some/folder/';

/** The host: the files it serves now (path → text), and whether it can be reached. */
const host = { online: true, files: new Map(), fetched: /** @type {string[]} */ ([]) };

/** @param {string | { url: string }} request */
async function fakeFetch(request) {
  const url = typeof request === 'string' ? request : request.url;
  host.fetched.push(url);
  if (!host.online) throw new TypeError('Failed to fetch');
  const path = url.slice(SCOPE.length).split(/[?#]/)[0] || 'index.html';
  const body = host.files.get(path);
  return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
}

/** The Cache API's calls sw.js makes, over a Map. */
class FakeCache {
  entries = new Map();
  /** @param {string | { url: string }} key */
  async match(key) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  /** @param {string} url */
  async add(url) {
    const response = await fakeFetch(url);
    if (!response.ok) throw new TypeError(`${url}: ${response.status}`);
    this.entries.set(url, response);
  }
  /** @param {string} url @param {Response} response */
  async put(url, response) {
    this.entries.set(url, response);
  }
  /** @param {{ url: string }} request */
  async delete(request) {
    return this.entries.delete(request.url);
  }
}
const cache = new FakeCache();

/** The worker's event listeners, by type (a newer sw.js replaces an older one's). */
const listeners = new Map();
Object.assign(globalThis, {
  self: {
    addEventListener: (/** @type {string} */ type, /** @type {Function} */ fn) => listeners.set(type, fn),
    skipWaiting: () => {},
    clients: { claim: async () => {} },
    registration: { scope: SCOPE },
    location: new URL('sw.js', SCOPE),
  },
  caches: { open: async () => cache },
  fetch: fakeFetch,
});

/** Loads sw.js as the build would have written it, with `files` and `bundles`: each time
 * afresh, from its text (a script without imports). */
const SW = await readFile(new URL('../../www/sw.js', import.meta.url), 'utf8');
let builds = 0;
/** @param {string[]} files @param {string[]} bundles */
async function install(files, bundles) {
  Object.assign(globalThis, { MUSES_BUILD: { files, bundles } });
  await import(`data:text/javascript,${encodeURIComponent(`${SW}\n// build ${++builds}`)}`);
}

/** The page's message: keep the files, and these bundle files it has loaded. Resolves to the
 * worker's answer.
 * @param {string[]} [loaded] */
function keep(loaded = []) {
  return new Promise((answer, fail) => {
    /** @type {Promise<unknown>[]} */
    const waits = [];
    listeners.get('message')({
      data: { keep: loaded },
      waitUntil: (/** @type {Promise<unknown>} */ p) => waits.push(p),
      source: { postMessage: answer },
    });
    Promise.all(waits).catch(fail);
  });
}

/** A request through the worker: the response's text, or null for a network error.
 * @param {string} path */
async function get(path, mode = 'cors') {
  /** @type {Promise<Response> | undefined} */
  let responded;
  /** @type {Promise<unknown>[]} */
  const waits = [];
  const request = { url: SCOPE + path, method: 'GET', mode };
  listeners.get('fetch')({
    request,
    respondWith: (/** @type {Promise<Response>} */ r) => (responded = r),
    waitUntil: (/** @type {Promise<unknown>} */ p) => waits.push(p),
  });
  if (!responded) return 'not handled';
  const response = await responded;
  await Promise.all(waits);
  return response.type === 'error' ? null : response.text();
}

const kept = () => [...cache.entries.keys()].map((url) => url.slice(SCOPE.length)).sort();
const serve = (/** @type {Record<string, string>} */ files) => (host.files = new Map(Object.entries(files)));

const V1 = ['', 'index.html', 'muses-1.js', 'muses-1_bg.wasm', 'js/main-A.js', 'js/chunk-it.js'];
const BUNDLES = ['fair/fair-F.js', 'fair/fair-F_bg.wasm', 'lessons/lessons-L.js', 'lessons/lessons-L_bg.wasm'];

test("a build's files are kept, the bundles only once loaded, an older build's dropped", async () => {
  serve(Object.fromEntries([...V1, ...BUNDLES].map((f) => [f || 'index.html', `v1 ${f}`])));
  await install(V1, BUNDLES);
  assert.deepEqual(await keep(), { kept: V1.length });
  assert.deepEqual(kept(), [...V1].sort(), 'every file of the build, no bundle');

  // The page loaded the tutorial's bundle: kept, fair mode's still not.
  const lessons = BUNDLES.slice(2).map((f) => SCOPE + f);
  assert.deepEqual(await keep([`${lessons[0]}?retry=1`, lessons[1]]), { kept: V1.length + 2 });
  assert.deepEqual(kept(), [...V1, ...BUNDLES.slice(2)].sort());
  // Asking for a file that is no bundle of the build keeps nothing more.
  assert.deepEqual(await keep([`${SCOPE}elsewhere.js`]), { kept: V1.length + 2 });

  // A new build: its files; the old ones go; the bundle loaded before stays, not loaded again.
  const v2 = ['', 'index.html', 'muses-2.js', 'muses-2_bg.wasm', 'js/main-B.js', 'js/chunk-it.js'];
  serve(Object.fromEntries([...v2, ...BUNDLES].map((f) => [f || 'index.html', `v2 ${f}`])));
  await install(v2, BUNDLES);
  host.fetched = [];
  assert.deepEqual(await keep(), { kept: v2.length + 2 });
  assert.deepEqual(kept(), [...v2, ...BUNDLES.slice(2)].sort());
  const again = host.fetched.map((url) => url.slice(SCOPE.length)).sort();
  assert.deepEqual(
    again,
    ['', 'index.html', 'js/main-B.js', 'muses-2.js', 'muses-2_bg.wasm'],
    'the page again, the rest if missing',
  );
});

test('network first; offline, the page and its files come from the cache', async () => {
  serve({ 'index.html': 'v3 page', 'js/main-B.js': 'v3 main' });
  host.online = true;
  assert.equal(await get('js/main-B.js'), 'v3 main', 'online: the host');
  assert.equal(await get('index.html'), 'v3 page');
  assert.equal(await get('', 'navigate'), 'v3 page');

  host.online = false;
  assert.equal(await get('js/main-B.js'), 'v3 main', 'offline: the copy kept afresh');
  assert.equal(await get('index.html?x=1#frag'), 'v3 page', 'without query or fragment');
  assert.equal(await get('', 'navigate'), 'v3 page');
  assert.equal(await get('elsewhere.html', 'navigate'), 'v3 page', 'a page never kept: the page');
  assert.equal(await get('js/never-kept.js'), null, 'a file never kept is a network error');
  assert.equal(await get('js/main-A.js'), null, "an older build's file is gone");
  host.online = true;
});

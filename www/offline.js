// @ts-check
// Offline play: a service worker (sw.js, at the top of the built page) keeps the files this
// page is made of, so it opens again with no network. Registered once the page is up, so it
// never delays the first frame. Where there is none (an old browser, a file:// page, a
// browser that blocks them) the page simply needs the network, as any web page. The wasm
// bundles loaded on demand (engine/bundles.js: fair mode, the tutorial) are kept once a player has
// loaded them, not before: together they weigh twice the first load, for players who may never
// open either.

import { bundleFiles, loaded } from './engine/bundles.js';
import { tableUrls } from './ui/i18n.js';

/** The modules loaded on demand (by the page, not by the first load): kept with it. */
const LATER = [
  'engine/ai-worker',
  'engine/fair',
  'ui/rulebook',
  'table/marks',
  'features/tutorial',
  'features/hint',
  'features/tips',
  'features/fair',
];

/** The files that make up the page: itself (under its folder's name too), and every script,
 * style and wasm it loaded, plus the computer players' worker (loaded only when a computer
 * plays), the languages' tables, and the small modules loaded on demand (the rules panel's,
 * the tutorial's, the Hint's, the tips', fair mode's; the wasm bundles are kept once loaded). */
function files() {
  const here = new URL('./', location.href);
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === here.origin && url.pathname.startsWith(here.pathname))
    .map((url) => url.origin + url.pathname);
  const page = location.origin + location.pathname;
  // Every language's messages (their parts for the rules and the rare reasons too), so a
  // language can be chosen offline.
  const later = LATER.map((name) => new URL(`www/${name}.js`, here).href);
  const tables = tableUrls(['reasons', 'rules', 'tutorial', 'hint', 'fair']);
  return [...new Set([here.href, page, ...later, ...tables, ...fetched])];
}

/** Keeps the page's files for offline play (again: bundles.js calls it once a bundle is loaded);
 * resolves to their number, or 0 where there is no offline. One call at a time, so that each
 * hears its own answer. */
let queue = Promise.resolve();
export function keepForOffline() {
  return (queue = queue.then(keepOnce));
}

// A wasm bundle just loaded is kept from now on.
loaded(() => keepForOffline());

async function keepOnce() {
  if (!('serviceWorker' in navigator) || !isSecureContext) return 0;
  try {
    const registration = await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url));
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    if (!worker) return 0;
    const kept = new Promise((done) => {
      const heard = ({ data }) => {
        if (typeof data?.kept !== 'number') return;
        navigator.serviceWorker.removeEventListener('message', heard);
        done(data);
      };
      navigator.serviceWorker.addEventListener('message', heard);
    });
    // The bundles are kept only if they were before (or are among the files, once loaded).
    worker.postMessage({ keep: files(), also: bundleFiles() });
    const answer = await kept;
    if (answer.error) console.warn(`offline play is not available: ${answer.error}`);
    return answer.kept;
  } catch (/** @type {any} */ e) {
    console.warn(`offline play is not available: ${e.message}`);
    return 0;
  }
}

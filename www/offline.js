// @ts-check
// Offline play: a service worker (sw.js, at the top of the built page) keeps the files this
// page is made of, so it opens again with no network. The build wrote their list into it;
// the page only says which of the wasm bundles loaded on demand (engine/bundles.js: fair mode,
// the tutorial, the review) a player has loaded: those are kept too, the others not. Registered once the page
// is up, so it never delays the first frame. Where there is no service worker (an old browser,
// a file:// page, a browser that blocks them) the page simply needs the network, as any web
// page.

/** The wasm bundles' files loaded in this page (URLs), for the service worker to keep. */
const bundleFiles = new Set();

/** @type {Promise<number>} */
let queue = Promise.resolve(0);

/** Keeps the page's files for offline play, and `files` (a bundle's, once loaded); resolves
 * to how many are kept, or 0 where there is no offline. One call at a time, so that each hears
 * its own answer.
 * @param {string[]} [files] */
export function keepForOffline(files = []) {
  for (const file of files) bundleFiles.add(file);
  return (queue = queue.then(keepOnce));
}

// A wasm bundle just loaded is kept from now on (engine/bundles.js LOADED: an event, so that
// the first load does without the bundles' loader).
addEventListener('muses-bundle-loaded', (e) => keepForOffline(/** @type {CustomEvent<string[]>} */ (e).detail));

/** @returns {Promise<number>} */
async function keepOnce() {
  if (!('serviceWorker' in navigator) || !isSecureContext) return 0;
  try {
    // At the top of the build, beside index.html: the page's own folder.
    const registration = await navigator.serviceWorker.register(new URL('sw.js', document.baseURI));
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    if (!worker) return 0;
    /** @type {Promise<{ kept: number, error?: string }>} */
    const kept = new Promise((done) => {
      /** @param {MessageEvent} event */
      const heard = ({ data }) => {
        if (typeof data?.kept !== 'number') return;
        navigator.serviceWorker.removeEventListener('message', heard);
        done(data);
      };
      navigator.serviceWorker.addEventListener('message', heard);
    });
    worker.postMessage({ keep: [...bundleFiles] });
    const answer = await kept;
    if (answer.error) console.warn(`offline play is not available: ${answer.error}`);
    return answer.kept;
  } catch (e) {
    console.warn(`offline play is not available: ${e instanceof Error ? e.message : e}`);
    return 0;
  }
}

// @ts-check
// Offline play: a service worker (sw.js) keeps the page's files, so it opens again with no
// network; the page tells it which wasm bundles a player has loaded, to keep those too.
// Registered once the page is up, never delaying the first frame. Without a service worker
// (a file:// page, a browser that blocks them) the page needs the network, as any web page.

/** URLs, for the service worker to keep. */
const bundleFiles = new Set();

/** @type {Promise<number>} */
let queue = Promise.resolve(0);

/** Resolves to how many are kept, 0 where there is no offline. One call at a time, so each
 * hears its own answer. @param {string[]} [files] */
export function keepForOffline(files = []) {
  for (const file of files) bundleFiles.add(file);
  return (queue = queue.then(keepOnce));
}

// An event, so that the first load does without the bundles' loader (engine/bundles.js).
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

// Offline play: a service worker (sw.js, at the top of the built page) keeps the files this
// page is made of, so it opens again with no network. Registered once the page is up, so it
// never delays the first frame. Where there is none (an old browser, a file:// page, a
// browser that blocks them) the page simply needs the network, as any web page.

/** The files that make up the page: itself (under its folder's name too), and every script, style and wasm it loaded, plus
 * the computer players' worker (loaded only when a computer plays). */
function files() {
  const here = new URL('./', location.href);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === here.origin && url.pathname.startsWith(here.pathname))
    .map((url) => url.origin + url.pathname);
  const page = location.origin + location.pathname;
  return [...new Set([here.href, page, new URL('www/ai-worker.js', here).href, ...loaded])];
}

/** Resolves to the number of files kept for offline play, or 0 where there is no offline. */
export async function keepForOffline() {
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
    worker.postMessage({ keep: files() });
    const answer = await kept;
    if (answer.error) console.warn(`offline play is not available: ${answer.error}`);
    return answer.kept;
  } catch (e) {
    console.warn(`offline play is not available: ${e.message}`);
    return 0;
  }
}

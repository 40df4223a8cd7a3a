// Live play's codec is the engine's, in the `live` wasm bundle (scripts/build-bundles.sh live):
// this loads it in Node as the page does (features/live/code.js ready()), from target/wasm/live/.
// Import it before any live module.

import { existsSync, readFileSync } from 'node:fs';

const DIR = new URL('../../target/wasm/live/', import.meta.url);
if (!existsSync(new URL('hash', DIR))) throw new Error('no live bundle: run scripts/build-bundles.sh live');
// Relative to www/features/live/code.js.
const name = `../../../target/wasm/live/live-${readFileSync(new URL('hash', DIR), 'utf8').trim()}`;
globalThis.MUSES_LIVE = JSON.stringify({ glue: `${name}.js`, wasm: `${name}_bg.wasm` });

// Node's fetch reads no files: the glue fetches the wasm by its URL.
const fetchUrl = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const u = new URL(String(url));
  if (u.protocol !== 'file:') return fetchUrl(url, init);
  return new Response(readFileSync(u), { headers: { 'content-type': 'application/wasm' } });
};
globalThis.dispatchEvent ??= () => true;

await (await import('../../www/features/live/code.js')).ready();

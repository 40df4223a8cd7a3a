// @ts-check
// The installed app's manifest in each language the page speaks (scripts/bundle.mjs writes
// them into the build; tests/unit/webmanifest.test.mjs tests this): the project's
// manifest.webmanifest with the language's `lang` and its description, the words of
// 'app.description' in www/ui/lang/ (so `make i18n` checks them with every other message).
// English keeps the name manifest.webmanifest; the page links the one it speaks (i18n.js
// manifestOf), so an app installed from a French page speaks French.

import { LANGUAGES, manifestOf } from '../www/ui/i18n.js';

/**
 * Each language's manifest, by file name: `base` (the project's manifest, without words of a
 * language) with `lang`, `dir` and the description of `tables[code]`.
 * @param {Record<string, unknown>} base
 * @param {Record<string, Record<string, unknown>>} tables each language's messages
 * @returns {Record<string, Record<string, unknown>>}
 */
export function manifests(base, tables) {
  if ('description' in base || 'lang' in base)
    throw new Error('manifest.webmanifest: its words come from www/ui/lang/');
  /** @type {Record<string, Record<string, unknown>>} */
  const out = {};
  for (const code of Object.keys(LANGUAGES)) {
    const description = tables[code]?.['app.description'];
    if (typeof description !== 'string') throw new Error(`www/ui/lang/${code}.js has no 'app.description'`);
    out[manifestOf(code)] = { ...base, lang: code, dir: 'ltr', description };
  }
  return out;
}

/** The manifests for the build, from the project's files. @param {string} baseText the project's manifest */
export async function buildManifests(baseText) {
  /** @type {Record<string, Record<string, unknown>>} */
  const tables = {};
  for (const code of Object.keys(LANGUAGES)) tables[code] = (await import(`../www/ui/lang/${code}.js`)).default;
  return manifests(JSON.parse(baseText), tables);
}

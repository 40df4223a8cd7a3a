// @ts-check
// The page's languages: which one, its messages, and the grammar around them. A message table
// per language (www/ui/lang/, plain data); English comes with the page, others when chosen. A
// message is a template ("{muse} cannot step {dir}.") or its Intl.PluralRules forms chosen by
// `count`. A part is a feature's own messages, loaded with the feature in every language used.
// Nothing here knows a rule of the game.

import en from './lang/en.js';

/** @typedef {string | Record<string, string>} Message */
/** @typedef {Record<string, Message>} Table */

/** Named in its own words. */
export const LANGUAGES = { en: 'English', it: 'Italiano', fr: 'Français' };

/** The build writes a manifest per language: an installed app speaks the page's language. @param {string} code */
export const manifestOf = (code) => (code === 'en' ? 'manifest.webmanifest' : `manifest-${code}.webmanifest`);

/** @type {Record<string, () => Promise<{ default: any }>>} */
const LOADERS = {
  it: () => import('./lang/it.js'),
  fr: () => import('./lang/fr.js'),
};

const STORE = 'dance-of-muses.language';

/** The page's English is British ("colour"; lists without the serial comma). */
/** @type {Record<string, string>} */
const LOCALE = { en: 'en-GB', it: 'it', fr: 'fr' };

/** @type {Record<string, Table>} */
const tables = { en };
let current = 'en';
/** The parts in use, and the languages each is merged into. @type {Map<string, Set<string>>} */
const parts = new Map();
/** @type {Set<(code: string) => void>} */
const listeners = new Set();

export const language = () => current;

/** The first that the page speaks by primary subtag ("it-CH" is Italian), else English. */
export function detect(preferred = globalThis.navigator?.languages ?? []) {
  for (const tag of preferred) {
    const code = String(tag).toLowerCase().split('-')[0];
    if (code in LANGUAGES) return code;
  }
  return 'en';
}

function remembered() {
  try {
    const code = globalThis.localStorage?.getItem(STORE) ?? '';
    return code in LANGUAGES ? code : null;
  } catch {
    // Storage refused (a private window's settings): the browser's language then.
    return null;
  }
}

/** @param {string} code */
async function load(code) {
  tables[code] ??= { ...(await LOADERS[code]()).default };
  await Promise.all([...parts.keys()].map((name) => merge(name, code)));
  return tables[code];
}

/** @param {string} name @param {string} code */
async function merge(name, code) {
  const done = /** @type {Set<string>} */ (parts.get(name));
  if (done.has(code)) return;
  const table = (await import(`./lang/${name}/${code}.js`)).default;
  Object.assign(tables[code], table);
  done.add(code);
}

/** In the language spoken and English (the fallback); a language chosen later gets them too. @param {string} name */
export async function usePart(name) {
  if (!parts.has(name)) parts.set(name, new Set());
  await Promise.all([...new Set(['en', current])].map((code) => merge(name, code)));
}

/** The one chosen before, else the browser's. */
export function start() {
  return setLanguage(remembered() ?? detect(), { remember: false });
}

/** Tells every subscriber; a language detected is not a choice (`remember` false). An unknown
 * code means English. @param {string} code @param {{ remember?: boolean }} [options] */
export async function setLanguage(code, { remember = true } = {}) {
  if (!(code in LANGUAGES)) code = 'en';
  await load(code);
  current = code;
  if (globalThis.document) {
    document.documentElement.lang = code;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestOf(code));
  }
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORE, code);
    } catch {
      // Not remembered: the page still speaks it until it is closed.
    }
  }
  for (const fn of listeners) fn(code);
  return code;
}

/** Returns the function that stops it. @param {(code: string) => void} fn */
export function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A decimal text for one beyond a double's. @param {number | bigint | Intl.StringNumericLiteral} n */
export const number = (n) => new Intl.NumberFormat(LOCALE[current]).format(n);

/** Italian writes "ed" before a word that begins with e ("Clio ed Erato"), which Intl does not.
 * @param {string[]} items */
export function list(items, type = /** @type {Intl.ListFormatType} */ ('conjunction')) {
  const text = new Intl.ListFormat(LOCALE[current], { type }).format(items);
  return current === 'it' ? text.replace(/ e (?=[EeÈè])/g, ' ed ') : text;
}

/** @param {Message} message @param {unknown} count @param {string} code */
function form(message, count, code) {
  if (typeof message === 'string') return message;
  const exact = message[`=${count}`];
  if (exact !== undefined) return exact;
  const category = new Intl.PluralRules(LOCALE[code]).select(Number(count));
  return message[category] ?? message.other;
}

/** English where a table lacks the key, the key itself where every one does.
 * @param {string} key @param {Record<string, any>} [params] @returns {string} */
export function t(key, params = {}) {
  const code = key in tables[current] ? current : 'en';
  const message = tables[code][key];
  if (message === undefined) return key;
  const text = form(message, params.count, code);
  const filled = text.replace(/\{(\w+)\}/g, (/** @type {string} */ whole, /** @type {string} */ name) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(LOCALE[code]).format(value) : String(value);
  });
  return CONTRACT[code]?.(filled) ?? filled;
}

/** Italian contracts a preposition with a phrase's article ("di" + "la Musa" is "della Musa"),
 * French elides "de" and "que" ("d'Erato"): any Muse or Company can follow a preposition. */
/** @type {Record<string, string>} */
const IT_ARTICLED = { di: 'de', a: 'a', da: 'da', su: 'su', in: 'ne' };
/** @type {Record<string, (text: string) => string>} */
const CONTRACT = {
  it: (text) =>
    text.replace(
      /\b(di|a|da|su|in) (la|il|le|i) /g,
      (/** @type {string} */ _, /** @type {string} */ p, /** @type {string} */ art) =>
        `${IT_ARTICLED[p]}${art === 'il' ? 'l' : art === 'i' ? 'i' : `l${art}`} `,
    ),
  fr: (text) =>
    text
      .replace(
        /\b([dD]e|[qQ]ue) (?=[AEIOUYÉÈ])/g,
        (/** @type {string} */ _, /** @type {string} */ w) => `${w.slice(0, -1)}'`,
      )
      .replace(
        /(^|\s)([àÀ]) le(s?) /g,
        (/** @type {string} */ _, /** @type {string} */ space, /** @type {string} */ a, /** @type {string} */ plural) =>
          `${space}${a === 'à' ? 'a' : 'A'}u${plural ? 'x' : ''} `,
      )
      .replace(/\b([dD])e le /g, '$1u ')
      .replace(/\b([dD])e les /g, '$1es '),
};

/** A phrase that may begin lowercase ("la Compagnia Viola …"). @param {string} text */
export const sentence = (text) => text.charAt(0).toLocaleUpperCase(current) + text.slice(1);

// @ts-check
// The page's languages: which one, its messages, and the grammar around them. One message table
// per language (www/ui/lang/*.js, plain data); English comes with the page, the others are loaded
// when chosen. Messages are templates with named parameters ("{muse} cannot step {dir}."); a
// message with plural forms is an object of Intl.PluralRules categories ("one", "other", …,
// and exact values like "=1") chosen by its `count` parameter. Numbers are formatted for the
// language, lists joined by Intl.ListFormat. Nothing here knows a rule of the game.
//
//   import { t, setLanguage, subscribe } from './i18n.js';
//   t('suns', { count: 2 })          // "2 Suns", "2 Soli", "2 Soleils"
//   subscribe(() => redraw());       // every word again, in the new language
//   await setLanguage('it');
//   await usePart('tutorial');       // www/ui/lang/tutorial/<code>.js, with the code that needs it
//
// A part is a feature's own messages (the tutorial's, fair mode's), kept out of the first load
// and loaded with the feature, in the language spoken then and in every language chosen later.

import en from './lang/en.js';

/** A message: a template, or its plural forms by Intl.PluralRules category (and "=n").
 * @typedef {string | Record<string, string>} Message */
/** A language's messages by key. @typedef {Record<string, Message>} Table */

/** Each language the page speaks, named in its own words (the same in every language). */
export const LANGUAGES = { en: 'English', it: 'Italiano', fr: 'Français' };

/** The installed app's manifest in each language (the build writes one per language:
 * scripts/webmanifest.mjs): an app installed from the page speaks the page's language.
 * @param {string} code */
export const manifestOf = (code) => (code === 'en' ? 'manifest.webmanifest' : `manifest-${code}.webmanifest`);

/** The tables not in the first load, fetched when first chosen.
 * @type {Record<string, () => Promise<{ default: any }>>} */
const LOADERS = {
  it: () => import('./lang/it.js'),
  fr: () => import('./lang/fr.js'),
};

const STORE = 'dance-of-muses.language';

/** The locale of Intl's numbers, lists and plurals for each language: the page's English is
 * British ("colour"; lists without the serial comma). */
/** @type {Record<string, string>} */
const LOCALE = { en: 'en-GB', it: 'it', fr: 'fr' };

/** @type {Record<string, Table>} */
const tables = { en };
let current = 'en';
/** The parts in use (usePart), and the languages each has been merged into.
 * @type {Map<string, Set<string>>} */
const parts = new Map();
/** @type {Set<(code: string) => void>} */
const listeners = new Set();

/** The language of the messages now. */
export const language = () => current;

/** The page's language for a browser's preferred ones (`navigator.languages`): the first
 * that the page speaks, by its primary subtag ("it-CH" is Italian), else English. */
export function detect(preferred = globalThis.navigator?.languages ?? []) {
  for (const tag of preferred) {
    const code = String(tag).toLowerCase().split('-')[0];
    if (code in LANGUAGES) return code;
  }
  return 'en';
}

/** The language chosen before on this browser, if any. */
function remembered() {
  try {
    const code = globalThis.localStorage?.getItem(STORE) ?? '';
    return code in LANGUAGES ? code : null;
  } catch {
    // Storage refused (a private window's settings): the browser's language then.
    return null;
  }
}

/** Loads a language's table (once), with the parts in use merged in. @param {string} code */
async function load(code) {
  tables[code] ??= { ...(await LOADERS[code]()).default };
  await Promise.all([...parts.keys()].map((name) => merge(name, code)));
  return tables[code];
}

/** Merges part `name`'s messages in language `code` into its table (once).
 * @param {string} name @param {string} code */
async function merge(name, code) {
  const done = /** @type {Set<string>} */ (parts.get(name));
  if (done.has(code)) return;
  const table = (await import(`./lang/${name}/${code}.js`)).default;
  Object.assign(tables[code], table);
  done.add(code);
}

/** Loads part `name`'s messages (www/ui/lang/<name>/<code>.js) in the language spoken now and in
 * English (the fallback); a language chosen later gets them too. Resolves once they are in.
 * @param {string} name */
export async function usePart(name) {
  if (!parts.has(name)) parts.set(name, new Set());
  await Promise.all([...new Set(['en', current])].map((code) => merge(name, code)));
}

/** The language to start in: the one chosen before, else the browser's. Resolves once its
 * messages are loaded; `<html lang>` and the app's manifest follow. */
export function start() {
  return setLanguage(remembered() ?? detect(), { remember: false });
}

/**
 * Speaks `code` from now on: loads its table, sets `<html lang>` and the app's manifest, remembers the choice (unless
 * `remember` is false: a language detected is not a choice) and tells every subscriber, which
 * re-words what it shows. An unknown code means English.
 * @param {string} code @param {{ remember?: boolean }} [options]
 */
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

/** Calls `fn(code)` after every change of language; returns the function that stops it.
 * @param {(code: string) => void} fn */
export function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A number in the language's way ("1,234", "1.234", "1 234"); a decimal text for one beyond a
 * double's. @param {number | bigint | Intl.StringNumericLiteral} n */
export const number = (n) => new Intl.NumberFormat(LOCALE[current]).format(n);

/** Items joined as the language joins them: "a, b and c", "a, b e c", "a, b et c"; `type`
 * "disjunction" for "a, b or c". Italian writes "ed" before a word that begins with e
 * ("Clio ed Erato"), which Intl does not.
 * @param {string[]} items */
export function list(items, type = /** @type {Intl.ListFormatType} */ ('conjunction')) {
  const text = new Intl.ListFormat(LOCALE[current], { type }).format(items);
  return current === 'it' ? text.replace(/ e (?=[EeÈè])/g, ' ed ') : text;
}

/** A message's plural form for `count`: an exact "=n" form, else the language's category,
 * else "other". @param {Message} message @param {unknown} count @param {string} code */
function form(message, count, code) {
  if (typeof message === 'string') return message;
  const exact = message[`=${count}`];
  if (exact !== undefined) return exact;
  const category = new Intl.PluralRules(LOCALE[code]).select(Number(count));
  return message[category] ?? message.other;
}

/**
 * The message `key` in the current language (English where a table lacks it, the key itself
 * where every table does), its `{name}` parameters filled from `params`: numbers formatted for
 * the language, anything else as text.
 * @param {string} key @param {Record<string, any>} [params] @returns {string}
 */
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

/** What a language does where a parameter meets the word before it: Italian contracts a
 * preposition with the article that begins a phrase ("di" + "la Musa coperta" is "della
 * Musa coperta"), French elides "de" and "que" before a name that begins with a vowel
 * ("d'Erato"), so messages can put any Muse or Company after a preposition. */
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

/** A sentence from a phrase that may begin with a lowercase word ("la Compagnia Viola …").
 * @param {string} text */
export const sentence = (text) => text.charAt(0).toLocaleUpperCase(current) + text.slice(1);

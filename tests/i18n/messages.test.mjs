// The message tables against each other and against the page's code: every language has the
// same keys with the same parameters, every key is one the page's code uses (a literal key, or
// a family like `reason.${kind}` over values the engine names in tests/data/i18n.json), every
// engine reason kind has a message, plural forms are the language's, French spacing is right.
//
//   node --test tests/i18n/        (make i18n)

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../www/ui/i18n.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(ROOT, 'www');
const DATA = JSON.parse(readFileSync(join(ROOT, 'tests/data/i18n.json'), 'utf8'));
const KINDS = readFileSync(join(ROOT, 'tests/data/reason-kinds.txt'), 'utf8').split('\n').filter(Boolean);

/** The parts (www/ui/lang/<part>/): a feature's messages, loaded with it (i18n.js usePart). */
const PARTS = readdirSync(join(WWW, 'ui', 'lang'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** Each language's whole table: its own, and every part's merged in (a key in two places is
 * an error: one would hide the other). */
async function tableOf(code) {
  const table = { ...(await import(`../../www/ui/lang/${code}.js`)).default };
  for (const part of PARTS) {
    const more = (await import(`../../www/ui/lang/${part}/${code}.js`)).default;
    const twice = Object.keys(more).filter((k) => k in table);
    assert.deepEqual(twice, [], `${part}/${code}.js repeats keys of another table`);
    Object.assign(table, more);
  }
  return table;
}
const tables = Object.fromEntries(await Promise.all(Object.keys(LANGUAGES).map(async (code) => [code, await tableOf(code)])));
const codes = Object.keys(tables);

/** Each family of keys the code builds from a value, and the values the engine has for it. */
const FAMILIES = {
  'reason.': KINDS,
  'colour.': DATA.domains.colour,
  'aDie.': DATA.domains.colour,
  'die.': DATA.domains.colour,
  'company.': DATA.domains.colour,
  'effect.': DATA.domains.effect,
  'card.power.': DATA.domains.effect,
  'does.': DATA.domains.effect,
  'log.power.': DATA.domains.effect,
  'area.': DATA.domains.area,
  'card.area.': DATA.domains.area,
  'dir.': DATA.domains.dir,
  'phase.': DATA.domains.phase,
  'sun.': DATA.domains.sun,
  'token.': DATA.domains.sun,
  'rung.': DATA.domains.rung,
  'matchRung.': DATA.domains.matchRung,
  'malformed.': DATA.domains.malformed,
  'field.': DATA.domains.field,
  'shape.': DATA.domains.shape,
};

/** The page's sources: its modules (not the message tables) and index.html. */
function sources() {
  const files = [join(ROOT, 'index.html')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'lang') walk(path);
      else if (entry.name.endsWith('.js')) files.push(path);
    }
  };
  walk(WWW);
  return files.map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
}
const code = sources();
const all = code.map((f) => f.text).join('\n');

/** The {parameters} of a message, all its plural forms together (`count` chooses a form). */
function params(message) {
  const forms = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(typeof message === 'string' ? [] : ['count']);
  for (const form of forms) for (const [, name] of form.matchAll(/\{(\w+)\}/g)) names.add(name);
  return [...names].sort();
}

test('every language speaks with a table of its own, in every part', () => {
  for (const dir of ['', ...PARTS]) {
    const files = readdirSync(join(WWW, 'ui', 'lang', dir)).filter((f) => f.endsWith('.js'));
    assert.deepEqual(files.map((f) => f.replace(/\.js$/, '')).sort(), [...codes].sort(), `www/ui/lang/${dir}`);
  }
  assert.ok(codes.includes('en'), 'English is the fallback');
});

test('every language has the keys every other has', () => {
  const keys = new Set(codes.flatMap((c) => Object.keys(tables[c])));
  for (const c of codes) {
    const missing = [...keys].filter((k) => !(k in tables[c]));
    assert.deepEqual(missing, [], `${c} lacks these keys`);
  }
});

test("a message's named parameters are the same in every language", () => {
  for (const key of Object.keys(tables.en)) {
    const en = params(tables.en[key]);
    for (const c of codes) assert.deepEqual(params(tables[c][key]), en, `${key}: ${c} against en`);
  }
});

test("plural forms are the language's and end in other", () => {
  for (const c of codes) {
    const categories = new Intl.PluralRules(c).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(tables[c])) {
      if (typeof message === 'string') continue;
      assert.ok('other' in message, `${c} ${key} has no other form`);
      for (const form of Object.keys(message)) {
        assert.ok(categories.includes(form) || /^=\d+$/.test(form), `${c} ${key}: ${form} is not a plural form of ${c}`);
      }
    }
  }
});

test('every engine reason kind has a message in every language', () => {
  assert.deepEqual([...DATA.kinds].sort(), [...KINDS].sort(), 'tests/data/i18n.json has the kinds of reason-kinds.txt');
  for (const c of codes) {
    const missing = KINDS.filter((kind) => !(`reason.${kind}` in tables[c]));
    assert.deepEqual(missing, [], `${c} has no message for these kinds`);
  }
});

test('every key is used by the page, and every key the page uses exists', () => {
  const literal = (key) => ["'", '"', '`'].some((q) => all.includes(`${q}${key}${q}`));
  // Families: a template literal that starts a key, like `reason.${kind}`.
  const prefixes = new Set([...all.matchAll(/`([A-Za-z]+(?:\.[A-Za-z]+)*\.)\$\{/g)].map((m) => m[1]));
  for (const prefix of prefixes) assert.ok(prefix in FAMILIES, `\`${prefix}\${…}\` builds keys from values this test does not know`);
  for (const prefix of prefixes) {
    const missing = FAMILIES[prefix].filter((value) => !(`${prefix}${value}` in tables.en));
    assert.deepEqual(missing, [], `keys ${prefix}… missing for these values`);
  }
  const built = (key) => [...prefixes].some((p) => key.startsWith(p) && FAMILIES[p].includes(key.slice(p.length)));
  const unused = Object.keys(tables.en).filter((key) => !literal(key) && !built(key));
  assert.deepEqual(unused, [], 'keys no code uses');
  for (const f of code) {
    for (const [, , key] of f.text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)) assert.ok(key in tables.en, `${f.path}: t('${key}') has no message`);
    // index.html's fixed words: data-i18n (the text) and data-i18n-<attribute>.
    for (const [, key] of f.text.matchAll(/\bdata-i18n(?:-[\w-]+)?="([^"]+)"/g)) assert.ok(key in tables.en, `${f.path}: data-i18n="${key}" has no message`);
  }
});

test('French spacing: no-break space before : and inside « », narrow before ; ! ?', () => {
  for (const [key, message] of Object.entries(tables.fr)) {
    for (const form of typeof message === 'string' ? [message] : Object.values(message)) {
      assert.doesNotMatch(form, / [:;!?»]|« /, `fr ${key}: a breaking space`);
      assert.doesNotMatch(form, /[^\s\u00a0\u202f\d][;!?]( |$)/u, `fr ${key}: no space before ; ! ?`);
      assert.doesNotMatch(form, /[a-zé)»] ?:( |$)/u, `fr ${key}: no space before :`);
    }
  }
});

/** The parameters the page passes as a number of things (a count, a total, a limit). */
const NUMBERS = ['count', 'done', 'total', 'got', 'held', 'expected', 'players', 'hands', 'turns', 'keep', 'max', 'length', 'seconds', 'wanted'];
/** The messages where such a number stands before a word without choosing the word's form,
 * because it is never 0 or 1 there (a language says 0 and 1 alike or apart: French "0 coup"). */
const NEVER_ONE = {
  'reason.ColourCount': '2 to 4 players (Players is checked first) make 2 or 3 Companies',
  'reason.HandSize': 'each hand holds 2 to 4 Muses, with 2 to 4 players',
  'reason.NeutralMissing': '2 or 4 players',
  'reason.First': 'a game has 2 to 4 seats',
  'reason.Players.deal': 'a deal has 2 to 4 hands (Hands is checked first)',
  'reason.TooManyDice': 'more than the 3 or 4 dice of a Company',
  'reason.TooManyFaceDown': 'more than one per player, so 2 at least',
  'reason.TooLong': 'longer than the longest fair link',
  'tutorial.off.Pushed': 'a push moves 2 Muses at least',
  'fair.atLimit': "the limit of a round's dance turns, a constant of the rules",
  'fair.status.limit': 'the same limit',
  'fair.status.limitOver': 'the same limit',
  'games.keepNote': 'how many finished games are kept, a constant (KEEP_FINISHED)',
  'newgame.thinkTime': 's, a unit symbol, the same for any number',
  'newgame.thinkLongest': 's, a unit symbol, the same for any number',
};

test('a number before a word chooses its form by the language’s plural rules (a message of plural forms)', () => {
  const found = new Set();
  for (const c of codes) {
    for (const [key, message] of Object.entries(tables[c])) {
      if (typeof message !== 'string') continue;
      for (const [, name] of message.matchAll(/\{(\w+)\}\s+(?:d[e’'] ?)?\p{L}/gu)) {
        if (!NUMBERS.includes(name)) continue;
        found.add(key);
        assert.ok(key in NEVER_ONE, `${c} ${key}: {${name}} before a word, in one form for every number: give it plural forms by {count}`);
      }
    }
  }
  assert.deepEqual(Object.keys(NEVER_ONE).filter((key) => !found.has(key)), [], 'exceptions no message needs any more');
});

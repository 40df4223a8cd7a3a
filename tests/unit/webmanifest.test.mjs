// @ts-check
// The installed app speaks the page's language: the build writes the project's manifest in each
// language (scripts/webmanifest.mjs), with its `lang` and the language's description, and the
// page links the one it speaks (www/ui/i18n.js manifestOf). tests/e2e/look.test.mjs checks what
// Chromium reads from the built page.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildManifests, manifests } from '../../scripts/webmanifest.mjs';
import { LANGUAGES, manifestOf } from '../../www/ui/i18n.js';

const BASE = readFileSync(new URL('../../manifest.webmanifest', import.meta.url), 'utf8');

test('one manifest per language, English under the name the page and the hosts know', () => {
  assert.equal(manifestOf('en'), 'manifest.webmanifest');
  assert.deepEqual(Object.keys(LANGUAGES).map(manifestOf), [
    'manifest.webmanifest',
    'manifest-it.webmanifest',
    'manifest-fr.webmanifest',
  ]);
});

test("each says its language and describes the game in it; the rest is the project's manifest", async () => {
  const all = await buildManifests(BASE);
  const base = JSON.parse(BASE);
  assert.deepEqual(Object.keys(all).sort(), Object.keys(LANGUAGES).map(manifestOf).sort());
  const descriptions = new Set();
  for (const code of Object.keys(LANGUAGES)) {
    const { lang, dir, description, ...rest } = all[manifestOf(code)];
    assert.equal(lang, code);
    assert.equal(dir, 'ltr');
    const words = (await import(`../../www/ui/lang/${code}.js`)).default['app.description'];
    assert.equal(description, words, `${code}: the words of www/ui/lang/${code}.js`);
    assert.ok(typeof description === 'string' && description.length > 40 && description.length < 300, description);
    descriptions.add(description);
    assert.deepEqual(rest, base, `${code}: name, icons, colours and URLs as in manifest.webmanifest`);
  }
  assert.equal(descriptions.size, 3, 'three languages, three descriptions');
  assert.match(String(all['manifest-fr.webmanifest'].description), /joueurs/);
  assert.match(String(all['manifest-it.webmanifest'].description), /giocatori/);
});

test("the project's manifest holds no words of one language; a language without words stops the build", () => {
  assert.ok(!('description' in JSON.parse(BASE)) && !('lang' in JSON.parse(BASE)));
  assert.throws(() => manifests({ name: 'x', description: 'English' }, {}), /come from www\/ui\/lang/);
  assert.throws(
    () => manifests({ name: 'x' }, { en: { 'app.description': 'A game' } }),
    /it\.js has no 'app.description'/,
  );
});

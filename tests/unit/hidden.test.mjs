// @ts-check
// What the page hides stays hidden: one rule at the root of the style sheet makes the hidden
// attribute win over every display rule (a flex row of buttons once showed "Delete unreadable
// data" in My games with nothing unreadable), and nothing can beat it: no other display is
// !important, no display is written inline. tests/e2e/hidden.test.mjs checks the page itself.
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CSS = readFileSync(join(ROOT, 'www/style.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The sheet's rules as [selector, declarations, at-rule around it or ''], nested at-rules
 * (@media) opened. @param {string} css */
function rules(css, within = '') {
  /** @type {[string, string, string][]} */
  const out = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const head = css.slice(i, open).trim();
    // The matching brace: at-rules hold rules.
    let depth = 1;
    let j = open + 1;
    for (; j < css.length && depth; j++) depth += css[j] === '{' ? 1 : css[j] === '}' ? -1 : 0;
    const body = css.slice(open + 1, j - 1);
    if (head.startsWith('@')) out.push(...rules(body, head));
    else out.push([head, body.trim(), within]);
    i = j;
  }
  return out;
}
const RULES = rules(CSS);

/** The page's modules, every one. @param {string} dir @returns {string[]} */
const modules = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );

test('the sheet parses into its rules', () => {
  assert.ok(RULES.length > 100, `${RULES.length} rules`);
  assert.ok(
    RULES.some(([s, , at]) => s === '#controls' && at.startsWith('@media')),
    'rules inside @media too',
  );
});

test('the hidden attribute hides, at the root of the sheet, whatever display a rule gives', () => {
  const root = RULES.filter(([selector, , at]) => selector === '[hidden]' && at === '');
  assert.equal(root.length, 1, 'one [hidden] rule, outside any @media');
  assert.match(root[0][1], /^display:\s*none\s*!important;?$/);
});

test('no other display is !important, so no selector, however specific, can show a hidden element', () => {
  const beating = RULES.filter(([s, body]) => s !== '[hidden]' && /display:[^;]*!important/.test(body));
  assert.deepEqual(beating, []);
});

test('the rule is said once: no element repeats it', () => {
  const repeats = RULES.filter(
    ([s, body]) => s !== '[hidden]' && /\[hidden\]\s*(,|$)/m.test(s) && /display:\s*none/.test(body),
  );
  assert.deepEqual(repeats, []);
});

test('no display is written inline, in the page or by a module', () => {
  assert.doesNotMatch(readFileSync(join(ROOT, 'index.html'), 'utf8'), /style="[^"]*display/);
  for (const file of modules(join(ROOT, 'www'))) {
    const text = readFileSync(file, 'utf8');
    assert.doesNotMatch(text, /\.style\.display\b|setProperty\(\s*['"]display['"]|style="[^"]*display/, file);
  }
});

// One writer of the UI state (chessground's discipline, issue 21): only www/table/table.js
// changes the state (www/table/state.js makes it). This test keeps the rule true two ways:
// it reads every module of www/ for a write into the state (an assignment, an update, a
// mutating call, Object.assign, delete), through the state or through a name bound to a part
// of it; and it runs the modules that compute from the state (anim.js, geometry.js) on a
// frozen state, where any write would throw. The turn's tests (turn.test.mjs) run the turn on a
// state that fails any write made outside table.js (guard.mjs).
//
//   node --test tests/unit/       (make unit)

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { diff, look, pruned, running, snapPosition } from '../../www/table/anim.js';
import {
  cameraStep,
  cameraTarget,
  cropped,
  dragPreview,
  handRects,
  hitTest,
  layout,
  wholeOrFitted,
  zoomAbout,
  zoomAt,
} from '../../www/table/geometry.js';
import { createState, tilesOf } from '../../www/table/state.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(ROOT, 'www');
/** The one writer, and the module that makes the state. */
const WRITERS = new Set(['www/table/table.js', 'www/table/state.js']);

/** Every module of the page, in every folder (the message tables too: data, read all the same). */
function modules(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return modules(path);
    return e.name.endsWith('.js') ? [relative(ROOT, path)] : [];
  });
}

/** The code without its comments and the text of its strings (neither writes anything). */
const code = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

const ASSIGN = String.raw`\s*(?:[-+*/%&|^]|\*\*|<<|>>>?|&&|\|\||\?\?)?=(?![=>])`;
const MUTATORS = 'set|delete|clear|add|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin';

/** The writes into `root` (a name: `state`, or one bound to a part of it) in `text`. */
function writesInto(text, root) {
  // The state itself wherever it is reached (`page.table.state`); a bound name on its own.
  const start = root === 'state' ? String.raw`\bstate` : String.raw`(?<![\w$.])${root}`;
  const member = String.raw`${start}(?:\??\.[\w$]+|\[[^\]\n]*\])`;
  const patterns = [
    new RegExp(String.raw`${member}+${ASSIGN}`, 'g'),
    new RegExp(String.raw`(?:\+\+|--)\s*${member}+|${member}+\s*(?:\+\+|--)`, 'g'),
    new RegExp(String.raw`${start}(?:\??\.[\w$]+)*\.(?:${MUTATORS})\(`, 'g'),
    new RegExp(
      String.raw`Object\.(?:assign|defineProperty|defineProperties|setPrototypeOf)\(\s*(?:[\w$]+\.)*${root}\b`,
      'g',
    ),
    new RegExp(String.raw`\bdelete\s+${member}`, 'g'),
  ];
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[0].trim()));
}

/** The names a module binds to the state or to a part of it: `const { anim } = state`,
 * `const cam = state.camera`, `const d = table.state.drag`. */
function aliases(text) {
  const names = new Set();
  for (const m of text.matchAll(/\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*(?:[\w$]+\.)*state\b(?!\s*\()/g)) {
    for (const part of m[1].split(',')) {
      const name = part.split(':').pop().split('=')[0].trim();
      if (/^[\w$]+$/.test(name)) names.add(name);
    }
  }
  for (const m of text.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*=\s*(?:[\w$]+\.)*state(?:\.[\w$.]+)?\s*[;\n]/g))
    names.add(m[1]);
  return names;
}

test('the scan reads every module of www/, in every folder', () => {
  const files = modules();
  const folders = new Set(files.map((f) => f.split('/').slice(1, -1).join('/')));
  for (const folder of ['', 'engine', 'table', 'play', 'ui', 'ui/lang', 'features', 'features/live']) {
    assert.ok(folders.has(folder), `www/${folder} is scanned`);
  }
  for (const file of ['www/main.js', 'www/table/table.js', 'www/play/flow.js', 'www/features/fair.js']) {
    assert.ok(files.includes(file), `${file} is scanned`);
  }
  assert.ok(files.length >= 60, `${files.length} modules scanned`);
});

test('only table.js writes the UI state', () => {
  const found = [];
  for (const file of modules()) {
    if (WRITERS.has(file)) continue;
    const text = code(readFileSync(join(ROOT, file), 'utf8'));
    for (const root of ['state', ...aliases(text)]) {
      for (const write of writesInto(text, root)) found.push(`${file}: ${write}`);
    }
  }
  assert.deepEqual(found, [], 'writes into the UI state outside www/table/table.js');
});

test('the scan finds each kind of write, directly and through a name bound to the state', () => {
  const sample = code(`
    state.phase = 'Over';
    page.table.state.overlay = null; // a comment: state.x = 1
    state.zoom.k += 1;
    state.anim.effects.push(e);
    state.anim.moves.set(id, m);
    Object.assign(state.camera, target);
    ++state.now;
    delete state.drag;
    const { anim } = state;
    anim.effects.push(e);
    const d = table.state.drag;
    d.px = 3;
    const s = page.table.state;
    s.stage = 'idle';
    if (state.phase === 'Over' && state.stage !== 'idle') read(state.tiles);
    const s = 'state.hand = null';
  `);
  const writes = ['state', ...aliases(sample)].flatMap((root) => writesInto(sample, root));
  assert.deepEqual(writes, [
    'state.phase =',
    'state.overlay =',
    'state.zoom.k +=',
    '++state.now',
    'state.anim.effects.push(',
    'state.anim.moves.set(',
    'Object.assign(state',
    'delete state.drag',
    'anim.effects.push(',
    'd.px =',
    's.stage =',
  ]);
});

/** A deep-frozen copy of a state in play (its Maps frozen too: a frozen Map still takes set(),
 * so each is replaced by one whose mutators throw). */
function frozen(state) {
  const freeze = (value) => {
    if (value instanceof Map) {
      const map = new Map(value);
      for (const name of ['set', 'delete', 'clear']) {
        map[name] = () => {
          throw new TypeError(`a pure function called Map.${name}`);
        };
      }
      return Object.freeze(map);
    }
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
      for (const key of Object.keys(value)) value[key] = freeze(value[key]);
      return Object.freeze(value);
    }
    return value;
  };
  return freeze(state);
}

test('the modules that compute from the state (anim.js, geometry.js) never write it', () => {
  const view = {
    tiles: [
      { square: { x: 0, y: 0 }, muse: 'Clio', face_up: true, value: 2, colour: 'Purple' },
      { square: { x: 1, y: 0 }, muse: null, face_up: false, value: 1, colour: 'Orange' },
    ],
  };
  const state = createState();
  Object.assign(state, {
    size: { w: 400, h: 600 },
    directions: { N: { x: 0, y: 1 }, E: { x: 1, y: 0 }, S: { x: 0, y: -1 }, W: { x: -1, y: 0 } },
    tiles: tilesOf(view),
    hand: ['Erato'],
    selected: { x: 0, y: 0 },
    dirs: [{ dir: 'N', moves: [{ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }] }],
    drag: { kind: 'tile', from: { x: 0, y: 0 }, px: 200, py: 200, over: { x: 0, y: 1 }, dir: 'N' },
    now: 100,
  });
  state.anim.moves.set(0, { x: -1, y: 0, start: 0, dur: 280 });
  state.anim.effects.push({ kind: 'die', id: 0, from: 1, start: 50, dur: 420 });
  state.anim.snap = { drag: state.drag, from: { x: 0, y: 0 }, to: { x: 10, y: 10 }, start: 0, dur: 240 };
  const still = frozen(state);
  const moved = tilesOf({ tiles: [{ ...view.tiles[0], square: { x: 0, y: 1 }, value: 3 }, view.tiles[1]] });
  const answers = [
    diff(still, moved, { at: 100 }),
    pruned(still.anim, 1000),
    running(still.anim),
    look(still, still.tiles[0]),
    snapPosition(still),
    layout(still),
    cameraTarget(still),
    cameraStep(still, 16),
    cropped(still),
    zoomAt(still, 2, { x: 0, y: 0 }, 200, 200, true),
    zoomAbout(still, 1.25, 100, 100),
    wholeOrFitted(still),
    hitTest(still, 200, 300),
    dragPreview(still),
    handRects(still),
  ];
  assert.equal(answers.length, 15, 'each answered without a write');
  assert.equal(diff(still, moved, { at: 100 }).moves.length, 1, 'what changes is returned');
});

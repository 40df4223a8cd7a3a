// Taking the games to another device (www/play/transfer.js through the store): an export
// imported into a fresh store gives the same list and the same games; an import merges without
// duplicates (the game further on kept, parted games both kept and counted); fair games carry
// their keys only when asked; a bad file is refused with a typed error and changes nothing.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import * as i18n from '../../www/ui/i18n.js';
import { gamesList } from '../../www/play/games.js';
import { FORMAT, MAX_BYTES, VERSION, readDocument } from '../../www/play/transfer.js';
import { action, makeGame, tabs } from './games-helpers.mjs';

const words = { t: i18n.t, list: i18n.list, language: i18n.language };
before(() => i18n.usePart('games'));

/** A store with games of every kind, played over a few days. */
function filled() {
  const setup = tabs(1);
  const {
    clock,
    tabs: [a],
  } = setup;
  const kinds = ['hotseat', 'computer', 'link', 'fair'];
  for (let i = 0; i < 12; i++) {
    clock.now += 5 * 36e5;
    assert.equal(
      a.store.save(makeGame({ kind: kinds[i % 4], seed: String(i), over: i % 5 === 0, moves: 2 + i, waitingOn: i % 2 }))
        .ok,
      true,
    );
  }
  // "Play from here": a branch of game 6 at its 3rd move, beside it.
  assert.equal(a.store.save(makeGame({ kind: 'link', seed: '6', moves: 3 })).record.id.endsWith('~2'), true);
  return setup;
}

const listOf = (store, now) => gamesList(store.list().records, { words, now, timeZone: 'UTC' }).items;
/** The games a store holds, by id, without the store's own fields (revisions, stamps). */
const gamesOf = (store) =>
  Object.fromEntries(
    store.list().records.map((r) => [r.id, { game: r.game, summary: r.summary, played: r.played, created: r.created }]),
  );

test('export, then import into a fresh browser: the same list and the same games', () => {
  const {
    clock,
    tabs: [a],
  } = filled();
  const { text, count, name } = a.store.exportGames({ keys: true, base: 'https://example.org/muses/' });
  assert.equal(count, 13);
  assert.match(name, /^dance-of-muses-games-\d{4}-\d\d-\d\d\.json$/);
  const doc = JSON.parse(text);
  assert.deepEqual([doc.format, doc.version, doc.keys], [FORMAT, VERSION, true]);
  assert.ok(
    doc.games.every((g) => g.link.startsWith('https://example.org/muses/#')),
    'each game with its link',
  );
  const {
    tabs: [b],
  } = tabs(1);
  const done = b.store.importGames(text);
  assert.deepEqual(done, { ok: true, added: 13, updated: 0, same: 0, older: 0, conflicts: [], thinned: 0 });
  assert.deepEqual(listOf(b.store, clock.now), listOf(a.store, clock.now));
  assert.deepEqual(gamesOf(b.store), gamesOf(a.store));
  // Again: nothing new, nothing doubled.
  assert.deepEqual(b.store.importGames(text), {
    ok: true,
    added: 0,
    updated: 0,
    same: 13,
    older: 0,
    conflicts: [],
    thinned: 0,
  });
  assert.equal(b.store.list().records.length, 13, 'the branch too, a game of its own');
});

test("fair games carry this device's keys only when the player asks", () => {
  const {
    tabs: [a],
  } = filled();
  const without = a.store.exportGames();
  assert.doesNotMatch(without.text, /keys-of-/);
  const doc = JSON.parse(without.text);
  assert.equal(doc.keys, false);
  const fair = doc.games.filter((g) => g.game.fair);
  assert.equal(fair.length, 3);
  assert.ok(fair.every((g) => g.keysLeft === true && !('secret' in g.game)));
  assert.ok(doc.games.filter((g) => !g.game.fair).every((g) => !('keysLeft' in g)));
  assert.match(a.store.exportGames({ keys: true }).text, /keys-of-3/);
  // Imported without keys, then with them: the keys join the games already there.
  const {
    tabs: [b],
  } = tabs(1);
  b.store.importGames(without.text);
  assert.ok(
    b.store
      .list()
      .records.filter((r) => r.game.fair)
      .every((r) => r.game.secret === undefined),
  );
  const later = b.store.importGames(a.store.exportGames({ keys: true }).text);
  assert.deepEqual([later.updated, later.same], [3, 10]);
  assert.ok(
    b.store
      .list()
      .records.filter((r) => r.game.fair)
      .every((r) => r.game.secret?.startsWith('keys-of-')),
  );
});

test('an import merges without duplicates: the game further on wins, a game that parts is kept beside, this device keeps its seat', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const {
    tabs: [b],
  } = tabs(1);
  const base = makeGame({ kind: 'link', seed: '1', moves: 4, mode: 0 });
  const far = makeGame({ kind: 'link', seed: '1', moves: 6, mode: 1 });
  const other = makeGame({ kind: 'link', seed: '2', moves: 4 });
  const parted = makeGame({ kind: 'link', seed: '2', moves: 5, variant: 1 });
  const behind = makeGame({ kind: 'link', seed: '3', moves: 8 });
  const older = makeGame({ kind: 'link', seed: '3', moves: 2 });
  // Device A: the first game further on, the third behind.
  for (const g of [far, other, older]) a.store.save(g);
  // Device B: the first game behind (this device plays seat 0), the second parted, the third ahead.
  const mine = b.store.save(base).record;
  b.store.save(parted);
  b.store.save(behind);
  const done = b.store.importGames(a.store.exportGames().text);
  assert.deepEqual([done.added, done.updated, done.same, done.older, done.conflicts.length], [0, 1, 0, 1, 1]);
  const records = b.store.list().records;
  assert.equal(records.length, 4, 'one game more: the parted one, kept beside');
  const first = b.store.get(mine.id);
  assert.equal(first.game.actions.length, 6, 'brought up to date, under its id');
  assert.equal(first.game.mode, 0, "this device's seat kept");
  assert.equal(b.store.held('2.1.pw.3')[0].game.actions.length, 8, 'the game further on here stays');
  assert.deepEqual(
    records
      .filter((r) => r.identity === '2.1.pw.2')
      .map((r) => r.game.actions.length)
      .sort(),
    [4, 5],
  );
  assert.deepEqual(done.conflicts[0].beside, [b.store.held('2.1.pw.2').find((r) => r.game.actions.length === 5).id]);
});

test('a bad file is refused with a typed error, and nothing is changed', () => {
  const {
    origin,
    tabs: [a],
  } = filled();
  origin.flush();
  const before = new Map(origin.backend);
  assert.equal(before.size, 13);
  const good = JSON.parse(a.store.exportGames().text);
  const damaged = structuredClone(good);
  damaged.games[3].game.actions = 'many';
  const bad = [
    ['not JSON', 'this is not json', 'notJson'],
    ['another format', JSON.stringify({ format: 'something.else', version: 1, games: [] }), 'notOurs'],
    ['no format', JSON.stringify([1, 2, 3]), 'notOurs'],
    ['a newer version', JSON.stringify({ ...good, version: VERSION + 1 }), 'newer'],
    ['a version of nothing', JSON.stringify({ ...good, version: 'one' }), 'broken'],
    ['no games', JSON.stringify({ ...good, games: {} }), 'broken'],
    ['a damaged game', JSON.stringify(damaged), 'broken'],
    ['a game with no date', JSON.stringify({ ...good, games: [{ ...good.games[0], played: -1 }] }), 'broken'],
    ['a giant file', `{"format":"${FORMAT}","version":1,"games":[],"pad":"${'x'.repeat(MAX_BYTES)}"}`, 'tooBig'],
  ];
  for (const [what, text, error] of bad) {
    const result = a.store.importGames(text);
    assert.equal(result.ok, false, what);
    assert.equal(result.error, error, what);
    origin.flush();
    assert.deepEqual(origin.backend, before, `${what}: nothing changed`);
  }
  assert.equal(readDocument(JSON.stringify({ ...good, games: [] })).ok, true, 'an empty file is a file');
});

test('a damaged summary in a file costs only the summary: the game is imported', () => {
  const {
    tabs: [a],
  } = tabs(1);
  a.store.save(makeGame({ seed: '5' }));
  const doc = JSON.parse(a.store.exportGames().text);
  doc.games[0].summary.tiles = 'lots';
  const read = readDocument(JSON.stringify(doc));
  assert.equal(read.ok, true);
  assert.equal(read.games[0].summary, null);
  assert.deepEqual(read.games[0].game.actions[1], action(1));
});

test('an import into a full storage stops with a typed result, keeping what was merged and all that was there', () => {
  const {
    tabs: [a],
  } = filled();
  const {
    origin,
    tabs: [b],
  } = tabs(1);
  b.store.save(makeGame({ seed: '99' }));
  const keys = Array.from({ length: b.storage.length }, (_, i) => b.storage.key(i));
  origin.quota = keys.reduce((n, k) => n + k.length + b.storage.getItem(k).length, 0) * 3;
  const done = b.store.importGames(a.store.exportGames().text);
  assert.deepEqual([done.ok, done.reason], [false, 'full']);
  const { records, unreadable } = b.store.list();
  assert.ok(records.length >= 2 && records.length < 14, `some merged (${records.length - 1})`);
  assert.ok(
    records.some((r) => r.game.options?.seed === '99'),
    'the game that was there',
  );
  assert.deepEqual(unreadable, []);
});

test('an import thins the finished games once, at its end, never an unfinished one', () => {
  const {
    tabs: [a],
  } = tabs(1);
  for (let i = 0; i < 8; i++) a.store.save(makeGame({ seed: String(i), over: i < 6 }));
  const {
    tabs: [b],
  } = tabs(1, { keepFinished: 3 });
  const done = b.store.importGames(a.store.exportGames().text);
  assert.deepEqual([done.ok, done.added, done.thinned], [true, 8, 3]);
  const records = b.store.list().records;
  assert.equal(records.filter((r) => !r.summary.over).length, 2);
  assert.equal(records.filter((r) => r.summary.over).length, 3);
  assert.equal(b.store.list().thinned, 3);
});

// The games kept before the store, taken into it once (www/play/old-stores.js): save.js's list
// (format 2, up to 8 games, the last played first, and the seats map) and format 1's single game,
// losing nothing: ids, order, seats and every field kept; again without duplicates (an older
// page in another tab may write the old list meanwhile); unreadable old data left as it is and
// reported; a full storage leaves the old data in place. Fair mode's own record likewise, keys
// included (www/features/fair-kept.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { migrateFair } from '../../www/features/fair-kept.js';
import { migrate } from '../../www/play/old-stores.js';
import { action, makeGame, tabs } from './games-helpers.mjs';

/** A game as save.js kept it: session.record() with its id (save.gameKey, or `key~n`). */
function old(seed, moves, fields = {}) {
  const { game } = makeGame({ seed: String(seed), moves });
  const { code, ...rest } = game;
  return { id: `2.1.pw.${seed}`, code, ...rest, ...fields };
}

const summarize = (game) => {
  if (game.names?.[0] === 'Broken') throw new Error('the engine refuses this game');
  return makeGame({ names: game.names, moves: game.actions.length }).summary;
};

function saveJsList(games, seats = {}) {
  return JSON.stringify({ v: 2, games, seats });
}

test("save.js's list moves into the store once: every game, its id, its fields, the order, the seats; the old list goes", () => {
  const {
    clock,
    tabs: [a],
  } = tabs(1);
  const games = [
    old(1, 6, { mode: 0 }),
    old(2, 3),
    old(1, 2, { id: '2.1.pw.1~2' }), // a branch of game 1 ("Play from here")
    // A position link's game: its id is its start, a long code.
    { ...old(4, 5), start: `p${'A'.repeat(300)}`, id: `p${'A'.repeat(300)}` },
    old(5, 9, { names: ['Broken', 'Ben'] }),
    old(6, 1, { mode: 'watch' }),
    old(7, 4),
    old(8, 7),
  ];
  delete games[6].mode; // format 1's game had none: the seats map says
  const seats = { '2.1.pw.1': 0, '2.1.pw.6': 'watch', '2.1.pw.40': 1, '2.1.pw.7': 1 };
  a.storage.setItem('dance-of-muses.games', saveJsList(games, seats));
  const report = migrate(a.store, a.storage, summarize, clock.now);
  assert.deepEqual(report, { found: 8, moved: true });
  assert.equal(a.storage.getItem('dance-of-muses.games'), null);
  const records = a.store.list().records.sort((x, y) => y.played - x.played);
  assert.deepEqual(
    records.map((r) => r.id),
    games.map((g) => g.id),
    'the ids, in the order played',
  );
  for (const [i, r] of records.entries()) {
    const { id, ...fields } = games[i];
    if (fields.mode === undefined && seats[r.identity] !== undefined) fields.mode = seats[r.identity];
    assert.deepEqual(r.game, fields, `${id}: every field kept`);
  }
  assert.equal(records[6].game.mode, 1, "a game without a mode takes the seats map's");
  assert.equal(records[4].summary, null, 'a game the engine refuses is kept, without a summary');
  assert.equal(records[0].summary.moves, 6);
  // The seats, those of games not held included.
  assert.equal(a.store.seatOf('2.1.pw.40'), 1);
  assert.equal(a.store.seatOf('2.1.pw.6'), 'watch');
  // Nothing twice if run again with nothing left.
  assert.deepEqual(migrate(a.store, a.storage, summarize, clock.now), { found: 0, moved: false });
  assert.equal(a.store.list().records.length, 8);
});

test('an older page that wrote the old list again: merged without duplicates', () => {
  const {
    clock,
    tabs: [a],
  } = tabs(1);
  a.storage.setItem('dance-of-muses.games', saveJsList([old(1, 4), old(2, 4)]));
  migrate(a.store, a.storage, summarize, clock.now);
  const [one, two] = ['2.1.pw.1', '2.1.pw.2'].map((id) => a.store.get(id));
  // The new page plays game 2 on; an older page in another tab plays game 1 on and writes its list.
  a.store.save({
    id: two.id,
    base: two.rev,
    game: { ...two.game, actions: [...two.game.actions, action(4)] },
    summary: two.summary,
  });
  clock.now += 1000;
  a.storage.setItem('dance-of-muses.games', saveJsList([old(1, 6), old(2, 4)]));
  const report = migrate(a.store, a.storage, summarize, clock.now);
  assert.deepEqual(report, { found: 2, moved: true });
  assert.equal(a.store.list().records.length, 2);
  assert.equal(a.store.get(one.id).game.actions.length, 6, 'brought up to date');
  assert.equal(a.store.get(two.id).game.actions.length, 5, 'the game further on here stays');
});

test('format 1’s single game moves in too', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const { id, ...game } = old(3, 2);
  a.storage.setItem('dance-of-muses.game', JSON.stringify({ v: 1, ...game }));
  assert.deepEqual(migrate(a.store, a.storage, summarize), { found: 1, moved: true });
  assert.equal(a.storage.getItem('dance-of-muses.game'), null);
  const [r] = a.store.list().records;
  assert.equal(r.identity, '2.1.pw.3');
  assert.deepEqual(r.game.actions, game.actions);
});

test('unreadable old data is left as it is and reported; the games go on being saved', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const broken = '{"v":2,"games":[{"id":"2.1.pw.1","opt';
  a.storage.setItem('dance-of-muses.games', broken);
  assert.deepEqual(migrate(a.store, a.storage, summarize), { found: 0, moved: false });
  assert.equal(a.storage.getItem('dance-of-muses.games'), broken, 'never overwritten');
  assert.deepEqual(a.store.list().unreadable, [{ key: 'dance-of-muses.games', size: broken.length }]);
  assert.equal(a.store.save(makeGame()).ok, true);
  assert.equal(a.storage.getItem('dance-of-muses.games'), broken);
});

test('a list with one damaged game: the others move, the old list stays and is reported', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const list = saveJsList([old(1, 2), { id: 'x', options: { players: 2 }, actions: 'lost' }, old(3, 2)]);
  a.storage.setItem('dance-of-muses.games', list);
  assert.deepEqual(migrate(a.store, a.storage, summarize), { found: 3, moved: false });
  assert.deepEqual(
    a.store
      .list()
      .records.map((r) => r.id)
      .sort(),
    ['2.1.pw.1', '2.1.pw.3'],
  );
  assert.equal(a.storage.getItem('dance-of-muses.games'), list);
  assert.deepEqual(
    a.store.list().unreadable.map((u) => u.key),
    ['dance-of-muses.games'],
  );
});

test('a full storage: the old list stays where it was, the reason said', () => {
  const {
    origin,
    tabs: [a],
  } = tabs(1);
  const list = saveJsList([old(1, 30), old(2, 30), old(3, 30)]);
  a.storage.setItem('dance-of-muses.games', list);
  origin.quota = list.length * 2;
  const report = migrate(a.store, a.storage, summarize);
  assert.deepEqual([report.moved, report.reason], [false, 'full']);
  assert.equal(a.storage.getItem('dance-of-muses.games'), list);
});

/** Fair mode's store as fair.js kept it (version 2): per game id, its record (FairGame.record),
 * who plays. */
function fairJsRecord(games) {
  return JSON.stringify({ v: 2, games });
}

/** What the keeper makes of an old fair entry (fair mode's engine restores its record): here
 * made up, its moves from the record. */
const makeFair = async (id, old) => {
  const [, moves] = old.record.split('.');
  const { game, summary } = makeGame({ kind: 'fair', seed: id.replace('fair', ''), moves: Number(moves) });
  return { game: { ...game, kinds: old.kinds, secret: old.record }, summary };
};

test("fair mode's records move into the store, secrets included; again without duplicates; the old record goes", async () => {
  const {
    tabs: [a],
  } = tabs(1);
  const olds = {
    fair1: { record: 'r1.4', kinds: ['human', 'human'], at: 1000 },
    fair2: { record: 'r2.0', kinds: ['human', 'easy'], at: 2000 },
  };
  a.storage.setItem('dance-of-muses.fair', fairJsRecord(olds));
  assert.deepEqual(await migrateFair(a.store, a.storage, makeFair), { found: 2, moved: true });
  assert.equal(a.storage.getItem('dance-of-muses.fair'), null);
  const records = a.store.list().records.sort((x, y) => x.played - y.played);
  assert.deepEqual(
    records.map((r) => [r.identity, r.game.secret, r.played]),
    [
      ['fair-fair1', 'r1.4', 1000],
      ['fair-fair2', 'r2.0', 2000],
    ],
  );
  // An older page in another tab writes its record again: merged, nothing doubled.
  a.storage.setItem('dance-of-muses.fair', fairJsRecord(olds));
  assert.deepEqual(await migrateFair(a.store, a.storage, makeFair), { found: 2, moved: true });
  assert.equal(a.store.list().records.length, 2);
});

test("fair mode's record that cannot be read is left as it is and reported; one that cannot be opened now waits", async () => {
  const {
    tabs: [a],
  } = tabs(1);
  a.storage.setItem('dance-of-muses.fair', '{"v":2,"games":{"x":{"kinds":[]}}}');
  assert.deepEqual(await migrateFair(a.store, a.storage, makeFair), { found: 1, moved: false });
  assert.equal(a.storage.getItem('dance-of-muses.fair'), '{"v":2,"games":{"x":{"kinds":[]}}}');
  assert.deepEqual(
    a.store.list().unreadable.map((u) => u.key),
    ['dance-of-muses.fair'],
  );
  const {
    tabs: [b],
  } = tabs(1);
  const kept = fairJsRecord({ fair3: { record: 'r3.2', at: 5 } });
  b.storage.setItem('dance-of-muses.fair', kept);
  await assert.rejects(
    migrateFair(b.store, b.storage, () => Promise.reject(new Error('offline'))),
    /offline/,
  );
  assert.equal(b.storage.getItem('dance-of-muses.fair'), kept, 'left for a later start');
  assert.equal(b.store.list().records.length, 0);
});

// The games this device keeps (www/play/store.js), with two "tabs" sharing one storage (a
// stand-in for localStorage: games-fake-storage.mjs): revisions refuse a move on a stale game,
// a change made in one tab is heard in the other with who moved, two writes at the same instant
// never both win silently; nothing unfinished is evicted; a damaged entry is kept and reported;
// a full or refusing storage is a typed result and loses nothing.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { identityOf, relation } from '../../www/play/record.js';
import { PREFIX, createStore } from '../../www/play/store.js';
import { fakeOrigin } from './games-fake-storage.mjs';
import { action, makeGame, tabs } from './games-helpers.mjs';

/** Game `made` with one more move, Ben's or Anna's (the summary says who moved last). */
function moveOn({ game, summary }, last) {
  const actions = [...game.actions, action(game.actions.length)];
  return {
    game: { ...game, actions, code: `${game.code}+` },
    summary: { ...summary, moves: actions.length, last, waitingOn: 1 - last },
  };
}

test('a game is saved, read back and moved on, one revision at a time', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const made = makeGame();
  const first = a.store.save(made);
  assert.equal(first.ok, true);
  assert.equal(first.record.rev, 1);
  assert.equal(first.record.identity, identityOf(made.game));
  assert.deepEqual(a.store.get(first.record.id).game, made.game);
  const next = moveOn(made, 0);
  const second = a.store.save({ id: first.record.id, base: 1, ...next });
  assert.equal(second.ok, true);
  assert.equal(second.record.rev, 2);
  // A write on revision 1 again is refused, with the record that stands.
  const stale = a.store.save({ id: first.record.id, base: 1, ...next });
  assert.deepEqual([stale.ok, stale.reason, stale.record.rev], [false, 'stale', 2]);
  assert.deepEqual(a.store.check(first.record.id, 2), { ok: true });
  assert.equal(a.store.check(first.record.id, 1).reason, 'stale');
  assert.equal(a.store.list().records.length, 1);
});

for (const first of ['A', 'B']) {
  test(`two tabs, one game (${first} moves first): the other hears it at once, and a move on the stale game is refused and updated`, () => {
    const {
      origin,
      tabs: [a, b],
    } = tabs(2);
    const [mover, other] = first === 'A' ? [a, b] : [b, a];
    // Tab A plays a hot-seat game; tab B, opened on the same page, resumes it.
    const made = makeGame({ names: ['Anna', 'Ben'] });
    const saved = a.store.save(made).record;
    origin.flush();
    const shown = other.store.get(saved.id);
    assert.equal(shown.rev, 1);
    // B heard of the new game (no move to tell of).
    assert.deepEqual(
      b.heard.map((c) => [c.record.rev, c.mover]),
      [[1, null]],
    );
    b.heard.length = 0;
    // The first tab plays Anna's move.
    const moved = moveOn(made, 0);
    assert.equal(mover.store.save({ id: saved.id, base: 1, ...moved }).ok, true);
    origin.flush();
    // The other tab hears at once which game changed, its new revision and who moved.
    assert.deepEqual(
      other.heard.map((c) => ({ id: c.id, rev: c.record.rev, mover: c.mover, lost: c.lost })),
      [{ id: saved.id, rev: 2, mover: { seat: 0, name: 'Anna' }, lost: null }],
    );
    // Its player moves on the game it showed before: refused, and handed the game as it stands.
    const refused = other.store.save({ id: saved.id, base: shown.rev, ...moveOn(made, 0) });
    assert.deepEqual(
      [refused.ok, refused.reason, refused.record.rev, refused.record.game.actions.length],
      [false, 'stale', 2, 4],
    );
    // On the game as it stands, Ben's move is made; the first tab hears of it in turn.
    assert.equal(other.store.save({ id: saved.id, base: refused.record.rev, ...moveOn(moved, 1) }).ok, true);
    origin.flush();
    assert.deepEqual(
      mover.heard.map((c) => [c.record.rev, c.mover?.name, c.lost]),
      [[3, 'Ben', null]],
    );
    // A fresh tab opens the game with both moves.
    const fresh = createStore({ storage: origin.tab().storage, target: null });
    assert.equal(fresh.get(saved.id).game.actions.length, 5);
  });
}

test('two tabs writing at the same instant: the one whose write is replaced is told, and given the game that stands', () => {
  const {
    origin,
    tabs: [a, b],
  } = tabs(2);
  const made = makeGame();
  const saved = a.store.save(made).record;
  origin.flush();
  b.heard.length = 0;
  // Both read revision 1 and write a revision 2 before either hears of the other.
  const mineA = a.store.save({ id: saved.id, base: 1, ...moveOn(made, 0) });
  const mineB = b.store.save({ id: saved.id, base: 1, ...moveOn(made, 1) });
  assert.equal(mineA.ok && mineB.ok, true);
  origin.flush();
  // The browser keeps the later write (B's); A hears that its own was replaced.
  const stored = JSON.parse(origin.backend.get(PREFIX + saved.id));
  assert.equal(stored.stamp, mineB.record.stamp);
  assert.equal(a.heard.length, 1);
  assert.equal(a.heard[0].lost.stamp, mineA.record.stamp, 'A is told its write was lost');
  assert.equal(a.heard[0].record.stamp, mineB.record.stamp, 'and handed the game that stands');
  assert.equal(b.heard.length, 0, "B's write stands: nothing to tell");
  // Every tab now reads the same game.
  assert.equal(a.store.get(saved.id).stamp, mineB.record.stamp);
  assert.equal(b.store.get(saved.id).stamp, mineB.record.stamp);
});

test('two writes at once in one process: the second is refused and handed the newer record', () => {
  const {
    origin,
    tabs: [a, b],
  } = tabs(2, { shared: true });
  const made = makeGame();
  const saved = a.store.save(made).record;
  const one = a.store.save({ id: saved.id, base: 1, ...moveOn(made, 0) });
  const two = b.store.save({ id: saved.id, base: 1, ...moveOn(made, 0) });
  assert.equal(one.ok, true);
  assert.deepEqual([two.ok, two.reason, two.record.stamp], [false, 'stale', one.record.stamp]);
  origin.flush();
  assert.deepEqual(
    b.heard.map((c) => c.record.rev),
    [1, 2],
  );
  assert.ok(b.heard.every((c) => !c.lost));
});

test('a write heard later from another tab is not mistaken for a lost one', () => {
  const {
    origin,
    tabs: [a, b],
  } = tabs(2);
  const made = makeGame();
  const saved = a.store.save(made).record;
  origin.flush();
  // A moves; B hears; B moves on A's move; A hears B's move: A's own write is in its trail.
  const movedA = moveOn(made, 0);
  a.store.save({ id: saved.id, base: 1, ...movedA });
  origin.flush();
  b.store.save({ id: saved.id, base: 2, ...moveOn(movedA, 1) });
  origin.flush();
  assert.deepEqual(
    a.heard.map((c) => [c.record.rev, !!c.lost, c.mover?.name]),
    [[3, false, 'Ben']],
  );
});

test('a game deleted in one tab is heard as deleted in another; a stale delete is refused', () => {
  const {
    origin,
    tabs: [a, b],
  } = tabs(2);
  const made = makeGame();
  const saved = a.store.save(made).record;
  origin.flush();
  a.store.save({ id: saved.id, base: 1, ...moveOn(made, 0) });
  origin.flush();
  const refused = b.store.remove(saved.id, 1);
  assert.deepEqual([refused.ok, refused.reason, refused.record.rev], [false, 'stale', 2]);
  assert.equal(b.store.remove(saved.id, 2).ok, true);
  origin.flush();
  assert.deepEqual(a.heard.at(-1), { id: saved.id, record: null, removed: true, mover: null, lost: null });
  // A write on the deleted game is refused: the tab is told rather than bringing it back unseen.
  const late = a.store.save({ id: saved.id, base: 2, ...moveOn(made, 0) });
  assert.deepEqual([late.ok, late.reason, late.record], [false, 'stale', null]);
});

test('30 games of every kind: none unfinished is ever evicted; finished ones beyond the limit go, the oldest first, and the store says so', () => {
  const {
    clock,
    tabs: [a],
  } = tabs(1, { keepFinished: 5 });
  const kinds = ['hotseat', 'computer', 'link', 'fair'];
  const made = [];
  for (let i = 0; i < 30; i++) {
    clock.now += 60_000;
    const over = i % 3 === 0;
    const g = makeGame({ kind: kinds[i % 4], seed: String(100 + i), over, moves: 5 + i });
    const r = a.store.save(g);
    assert.equal(r.ok, true, `game ${i}`);
    made.push({ ...g, id: r.record.id, over, played: clock.now });
  }
  const { records, thinned } = a.store.list();
  const unfinished = made.filter((g) => !g.over);
  const finished = made.filter((g) => g.over);
  assert.equal(unfinished.length, 20);
  for (const g of unfinished)
    assert.ok(
      records.some((r) => r.id === g.id),
      `unfinished ${g.id} kept`,
    );
  const keptFinished = records.filter((r) => r.summary.over).map((r) => r.id);
  assert.deepEqual(
    keptFinished.sort(),
    finished
      .slice(-5)
      .map((g) => g.id)
      .sort(),
    'the 5 finished last',
  );
  assert.equal(thinned, finished.length - 5);
  a.store.seenThinned();
  assert.equal(a.store.list().thinned, 0);
  // With the generous limit (200), all 30 stay.
  const {
    tabs: [b],
  } = tabs(1);
  for (let i = 0; i < 30; i++) b.store.save(makeGame({ kind: kinds[i % 4], seed: String(i), over: i % 2 === 0 }));
  assert.equal(b.store.list().records.length, 30);
});

test('a damaged entry is kept as it is and reported; it is never written over; the other games read on', () => {
  const {
    origin,
    tabs: [a],
  } = tabs(1);
  const good = a.store.save(makeGame({ seed: '7' })).record;
  const other = makeGame({ seed: '8' });
  const damaged = a.store.save(other).record;
  const broken = '{"v":1,"id":"' + damaged.id + '","rev":';
  a.storage.setItem(PREFIX + damaged.id, broken);
  a.storage.setItem(PREFIX + 'junk', 'not json at all');
  origin.flush();
  const { records, unreadable } = a.store.list();
  assert.deepEqual(
    records.map((r) => r.id),
    [good.id],
  );
  assert.deepEqual(unreadable.map((u) => u.key).sort(), [PREFIX + damaged.id, PREFIX + 'junk'].sort());
  // A write to it is refused; a game of its identity goes beside it, never over it.
  assert.deepEqual(a.store.save({ id: damaged.id, base: 1, ...other }), { ok: false, reason: 'unreadable' });
  const beside = a.store.save(other);
  assert.equal(beside.ok, true);
  assert.notEqual(beside.record.id, damaged.id);
  assert.equal(a.storage.getItem(PREFIX + damaged.id), broken, 'kept as it was');
  // Only the player's word discards it.
  a.store.discard(PREFIX + 'junk');
  assert.equal(a.store.list().unreadable.length, 1);
});

test('a full storage: a typed result, the game as it was, nothing readable lost', () => {
  const {
    origin,
    tabs: [a],
  } = tabs(1);
  const made = makeGame({ moves: 3 });
  const saved = a.store.save(made).record;
  const second = a.store.save(makeGame({ seed: '2' })).record;
  // Fill the storage to the brim, as a test fills localStorage first.
  const keys = Array.from({ length: a.storage.length }, (_, i) => a.storage.key(i));
  origin.quota = keys.reduce((n, k) => n + k.length + a.storage.getItem(k).length, 0) + 10;
  const moved = moveOn(made, 0);
  const refused = a.store.save({ id: saved.id, base: 1, ...moved });
  assert.deepEqual(refused, { ok: false, reason: 'full' });
  const fresh = a.store.save(makeGame({ seed: '3' }));
  assert.deepEqual(fresh, { ok: false, reason: 'full' });
  const { records, unreadable } = a.store.list();
  assert.deepEqual(
    records.map((r) => [r.id, r.rev]).sort(),
    [
      [saved.id, 1],
      [second.id, 1],
    ].sort(),
  );
  assert.deepEqual(unreadable, []);
  assert.deepEqual(a.store.get(saved.id).game, made.game, 'the game as it was');
  // Room made (a game deleted): the move is saved.
  assert.equal(a.store.remove(second.id, 1).ok, true);
  assert.equal(a.store.save({ id: saved.id, base: 1, ...moved }).ok, true);
});

test('a browser that refuses storage: typed results, never an exception', () => {
  const blocked = createStore({
    storage: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    target: null,
  });
  assert.equal(blocked.available(), false);
  assert.deepEqual(blocked.save(makeGame()), { ok: false, reason: 'refused' });
  assert.deepEqual(blocked.list(), { available: false, records: [], unreadable: [], thinned: 0 });
  assert.equal(blocked.get('x'), null);
  // A storage handed out but refusing every call.
  const origin = fakeOrigin();
  const refusing = createStore({ storage: origin.tab({ refuse: true }).storage, target: null });
  assert.deepEqual(refusing.save(makeGame()), { ok: false, reason: 'refused' });
  assert.deepEqual(refusing.list().records, []);
  // Safari's old private windows: a quota of zero.
  const zero = fakeOrigin({ quota: 0 });
  const none = createStore({ storage: zero.tab().storage, target: null });
  assert.deepEqual(none.save(makeGame()), { ok: false, reason: 'refused' });
});

test('opening a link to a game held here updates that game, never a second copy; an older link waits for the word', () => {
  const {
    tabs: [a],
  } = tabs(1);
  const made = makeGame({ kind: 'link', moves: 4 });
  const first = a.store.arrive(made.game, made.summary);
  assert.deepEqual([first.ok, first.kind], [true, 'new']);
  assert.equal(a.store.arrive(made.game, made.summary).kind, 'same');
  const further = moveOn(made, 0);
  const on = a.store.arrive(further.game, further.summary);
  assert.deepEqual([on.kind, on.record.id, on.record.rev], ['further', first.record.id, 2]);
  // The older link: not rolled back without the player's word.
  const back = a.store.arrive(made.game, made.summary);
  assert.deepEqual([back.ok, back.kind, back.record.game.actions.length], [false, 'older', 5]);
  assert.equal(a.store.get(first.record.id).game.actions.length, 5);
  const copy = a.store.arrive(made.game, made.summary, { older: 'copy' });
  assert.equal(copy.kind, 'copy');
  assert.notEqual(copy.record.id, first.record.id);
  // A link that parts from every game held of its deal is kept beside them.
  const parted = makeGame({ kind: 'link', moves: 4, variant: 1 });
  const branch = a.store.arrive(parted.game, parted.summary);
  assert.equal(branch.kind, 'branch');
  assert.equal(a.store.held(identityOf(made.game)).length, 3);
  // With the word, the older link rolls the game back.
  const {
    tabs: [b],
  } = tabs(1);
  const held = b.store.arrive(further.game, further.summary).record;
  const replaced = b.store.arrive(made.game, made.summary, { older: 'replace' });
  assert.deepEqual([replaced.kind, replaced.record.id, replaced.record.game.actions.length], ['replaced', held.id, 4]);
});

test('two tabs opening one new link at once write one game', () => {
  const {
    origin,
    tabs: [a, b],
  } = tabs(2, { shared: true });
  const made = makeGame({ kind: 'link' });
  const one = a.store.arrive(made.game, made.summary);
  const two = b.store.arrive(made.game, made.summary);
  assert.deepEqual([one.kind, two.kind, two.record.id], ['new', 'same', one.record.id]);
  origin.flush();
  assert.equal(a.store.list().records.length, 1);
});

test("a game's identity and whether a link continues it", () => {
  const deal = makeGame({ seed: '42', moves: 3 }).game;
  assert.equal(identityOf(deal), '2.1.pw.42', "save.js's gameKey: seats remembered before still apply");
  assert.equal(identityOf({ ...deal, start: 'pABC' }), 'pABC');
  assert.equal(identityOf(makeGame({ kind: 'fair', seed: '9' }).game), 'fair-fair9');
  const on = { ...deal, actions: [...deal.actions, action(3)] };
  assert.equal(relation(deal, deal), 'same');
  assert.equal(relation(deal, on), 'further');
  assert.equal(relation(on, deal), 'older');
  assert.equal(relation(deal, makeGame({ seed: '42', moves: 3, variant: 1 }).game), 'other');
  const fair = makeGame({ kind: 'fair', moves: 3 }).game;
  assert.equal(relation(fair, { ...fair, moves: 4, code: 'x' }), 'further');
  // Equal counts of moves: a fair link only grows with the protocol's messages.
  assert.equal(relation(fair, { ...fair, code: `${fair.code}+a shuffle` }), 'further');
  assert.equal(relation(fair, { ...fair, code: fair.code.slice(1) }), 'older');
  assert.equal(relation(fair, { ...fair, code: fair.code.replace('f', 'g') }), 'other');
});

test('the seat this device plays is remembered by identity, apart from the games', () => {
  const {
    tabs: [a],
  } = tabs(1);
  assert.equal(a.store.seatOf('2.1.pw.1'), undefined);
  assert.equal(a.store.rememberSeat('2.1.pw.1', 1), null);
  a.store.rememberSeat('2.1.pw.2', 'watch');
  assert.equal(a.store.seatOf('2.1.pw.1'), 1);
  assert.equal(a.store.seatOf('2.1.pw.2'), 'watch');
});

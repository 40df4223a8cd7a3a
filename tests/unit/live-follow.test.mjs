// How a game's link heard over live play's channel stands to this device's game
// (www/features/live/follow.js): the same, behind (a device that missed moves: not opened, it
// is sent ours), further on, another game (a rematch: two dealt at once are told apart), or
// the same game each with moves the other lacks. The engines are stand-ins: a game link here
// is `g<seed>:<moves>`, a fair link `f<game>:<messages>`, as their real readers tell them.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isGameLink, relate } from '../../www/features/live/follow.js';

/** A game link's { key, actions } (its seed, its moves as letters), or null if broken. */
function readGame(code) {
  const m = /^g(\w+):(\w*)$/.exec(code);
  return m ? { key: `2.1.AB.${m[1]}`, actions: [...m[2]].map((c) => ({ kind: 'Place', muse: c })) } : null;
}

/** Fair mode's bindings, stand-in: a fair link extends another when its messages begin with
 * the other's; update() refuses another game's, or a rewritten transcript. */
const fairOf = (code) => /^f(\w+):(\w*)$/.exec(code);
const loadFair = async () => ({
  FairGame: {
    open(code) {
      const held = fairOf(code);
      if (!held) throw Object.assign(new Error('Checksum'), { kind: 'Checksum' });
      return {
        update(link) {
          const next = fairOf(link);
          if (next[1] !== held[1]) throw Object.assign(new Error('OtherGame'), { kind: 'OtherGame' });
          if (!next[2].startsWith(held[2])) throw Object.assign(new Error('Rewritten'), { kind: 'Rewritten' });
        },
        free() {},
      };
    },
  },
});
const at = (heard, ours) => relate(heard, ours, { readGame, loadFair });

test('only a game, a fair or a position link is a message of the game', () => {
  assert.deepEqual(['g1:', 'fX:', 'pAB', 'lInvite', '~{}', '', null].map(isGameLink), [
    true,
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});

test('a game link: the same, behind, further on, or each with moves the other lacks', async () => {
  assert.equal((await at('g1:ab', 'g1:ab')).relation, 'same');
  assert.equal((await at('g1:a', 'g1:abc')).relation, 'older');
  assert.equal((await at('g1:abcd', 'g1:ab')).relation, 'newer');
  assert.equal((await at('g1:abx', 'g1:aby')).relation, 'conflict');
  // The same moves, the link written otherwise (its names, say): the same game.
  assert.equal(
    (await relate('g1:ab', 'g1:ab-', { readGame: (c) => readGame(c.replace('-', '')), loadFair })).relation,
    'same',
  );
});

test('another game (a rematch), its key for the seat; two dealt at once are told as fresh', async () => {
  assert.deepEqual(await at('g2:', 'g1:abcdef'), { relation: 'other', key: '2.1.AB.2', fresh: false });
  assert.deepEqual(await at('g2:', 'g3:'), { relation: 'other', key: '2.1.AB.2', fresh: true });
  assert.deepEqual(await at('g2:', null), { relation: 'other', key: '2.1.AB.2', fresh: false });
  assert.equal((await at('g2:a', 'fX:ab')).relation, 'other');
  assert.deepEqual(await at('fX:ab', 'g2:'), { relation: 'other', key: null, fresh: false });
});

test('a link that opens no game here is left to the link path, which says why', async () => {
  assert.equal((await at('gbroken', 'g1:ab')).relation, 'newer');
  assert.equal((await at('f!', 'fX:abc')).relation, 'newer');
});

test('fair links: a longer one is never behind; a shorter one is, if ours takes it further', async () => {
  assert.equal((await at('fX:abcd', 'fX:ab')).relation, 'newer');
  assert.equal((await at('fX:a', 'fX:abc')).relation, 'older');
  assert.equal((await at('fX:ax', 'fX:ab')).relation, 'conflict');
  assert.equal((await at('fY:a', 'fX:abc')).relation, 'other');
});

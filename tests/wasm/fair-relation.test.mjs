// @ts-check
// Live play compares a fair link it hears with the one this device holds (engine/fair-open.js's
// fairRelation, in fair mode's bundle as built): a transcript only grows, a fork is a conflict.

import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fairRelation } from '../../www/engine/fair-open.js';
import { load } from './samples.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

test('a fair link behind, ahead, forked or of another game, as live play reads it', async () => {
  const m = await load(ROOT, 'fair');
  const anna = m.FairGame.create({ players: 2, rounds: 1 }, ['Anna', 'Ben']);
  const start = anna.link();
  const ben = m.FairGame.open(start);
  ben.takeSeat(1);
  ben.advance();
  const shuffled = ben.link();
  // The same start answered by another device holding seat 2: a fork of the same game.
  const other = m.FairGame.open(start);
  other.takeSeat(1);
  other.advance();
  const forked = other.link();
  const elsewhere = m.FairGame.create({ players: 2, rounds: 1 }, ['Anna', 'Ben']).link();

  assert.equal(fairRelation(m, start, shuffled), 'older', 'ours extends the link heard');
  assert.equal(fairRelation(m, shuffled, start), 'newer', 'the link heard is further on');
  assert.notEqual(forked, shuffled);
  assert.equal(fairRelation(m, forked, shuffled), 'conflict', 'two answers to one message');
  assert.equal(fairRelation(m, elsewhere, start), 'other');
  assert.equal(fairRelation(m, 'f-not-a-link', start), 'newer', 'unreadable here: opening it says why');
});

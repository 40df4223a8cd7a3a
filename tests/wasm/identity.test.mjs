// @ts-check
// A game's identity is the engine's (Game.identity): the page keeps and finds its games by it.
// Games written before the page took it from the engine carry none, and record.js works it out
// from their fields: for them to be found again, the two must agree, for every kind of game.

import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { identityOf } from '../../www/play/record.js';
import { load } from './samples.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DANCE = 'Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/Thalia@-1,1=1p/Urania@-1,-1=1w pw 1';

test("the engine's identity is the one games kept before it had one were filed under", async () => {
  const m = await load(ROOT, 'muses');
  for (const options of [
    { players: 2, seed: '1' },
    { players: 3, rounds: 2, seed: '18446744073709551615' },
    { players: 4, colours: 'wo', seed: '12' },
  ]) {
    const game = new m.Game(options);
    for (let i = 0; i < 5; i++) game.apply(game.legalActions()[0].action);
    const identity = game.identity();
    // What the page wrote of a game before: its options and actions, no identity.
    assert.equal(identityOf({ options: game.options(), actions: game.actions() }), identity);
    assert.equal(identityOf({ identity, options: game.options(), actions: [] }), identity);
    // The same on another device, from the link, and whatever the progress.
    assert.equal(m.Game.fromLink(game.code()).identity(), identity);
    assert.equal(game.prefix(0).identity(), identity);
    game.free();
  }
  // A game begun from a position: the link of that position, which it is reopened from.
  const game = m.Game.fromPosition(DANCE);
  const start = game.code();
  game.apply(game.legalActions()[0].action);
  assert.equal(game.identity(), start);
  // Its link names where it stands: opened elsewhere, that position is a game of its own.
  assert.equal(m.Game.fromLink(game.code()).identity(), game.code());
  assert.equal(identityOf({ start, actions: game.actions(), options: game.options() }), start);
  game.free();
});

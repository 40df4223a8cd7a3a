// @ts-check
// How a game's link heard over live play's channel stands to this device's game (docs/live-play.md): further on (opened
// as an opened link is), the same, behind (its sender is sent this one's: opening it would take the game back), or
// another game (a rematch). The engines read the links; this module only compares what they read.

import { fairRelation } from '../../engine/fair-open.js';

/** @import { FairBindings, GameRead, Relation } from './types.js' */

/** The kinds of link a game's message may be (an invitation or a reply never is one). @param {unknown} code */
export const isGameLink = (code) => typeof code === 'string' && /^[gfp]/.test(code);

const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a) === JSON.stringify(b);

/** `heard` against `ours` (this device's game's link, or null): see Relation (types.d.ts).
 * @param {string} heard @param {string | null} ours @param {{ readGame: (code: string) => GameRead | null, loadFair: () => Promise<FairBindings> }} engines @returns {Promise<Relation>} */
export async function relate(heard, ours, { readGame, loadFair }) {
  if (!ours || heard[0] !== ours[0]) {
    const game = heard[0] === 'f' ? null : readGame(heard);
    return { relation: 'other', key: game?.key ?? null, fresh: false };
  }
  if (heard === ours) return { relation: 'same', key: null, fresh: false };
  if (heard[0] === 'f') return relateFair(heard, ours, await loadFair());
  const a = readGame(heard);
  const b = readGame(ours);
  if (!a) return { relation: 'newer', key: null, fresh: false };
  if (!b || a.key !== b.key)
    return { relation: 'other', key: a.key, fresh: !!b && !a.actions.length && !b.actions.length };
  const n = Math.min(a.actions.length, b.actions.length);
  for (let i = 0; i < n; i++)
    if (!same(a.actions[i], b.actions[i])) return { relation: 'conflict', key: a.key, fresh: false };
  const relation =
    a.actions.length < b.actions.length ? 'older' : a.actions.length > b.actions.length ? 'newer' : 'same';
  return { relation, key: a.key, fresh: false };
}

/** Two fair links: a transcript only grows. @param {string} heard @param {string} ours @param {FairBindings} fair
 * @returns {Relation} */
const relateFair = (heard, ours, fair) => ({ relation: fairRelation(fair, heard, ours), key: null, fresh: false });

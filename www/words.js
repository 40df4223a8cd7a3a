// Plain words for what happened, from the engine's events (for the move log and the
// aria-live announcements). Face-down identities are never named before the round ends (D3).

import { DIRS, sqText } from './state.js';

export const COLOUR_WORD = { Purple: 'purple', Orange: 'orange', White: 'white' };
const EFFECT_WORD = { Raise: 'raised', Lower: 'lowered', Swap: 'swapped dice with' };
const RUNG = {
  Suns: 'most Suns',
  Bonus: 'tied on Suns: the bonus Sun decides',
  DiceSum: 'no Sun won: the highest total of dice',
  TriggerLoses: 'still tied: the Company that ended the round loses',
  Clockwise: 'still tied: the Company next clockwise after the one that ended the round',
  Shared: 'a shared victory',
};
const MATCH_RUNG = {
  Suns: 'most Suns over both rounds',
  BonusSuns: 'tied on Suns: the most bonus Suns',
  DiceTotal: 'still tied: the highest total of dice over both rounds',
  Shared: 'a shared victory',
};

export const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const list = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A Company in words: its colour and its players' names ("Purple (Anna and Cleo)"). */
export function company(colour, seats, names) {
  return `${colour} (${list(seats.map((s) => names[s]))})`;
}

/**
 * One action in words, from the public view before it (`tiles` as shown: names by square)
 * and the events it caused. `who` is the player's name.
 */
export function describe(who, action, events, tiles) {
  const names = new Map(tiles.map((t) => [sqText(t), t.muse ?? `the face-down Muse (${sqText(t)})`]));
  const name = (sq) => names.get(sqText(sq)) ?? sqText(sq);
  const parts = [];
  let moved = [];
  const flushMoves = () => {
    if (!moved.length) return;
    const [stepper, ...pushed] = moved;
    parts.push(
      `moved ${name(stepper.from)} ${DIRS[action.dir].word}${pushed.length ? `, pushing ${list(pushed.map((m) => name(m.from)))}` : ''}`,
    );
    // Names follow their tiles to their new squares.
    const renamed = moved.map((m) => [sqText(m.to), name(m.from)]);
    for (const m of moved) names.delete(sqText(m.from));
    for (const [sq, n] of renamed) names.set(sq, n);
    moved = [];
  };
  // Each die's last value, in the order the dice changed (a swap changes two).
  const dice = new Map();
  for (const e of events) {
    if (e.kind !== 'Moved') flushMoves();
    if (e.kind === 'Placed') {
      parts.push(e.face_down ? `placed a Muse face down on ${sqText(e.square)}` : `placed ${action.muse} on ${sqText(e.square)}`);
    } else if (e.kind === 'Moved') {
      moved.push(e);
    } else if (e.kind === 'PowerUsed') {
      parts.push(`used ${name(e.user)}'s Power: ${EFFECT_WORD[e.effect]} ${name(e.target)}`);
    } else if (e.kind === 'DieChanged' && e.cause !== 'WillOfApollo') {
      const n = name(e.square);
      dice.delete(n);
      dice.set(n, e.to);
    }
  }
  flushMoves();
  const values = [...dice].map(([n, v]) => `${n} ${v}`);
  return `${who} ${list(parts)}.${values.length ? ` Dice now: ${values.join(', ')}.` : ''}`;
}

/** What the end of a round did, in words: reveals, the Will of Apollo, the result. */
export function describeEnd(events, names) {
  const out = [];
  const companies = events.find((e) => e.kind === 'RoundScored')?.score.companies ?? [];
  const seatsOf = (colour) => companies.find((c) => c.colour === colour)?.seats ?? [];
  for (const e of events) {
    if (e.kind === 'RoundEnded') out.push('A die shows 6: the round is over.');
    if (e.kind === 'RoundScored') {
      const { tiles } = e.score;
      const revealed = tiles.filter((t) => t.was_face_down).map((t) => `${t.muse} on ${sqText(t.square)}`);
      if (revealed.length) out.push(`Face down were ${list(revealed)}.`);
      const apollo = tiles.filter((t) => t.will_of_apollo).map((t) => t.muse);
      if (apollo.length) out.push(`Will of Apollo: ${list(apollo)} ${apollo.length > 1 ? 'have' : 'has'} a die equal to her Suns, now 6.`);
      if (tiles.some((t) => t.neutral)) out.push('The neutral die leaves.');
      out.push(result(e.score, names, e.round));
    }
    if (e.kind === 'MatchEnded') out.push(matchResult(e.score, names, seatsOf));
  }
  return out.join(' ');
}

/** A round's result in one sentence: each Company's Suns, the winner and the deciding rung. */
export function result(score, names, round) {
  const companies = score.companies.map((c) => {
    const bonus = c.bonus ? ` (with the ${c.bonus} Sun)` : '';
    return `${company(c.colour, c.seats, names)} ${plural(c.suns, 'Sun')}${bonus}`;
  });
  return `Round ${round}: ${list(companies)}. ${winners(score.winners.map((i) => score.companies[i]), names)}, decided by ${RUNG[score.decided_by]}.`;
}

/** The match's result; `seatsOf(colour)` gives a Company's seats, for its players' names. */
export function matchResult(score, names, seatsOf) {
  const who = (t) => company(t.colour, seatsOf(t.colour), names);
  const totals = score.totals.map((t) => `${who(t)} ${plural(t.suns, 'Sun')}`);
  const won = score.winners.map((i) => who(score.totals[i]));
  return `Match: ${list(totals)}. ${list(won)} ${won.length > 1 ? 'share the victory' : 'wins the match'}, decided by ${MATCH_RUNG[score.decided_by]}.`;
}

export function winners(companies, names) {
  const who = companies.map((c) => company(c.colour, c.seats, names));
  return who.length > 1 ? `${list(who)} share the victory` : `${who[0]} wins`;
}

export const rung = (r) => RUNG[r];

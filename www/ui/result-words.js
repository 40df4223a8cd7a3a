// @ts-check
// The end of a round and of a match in words, from the engine's scores and events: who won and which rung of the tie
// ladder decided (RULES.md §6.6, §7; D7), the reveals, the Will of Apollo, the neutral die leaving.

import { list, sentence, t } from './i18n.js';

/** @typedef {import('../engine/port.js').Score} Score */
/** @typedef {import('../engine/port.js').GameEvent} GameEvent */
/** @typedef {Score['companies'][number]} Company */
/** @typedef {Score['tiles'][number]} ScoredTile */
/** @typedef {{ totals: { colour: string, suns: number }[], winners: number[], decided_by: string }} Match */

/** A Company in words: "Purple (Anna and Cleo)". */
export function company(/** @type {string} */ colour, /** @type {number[]} */ seats, /** @type {string[]} */ names) {
  return t('company.named', { company: t(`company.${colour}`), players: list(seats.map((s) => names[s])) });
}

export function winners(/** @type {{ colour: string, seats: number[] }[]} */ companies, /** @type {string[]} */ names) {
  const who = companies.map((c) => company(c.colour, c.seats, names));
  return sentence(t('result.winners', { count: who.length, winners: list(who) }));
}

/** The rung that decided a round ("most Suns"); `bonus` the round's bonus token. */
export const rung = (/** @type {string} */ decidedBy, /** @type {string} */ bonus) =>
  t(`rung.${decidedBy}`, { bonus: t(`sun.${bonus}`) });

export function result(/** @type {Score} */ score, /** @type {string[]} */ names, /** @type {number} */ round) {
  const scores = score.companies.map((c) => {
    const params = { company: company(c.colour, c.seats, names), suns: t('suns', { count: c.suns }) };
    return c.bonus ? t('result.scoreBonus', { ...params, bonus: t(`sun.${c.bonus}`) }) : t('result.score', params);
  });
  const won = winners(
    score.winners.map((i) => score.companies[i]),
    names,
  );
  const decided = t('result.decided', { winners: won, rung: rung(score.decided_by, score.bonus) });
  return `${t('result.round', { round, scores: list(scores) })} ${decided}`;
}

export function matchResult(
  /** @type {Match} */ score,
  /** @type {string[]} */ names,
  /** @type {(colour: string) => number[]} */ seatsOf,
) {
  const who = (/** @type {{ colour: string }} */ total) => company(total.colour, seatsOf(total.colour), names);
  const totals = score.totals.map((total) =>
    t('result.score', { company: who(total), suns: t('suns', { count: total.suns }) }),
  );
  const won = score.winners.map((i) => who(score.totals[i]));
  const winnersText = sentence(t('result.matchWinners', { count: won.length, winners: list(won) }));
  const decided = t('result.decided', { winners: winnersText, rung: t(`matchRung.${score.decided_by}`) });
  return `${t('result.match', { totals: list(totals) })} ${decided}`;
}

/** What the end of a round did, in words (and the match's result after its last round). */
export function endOfRound(/** @type {GameEvent[]} */ events, /** @type {string[]} */ names) {
  /** @type {string[]} */
  const out = [];
  /** @type {Company[]} */
  const companies = events.find((e) => e.kind === 'RoundScored')?.score.companies ?? [];
  const seatsOf = (/** @type {string} */ colour) => companies.find((c) => c.colour === colour)?.seats ?? [];
  for (const e of events) {
    if (e.kind === 'RoundEnded') out.push(t('end.six'));
    if (e.kind === 'RoundScored') {
      /** @type {ScoredTile[]} */
      const tiles = e.score.tiles;
      const revealed = tiles.filter((tile) => tile.was_face_down).map((tile) => tile.muse);
      if (revealed.length) out.push(sentence(t('end.revealed', { count: revealed.length, muses: list(revealed) })));
      const apollo = willOfApollo(tiles);
      if (apollo) out.push(apollo);
      if (tiles.some((tile) => tile.neutral)) out.push(t('end.neutral'));
      out.push(result(e.score, names, e.round));
    }
    if (e.kind === 'MatchEnded') out.push(matchResult(e.score, names, seatsOf));
  }
  return out.join(' ');
}

export function willOfApollo(/** @type {ScoredTile[]} */ tiles) {
  const muses = tiles.filter((tile) => tile.will_of_apollo).map((tile) => tile.muse);
  return muses.length ? t('end.apollo', { count: muses.length, muses: list(muses) }) : '';
}

/** Which die reached 6 and ended the round, and why a neutral one then left ('' otherwise). */
export function sixes(/** @type {ScoredTile[]} */ tiles) {
  const six = tiles.filter((tile) => tile.value === 6);
  if (!six.length) return '';
  const ended = t('end.sixOn', { count: six.length, muses: list(six.map((tile) => tile.muse)) });
  return six.some((tile) => tile.neutral) ? `${ended} ${t('end.neutralSix')}` : ended;
}

/** The end-of-round panel's words: its title, why the winner won, how the columns read, what the next round plays
 * for. */
/** @param {{ score: Score & { trigger?: number | null }, round: number, rounds: number, names: string[],
 *   match: Match | null, nextBonus: string | null }} facts */
export function panel({ score, round, rounds, names, match, nextBonus }) {
  const who = winners(
    score.winners.map((i) => score.companies[i]),
    names,
  );
  const trigger = score.trigger === null || score.trigger === undefined ? null : score.companies[score.trigger];
  const seatsOf = (/** @type {string} */ colour) => score.companies.find((c) => c.colour === colour)?.seats ?? [];
  return {
    title: rounds > 1 ? t('result.title', { round, rounds, winners: who }) : who,
    why: [
      t('result.why', { rung: rung(score.decided_by, score.bonus) }),
      trigger && sentence(t('end.trigger', { company: company(trigger.colour, trigger.seats, names) })),
      sixes(score.tiles),
    ]
      .filter(Boolean)
      .join(' '),
    columns: t('result.columns', { winners: who }),
    legend: [t('result.legend', { bonus: t(`sun.${score.bonus}`) }), willOfApollo(score.tiles)]
      .filter(Boolean)
      .join(' '),
    match: match
      ? matchResult(match, names, seatsOf)
      : nextBonus
        ? t('result.next', { round: round + 1, bonus: t(`sun.${nextBonus}`) })
        : '',
    column: t('result.column'),
    tie: t('result.tie'),
    token: (/** @type {string} */ kind) => t(`token.${kind}`),
    suns: (/** @type {number} */ n) => t('suns', { count: n }),
  };
}

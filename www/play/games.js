// @ts-check
// The games kept, as the player sees them: the "My games" list ordered and worded with each game's small picture, the
// tab's title and the app badge, and the words of every typed result of the store and a transfer. Pure functions (the
// words come as a parameter, so the list is the same in the page and the tests).

import { KEEP_FINISHED, kindOf as registered, progress } from './record.js';

/** @typedef {import('./types.js').Words} Words */

/** @import { Game, GameRecord, Summary, Tile } from './record.js' */

/** The kind of game the list names: the page's own, or a registered kind's name (record.js). */
/** @typedef {'hotseat' | 'computer' | 'link' | string} Kind */

const COMPUTERS = new Set(['random', 'easy', 'medium', 'hard']);

/** @param {Game} game @returns {Kind} */
export function kindOf(game) {
  const kind = registered(game);
  if (kind) return kind.name;
  if (game.mode !== undefined && game.mode !== 'all') return 'link';
  return (game.kinds ?? []).some((k) => COMPUTERS.has(k)) ? 'computer' : 'hotseat';
}

/** Whether game `record` waits on this device: one played here alone until it ends; by link, its seat's or its
 * computer's move; else as its summary's `mine` says. @param {GameRecord} record */
export function isYourTurn({ game, summary }) {
  if (summary?.over) return false;
  if (summary?.mine !== undefined) return summary.mine;
  const mode = game.mode ?? 'all';
  if (mode === 'all') return true;
  if (!summary || mode === 'watch' || summary.waitingOn === null) return false;
  const kind = game.kinds?.[summary.waitingOn] ?? 'human';
  return summary.waitingOn === mode || (COMPUTERS.has(kind) && game.host === mode);
}

/** @type {Record<string, string>} */
const KIND_WORDS = {
  hotseat: 'games.kind.hotseat',
  computer: 'games.kind.computer',
  link: 'games.kind.link',
};

/** @typedef {import('./types.js').Item} Item */

/** The "My games" list: unfinished games first, those waiting here first among them, each group the last played first.
 * @param {GameRecord[]} records
 * @param {{ words: Words, now?: number, timeZone?: string, thinned?: number, unreadable?: number }} context
 * @returns {{ items: Item[], yourTurn: number, notes: string[] }} */
export function gamesList(records, { words, now = Date.now(), timeZone, thinned = 0, unreadable = 0 }) {
  const { t, list } = words;
  const rank = (/** @type {GameRecord} */ r) => (r.summary?.over ? 2 : isYourTurn(r) ? 0 : 1);
  const sorted = [...records].sort((a, b) => rank(a) - rank(b) || b.played - a.played);
  const items = sorted.map((record) => {
    const { game, summary } = record;
    const kind = kindOf(game);
    const players = summary?.players ?? (game.names ?? []).map((name) => ({ name, colour: '', kind: 'human' }));
    const yours = isYourTurn(record);
    return {
      id: record.id,
      rev: record.rev,
      kind,
      yours,
      over: !!summary?.over,
      played: record.played,
      players,
      tiles: summary?.tiles ?? [],
      words: {
        kind: t(KIND_WORDS[kind] ?? registered(game)?.words ?? ''),
        players: list(players.map((p) => p.name)),
        state: stateWords(record, yours, { words, now, timeZone }),
        detail: detailWords(summary, progress(game), words),
        played: playedWords(record.played, { words, now }),
      },
    };
  });
  const notes = [t('games.keepNote', { keep: KEEP_FINISHED })];
  if (thinned) notes.push(t('games.thinned', { count: thinned }));
  if (unreadable) notes.push(t('games.unreadable', { count: unreadable }));
  return { items, yourTurn: items.filter((i) => i.yours).length, notes };
}

/** @param {GameRecord} record @param {boolean} yours @param {{ words: Words, now: number, timeZone?: string }} context
 */
function stateWords({ game, summary, played }, yours, context) {
  const { t, list } = context.words;
  if (!summary) return yours ? t('games.yourTurn') : '';
  const name = (/** @type {number} */ s) => summary.players[s]?.name ?? '';
  if (summary.over) {
    if (!summary.winners?.length) return t('games.ended');
    const names = list(summary.winners.map(name));
    return summary.shared ? t('games.shared', { names }) : t('games.won', { count: summary.winners.length, names });
  }
  if (yours) return t('games.yourTurn');
  if (summary.waitingOn === null) return '';
  if (game.mode === 'watch') return t('games.watching', { name: name(summary.waitingOn) });
  return waitingWords(name(summary.waitingOn), played, context);
}

/** @param {string} name @param {number} since @param {{ words: Words, now: number, timeZone?: string }} context */
function waitingWords(name, since, { words, now, timeZone }) {
  const { t } = words;
  const locale = localeOf(words);
  const days = dayNumber(now, timeZone) - dayNumber(since, timeZone);
  const format = (/** @type {Intl.DateTimeFormatOptions} */ o) => dates(locale, { timeZone, ...o }).format(since);
  if (days <= 0) return t('games.waitingTime', { name, time: format({ timeStyle: 'short' }) });
  if (days === 1) return t('games.waitingYesterday', { name });
  if (days < 7) return t('games.waitingDay', { name, day: format({ weekday: 'long' }) });
  const sameYear = new Date(since).getUTCFullYear() === new Date(now).getUTCFullYear();
  return t('games.waitingDate', {
    name,
    date: format({ day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }),
  });
}

/** @param {Summary | null} summary @param {number} moves @param {Words} words */
function detailWords(summary, moves, { t }) {
  const count = t('games.moves', { count: summary?.moves ?? moves });
  return summary && summary.rounds > 1
    ? `${t('games.round', { round: summary.round, rounds: summary.rounds })} · ${count}`
    : count;
}

const UNITS = /** @type {const} */ ([
  ['year', 365 * 864e5],
  ['month', 30 * 864e5],
  ['week', 7 * 864e5],
  ['day', 864e5],
  ['hour', 36e5],
  ['minute', 6e4],
]);

/** @param {number} played @param {{ words: Words, now: number }} context */
function playedWords(played, { words, now }) {
  const ago = Math.max(0, now - played);
  const unit = UNITS.find(([, ms]) => ago >= ms);
  if (!unit) return words.t('games.playedNow');
  const when = relative(localeOf(words)).format(-Math.floor(ago / unit[1]), unit[0]);
  return words.t('games.played', { when });
}

/** Intl's formatters, made once each (making one costs more than the rest of the list). */
const made = new Map();
const dates = (/** @type {string} */ locale, /** @type {Intl.DateTimeFormatOptions} */ options) =>
  /** @type {Intl.DateTimeFormat} */ (
    memo(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
  );
const relative = (/** @type {string} */ locale) =>
  /** @type {Intl.RelativeTimeFormat} */ (
    memo(`r ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  );
const memo = (/** @type {string} */ key, /** @type {() => unknown} */ make) => {
  if (!made.has(key)) made.set(key, make());
  return made.get(key);
};

const localeOf = (/** @type {Words} */ words) => (words.language() === 'en' ? 'en-GB' : words.language());

/** @param {number} ms @param {string} [timeZone] */
function dayNumber(ms, timeZone) {
  const parts = dates('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
  const part = (/** @type {string} */ type) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 864e5;
}

export const countYourTurn = (/** @type {GameRecord[]} */ records) => records.filter(isYourTurn).length;

/** The tab's title ("(2) Your turn · Dance of Muses") and the app badge's count (0 clears it). @param {number} yourTurn
 * gamesList's count, or countYourTurn's @param {Words} words */
export function turnSignal(yourTurn, { t }) {
  return { title: yourTurn ? t('games.tabTitle', { count: yourTurn }) : 'Dance of Muses', badge: yourTurn };
}

/** The words of what the store or a transfer reports.
 * @param {import('./types.js').Reported} what @param {Words} words */
export function notice(what, { t }) {
  if (what.lost) return t('games.lost');
  if (what.removed) return t('games.deletedElsewhere');
  if (what.mover) return t('games.movedElsewhere', { name: what.mover.name });
  switch (what.reason) {
    case 'stale':
      return t('games.problem.stale');
    case 'full':
      return t('games.problem.full');
    case 'refused':
      return t('games.problem.refused');
    case 'unreadable':
      return t('games.problem.unreadable');
    case 'failed':
      return t('games.problem.failed');
  }
  if (what.kind === 'older') return t('games.older');
  if (what.kind === 'branch') return t('games.branch');
  switch (what.error) {
    case 'tooBig':
      return t('games.import.tooBig', { size: `${Math.round((what.maxBytes ?? 0) / 1e6)} MB` });
    case 'notJson':
    case 'notOurs':
      return t('games.import.notOurs');
    case 'newer':
      return t('games.import.newer');
    case 'broken':
      return t('games.import.broken');
  }
  const said = [];
  if (what.added) said.push(t('games.import.added', { count: what.added }));
  if (what.updated) said.push(t('games.import.updated', { count: what.updated }));
  if (what.same || what.older) said.push(t('games.import.same', { count: (what.same ?? 0) + (what.older ?? 0) }));
  if (what.conflicts?.length) said.push(t('games.import.conflicts', { count: what.conflicts.length }));
  return said.length ? said.join(' ') : t('games.import.nothing');
}

/** @param {Words} words */
export const exportKeysWords = ({ t }) => ({ label: t('games.export.keys'), note: t('games.export.keysNote') });

// The "My games" list (www/play/games.js): its order (unfinished first, those waiting on this
// device first among them, the last played first) and its words in English, Italian and French;
// the tab's title and the badge; the summary made from the engine's view (no face-down Muse in
// it); the words of every typed result the store and a transfer give.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import * as i18n from '../../www/ui/i18n.js';
import { countYourTurn, exportKeysWords, gamesList, isYourTurn, notice, turnSignal } from '../../www/play/games.js';
import { identityOf, summaryOf } from '../../www/play/record.js';
import { makeGame } from './games-helpers.mjs';

const words = { t: i18n.t, list: i18n.list, language: i18n.language };
/** Thursday 14 March 2024, noon (UTC, the tests' time zone). */
const NOW = Date.UTC(2024, 2, 14, 12, 0);
const HOUR = 36e5;
const DAY = 864e5;

before(() => i18n.usePart('games'));

/** A record as the store keeps it, from makeGame's fields. */
function record(id, played, fields) {
  const { game, summary } = makeGame(fields);
  return { id, identity: identityOf(game), rev: 1, created: played, played, game, summary };
}

const GAMES = [
  record('finished-shared', NOW - 5 * DAY, { seed: '7', over: true, winners: [0, 1] }),
  record('waiting-tuesday', Date.UTC(2024, 2, 12, 9, 0), { kind: 'link', seed: '2', mode: 0, waitingOn: 1 }),
  record('hotseat', NOW - HOUR, { seed: '1', moves: 14, round: 2, rounds: 2 }),
  record('finished-won', NOW - 10 * 6e4, { kind: 'computer', seed: '4', over: true, winners: [0] }),
  record('watching', NOW - DAY - HOUR, { kind: 'link', seed: '6', mode: 'watch', waitingOn: 1 }),
  record('link-yours', NOW - 3 * DAY, { kind: 'link', seed: '3', mode: 1, waitingOn: 1 }),
  record('fair-waiting', Date.UTC(2024, 2, 14, 9, 5), {
    kind: 'fair',
    seed: '5',
    names: ['Anna', 'Cleo'],
    mode: 0,
    waitingOn: 1,
  }),
  record('waiting-march', Date.UTC(2024, 2, 3, 18, 0), { kind: 'link', seed: '8', mode: 1, waitingOn: 0 }),
];
// The fair game's protocol says whose step is next (FairEngine.next().mine).
GAMES.find((g) => g.id === 'fair-waiting').summary.mine = false;

const list = () => gamesList(GAMES, { words, now: NOW, timeZone: 'UTC' });

test('the list: unfinished first, those waiting on this device first among them, each group the last played first', async () => {
  await i18n.setLanguage('en');
  const { items, yourTurn } = list();
  assert.deepEqual(
    items.map((i) => i.id),
    [
      'hotseat',
      'link-yours',
      'fair-waiting',
      'watching',
      'waiting-tuesday',
      'waiting-march',
      'finished-won',
      'finished-shared',
    ],
  );
  assert.equal(yourTurn, 2);
  assert.deepEqual(
    items.map((i) => i.kind),
    ['hotseat', 'link', 'fair', 'link', 'link', 'link', 'computer', 'hotseat'],
  );
  // The data of each small picture: the public tiles, a face-down Muse unnamed.
  assert.deepEqual(items[0].tiles, [{ x: 0, y: 0, muse: null, colour: 'Orange', value: 1, up: false }]);
});

const WORDS = {
  en: {
    hotseat: [
      'Taking turns on this device',
      'Anna and Ben',
      'Your turn',
      'Round 2 of 2 · 14 moves',
      'Last played 1 hour ago',
    ],
    'link-yours': ['By link', 'Anna and Ben', 'Your turn', '3 moves', 'Last played 3 days ago'],
    'fair-waiting': [
      'Fair deal',
      'Anna and Cleo',
      'Waiting for Cleo since 09:05',
      '3 moves',
      'Last played 2 hours ago',
    ],
    watching: ['By link', 'Anna and Ben', 'Watching: Ben to move', '3 moves', 'Last played yesterday'],
    'waiting-tuesday': [
      'By link',
      'Anna and Ben',
      'Waiting for Ben since Tuesday',
      '3 moves',
      'Last played 2 days ago',
    ],
    'waiting-march': ['By link', 'Anna and Ben', 'Waiting for Anna since 3 March', '3 moves', 'Last played last week'],
    'finished-won': [
      'Against the computer',
      'Anna and Ben',
      'Ended: Anna won',
      '3 moves',
      'Last played 10 minutes ago',
    ],
    'finished-shared': [
      'Taking turns on this device',
      'Anna and Ben',
      'Ended: Anna and Ben share the victory',
      '3 moves',
      'Last played 5 days ago',
    ],
  },
  it: {
    hotseat: [
      'A turno su questo dispositivo',
      'Anna e Ben',
      'Tocca a te',
      'Manche 2 di 2 · 14 mosse',
      'Ultima mossa: 1 ora fa',
    ],
    'link-yours': ['Via link', 'Anna e Ben', 'Tocca a te', '3 mosse', 'Ultima mossa: 3 giorni fa'],
    'fair-waiting': [
      'Distribuzione equa',
      'Anna e Cleo',
      'In attesa di Cleo da oggi, ore 09:05',
      '3 mosse',
      'Ultima mossa: 2 ore fa',
    ],
    watching: ['Via link', 'Anna e Ben', 'Spettatore: tocca a Ben', '3 mosse', 'Ultima mossa: ieri'],
    'waiting-tuesday': [
      'Via link',
      'Anna e Ben',
      'In attesa di Ben da martedì',
      '3 mosse',
      'Ultima mossa: l’altro ieri',
    ],
    'waiting-march': [
      'Via link',
      'Anna e Ben',
      'In attesa di Anna dal giorno 3 marzo',
      '3 mosse',
      'Ultima mossa: settimana scorsa',
    ],
    'finished-won': [
      'Contro il computer',
      'Anna e Ben',
      'Finita: ha vinto Anna',
      '3 mosse',
      'Ultima mossa: 10 minuti fa',
    ],
    'finished-shared': [
      'A turno su questo dispositivo',
      'Anna e Ben',
      'Finita: Anna e Ben si dividono la vittoria',
      '3 mosse',
      'Ultima mossa: 5 giorni fa',
    ],
  },
  fr: {
    hotseat: [
      'À tour de rôle sur cet appareil',
      'Anna et Ben',
      'À vous de jouer',
      'Manche 2 sur 2 · 14 coups',
      'Dernier coup\u00a0: il y a 1 heure',
    ],
    'link-yours': ['Par lien', 'Anna et Ben', 'À vous de jouer', '3 coups', 'Dernier coup\u00a0: il y a 3 jours'],
    'fair-waiting': [
      'Distribution équitable',
      'Anna et Cleo',
      'En attente de Cleo depuis 09:05',
      '3 coups',
      'Dernier coup\u00a0: il y a 2 heures',
    ],
    watching: ['Par lien', 'Anna et Ben', 'Spectateur\u00a0: au tour de Ben', '3 coups', 'Dernier coup\u00a0: hier'],
    'waiting-tuesday': [
      'Par lien',
      'Anna et Ben',
      'En attente de Ben depuis mardi',
      '3 coups',
      'Dernier coup\u00a0: avant-hier',
    ],
    'waiting-march': [
      'Par lien',
      'Anna et Ben',
      "En attente d'Anna depuis le 3 mars",
      '3 coups',
      'Dernier coup\u00a0: la semaine dernière',
    ],
    'finished-won': [
      'Contre l’ordinateur',
      'Anna et Ben',
      'Terminée\u00a0: Anna a gagné',
      '3 coups',
      'Dernier coup\u00a0: il y a 10 minutes',
    ],
    'finished-shared': [
      'À tour de rôle sur cet appareil',
      'Anna et Ben',
      'Terminée\u00a0: Anna et Ben se partagent la victoire',
      '3 coups',
      'Dernier coup\u00a0: il y a 5 jours',
    ],
  },
};

for (const [code, expected] of Object.entries(WORDS)) {
  test(`the list's words in ${code}: kind, players, state, progress, when`, async () => {
    await i18n.setLanguage(code);
    const { items, notes } = gamesList(GAMES, { words, now: NOW, timeZone: 'UTC', thinned: 3, unreadable: 1 });
    for (const item of items) {
      const w = item.words;
      assert.deepEqual([w.kind, w.players, w.state, w.detail, w.played], expected[item.id], `${code} ${item.id}`);
    }
    assert.equal(notes.length, 3);
    for (const note of notes) assert.doesNotMatch(note, /\{|games\./, note);
    assert.match(notes[0], /200/);
    assert.match(notes[1], /3/);
  });
}

test("the tab's title and the badge count the games waiting on this device, in every language", async () => {
  const titles = {
    en: '(2) Your turn · Dance of Muses',
    it: '(2) Tocca a te · Dance of Muses',
    fr: '(2) À vous de jouer · Dance of Muses',
  };
  for (const [code, title] of Object.entries(titles)) {
    await i18n.setLanguage(code);
    assert.deepEqual(turnSignal(list().yourTurn, words), { title, badge: 2 });
    assert.equal(countYourTurn(GAMES), 2);
    assert.deepEqual(turnSignal(0, words), { title: 'Dance of Muses', badge: 0 });
  }
  await i18n.setLanguage('en');
});

test('whose turn: hot-seat and against the computer always this device, by link its seat or the computers it runs, watching never', () => {
  const one = (fields, summary = {}) => {
    const { game, summary: s } = makeGame(fields);
    return isYourTurn({ game, summary: { ...s, ...summary } });
  };
  assert.equal(one({ kind: 'hotseat', waitingOn: 1 }), true);
  assert.equal(one({ kind: 'computer', waitingOn: 1 }), true);
  assert.equal(one({ kind: 'link', mode: 0, waitingOn: 0 }), true);
  assert.equal(one({ kind: 'link', mode: 0, waitingOn: 1 }), false);
  assert.equal(one({ kind: 'link', mode: 'watch', waitingOn: 0 }), false);
  assert.equal(one({ kind: 'hotseat', over: true }), false);
  // Without a summary (an older save the engine could not summarise): played here alone, yours.
  assert.equal(isYourTurn({ game: makeGame().game, summary: null }), true);
  assert.equal(isYourTurn({ game: makeGame({ kind: 'link', mode: 1 }).game, summary: null }), false);
  // By link against a computer this device runs: its turn is this device's.
  const { game, summary } = makeGame({ kind: 'link', mode: 0, waitingOn: 1 });
  assert.equal(isYourTurn({ game: { ...game, kinds: ['human', 'hard'], host: 0 }, summary }), true);
  assert.equal(isYourTurn({ game: { ...game, kinds: ['human', 'hard'], host: 2 }, summary }), false);
  // A fair game: its protocol says.
  assert.equal(one({ kind: 'fair', mode: 0, waitingOn: 0 }, { mine: false }), false);
  assert.equal(one({ kind: 'fair', mode: 0, waitingOn: 1 }, { mine: true }), true);
});

/** A View as the engine gives it (src/wasm.rs), trimmed to what the summary reads. */
function view(fields) {
  return {
    seat: null,
    players: 2,
    seats: ['Purple', 'White'],
    round: 1,
    rounds: 1,
    phase: 'Dance',
    game_over: false,
    to_move: 1,
    tiles: [
      { square: { x: 0, y: 0 }, muse: 'Polyhymnia', face_up: false, value: 1, colour: 'Orange' },
      { square: { x: 1, y: 0 }, muse: 'Clio', face_up: true, value: 3, colour: 'Purple' },
    ],
    companies: [
      { colour: 'Purple', seats: [0], suns: 0 },
      { colour: 'White', seats: [1], suns: 0 },
    ],
    results: [],
    match_score: null,
    ...fields,
  };
}

test('the summary is made from the public view: no face-down Muse named, the winners, whose move', () => {
  const names = ['Anna', 'Ben'];
  const s = summaryOf(view(), { names, kinds: ['human', 'easy'], moves: 9, last: 0 });
  assert.deepEqual(s.tiles, [
    { x: 0, y: 0, muse: null, colour: 'Orange', value: 1, up: false },
    { x: 1, y: 0, muse: 'Clio', colour: 'Purple', value: 3, up: true },
  ]);
  assert.deepEqual(s.players, [
    { name: 'Anna', colour: 'Purple', kind: 'human' },
    { name: 'Ben', colour: 'White', kind: 'easy' },
  ]);
  assert.deepEqual([s.over, s.winners, s.waitingOn, s.last, s.moves], [false, null, 1, 0, 9]);
  assert.equal('mine' in s, false);
  // One round over: its winners' seats.
  const round = { winners: [1], companies: [{ seats: [0] }, { seats: [1] }] };
  const ended = summaryOf(view({ game_over: true, phase: 'Over', results: [round] }), { names, moves: 20 });
  assert.deepEqual([ended.over, ended.winners, ended.shared, ended.waitingOn], [true, [1], false, null]);
  // A match: the match's winners, by their Company's colour; a shared victory.
  const match = { winners: [0, 1], totals: [{ colour: 'Purple' }, { colour: 'White' }] };
  const both = summaryOf(view({ game_over: true, rounds: 2, round: 2, results: [round, round], match_score: match }), {
    names,
    moves: 40,
  });
  assert.deepEqual([both.winners, both.shared], [[0, 1], true]);
  // A fair game: the protocol's next step.
  const fair = summaryOf(view(), { names, moves: 3, next: { seat: 0, mine: true } });
  assert.deepEqual([fair.waitingOn, fair.mine], [0, true]);
});

test('every typed result of the store and of a transfer in words, in every language', async () => {
  const results = [
    { reason: 'stale' },
    { reason: 'full' },
    { reason: 'refused' },
    { reason: 'unreadable' },
    { reason: 'failed' },
    { kind: 'older' },
    { kind: 'branch' },
    { lost: {} },
    { removed: true },
    { mover: { name: 'Ben' } },
    { error: 'tooBig', maxBytes: 16_000_000 },
    { error: 'notJson' },
    { error: 'notOurs' },
    { error: 'newer' },
    { error: 'broken' },
    { ok: true, added: 2, updated: 1, same: 3, older: 1, conflicts: [{}] },
    { ok: true, added: 0, updated: 0, same: 0, older: 0, conflicts: [] },
  ];
  for (const code of ['en', 'it', 'fr']) {
    await i18n.setLanguage(code);
    const texts = results.map((r) => notice(r, words));
    for (const text of texts) assert.match(text, /^\P{Ll}[^{}]*[.?]$/u, `${code}: ${text}`);
    assert.equal(
      new Set(texts).size,
      texts.length - 1,
      `${code}: each worded apart (not JSON and not ours read the same)`,
    );
    const keys = exportKeysWords(words);
    assert.ok(keys.label && keys.note && !keys.note.includes('{'));
  }
  await i18n.setLanguage('en');
  assert.equal(notice({ mover: { name: 'Ben' } }, words), "Ben's move was played in another tab.");
  assert.equal(
    notice({ error: 'tooBig', maxBytes: 16_000_000 }, words),
    'This file is too big to be a games file (at most 16 MB). Nothing was changed.',
  );
  assert.equal(
    notice({ ok: true, added: 2, updated: 1, same: 3, older: 1, conflicts: [{}] }, words),
    '2 games added. 1 game brought up to date. 4 games were already here. 1 game differs from the one here of the same deal: both are kept.',
  );
});

test("My games' screen and the table's words, in every language: every one there, plurals and names filled", async () => {
  const keys = [
    'games.title',
    'games.open',
    'games.delete',
    'games.delete.title',
    'games.delete.yes',
    'games.delete.no',
    'games.deleted',
    'games.delete.stale',
    'games.gone',
    'games.openFailed',
    'games.unreadable.delete',
    'games.unreadable.title',
    'games.unreadable.text',
    'games.unreadable.yes',
    'games.move.title',
    'games.move.text',
    'games.export',
    'games.import',
    'games.changedElsewhere',
    'games.notice.close',
    'games.older.title',
    'games.older',
    'games.older.mine',
    'games.older.both',
  ];
  const seen = new Map();
  for (const code of ['en', 'it', 'fr']) {
    await i18n.setLanguage(code);
    for (const key of keys) {
      const text = i18n.t(key);
      assert.ok(text !== key && !text.includes('{'), `${code}: ${key}`);
      seen.set(`${code} ${key}`, text);
    }
    const lead = [0, 1, 2].map((count) => i18n.t('games.lead', { count }));
    assert.equal(new Set(lead).size, 3, `${code}: none, one, more`);
    assert.ok(!lead.join('').includes('{'));
    const asked = i18n.t('games.delete.text', { players: 'Anna e Ben', state: 'Ended' });
    assert.ok(asked.includes('Anna e Ben') && asked.includes('Ended'), `${code}: ${asked}`);
    assert.ok(i18n.t('games.exported', { count: 3, file: 'f.json' }).includes('f.json'));
  }
  // Another language is other words, not English left in.
  for (const key of keys.filter((k) => !['games.delete', 'games.delete.yes'].includes(k)))
    assert.notEqual(seen.get(`it ${key}`), seen.get(`en ${key}`), key);
  await i18n.setLanguage('en');
  assert.equal(i18n.t('games.lead', { count: 2 }), '2 games kept in this browser, on this device.');
  await i18n.setLanguage('it');
  assert.equal(i18n.t('games.lead', { count: 1 }), '1 partita tenuta in questo browser, su questo dispositivo.');
  await i18n.setLanguage('fr');
  assert.equal(i18n.t('games.exported', { count: 2, file: 'x.json' }), '2 parties exportées dans le fichier x.json.');
  await i18n.setLanguage('en');
});

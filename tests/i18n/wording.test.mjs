// The page's words in each language, from the engine's data: the runtime (language choice,
// plurals, numbers, lists, switching), every engine error of tests/data/i18n.json worded with
// nothing left unfilled, the end of a round and of a match (the rulebook's worked example),
// the rules panel and the Muse card.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES, detect, language, list, number, setLanguage, start, subscribe, t, usePart } from '../../www/ui/i18n.js';
import { BundleError } from '../../www/engine/bundles.js';
import { reason } from '../../www/ui/reasons.js';
import { endOfRound, panel, result } from '../../www/ui/results.js';
import { museCard, museTable, rulesSections } from '../../www/ui/rulebook.js';

const DATA = JSON.parse(readFileSync(new URL('../data/i18n.json', import.meta.url), 'utf8'));
const codes = Object.keys(LANGUAGES);

/** A text with every parameter filled and no machine name showing. */
function filled(text, what) {
  assert.equal(typeof text, 'string', what);
  assert.doesNotMatch(text, /\{\w+\}|\b(undefined|null|NaN)\b|\[object/, `${what}: ${text}`);
  assert.doesNotMatch(text, /^(reason|rung|sun|company|card|rules|result|end)\./, `${what}: a key, not a message: ${text}`);
  assert.match(text, /^\P{Ll}/u, `${what} begins with a capital: ${text}`);
  assert.doesNotMatch(text, /[.!?] \p{Ll}/u, `${what}: a sentence begins in lowercase: ${text}`);
}

test("the browser's language, else English", () => {
  assert.equal(detect(['it-IT', 'en-GB']), 'it');
  assert.equal(detect(['de-DE', 'fr-CA', 'it']), 'fr');
  assert.equal(detect(['EN-gb']), 'en');
  assert.equal(detect(['de', 'pt-BR']), 'en');
  assert.equal(detect([]), 'en');
});

test('a remembered choice wins over the browser, and a new choice is remembered', async () => {
  const kept = new Map([['dance-of-muses.language', 'fr']]);
  globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v) };
  try {
    assert.equal(await start(), 'fr');
    assert.equal(kept.get('dance-of-muses.language'), 'fr');
    await setLanguage('it');
    assert.equal(kept.get('dance-of-muses.language'), 'it');
    kept.set('dance-of-muses.language', 'xx');
    assert.equal(await start(), 'en', 'an unknown choice: the browser (none here) then English');
  } finally {
    delete globalThis.localStorage;
  }
});

test('switching language tells every subscriber, once, and an unknown code means English', async () => {
  const heard = [];
  const stop = subscribe((code) => heard.push(code));
  await setLanguage('it');
  await setLanguage('fr');
  stop();
  await setLanguage('en');
  assert.deepEqual(heard, ['it', 'fr']);
  assert.equal(await setLanguage('de'), 'en');
  assert.equal(language(), 'en');
});

test("a part's messages come in the language spoken and in every one chosen later", async () => {
  // The fixture part lives beside this test: www/ui/lang/<name>/ resolves from www/ui/i18n.js.
  const part = '../../../tests/i18n/part';
  await setLanguage('it');
  assert.equal(t('fixture.part'), 'fixture.part', 'not before it is used');
  await usePart(part);
  assert.equal(t('fixture.part'), 'Solo in una parte');
  await setLanguage('fr');
  assert.equal(t('fixture.part'), 'Seulement dans une partie');
  await setLanguage('en');
  assert.equal(t('fixture.part'), 'Only in a part');
});

test('plurals, exact forms, numbers and lists follow the language', async () => {
  const expect = {
    en: ['0 Suns', '1 Sun', '2 Suns', '12,345', 'Anna, Ben and Cleo', 'up, down or left', 'a purple 1'],
    it: ['0 Soli', '1 Sole', '2 Soli', '12.345', 'Anna, Ben e Cleo', 'in alto, in basso o a sinistra', "un dado viola sull'1"],
    fr: ['0 Soleil', '1 Soleil', '2 Soleils', '12\u202f345', 'Anna, Ben et Cleo', 'vers le haut, vers le bas ou à gauche', 'un dé violet à 1'],
  };
  for (const code of codes) {
    await setLanguage(code);
    assert.deepEqual(
      [
        t('suns', { count: 0 }),
        t('suns', { count: 1 }),
        t('suns', { count: 2 }),
        number(12345),
        list(['Anna', 'Ben', 'Cleo']),
        list(['N', 'S', 'W'].map((d) => t(`dir.${d}`)), 'disjunction'),
        t('die.Purple', { count: 1 }),
      ],
      expect[code],
    );
  }
  await setLanguage('it');
  assert.equal(t('die.White', { count: 4 }), 'un dado bianco sul 4');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(t('reason.OutOfArea', {}), "{target} non è nell'Area di Influenza della Musa che usa il Potere ({user}).", 'a missing parameter shows');
});

/** The page's counts of moves, Muses, messages and games at 0, 1 and 2, as the player reads them. */
const counted = (n) => [
  t('review.running', { count: n, total: 14 }),
  t('review.stopped', { count: n, total: 14 }),
  t('review.done', { count: n }),
  t('replay.deal', { count: n }),
  t('games.moves', { count: n }),
  t('tutorial.off.TooFewMoved', { count: n, wanted: 3 }),
  reason({ kind: 'Older', params: { got: n, held: 9 } }),
  t('games.import.added', { count: n }),
];

test('each language counts by its own plural rules: French says 0 and 1 alike, English and Italian 1 alone', async () => {
  await Promise.all(['review', 'games', 'tutorial', 'reasons'].map(usePart));
  const expect = {
    en: [
      ['Reviewing: 0 of 14 moves…', 'Stopped after 0 of 14 moves.', 'Review done: 0 moves.', 'The deal (0 moves)', 'No move yet', 'Only 0 Muses moved', 'It holds 0 messages;', '0 games added.'],
      ['Reviewing: 1 of 14 moves…', 'Stopped after 1 of 14 moves.', 'Review done: 1 move.', 'The deal (1 move)', '1 move', 'Only 1 Muse moved', 'It holds 1 message;', '1 game added.'],
      ['Reviewing: 2 of 14 moves…', 'Stopped after 2 of 14 moves.', 'Review done: 2 moves.', 'The deal (2 moves)', '2 moves', 'Only 2 Muses moved', 'It holds 2 messages;', '2 games added.'],
    ],
    fr: [
      ['Analyse\u00a0: 0 coup sur 14…', 'Arrêtée après 0 coup sur 14.', 'Analyse terminée\u00a0: 0 coup.', 'La donne (0 coup)', 'Pas encore de coup', 'Seulement 0 Muse s', 'Il contient 0 message\u202f;', '0 partie ajoutée.'],
      ['Analyse\u00a0: 1 coup sur 14…', 'Arrêtée après 1 coup sur 14.', 'Analyse terminée\u00a0: 1 coup.', 'La donne (1 coup)', '1 coup', 'Seulement 1 Muse s', 'Il contient 1 message\u202f;', '1 partie ajoutée.'],
      ['Analyse\u00a0: 2 coups sur 14…', 'Arrêtée après 2 coups sur 14.', 'Analyse terminée\u00a0: 2 coups.', 'La donne (2 coups)', '2 coups', 'Seulement 2 Muses se', 'Il contient 2 messages\u202f;', '2 parties ajoutées.'],
    ],
    it: [
      ['Analisi: 0 mosse su 14…', 'Fermata dopo 0 mosse su 14.', 'Analisi finita: 0 mosse.', '(0 mosse)', 'Ancora nessuna mossa', 'solo 0 Muse;', 'Contiene 0 messaggi;', '0 partite aggiunte.'],
      ['Analisi: 1 mossa su 14…', 'Fermata dopo 1 mossa su 14.', 'Analisi finita: 1 mossa.', '(1 mossa)', '1 mossa', 'solo 1 Musa;', 'Contiene 1 messaggio;', '1 partita aggiunta.'],
      ['Analisi: 2 mosse su 14…', 'Fermata dopo 2 mosse su 14.', 'Analisi finita: 2 mosse.', '(2 mosse)', '2 mosse', 'solo 2 Muse;', 'Contiene 2 messaggi;', '2 partite aggiunte.'],
    ],
  };
  for (const code of codes) {
    await setLanguage(code);
    for (const n of [0, 1, 2]) {
      const words = counted(n);
      expect[code][n].forEach((part, i) => assert.ok(words[i].includes(part), `${code}, ${n}: «${words[i]}» has «${part}»`));
    }
  }
  await setLanguage('en');
});

test('the tutorial names the Hint button as the button says it', async () => {
  await usePart('tutorial');
  for (const code of codes) {
    await setLanguage(code);
    assert.ok(t('tutorial.finished', { button: t('hint.button') }).includes(` ${t('hint.button')} `), code);
  }
  await setLanguage('en');
});

test('every engine error is worded in every language, from its kind and params', async () => {
  // The reasons a player rarely meets come as a part, loaded where they may be met.
  await usePart('reasons');
  const byLanguage = {};
  for (const code of codes) {
    await setLanguage(code);
    byLanguage[code] = DATA.samples.map((error) => {
      const text = reason(error);
      filled(text, `${code} ${JSON.stringify(error)}`);
      assert.notEqual(text, t('reason.unknown'));
      return text;
    });
  }
  // Worded apart: no two different errors read the same (fair mode's wrappers aside: its
  // link's reasons and refused plays are the plain ones), and no language copies English.
  const bare = (e) => (e.kind === 'Link' || (e.kind === 'Illegal' && e.params?.kind) ? bare(e.params) : e);
  for (const code of codes) {
    const seen = new Map();
    DATA.samples.forEach((error, i) => {
      const text = byLanguage[code][i];
      const key = JSON.stringify(bare(error));
      assert.ok(!seen.has(text) || seen.get(text) === key, `${code}: "${text}" for ${key} and ${seen.get(text)}`);
      seen.set(text, key);
    });
    if (code !== 'en') DATA.samples.forEach((error, i) => assert.notEqual(byLanguage[code][i], byLanguage.en[i], `${code} ${JSON.stringify(error)}`));
  }
});

test("a wasm bundle that did not load is worded in every language, offline or not", async () => {
  const errors = ['fair', 'lessons'].flatMap((bundle) =>
    [false, true].map((offline) => Object.assign(new BundleError(bundle, new TypeError('Failed to fetch')), { params: { bundle, offline } })),
  );
  for (const code of codes) {
    await setLanguage(code);
    const texts = errors.map((error) => reason(error));
    texts.forEach((text, i) => filled(text, `${code} ${JSON.stringify(errors[i].params)}`));
    assert.equal(new Set(texts).size, errors.length, `${code}: each worded apart`);
  }
  await setLanguage('en');
});

test('an error names the Muses and players the page knows, never the English message', async () => {
  await usePart('reasons');
  const names = {
    tile: (sq) => ({ '1,-2': 'Euterpe', '2,-1': t('board.faceDown') })[`${sq.x},${sq.y}`],
    seat: (i) => ['Anna', 'Ben'][i],
  };
  const error = Object.assign(new Error('a step west from 1,-2 would break the group of Muses'), {
    kind: 'BreaksGroup',
    params: { square: { x: 1, y: -2 }, dir: 'W' },
  });
  const out = {};
  for (const code of codes) {
    await setLanguage(code);
    out[code] = [
      reason(error, names),
      reason({ kind: 'LowerOnOne', params: { target: { x: 2, y: -1 } } }, names),
      reason({ kind: 'SeatTaken', params: { seat: 1 } }, names),
      // Said as the player points at it: no coordinates, which the table does not show.
      reason({ kind: 'Occupied', params: { square: { x: 0, y: 1 } } }, names),
      reason({ kind: 'RoundOver' }),
      reason(new Error('no kind')),
    ];
  }
  assert.deepEqual(out.en, [
    'Euterpe cannot step left: the Muses would no longer be a single group.',
    'A face-down Muse has a die showing 1, which cannot be lowered.',
    "Ben already plays from another device: import that seat's key there.",
    'That square is already taken.',
    'The round is over.',
    'Something unexpected went wrong.',
  ]);
  assert.deepEqual(out.it, [
    'Euterpe non può muoversi a sinistra: le Muse non sarebbero più in un singolo gruppo.',
    "Una Musa coperta ha il dado sull'1, che non può essere ridotto.",
    'Ben gioca già da un altro dispositivo: importa lì la sua chiave.',
    'Quella casella è già occupata.',
    'La manche è finita.',
    'Qualcosa è andato storto.',
  ]);
  assert.deepEqual(out.fr, [
    'Euterpe ne peut pas se déplacer à gauche\u00a0: les Muses ne formeraient plus un seul groupe.',
    'Une Muse face cachée a un dé à 1\u00a0: une valeur de 1 ne peut pas être diminuée.',
    'Ben joue déjà depuis un autre appareil\u00a0: importez-y sa clé.',
    'Cette case est déjà occupée.',
    'La manche est terminée.',
    "Une erreur inattendue s'est produite.",
  ]);
});

/** The rulebook's worked example (RULES.md §6): Purple 6-4-4, White 6-4-3, Orange 5-5-3. */
const EXAMPLE = {
  tiles: [
    { muse: 'Clio', square: { x: 0, y: 0 }, colour: 'Purple', was_face_down: true, value: 4, will_of_apollo: false, neutral: false },
    { muse: 'Erato', square: { x: 1, y: 0 }, colour: 'White', was_face_down: true, value: 6, will_of_apollo: false, neutral: false },
    { muse: 'Euterpe', square: { x: 2, y: 0 }, colour: 'Orange', was_face_down: false, value: 6, will_of_apollo: true, neutral: false },
  ],
  companies: [
    { colour: 'Purple', seats: [0], dice: [6, 4, 4], suns: 1, bonus: null, sum: 14 },
    { colour: 'White', seats: [1], dice: [6, 4, 3], suns: 0, bonus: null, sum: 13 },
    { colour: 'Orange', seats: [2], dice: [5, 5, 3], suns: 2, bonus: 'Silver', sum: 13 },
  ],
  columns: [null, 2, 0],
  bonus_column: 1,
  bonus: 'Silver',
  trigger: 1,
  winners: [2],
  decided_by: 'Suns',
};
const NAMES = ['Anna', 'Ben', 'Cleo'];

test("the worked example's result, in each language", async () => {
  const events = [
    { kind: 'RoundEnded', trigger: 1 },
    { kind: 'RoundScored', round: 1, score: EXAMPLE },
  ];
  const expect = {
    en: [
      'A die shows 6: the round is over.',
      'Clio and Erato were face down.',
      'Will of Apollo: Euterpe has a die equal to her Suns, which becomes a 6.',
      'Round 1: Purple (Anna) 1 Sun, White (Ben) 0 Suns and Orange (Cleo) 2 Suns (with the Silver Sun).',
      'Orange (Cleo) wins, decided by most Suns.',
    ],
    it: [
      'Un dado è arrivato a 6: la manche è finita.',
      'Clio ed Erato erano coperte.',
      'Volontà di Apollo: il dado di Euterpe ha lo stesso valore dei suoi Soli e diventa 6.',
      "Manche 1: la Compagnia Viola (Anna) con 1 Sole, la Compagnia Bianca (Ben) con 0 Soli e la Compagnia Arancione (Cleo) con 2 Soli (compreso il Sole d'Argento).",
      'Vince la Compagnia Arancione (Cleo). Decide il maggior numero di Soli.',
    ],
    fr: [
      'Un dé atteint 6\u00a0: la manche est terminée.',
      'Clio et Erato étaient face cachée.',
      "Volonté d'Apollon\u00a0: Euterpe a un dé égal à son nombre de Soleils, qui passe à 6.",
      "Manche 1\u00a0: la troupe violette (Anna) avec 1 Soleil, la troupe blanche (Ben) avec 0 Soleil et la troupe orange (Cleo) avec 2 Soleils (dont le Soleil d'argent).",
      'La troupe orange (Cleo) gagne. Décidé par le plus grand nombre de Soleils.',
    ],
  };
  for (const code of codes) {
    await setLanguage(code);
    assert.equal(endOfRound(events, NAMES), expect[code].join(' '), code);
  }
});

test('every rung of the tie ladder, a shared victory, a match and the panel read whole', async () => {
  for (const code of codes) {
    await setLanguage(code);
    for (const decided_by of DATA.domains.rung) {
      for (const bonus of DATA.domains.bonus) {
        const score = { ...EXAMPLE, decided_by, bonus, winners: decided_by === 'Shared' ? [0, 2] : [2] };
        filled(result(score, NAMES, 2), `${code} ${decided_by} ${bonus}`);
        const words = panel({ score, round: 1, rounds: 2, names: NAMES, match: null, nextBonus: 'Golden' });
        for (const part of ['title', 'why', 'columns', 'legend', 'match']) filled(words[part], `${code} panel ${part}`);
        assert.equal(words.token('Golden'), t('token.Golden'));
      }
    }
    for (const decided_by of DATA.domains.matchRung) {
      const match = {
        totals: [
          { colour: 'Purple', suns: 3, bonus_suns: 1, dice: 30 },
          { colour: 'White', suns: 3, bonus_suns: 1, dice: 28 },
        ],
        winners: decided_by === 'Shared' ? [0, 1] : [0],
        decided_by,
      };
      const score = { ...EXAMPLE, companies: EXAMPLE.companies.slice(0, 2), winners: [0], trigger: null };
      const events = [
        { kind: 'RoundScored', round: 2, score },
        { kind: 'MatchEnded', score: match },
      ];
      const text = endOfRound(events, NAMES);
      filled(text, `${code} match ${decided_by}`);
      filled(panel({ score, round: 2, rounds: 2, names: NAMES, match, nextBonus: null }).match, `${code} panel match`);
    }
  }
  await setLanguage('it');
  const shared = { ...EXAMPLE, winners: [0, 2], decided_by: 'Shared' };
  assert.equal(
    panel({ score: shared, round: 1, rounds: 1, names: NAMES, match: null, nextBonus: null }).title,
    'Vittoria condivisa tra la Compagnia Viola (Anna) e la Compagnia Arancione (Cleo)',
  );
});

/** Three rows of the tile table (RULES.md §2, D1), as the engine's museTable gives them. */
const MUSES = {
  Clio: { name: 'Clio', effect: 'Raise', area: 'Orthogonal', suns: 1 },
  Erato: { name: 'Erato', effect: 'Lower', area: 'Diagonal', suns: 3 },
  Calliope: { name: 'Calliope', effect: 'Swap', area: 'Surrounding', suns: 2 },
};

test('the rules panel, its table and the Muse card read whole in every language', async () => {
  // Their words come as a part, loaded when the rules panel or a Muse card first opens.
  await usePart('rules');
  for (const code of codes) {
    await setLanguage(code);
    const sections = rulesSections();
    assert.deepEqual(
      sections.filter((s) => s.id).map((s) => s.id),
      ['touch-help', 'keys-help', 'links-help'],
    );
    for (const s of sections) {
      filled(s.title, `${code} rules title`);
      assert.ok(s.text.length > 30, `${code} ${s.title}`);
      assert.equal(s.text.split('*').length % 2, 1, `${code} ${s.title}: *italics* in pairs`);
    }
    const table = museTable(MUSES);
    for (const row of table.rows) for (const cell of row) assert.doesNotMatch(cell, /\{|\.\w/, `${code} ${cell}`);
    assert.deepEqual(table.suns, [1, 3, 2].map((n) => t('suns', { count: n })));
    for (const info of Object.values(MUSES)) {
      for (const faceUp of [true, false]) {
        const card = museCard({ muse: info.name, info, colour: 'Orange', value: 1, faceUp, noDie: false });
        filled(card.title, `${code} card`);
        card.lines.forEach((line) => filled(line, `${code} card ${info.name}`));
        assert.equal(card.lines.length, faceUp ? 4 : 5);
      }
    }
    const hidden = museCard({ muse: null, info: null, colour: 'White', value: 3, faceUp: false, noDie: false });
    assert.equal(hidden.title, t('card.faceDown.title'));
    assert.ok(!hidden.lines.join(' ').match(/Clio|Erato|Calliope/), 'a hidden Muse is not named');
  }
  await setLanguage('fr');
  assert.deepEqual(museCard({ muse: 'Erato', info: MUSES.Erato, colour: 'Purple', value: 3, faceUp: true }).lines, [
    "Pouvoir\u00a0: une fois, avant ou après son déplacement, elle diminue de 1 la valeur du dé d'une Muse de sa zone d'effet (une valeur de 1 ne peut pas être diminuée).",
    "Sa zone d'effet\u00a0: les 4 cases adjacentes en diagonale, à ses coins.",
    "Volonté d'Apollon\u00a0: 3 Soleils. Si son dé montre exactement 3 à la fin de la manche, il passe à 6.",
    'Son dé\u00a0: un dé violet à 3.',
  ]);
  await setLanguage('en');
});

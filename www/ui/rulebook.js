// @ts-check
// The rules in the player's language, in the rulebooks' own words (www/ui/lang/GLOSSARY.md): the
// rules panel, its table of Muses and the "about this Muse" card, all from the engine's tile
// table (museTable: effect, area, Suns) rather than a copy of it.

import { t } from './i18n.js';

/** The symbol of each effect on a tile's little diagram. @type {Record<import('muses-wasm').Effect, string>} */
const EFFECT_MARK = { Raise: '▲', Lower: '▼', Swap: '⇄' };

/** The rules panel's sections, in order: each a title and its text, where `*words*` are set
 * in italics; `id` for those the page points at (the table's keys, the links' help). */
export function rulesSections() {
  return [
    { title: t('rules.goal.title'), text: t('rules.goal') },
    { title: t('rules.placement.title'), text: t('rules.placement') },
    { title: t('rules.dance.title'), text: t('rules.dance') },
    { title: t('rules.power.title'), text: t('rules.power') },
    { title: t('rules.end.title'), text: t('rules.end') },
    { id: 'touch-help', title: t('rules.touch.title'), text: t('rules.touch') },
    { id: 'keys-help', title: t('rules.keys.title'), text: t('rules.keys') },
    {
      id: 'links-help',
      title: t('rules.links.title'),
      text: t('rules.links', { menu: t('menu'), seat: t('menu.seat'), send: t('send.move') }),
    },
  ];
}

/** The table of Muses: its caption, column heads, and a row per Muse of the tile table.
 * @param {Record<string, import('muses-wasm').MuseInfo>} muses */
export function museTable(muses) {
  return {
    caption: t('rules.table.caption'),
    heads: [t('rules.table.muse'), t('rules.table.power'), t('rules.table.area'), t('rules.table.suns')],
    rows: Object.values(muses).map((m) => [
      m.name,
      `${EFFECT_MARK[m.effect]} ${t(`effect.${m.effect}`)}`,
      t(`area.${m.area}`),
      '☀'.repeat(m.suns),
    ]),
    /** A row's Suns read out ("2 Suns"). */
    suns: Object.values(muses).map((m) => t('suns', { count: m.suns })),
  };
}

/**
 * "About this Muse": her Power, area and Suns in words (from her tile-table row `info`), and
 * her die. A face-down Muse the viewer may not know (no `muse`) is not named (D3); `faceUp`
 * false with a `muse` is this seat's own Mysterious Muse, on its private device.
 * @param {{ muse: string | null, info?: import('muses-wasm').MuseInfo, colour?: string, value?: number,
 *   faceUp?: boolean, noDie?: boolean }} shown
 */
export function museCard({ muse, info, colour, value, faceUp, noDie }) {
  const die = colour && !noDie ? [t('card.die', { die: t(`die.${colour}`, { count: value }) })] : [];
  if (!muse || !info) {
    return { title: t('card.faceDown.title'), lines: [t('card.faceDown.who'), t('card.faceDown.moves'), ...die] };
  }
  return {
    title: faceUp === false ? t('card.own.title', { muse }) : muse,
    lines: [
      t(`card.power.${info.effect}`),
      ...(faceUp === false ? [t('card.power.notNow')] : []),
      t(`card.area.${info.area}`),
      t('card.will', { count: info.suns }),
      ...die,
    ],
  };
}

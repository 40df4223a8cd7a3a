// English: the rules panel and the Muse card (www/ui/rules-words.js), in the English rulebook's words
// (GLOSSARY.md). A part of the English table (www/ui/i18n.js usePart), loaded when the rules
// panel or a Muse card first opens, kept out of the first load.

export default {
  'rules.goal.title': 'Goal',
  'rules.goal':
    'Have the highest dice when the round ends. Each Company (a player, or a team of two with 4 players) owns the dice of one colour.',
  'rules.placement.title': 'Placement',
  'rules.placement':
    'In turn, put a Muse from your hand next to (or diagonally next to) one on the table; your die goes on her showing 1. Exactly one of your Muses goes *face down*: your Mysterious Muse. You know who she is, but she is never shown or revealed until the round ends.',
  'rules.dance.title': 'Dance',
  'rules.dance':
    'On your turn, move any Muse one step up, down, left or right. A Muse in the way is pushed, with the whole line behind her (a Group Move). All Muses must stay one group (touching by a side or a corner). Every Muse that moved raises her die by 1.',
  'rules.power.title': 'Power',
  'rules.power':
    'The Muse who steps may use her Power once, before or after the step, if she is face up: on one Muse in her Area of Effect (the coloured squares of the little diagram). ▲ raises a die by 1, ▼ lowers it by 1, ⇄ swaps its value with her own.',
  'rules.end.title': 'End',
  'rules.end':
    "As soon as a die shows 6, the round ends. Face-down Muses are revealed. *Will of Apollo*: a die showing exactly its Muse's number of Suns becomes 6. The neutral die leaves. Each Company lines up its dice from highest to lowest; the highest die alone in a column wins a Bronze Sun, and the leftmost such column wins the Silver Sun (2 Suns) instead (the Golden Sun, 3 Suns, in a match's second round). Most Suns wins.",
  'rules.links.title': 'Play by link',
  'rules.links':
    "The address of this page is always a link to the game as it stands, with the players' names: send it, and whoever opens it sees the same game, to continue, watch or replay. Once opened, the page also works offline. To play on separate devices, each chooses a seat ({menu}, {seat}), plays their move, and sends the link on ({send}). A link carries the game's seed, so anyone who decodes it could learn the hidden Muses: this mode trusts the players. A fair deal (New game) keeps them hidden.",
  'rules.table.caption': 'The Muses',
  'rules.table.muse': 'Muse',
  'rules.table.power': 'Power',
  'rules.table.area': 'Area',
  'rules.table.suns': 'Suns',
  'card.faceDown.title': 'A face-down Muse',
  'card.faceDown.who': 'Who she is stays hidden until the round ends.',
  'card.faceDown.moves': 'She steps and is pushed like any Muse; her Power cannot be used.',
  'card.own.title': '{muse}, your Mysterious Muse',
  'card.power.Raise': 'Power: once, before or after her step, she raises by 1 the die on one Muse in her area.',
  'card.power.Lower':
    'Power: once, before or after her step, she lowers by 1 the die on one Muse in her area (a die showing 1 cannot go lower).',
  'card.power.Swap':
    "Power: once, before or after her step, she swaps her die's value with the die of one Muse in her area.",
  'card.power.notNow': 'She is face down: her Power cannot be used.',
  'card.area.Orthogonal': 'Her area: the 4 squares beside her (left, right, above and below).',
  'card.area.Diagonal': 'Her area: the 4 squares diagonally beside her, at her corners.',
  'card.area.Surrounding': 'Her area: all 8 squares around her.',
  'card.will': {
    one: 'Will of Apollo: {count} Sun. If her die shows exactly {count} when the round ends, it becomes a 6.',
    other: 'Will of Apollo: {count} Suns. If her die shows exactly {count} when the round ends, it becomes a 6.',
  },
  'card.die': 'Her die: {die}.',
};

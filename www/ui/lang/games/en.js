// English: the words of "My games" (www/play/games.js: the list, the tab's title, what the
// store and a transfer report), loaded with it (i18n.js usePart('games')).

export default {
  'games.kind.hotseat': 'Taking turns on this device',
  'games.kind.computer': 'Against the computer',
  'games.kind.link': 'By link',
  'games.kind.fair': 'Fair deal',
  'games.yourTurn': 'Your turn',
  'games.watching': 'Watching: {name} to move',
  'games.waitingTime': 'Waiting for {name} since {time}',
  'games.waitingYesterday': 'Waiting for {name} since yesterday',
  'games.waitingDay': 'Waiting for {name} since {day}',
  'games.waitingDate': 'Waiting for {name} since {date}',
  'games.ended': 'Ended',
  'games.won': { one: 'Ended: {names} won', other: 'Ended: {names} won' },
  'games.shared': 'Ended: {names} share the victory',
  'games.round': 'Round {round} of {rounds}',
  'games.moves': { '=0': 'No move yet', one: '{count} move', other: '{count} moves' },
  'games.played': 'Last played {when}',
  'games.playedNow': 'Played just now',
  'games.keepNote': 'Games in play are kept until you delete them; of the finished ones, the {keep} played last.',
  'games.thinned': {
    one: '{count} older finished game was removed to keep the list short.',
    other: '{count} older finished games were removed to keep the list short.',
  },
  'games.unreadable': {
    one: 'Some saved data could not be read ({count} entry): it is kept as it was, and your other games are safe.',
    other: 'Some saved data could not be read ({count} entries): it is kept as it was, and your other games are safe.',
  },
  'games.tabTitle': '({count}) Your turn · Dance of Muses',
  'games.movedElsewhere': "{name}'s move was played in another tab.",
  'games.lost':
    'Your move was not kept: another tab moved in this game at the same moment. Here is the game as it stands.',
  'games.deletedElsewhere': 'This game was deleted in another tab.',
  'games.problem.stale': 'This game went on in another tab: here it is as it stands, your move was not made.',
  'games.problem.full':
    "Could not save: this browser's storage is full. The game goes on in its link (the address); delete finished games in My games to make room.",
  'games.problem.refused':
    'This browser does not let the page save games (a private window?). The game goes on in its link: keep the address to come back to it.',
  'games.problem.unreadable':
    "This game's saved data could not be read: it is kept as it was, and nothing was written over it.",
  'games.problem.failed': 'Could not save the game. It goes on in its link (the address).',
  'games.older':
    'This link shows an earlier point of a game you have here further on. Open it anyway, and your game goes back to that point?',
  'games.branch': 'This link parts from your game of the same deal: both are kept, side by side.',
  'games.export.keys': 'Include my keys for fair deals',
  'games.export.keysNote':
    'With your keys, whoever has this file can play your seats in your fair deals and see your hidden Muses: keep it to yourself. Without them, your fair deals open on the other device for watching, until you bring your key.',
  'games.import.tooBig': 'This file is too big to be a games file (at most {size}). Nothing was changed.',
  'games.import.notOurs': 'This is not a games file from Dance of Muses. Nothing was changed.',
  'games.import.newer':
    'This games file was made by a newer version of this site: reload the page to update it, then import again. Nothing was changed.',
  'games.import.broken': 'This games file is damaged. Nothing was changed.',
  'games.import.added': { one: '{count} game added.', other: '{count} games added.' },
  'games.import.updated': { one: '{count} game brought up to date.', other: '{count} games brought up to date.' },
  'games.import.same': { one: '{count} game was already here.', other: '{count} games were already here.' },
  'games.import.conflicts': {
    one: '{count} game differs from the one here of the same deal: both are kept.',
    other: '{count} games differ from the ones here of the same deal: both are kept.',
  },
  'games.import.nothing': 'There was no game in this file.',
};

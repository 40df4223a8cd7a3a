// The Hint's and the tips' messages (www/features/hint.js, www/features/tips.js), loaded with them: English.
export default {
  'hint.title': 'Hint:',
  'hint.play': 'Play it',
  'hint.step': '{muse} steps {dir}.',
  'hint.powerStep': '{muse} uses her Power on {target}, then steps {dir}.',
  'hint.power': '{muse} uses her Power on {target}.',
  'hint.stepPower': '{muse} steps {dir}, then uses her Power on {target}.',
  'hint.place': 'Place {muse} face up on the circled square.',
  'hint.placeDown': 'Place {muse} face down on the circled square: your Mysterious Muse.',
  'hint.why.WinsRound': 'It ends the round, and you win it whoever the hidden Muses are.',
  'hint.why.WinsMatch': 'It ends the round and wins you the match.',
  'hint.why.MakesSix': 'It makes a 6 for {company}, which ends the round.',
  'hint.why.WillOfApollo': '{muse}’s die will show her number of Suns: the Will of Apollo makes it a 6 at the end.',
  'hint.why.LowersRivalDie': 'It lowers a rival Company’s die.',
  'hint.why.RaisesOwnDie': 'It raises one of your own dice.',
  'hint.why.PushesMuses': {
    one: 'It pushes {count} Muse: her die rises too.',
    other: 'It pushes {count} Muses: their dice rise too.',
  },

  'tip.ok': 'Got it',
  'tip.off': 'No more tips',
  'tip.placement':
    'Place your Muses next to one on the table (a corner is enough). One of them must go face down: your Mysterious Muse. Her number of Suns matters at the end.',
  'tip.push':
    'This Muse can push: stepping into a line of Muses moves them all, and every moved die rises by 1. The gold tab shows each +1.',
  'tip.power':
    'This Muse can use her Power on a Muse with the sight: raise, lower or swap a die. Before or after her step, once, or not at all.',
  'tip.six':
    'A die shows 5. The next +1 makes a 6 and ends the round at once: make sure your Company is ahead when it happens.',
};

// The Hint's and the tips' messages (www/features/hint.js, www/features/tips.js), loaded with them: French.
export default {
  'hint.title': 'Indice :',
  'hint.play': 'Le jouer',
  'hint.step': '{muse} se déplace {dir}.',
  'hint.powerStep': '{muse} utilise son Pouvoir sur {target}, puis se déplace {dir}.',
  'hint.power': '{muse} utilise son Pouvoir sur {target}.',
  'hint.stepPower': '{muse} se déplace {dir}, puis utilise son Pouvoir sur {target}.',
  'hint.place': 'Placez {muse} face visible sur la case entourée.',
  'hint.placeDown': 'Placez {muse} face cachée sur la case entourée : votre mystérieuse Muse.',
  'hint.why.WinsRound': 'Cela termine la manche, et vous la gagnez quelles que soient les Muses cachées.',
  'hint.why.WinsMatch': 'Cela termine la manche et vous fait gagner la partie.',
  'hint.why.MakesSix': 'Cela fait un 6 pour {company}, ce qui termine la manche.',
  'hint.why.WillOfApollo':
    "Le dé de {muse} montrera son nombre de Soleils : la Volonté d'Apollon le fera passer à 6 à la fin.",
  'hint.why.LowersRivalDie': "Cela diminue un dé d'une troupe adverse.",
  'hint.why.RaisesOwnDie': "Cela augmente l'un de vos dés.",
  'hint.why.PushesMuses': {
    one: 'Cela pousse {count} Muse : son dé augmente aussi.',
    other: 'Cela pousse {count} Muses : leurs dés augmentent aussi.',
  },

  'tip.ok': 'Compris',
  'tip.off': 'Plus de conseils',
  'tip.placement':
    "Placez vos Muses à côté d'une Muse en jeu (un coin suffit). L'une d'elles doit aller face cachée : votre mystérieuse Muse. Son nombre de Soleils compte à la fin.",
  'tip.push':
    "Cette Muse peut pousser : en avançant sur une file de Muses, elle les déplace toutes, et chaque dé déplacé augmente de 1. L'onglet doré montre chaque +1.",
  'tip.power':
    'Cette Muse peut utiliser son Pouvoir sur une Muse avec le viseur : augmenter, diminuer ou intervertir un dé. Avant ou après son déplacement, une fois, ou pas du tout.',
  'tip.six':
    'Un dé montre 5. Le prochain +1 fera un 6 et terminera aussitôt la manche : que votre troupe soit devant à ce moment-là.',
};

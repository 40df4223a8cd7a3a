// The review's messages (www/features/review/), loaded with it: French.
export default {
  'review.title': 'Analyse',
  'review.about':
    'Pour chaque coup, l’ordinateur estime les chances de chaque troupe de gagner la manche, en jugeant le coup sur ce que son joueur pouvait voir alors. Choisissez un coup : la table le montre par une flèche fine, et un meilleur par une flèche dorée.',
  'review.cancel': 'Annuler',
  'review.goOn': 'Continuer',
  'review.retry': 'Réessayer',
  'review.deeper': 'Analyser plus à fond (plus lent)',
  'review.loading': 'Préparation de l’ordinateur…',
  'review.started': 'L’ordinateur analyse la partie, coup par coup.',
  'review.running': { one: 'Analyse : {count} coup sur {total}…', other: 'Analyse : {count} coups sur {total}…' },
  'review.stopped': {
    one: 'Arrêtée après {count} coup sur {total}. Continuer la reprend à partir de là.',
    other: 'Arrêtée après {count} coups sur {total}. Continuer la reprend à partir de là.',
  },
  'review.done': { one: 'Analyse terminée : {count} coup.', other: 'Analyse terminée : {count} coups.' },
  'review.doneDeeper': {
    one: 'Analyse à fond terminée : {count} coup.',
    other: 'Analyse à fond terminée : {count} coups.',
  },
  'review.error.failed': 'L’analyse s’est arrêtée sur une erreur. Réessayez.',
  'review.error.load': 'L’analyse n’a pas pu être téléchargée. Réessayez dans un instant.',
  'review.error.offline':
    'L’analyse se télécharge la première fois qu’on l’utilise, et cet appareil est hors ligne. Connectez-vous, puis réessayez.',
  'review.percent': '{value} %',
  'review.graph': 'Les chances de chaque troupe de gagner la manche, coup par coup',
  'review.turningShort': 'Tournant',
  'review.showTurning': 'Montrer le tournant',
  'review.nothingYet': 'Aucun coup analysé pour l’instant.',
  'review.chance': '{company} : {chance}',
  'review.after': 'Après le dernier coup : {chances}.',
  'review.sofar': 'Pour l’instant : {chances}.',
  'review.turning': 'Le tournant : coup {move}, de {name} ({mark}).',
  'review.noTurning': 'Aucun coup n’a coûté 10 points de chances : pas de tournant.',
  'review.marks': 'Marqués : {marks}.',
  'review.noMarks': 'Aucun coup marqué.',
  'review.count.Blunder': { one: '{count} gaffe', other: '{count} gaffes' },
  'review.count.Mistake': { one: '{count} erreur', other: '{count} erreurs' },
  'review.count.Inaccuracy': { one: '{count} imprécision', other: '{count} imprécisions' },
  'review.count.Strong': { one: '{count} coup fort', other: '{count} coups forts' },
  'review.Blunder': 'gaffe',
  'review.Mistake': 'erreur',
  'review.Inaccuracy': 'imprécision',
  'review.Strong': 'coup fort',
  'review.lost.Blunder':
    'Une gaffe : {company} avait {best} de chances de gagner avec le meilleur coup, {chance} après celui-ci.',
  'review.lost.Mistake':
    'Une erreur : {company} avait {best} de chances de gagner avec le meilleur coup, {chance} après celui-ci.',
  'review.lost.Inaccuracy':
    'Une imprécision : {company} avait {best} de chances de gagner avec le meilleur coup, {chance} après celui-ci.',
  'review.fine': 'Pas de marque : après ce coup, {company} a {chance} de chances de gagner.',
  'review.strongMove':
    'Un coup fort : ici, la plupart des coups auraient cédé la manche, et celui-ci garde à {company} {chance} de chances de gagner.',
  'review.handsOver': 'Il laisse le joueur suivant finir la manche et gagner aussitôt.',
  'review.puzzles': {
    one: 'Une de vos erreurs dans cette partie est maintenant un problème : trouvez le meilleur coup.',
    other: '{count} de vos erreurs dans cette partie sont maintenant des problèmes : trouvez les meilleurs coups.',
  },
  'review.solve': 'Les résoudre',
  'review.better': 'Mieux valait : {move}',
  'review.choose':
    'Choisissez un coup dans la liste ou sur le graphique : la table le montre, avec ce qui était mieux.',
  'review.move': 'Coup {move} sur {moves} · {name}',
  'review.notOver':
    'Sa manche n’est pas analysée : une manche l’est une fois finie (dans une partie équitable, une fois vérifiée).',
  'review.waiting': 'Pas encore analysé.',
};

// Français : les mots de « Mes parties » (www/play/games.js), chargés avec elles
// (i18n.js usePart('games')).

export default {
  'games.kind.hotseat': 'À tour de rôle sur cet appareil',
  'games.kind.computer': 'Contre l’ordinateur',
  'games.kind.link': 'Par lien',
  'games.kind.fair': 'Distribution équitable',
  'games.yourTurn': 'À vous de jouer',
  'games.watching': 'Spectateur : au tour de {name}',
  'games.waitingTime': 'En attente de {name} depuis {time}',
  'games.waitingYesterday': 'En attente de {name} depuis hier',
  'games.waitingDay': 'En attente de {name} depuis {day}',
  'games.waitingDate': 'En attente de {name} depuis le {date}',
  'games.ended': 'Terminée',
  'games.won': { one: 'Terminée : {names} a gagné', other: 'Terminée : {names} ont gagné' },
  'games.shared': 'Terminée : {names} se partagent la victoire',
  'games.round': 'Manche {round} sur {rounds}',
  'games.moves': { '=0': 'Pas encore de coup', one: '{count} coup', other: '{count} coups' },
  'games.played': 'Dernier coup : {when}',
  'games.playedNow': 'Jouée à l’instant',
  'games.keepNote':
    'Les parties en cours restent jusqu’à ce que vous les supprimiez ; des parties terminées, les {keep} dernières jouées.',
  'games.thinned': {
    one: '{count} partie terminée, la plus ancienne, a été retirée pour garder la liste courte.',
    other: '{count} parties terminées, les plus anciennes, ont été retirées pour garder la liste courte.',
  },
  'games.unreadable': {
    one: 'Des données enregistrées sont illisibles ({count} entrée) : elles restent telles quelles, et vos autres parties sont sauves.',
    other:
      'Des données enregistrées sont illisibles ({count} entrées) : elles restent telles quelles, et vos autres parties sont sauves.',
  },
  'games.tabTitle': '({count}) À vous de jouer · Dance of Muses',
  'games.movedElsewhere': 'Le coup de {name} a été joué dans un autre onglet.',
  'games.lost':
    'Votre coup n’a pas été gardé : un autre onglet a joué dans cette partie au même moment. Voici la partie telle qu’elle est.',
  'games.deletedElsewhere': 'Cette partie a été supprimée dans un autre onglet.',
  'games.problem.stale':
    'Cette partie a avancé dans un autre onglet : la voici telle qu’elle est, votre coup n’a pas été joué.',
  'games.problem.full':
    'Impossible d’enregistrer : le stockage de ce navigateur est plein. La partie continue dans son lien (l’adresse) ; supprimez des parties terminées dans Mes parties pour faire de la place.',
  'games.problem.refused':
    'Ce navigateur ne laisse pas la page enregistrer les parties (une fenêtre privée ?). La partie continue dans son lien : gardez l’adresse pour y revenir.',
  'games.problem.unreadable':
    'Les données enregistrées de cette partie sont illisibles : elles restent telles quelles, rien n’a été écrit par-dessus.',
  'games.problem.failed': 'Impossible d’enregistrer la partie. Elle continue dans son lien (l’adresse).',
  'games.older':
    'Ce lien montre un moment antérieur d’une partie que vous avez ici plus avancée. L’ouvrir quand même, et ramener votre partie à ce moment ?',
  'games.branch': 'Ce lien s’écarte de votre partie de la même donne : les deux sont gardées, côte à côte.',
  'games.export.keys': 'Inclure mes clés des distributions équitables',
  'games.export.keysNote':
    'Avec vos clés, qui a ce fichier peut jouer vos places dans vos distributions équitables et voir vos Muses cachées : gardez-le pour vous. Sans elles, vos distributions équitables s’ouvrent sur l’autre appareil en spectateur, jusqu’à ce que vous apportiez votre clé.',
  'games.import.tooBig': 'Ce fichier est trop gros pour être un fichier de parties ({size} au plus). Rien n’a changé.',
  'games.import.notOurs': 'Ce n’est pas un fichier de parties de Dance of Muses. Rien n’a changé.',
  'games.import.newer':
    'Ce fichier de parties a été fait par une version plus récente de ce site : rechargez la page pour la mettre à jour, puis importez-le de nouveau. Rien n’a changé.',
  'games.import.broken': 'Ce fichier de parties est endommagé. Rien n’a changé.',
  'games.import.added': { one: '{count} partie ajoutée.', other: '{count} parties ajoutées.' },
  'games.import.updated': { one: '{count} partie mise à jour.', other: '{count} parties mises à jour.' },
  'games.import.same': { one: '{count} partie était déjà là.', other: '{count} parties étaient déjà là.' },
  'games.import.conflicts': {
    one: '{count} partie diffère de celle d’ici de la même donne : les deux sont gardées.',
    other: '{count} parties diffèrent de celles d’ici de la même donne : les deux sont gardées.',
  },
  'games.import.nothing': 'Ce fichier ne contenait aucune partie.',
};

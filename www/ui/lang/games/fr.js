// Français : les mots de « Mes parties » (www/play/games.js), chargés avec elles
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
  'games.older':
    'Ce lien montre un moment antérieur d’une partie que vous avez sur cet appareil, qui a continué depuis.',
  'games.older.title': 'Vous avez cette partie plus avancée',
  'games.older.mine': 'Ouvrir ma partie où elle en est',
  'games.older.both': 'Ouvrir le lien à côté',
  'games.changedElsewhere': 'Cette partie a été modifiée dans un autre onglet : la voici où elle en est.',
  'games.notice.close': 'Fermer',
  'games.title': 'Mes parties',
  'games.lead': {
    '=0': 'Aucune partie n’est encore gardée dans ce navigateur.',
    one: '{count} partie gardée dans ce navigateur, sur cet appareil.',
    other: '{count} parties gardées dans ce navigateur, sur cet appareil.',
  },
  'games.open': 'Ouvrir',
  'games.delete': 'Supprimer',
  'games.puzzles': {
    one: 'Son erreur en problème ({solved} résolu)',
    other: 'Ses {count} erreurs en problèmes ({solved} résolus)',
  },
  'games.delete.title': 'Supprimer cette partie ?',
  'games.delete.text':
    'La partie de {players} ({state}) est retirée de cet appareil pour de bon ; un lien que vous avez envoyé ou gardé l’ouvre encore.',
  'games.delete.yes': 'Supprimer',
  'games.delete.no': 'La garder',
  'games.deleted': 'La partie a été supprimée.',
  'games.delete.stale':
    'Cette partie a changé entre-temps dans un autre onglet et n’a pas été supprimée : regardez-la d’abord à nouveau.',
  'games.gone': 'Cette partie n’est plus là : elle a été supprimée dans un autre onglet.',
  'games.openFailed':
    'Impossible d’ouvrir cette partie : ses données ne forment pas une partie que cette page sait jouer.',
  'games.unreadable.delete': 'Supprimer les données illisibles',
  'games.unreadable.title': 'Supprimer les données illisibles ?',
  'games.unreadable.text':
    'Cette version de la page ne sait pas les ouvrir. Une fois supprimées, elles sont perdues pour de bon.',
  'games.unreadable.yes': 'Les supprimer',
  'games.move.title': 'Emporter vos parties sur un autre appareil',
  'games.move.text':
    'Exporter met toutes les parties dans un seul fichier, chacune avec son lien. Sur l’autre appareil ou navigateur, ouvrez cette page, puis importez le fichier dans Mes parties : les parties déjà là sont mises à jour, jamais en double.',
  'games.export': 'Exporter mes parties',
  'games.import': 'Importer des parties',
  'games.exported': {
    one: '{count} partie exportée dans le fichier {file}.',
    other: '{count} parties exportées dans le fichier {file}.',
  },
};

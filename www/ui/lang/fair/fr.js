// Français : les messages du mode équitable (www/features/fair.js), chargés avec lui (i18n.js
// usePart('fair')). Les mots du jeu tels que GLOSSARY.md les donne ; « clé » est le secret d'une place.

export default {
  'fair.title': 'Distribution équitable',
  'fair.promise':
    'Vos appareils distribuent ensemble les Muses au fil des liens que vous vous envoyez : aucun joueur, aucune page, aucun hébergeur ne peut voir une carte avant que les règles ne la montrent. Chaque message est signé par son joueur et vérifié par chaque navigateur ; un lien modifié en chemin est refusé. Cela ne peut empêcher des joueurs de se montrer leurs propres cartes, ni obliger un joueur à répondre.',
  'fair.seat': 'Place {seat}',
  'fair.firstIsYou': "Dans une distribution équitable, la place 1, c'est vous : confiez-la à une personne.",
  'fair.needsPeople':
    'La distribution équitable est pour des joueurs éloignés : confiez au moins une autre place à une personne.',
  'fair.done.Shuffle': 'Mélangées.',
  'fair.done.Deal': 'Distribuées.',
  'fair.done.Strip': 'Votre appareil a fait sa part de la distribution.',
  'fair.done.Play': 'Votre coup est joué.',
  'fair.done.Reveal': 'Votre clé est révélée.',
  'fair.next.Shuffle': '{name} mélange ensuite.',
  'fair.next.Deal': '{name} distribue ensuite.',
  'fair.next.Strip': "C'est au tour de l'appareil de {name} de faire sa part de la distribution.",
  'fair.next.Play': '{name} joue ensuite.',
  'fair.next.Reveal': 'La manche est finie : on attend la clé de {name}.',
  'fair.sendTo': 'Envoyez ce lien à {name}.',
  'fair.working': 'Cet appareil envoie ses messages…',
  'fair.watching': 'Vous regardez : {what}',
  'fair.runsComputers': {
    one: "Cet appareil joue la place de l'ordinateur {names} : il pourrait lire ses cartes.",
    other: 'Cet appareil joue les places des ordinateurs {names} : il pourrait lire leurs cartes.',
  },
  'fair.round': 'Manche {round} : ',
  'fair.valid': 'valide : chaque message est vérifié.',
  'fair.invalid': 'NON VALIDE. {why}',
  'fair.notVerified': 'pas encore vérifiée : on attend la clé de {names}.',
  'fair.send': 'Envoyer le lien',
  'fair.link': 'Le lien à envoyer',
  'fair.sendKey': 'Envoyer ma clé à tous',
  'fair.keySent': 'Votre clé est partie : leurs appareils vérifient la manche avec elle.',
  'fair.keyCopied':
    'Lien avec votre clé copié : collez-le dans un message à tous, pour que leurs appareils vérifient la manche.',
  'fair.keyNotSent':
    'Votre clé n’a pas été envoyée. Envoyez-la avant de continuer : sans elle, les autres ne peuvent pas vérifier cette manche.',
  'fair.keyFailed':
    'Impossible de partager ou de copier le lien : copiez-le depuis la barre d’adresse et envoyez-le à tous, pour qu’ils vérifient la manche.',
  'fair.keyFirst': 'Envoyez d’abord votre clé à tous : sans elle, les autres ne peuvent pas vérifier cette manche.',
  'fair.live': 'En direct : cela arrive sur leur appareil aussitôt.',
  'fair.sent': 'Lien envoyé.',
  'fair.copied': 'Lien copié : collez-le dans un message.',
  'fair.copyByHand': 'Copiez le lien ci-dessus et envoyez-le.',
  'fair.key': 'Ma clé',
  'fair.keysTitle': 'Votre clé',
  'fair.keysText':
    "La clé de votre place est son secret : avec elle, un autre appareil joue votre place (pour changer d'appareil en cours de partie). Ne la montrez qu'à vous-même, ouvrez d'abord le dernier lien sur l'autre appareil, et ne jouez plus votre place que là.",
  'fair.keyOf': 'Clé de {name}',
  'fair.showKey': 'Afficher',
  'fair.haveKey': "Une clé venue d'un autre appareil",
  'fair.useKey': 'Utiliser cette clé',
  'fair.close': 'Fermer',
  'fair.whichSeat': 'Quelle est votre place ?',
  'fair.whichSeatText':
    'Une partie équitable : cet appareil jouera la place que vous choisissez, avec une clé secrète à lui. Choisissez une place que personne ne joue encore, apportez votre clé de votre autre appareil, ou regardez.',
  'fair.takeSeat': 'Place {seat} : {name}',
  'fair.watch': 'Regarder',
  'fair.newGame': 'Nouvelle partie',
  'fair.back': 'Revenir à la partie de cet appareil',
  'fair.refused': 'Ce lien a été refusé',
  'fair.refusedKept': "La partie sur cet appareil n'a pas changé.",
  'fair.refusedNew': "Rien n'a été ouvert.",
  'fair.noUndo': 'Dans une partie équitable, un coup ne peut pas être annulé : il est envoyé.',
  'fair.sendAll': 'Envoyez ce lien à tous ({names}) : leurs appareils y vérifient la manche.',
  'fair.whichSeatFull':
    'Une partie équitable : toutes les places sont prises. Apportez votre clé de votre autre appareil, ou regardez.',
  'fair.atLimit':
    "Elle a atteint la limite de {turns} tours de danse sans un 6 : elle n'a pas de résultat, et la partie s'arrête avec elle.",
  'fair.older': 'Ce lien est plus ancien que la partie de cet appareil',
  'fair.status.dealing': 'Manche {round} : la distribution est en cours',
  'fair.status.keys': 'La manche {round} est finie : son résultat vient avec la clé de chaque joueur',
  'fair.status.limit': "La manche {round} s'arrête à {turns} tours de danse : on attend la clé de chaque joueur",
  'fair.status.limitOver': "La manche {round} s'est arrêtée à {turns} tours de danse : pas de résultat",
  'fair.status.stopped': 'La partie est arrêtée',
};

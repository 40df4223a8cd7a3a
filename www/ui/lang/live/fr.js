// Français : les messages du jeu en direct (www/features/live/panel.js), chargés avec lui (i18n.js
// usePart('live')). « Invitation » et « réponse » sont les deux liens de l'échange.

export default {
  'live.title': 'Jouer en direct',
  'live.intro':
    "Envoyez une invitation à chaque ami\u202f; chacun vous renvoie une réponse. Ensuite chaque coup s'affiche aussitôt sur tous les écrans. Si une connexion tombe, la partie continue par lien et rien n'est perdu.",
  'live.guest.intro':
    "Chaque coup s'affiche aussitôt sur tous les écrans. Si la connexion tombe, la partie continue par lien et rien n'est perdu.",
  'live.invite': 'Inviter {name}',
  'live.inviteAgain': 'Nouvelle invitation pour {name}',
  'live.invitationFor': 'Invitation pour {name}',
  'live.replyFrom': 'Réponse de {name}\u00a0: collez-la ici, ou ouvrez-la sur cet appareil',
  'live.replyFor': 'Votre réponse pour {name}',
  'live.connect': 'Connecter',
  'live.copy': 'Copier',
  'live.share': 'Partager',
  'live.copied': 'Lien copié\u00a0: collez-le dans un message.',
  'live.copyByHand': 'Copiez le lien ci-dessus et envoyez-le.',
  'live.qr': 'Le même lien en code QR, pour un téléphone dans la même pièce',
  'live.status.preparing': "Préparation de l'invitation…",
  'live.status.inviting':
    'Envoyez cette invitation à {name}, puis ouvrez ou collez la réponse que {name} vous renvoie.',
  'live.status.connecting': 'Connexion avec {name}…',
  'live.status.here': '{name} est là\u00a0: les coups arrivent en direct.',
  'live.status.dropped':
    'La connexion de {name} est tombée\u00a0: faites une nouvelle invitation pour {name}, ou la partie continue par lien.',
  'live.guest.preparing': 'Préparation de votre réponse…',
  'live.guest.sendReply': "Envoyez cette réponse à {name}. Vous serez connectés dès que {name} l'ouvrira.",
  'live.guest.connected': "Connecté à l'appareil de {name}\u00a0: les coups arrivent en direct.",
  'live.guest.dropped':
    'La connexion avec {name} est tombée\u00a0: la partie continue par lien. Demandez à {name} une nouvelle invitation pour rejouer en direct.',
  'live.here': 'Présents\u00a0: {names}.',
  'live.othersDropped': {
    one: 'La connexion de {names} est tombée.',
    other: 'Les connexions de {names} sont tombées.',
  },
  'live.why.empty': "Collez d'abord le lien entier.",
  'live.why.notLive': "Ce n'est pas un lien pour jouer en direct\u00a0: collez le lien que {name} vous a envoyé.",
  'live.why.tooLong': 'Ce texte est bien trop long pour être un lien pour jouer en direct.',
  'live.why.damaged': 'Ce lien est abîmé\u00a0: copiez-le à nouveau, en entier, depuis le message.',
  'live.why.incomplete': 'Une partie de ce lien manque\u00a0: copiez-le à nouveau, en entier, depuis le message.',
  'live.why.newer': "Ce lien vient d'une version plus récente du jeu\u00a0: rechargez la page, puis réessayez.",
  'live.why.malformed': 'Ce lien est illisible\u00a0: demandez-en un nouveau à {name}.',
  'live.why.notInvitation':
    "C'est une réponse, pas une invitation\u00a0: elle s'ouvre sur l'appareil qui a fait l'invitation.",
  'live.why.notReply': "C'est l'invitation elle-même\u00a0: collez la réponse que {name} vous renvoie.",
  'live.why.otherInvitation':
    'Cette réponse est pour une invitation plus ancienne\u00a0: envoyez à {name} la plus récente.',
  'live.why.noInvitation':
    "Aucune invitation de cette page n'attend cette réponse\u00a0: ouvrez-la sur l'appareil qui a fait l'invitation.",
  'live.why.noWebRTC': 'Ce navigateur ne peut pas jouer en direct\u00a0: continuez par lien.',
  'live.why.noNetwork': "Cet appareil n'est connecté à aucun réseau.",
  'live.why.unsupported':
    'Les données de connexion de ce navigateur ne tiennent pas dans un lien\u00a0: continuez par lien.',
  'live.why.refused':
    "Le navigateur n'a pas pu utiliser le lien de {name}\u00a0: faites une nouvelle invitation, ou continuez par lien.",
  'live.why.late': 'La réponse de {name} est arrivée trop tard\u00a0: faites une nouvelle invitation.',
  'live.why.unreachable':
    "Impossible de joindre l'appareil de {name}\u00a0: la page de votre invitation y est peut-être fermée, ou vos réseaux ne se relient pas directement. Faites une nouvelle invitation, ou continuez par lien.",
  'live.setting': 'Comment les appareils se trouvent',
  'live.setting.public': 'Par un serveur public (STUN de Google)\u00a0: marche à travers internet',
  'live.setting.none': 'Aucun\u00a0: même réseau seulement',
  'live.privacy':
    "Le serveur public apprend votre adresse internet publique (jamais la partie), et chaque joueur auquel vous vous connectez l'apprend aussi. Les coups vont directement d'un appareil à l'autre\u00a0: aucun serveur ne les relaie. Si vos réseaux ne se relient pas directement, jouez par lien.",
  // Dans la partie (game.js) : la barre sous le tour, la réponse passée à un autre onglet.
  'live.friend': 'la personne qui joue avec vous',
  'live.bar.here': {
    one: '{names} est là\u00a0: les coups arrivent en direct.',
    other: '{names} sont là\u00a0: les coups arrivent en direct.',
  },
  'live.bar.dropped': {
    one: 'La connexion de {names} est tombée\u00a0: envoyez à {names} le lien pour continuer.',
    other: 'Les connexions de {names} sont tombées\u00a0: envoyez-leur le lien pour continuer.',
  },
  'live.bar.waiting': 'En attente de la connexion de {names}.',
  'live.sent': '{name} est là\u00a0: votre coup est déjà arrivé.',
  'live.replyPassed': "La réponse est allée à la page qui a fait l'invitation\u00a0: vous pouvez fermer cet onglet.",
  // La partie que rejoint l'invité, la sortie de l'écran sans partie dessous, une invitation
  // ouverte dans un autre onglet, une réponse rouverte, un échec de l'invité.
  'live.guest.invited': '{name} vous invite à jouer en direct.',
  'live.guest.invitedAs': '{name} invite {guest} à jouer en direct.',
  'live.close': 'Fermer',
  'live.guest.elsewhere':
    'Cette invitation est déjà ouverte dans un autre onglet de ce navigateur, qui va se connecter\u00a0: continuez dans cet onglet, et fermez celui-ci.',
  'live.replyElsewhere': "La réponse de cet onglet pour {name}, si vous ne l'avez pas encore envoyée",
  'live.why.used':
    "L'invitation de cette réponse a déjà reçu une réponse (celle-ci ouverte avant, ou une autre)\u00a0: la connexion avec {name} est faite, ou en cours, sur la page qui a fait l'invitation.",
  'live.closeTab': 'Vous pouvez fermer cet onglet.',
  'live.why.spent':
    "L'invitation de cette réponse a déjà reçu une réponse, et cette connexion a pris fin\u00a0: faites une nouvelle invitation pour {name} sur la page qui a fait l'invitation.",
  'live.why.guest.unreachable':
    "Impossible de joindre l'appareil de {name}\u00a0: vos réseaux ne se relient peut-être pas directement. Demandez à {name} une nouvelle invitation, ou continuez par lien.",
  'live.why.guest.refused':
    "Le navigateur n'a pas pu utiliser l'invitation de {name}\u00a0: demandez-en une nouvelle à {name}, ou continuez par lien.",
  // Quelqu'un est tombé : seul l'appareil dont le coup est la nouvelle lui envoie le lien.
  'live.bar.droppedSender': {
    one: 'La connexion de {names} est tombée\u00a0: {sender} envoie le lien à {names}.',
    other: 'Les connexions de {names} sont tombées\u00a0: {sender} leur envoie le lien.',
  },
  'live.bar.droppedLater': {
    one: 'La connexion de {names} est tombée\u00a0: {names} continue par lien.',
    other: 'Les connexions de {names} sont tombées\u00a0: la partie continue avec eux par lien.',
  },
  // L'attente sous la table, en direct.
  'live.wait.here': "En attente de {name}\u00a0: le coup s'affiche ici dès qu'il est joué.",
  'live.wait.other':
    "En attente de {name}\u00a0: {sender} envoie le lien à {name}, et le coup s'affiche ici à son retour.",
};

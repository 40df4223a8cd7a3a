// Share links' messages (www/play/link.js: a link sent, a broken one, which seat is yours), loaded
// with it: French.
export default {
  'send.title': 'Envoyer votre coup à {name}',
  'send.title.over': 'Envoyer la fin de la partie',
  'send.text': '{name} ouvre ce lien, voit votre coup et joue le sien, puis vous renvoie le lien.',
  'send.text.over': "Qui ouvre ce lien voit comment la partie s'est terminée, et peut la revoir.",
  'share.sent': 'Lien envoyé.',
  'share.copied': 'Lien copié : collez-le dans un message.',
  'share.byHand': 'Copiez le lien ci-dessus (il est sélectionné) et envoyez-le.',
  'seat.choice': 'Place {seat} : {name}, {colour}',
  'badlink.newer': 'Rechargez la page pour avoir la dernière version du site, puis rouvrez le lien.',
  'badlink.check': "Vérifiez que tout le lien a été copié, ou demandez à qui vous l'a envoyé de le renvoyer.",
};

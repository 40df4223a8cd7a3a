// Share links' messages (www/play/link.js: a link sent, a broken one, which seat is yours), loaded
// with it: Italian.
export default {
  'send.title': 'Invia la tua mossa a {name}',
  'send.title.over': 'Invia la fine della partita',
  'send.text': '{name} apre questo link, vede la tua mossa e gioca la sua, poi ti rimanda il link.',
  'send.text.over': "Chi apre questo link vede com'è finita la partita, e può rivederla.",
  'share.sent': 'Link inviato.',
  'share.copied': 'Link copiato: incollalo in un messaggio.',
  'share.byHand': 'Copia il link qui sopra (è selezionato) e invialo.',
  'seat.choice': 'Posto {seat}: {name}, {colour}',
  'badlink.newer': 'Ricarica la pagina per avere la versione più recente del sito, poi apri di nuovo il link.',
  'badlink.check': "Controlla di aver copiato tutto il link, o chiedi a chi te l'ha mandato di rimandarlo.",
};

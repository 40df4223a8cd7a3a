// Italiano: i messaggi del gioco dal vivo (www/features/live/panel.js), caricati con esso (i18n.js
// usePart('live')). "Invito" e "risposta" sono i due link dello scambio.

export default {
  'live.title': 'Gioca dal vivo',
  'live.intro':
    'Invia un invito a ogni amico; ognuno ti rimanda una risposta. Poi ogni mossa appare subito su tutti gli schermi. Se una connessione cade, la partita continua via link e non si perde nulla.',
  'live.guest.intro':
    'Ogni mossa appare subito su tutti gli schermi. Se la connessione cade, la partita continua via link e non si perde nulla.',
  'live.invite': 'Invita {name}',
  'live.inviteAgain': 'Nuovo invito per {name}',
  'live.invitationFor': 'Invito per {name}',
  'live.replyFrom': 'Risposta di {name}: incollala qui o aprila su questo dispositivo',
  'live.replyFor': 'La tua risposta per {name}',
  'live.connect': 'Connetti',
  'live.copy': 'Copia',
  'live.share': 'Condividi',
  'live.copied': 'Link copiato: incollalo in un messaggio.',
  'live.copyByHand': 'Copia il link qui sopra e invialo.',
  'live.qr': 'Lo stesso link come codice QR, per un telefono nella stessa stanza',
  'live.status.preparing': "Preparo l'invito…",
  'live.status.inviting': 'Invia questo invito a {name}, poi apri o incolla la risposta che {name} ti rimanda.',
  'live.status.connecting': 'Connessione con {name}…',
  'live.status.here': '{name} è qui: le mosse arrivano dal vivo.',
  'live.status.dropped':
    'La connessione di {name} è caduta: fai un nuovo invito per {name}, o la partita continua via link.',
  'live.guest.preparing': 'Preparo la tua risposta…',
  'live.guest.sendReply': 'Invia questa risposta a {name}. Sarete connessi appena {name} la apre.',
  'live.guest.connected': 'Connesso al dispositivo di {name}: le mosse arrivano dal vivo.',
  'live.guest.dropped':
    'La connessione con {name} è caduta: la partita continua via link. Chiedi a {name} un nuovo invito per giocare di nuovo dal vivo.',
  'live.here': 'Presenti: {names}.',
  'live.othersDropped': {
    one: 'La connessione di {names} è caduta.',
    other: 'Le connessioni di {names} sono cadute.',
  },
  'live.why.empty': 'Prima incolla tutto il link.',
  'live.why.notLive': 'Questo non è un link per giocare dal vivo: incolla il link che {name} ti ha inviato.',
  'live.why.tooLong': 'Questo testo è troppo lungo per essere un link per giocare dal vivo.',
  'live.why.damaged': 'Questo link è rovinato: copialo di nuovo, intero, dal messaggio.',
  'live.why.incomplete': 'Manca una parte di questo link: copialo di nuovo, intero, dal messaggio.',
  'live.why.newer': 'Questo link viene da una versione più recente del gioco: ricarica la pagina e riprova.',
  'live.why.malformed': 'Questo link non si può leggere: chiedine uno nuovo a {name}.',
  'live.why.notInvitation': "Questa è una risposta, non un invito: va aperta sul dispositivo che ha fatto l'invito.",
  'live.why.notReply': "Questo è l'invito stesso: incolla la risposta che {name} ti rimanda.",
  'live.why.otherInvitation': 'Questa risposta è per un invito precedente: invia a {name} il più recente.',
  'live.why.noInvitation':
    "Nessun invito in questa pagina aspetta questa risposta: aprila sul dispositivo che ha fatto l'invito.",
  'live.why.noWebRTC': 'Questo browser non può giocare dal vivo: continuate via link.',
  'live.why.noNetwork': 'Questo dispositivo non è connesso a una rete.',
  'live.why.unsupported': 'I dati di connessione di questo browser non stanno in un link: continuate via link.',
  'live.why.refused': 'Il browser non ha potuto usare il link di {name}: fai un nuovo invito o continuate via link.',
  'live.why.late': 'La risposta di {name} è arrivata troppo tardi: fai un nuovo invito.',
  'live.why.unreachable':
    'Impossibile raggiungere il dispositivo di {name}: forse la pagina con il tuo invito lì è chiusa, o le vostre reti non si collegano direttamente. Fai un nuovo invito o continuate via link.',
  'live.setting': 'Come si trovano i dispositivi',
  'live.setting.public': 'Tramite un server pubblico (STUN di Google): funziona attraverso internet',
  'live.setting.none': 'Nessuno: solo nella stessa rete',
  'live.privacy':
    'Il server pubblico vede il tuo indirizzo internet pubblico (mai la partita), e lo vede anche ogni giocatore con cui ti connetti. Le mosse passano direttamente tra i dispositivi: nessun server le inoltra. Se le vostre reti non si collegano direttamente, giocate via link.',
  // Nella partita (game.js): la barra sotto il turno, la risposta passata a un'altra scheda.
  'live.friend': 'chi gioca con te',
  'live.bar.here': {
    one: '{names} è qui: le mosse arrivano dal vivo.',
    other: '{names} sono qui: le mosse arrivano dal vivo.',
  },
  'live.bar.dropped': {
    one: 'La connessione di {names} è caduta: invia a {names} il link per continuare.',
    other: 'Le connessioni di {names} sono cadute: invia loro il link per continuare.',
  },
  'live.bar.waiting': 'In attesa della connessione di {names}.',
  'live.sent': '{name} è qui: la tua mossa è già arrivata.',
  'live.replyPassed': "La risposta è andata alla pagina che ha fatto l'invito: puoi chiudere questa scheda.",
  // Di chi è la partita a cui ci si unisce, l'uscita dalla schermata senza partita sotto, un
  // invito aperto in un'altra scheda, una risposta aperta di nuovo, un errore dell'invitato.
  'live.guest.invited': '{name} ti invita a giocare dal vivo.',
  'live.guest.invitedAs': '{name} invita {guest} a giocare dal vivo.',
  'live.close': 'Chiudi',
  'live.guest.elsewhere':
    "Questo invito è già aperto in un'altra scheda di questo browser, che si connetterà: continua in quella scheda e chiudi questa.",
  'live.replyElsewhere': "La risposta di quella scheda per {name}, se non l'hai ancora inviata",
  'live.why.used':
    "L'invito di questa risposta ha già avuto risposta (questa, aperta prima, o un'altra): la connessione con {name} è fatta, o in corso, nella pagina che ha fatto l'invito.",
  'live.closeTab': 'Puoi chiudere questa scheda.',
  'live.why.spent':
    "L'invito di questa risposta ha già avuto risposta, e quella connessione è finita: fai un nuovo invito per {name} nella pagina che ha fatto l'invito.",
  'live.why.guest.unreachable':
    'Impossibile raggiungere il dispositivo di {name}: forse le vostre reti non si collegano direttamente. Chiedi a {name} un nuovo invito o continuate via link.',
  'live.why.guest.refused':
    "Il browser non ha potuto usare l'invito di {name}: chiedine uno nuovo a {name} o continuate via link.",
  // Qualcuno è caduto: solo il dispositivo la cui mossa è la novità gli invia il link.
  'live.bar.droppedSender': {
    one: 'La connessione di {names} è caduta: {sender} invia il link a {names}.',
    other: 'Le connessioni di {names} sono cadute: {sender} invia loro il link.',
  },
  'live.bar.droppedLater': {
    one: 'La connessione di {names} è caduta: {names} continua via link.',
    other: 'Le connessioni di {names} sono cadute: continuano via link.',
  },
  // L'attesa sotto il tavolo, dal vivo.
  'live.wait.here': 'In attesa di {name}: la mossa appare qui appena è fatta.',
  'live.wait.other': 'In attesa di {name}: {sender} invia il link a {name}, e la mossa appare qui quando torna.',
};

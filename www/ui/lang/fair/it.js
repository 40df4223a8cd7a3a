// Italiano: i messaggi della modalità equa (www/features/fair.js), caricati con essa (i18n.js
// usePart('fair')). Le parole del gioco come le dà GLOSSARY.md; "chiave" è il segreto di un posto.

export default {
  'fair.title': 'Distribuzione equa',
  'fair.promise':
    'I vostri dispositivi distribuiscono insieme le Muse attraverso i link che vi mandate: nessun giocatore, pagina o sito può vedere una carta prima che le regole la mostrino. Ogni messaggio è firmato dal suo giocatore e controllato da ogni browser; un link alterato lungo la strada è rifiutato. Non può impedire a dei giocatori di mostrarsi le proprie carte, né obbligare un giocatore a rispondere.',
  'fair.seat': 'Posto {seat}',
  'fair.firstIsYou': 'In una distribuzione equa il posto 1 sei tu: fallo giocare da una persona.',
  'fair.needsPeople':
    'La distribuzione equa è per giocatori lontani: fai giocare almeno un altro posto da una persona.',
  'fair.done.Shuffle': 'Mescolate.',
  'fair.done.Deal': 'Distribuite.',
  'fair.done.Strip': 'Il tuo dispositivo ha fatto la sua parte della distribuzione.',
  'fair.done.Play': 'La tua mossa è fatta.',
  'fair.done.Reveal': 'La tua chiave è rivelata.',
  'fair.next.Shuffle': 'Ora mescola {name}.',
  'fair.next.Deal': 'Ora distribuisce {name}.',
  'fair.next.Strip': 'Ora il dispositivo di {name} fa la sua parte della distribuzione.',
  'fair.next.Play': 'Ora gioca {name}.',
  'fair.next.Reveal': 'La manche è finita: si aspetta la chiave di {name}.',
  'fair.sendTo': 'Manda questo link a {name}.',
  'fair.working': 'Questo dispositivo sta mandando i suoi messaggi…',
  'fair.watching': 'Osservi: {what}',
  'fair.runsComputers': {
    one: 'Questo dispositivo gioca il posto del computer {names}: potrebbe leggerne le carte.',
    other: 'Questo dispositivo gioca i posti dei computer {names}: potrebbe leggerne le carte.',
  },
  'fair.round': 'Manche {round}: ',
  'fair.valid': 'valida: ogni messaggio è controllato.',
  'fair.invalid': 'NON VALIDA. {why}',
  'fair.notVerified': 'non ancora verificata: si aspetta la chiave di {names}.',
  'fair.send': 'Manda il link',
  'fair.link': 'Il link da mandare',
  'fair.sendKey': 'Manda la mia chiave a tutti',
  'fair.keySent': 'La tua chiave è partita: i loro dispositivi ci controllano la manche.',
  'fair.keyCopied':
    'Link con la tua chiave copiato: incollalo in un messaggio a tutti, così i loro dispositivi controllano la manche.',
  'fair.keyNotSent':
    'La tua chiave non è partita. Mandala prima di proseguire: senza, gli altri non possono controllare questa manche.',
  'fair.keyFailed':
    'Impossibile condividere o copiare il link: copialo dalla barra degli indirizzi e mandalo a tutti, così controllano la manche.',
  'fair.keyFirst': 'Prima manda la tua chiave a tutti: senza, gli altri non possono controllare questa manche.',
  'fair.live': 'In diretta: arriva subito sul loro dispositivo.',
  'fair.sent': 'Link mandato.',
  'fair.copied': 'Link copiato: incollalo in un messaggio.',
  'fair.copyByHand': 'Copia il link qui sopra e mandalo.',
  'fair.key': 'La mia chiave',
  'fair.keysTitle': 'La tua chiave',
  'fair.keysText':
    "La chiave del tuo posto è il suo segreto: con essa un altro dispositivo gioca il tuo posto (per cambiare dispositivo durante la partita). Mostrala solo a te stesso, sull'altro dispositivo apri prima l'ultimo link, e da allora gioca il tuo posto solo lì.",
  'fair.keyOf': 'Chiave di {name}',
  'fair.showKey': 'Mostra',
  'fair.haveKey': 'Una chiave da un altro dispositivo',
  'fair.useKey': 'Usa questa chiave',
  'fair.close': 'Chiudi',
  'fair.whichSeat': 'Qual è il tuo posto?',
  'fair.whichSeatText':
    "Una partita equa: questo dispositivo giocherà il posto che scegli, con una sua chiave segreta. Scegli un posto che nessuno gioca ancora, porta la tua chiave dall'altro dispositivo, oppure osserva.",
  'fair.takeSeat': 'Posto {seat}: {name}',
  'fair.watch': 'Osserva',
  'fair.newGame': 'Nuova partita',
  'fair.back': 'Torna alla partita su questo dispositivo',
  'fair.refused': 'Questo link è stato rifiutato',
  'fair.refusedKept': 'La partita su questo dispositivo non è cambiata.',
  'fair.refusedNew': 'Non è stato aperto nulla.',
  'fair.noUndo': 'In una partita equa una mossa non si può annullare: è già mandata.',
  'fair.sendAll': 'Manda questo link a tutti ({names}): i loro dispositivi ci controllano la manche.',
  'fair.whichSeatFull':
    "Una partita equa: ogni posto è preso. Porta la tua chiave dall'altro dispositivo, oppure osserva.",
  'fair.atLimit':
    'Ha raggiunto il limite di {turns} turni di danza senza un 6: non ha risultato, e la partita finisce con essa.',
  'fair.older': 'Questo link è più vecchio della partita su questo dispositivo',
  'fair.status.dealing': 'Manche {round}: la distribuzione è in corso',
  'fair.status.keys': 'La manche {round} è finita: il risultato arriva con la chiave di ogni giocatore',
  'fair.status.limit': 'La manche {round} si ferma a {turns} turni di danza: si aspetta la chiave di ogni giocatore',
  'fair.status.limitOver': 'La manche {round} si è fermata a {turns} turni di danza: nessun risultato',
  'fair.status.stopped': 'La partita è ferma',
};

// Italiano: le parole di «Le mie partite» (www/play/games.js), caricate con esse
// (i18n.js usePart('games')).

export default {
  'games.kind.hotseat': 'A turno su questo dispositivo',
  'games.kind.computer': 'Contro il computer',
  'games.kind.link': 'Via link',
  'games.kind.fair': 'Distribuzione equa',
  'games.yourTurn': 'Tocca a te',
  'games.watching': 'Spettatore: tocca a {name}',
  'games.waitingTime': 'In attesa di {name} da oggi, ore {time}',
  'games.waitingYesterday': 'In attesa di {name} da ieri',
  'games.waitingDay': 'In attesa di {name} da {day}',
  'games.waitingDate': 'In attesa di {name} dal giorno {date}',
  'games.ended': 'Finita',
  'games.won': { one: 'Finita: ha vinto {names}', other: 'Finita: hanno vinto {names}' },
  'games.shared': 'Finita: {names} si dividono la vittoria',
  'games.round': 'Manche {round} di {rounds}',
  'games.moves': { '=0': 'Ancora nessuna mossa', one: '{count} mossa', other: '{count} mosse' },
  'games.played': 'Ultima mossa: {when}',
  'games.playedNow': 'Giocata proprio ora',
  'games.keepNote': 'Le partite in corso restano finché non le elimini; di quelle finite, le ultime {keep} giocate.',
  'games.thinned': {
    one: '{count} partita finita, la più vecchia, è stata tolta per tenere corta la lista.',
    other: '{count} partite finite, le più vecchie, sono state tolte per tenere corta la lista.',
  },
  'games.unreadable': {
    one: 'Alcuni dati salvati non si possono leggere ({count} voce): restano come sono, e le altre partite sono al sicuro.',
    other:
      'Alcuni dati salvati non si possono leggere ({count} voci): restano come sono, e le altre partite sono al sicuro.',
  },
  'games.tabTitle': '({count}) Tocca a te · Dance of Muses',
  'games.movedElsewhere': 'La mossa di {name} è stata giocata in un’altra scheda.',
  'games.lost':
    'La tua mossa non è stata tenuta: nello stesso momento si è mosso in questa partita da un’altra scheda. Ecco la partita com’è ora.',
  'games.deletedElsewhere': 'Questa partita è stata eliminata in un’altra scheda.',
  'games.problem.stale':
    'Questa partita è andata avanti in un’altra scheda: eccola com’è ora, la tua mossa non è stata fatta.',
  'games.problem.full':
    'Impossibile salvare: lo spazio di questo browser è pieno. La partita continua nel suo link (l’indirizzo); elimina delle partite finite in Le mie partite per fare spazio.',
  'games.problem.refused':
    'Questo browser non lascia salvare le partite (una finestra anonima?). La partita continua nel suo link: tieni l’indirizzo per tornarci.',
  'games.problem.unreadable':
    'I dati salvati di questa partita non si possono leggere: restano come sono, e non ci è stato scritto sopra nulla.',
  'games.problem.failed': 'Impossibile salvare la partita. Continua nel suo link (l’indirizzo).',
  'games.branch':
    'Questo link si separa dalla tua partita della stessa distribuzione: le tieni tutte e due, una accanto all’altra.',
  'games.export.keys': 'Includi le mie chiavi delle distribuzioni eque',
  'games.export.keysNote':
    'Con le tue chiavi, chi ha questo file può giocare i tuoi posti nelle tue distribuzioni eque e vedere le tue Muse nascoste: tienilo per te. Senza, le tue distribuzioni eque si aprono sull’altro dispositivo solo da guardare, finché non porti la tua chiave.',
  'games.import.tooBig':
    'Questo file è troppo grande per essere un file di partite (al massimo {size}). Non è cambiato nulla.',
  'games.import.notOurs': 'Questo non è un file di partite di Dance of Muses. Non è cambiato nulla.',
  'games.import.newer':
    'Questo file di partite è stato fatto da una versione più recente del sito: ricarica la pagina per aggiornarla, poi importa di nuovo. Non è cambiato nulla.',
  'games.import.broken': 'Questo file di partite è danneggiato. Non è cambiato nulla.',
  'games.import.added': { one: '{count} partita aggiunta.', other: '{count} partite aggiunte.' },
  'games.import.updated': { one: '{count} partita aggiornata.', other: '{count} partite aggiornate.' },
  'games.import.same': { one: '{count} partita c’era già.', other: '{count} partite c’erano già.' },
  'games.import.conflicts': {
    one: '{count} partita è diversa da quella qui della stessa distribuzione: le tieni tutte e due.',
    other: '{count} partite sono diverse da quelle qui della stessa distribuzione: le tieni tutte e due.',
  },
  'games.import.nothing': 'In questo file non c’era nessuna partita.',
  'games.older':
    'Questo link mostra un punto precedente di una partita che hai su questo dispositivo, andata avanti da allora.',
  'games.older.title': 'Questa partita qui è più avanti',
  'games.older.mine': 'Apri la mia partita com’è ora',
  'games.older.both': 'Apri il link accanto',
  'games.changedElsewhere': 'Questa partita è stata cambiata in un’altra scheda: eccola com’è ora.',
  'games.notice.close': 'Chiudi',
  'games.title': 'Le mie partite',
  'games.lead': {
    '=0': 'In questo browser non c’è ancora nessuna partita.',
    one: '{count} partita tenuta in questo browser, su questo dispositivo.',
    other: '{count} partite tenute in questo browser, su questo dispositivo.',
  },
  'games.open': 'Apri',
  'games.puzzles': {
    one: 'Il suo errore come rompicapo ({solved} risolti)',
    other: 'I suoi {count} errori come rompicapi ({solved} risolti)',
  },
  'games.delete': 'Elimina',
  'games.delete.title': 'Eliminare questa partita?',
  'games.delete.text':
    'La partita di {players} ({state}) viene tolta da questo dispositivo per sempre; un link che hai mandato o tenuto la apre ancora.',
  'games.delete.yes': 'Elimina',
  'games.delete.no': 'Tienila',
  'games.deleted': 'La partita è stata eliminata.',
  'games.delete.stale':
    'Nel frattempo questa partita è cambiata in un’altra scheda e non è stata eliminata: guardala di nuovo prima.',
  'games.gone': 'Questa partita non c’è più: è stata eliminata in un’altra scheda.',
  'games.openFailed':
    'Impossibile aprire questa partita: i suoi dati non formano una partita che questa pagina sa giocare.',
  'games.unreadable.delete': 'Elimina i dati che non si possono leggere',
  'games.unreadable.title': 'Eliminare i dati che non si possono leggere?',
  'games.unreadable.text': 'Questa versione della pagina non sa aprirli. Una volta eliminati, sono persi per sempre.',
  'games.unreadable.yes': 'Eliminali',
  'games.move.title': 'Porta le tue partite su un altro dispositivo',
  'games.move.text':
    'Esporta mette tutte le partite in un solo file, ciascuna con il suo link. Sull’altro dispositivo o browser apri questa pagina, poi importa il file in Le mie partite: le partite che ci sono già vengono aggiornate, mai raddoppiate.',
  'games.export': 'Esporta le mie partite',
  'games.import': 'Importa partite',
  'games.exported': {
    one: '{count} partita esportata nel file {file}.',
    other: '{count} partite esportate nel file {file}.',
  },
};

// The review's messages (www/features/review/), loaded with it: Italian.
export default {
  'review.title': 'Analisi',
  'review.about':
    'Per ogni mossa il computer stima la probabilità di ogni Compagnia di vincere la manche, giudicando la mossa su ciò che il suo giocatore poteva vedere allora. Scegli una mossa: il tavolo la mostra con una freccia sottile, e una migliore con una freccia dorata.',
  'review.cancel': 'Annulla',
  'review.goOn': 'Continua',
  'review.retry': 'Riprova',
  'review.deeper': 'Analizza più a fondo (più lento)',
  'review.loading': 'Preparo il computer…',
  'review.started': 'Il computer analizza la partita, mossa per mossa.',
  'review.running': { one: 'Analisi: {count} mossa su {total}…', other: 'Analisi: {count} mosse su {total}…' },
  'review.stopped': {
    one: 'Fermata dopo {count} mossa su {total}. Continua la riprende da lì.',
    other: 'Fermata dopo {count} mosse su {total}. Continua la riprende da lì.',
  },
  'review.done': { one: 'Analisi finita: {count} mossa.', other: 'Analisi finita: {count} mosse.' },
  'review.doneDeeper': {
    one: 'Analisi a fondo finita: {count} mossa.',
    other: 'Analisi a fondo finita: {count} mosse.',
  },
  'review.error.failed': 'L’analisi si è fermata per un errore. Riprova.',
  'review.error.load': 'Non è stato possibile scaricare l’analisi. Riprova tra poco.',
  'review.error.offline':
    'L’analisi si scarica la prima volta che la si usa, e questo dispositivo è offline. Connettiti, poi riprova.',
  'review.percent': '{value}%',
  'review.graph': 'La probabilità di ogni Compagnia di vincere la manche, mossa per mossa',
  'review.turningShort': 'Svolta',
  'review.showTurning': 'Mostra la svolta',
  'review.nothingYet': 'Nessuna mossa ancora analizzata.',
  'review.chance': '{company}: {chance}',
  'review.after': 'Dopo l’ultima mossa: {chances}.',
  'review.sofar': 'Finora: {chances}.',
  'review.turning': 'La svolta: mossa {move}, di {name} ({mark}).',
  'review.noTurning': 'Nessuna mossa è costata 10 punti di probabilità: nessuna svolta.',
  'review.marks': 'Segnalate: {marks}.',
  'review.noMarks': 'Nessuna mossa segnalata.',
  'review.count.Blunder': { one: '{count} errore grave', other: '{count} errori gravi' },
  'review.count.Mistake': { one: '{count} errore', other: '{count} errori' },
  'review.count.Inaccuracy': { one: '{count} imprecisione', other: '{count} imprecisioni' },
  'review.count.Strong': { one: '{count} mossa forte', other: '{count} mosse forti' },
  'review.Blunder': 'errore grave',
  'review.Mistake': 'errore',
  'review.Inaccuracy': 'imprecisione',
  'review.Strong': 'mossa forte',
  'review.lost.Blunder':
    'Un errore grave: la probabilità di vittoria di {company} era {best} con la mossa migliore, è {chance} dopo questa.',
  'review.lost.Mistake':
    'Un errore: la probabilità di vittoria di {company} era {best} con la mossa migliore, è {chance} dopo questa.',
  'review.lost.Inaccuracy':
    'Un’imprecisione: la probabilità di vittoria di {company} era {best} con la mossa migliore, è {chance} dopo questa.',
  'review.fine': 'Nessun segno: dopo questa mossa la probabilità di vittoria di {company} è {chance}.',
  'review.strongMove':
    'Una mossa forte: qui quasi ogni mossa avrebbe ceduto la manche, e con questa la probabilità di vittoria di {company} resta {chance}.',
  'review.handsOver': 'Lascia al giocatore successivo la possibilità di finire la manche e vincere subito.',
  'review.puzzles': {
    one: 'Uno dei tuoi errori in questa partita ora è un rompicapo: trova la mossa migliore.',
    other: '{count} dei tuoi errori in questa partita ora sono rompicapi: trova le mosse migliori.',
  },
  'review.solve': 'Risolvili',
  'review.better': 'Era meglio: {move}',
  'review.choose': 'Scegli una mossa nella lista o sul grafico: il tavolo la mostra, con ciò che era meglio.',
  'review.move': 'Mossa {move} di {moves} · {name}',
  'review.notOver':
    'La sua manche non è analizzata: una manche si analizza quando è finita (in una partita equa, quando è verificata).',
  'review.waiting': 'Non ancora analizzata.',
};

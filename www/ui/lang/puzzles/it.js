// I messaggi dei rompicapi (www/features/puzzles/), caricati con essi: italiano. Termini come
// li stampa il regolamento (www/ui/lang/GLOSSARY.md).
export default {
  'puzzles.title': 'Rompicapi',
  'puzzles.leave': 'Esci dai rompicapi',
  'puzzles.sets': 'Raccolte di rompicapi',
  'puzzles.set.level': 'Al tuo livello',
  'puzzles.set.daily': 'Il rompicapo del giorno',
  'puzzles.set.mistakes': 'I tuoi errori',
  'puzzles.set.mistakesCount': {
    '=0': 'I tuoi errori',
    one: 'I tuoi errori ({count} da risolvere)',
    other: 'I tuoi errori ({count} da risolvere)',
  },
  'puzzles.rating': 'Il tuo punteggio: {rating}',
  'puzzles.ratingNew': 'Il tuo punteggio: {rating} (si assesta man mano che risolvi)',
  'puzzles.ratingChange': 'Il tuo punteggio: {rating} ({change})',
  'puzzles.streak': {
    one: 'Serie: {count} risolto di fila (il migliore: {best})',
    other: 'Serie: {count} risolti di fila (il migliore: {best})',
  },
  'puzzles.history': 'I tuoi ultimi rompicapi, dal più recente:',
  'puzzles.solved': 'risolto',
  'puzzles.missed': 'mancato',
  'puzzles.after': 'Il tuo punteggio dopo: {rating}',
  'puzzles.kind.winNow': 'Vinci subito',
  'puzzles.kind.dontHandOver': 'Non regalarla',
  'puzzles.kind.powerSaves': 'Il Potere che salva',
  'puzzles.kind.powerWins': 'Il Potere che vince',
  'puzzles.kind.inTwo': 'Vinci in due',
  'puzzles.kind.better': 'Trova una mossa migliore',
  'puzzles.task.winNow': 'Sei {company}. Finisci la manche in questo turno, e vincila.',
  'puzzles.task.dontHandOver':
    'Sei {company}. Quasi ogni mossa lascia a {next} la possibilità di finire la manche e vincere subito. Trovane una che non lo fa.',
  'puzzles.task.powerSaves':
    'Sei {company}. Ogni passo da solo lascia a {next} la possibilità di finire la manche e vincere subito: trova il Potere che la salva.',
  'puzzles.task.powerWins':
    'Sei {company}. Nessun passo da solo vince: trova il Potere che finisce la manche e la vince adesso.',
  'puzzles.task.inTwo':
    'Sei {company}. Niente vince subito: trova la mossa dopo la quale, qualunque cosa rispondano gli altri, finisci la manche e vinci al tuo prossimo turno.',
  'puzzles.task.better':
    'Sei {company}. Nella tua partita qui hai fatto un {mark}, alla mossa {move}. Trova una mossa migliore: una che vince subito, o una che non regala la manche.',
  'puzzles.six.Step': '{muse} fa un passo e il suo dado arriva a 6',
  'puzzles.six.Push': '{muse} viene spinta e il suo dado arriva a 6',
  'puzzles.six.Raise': '{muse} riceve il Potere e il suo dado arriva a 6',
  'puzzles.mark.Mistake': 'errore',
  'puzzles.mark.Blunder': 'errore grave',
  'puzzles.mistake': 'Mossa {move}: un {mark}',
  'puzzles.right': 'Giusto!',
  'puzzles.wrong': 'Non questa.',
  'puzzles.answer': 'La risposta: {move}',
  'puzzles.why.Wins': '{six}: la manche finisce e vince {company}. Decide {rung}.',
  'puzzles.why.Safe': 'La manche continua, e {company} non può finirla e vincere subito.',
  'puzzles.why.InTwo':
    'Qualunque cosa rispondano gli altri, {company} finisce la manche e vince al tuo prossimo turno.',
  'puzzles.wrong.GoesOn': 'La manche continua: nessuno ha ancora vinto.',
  'puzzles.wrong.Loses': {
    one: 'La manche finisce, ma vince {winners}.',
    other: 'La manche finisce, ma la vittoria è condivisa tra {winners}.',
  },
  'puzzles.wrong.HandsOver': 'Poi {company} potrebbe finire la manche e vincere subito.',
  'puzzles.wrong.Escapes': 'Poi gli altri potrebbero impedirti di vincere al tuo prossimo turno.',
  'puzzles.hinted': 'La Musa da muovere è segnata: {muse}. Questo rompicapo non conta più per il tuo punteggio.',
  'puzzles.again': 'Di nuovo: questa volta non conta per il tuo punteggio.',
  'puzzles.notKept':
    'Non è stato possibile conservare il tuo punteggio su questo dispositivo: la memoria è piena o disattivata.',
  'puzzles.dailyOf': 'Il rompicapo del {date}: lo stesso per tutti i giocatori oggi.',
  'puzzles.about': {
    one: 'Rompicapo da {rating}, per {count} giocatore.',
    other: 'Rompicapo da {rating}, per {count} giocatori.',
  },
  'puzzles.unrated': 'Questo non conta per il tuo punteggio.',
  'puzzles.hint': 'Suggerimento',
  'puzzles.retry': 'Riprova',
  'puzzles.skip': 'Salta',
  'puzzles.next': 'Prossimo rompicapo',
  'puzzles.none': 'Nessun rompicapo da mostrare.',
  'puzzles.mistakes.none':
    'Ancora nessun errore conservato. Analizza una partita che hai giocato: ognuno dei tuoi errori la cui mossa migliore è sicura arriva qui come rompicapo.',
};

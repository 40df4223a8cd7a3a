// The Hint's and the tips' messages (www/features/hint.js, www/features/tips.js), loaded with them: Italian.
export default {
  'hint.title': 'Suggerimento:',
  'hint.play': 'Giocalo',
  'hint.step': '{muse} fa un passo {dir}.',
  'hint.powerStep': '{muse} usa il suo Potere su {target}, poi fa un passo {dir}.',
  'hint.power': '{muse} usa il suo Potere su {target}.',
  'hint.stepPower': '{muse} fa un passo {dir}, poi usa il suo Potere su {target}.',
  'hint.place': 'Piazza {muse} scoperta sulla casella cerchiata.',
  'hint.placeDown': 'Piazza {muse} coperta sulla casella cerchiata: la tua Musa Misteriosa.',
  'hint.why.WinsRound': 'Chiude la manche, e la vinci chiunque siano le Muse nascoste.',
  'hint.why.WinsMatch': 'Chiude la manche e ti fa vincere la partita.',
  'hint.why.MakesSix': 'Fa un 6 per {company}, e la manche finisce.',
  'hint.why.WillOfApollo':
    'Il dado di {muse} mostrerà il suo numero di Soli: la Volontà di Apollo lo farà diventare 6 alla fine.',
  'hint.why.LowersRivalDie': 'Diminuisce il dado di una Compagnia avversaria.',
  'hint.why.RaisesOwnDie': 'Aumenta uno dei tuoi dadi.',
  'hint.why.PushesMuses': {
    one: 'Spinge {count} Musa: anche il suo dado sale.',
    other: 'Spinge {count} Muse: anche i loro dadi salgono.',
  },

  'tip.ok': 'Capito',
  'tip.off': 'Basta suggerimenti',
  'tip.placement':
    'Piazza le tue Muse accanto a una sul tavolo (basta un angolo). Una di loro deve andare coperta: la tua Musa Misteriosa. Il suo numero di Soli conta alla fine.',
  'tip.push':
    'Questa Musa può spingere: entrando in una fila di Muse le muove tutte, e ogni dado mosso sale di 1. La linguetta dorata mostra ogni +1.',
  'tip.power':
    'Questa Musa può usare il suo Potere su una Musa con il mirino: aumentare, diminuire o scambiare un dado. Prima o dopo il passo, una volta, o per niente.',
  'tip.six':
    'Un dado mostra 5. Il prossimo +1 fa un 6 e chiude subito la manche: fai in modo che la tua Compagnia sia avanti quando succede.',
};

// The tutorial's messages (www/features/tutorial.js), loaded with it: Italian, in the words of the
// Italian rulebook (www/ui/lang/GLOSSARY.md).
export default {
  'tutorial.title': 'Lezione {lesson} di {lessons}: {name}',
  'tutorial.stepOf': 'Passo {step} di {steps}',
  'tutorial.lessons': 'Lezioni',
  'tutorial.showMe': 'Mostrami',
  'tutorial.next': 'Avanti',
  'tutorial.nextLesson': 'Lezione successiva',
  'tutorial.leave': 'Esci dal tutorial',
  'tutorial.play': 'Gioca una partita',
  'tutorial.tryAgain': 'Riprova.',
  'tutorial.finished':
    'Questo è tutto il gioco. Giocane una partita contro il computer: comincia con Facile, e premi {button} quando hai un dubbio.',

  'tutorial.lesson.step': 'Il passo di danza',
  'tutorial.lesson.group': 'Un singolo gruppo',
  'tutorial.lesson.push': 'Il passo con spinta',
  'tutorial.lesson.powers': 'I Poteri',
  'tutorial.lesson.placement': 'Il piazzamento',
  'tutorial.lesson.end': 'La fine della manche',

  'tutorial.do.step.move':
    'Nel tuo turno muovi una Musa di una casella: in alto, in basso, a destra o a sinistra. Trascina la Musa evidenziata su una casella segnata (oppure toccala, poi tocca la casella).',
  'tutorial.done.step.move':
    'Il suo dado è salito di 1: ogni Musa che si muove aumenta il suo dado. Qualsiasi Musa può danzare, di qualunque colore sia il suo dado.',
  'tutorial.do.group.split':
    'Le Muse devono restare sempre in un singolo gruppo, adiacenti per un lato o per un angolo. Prova il passo segnato, che lascerebbe sola una Musa.',
  'tutorial.done.group.split': 'Il passo è rifiutato, e non perdi il turno.',
  'tutorial.do.group.step': 'Ora fai un passo che tenga unite le Muse.',
  'tutorial.done.group.step': 'Ogni Musa ne tocca ancora un’altra: il gruppo resta unito.',
  'tutorial.do.push.two':
    'Una Musa che entra nella casella di un’altra la spinge, con tutta la fila dietro di lei: è un passo con spinta. Muovi la Musa evidenziata verso la sua vicina.',
  'tutorial.done.push.two': 'Si sono mosse due Muse, e i due dadi sono saliti di 1.',
  'tutorial.do.push.three': 'Ora spingi una fila di due Muse, così che se ne muovano tre insieme.',
  'tutorial.done.push.three':
    'Tre Muse si sono mosse, tre dadi sono saliti. La spinta è forte: aumenta molti dadi in una volta.',
  'tutorial.do.powers.raise-before':
    'La Musa che danza può usare il suo Potere una volta, su una Musa nella sua Area di Influenza (le caselle ombreggiate). Usa prima il Potere della Musa evidenziata: toccala, tocca la Musa con il mirino, poi falle fare il passo.',
  'tutorial.done.powers.raise-before':
    'Il Potere ha aumentato quel dado di 1, poi il passo ha aumentato quello della Musa che danza.',
  'tutorial.do.powers.raise-after':
    'Lo stesso Potere può venire dopo il passo: fai prima il passo, poi tocca il bersaglio, da dove ora si trova la Musa.',
  'tutorial.done.powers.raise-after':
    'Dopo il passo, la sua Area di Influenza si è spostata con lei: scegli il momento che raggiunge il dado che vuoi.',
  'tutorial.do.powers.lower':
    'Alcune Muse diminuiscono un dado di 1 (▼): usa il Potere della Musa evidenziata sul dado di un avversario.',
  'tutorial.done.powers.lower':
    'Il dado di un avversario è sceso: diminuire rallenta un’altra Compagnia. Un dado sull’1 non può essere ridotto.',
  'tutorial.do.powers.swap':
    'Alcune Muse scambiano (⇄) il valore del loro dado con quello di un’altra nella loro area. Usa il Potere della Musa evidenziata.',
  'tutorial.done.powers.swap':
    'I due dadi si sono scambiati i valori: un dado basso può prenderne uno alto in un solo turno.',
  'tutorial.do.placement.touch':
    'Prima della danza, a turno ogni giocatore piazza una Musa della sua mano accanto a una Musa sul tavolo, ortogonalmente o diagonalmente: il suo dado parte dal valore 1. Trascina una Musa dalla tua mano su una casella segnata, scoperta.',
  'tutorial.done.placement.touch': 'Piazzata scoperta, con il tuo dado sull’1.',
  'tutorial.do.placement.mystery':
    'Esattamente una delle tue Muse va coperta: la tua Musa Misteriosa. La scegli tu, quindi sai chi è (ricorda i suoi Soli), ma il tavolo non mostra mai il suo volto, a nessuno, fino alla fine della manche. Scegli Coperta, poi piazza una Musa.',
  'tutorial.done.placement.mystery': 'Coperta: gli altri non sanno chi sia, e il suo Potere non può essere usato.',
  'tutorial.do.placement.last':
    'Un altro tavolo: questa è la tua ultima Musa, e non hai ancora piazzato la tua Musa Misteriosa, quindi deve andare coperta. Prova scoperta per vedere, poi piazzala.',
  'tutorial.done.placement.last': 'Tutte le Muse sono piazzate: comincia la danza.',
  'tutorial.do.end.six':
    'Appena un dado mostra 6, la manche finisce subito. Fai il passo con spinta segnato: porta un dado a 6.',
  'tutorial.done.end.six': 'Un 6: la manche è finita. Ora il punteggio, un passo alla volta.',
  'tutorial.do.end.will':
    'Prima si girano le Muse coperte ({revealed}). Poi la Volontà di Apollo: un dado che mostra esattamente il numero di Soli della sua Musa diventa 6. Qui: {muses}.',
  'tutorial.do.end.columns':
    'Ogni Compagnia mette in fila i suoi dadi dal più alto al più basso. In ogni colonna il dado più alto vince un Sole di Bronzo, ma solo se è da solo: un pareggio non vince nulla. Qui: {columns}.',
  'tutorial.do.end.silver':
    'La colonna vinta più a sinistra prende il Sole d’Argento (2 Soli) al posto del Bronzo: {silver}. Vince chi ha più Soli. {winners}',
  'tutorial.column.won': 'colonna {column}: {company}',
  'tutorial.column.tie': 'colonna {column} in pareggio',
  'tutorial.silver.column': 'colonna {column}, {company}',
  'tutorial.silver.none': 'nessuna colonna è stata vinta',
  'tutorial.silver.winners': { one: '{winners} vince con {count} Sole.', other: '{winners} vince con {count} Soli.' },

  'tutorial.effect.Raise': 'aumentare',
  'tutorial.effect.Lower': 'diminuire',
  'tutorial.effect.Swap': 'scambiare',
  'tutorial.off.UsedPower': 'È stato usato un Potere: qui fai solo il passo.',
  'tutorial.off.Pushed': 'Era una spinta: si sono mosse {count} Muse. Qui muovi una Musa da sola.',
  'tutorial.off.NoPush': 'Si è mossa da sola: qui entra nella casella di un’altra Musa per spingerla.',
  'tutorial.off.TooFewMoved': {
    one: 'Si è mossa solo {count} Musa; questo passo ne vuole {wanted}.',
    other: 'Si sono mosse solo {count} Muse; questo passo ne vuole {wanted}.',
  },
  'tutorial.off.NoPower': 'Nessun Potere è stato usato: tocca la Musa con il mirino per usarlo.',
  'tutorial.off.WrongEffect': 'Quel Potere serve a {used}; questo passo chiede di {wanted}.',
  'tutorial.off.WrongTiming.Before': 'Il Potere è venuto dopo il passo: qui usalo prima.',
  'tutorial.off.WrongTiming.After': 'Il Potere è venuto prima del passo: qui fai prima il passo, poi usalo.',
  'tutorial.off.WrongFace.up': 'È andata coperta: piazza questa scoperta.',
  'tutorial.off.WrongFace.down': 'È andata scoperta: scegli prima Coperta.',
  'tutorial.off.NoSix': 'Nessun dado è arrivato a 6.',
  'tutorial.off.NotRefused': 'Quel passo tiene unito il gruppo, quindi è permesso: prova quello segnato.',
  'tutorial.off.NothingToPlay': 'Qui non c’è niente da giocare: leggi, poi Avanti.',
};

// Italiano: il pannello delle regole e la scheda della Musa (www/ui/rules-words.js), con le parole
// del regolamento italiano (GLOSSARY.md); una parte della tabella italiana (usePart).

export default {
  'rules.goal.title': 'Scopo',
  'rules.goal':
    'Avere i dadi più alti quando la manche finisce. Ogni Compagnia (un giocatore, o in 4 una squadra di due) possiede i dadi di un colore.',
  'rules.placement.title': 'Piazzamento',
  'rules.placement':
    'A turno, piazza una Musa dalla tua mano ortogonalmente o diagonalmente a una già sul tavolo; su di lei va un tuo dado, sul valore 1. Una e una sola delle tue Muse va piazzata *coperta*: la tua Musa Misteriosa. Tu sai chi è, ma non viene mostrata né rivelata fino alla fine della manche.',
  'rules.dance.title': 'Danza',
  'rules.dance':
    'Nel tuo turno, muovi una qualsiasi Musa di un passo in alto, in basso, a destra o a sinistra. Spinge le Muse che ha davanti, con tutta la fila (un passo con spinta). Tutte le Muse devono restare in un singolo gruppo (toccandosi per un lato o un angolo). Ogni Musa che si è mossa aumenta di 1 il suo dado.',
  'rules.power.title': 'Potere',
  'rules.power':
    'La Musa che fa il passo di danza può usare il suo Potere una volta, prima o dopo il passo, se è scoperta: su una Musa nella sua Area di Influenza (le caselle colorate del piccolo schema). ▲ aumenta un dado di 1, ▼ lo diminuisce di 1, ⇄ ne scambia il valore con il suo.',
  'rules.end.title': 'Fine',
  'rules.end':
    "Appena un dado arriva a 6, la manche finisce. Le Muse coperte vengono rivelate. *Volontà di Apollo*: un dado che mostra esattamente il numero di Soli della sua Musa diventa 6. Il dado Neutrale viene rimosso. Ogni Compagnia mette in fila i suoi dadi dal più alto al più basso; in ogni colonna il dado più alto, se è l'unico, vince un Sole di Bronzo, e la colonna vinta più a sinistra vince invece il Sole d'Argento (2 Soli; il Sole Dorato, 3 Soli, nella seconda manche di una partita su due manche). Vince chi ha più Soli.",
  'rules.links.title': 'Giocare via link',
  'rules.links':
    "L'indirizzo di questa pagina è sempre un link alla partita così com'è, con i nomi dei giocatori: invialo, e chi lo apre vede la stessa partita, per continuarla, guardarla o rivederla. Una volta aperta, la pagina funziona anche offline. Per giocare su dispositivi diversi, ognuno sceglie il proprio posto ({menu}, {seat}), fa la sua mossa e invia il link ({send}). Un link contiene il seme della partita, quindi chi lo decodifica potrebbe scoprire le Muse nascoste: questa modalità si fida dei giocatori. Una distribuzione equa (Nuova partita) le tiene nascoste.",
  'rules.table.caption': 'Le Muse',
  'rules.table.muse': 'Musa',
  'rules.table.power': 'Potere',
  'rules.table.area': 'Area',
  'rules.table.suns': 'Soli',
  'card.faceDown.title': 'Una Musa coperta',
  'card.faceDown.who': 'Chi sia resta nascosto fino alla fine della manche.',
  'card.faceDown.moves': 'Fa passi di danza e viene spinta come ogni altra Musa; il suo Potere non può essere usato.',
  'card.own.title': '{muse}, la tua Musa Misteriosa',
  'card.power.Raise':
    'Potere: una volta, prima o dopo il suo passo, aumenta di 1 il dado su una Musa nella sua Area di Influenza.',
  'card.power.Lower':
    "Potere: una volta, prima o dopo il suo passo, diminuisce di 1 il dado su una Musa nella sua Area di Influenza (un dado sull'1 non può essere ridotto).",
  'card.power.Swap':
    'Potere: una volta, prima o dopo il suo passo, scambia il valore del suo dado con quello del dado su una Musa nella sua Area di Influenza.',
  'card.power.notNow': 'È coperta: il suo Potere non può essere usato.',
  'card.area.Orthogonal':
    'La sua Area di Influenza: le 4 caselle ortogonalmente adiacenti (a sinistra, a destra, sopra e sotto).',
  'card.area.Diagonal': 'La sua Area di Influenza: le 4 caselle diagonalmente adiacenti, ai suoi angoli.',
  'card.area.Surrounding': 'La sua Area di Influenza: tutte le 8 caselle intorno a lei.',
  'card.will': {
    one: 'Volontà di Apollo: {count} Sole. Se a fine manche il suo dado mostra esattamente {count}, diventa 6.',
    other: 'Volontà di Apollo: {count} Soli. Se a fine manche il suo dado mostra esattamente {count}, diventa 6.',
  },
  'card.die': 'Il suo dado: {die}.',
};

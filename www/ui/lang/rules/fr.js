// Français : le panneau des règles et la fiche de la Muse (www/ui/rules-words.js), avec les mots
// de la règle française (GLOSSARY.md) ; une partie de la table française (usePart).

export default {
  'rules.goal.title': 'But',
  'rules.goal':
    "Avoir les dés les plus élevés quand la manche se termine. Chaque troupe (un joueur, ou à 4 joueurs une équipe de deux) possède les dés d'une couleur.",
  'rules.placement.title': 'Placement',
  'rules.placement':
    "À tour de rôle, placez une Muse de votre main orthogonalement ou en diagonale d'une Muse déjà sur la table ; un de vos dés se place sur elle, avec le 1 comme valeur visible. Une et une seule de vos Muses se joue *face cachée* : votre mystérieuse Muse. Vous savez qui elle est, mais elle n'est ni montrée ni révélée avant la fin de la manche.",
  'rules.dance.title': 'Danse',
  'rules.dance':
    "À votre tour, déplacez n'importe quelle Muse d'un emplacement vers le haut, le bas, la gauche ou la droite. Elle pousse les Muses devant elle, avec toute la ligne (un déplacement de groupe). Toutes les Muses doivent rester en un seul groupe (en se touchant par un côté ou un coin). Chaque Muse déplacée augmente son dé de 1.",
  'rules.power.title': 'Pouvoir',
  'rules.power':
    "La Muse qui se déplace peut utiliser son Pouvoir une fois, avant ou après la phase de danse, si elle est face visible : sur une Muse de sa zone d'effet (les cases colorées du petit schéma). ▲ augmente un dé de 1, ▼ le diminue de 1, ⇄ intervertit sa valeur avec celle de son propre dé.",
  'rules.end.title': 'Fin',
  'rules.end':
    "Dès qu'un dé atteint 6, la manche se termine. Les Muses face cachée sont révélées. *Volonté d'Apollon* : un dé qui montre exactement le nombre de Soleils de sa Muse passe à 6. Le dé neutre est retiré. Chaque troupe range ses dés du plus élevé au plus faible ; le dé strictement le plus élevé d'une colonne gagne un Soleil de Bronze, et la colonne gagnée la plus à gauche reçoit le Soleil d'argent (2 Soleils) à la place (le Soleil d'or, 3 Soleils, dans la deuxième manche d'une partie en deux manches). Le plus de Soleils l'emporte.",
  'rules.links.title': 'Jouer par lien',
  'rules.links':
    "L'adresse de cette page est toujours un lien vers la partie en cours, avec les noms des joueurs : envoyez-le, et qui l'ouvre voit la même partie, pour la continuer, la regarder ou la revoir. Une fois ouverte, la page fonctionne aussi hors ligne. Pour jouer sur des appareils séparés, chacun choisit sa place ({menu}, {seat}), joue son coup et transmet le lien ({send}). Un lien contient la graine de la partie : qui le décode pourrait découvrir les Muses cachées, ce mode fait donc confiance aux joueurs. Une distribution équitable (Nouvelle partie) les garde cachées.",
  'rules.table.caption': 'Les Muses',
  'rules.table.muse': 'Muse',
  'rules.table.power': 'Pouvoir',
  'rules.table.area': 'Zone',
  'rules.table.suns': 'Soleils',
  'card.faceDown.title': 'Une Muse face cachée',
  'card.faceDown.who': "Qui elle est reste caché jusqu'à la fin de la manche.",
  'card.faceDown.moves': 'Elle se déplace et se fait pousser comme toute Muse ; son Pouvoir ne peut pas être utilisé.',
  'card.own.title': '{muse}, votre mystérieuse Muse',
  'card.power.Raise':
    "Pouvoir : une fois, avant ou après son déplacement, elle augmente de 1 la valeur du dé d'une Muse de sa zone d'effet.",
  'card.power.Lower':
    "Pouvoir : une fois, avant ou après son déplacement, elle diminue de 1 la valeur du dé d'une Muse de sa zone d'effet (une valeur de 1 ne peut pas être diminuée).",
  'card.power.Swap':
    "Pouvoir : une fois, avant ou après son déplacement, elle intervertit la valeur de son dé avec celle du dé d'une Muse de sa zone d'effet.",
  'card.power.notNow': 'Elle est face cachée : son Pouvoir ne peut pas être utilisé.',
  'card.area.Orthogonal':
    "Sa zone d'effet : les 4 cases adjacentes verticalement ou horizontalement (à gauche, à droite, au-dessus et au-dessous).",
  'card.area.Diagonal': "Sa zone d'effet : les 4 cases adjacentes en diagonale, à ses coins.",
  'card.area.Surrounding': "Sa zone d'effet : les 8 cases autour d'elle.",
  'card.will': {
    one: "Volonté d'Apollon : {count} Soleil. Si son dé montre exactement {count} à la fin de la manche, il passe à 6.",
    other:
      "Volonté d'Apollon : {count} Soleils. Si son dé montre exactement {count} à la fin de la manche, il passe à 6.",
  },
  'card.die': 'Son dé : {die}.',
};

// The tutorial's messages (www/features/tutorial.js), loaded with it: French, in the words of the
// French rulebook (www/ui/lang/GLOSSARY.md).
export default {
  'tutorial.title': 'Leçon {lesson} sur {lessons} : {name}',
  'tutorial.stepOf': 'Étape {step} sur {steps}',
  'tutorial.lessons': 'Leçons',
  'tutorial.showMe': 'Montre-moi',
  'tutorial.next': 'Suivant',
  'tutorial.nextLesson': 'Leçon suivante',
  'tutorial.leave': 'Quitter le tutoriel',
  'tutorial.play': 'Jouer une partie',
  'tutorial.tryAgain': 'Essayez encore.',
  'tutorial.finished':
    "Vous connaissez tout le jeu. Jouez une partie contre l'ordinateur : commencez en Facile, et appuyez sur {button} dès que vous hésitez.",

  'tutorial.lesson.step': 'Le déplacement',
  'tutorial.lesson.group': 'Un seul groupe',
  'tutorial.lesson.push': 'Le déplacement de groupe',
  'tutorial.lesson.powers': 'Les Pouvoirs',
  'tutorial.lesson.placement': 'Le placement',
  'tutorial.lesson.end': 'La fin de la manche',

  'tutorial.do.step.move':
    'À votre tour, déplacez une Muse de 1 emplacement : vers le haut, vers le bas, à droite ou à gauche. Faites glisser la Muse signalée sur une case marquée (ou touchez-la, puis la case).',
  'tutorial.done.step.move':
    "Son dé a augmenté de 1 : chaque Muse qui se déplace augmente son dé. N'importe quelle Muse peut danser, quelle que soit la couleur de son dé.",
  'tutorial.do.group.split':
    'Les Muses doivent toujours rester en un seul groupe, adjacentes par un côté ou un coin. Essayez le déplacement marqué, qui laisserait une Muse seule.',
  'tutorial.done.group.split': 'Le déplacement est refusé, et vous ne perdez pas votre tour.',
  'tutorial.do.group.step': 'Maintenant, faites un déplacement qui garde les Muses ensemble.',
  'tutorial.done.group.step': 'Chaque Muse en touche encore une autre : le groupe tient.',
  'tutorial.do.push.two':
    "Une Muse qui avance sur une autre la pousse, avec toute la file derrière elle : c'est un déplacement de groupe. Déplacez la Muse signalée vers sa voisine.",
  'tutorial.done.push.two': 'Deux Muses se sont déplacées, et les deux dés ont augmenté de 1.',
  'tutorial.do.push.three': 'Maintenant, poussez une file de deux Muses, pour que trois se déplacent à la fois.',
  'tutorial.done.push.three':
    'Trois Muses se sont déplacées, trois dés ont augmenté. Pousser est fort : cela augmente plusieurs dés en un coup.',
  'tutorial.do.powers.raise-before':
    "La Muse qui danse peut utiliser son Pouvoir une fois, sur une Muse de sa zone d'effet (les cases ombrées). Utilisez d'abord le Pouvoir de la Muse signalée : touchez-la, touchez la Muse avec le viseur, puis faites-la se déplacer.",
  'tutorial.done.powers.raise-before':
    'Le Pouvoir a augmenté ce dé de 1, puis le déplacement a augmenté celui de la danseuse.',
  'tutorial.do.powers.raise-after':
    "Le même Pouvoir peut venir après le déplacement : déplacez-la d'abord, puis touchez la cible, depuis là où se trouve maintenant la Muse.",
  'tutorial.done.powers.raise-after':
    "Après le déplacement, sa zone d'effet l'a suivie : choisissez le moment qui atteint le dé que vous voulez.",
  'tutorial.do.powers.lower':
    "Certaines Muses diminuent un dé de 1 (▼) : utilisez le Pouvoir de la Muse signalée sur le dé d'un adversaire.",
  'tutorial.done.powers.lower':
    "Le dé d'un adversaire a diminué : cela ralentit une autre troupe. Une valeur de 1 ne peut pas être diminuée.",
  'tutorial.do.powers.swap':
    "Certaines Muses intervertissent (⇄) la valeur de leur dé avec celle d'une autre de leur zone. Utilisez le Pouvoir de la Muse signalée.",
  'tutorial.done.powers.swap':
    'Les deux dés ont interverti leurs valeurs : un dé faible peut prendre un dé fort en un seul tour.',
  'tutorial.do.placement.touch':
    "Avant la danse, chaque joueur à son tour place une Muse de sa main orthogonalement ou en diagonale d'une Muse déjà en jeu : son dé a le 1 comme valeur visible. Faites glisser une Muse de votre main sur une case marquée, face visible.",
  'tutorial.done.placement.touch': 'Placée face visible, avec votre dé sur 1.',
  'tutorial.do.placement.mystery':
    "Une seule de vos Muses est placée face cachée : votre mystérieuse Muse. C'est vous qui la choisissez, vous savez donc qui elle est (retenez ses Soleils), mais la table ne montre jamais son visage, à personne, avant la fin de la manche. Choisissez Face cachée, puis placez une Muse.",
  'tutorial.done.placement.mystery':
    'Face cachée : les autres ne savent pas qui elle est, et son Pouvoir ne peut pas être utilisé.',
  'tutorial.do.placement.last':
    "Une autre table : c'est votre dernière Muse, et vous n'avez pas encore placé votre mystérieuse Muse, elle doit donc aller face cachée. Essayez face visible pour voir, puis placez-la.",
  'tutorial.done.placement.last': 'Toutes les Muses sont placées : la danse commence.',
  'tutorial.do.end.six':
    "Dès qu'un dé atteint 6, la manche se termine aussitôt. Faites le déplacement de groupe marqué : il amène un dé à 6.",
  'tutorial.done.end.six': 'Un 6 : la manche est finie. Voici le décompte, étape par étape.',
  'tutorial.do.end.will':
    "D'abord, les Muses face cachée sont révélées ({revealed}). Puis la Volonté d'Apollon : un dé qui montre exactement le nombre de Soleils de sa Muse passe à 6. Ici : {muses}.",
  'tutorial.do.end.columns':
    "Chaque troupe range ses dés du plus élevé au plus faible. Dans chaque colonne, le dé le plus élevé gagne un Soleil de Bronze, mais seulement s'il est seul : une égalité ne gagne rien. Ici : {columns}.",
  'tutorial.do.end.silver':
    "La colonne gagnée la plus à gauche reçoit le Soleil d'argent (2 Soleils) à la place du Bronze : {silver}. Le plus de Soleils l'emporte. {winners}",
  'tutorial.column.won': 'colonne {column} : {company}',
  'tutorial.column.tie': 'colonne {column} à égalité',
  'tutorial.silver.column': 'colonne {column}, {company}',
  'tutorial.silver.none': "aucune colonne n'a été gagnée",
  'tutorial.silver.winners': {
    one: "{winners} l'emporte avec {count} Soleil.",
    other: "{winners} l'emporte avec {count} Soleils.",
  },

  'tutorial.effect.Raise': 'augmenter',
  'tutorial.effect.Lower': 'diminuer',
  'tutorial.effect.Swap': 'intervertir',
  'tutorial.off.UsedPower': 'Un Pouvoir a été utilisé : ici, déplacez-vous seulement.',
  'tutorial.off.Pushed': "C'était une poussée : {count} Muses se sont déplacées. Ici, déplacez une Muse seule.",
  'tutorial.off.NoPush': "Elle s'est déplacée seule : ici, avancez sur une autre Muse pour la pousser.",
  'tutorial.off.TooFewMoved': {
    one: "Seulement {count} Muse s'est déplacée ; cette étape en veut {wanted}.",
    other: 'Seulement {count} Muses se sont déplacées ; cette étape en veut {wanted}.',
  },
  'tutorial.off.NoPower': "Aucun Pouvoir n'a été utilisé : touchez la Muse avec le viseur pour l'utiliser.",
  'tutorial.off.WrongEffect': 'Ce Pouvoir sert à {used} ; cette étape demande de {wanted}.',
  'tutorial.off.WrongTiming.Before': 'Le Pouvoir est venu après le déplacement : ici, utilisez-le avant.',
  'tutorial.off.WrongTiming.After':
    "Le Pouvoir est venu avant le déplacement : ici, déplacez-vous d'abord, puis utilisez-le.",
  'tutorial.off.WrongFace.up': 'Elle est allée face cachée : placez celle-ci face visible.',
  'tutorial.off.WrongFace.down': "Elle est allée face visible : choisissez d'abord Face cachée.",
  'tutorial.off.NoSix': "Aucun dé n'a atteint 6.",
  'tutorial.off.NotRefused': 'Ce déplacement garde le groupe uni, il est donc permis : essayez celui qui est marqué.',
  'tutorial.off.NothingToPlay': 'Rien à jouer ici : lisez, puis Suivant.',
};

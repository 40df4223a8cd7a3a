// The tutorial's messages (www/features/tutorial.js), loaded with it: English. Terms as the rulebook
// prints them (www/ui/lang/GLOSSARY.md).
export default {
  'tutorial.title': 'Lesson {lesson} of {lessons}: {name}',
  'tutorial.stepOf': 'Step {step} of {steps}',
  'tutorial.lessons': 'Lessons',
  'tutorial.showMe': 'Show me',
  'tutorial.next': 'Next',
  'tutorial.nextLesson': 'Next lesson',
  'tutorial.leave': 'Leave the tutorial',
  'tutorial.play': 'Play a game',
  'tutorial.tryAgain': 'Try again.',
  'tutorial.finished':
    'That is the whole game. Play one against the computer: start with Easy, and press {button} whenever you are unsure.',

  'tutorial.lesson.step': 'The dance step',
  'tutorial.lesson.group': 'A single group',
  'tutorial.lesson.push': 'The Group Move',
  'tutorial.lesson.powers': 'Powers',
  'tutorial.lesson.placement': 'Placement',
  'tutorial.lesson.end': 'The end of the round',

  'tutorial.do.step.move':
    'On your turn you move one Muse by one square: up, down, left or right. Drag the marked Muse to a marked square (or tap her, then the square).',
  'tutorial.done.step.move':
    'Her die went up by 1: every Muse that moves raises her die. Any Muse may dance, whatever the colour of her die.',
  'tutorial.do.group.split':
    'The Muses must always stay in a single group, touching by a side or a corner. Try the marked step, which would leave a Muse alone.',
  'tutorial.done.group.split': 'The step is refused, and your turn is not lost.',
  'tutorial.do.group.step': 'Now make a step that keeps the Muses together.',
  'tutorial.done.group.step': 'Every Muse still touches another: the group holds.',
  'tutorial.do.push.two':
    'A Muse who steps into another pushes her, with the whole line behind: a Group Move. Move the marked Muse into her neighbour.',
  'tutorial.done.push.two': 'Both Muses moved, and both dice went up by 1.',
  'tutorial.do.push.three': 'Now push a line of two Muses, so that three move at once.',
  'tutorial.done.push.three': 'Three Muses moved, three dice went up. A push is strong: it raises many dice at once.',
  'tutorial.do.powers.raise-before':
    'The Muse who dances may use her Power once, on one Muse in her Area of Effect (the shaded squares). Use the marked Muse’s Power first: tap her, tap the Muse with the sight, then make her step.',
  'tutorial.done.powers.raise-before': 'The Power raised that die by 1, then the step raised the dancer’s own.',
  'tutorial.do.powers.raise-after':
    'The same Power can come after the step: make the step first, then tap the target, where the Muse now stands.',
  'tutorial.done.powers.raise-after':
    'After the step, her Area of Effect moved with her: choose the moment that reaches the die you want.',
  'tutorial.do.powers.lower': 'Some Muses lower a die by 1 (▼): use the marked Muse’s Power on a rival’s die.',
  'tutorial.done.powers.lower':
    'A rival’s die went down: lowering slows another Company. A die showing 1 cannot be lowered.',
  'tutorial.do.powers.swap':
    'Some Muses swap (⇄) the value of their die with another’s in their area. Use the marked Muse’s Power.',
  'tutorial.done.powers.swap': 'The two dice swapped their values: a low die can take a high one in one turn.',
  'tutorial.do.placement.touch':
    'Before the dance, each player in turn places a Muse from their hand next to a Muse on the table, or diagonally next to one: her die shows 1. Drag a Muse from your hand onto a marked square, face up.',
  'tutorial.done.placement.touch': 'Placed face up, with your die on 1.',
  'tutorial.do.placement.mystery':
    'Exactly one of your Muses goes face down: your Mysterious Muse. You choose her, so you know who she is (remember her Suns), but the table never shows her face, to anyone, until the round ends. Choose Face down, then place a Muse.',
  'tutorial.done.placement.mystery': 'Face down: the others do not know who she is, and her Power cannot be used.',
  'tutorial.do.placement.last':
    'Another table: this is your last Muse, and you have not placed your Mysterious Muse yet, so she must go face down. Try face up to see, then place her.',
  'tutorial.done.placement.last': 'Every Muse is placed: the dance begins.',
  'tutorial.do.end.six':
    'As soon as a die shows 6, the round ends at once. Make the marked Group Move: it brings a die to 6.',
  'tutorial.done.end.six': 'A 6: the round is over. Now the scoring, step by step.',
  'tutorial.do.end.will':
    'First the face-down Muses are turned over ({revealed}). Then the Will of Apollo: a die showing exactly its Muse’s number of Suns becomes 6. Here: {muses}.',
  'tutorial.do.end.columns':
    'Each Company lines up its dice from highest to lowest. In each column, the highest die wins a Bronze Sun, but only if it is alone: a tie wins nothing. Here: {columns}.',
  'tutorial.do.end.silver':
    'The leftmost column won takes the Silver Sun (2 Suns) instead of its Bronze: {silver}. Most Suns wins. {winners}',
  'tutorial.column.won': 'column {column} to {company}',
  'tutorial.column.tie': 'column {column} tied',
  'tutorial.silver.column': 'column {column}, {company}',
  'tutorial.silver.none': 'no column was won',
  'tutorial.silver.winners': { one: '{winners} wins with {count} Sun.', other: '{winners} wins with {count} Suns.' },

  'tutorial.effect.Raise': 'raise',
  'tutorial.effect.Lower': 'lower',
  'tutorial.effect.Swap': 'swap',
  'tutorial.off.UsedPower': 'That used a Power: here, just step.',
  'tutorial.off.Pushed': 'That pushed: {count} Muses moved. Here, move one Muse alone.',
  'tutorial.off.NoPush': 'She stepped alone: here, step into another Muse to push her.',
  'tutorial.off.TooFewMoved': {
    one: 'Only {count} Muse moved; this step wants {wanted}.',
    other: 'Only {count} Muses moved; this step wants {wanted}.',
  },
  'tutorial.off.NoPower': 'No Power was used: tap the Muse with the sight to use it.',
  'tutorial.off.WrongEffect': 'That was a {used} Power; this step asks for {wanted}.',
  'tutorial.off.WrongTiming.Before': 'The Power came after the step: here, use it before.',
  'tutorial.off.WrongTiming.After': 'The Power came before the step: here, step first, then use it.',
  'tutorial.off.WrongFace.up': 'That went face down: place this one face up.',
  'tutorial.off.WrongFace.down': 'That went face up: choose Face down first.',
  'tutorial.off.NoSix': 'No die reached 6.',
  'tutorial.off.NotRefused': 'That step keeps the group together, so it is allowed: try the marked one.',
  'tutorial.off.NothingToPlay': 'Nothing to play here: read, then Next.',
};

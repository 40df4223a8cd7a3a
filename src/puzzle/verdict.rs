//! An attempt at a puzzle judged: right or wrong, the answer to show, and why, as typed reasons
//! the page words; they read the position as written (the answer holds in every world).
//!
//! ```
//! use muses::puzzle::{Analysis, Category, Puzzle};
//! use muses::puzzle::verdict::{verdict, Why};
//! let pos: muses::Position = "Clio@0,0=5p/Urania@1,0=2w pw 1".parse().unwrap();
//! let solutions = Analysis::new(&pos).unwrap().solutions(Category::WinNow).unwrap();
//! let puzzle = Puzzle { position: pos, category: Category::WinNow, solutions, rating: 1200 };
//! let v = verdict(&puzzle, &puzzle.solutions[0]);
//! assert!(v.right);
//! assert!(matches!(v.why, Some(Why::Wins { .. })));
//! ```

use super::{Category, Puzzle};
use crate::action::Action;
use crate::board::{Colour, Square};
use crate::event::{Cause, Event};
use crate::position::Position;
use crate::scoring::{Bonus, Rung};
use serde::Serialize;

/// How a die reached 6.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum SixBy {
    /// The stepper's own die, raised by her step.
    Step,
    /// A pushed Muse's die, raised by the push.
    Push,
    /// A Power's Raise.
    Raise,
}

/// Why the answer is right. Serialised as `{"kind": "Wins", "params": {…}}`.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "PuzzleWhy")
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum Why {
    /// It ends the round: the die on `square` reaches 6 `by` a step, a push or a Raise, and
    /// the mover's Company, `colour`, wins, decided by `rung`.
    Wins {
        square: Square,
        by: SixBy,
        colour: Colour,
        rung: Rung,
    },
    /// The round goes on, and the next seat's Company, `next`, cannot end it and win at once.
    Safe { next: Colour },
    /// Whatever the others reply, the mover's Company, `colour`, wins by its next turn.
    InTwo { colour: Colour },
}

/// Why an attempt is wrong.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "PuzzleWrong")
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum Wrong {
    /// The round goes on: it wins nothing yet.
    GoesOn,
    /// It ends the round, but the mover's Company does not win it alone: `winners` do.
    Loses { winners: Vec<Colour> },
    /// The next seat's Company, `next`, can then end the round and win, with `reply`.
    HandsOver { next: Colour, reply: Action },
    /// The other seats can keep the mover from winning by its next turn.
    Escapes,
}

/// An attempt judged.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "PuzzleVerdict")
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub right: bool,
    /// The action to show: the attempt when right, else the puzzle's first solution.
    pub answer: Action,
    /// Why the answer is right.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "PuzzleWhy | null"))]
    pub why: Option<Why>,
    /// Why the attempt is wrong (none when right).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "PuzzleWrong | null"))]
    pub wrong: Option<Wrong>,
}

/// Judges `action` as an answer to `puzzle`.
pub fn verdict(puzzle: &Puzzle, action: &Action) -> Verdict {
    let right = puzzle.solutions.contains(action);
    let answer = if right {
        *action
    } else {
        puzzle.solutions.first().copied().unwrap_or(*action)
    };
    Verdict {
        right,
        answer,
        why: why(puzzle, &answer),
        wrong: (!right).then(|| wrong(puzzle, action)),
    }
}

/// The mover's Company's colour.
fn own(pos: &Position) -> Colour {
    pos.seats()[pos.to_move()]
}

/// The winners' colours of a round that ended as `pos` stands.
fn winners(pos: &Position) -> (Vec<Colour>, Rung) {
    let score = pos.score(Bonus::Silver);
    let colours = score
        .winners
        .iter()
        .map(|&k| score.companies[k].colour)
        .collect();
    (colours, score.decided_by)
}

/// Why `answer` (a solution) answers the puzzle.
pub fn why(puzzle: &Puzzle, answer: &Action) -> Option<Why> {
    let pos = &puzzle.position;
    let mut after = *pos;
    let events = after.apply(*answer).ok()?;
    if after.is_over() {
        let to_six = events.iter().rev().find_map(|e| match e {
            Event::DieChanged {
                square,
                to: 6,
                cause,
                ..
            } => Some((*square, *cause)),
            _ => None,
        })?;
        let stepper_to = match *answer {
            Action::Step { from, dir } | Action::StepPower { from, dir, .. } => {
                Some(from.step(dir))
            }
            Action::PowerStep { from, dir, .. } => dir.map(|d| from.step(d)),
            Action::Place { .. } => None,
        };
        let by = match to_six {
            (_, Cause::Power) => SixBy::Raise,
            (square, _) if Some(square) == stepper_to => SixBy::Step,
            _ => SixBy::Push,
        };
        let (_, rung) = winners(&after);
        return Some(Why::Wins {
            square: to_six.0,
            by,
            colour: own(pos),
            rung,
        });
    }
    Some(match puzzle.category {
        Category::InTwo => Why::InTwo { colour: own(pos) },
        _ => Why::Safe {
            next: after.seats()[after.to_move()],
        },
    })
}

/// Why `action` (not a solution) does not answer the puzzle.
fn wrong(puzzle: &Puzzle, action: &Action) -> Wrong {
    let pos = &puzzle.position;
    let mut after = *pos;
    if after.apply(*action).is_err() {
        return Wrong::GoesOn;
    }
    if after.is_over() {
        return Wrong::Loses {
            winners: winners(&after).0,
        };
    }
    let wins_wanted = matches!(puzzle.category, Category::WinNow | Category::PowerWins)
        || (puzzle.category == Category::Better
            && puzzle.solutions.iter().any(|a| {
                let mut p = *pos;
                p.apply(*a).is_ok() && p.is_over()
            }));
    if wins_wanted {
        return Wrong::GoesOn;
    }
    let next = after.seats()[after.to_move()];
    let reply = after.legal_actions().into_iter().find(|r| {
        let mut p = after;
        p.apply(*r).is_ok() && p.is_over() && winners(&p).0 == [next]
    });
    match reply {
        Some(reply) => Wrong::HandsOver { next, reply },
        None => Wrong::Escapes,
    }
}

/// The Muse to move: where the answer's stepper stands (the hint marks her).
pub fn hint(puzzle: &Puzzle) -> Option<Square> {
    puzzle.solutions.first().and_then(Action::stepper)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_action;
    use crate::puzzle::Analysis;

    fn puzzle(text: &str, category: Category) -> Puzzle {
        let position: Position = text.parse().unwrap();
        let solutions = Analysis::new(&position)
            .unwrap()
            .solutions(category)
            .unwrap();
        Puzzle {
            position,
            category,
            solutions,
            rating: 1500,
        }
    }

    #[test]
    fn a_step_a_push_and_a_raise_onto_six() {
        let p = puzzle("Clio@0,0=5p/Urania@1,0=2w pw 1", Category::WinNow);
        let act = |t: &str| parse_action(&p.position, t).unwrap();
        let v = verdict(&p, &act("Clio:N"));
        assert!(v.right && v.wrong.is_none());
        assert_eq!(
            v.why,
            Some(Why::Wins {
                square: Square::new(0, 1),
                by: SixBy::Step,
                colour: Colour::Purple,
                rung: Rung::Suns
            })
        );
        let v = verdict(&p, &act("Urania:W"));
        assert!(matches!(
            v.why,
            Some(Why::Wins {
                by: SixBy::Push,
                ..
            })
        ));
        // Clio raising Urania then stepping: still Clio's step that ends it.
        assert!(verdict(&p, &act("Clio*Urania:N")).right);
        assert_eq!(hint(&p), Some(Square::new(0, 0)));
    }

    #[test]
    fn a_wrong_answer_says_why_and_shows_the_first_solution() {
        let p = puzzle("Clio@0,0=5p/Urania@1,0=2w pw 1", Category::WinNow);
        let wrong = parse_action(&p.position, "Urania:N").unwrap();
        let v = verdict(&p, &wrong);
        assert!(!v.right);
        assert_eq!(v.answer, p.solutions[0]);
        assert_eq!(v.wrong, Some(Wrong::GoesOn));
    }
}

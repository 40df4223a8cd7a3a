//! A reviewed game's mistake made a puzzle, "find a better move", when its better move is exact
//! by the puzzles' own test (wins, or is safe, however the hidden Muses lie).
//!
//! ```
//! use muses::puzzle::mistakes::better_move;
//! use muses::notation::parse_action;
//! use muses::Game;
//! // The review's own example: Purple's Melpomene steps north and leaves White's Euterpe a
//! // step onto 6.
//! let start = "melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/\
//!              Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1";
//! let mut game = Game::from_position(start.parse().unwrap());
//! game.apply(parse_action(game.position(), "melpomene:N").unwrap()).unwrap();
//! let puzzle = better_move(&game, 0).unwrap();
//! assert!(!puzzle.solutions.contains(&game.history()[0].action()));
//! ```

use super::generate::rating;
use super::{Analysis, Category, Puzzle};
use crate::game::Game;

/// The "find a better move" puzzle of the action at `index` in `game`'s history, if its
/// better move is exact; never in a match's second round (scored on both rounds).
pub fn better_move(game: &Game, index: usize) -> Option<Puzzle> {
    let entry = game.history().get(index)?;
    if entry.round() > 1 {
        return None;
    }
    let pos = entry.position_before();
    let played = entry.action();
    let mut analysis = Analysis::new(pos)?;
    let k = analysis.actions.iter().position(|a| *a == played)?;
    let solutions = analysis.solutions(Category::Better).ok()?;
    if solutions.contains(&played) {
        return None;
    }
    // The wins if any; else the safe actions, against a move unsafe in every world.
    let wins_now = analysis.effects.iter().any(|e| e.wins != 0);
    let effect = analysis.effects[k];
    let handed_over = effect.ends || effect.hands_over == analysis.every_world();
    if !wins_now && !handed_over {
        return None;
    }
    Some(Puzzle {
        rating: rating(
            Category::Better,
            &solutions,
            analysis.actions.len(),
            pos.players(),
        ),
        position: *pos,
        category: Category::Better,
        solutions,
    })
}

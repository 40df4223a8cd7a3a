//! Ways to choose a move that shape a round, shared by the tests that need a long round or a
//! short one (and by examples/fair_truth.rs, through `#[path]`). Each user takes what it needs.
#![allow(dead_code)]

pub mod errors;
pub mod fair;

use muses::rng::Stream;
use muses::{Action, Game, Options, Position};

/// After `action` from `position`: whether the round is over, and the total of the dice on
/// the board (an illegal action leaves the position as it was).
pub fn after(position: &Position, action: Action) -> (bool, u32) {
    let mut next = *position;
    let _ = next.apply(action);
    let dice = next
        .board()
        .tiles()
        .iter()
        .map(|t| u32::from(t.value))
        .sum();
    (next.is_over(), dice)
}

/// The action that leaves the dice lowest without ending the round (Lower powers make a
/// round last); the first such, or None when there is none.
pub fn lowest(position: &Position, legal: &[Action]) -> Option<Action> {
    legal.iter().copied().min_by_key(|&a| after(position, a))
}

/// The move of the longest round: face up when allowed (the longest placements), then
/// `lowest`'s; with `end`, the one that ends the round, else the highest dice.
pub fn longest(position: &Position, legal: &[Action], end: bool) -> Option<Action> {
    legal.iter().copied().min_by_key(|&a| {
        let down = matches!(
            a,
            Action::Place {
                face_down: true,
                ..
            }
        );
        let (over, dice) = after(position, a);
        if end {
            (down, !over, u32::MAX - dice)
        } else {
            (down, over, dice)
        }
    })
}

/// The action that ends the round soonest: one that ends it, else the highest dice (the
/// last such).
pub fn quickest(position: &Position, legal: &[Action]) -> Option<Action> {
    legal.iter().copied().max_by_key(|&a| after(position, a))
}

/// A game after up to `plies` random actions that keep the round going when they can.
pub fn game_after(players: u8, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(Options::new(players).seed(seed)).unwrap();
    let mut stream = Stream::new(seed);
    for _ in 0..plies {
        let mut legal = game.legal_actions();
        stream.shuffle(&mut legal);
        let keeps_going = |a: &Action| {
            let mut pos = *game.position();
            pos.apply(*a).is_ok() && !pos.is_over()
        };
        match legal.iter().find(|a| keeps_going(a)) {
            Some(&a) => game.apply(a).unwrap(),
            None => break,
        };
    }
    game
}

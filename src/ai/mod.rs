//! Computer opponents: four levels that choose an action from a seat's [`View`] alone, so they
//! never read a hidden identity or another hand (RULES.md D3).
//!
//! - [`Level::Random`]: a uniformly random legal action (the baseline).
//! - [`Level::Easy`]: takes a winning end of the round, avoids handing one to the next
//!   player, otherwise plays at random (placement included).
//! - [`Level::Medium`]: looks one turn ahead and weighs the dice columns, the Suns and the
//!   Will of Apollo, watching the next player's replies that end the round; places at random.
//! - [`Level::Hard`]: information-set Monte Carlo tree search over positions dealt at random
//!   from the view ([`View::sample`]), placement and dance alike; in the dance it first
//!   checks every reply to each action, and never hands the round over while it can help it.
//! - [`Level::Master`]: Hard's search spread over several cores, thinking by time
//!   ([`master`]); the changes to an iteration measured for it are tunings ([`policy`]).
//!
//! Every level is deterministic given its seed and an iteration [`Budget`] (Master on one
//! worker), on every platform.
//! Also: [`arena`], [`safety`], the Hint ([`hint`]) and the review ([`review`]).
//!
//! ```
//! use muses::ai::{choose, Budget, Level};
//! use muses::{Game, Options};
//! let game = Game::new(Options::new(2).seed(5)).unwrap();
//! let seat = game.position().to_move();
//! let view = game.view(Some(seat), true);
//! let action = choose(&view, Level::Easy, 42, Budget::default_for(Level::Easy)).unwrap();
//! assert!(game.legal_actions().contains(&action));
//! assert_eq!(choose(&view, Level::Easy, 42, Budget::default_for(Level::Easy)), Some(action));
//! ```

#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
mod easy;
mod hard;
mod hint;
mod judge;
pub mod master;
mod medium;
pub mod policy;
pub mod review;
#[cfg(not(target_arch = "wasm32"))]
pub mod safety;

use crate::action::Action;
use crate::rng::Stream;
use crate::view::View;
use serde::{Deserialize, Serialize};

pub use hard::{Thought, Tuning};
pub use hint::{hint, why, Hint, Why};
pub(crate) use judge::{Judge, Worlds};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The lowercase name: `"hard"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// The level with this name, in any case.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How much thinking a choice may take. `iterations` alone decides the result; `millis`, an
/// optional wall-clock cap for slow devices, is honoured only by [`choose_with_clock`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Budget {
    /// Search iterations (Hard, Master); the other levels need far fewer than any sensible
    /// budget.
    pub iterations: u32,
    /// Stop searching after this many milliseconds, whatever the iterations.
    pub millis: Option<u32>,
}

impl Budget {
    pub const fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            millis: None,
        }
    }

    /// The budget each level plays at by default (deterministic).
    pub const fn default_for(level: Level) -> Budget {
        match level {
            Level::Hard => Budget::iterations(hard::DEFAULT_ITERATIONS),
            Level::Master => Budget::iterations(master::DEFAULT_ITERATIONS),
            _ => Budget::iterations(0),
        }
    }
}

/// The action `level` chooses for the seat to move, seen through that seat's `view`, or
/// `None` when the view is not the mover's or the round is over. Deterministic.
pub fn choose(view: &View, level: Level, seed: u64, budget: Budget) -> Option<Action> {
    choose_with_clock(view, level, seed, budget, None).map(|c| c.action)
}

/// A computer's answer, with how much it searched.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub action: Action,
    /// The search iterations of Hard or Master (0 for the other levels, for a forced move and
    /// for the one action that neither loses the round at once nor lets the next player win
    /// it).
    pub iterations: u32,
}

/// [`choose`], with a clock (milliseconds, any origin) for the budget's wall-clock cap.
pub fn choose_with_clock(
    view: &View,
    level: Level,
    seed: u64,
    budget: Budget,
    clock: Option<&mut dyn FnMut() -> f64>,
) -> Option<Choice> {
    if view.game_over || view.seat != Some(view.to_move) {
        return None;
    }
    // A view no legal position fits (a hand-made one, say) gets no answer rather than a guess.
    view.world(&mut Stream::new(seed)).ok()?;
    let legal = view.legal_actions();
    let mut stream = Stream::new(seed);
    let mut iterations = 0;
    // A browser build without Master's search (the first load's: the page asks the review's
    // bundle for Master) plays it as Hard.
    #[cfg(all(target_arch = "wasm32", not(feature = "master")))]
    let level = match level {
        Level::Master => Level::Hard,
        other => other,
    };
    // Each level answers with an index into the legal list, so its choice is always legal.
    let index = match legal.len() {
        0 => return None,
        1 => 0,
        _ => match level {
            Level::Random => stream.below(legal.len() as u32) as usize,
            Level::Easy => easy::choose(view, &legal, &mut stream),
            Level::Medium => medium::choose(view, &legal, &mut stream),
            Level::Hard => {
                let deadline = budget.millis.zip(clock).map(|(ms, clock)| {
                    let end = clock() + f64::from(ms);
                    (clock, end)
                });
                let (index, done) =
                    hard::choose(view, &legal, &mut stream, budget.iterations, deadline);
                iterations = done;
                index
            }
            #[cfg(any(not(target_arch = "wasm32"), feature = "master"))]
            Level::Master => {
                let (action, done) = master::choose(view, seed, budget, clock)?;
                iterations = done;
                legal.iter().position(|a| *a == action).unwrap_or(0)
            }
            // Played as Hard (above) in a build without Master.
            #[cfg(all(target_arch = "wasm32", not(feature = "master")))]
            Level::Master => return None,
        },
    };
    legal
        .get(index)
        .map(|&action| Choice { action, iterations })
}

/// A seed mixed from a seed and two numbers (a game, a move), so that nearby inputs differ.
pub(crate) fn mix(seed: u64, a: u64, b: u64) -> u64 {
    let mut z =
        seed ^ a.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ b.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

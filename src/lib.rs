//! # Dance of Muses
//!
//! The rules engine of Dance of Muses (Space Otter Publishing 2024), as specified by
//! `RULES.md`: pure Rust, deterministic, and free of panics on any input.
//!
//! - [`muse`]: the nine Muses and their tile table (D1).
//! - [`board`]: squares, the single-group rule, dance steps with pushes.
//! - [`power`]: Raise, Lower, Swap.
//! - [`position`]: one round's legal actions and their effects.
//! - [`scoring`]: the end of a round, the tie ladder, the match.
//! - [`game`]: the deal from a seed, rounds, the action list.
//! - [`view`]: what one seat may see.
//! - [`notation`]: positions and actions as text.
//!
//! ```
//! use muses::{Game, Options};
//! let mut game = Game::new(Options::new(3).seed(2024));
//! let first = game.legal_actions()[0];
//! let events = game.apply(first).unwrap();
//! assert!(!events.is_empty());
//! ```

pub mod action;
pub mod ai;
pub mod board;
pub mod code;
pub mod game;
pub mod muse;
pub mod notation;
pub mod position;
pub mod power;
pub mod rng;
pub mod scoring;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use action::{Action, Cause, Event, IllegalAction};
pub use board::{Board, Colour, Dir, Square, Step, Tile};
pub use code::{CodeError, Link};
pub use game::{Game, Options, OptionsError, ReplayError};
pub use muse::{Area, Effect, Muse, MuseSet};
pub use notation::{ActionError, NotationError, ParseError, PositionError, Setup};
pub use position::{Phase, Position};
pub use scoring::{Bonus, CompanyScore, MatchRung, MatchScore, RoundScore, Rung};
pub use view::{TileView, View};

//! # Dance of Muses
//!
//! The rules engine of Dance of Muses (Space Otter Publishing 2024), as specified by
//! `RULES.md`: pure Rust, deterministic, and free of panics on any input.
//!
//! Modules, each depending only on those above it:
//!
//! - [`muse`]: the nine Muses and their tile table (D1).
//! - [`board`]: squares, the single-group rule, dance steps with pushes.
//! - [`rng`]: the seeded random stream.
//! - [`deal`]: the options, the setup of a round and its [`Deal`] (§3, D2).
//! - [`scoring`]: the end of a round, the tie ladder (D7), the match.
//! - [`event`]: what an action did, for the table to animate.
//! - [`action`]: the closed [`Action`] enum and why one may be illegal.
//! - [`power`]: Raise, Lower, Swap.
//! - [`position`]: one round's validated position, its legal actions and their effects.
//! - [`notation`]: positions and actions as text.
//! - [`view`]: what one seat may see.
//! - [`game`]: the rounds, the match and the history of a whole game.
//! - [`code`]: share links.
//! - [`fair`]: the fair deal by link, with no server (docs/fair-play.md).
//! - [`live`]: live play's invitation and reply codes (docs/live-play.md).
//! - [`reason`]: every error's machine kind, for pages that word errors themselves.
//! - [`ai`]: the computer players and the Hint.
//! - [`lesson`]: the tutorial's lessons, checked by the engine.
//! - [`puzzle`]: puzzles proved exact by exhaustive search, their ratings (docs/puzzles.md).
//! - [`tables`]: the rules' tables as data for a page.
//! - `wasm` (on wasm32): the JavaScript API.
//!
//! ```
//! use muses::{Game, Options};
//! let mut game = Game::new(Options::new(3).seed(2024)).unwrap();
//! let first = game.legal_actions()[0];
//! let events = game.apply(first).unwrap();
//! assert!(!events.is_empty());
//! ```

pub mod action;
pub mod ai;
pub mod board;
pub mod code;
pub mod deal;
pub mod event;
pub mod fair;
pub mod game;
pub mod lesson;
// Natively and in its own wasm build only: in the others it would only shift their code.
#[cfg(any(not(target_arch = "wasm32"), feature = "live"))]
pub mod live;
pub mod muse;
pub mod notation;
pub mod position;
pub mod power;
pub mod puzzle;
pub mod reason;
pub mod rng;
pub mod scoring;
pub mod tables;
pub mod view;

// The `live` build is live play's codec alone (src/live/wasm.rs).
#[cfg(all(target_arch = "wasm32", not(feature = "live")))]
pub mod wasm;

pub use action::{Action, IllegalAction};
pub use board::{Board, Colour, Dir, Square, Step, Tile};
pub use code::{CodeError, Link};
pub use deal::{Deal, DealError, Options, OptionsError};
pub use event::{Cause, Event};
pub use game::{Entry, Game, LogEntry, ReplayError};
pub use muse::{Area, Effect, Muse, MuseSet};
pub use notation::{ActionError, NotationError, ParseError};
pub use position::{Phase, Position, PositionError, Setup};
pub use scoring::{Bonus, CompanyScore, MatchRung, MatchScore, RoundScore, Rung};
pub use view::{TileView, View};

/// Sorts a short slice in place, stably: `less(a, b)` when `a` goes before `b`. The engine's
/// lists are short (at most a few hundred actions, a Company's dice); the standard library's
/// sorts would add about 20 KB to the page's wasm.
pub(crate) fn sort_short<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    proptest! {
        /// The short sort sorts as the standard library's stable sort does, equal keys kept in
        /// their order.
        #[test]
        fn sort_short_is_a_stable_sort(v in proptest::collection::vec((0u8..6, any::<u16>()), 0..80)) {
            let mut short = v.clone();
            crate::sort_short(&mut short, |a, b| a.0 < b.0);
            let mut std = v;
            std.sort_by_key(|p| p.0);
            prop_assert_eq!(short, std);
        }
    }
}

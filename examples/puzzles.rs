//! The puzzles' browser build (`--features puzzles`): the library's JavaScript API with the
//! shipped puzzles and their verdicts (src/wasm/puzzle.rs). The page loads it only when a
//! player opens the puzzles (www/engine/bundles.js; scripts/build-bundles.sh builds it into
//! dist/puzzles/), so the first load carries neither the set nor its search.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

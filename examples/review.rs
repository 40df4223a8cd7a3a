//! The review's browser build (`--features review,master`): the library's JavaScript API with
//! the `Reviewer` (src/wasm/review.rs) and Master's search (`Game.masterThink`,
//! `combineThoughts`). The page loads it only in the review's Web Worker and in Master's
//! workers (www/features/review/, www/engine/worker.js; scripts/build-bundles.sh builds it into
//! dist/review/), so the first load stays small. A fair game is reviewed, and its Master plays,
//! in fair mode's bundle, built with these features too.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

//! The review's browser build (`--features review`): the library's JavaScript API with the
//! `Reviewer` (src/wasm/review.rs). The page loads it only in the review's Web Worker
//! (www/features/review/; scripts/build-bundles.sh builds it into dist/review/), so the first
//! load stays small. A fair game is reviewed in fair mode's bundle, built with this feature too.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

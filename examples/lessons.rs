//! The tutorial's browser build (`--features lessons`): the library's JavaScript API with the
//! lessons (src/wasm/lesson.rs). The page loads it only when the tutorial opens
//! (www/engine/bundles.js; scripts/build-bundles.sh builds it into dist/lessons/), so the first
//! load stays small.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

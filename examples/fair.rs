//! Fair mode's browser build (`--features fair`): the library's JavaScript API with
//! `FairGame` (src/wasm/fair.rs). The page loads it only for a fair game (www/engine/bundles.js;
//! scripts/build-bundles.sh builds it into dist/fair/), so the first load stays small.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

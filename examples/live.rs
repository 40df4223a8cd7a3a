//! Live play's browser build (`--features live`): the invitation and reply codec alone
//! (src/live/wasm.rs), without the engine's API. The page loads it when live play starts
//! (www/engine/bundles.js), so the first load carries none of it.

#[cfg(target_arch = "wasm32")]
pub use muses::live::wasm::*;

fn main() {}

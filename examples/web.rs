//! The browser build's entry point, built by Trunk (`example = "web"` in Trunk.toml).
//!
//! It only re-exports the library's JavaScript API (`src/wasm.rs`). Trunk cannot build the
//! library itself here: on wasm32 the lib's cdylib and the `muses` bin are both `muses.wasm`
//! under the same target name, so neither `data-bin` nor `data-target-name` can pick one.
//! An example is a distinct artifact that links the lib with all its wasm-bindgen exports.

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

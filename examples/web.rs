//! The browser build's entry point: the page's own wasm (scripts/build-bundles.sh, `muses`).
//!
//! It only re-exports the library's JavaScript API (`src/wasm.rs`). An example is a wasm of its
//! own that links the lib with all its wasm-bindgen exports (the `muses` bin would be another
//! program), as the bundles loaded on demand are (examples/fair.rs, lessons.rs, review.rs).

#[cfg(target_arch = "wasm32")]
pub use muses::wasm::*;

fn main() {}

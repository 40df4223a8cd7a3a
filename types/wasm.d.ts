// The wasm's bindings as the page's modules name them in JSDoc (`import('muses-wasm')`):
// wasm-bindgen's declarations, which the build writes to target/types/ (tsconfig.json paths).
// The page's own wasm publishes its bindings on window (Trunk's loader).

interface Window {
  wasmBindings?: typeof import('muses-wasm');
}

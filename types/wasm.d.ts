// The wasm's bindings as the page's modules name them in JSDoc (`import('muses-wasm')`):
// wasm-bindgen's declarations, which scripts/build-bundles.sh writes to target/wasm/ (tsconfig.json paths).
// The page's own wasm publishes its bindings on window (index.html's loader, scripts/bundle.mjs).

interface Window {
  wasmBindings?: typeof import('muses-wasm');
}

#!/usr/bin/env bash
# Fair mode's wasm (examples/fair.rs with `--features fair`), which the page loads only for a
# fair game: built for size like the page's own (Cargo.toml's `web` profile, wasm-opt -Oz),
# its glue an ES module. Into dist/fair/ (or $1): fair.js and fair_bg.wasm. The tools are the
# ones scripts/setup.sh installs (wasm-bindgen-cli, npm's wasm-opt), on PATH via the Makefile.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-dist/fair}
cargo build --profile web --target wasm32-unknown-unknown --example fair --features fair
wasm-bindgen --target web --out-dir "$OUT" --out-name fair \
  target/wasm32-unknown-unknown/web/examples/fair.wasm
# The same wasm features rustc's wasm32 target enables by default.
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$OUT/fair_bg.wasm" -o "$OUT/fair_bg.wasm"

#!/usr/bin/env bash
# The tutorial's wasm (examples/lessons.rs with `--features lessons`), which the page loads only
# when the tutorial opens: built for size like the page's own (Cargo.toml's `web` profile,
# wasm-opt -Oz), its glue an ES module. Into dist/lessons/ (or $1): lessons.js and
# lessons_bg.wasm. The tools are the ones scripts/setup.sh installs (wasm-bindgen-cli, npm's
# wasm-opt), on PATH via the Makefile.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-dist/lessons}
cargo build --profile web --target wasm32-unknown-unknown --example lessons --features lessons
wasm-bindgen --target web --out-dir "$OUT" --out-name lessons \
  target/wasm32-unknown-unknown/web/examples/lessons.wasm
# The same wasm features rustc's wasm32 target enables by default.
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$OUT/lessons_bg.wasm" -o "$OUT/lessons_bg.wasm"

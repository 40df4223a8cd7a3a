#!/usr/bin/env bash
# The wasm bundles the page loads on demand (www/engine/bundles.js): fair mode's (examples/fair.rs,
# features `fair` and `review`: a fair game is reviewed in it), the tutorial's
# (examples/lessons.rs, feature `lessons`), the review's (examples/review.rs, feature
# `review`, loaded in the review's worker) and the puzzles' (examples/puzzles.rs, feature
# `puzzles`, with the shipped set), built like the
# page's own wasm (Cargo.toml's `web` profile, no default features, wasm-opt -Oz, the glue
# minified by esbuild) and named by a content hash like it: target/ondemand/<name>/ holds
# <name>-<hash>.js, <name>-<hash>_bg.wasm, `hash`, and <name>.d.ts, the bindings' types for
# make types. Trunk runs it while it builds the page's
# wasm (Trunk.toml's build hook); scripts/post-build.sh then puts them in the page. The tools are
# the ones scripts/setup.sh installs, on PATH through the Makefile.
set -euo pipefail
SELF=$(realpath "$0")
cd "$(dirname "$SELF")/.."
CACHE=target/ondemand
mkdir -p $CACHE
# One build at a time (make serve and make dist in the same worktree).
exec 9>$CACHE/lock
flock 9

# Cargo decides whether the Rust changed; the rest (bindgen, wasm-opt, esbuild: seconds) is
# redone only when cargo's wasm or this script did, so `make serve` pays for it only after a
# Rust change. Each bundle has a cargo target folder of its own: the library is a cdylib, whose
# build cargo keeps once for all feature sets, so sharing one would rebuild it at every build
# (and the two builds can run at once).
bundle() {
  local name=$1 features=$2 dir=$CACHE/$1 raw stamp hash
  CARGO_TARGET_DIR=$CACHE/$name-cargo cargo build --quiet --profile web \
    --target wasm32-unknown-unknown --no-default-features --features "$features" --example "$name"
  raw=$CACHE/$name-cargo/wasm32-unknown-unknown/web/examples/$name.wasm
  stamp=$(cat "$raw" "$SELF" | sha256sum | cut -d' ' -f1)
  [ "$(cat "$dir/stamp" 2>/dev/null)" = "$stamp" ] && return
  rm -rf "$dir" "$dir.tmp"
  mkdir -p "$dir.tmp"
  wasm-bindgen --target web --out-dir "$dir.tmp" --out-name "$name" "$raw"
  # The wasm features rustc's wasm32 target enables by default.
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$dir.tmp/${name}_bg.wasm" -o "$dir.tmp/${name}_bg.wasm"
  esbuild "$dir.tmp/$name.js" --format=esm --minify --charset=utf8 --log-level=warning --allow-overwrite --outfile="$dir.tmp/$name.js"
  rm "$dir.tmp/${name}_bg.wasm.d.ts"
  hash=$(cat "$dir.tmp/$name.js" "$dir.tmp/${name}_bg.wasm" | sha256sum | cut -c1-16)
  mv "$dir.tmp/$name.js" "$dir.tmp/$name-$hash.js"
  mv "$dir.tmp/${name}_bg.wasm" "$dir.tmp/$name-${hash}_bg.wasm"
  echo "$hash" >"$dir.tmp/hash"
  echo "$stamp" >"$dir.tmp/stamp"
  mv "$dir.tmp" "$dir"
}

# A fair game's review needs the review's API in fair mode's wasm (FairGame.game hands its Game
# to its own module only): 9 KB of gzip more there, and no second bundle for fair games.
bundle fair "fair review" &
fair=$!
bundle lessons lessons &
lessons=$!
bundle review review &
review=$!
bundle puzzles puzzles &
puzzles=$!
status=0
wait $fair || status=1
wait $lessons || status=1
wait $review || status=1
wait $puzzles || status=1
exit $status

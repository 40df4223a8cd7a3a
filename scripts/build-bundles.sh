#!/usr/bin/env bash
# The page's wasm bundles, each built once and used by the page, the tests and make types:
#
#   muses    the page's own (examples/web.rs, no feature)
#   fair     fair mode's, loaded for a fair game (features `fair`, `review` and `master`: a fair
#            game is reviewed in it, and its computer seats may be Master)
#   lessons  the tutorial's (feature `lessons`)
#   review   the review's, loaded in the review's worker and in Master's workers (features
#            `review` and `master`)
#   puzzles  the puzzles' (feature `puzzles`, with the shipped set)
#   live     live play's codes alone (feature `live`: no engine API), loaded when live play starts
#
# Each is Cargo.toml's `web` profile without default features, wasm-bindgen's glue (minified by
# esbuild), wasm-opt -Oz, named by a content hash: target/wasm/<name>/ holds <name>-<hash>.js,
# <name>-<hash>_bg.wasm, `hash`, and <name>.d.ts, the bindings' types (make types; the types
# of the values they hand out are derived from the Rust types with tsify). scripts/bundle.mjs
# puts them in the page; tests/wasm/ checks what they hand out against their types. The tools
# are the ones scripts/setup.sh installs, on PATH through the Makefile.
#
#   scripts/build-bundles.sh [name…]   # all six when no name is given
set -euo pipefail
SELF=$(realpath "$0")
cd "$(dirname "$SELF")/.."
OUT=target/wasm
mkdir -p $OUT
# One build at a time (make serve, make dist and make test-wasm in the same worktree).
exec 9>$OUT/lock
flock 9

features() {
  case $1 in
    muses) echo "" ;;
    fair) echo "fair review master" ;;
    lessons) echo "lessons" ;;
    review) echo "review master" ;;
    puzzles) echo "puzzles" ;;
    live) echo "live" ;;
    *)
      echo "build-bundles: no bundle $1" >&2
      exit 1
      ;;
  esac
}
example() { if [ "$1" = muses ]; then echo web; else echo "$1"; fi; }

# Cargo decides whether the Rust changed. One target folder for all: the dependencies are
# built once (the library is an rlib only, so feature sets do not overwrite each other), and
# cargo builds one bundle at a time anyway.
compile() {
  cargo build --quiet --profile web --target wasm32-unknown-unknown --no-default-features \
    --features "$(features "$1")" --example "$(example "$1")"
}

# The rest (bindgen, wasm-opt, esbuild: seconds) is redone only when cargo's wasm or this
# script changed.
finish() {
  local name=$1 dir=$OUT/$1 raw stamp hash
  raw=target/wasm32-unknown-unknown/web/examples/$(example "$name").wasm
  stamp=$(cat "$raw" "$SELF" | sha256sum | cut -d' ' -f1)
  [ "$(cat "$dir/stamp" 2>/dev/null)" = "$stamp" ] && return
  rm -rf "$dir" "$dir.tmp"
  mkdir -p "$dir.tmp"
  # Every caller names the wasm file: no default path in the glue.
  wasm-bindgen --target web --omit-default-module-path --out-dir "$dir.tmp" --out-name "$name" "$raw"
  # The wasm features rustc's wasm32 target enables by default, without the toolchain's notes.
  # The first load's wasm is optimised until nothing more shrinks (--converge: 0.6 KB of gzip,
  # minutes of build): the others once.
  local converge=
  [ "$name" = muses ] && converge=--converge
  wasm-opt -Oz $converge --strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
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

names=("$@")
[ ${#names[@]} -gt 0 ] || names=(muses fair lessons review puzzles live)
for name in "${names[@]}"; do compile "$name"; done
pids=()
for name in "${names[@]}"; do
  finish "$name" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status

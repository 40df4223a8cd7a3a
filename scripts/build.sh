#!/usr/bin/env bash
# make dist: the page in dist/. The wasm bundles first (scripts/build-bundles.sh: cargo decides
# what changed, and the bundles are the ones make test-wasm and make types read), then the page
# staged with its files (index.html, the manifest, the icons) and bundled around them
# (scripts/bundle.mjs: the front end by esbuild, the page's wasm and its loader, the bundles
# loaded on demand, the service worker, the build's description). dist/ is replaced only once
# the new build is whole. The tools are the ones scripts/setup.sh installs, on PATH through the
# Makefile.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p target
# One build at a time (make serve and make dist in the same worktree).
exec 9>target/build.lock
flock 9

scripts/build-bundles.sh
stage=target/stage
rm -rf "$stage" target/dist.old
mkdir -p "$stage"
cp index.html manifest.webmanifest "$stage/"
cp -r icons "$stage/"
node scripts/bundle.mjs "$stage"
if [ -d dist ]; then mv dist target/dist.old; fi
mv "$stage" dist
rm -rf target/dist.old

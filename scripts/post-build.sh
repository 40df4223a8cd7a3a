#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), on the page Trunk staged in $TRUNK_STAGING_DIR: the
# front end bundled by esbuild, the wasm bundles (scripts/build-bundles.sh built them
# meanwhile) put in, the service worker at the top with the build's list of files, the build
# described in files.json (scripts/bundle.mjs says how). Node and esbuild come with the e2e
# tools (tests/e2e/node_modules, scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/bundle.mjs "${TRUNK_STAGING_DIR:?run by trunk build or trunk serve (make dist, make serve)}"

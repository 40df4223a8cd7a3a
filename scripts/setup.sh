#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing, at the pinned versions.
# Idempotent, and quick when everything is there: each tool's version is checked first.
#
#   scripts/setup.sh build   # enough to build and serve the page (make serve)
#   scripts/setup.sh test    # also Chromium and ChromeDriver for the browser tests (make test)
#
# Only package registries are reachable (crates.io, npm, Debian), so every tool comes from
# one of them and nothing downloads a prebuilt binary: the build (scripts/build.sh) runs
# exactly these, and playwright-core drives Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

MODE=${1:-test}
# wasm-bindgen-cli must be exactly the wasm-bindgen crate's version, or the generated glue
# does not match the compiled wasm.
WASM_BINDGEN_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
# npm packages (package.json): the page's qrcode, and the tools: binaryen's wasm-opt,
# esbuild (the page's bundle), typescript and prettier (make types, make lint), lighthouse
# (make bench), playwright-core (the e2e tests).
CARGO_BIN=${CARGO_HOME:-$HOME/.cargo}/bin
export PATH="$PWD/node_modules/.bin:$CARGO_BIN:$PATH"

say() { echo "setup: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# The first line a command prints, or nothing if it is missing or fails.
version_of() { "$@" 2>/dev/null | head -n1 || true; }

if [ -z "$WASM_BINDGEN_VERSION" ]; then
  say "no wasm-bindgen in Cargo.lock"
  exit 1
fi

# Rust: the wasm target, clippy and rustfmt.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# The engine as a WASI program, for make bench's node:wasi figure (wasm without a browser).
if [ "$MODE" = test ] && ! rustup target list --installed | grep -qx wasm32-wasip1; then
  say "adding the wasm32-wasip1 target"
  rustup target add wasm32-wasip1
fi
for component in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding $component"
    rustup component add "$component"
  fi
done

# wasm-bindgen-cli (wasm-bindgen and wasm-bindgen-test-runner). Its own lock file does not
# build with this toolchain, hence no --locked.
if [ "$(version_of wasm-bindgen --version)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ] ||
  [ "$(version_of wasm-bindgen-test-runner --version)" != "wasm-bindgen-test-runner $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# Node.js runs the build's scripts, the browser tests and binaryen's wasm-opt.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  say "installing Node.js and npm"
  as_root apt-get update
  as_root apt-get install -y nodejs npm
fi

# npm packages, exactly as package-lock.json pins them; reinstalled when the lock changes.
if ! cmp -s package-lock.json node_modules/.installed-lock.json; then
  say "installing npm packages (package.json)"
  npm ci --no-audit --no-fund
  cp package-lock.json node_modules/.installed-lock.json
fi
case "$(version_of wasm-opt --version)" in
  "wasm-opt version 132 "*) ;;
  *)
    say "wasm-opt on PATH is not binaryen 132: $(command -v wasm-opt || echo none)"
    exit 1
    ;;
esac

# Debian's Chromium and its ChromeDriver, for the browser tests.
if [ "$MODE" = test ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  say "installing Debian's chromium and chromium-driver"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

say "ready ($MODE): $(version_of wasm-bindgen --version), $(version_of wasm-opt --version), esbuild $(version_of esbuild --version)"

# The two commands (README.md):
#   make serve   install what is missing, then serve the game on http://127.0.0.1:8080
#   make test    install what is missing, then run every check (scripts/test.sh)
# The other targets are the single checks, for running one at a time.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c

# The tools scripts/setup.sh installs: cargo's (wasm-bindgen) and npm's (package.json:
# wasm-opt, esbuild, tsc, prettier, lighthouse).
export PATH := $(CURDIR)/node_modules/.bin:$(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)
# The wasm-bindgen tests run in headless Chromium through its driver.
export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner
# The runner reads the page again only once a test has run, and fair mode's take tens of
# seconds with both cores busy: its 20 s default timed out there.
export WASM_BINDGEN_TEST_TIMEOUT ?= 180

.PHONY: serve test setup setup-build fmt clippy clippy-wasm lint unit test-native i18n test-wasm dist types e2e size bench

serve: setup-build
	node scripts/serve.mjs

test: setup
	scripts/test.sh

setup:
	scripts/setup.sh test

setup-build:
	scripts/setup.sh build

fmt:
	cargo fmt --all -- --check

clippy:
	cargo clippy --all-targets -- -D warnings

# src/wasm.rs, the examples and tests/wasm*.rs only compile for wasm32, as the bundles are
# built (no default feature): the page's own (no feature: code only a bundle uses is dead in
# it, and Master played as Hard), then every bundle's code at once (features only add code but
# `master`, whose absence the first run checks), then `live`, live play's codec alone (it
# leaves the engine's API out).
WASM_FEATURES := fair,lessons,review,puzzles,master
clippy-wasm:
	cargo clippy --target wasm32-unknown-unknown --no-default-features --lib --example web --test wasm -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --no-default-features --features $(WASM_FEATURES) --lib \
		--example fair --example lessons --example review --example puzzles --test wasm --test wasm_fair --test wasm_lessons -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --no-default-features --features live --lib --example live -- -D warnings

# The JavaScript under Prettier (.prettierrc.json: 120 columns, single quotes): the page's
# modules (www/, but for what .prettierignore names), the build's scripts, the unit tests.
LINT := 'www/**/*.js' 'www/**/*.d.ts' scripts/*.mjs tests/unit tests/wasm tests/e2e/lighthouse.mjs tests/e2e/games.test.mjs

lint:
	prettier --check $(LINT)

# The page's logic and the build's in Node, without a browser (tests/unit/README.md); live
# play's with its codec's wasm.
unit:
	scripts/build-bundles.sh live
	node --test tests/unit/

test-native:
	cargo test

# The page's languages (www/ui/lang/): every table against the others and against the code, and
# every engine error and end-of-round sentence worded in each (Node, no browser).
i18n:
	node --test tests/i18n/

# The JavaScript API in headless Chromium: only the wasm tests on wasm32 (the native tests use
# proptest, not a wasm dependency), built once with every bundle's features (the page's API is
# the same code in each). Then the bundles as built (scripts/build-bundles.sh, shared with dist
# and types): every kind of value they hand out, checked by tsc against their declarations
# (tests/wasm/).
test-wasm:
	cargo test --target wasm32-unknown-unknown --no-default-features --features $(WASM_FEATURES) \
		--test wasm --test wasm_fair --test wasm_lessons
	scripts/build-bundles.sh
	node --test tests/wasm/

# The page in dist/ (scripts/build.sh): the wasm bundles, then the page bundled around them.
dist:
	scripts/build.sh

# The JavaScript against the wasm's TypeScript declarations, derived from the Rust types
# (tsify) when the bundles are built (scripts/build-bundles.sh, first: cargo decides what
# changed): the page's modules that begin with `// @ts-check` (tsconfig.json), the service
# worker (tsconfig.worker.json), the build's scripts and the unit tests (tsconfig.node.json).
# Change a value the engine returns, and this shows every place in the page that must follow.
types:
	scripts/build-bundles.sh
	tsc -p tsconfig.json
	tsc -p tsconfig.worker.json
	tsc -p tsconfig.node.json

# Two files at a time: each starts its own server (a free port), browser profile (a fresh
# temporary folder) and, for live play, network namespace; the tests wait for what they assert,
# so they pass with both cores busy.
e2e:
	cd tests/e2e && node --test --test-concurrency=2

size:
	scripts/size-report.sh

# The engine's speed: perft natively, in Chromium (the built page's wasm) and under node:wasi,
# and Hard's iterations per second in Chromium (tests/e2e/bench.mjs); Lighthouse on the built
# page, phone and desktop (tests/e2e/lighthouse.mjs, reports in target/lighthouse/). Reports,
# never fails on slowness.
bench:
	cargo build --release --quiet --bin muses
	cargo build --release --quiet --bin muses --target wasm32-wasip1
	node tests/e2e/bench.mjs
	node tests/e2e/lighthouse.mjs

#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), on the page Trunk staged in $TRUNK_STAGING_DIR:
#  1. the wasm bundles loaded on demand (scripts/build-bundles.sh built them meanwhile) into
#     fair/ and lessons/, their content-hashed names written into www/engine/bundles.js;
#  2. the front end's modules and wasm-bindgen's glue minified in place (terser, from npm with
#     the e2e tools; on PATH through the Makefile): www/ stays readable, the download small;
#  3. the service worker moved to the top, so that its scope is the whole page.
set -euo pipefail
cd "$(dirname "$0")/.."
STAGE=${TRUNK_STAGING_DIR:?run by trunk build or trunk serve (make dist, make serve)}

# www/engine/bundles.js names each file as it is before hashing ('../../fair/fair.js'): writes its
# hashed name $2 for $1 there, or fails if it is not named exactly once.
rename() {
  local file=$STAGE/www/engine/bundles.js
  [ "$(grep -c "'../../$1'" "$file")" = 1 ] || { echo "post-build: $file does not name '../../$1' once" >&2; exit 1; }
  sed -i "s|'../../$1'|'../../$2'|" "$file"
}

for name in fair lessons; do
  hash=$(cat "target/ondemand/$name/hash")
  mkdir -p "$STAGE/$name"
  cp "target/ondemand/$name/$name-$hash.js" "target/ondemand/$name/$name-${hash}_bg.wasm" "$STAGE/$name/"
  rename "$name/$name.js" "$name/$name-$hash.js"
  rename "$name/${name}_bg.wasm" "$name/$name-${hash}_bg.wasm"
done

cd "$STAGE"
# The modules in their folders and the languages' main tables (not their parts, nor live/).
for f in www/*.js www/*/*.js www/ui/lang/*.js muses-*.js; do
  terser "$f" --module --ecma 2022 --compress passes=2 --mangle -o "$f"
done
mv www/sw.js sw.js

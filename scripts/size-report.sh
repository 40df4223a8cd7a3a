#!/usr/bin/env bash
# What a visitor downloads: the wasm and JS files in dist/, raw and gzip -9 (about what a
# static host sends compressed). The goal is 150 KB gzip in all.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${1:-dist}

shopt -s nullglob globstar
# **: the front end's own modules are copied as they are into dist/www/.
files=("$DIST"/*.wasm "$DIST"/**/*.js)
if [ ${#files[@]} -eq 0 ]; then
  echo "size report: no wasm or JS in $DIST/: run trunk build --release --offline first" >&2
  exit 1
fi

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1000 }'; }

total_raw=0
total_gz=0
echo "size report ($DIST/, wasm + JS):"
printf '  %-40s %12s %12s\n' file raw gzip
for f in "${files[@]}"; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '  %-40s %12s %12s\n' "${f#"$DIST"/}" "$(kb "$raw")" "$(kb "$gz")"
done
printf '  %-40s %12s %12s\n' total "$(kb "$total_raw")" "$(kb "$total_gz")"
echo "total gzip: $total_gz bytes ($(kb "$total_gz"); goal ≤ 150 KB)"

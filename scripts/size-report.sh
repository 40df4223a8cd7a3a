#!/usr/bin/env bash
# What a visitor downloads, raw and gzip -9 (about what a static host sends compressed): the
# FIRST LOAD, which the goal of 150 KB gzip is about, and apart, the files loaded later on
# demand (Web Workers, modules imported when needed, the service worker, data such as the
# language tables a player does not use). The first load is what the page fetches when opened
# in a fresh Chromium until its network is idle (tests/e2e/first-load.mjs: dynamic imports at
# start, such as the player's language, count); without the browser tools, what index.html
# loads (its scripts, preloads and modulepreloads, Trunk's loader) and everything those
# modules import statically. Either way only wasm, JS and JSON are counted. The wasm bundles
# loaded on demand (www/engine/bundles.js: fair/, lessons/) are reported on their own; the report
# fails if one is missing or is part of the first load.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${1:-dist}
GOAL=150000

if [ ! -f "$DIST/index.html" ]; then
  echo "size report: no $DIST/index.html: run trunk build --release --offline first" >&2
  exit 1
fi

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1000 }'; }

# The wasm and JS files a file refers to, as paths inside dist/: from index.html every quoted
# URL of one (its tags and Trunk's inline loader), from a module its static imports only
# (`import … from "…"`, `import "…"`, `export … from "…"`), never `import(…)` or `new URL(…)`.
refs() {
  local file=$1 dir
  dir=$(dirname "$file")
  if [[ $file == *.html ]]; then
    grep -oE "[\"'][^\"'<>() ]+\.(m?js|wasm)[\"']" "$file" || true
  else
    grep -oE "(import|export)[^\"'();]*from[[:space:]]*[\"'][^\"']+[\"']|import[[:space:]]*[\"'][^\"']+[\"']" "$file" |
      grep -oE "[\"'][^\"']+[\"']$" || true
  fi | tr -d "\"'" | grep -vE '^[a-z]+:' | while read -r url; do
    realpath -m --relative-to="$DIST" "$dir/${url%%[?#]*}"
  done
}

# The first load by reading: index.html's files and, transitively, their static imports.
declare -A first=()
queue=()
for f in $(refs "$DIST/index.html"); do queue+=("$f"); done
while [ ${#queue[@]} -gt 0 ]; do
  f=${queue[0]}
  queue=("${queue[@]:1}")
  [ -n "${first[$f]:-}" ] && continue
  if [ ! -f "$DIST/$f" ]; then
    echo "size report: $f is referred to but not in $DIST/" >&2
    exit 1
  fi
  first[$f]=1
  [[ $f == *.wasm ]] || for g in $(refs "$DIST/$f"); do queue+=("$g"); done
done

# The first load as the browser fetches it, when the browser tools are there.
how="index.html and its static imports"
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ] && [ -d tests/e2e/node_modules/playwright-core ] &&
  loaded=$(MUSES_DIST="$DIST" node tests/e2e/first-load.mjs); then
  first=()
  while read -r f; do
    [[ $f =~ \.(m?js|wasm|json)$ ]] && first[$f]=1
  done <<<"$loaded"
  how="what Chromium fetches opening the page, until idle"
else
  echo "size report: no browser to open the page in: the first load as index.html says it" >&2
fi

shopt -s nullglob globstar
BUNDLES=(fair lessons)
later=()
bundles=()
for f in "$DIST"/**/*.{wasm,js,mjs,json}; do
  rel=${f#"$DIST"/}
  if [[ " ${BUNDLES[*]} " == *" ${rel%%/*} "* ]]; then
    bundles+=("$rel")
    if [ -n "${first[$rel]:-}" ]; then
      echo "size report: $rel, a bundle loaded on demand, is part of the first load" >&2
      exit 1
    fi
  elif [ -z "${first[$rel]:-}" ]; then
    later+=("$rel")
  fi
done
for b in "${BUNDLES[@]}"; do
  if ! printf '%s\n' "${bundles[@]}" | grep -qE "^$b/.*\.wasm$"; then
    echo "size report: no $DIST/$b/*.wasm: Trunk.toml's hooks build it (scripts/build-bundles.sh, post-build.sh)" >&2
    exit 1
  fi
done

# Prints one table; sets the globals raw and gz to its totals.
table() {
  local title=$1 f r g
  shift
  raw=0
  gz=0
  echo "$title"
  printf '  %-44s %10s %10s\n' file raw gzip
  for f in "$@"; do
    r=$(wc -c <"$DIST/$f")
    g=$(gzip -9 -c "$DIST/$f" | wc -c)
    raw=$((raw + r))
    gz=$((gz + g))
    printf '  %-44s %10s %10s\n' "$f" "$(kb "$r")" "$(kb "$g")"
  done
  printf '  %-44s %10s %10s\n' total "$(kb "$raw")" "$(kb "$gz")"
}

mapfile -t first_files < <(printf '%s\n' "${!first[@]}" | sort)
echo "size report ($DIST/, wasm, JS and JSON, raw and gzip -9):"
table "first load ($how):" "${first_files[@]}"
first_gz=$gz
if [ ${#later[@]} -gt 0 ]; then
  table "on demand (workers, dynamic imports, the service worker, data):" "${later[@]}"
fi
mapfile -t bundles < <(printf '%s\n' "${bundles[@]}" | sort)
table "on demand, the wasm bundles (www/engine/bundles.js: fair mode's, the tutorial's):" "${bundles[@]}"
verdict=$([ "$first_gz" -le "$GOAL" ] && echo "within" || echo "OVER")
echo "first load gzip: $first_gz bytes ($(kb "$first_gz"); goal ≤ $(kb "$GOAL"): $verdict)"

#!/usr/bin/env bash
# make size: what a visitor downloads, the first load against its goal of 150 KB gzip
# (scripts/size-report.mjs says how it is measured). Usage: scripts/size-report.sh [dist]
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/size-report.mjs "${1:-dist}"

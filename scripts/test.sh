#!/usr/bin/env bash
# Every check, in order (make test runs it after scripts/setup.sh). A failing check does not
# stop the others, so one run shows everything that is wrong; the exit code is 1 if any
# failed. Each check is also a make target of its own (see the Makefile).
set -uo pipefail
cd "$(dirname "$0")/.."

checks=(fmt clippy clippy-wasm lint unit test-native i18n test-wasm dist types e2e size bench)
failed=()
start=$SECONDS

for check in "${checks[@]}"; do
  echo
  echo "==> make $check"
  t=$SECONDS
  if [[ " ${failed[*]} " == *" dist "* && ($check == types || $check == e2e || $check == size || $check == bench) ]]; then
    echo "==> make $check: not run, the page did not build"
    failed+=("$check")
    continue
  fi
  if make --no-print-directory "$check"; then
    echo "==> make $check: ok ($((SECONDS - t)) s)"
  else
    echo "==> make $check: FAILED ($((SECONDS - t)) s)"
    failed+=("$check")
  fi
done

echo
echo "make test took $((SECONDS - start)) s"
[ ${#failed[@]} -eq 0 ] || echo "failed: ${failed[*]}"
echo "checks: $((${#checks[@]} - ${#failed[@]})) passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]

#!/usr/bin/env bash
# Set up everything (see scripts/_setup.sh), then run the checks in order, stopping at the
# first failure: ruff, mypy, import-linter (layer contracts), pytest.
# Usage: scripts/run-tests.sh [PYTEST ARGS...]
# Without test paths, tests/core runs first with Qt made unimportable (the core must work
# without a GUI toolkit), then everything else.
set -euo pipefail
# shellcheck source=scripts/_setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/_setup.sh"

gm_setup offscreen
cd "$GM_ROOT"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# Runs a check quietly: one line when it passes, its full output when it fails.
check() {
    local name="$1"
    shift
    local output start_us="${EPOCHREALTIME/[.,]/}" ms
    if output="$("$@" 2>&1)"; then
        ms=$(((${EPOCHREALTIME/[.,]/} - start_us) / 1000))
        printf '%-14s ok (%d.%02ds)\n' "$name" $((ms / 1000)) $((ms % 1000 / 10))
    else
        printf '%s\n%-14s FAILED: %s\n' "$output" "$name" "$*" >&2
        exit 1
    fi
}

check ruff ruff check --quiet .
check mypy mypy
check import-linter lint-imports

paths=0
for arg in "$@"; do
    [[ "$arg" == -* ]] || paths=1
done
if [[ $paths == 0 ]]; then
    echo "tests/core, with Qt unimportable:"
    python scripts/pytest_without_qt.py "$@" tests/core
    echo "the rest:"
    exec pytest "$@" --ignore=tests/core
fi
exec pytest "$@"

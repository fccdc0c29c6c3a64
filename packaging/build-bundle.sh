#!/usr/bin/env bash
# Build GM Assistant as a one-folder desktop bundle that runs without Python:
# packaging/dist/gm-assistant/gm-assistant (with the rulesets, samples, icon and notices).
# Sets up everything first (see scripts/_setup.sh), then runs PyInstaller with the spec.
# Usage: packaging/build-bundle.sh [DIST_FOLDER]
set -euo pipefail
# shellcheck source=scripts/_setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/_setup.sh"

gm_setup offscreen
dist="${1:-$GM_ROOT/packaging/dist}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$GM_VENV/bin/pyinstaller" --noconfirm --log-level WARN --distpath "$dist" \
    --workpath "$work" "$GM_ROOT/packaging/pyinstaller/gm-assistant.spec"
# The installer travels with the bundle: gm-assistant/install.sh puts it on PATH and in
# the desktop menu.
cp "$GM_ROOT/packaging/linux/install.sh" "$dist/gm-assistant/install.sh"
# A bundle that cannot open every area is not a bundle: check it before anyone ships it.
QT_QPA_PLATFORM=offscreen "$dist/gm-assistant/gm-assistant" --smoke
# The oldest glibc it runs on (the build host's system libraries are left out: see the spec);
# a bundle that asks for a newer one than the README states is not shipped.
"$GM_VENV/bin/python" "$GM_ROOT/packaging/glibc_floor.py" "$dist/gm-assistant" \
    --readme "$GM_ROOT/README.md"
gm_log "built $dist/gm-assistant (run $dist/gm-assistant/gm-assistant)"

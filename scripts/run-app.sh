#!/usr/bin/env bash
# Run GM Assistant; first sets up everything it needs (see scripts/_setup.sh).
# Usage: scripts/run-app.sh [ARGS...]   e.g. --smoke, --screenshot FILE.png, --view odds
set -euo pipefail
# shellcheck source=scripts/_setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/_setup.sh"

# Does this run open a window for a person? Not for --smoke/--screenshot (drawn offscreen
# when there is no display), --help/--version, or a command-line subcommand (`rulesets`).
needs_window=1
if (($# > 0)) && [[ "$1" != -* ]]; then
    needs_window=0
fi
for arg in "$@"; do
    case "$arg" in
        --smoke | --screenshot | --screenshot=* | -h | --help | --version) needs_window=0 ;;
    esac
done

if ((needs_window)); then
    gm_setup window
    if ! gm_has_display; then
        gm_log "no DISPLAY or WAYLAND_DISPLAY: running under Xvfb (the window is not visible)"
        exec xvfb-run -a -s "-screen 0 1280x1024x24" "$GM_VENV/bin/gm-assistant" "$@"
    fi
else
    gm_setup offscreen
fi
exec "$GM_VENV/bin/gm-assistant" "$@"

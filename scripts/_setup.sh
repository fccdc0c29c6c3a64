# shellcheck shell=bash
# Shared set-up for run-app.sh and run-tests.sh. Source it, then call one of:
#   gm_setup offscreen   Qt without a window system (tests, --smoke, --screenshot, CLI)
#   gm_setup window      a real window: also the xcb libraries, and Xvfb if there is no display
# It makes sure of, in order: the system libraries Qt needs (apt-get, only if some are
# missing), a Python >= 3.11 virtual environment in .venv, and the project installed in it
# with its dev tools (`pip install -e '.[dev]'`, again only when pyproject.toml changed).
#
# Environment knobs:
#   GM_PYTHON=/path/to/python3   interpreter for a new .venv (default: first python3 >= 3.11)
#   GM_SKIP_SYSTEM_PACKAGES=1    never call apt-get; only warn about missing libraries

GM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GM_VENV="$GM_ROOT/.venv"
GM_STAMP="$GM_VENV/.gm-assistant-installed"

gm_log() { printf '[setup] %s\n' "$*" >&2; }
gm_die() {
    printf '[setup] ERROR: %s\n' "$*" >&2
    exit 1
}

gm_has_display() { [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; }

# --- system packages ---------------------------------------------------------------
# Each entry is "debian-package probe": the package is missing when the probe fails.
# Probes: lib:<soname> (in the linker cache), bin:<command>, fonts: (any font installed).
_GM_OFFSCREEN_PACKAGES=(
    "libegl1 lib:libEGL.so.1"
    "libgl1 lib:libGL.so.1"
    "libxkbcommon0 lib:libxkbcommon.so.0"
    "libfontconfig1 lib:libfontconfig.so.1"
    "libdbus-1-3 lib:libdbus-1.so.3"
    "libglib2.0-0 lib:libglib-2.0.so.0"
    "fonts-dejavu-core fonts:"
    "desktop-file-utils bin:desktop-file-validate"
    "appstream bin:appstreamcli"
)
_GM_WINDOW_PACKAGES=(
    "libxcb-cursor0 lib:libxcb-cursor.so.0"
    "libxcb-icccm4 lib:libxcb-icccm.so.4"
    "libxcb-image0 lib:libxcb-image.so.0"
    "libxcb-keysyms1 lib:libxcb-keysyms.so.1"
    "libxcb-render-util0 lib:libxcb-render-util.so.0"
    "libxcb-shape0 lib:libxcb-shape.so.0"
    "libxcb-xkb1 lib:libxcb-xkb.so.1"
    "libxkbcommon-x11-0 lib:libxkbcommon-x11.so.0"
)
_GM_XVFB_PACKAGES=(
    "xvfb bin:xvfb-run"
    "xauth bin:xauth"
)

_GM_LDCACHE=""
_gm_probe() {
    local probe="$1"
    case "$probe" in
        lib:*)
            if [[ -z "$_GM_LDCACHE" ]]; then
                _GM_LDCACHE="$( (command -v ldconfig >/dev/null && ldconfig -p ||
                    /sbin/ldconfig -p) 2>/dev/null || true)"
            fi
            grep -qF "${probe#lib:} (" <<<"$_GM_LDCACHE"
            ;;
        bin:*) command -v "${probe#bin:}" >/dev/null 2>&1 ;;
        fonts:)
            # Without fonts Qt still runs, but draws every glyph as a box.
            [[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] ||
                { command -v fc-list >/dev/null 2>&1 && [[ -n "$(fc-list 2>/dev/null | head -n 1)" ]]; }
            ;;
        *) return 1 ;;
    esac
}

# Prints the packages (from the "package probe" entries given) whose probe fails.
_gm_missing_packages() {
    local entry
    for entry in "$@"; do
        _gm_probe "${entry#* }" || printf '%s\n' "${entry%% *}"
    done
}

_GM_APT_UPDATED=0
# Installs Debian packages; one `apt-get update` per run, and only when something is missing.
_gm_apt_install() {
    (($# == 0)) && return 0
    local apt_install="apt-get install -y -q --no-install-recommends $*"
    if [[ "${GM_SKIP_SYSTEM_PACKAGES:-0}" == 1 ]]; then
        gm_log "WARNING: missing system packages (GM_SKIP_SYSTEM_PACKAGES=1, not installing): $*"
        return 0
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        # Not Debian: the probes are only a guess here, so carry on and let Qt have its say.
        gm_log "WARNING: these look missing (Debian names; no apt-get here): $*"
        return 0
    fi
    if [[ "$(id -u)" != 0 ]]; then
        gm_die "missing system packages: $*
        Install them once as root, then run this script again:
            sudo apt-get update && sudo $apt_install
        (or set GM_SKIP_SYSTEM_PACKAGES=1 to try anyway)"
    fi
    local log
    log="$(mktemp)"
    gm_log "installing system packages: $*"
    export DEBIAN_FRONTEND=noninteractive
    if ((_GM_APT_UPDATED == 0)); then
        apt-get update -q >"$log" 2>&1 || {
            cat "$log" >&2
            gm_die "apt-get update failed"
        }
        _GM_APT_UPDATED=1
    fi
    # shellcheck disable=SC2086
    $apt_install >"$log" 2>&1 || {
        cat "$log" >&2
        gm_die "apt-get install failed"
    }
    rm -f "$log"
    _GM_LDCACHE=""
}

# --- Python ------------------------------------------------------------------------

# True if "$1" is a Python >= 3.11 that can create virtual environments with pip.
_gm_python_ok() {
    "$1" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

_gm_find_python() {
    local candidate
    for candidate in ${GM_PYTHON:-} python3 python3.13 python3.12 python3.11; do
        if command -v "$candidate" >/dev/null 2>&1 && _gm_python_ok "$candidate"; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

_gm_venv_ok() {
    [[ -x "$GM_VENV/bin/python" ]] &&
        "$GM_VENV/bin/python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null
}

# What the install stamp records: the dependency declaration and the interpreter.
_gm_install_key() {
    {
        cat "$GM_ROOT/pyproject.toml"
        "$GM_VENV/bin/python" -c 'import sys; print(sys.version)'
    } | sha256sum | cut -d' ' -f1
}

_gm_ensure_venv() {
    if ! _gm_venv_ok; then
        if [[ -e "$GM_VENV" ]]; then
            [[ -f "$GM_VENV/pyvenv.cfg" ]] || gm_die "$GM_VENV exists but is not a virtualenv"
            gm_log "recreating broken $GM_VENV"
            rm -rf "$GM_VENV"
        fi
        local python
        if ! python="$(_gm_find_python)"; then
            # Debian 12: python3 is 3.11; python3-venv brings ensurepip.
            _gm_apt_install python3 python3-venv
            python="$(_gm_find_python)" ||
                gm_die "no Python >= 3.11 with the venv module found (set GM_PYTHON=/path/to/python3)"
        fi
        gm_log "creating $GM_VENV with $python ($("$python" -c 'import platform; print(platform.python_version())'))"
        "$python" -m venv "$GM_VENV" || gm_die "could not create $GM_VENV"
    fi

    local key
    key="$(_gm_install_key)"
    if [[ ! -f "$GM_STAMP" || "$(cat "$GM_STAMP")" != "$key" || ! -x "$GM_VENV/bin/gm-assistant" ]]; then
        gm_log "installing gm-assistant and its dev tools into .venv (first time: about a minute)"
        rm -f "$GM_STAMP"
        (cd "$GM_ROOT" && PIP_DISABLE_PIP_VERSION_CHECK=1 "$GM_VENV/bin/python" -m pip install \
            --quiet --editable '.[dev]') || gm_die "pip install -e '.[dev]' failed"
        printf '%s\n' "$key" >"$GM_STAMP"
    fi
}

# --- entry point -------------------------------------------------------------------

gm_setup() {
    local mode="${1:-offscreen}"
    local -a wanted=("${_GM_OFFSCREEN_PACKAGES[@]}")
    if [[ "$mode" == window ]]; then
        wanted+=("${_GM_WINDOW_PACKAGES[@]}")
        gm_has_display || wanted+=("${_GM_XVFB_PACKAGES[@]}")
    fi
    local -a missing
    mapfile -t missing < <(_gm_missing_packages "${wanted[@]}")
    # A new venv may need Debian's python3 + python3-venv: ask for them in the same apt run.
    if ! _gm_venv_ok && ! _gm_find_python >/dev/null; then
        missing+=(python3 python3-venv)
    fi
    _gm_apt_install "${missing[@]}"
    _gm_ensure_venv
    export PATH="$GM_VENV/bin:$PATH"
}

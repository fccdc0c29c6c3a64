#!/usr/bin/env bash
# Install the desktop bundle for one user (or under a prefix): a launcher on PATH
# (PREFIX/bin/gm-assistant -> the bundle's executable), the desktop menu entry, the
# AppStream metainfo and the icons (PREFIX/share/...), so the entry's Exec and TryExec
# resolve. --uninstall removes them again (the bundle's folder itself is left alone).
#
# Usage: install.sh [--prefix DIR] [--bundle DIR] [--uninstall]
#   --prefix DIR   where bin/ and share/ are (default: ~/.local)
#   --bundle DIR   the bundle's folder, holding gm-assistant (default: the folder this
#                  script is in, when it holds the bundle; else packaging/dist/gm-assistant)
set -euo pipefail

APP_ID=io.github.gm_assistant.GMAssistant
prefix="${HOME:?HOME is not set}/.local"
bundle=""
action=install

fail() { echo "install.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix="$2"; shift 2 ;;
        --bundle) [ $# -ge 2 ] || fail "--bundle needs a folder"; bundle="$2"; shift 2 ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) fail "unknown option: $1 (see --help)" ;;
    esac
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -z "$bundle" ]; then
    if [ -x "$here/gm-assistant" ]; then
        bundle="$here"
    else
        bundle="$here/../dist/gm-assistant"
    fi
fi
mkdir -p "$prefix" 2>/dev/null || fail "cannot create $prefix"
prefix="$(cd "$prefix" && pwd)"
launcher="$prefix/bin/gm-assistant"
data="$prefix/share"

refresh_caches() {  # the menu and icon caches, where the desktop keeps them
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
    fi
}

if [ "$action" = uninstall ]; then
    removed=0
    for file in "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml" \
                "$data"/icons/hicolor/*/apps/gm-assistant.png \
                "$data/icons/hicolor/scalable/apps/gm-assistant.svg"; do
        if [ -f "$file" ] || [ -L "$file" ]; then
            rm -f -- "$file"; echo "removed $file"; removed=$((removed + 1))
        fi
    done
    # Only a launcher this script made (a link to a bundle), never someone's own program.
    if [ -L "$launcher" ]; then
        rm -f -- "$launcher"; echo "removed $launcher"; removed=$((removed + 1))
    elif [ -e "$launcher" ]; then
        echo "install.sh: $launcher is not a link to the bundle: left alone" >&2
    fi
    [ -d "$data/applications" ] && refresh_caches
    [ "$removed" -gt 0 ] || echo "install.sh: nothing of GM Assistant was installed under $prefix"
    exit 0
fi

[ -x "$bundle/gm-assistant" ] || fail "no bundle at $bundle (build it with packaging/build-bundle.sh, or give --bundle)"
bundle="$(cd "$bundle" && pwd)"
mkdir -p "$prefix/bin"
if [ -e "$launcher" ] && [ ! -L "$launcher" ]; then
    fail "$launcher exists and is not a link to a bundle: move it away first"
fi
ln -sfn "$bundle/gm-assistant" "$launcher"
echo "linked $launcher -> $bundle/gm-assistant"
# The app writes the entry (Exec and TryExec naming the launcher), metainfo and icons.
XDG_DATA_HOME="$data" "$bundle/gm-assistant" --install-desktop-entry --launcher "$launcher"
refresh_caches
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH: add it to run gm-assistant from a terminal" ;;
esac

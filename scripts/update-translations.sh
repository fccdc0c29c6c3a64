#!/usr/bin/env bash
# Collect the interface's translatable strings into the catalogues (resources/i18n/*.ts,
# kept with their translations) and compile them (*.qm, what the app loads).
# English is the language the strings are written in: its catalogue holds only the
# plurals ("%n rulesets loaded" -> "1 ruleset loaded"). lupdate's Python reader loses
# plurals counted by a variable: scripts/plural_forms.py puts them back (see there).
# pyqtgraph's plot menus and export dialog are translated in the same catalogues (its
# files listed in gm_assistant.ui.i18n.PYQTGRAPH_SOURCES).
# Usage: scripts/update-translations.sh   (after changing translatable strings; then fill
# the new <translation> entries in the .ts files, the plurals' <numerusform>s included,
# remove their type="unfinished", and run it again to compile)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
python=.venv/bin/python
pyqtgraph=$($python -c 'import pathlib, pyqtgraph; print(pathlib.Path(pyqtgraph.__file__).parent)')
plot_sources=$($python -c 'from gm_assistant.ui.i18n import PYQTGRAPH_SOURCES as s; print(" ".join(s))')
sources="$(find gm_assistant/ui gm_assistant/core -name '*.py' | sort)"
for file in $plot_sources; do
    sources="$sources $pyqtgraph/$file"
done
saved=$(mktemp)
trap 'rm -f "$saved"' EXIT
for ts in resources/i18n/gm_assistant_*.ts; do
    only=()
    [[ $ts == *_en.ts ]] && only=(--plural-only)
    $python scripts/plural_forms.py save "$ts" "$saved"
    # shellcheck disable=SC2086
    .venv/bin/pyside6-lupdate -silent -no-obsolete -locations none \
        -tr-function-alias translate+=_translate $sources -ts "$ts"
    $python scripts/plural_forms.py restore "$ts" "$saved" "${only[@]}"
    .venv/bin/pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"
done

#!/usr/bin/env bash
# Collect the interface's translatable strings into the catalogues (resources/i18n/*.ts,
# kept with their translations) and compile them (*.qm, what the app loads).
# Usage: scripts/update-translations.sh   (after changing translatable strings; then fill
# the new <translation> entries in the .ts files and run it again to compile)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
sources=$(find gm_assistant/ui gm_assistant/core -name '*.py' | sort)
for ts in resources/i18n/gm_assistant_*.ts; do
    # shellcheck disable=SC2086
    .venv/bin/pyside6-lupdate -no-obsolete -locations none $sources -ts "$ts"
    .venv/bin/pyside6-lrelease "$ts" -qm "${ts%.ts}.qm"
done

"""The interface's language: Qt's translation system, loaded after the first paint.

The app's own strings go through `QCoreApplication.translate` (collected by
`pyside6-lupdate` into `resources/i18n/gm_assistant_<code>.ts`, compiled by
`pyside6-lrelease` into the `.qm` files next to them); Qt's own dialogs use the catalogues
that ship inside PySide6 (`qtbase_<code>.qm`). The window is drawn first in English, then
the translators are installed: Qt sends every widget a `LanguageChange` event, on which
the window gives its menus and tabs their titles again.

English, the language the strings are written in, has a catalogue of plurals only
(`gm_assistant_en.ts`, made with `lupdate -pluralonly`): a source such as
"%n rulesets loaded" reads right for many, and the catalogue gives the singular its form.

A catalogue that is missing or does not load is a problem to say, never a silent English.

Numbers are written with the language's marks (`QLocale`): `apply_language` sets the
core's number style (`probability_text.number_style`), so every probability reads
"58,3%" in Spanish, and `localized` fills a translated pattern's numbers the same way
("{states:,} fight states" -> "1.409 fight states").
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from gm_assistant.core.paths import resources_dir
from gm_assistant.core.probability_text import NumberStyle, current_style, number_style
from gm_assistant.ui.settings import LANGUAGES

__all__ = [
    "PYQTGRAPH_SOURCES",
    "PYQTGRAPH_TEXTS",
    "SOURCE_LANGUAGE",
    "apply_language",
    "catalogue",
    "language_for",
    "localized",
    "style_of",
]

PYQTGRAPH_SOURCES = (
    "GraphicsScene/GraphicsScene.py",
    "GraphicsScene/exportDialogTemplate_generic.py",
    "graphicsItems/PlotItem/PlotItem.py",
    "graphicsItems/PlotItem/plotConfigTemplate_generic.py",
    "graphicsItems/ViewBox/ViewBoxMenu.py",
    "graphicsItems/ViewBox/axisCtrlTemplate_generic.py",
    "exporters/CSVExporter.py",
    "exporters/ImageExporter.py",
    "exporters/PrintExporter.py",
    "exporters/SVGExporter.py",
)
"""pyqtgraph's files (inside its package) whose texts a plot's right-click menu and
export dialog show: pyqtgraph translates them with its own contexts (``ViewBox``,
``PlotItem``, ``GraphicsScene``, ``Form``, ``Exporter``), so the app's catalogues hold them
too (`scripts/update-translations.sh` reads them)."""

PYQTGRAPH_TEXTS = (
    QT_TRANSLATE_NOOP("Exporter", "Image File (PNG, TIF, JPG, ...)"),
    QT_TRANSLATE_NOOP("Exporter", "Scalable Vector Graphics (SVG)"),
    QT_TRANSLATE_NOOP("Exporter", "CSV of original plot data"),
    QT_TRANSLATE_NOOP("Exporter", "Printer"),
    QT_TRANSLATE_NOOP("Exporter", "Matplotlib Window"),
    QT_TRANSLATE_NOOP("Exporter", "HDF5 Export: plot (x,y)"),
    QT_TRANSLATE_NOOP("ViewBox", "axis"),
)
"""Texts pyqtgraph translates where lupdate cannot find them, marked here: its
exporters' names (a class attribute, context ``Exporter``) and the plot menu's "X axis"
(an f-string)."""

SOURCE_LANGUAGE = "en"
"""The language the app's strings are written in (its catalogue holds plurals only)."""


def catalogue(code: str) -> Path:
    """The compiled catalogue of the app's strings in language `code`."""
    return resources_dir() / "i18n" / f"gm_assistant_{code}.qm"


def language_for(setting: str, system: str | None = None) -> str:
    """The language to show for a setting: itself, or for ``system`` the system's
    language when the app has it, else English."""
    if setting != "system":
        return setting if setting in LANGUAGES else SOURCE_LANGUAGE
    code = (system or QLocale.system().name()).split("_")[0].lower()
    return code if code in LANGUAGES and code != "system" else SOURCE_LANGUAGE


_installed: list[QTranslator] = []
"""The translators this module installed in the application (one app has one set)."""


def style_of(code: str) -> NumberStyle:
    """The marks `code`'s locale writes numbers with (Spanish: `1.409,5`)."""
    locale = QLocale(code)
    return NumberStyle(decimal=locale.decimalPoint(), group=locale.groupSeparator())


class _LocalizedFormatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        text = str(super().format_field(value, format_spec))
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return current_style().marked(text)
        return text


_FORMATTER = _LocalizedFormatter()


def localized(pattern: str, /, **values: Any) -> str:
    """`pattern.format(**values)` with its numbers written in the interface's language's
    marks ("{fights:,}" gives "10.000" in Spanish, "{mean:.1f}" gives "1,9")."""
    return str(_FORMATTER.format(pattern, **values))


def apply_language(code: str) -> str:
    """Show the interface in `code`; returns a problem to show ("" when none). The source
    language has the app's plural forms only (Qt's own strings are written in English);
    another language has the app's catalogue and Qt's, which PySide6 ships. The
    translators installed before (by any window) are removed first."""
    app = QCoreApplication.instance()
    if app is None:
        return "no application to translate"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    problems = []
    ours = QTranslator(app)
    if ours.load(str(catalogue(code))):
        _installed.append(ours)
    else:
        problems.append(f"the app's {code} catalogue did not load ({catalogue(code)})")
    if code != SOURCE_LANGUAGE:
        qt = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}", qt_folder):
            _installed.append(qt)
        else:
            problems.append(
                f"Qt's {code} catalogue did not load (qtbase_{code} in {qt_folder})")
    number_style(style_of(code))
    for translator in _installed:
        app.installTranslator(translator)
    return "; ".join(problems)

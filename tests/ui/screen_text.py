"""What a screen says, and the English left in it: the check over the Spanish screens.

`screen_texts(widget)` gathers every text a user can read in a widget and its children:
labels, buttons, group titles, tabs, combo box entries, placeholders, tooltips, actions
and menus, item views' headers and cells, pyqtgraph titles and axis labels, rich text
as plain text. `english_left(texts, ruleset, allowed)` returns the texts that still hold an
English word: a word from `ENGLISH_WORDS` (English words that are not also Spanish), once
the ruleset's own texts (`ruleset_texts`: in the ruleset's language, which may quote
English terms) are taken out, and unless it is in `allowed` (names).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

__all__ = ["ENGLISH_WORDS", "english_left", "ruleset_texts", "screen_texts"]

ENGLISH_WORDS = frozenset("""
the of and by per with for to from this that these those each every your you is are be
was were been have had at in on or not none all any which what who when where how
after before here there click choose pick nothing yet than then into over under out
roll rolls rolled rolling check checks chance chances odds outcome outcomes character
characters table open save saved new file files show shows shown add remove delete copy
print undo redo ready loaded loading plot curve curves difficulty trait traits ruleset
rulesets value values level levels rules rule sheet sheets library encounter encounters
fight fights opponent opponents side sides round rounds forecast deadly easy hard fair
target try set reset end scene start session hit hits take die luck points
apply effects resources resource log notes help about quit view edit settings
language theme light dark text size search filter name label mark marks problems problem
warning close yes success successes failure fail fails spend spent budget helper helpers
input inputs result results mean chart charts house back next previous more less least
most exact estimate estimated against totals sum count kept keep people person
turn turns order player players
sky shark sharks gang thugs bully steel assassin
""".split())  # noqa: SIM905 - a paragraph of words reads better
"""English words a Spanish screen should not show (none of them is also a Spanish word)."""

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_FILE_NAME = re.compile(r"(?<![/\w.-])[\w.-]+\.(?:ya?ml|csv|json)\b")  # not in a path


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def _view_texts(view: QAbstractItemView, rows: int) -> Iterable[str]:
    model: QAbstractItemModel | None = view.model()
    if model is None:  # a view with no model yet
        return
    top = QModelIndex()
    rows = min(model.rowCount(top), rows)
    try:
        columns = min(model.columnCount(top), 50)
    except TypeError:  # a list model keeps columnCount private: one column
        columns = 1
    role = Qt.ItemDataRole.DisplayRole
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, rows)):
        for section in range(count):
            yield str(model.headerData(section, orientation, role) or "")
            yield str(model.headerData(section, orientation,
                                       Qt.ItemDataRole.ToolTipRole) or "")
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column)
            yield str(model.data(index, role) or "")
            yield str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")


def _plot_texts(widget: QWidget) -> Iterable[str]:
    try:
        import pyqtgraph as pg
    except ImportError:  # pragma: no cover - pyqtgraph is a dependency
        return
    if not isinstance(widget, pg.PlotWidget):
        return
    item = widget.getPlotItem()
    yield item.titleLabel.text or ""
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name)
        yield axis.labelText or ""
    legend = item.legend
    if legend is not None:
        for _, label in legend.items:
            yield label.text or ""


def screen_texts(widget: QWidget, rows: int = 30) -> list[str]:
    """Every text a user can read in `widget` and its children (item views: headers and
    the first `rows` rows), HTML turned into plain text, empty ones left out."""
    texts: list[str] = []
    for child in [widget, *widget.findChildren(QWidget)]:
        texts += [child.toolTip(), child.windowTitle() if child.isWindow() else ""]
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QTabBar):
            texts += [child.tabText(i) for i in range(child.count())]
            texts += [child.tabToolTip(i) for i in range(child.count())]
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
            texts.append(child.placeholderText())
        elif isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
        elif isinstance(child, QTextEdit | QPlainTextEdit):
            texts.append(child.toPlainText())
            texts.append(child.placeholderText())
        elif isinstance(child, QMenu):
            texts.append(child.title())
        if isinstance(child, QAbstractItemView):
            texts += list(_view_texts(child, rows))
        texts += list(_plot_texts(child))
        for action in child.actions():
            texts += [action.text(), action.toolTip()]
            menu = action.menu()
            if isinstance(menu, QMenu):
                texts.append(menu.title())
                texts += [a.text() for a in menu.actions()]
    return [plain for text in texts if (plain := _plain(text).strip())]


def english_left(texts: Iterable[str], ruleset: Iterable[str] = (),
                 allowed: Iterable[str] = ()) -> list[str]:
    """The texts holding an English word (each once, with the words found after it:
    ``"Roll the dice  [roll, the]"``). The ruleset's own texts (`ruleset_texts`) are taken
    out of each text first, longest first: they are in the ruleset's language, which may
    quote English terms. Words in `allowed` (names) are not counted."""
    allow = {word.lower() for word in allowed}
    theirs = sorted({t.lower() for t in ruleset if t.strip()}, key=len, reverse=True)
    found: dict[str, None] = {}
    for text in texts:
        ours = " ".join(text.split()).lower()  # a label's line breaks are layout
        ours = _FILE_NAME.sub(" ", ours)  # a file's name is an id, not words
        for quoted in theirs:
            if quoted in ours:  # as whole words only
                ours = re.sub(rf"(?<!\w){re.escape(quoted)}(?!\w)", " ", ours)
        words = [w for w in _WORD.findall(ours) if w in ENGLISH_WORDS and w not in allow]
        if words:
            found[f"{text}  [{', '.join(dict.fromkeys(words))}]"] = None
    return list(found)


_FORMULA_OR_KEY = re.compile(r"[a-z_0-9\s+\-*/()<>=!.,%]*")


def ruleset_texts(*files: Path, skip: Collection[str] = ("source",)) -> list[str]:
    """The texts of a ruleset's or a character's own files (labels, descriptions, names,
    notes: text in the ruleset's language, never the interface's), each line on its own.
    Keys, identifiers and formulas (`roll + skill`) are left out: they are the format's,
    in English; so are the values of the keys in `skip`: a ruleset's `source` (titles
    and licences, quoted as published), and whatever else the caller wants checked."""
    import yaml

    texts: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key not in skip:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str) and not _FORMULA_OR_KEY.fullmatch(node):
            texts.extend(line.strip() for line in node.splitlines() if line.strip())

    for path in files:
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return texts

"""A walk through every area of the main window, for the Spanish and screenshot walks.

`start_window` opens the window on a ruleset in a language at a text size (settings of
its own), `seat_sample_encounter` waits for the Encounters area's sample forecast and
sends its fighters to the Table (the Encounters area's send-to-Table),
`open_sample_characters` copies the ruleset's sample characters into the library and
opens the first (the Characters area's Open a sample), `visit` shows an area,
`open_dialogs` opens the main dialogs, `cut_texts` lists the visible texts narrower
than they need (labels, buttons, combo boxes, group box titles, header sections, item
views' cells), a scroll area's edge included, and `toolbar_cuts` does so for the main
window's toolbars (what they hold, and what they pushed into their overflow menu).
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QTableView,
    QToolBar,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gm_assistant.ui.areas import AREAS
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView

__all__ = ["AREA_NAMES", "cut_texts", "open_dialogs", "open_sample_characters",
           "seat_sample_encounter", "start_window", "toolbar_cuts", "visit"]

AREA_NAMES = tuple(area.name for area in AREAS)
FILE_MENU = {"en": "&File", "es": "&Archivo"}


def start_window(qtbot: QtBot, folder: Path, language: str, scale: float = 1.0,
                 ruleset: str = "adom", view: str = "encounters") -> MainWindow:
    """The main window in `language` at text size `scale`, its rulesets loaded."""
    settings = UiSettings(folder / f"settings-{language}-{scale}.ini")
    settings.language = language
    settings.font_scale = scale
    window = MainWindow(ruleset_id=ruleset, view=view, settings=settings)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == FILE_MENU[language],
                    timeout=10_000)
    assert abs(window.font_scale - scale) < 1e-9
    return window


def seat_sample_encounter(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Wait for the sample encounter's forecast, send it to the Table; the names seated."""
    view = window.show_area("encounters")
    assert isinstance(view, EncountersView)
    # A guard against a hang, not a speed budget.
    qtbot.waitUntil(lambda: view.forecast.result is not None and not view.busy,
                    timeout=180_000)
    people = view.send_to_table()
    assert people, "the sample encounter seated nobody"
    table = window.areas["table"]
    assert isinstance(table, TableView)
    return [name for name, _, _ in people]


def open_sample_characters(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Copy the shown ruleset's sample characters into the (test's) library and open the
    first, as Open a sample does with every sample chosen; the names the library lists."""
    characters = window.show_area("characters")
    assert isinstance(characters, CharactersView)
    ruleset = window.ruleset
    assert ruleset is not None
    samples = sample_files(ruleset.id)
    assert samples, f"no sample characters for {ruleset.id}"
    added = characters.files.open_samples(samples)
    assert len(added) == len(samples), added
    qtbot.waitUntil(lambda: characters.form is not None, timeout=10_000)
    model = characters.panel.table.model()
    names = [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    assert len(names) == len(samples), names
    return names


def visit(qtbot: QtBot, window: MainWindow, name: str) -> QWidget:
    """Show the area `name`, wait until it has worked out what it shows, and let it lay
    itself out."""
    area = window.show_area(name)
    assert isinstance(area, QWidget)
    qtbot.waitUntil(area.isVisible, timeout=5_000)

    def settled() -> bool:  # an area still working out numbers shows a passing status
        busy = getattr(area, "busy", False)
        return not (busy() if callable(busy) else busy)

    qtbot.waitUntil(settled, timeout=120_000)  # a guard against a hang, not a budget
    # Laying out posts more layout work (a grid's columns fitted on a zero timer, then the
    # heights shared again, then a scroll area's bars): a few passes let it all land.
    for _ in range(3):
        QApplication.processEvents()
    return area


def open_dialogs(qtbot: QtBot, window: MainWindow) -> dict[str, QDialog]:
    """Open the main dialogs, each as the user opens it (an encounter seated at the
    Table): Preferences, About, keyboard shortcuts, a new character and a batch of them
    (Characters), a line's settings for this fight (Encounters), taking a hit and the
    forecast from here (Table). Each is shown, its work done; keyed by a short name."""
    dialogs: dict[str, QDialog] = {}
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}

    def opened(name: str) -> None:
        new = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QDialog) and w.isVisible() and w not in before
               and w not in dialogs.values()]
        assert len(new) == 1, (name, new)
        dialogs[name] = new[0]

    window.show_preferences()
    opened("preferences")
    window.show_about()
    opened("about")
    window.show_shortcuts()
    opened("shortcuts")
    characters = window.show_area("characters")
    assert isinstance(characters, CharactersView)
    dialogs["new character"] = characters.maker.choose_new()
    dialogs["batch"] = characters.maker.choose_batch()
    encounters = window.show_area("encounters")
    assert isinstance(encounters, EncountersView)
    dialogs["line settings"] = encounters.edit_line_settings("opposition", 0)
    table = window.show_area("table")
    assert isinstance(table, TableView)
    dialogs["hit"] = table.hits.open_dialog()
    window.forecast_from_here(table)
    opened("forecast from here")
    here = dialogs["forecast from here"]
    assert isinstance(here, FromHereDialog)
    # A guard against a hang, not a speed budget.
    qtbot.waitUntil(lambda: here.panel.result is not None and not here.worker.busy,
                    timeout=180_000)
    for name, dialog in dialogs.items():
        assert dialog is not None, name
        qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialogs


def _shown_rect(child: QWidget) -> QRect:
    """The part of `child` its ancestors let show (a scroll area's viewport clips what
    lies past its edge), in `child`'s own coordinates."""
    shown = child.rect()
    parent, origin = child.parentWidget(), QPoint(0, 0)
    widget: QWidget = child
    while parent is not None:
        origin = widget.mapTo(parent, origin)
        shown = shown.intersected(parent.rect().translated(-origin))
        if parent.isWindow():
            break
        widget, parent = parent, parent.parentWidget()
    return shown


def _needs(child: QWidget) -> tuple[str, int, int] | None:
    """What a label, button, combo box or group box shows and the width and height its
    text needs (None for the others, and for those showing no text)."""
    if isinstance(child, QLabel):
        if not child.text() or (child.pixmap() is not None and not child.pixmap().isNull()):
            return None
        if child.wordWrap():  # its lines as wide as the label (or its longest line)
            document = QTextDocument()
            document.setDefaultFont(child.font())
            document.setDocumentMargin(0)
            if child.textFormat() == Qt.TextFormat.PlainText:
                document.setPlainText(child.text())
            else:
                document.setHtml(child.text())
            margins = child.contentsMargins()
            wide = margins.left() + margins.right() + 2 * child.margin() + \
                math.ceil(document.idealWidth())
            return child.text(), min(child.width(), wide), child.heightForWidth(child.width())
        hint = child.sizeHint()
        return child.text(), hint.width(), hint.height()
    if isinstance(child, QAbstractButton):
        if not child.text():
            return None
        hint = child.sizeHint()
        return child.text(), hint.width(), hint.height()
    if isinstance(child, QComboBox):
        text = child.currentText() or child.placeholderText()
        if not text:
            return None
        option = QStyleOptionComboBox()
        child.initStyleOption(option)
        room = child.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, child)
        needed = child.fontMetrics().horizontalAdvance(text)
        if not child.itemIcon(child.currentIndex()).isNull():
            needed += child.iconSize().width() + 4
        # The text needs `needed` in a field `room` wide: the combo as wide as that needs.
        return text, child.width() - room.width() + needed, child.fontMetrics().height()
    if isinstance(child, QGroupBox):
        if not child.title():
            return None
        font = QFont(child.font())
        needed = QFontMetrics(font).horizontalAdvance(child.title().replace("&", ""))
        return child.title(), needed + 2 * 8, 0  # the title's indent on either side
    return None


def _header_cuts(header: QHeaderView) -> list[str]:
    """The sections of `header` whose shown part is narrower (or lower) than their text
    needs, unless their tooltip gives the whole text (a column kept narrow on purpose)."""
    model = header.model()
    if model is None:
        return []
    found = []
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, header.orientation()) or "")
        if not text.strip():
            continue
        tip = str(model.headerData(section, header.orientation(),
                                   Qt.ItemDataRole.ToolTipRole) or "")
        elided = "…" in text or header.textElideMode() != Qt.TextElideMode.ElideNone
        if elided and " ".join(text.replace("…", " ").split()) in " ".join(tip.split()):
            continue  # elided on purpose, the whole text in its tooltip
        start = header.sectionViewportPosition(section)
        size = header.sectionSize(section)
        length = header.viewport().width() if horizontal else header.viewport().height()
        shown = min(start + size, length) - max(start, 0)
        if shown <= 0:
            continue  # scrolled out of sight: not on screen
        view = header.parentWidget()
        if shown < size and view is not None and view.property("grid_scrolls"):
            continue  # a grid meant to scroll: the section at its edge partly in sight
        needs = header.sectionSizeFromContents(section)
        if horizontal:
            wide, high, needed_wide, needed_high = shown, header.height(), needs.width(), \
                needs.height()
        else:
            wide, high, needed_wide, needed_high = header.width(), shown, needs.width(), \
                needs.height()
        if wide < needed_wide or high < needed_high - 2:
            found.append(f"{type(header).__name__} section {text!r} "
                         f"{wide}x{high}<{needed_wide}x{needed_high}")
    return found


MAX_CELLS = 2_000
"""Most cells of one item view measured (those in sight come first: rows in order)."""


def _in_sight(view: QAbstractItemView) -> list[QModelIndex]:
    """The indexes of `view` whose cell is (partly) in its viewport, shown rows and
    columns only, a tree's expanded children included; at most `MAX_CELLS`."""
    model = view.model()
    if model is None:
        return []
    port = view.viewport().rect()
    found: list[QModelIndex] = []
    parents = [QModelIndex()]
    while parents and len(found) < MAX_CELLS:
        parent = parents.pop(0)
        for row in range(model.rowCount(parent)):
            if isinstance(view, QTableView | QListView | QTreeView) and (
                    view.isRowHidden(row, parent) if isinstance(view, QTreeView)
                    else view.isRowHidden(row)):
                continue
            try:
                columns = model.columnCount(parent)
            except TypeError:  # a list model keeps columnCount private: one column
                columns = 1
            for column in range(columns):
                if isinstance(view, QTableView | QTreeView) and view.isColumnHidden(column):
                    continue
                index = model.index(row, column, parent)
                if view.visualRect(index).intersects(port):
                    found.append(index)
                if isinstance(view, QTreeView) and column == 0 and view.isExpanded(index):
                    parents.append(index)
    return found[:MAX_CELLS]


def _cell_cuts(view: QAbstractItemView) -> list[str]:
    """The cells of `view` in sight whose text does not fit: narrower than the text needs
    on one line (or lower than its lines need where the view wraps words), as the view's
    delegate measures it at the cell's width; a cell at the viewport's side counts as
    shown (a table scrolled sideways cuts it), unless the view is a grid meant to
    scroll; a row at the top or bottom of a list that scrolls is a row scrolled through,
    measured whole. A cell given a widget of its own is that widget's to measure. A tooltip
    does not excuse a cut cell: the table is read at a glance."""
    found = []
    port = view.viewport().rect()
    wraps = view.wordWrap() if isinstance(view, QTableView | QTreeView | QListView) \
        else False
    for index in _in_sight(view):
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if not text.strip() or view.indexWidget(index) is not None:
            continue
        rect = view.visualRect(index)
        option = QStyleOptionViewItem()
        option.initFrom(view.viewport())
        option.font = view.font()
        option.fontMetrics = view.fontMetrics()
        option.rect = rect
        option.widget = view
        size = view.iconSize()
        if not size.isValid():
            metric = view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, view)
            size.setWidth(metric)
            size.setHeight(metric)
        option.decorationSize = size
        option.textElideMode = view.textElideMode()
        if wraps:
            option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        needs = view.itemDelegateForIndex(index).sizeHint(option, index)
        shown = rect.intersected(port)
        if shown.width() < rect.width() and view.property("grid_scrolls"):
            shown = rect  # a grid meant to scroll: its edge partly in sight
        if shown.height() < rect.height() and view.verticalScrollBar().maximum() > 0:
            shown.setHeight(rect.height())  # a row at the edge of a list scrolled through
        # Rows share one height: a taller need is cut only where the row is lower than
        # the text's lines (a one-line cell in a row sized to a taller neighbour fits).
        if shown.width() < needs.width() or shown.height() < needs.height() - 2:
            found.append(f"{type(view).__name__} {view.objectName()!r} cell "
                         f"({index.row()}, {index.column()}) {' '.join(text.split())!r} "
                         f"{shown.width()}x{shown.height()}<{needs.width()}x{needs.height()}")
    return found


def cut_texts(widget: QWidget) -> list[str]:
    """Visible texts of `widget` narrower (or lower) than they need, each as
    `class 'text' size<needed`: a label that does not wrap or a button narrower or lower
    than its size hint, a combo box whose current text is wider than its text field, a
    group box narrower than its title, a header section narrower or lower than its text
    (its shown part: a table scrolled sideways cuts the column at its edge), an item
    view's cell narrower or lower than its text needs (`_cell_cuts`); each of them also
    when a scroll area's edge hides part of it."""
    found = []
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget) or not child.isVisible():
            continue
        if isinstance(child, QHeaderView):
            found += _header_cuts(child)
            continue
        if isinstance(child, QAbstractItemView) and not isinstance(child, QHeaderView):
            found += _cell_cuts(child)
        needs = _needs(child)
        if needs is None:
            continue
        text, needed_wide, needed_high = needs
        shown = _shown_rect(child)
        if shown.isEmpty():
            continue  # scrolled out of sight
        wide = shown.width() if shown.left() == 0 else 0  # its start hidden: cut
        lower = shown.height() < needed_high - 2 and shown.height() == child.height()
        if wide < needed_wide or lower:
            found.append(f"{type(child).__name__} {child.objectName()!r} {text!r} "
                         f"{wide}x{shown.height()}<{needed_wide}x{needed_high}")
    return found


def toolbar_cuts(window: MainWindow) -> list[str]:
    """The cut texts (`cut_texts`) of the window's shown toolbars, and each shown action
    or widget of theirs pushed out of sight into the toolbar's overflow menu ("»") for
    want of room."""
    found = []
    for toolbar in window.findChildren(QToolBar):
        if not toolbar.isVisible():
            continue
        name = toolbar.objectName()
        found += [f"toolbar {name!r}: {text}" for text in cut_texts(toolbar)]
        for action in toolbar.actions():
            if not action.isVisible() or action.isSeparator():
                continue
            widget = toolbar.widgetForAction(action)
            if widget is None or not widget.isVisible():
                shown = action.text() or (widget.objectName() if widget else "")
                found.append(f"toolbar {name!r}: {shown!r} in the overflow menu")
    return found


def line_cut(line: QLineEdit) -> list[str]:
    """The line edit's text if it does not show whole: a line edit scrolls a text too long
    for it, so the text's start and end are further apart on screen than its width when
    the cursor is at each end in turn (the view scrolled to show it) than when it fits."""
    text = line.text()
    if not text:
        return []
    line.home(False)
    line.grab()  # painted: the view scrolls to the cursor when it is drawn
    start = line.cursorRect().center().x()
    line.end(False)
    line.grab()
    end = line.cursorRect().center().x()
    line.home(False)
    width = line.fontMetrics().horizontalAdvance(text)
    return [] if abs((end - start) - width) <= 2 else [
        f"QLineEdit {line.objectName()!r} {text!r}: {end - start} of {width} px shown"]


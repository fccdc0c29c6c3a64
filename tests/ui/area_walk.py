"""A walk through every area of the main window, for the Spanish and screenshot walks.

`start_window` opens the window on a ruleset in a language at a text size (settings of
its own), `seat_sample_encounter` waits for the Encounters area's sample forecast and
sends its fighters to the Table (the Encounters area's send-to-Table), `visit` shows
an area, and `cut_texts` lists the visible labels and buttons narrower than their text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.areas import AREAS
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView

__all__ = ["AREA_NAMES", "cut_texts", "seat_sample_encounter", "start_window", "visit"]

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
    QApplication.processEvents()
    return area


def cut_texts(widget: QWidget) -> list[str]:
    """Visible labels and buttons of `widget` narrower (or lower) than their text needs:
    a label that does not wrap or a button narrower or lower than its size hint, a
    wrapped label lower than its lines; each as `class 'text' size<needed`."""
    found = []
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget) or not child.isVisible():
            continue
        if isinstance(child, QLabel):
            if child.wordWrap() or not child.text() or (child.pixmap() is not None \
                    and not child.pixmap().isNull()):
                continue
            text = child.text()
        elif isinstance(child, QAbstractButton):
            text = child.text()
            if not text:
                continue
        else:
            continue
        hint, size = child.sizeHint(), child.size()
        if size.width() < hint.width() or size.height() < hint.height() - 2:
            found.append(f"{type(child).__name__} {child.objectName()!r} {text!r} "
                         f"{size.width()}x{size.height()}<{hint.width()}x{hint.height()}")
    return found

"""Shared set-up of the UI tests: the shipped rulesets, and a Table area to play at."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.probability_text import current_style
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.background import collect_garbage_on_gui_thread
from gm_assistant.ui.i18n import SOURCE_LANGUAGE, apply_language, style_of
from gm_assistant.ui.table.table_view import TableView


@pytest.fixture(autouse=True, scope="session")
def _garbage_on_the_gui_thread(qapp: QApplication) -> None:
    """As in the app: Python's cyclic garbage is collected on the GUI thread only (a
    collection on a forecast worker once stalled the screenshot walk for good)."""
    collect_garbage_on_gui_thread(qapp)


@pytest.fixture(autouse=True)
def _widgets_live_until_teardown(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                 ) -> Iterator[None]:
    """Keep every widget given to `qtbot.addWidget` alive until the test's teardown.

    pytest-qt keeps only weak references: a view made by a plain helper function is
    garbage once the test function returns, while pytest-qt still processes its paint
    events. Python's cyclic collector can then run inside a paint (an allocation in a
    model's `data`) and delete the very widget being painted: a use-after-free that
    segfaulted CI (exit 139) and was caught by valgrind. Here the widgets are closed and
    collected at teardown, outside any event.
    """
    kept: list[QWidget] = []
    add_widget = qtbot.addWidget

    def keep(widget: QWidget, *, before_close_func: Callable[[QWidget], None] | None = None,
             ) -> None:
        kept.append(widget)
        add_widget(widget, before_close_func=before_close_func)

    monkeypatch.setattr(qtbot, "addWidget", keep)
    # A window a test leaves with unsaved work asks before it closes (pytest-qt closes it
    # before this fixture's teardown), and a message box waits for ever offscreen: the
    # answer is "discard". A test that asks a question answers it itself (`view.ask`).
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_args, **_kwargs: QMessageBox.StandardButton.Discard)
    yield
    for widget in kept:
        if shiboken6.isValid(widget):
            widget.close()
    QApplication.processEvents()
    kept.clear()
    gc.collect()


@pytest.fixture(autouse=True)
def _no_mouse_button_left_down() -> Iterator[None]:
    """A test whose click opened a popup or a modal loop on the press can leave Qt
    believing a mouse button is still down (a real release always comes from the window
    system). The sheet form holds layout changes while a button is down, so a button
    left down would leak into later tests: it is released here, and the test that left
    it is named in the log."""
    yield
    buttons = QGuiApplication.mouseButtons()
    if buttons == Qt.MouseButton.NoButton:
        return
    import logging

    logging.getLogger(__name__).warning("a mouse button was left down: %s", buttons)
    probe = QWidget()
    probe.show()
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton,
                   Qt.MouseButton.MiddleButton):
        if buttons & button:
            QTest.mouseRelease(probe, button)
    probe.close()
    probe.deleteLater()


@pytest.fixture(autouse=True)
def _application_font_as_it_was(qapp: QApplication) -> Iterator[None]:
    """A window whose text size was changed scales the application's font, which outlives
    the window: put back after each test, so a later test that builds an area without a
    main window (the threat matrix's, say) measures at the normal size."""
    font = qapp.font()
    yield
    if qapp.font() != font:
        qapp.setFont(font)


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp: QApplication) -> Iterator[None]:
    """The suite reads English: a test that showed another language and did not switch
    back (its own fixture forgotten) would leave its translators to every later test
    (CI's order once put a Spanish Table test before the English hit tests)."""
    yield
    if current_style() != style_of(SOURCE_LANGUAGE):
        apply_language(SOURCE_LANGUAGE)


@pytest.fixture(scope="session")
def shipped_rulesets() -> dict[str, Ruleset]:
    """The five shipped rulesets by id (loaded once)."""
    return dict(default_registry().rulesets)


@pytest.fixture
def table_at(qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> Callable[[str], TableView]:
    """Opens a Table area at a table-sized window for the ruleset with the given id."""

    def open_table(ruleset_id: str) -> TableView:
        widget = TableView()
        qtbot.addWidget(widget)
        widget.resize(1280, 860)
        widget.set_ruleset(shipped_rulesets[ruleset_id])
        widget.show()
        qtbot.waitExposed(widget)
        return widget

    return open_table

"""A character file dropped on a sheet's text field opens it, as a drop on the window does,
instead of writing the file's address into the sheet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.main_window import MainWindow

SAMPLES = resources_dir() / "samples" / "adom"


def _drop_on(field: QWidget, path: Path) -> None:
    """Drag `path` over `field` and let go, as Qt delivers it (enter, then drop to the
    widget that accepted the enter)."""
    mime = QMimeData()  # as a file manager gives it: the address, also as text
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    mime.setText(QUrl.fromLocalFile(str(path)).toString())
    centre = QPoint(field.width() // 2, field.height() // 2)
    enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(field, enter)
    drop = QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(field, drop)


def test_a_file_dropped_on_a_sheets_name_opens_it(qtbot: QtBot, tmp_path: Path) -> None:
    mine, other = tmp_path / "voltaire.yaml", tmp_path / "abigail-zhao.yaml"
    mine.write_bytes((SAMPLES / "voltaire.yaml").read_bytes())
    other.write_bytes((SAMPLES / "abigail-zhao.yaml").read_bytes())
    window = MainWindow(ruleset_id="adom", view="characters")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    window.open_paths([mine])
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    qtbot.waitUntil(lambda: characters.current is not None
                    and characters.current.path == mine, timeout=30_000)
    window.show_area("characters")
    qtbot.waitUntil(characters.isVisible, timeout=10_000)
    shown = [e for e in characters.findChildren(QLineEdit, "name_edit") if e.isVisible()]
    assert len(shown) == 1
    name = shown[0]
    before = name.text()
    _drop_on(name, other)
    qtbot.waitUntil(lambda: characters.current is not None
                    and characters.current.path == other, timeout=30_000)
    assert "file:" not in name.text()
    assert name.text() in (before, "Abigail Zhao")  # the form shows the opened sheet

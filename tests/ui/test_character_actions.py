"""The Characters area's actions, built on a bare widget: each calls the command it is
given (no CharactersView needed), with its shortcut; the toolbar shows them in order."""

from __future__ import annotations

from dataclasses import fields

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QPushButton,
    QStyle,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gm_assistant.ui.characters.character_actions import CharacterActions, CharacterCommands


def _built(qtbot: QtBot) -> tuple[QWidget, QTableView, CharacterActions, list[str]]:
    area = QWidget()
    qtbot.addWidget(area)
    table = QTableView(area)
    QVBoxLayout(area).addWidget(table)
    called: list[str] = []
    names = [f.name for f in fields(CharacterCommands)]
    commands = CharacterCommands(**{name: (lambda n=name: called.append(n))
                                    for name in names})
    return area, table, CharacterActions.build(area, table, commands), called


def test_each_action_calls_its_command_with_its_shortcut(qtbot: QtBot) -> None:
    area, table, actions, called = _built(qtbot)
    keys = {"new": ["Ctrl+N"], "batch": ["Ctrl+Shift+N"], "duplicate": ["Ctrl+D"],
            "delete": ["Del"], "save": ["Ctrl+S"], "save_all": ["Ctrl+Shift+S"],
            "import_files": ["Ctrl+O"], "import_folder": [], "export": [], "samples": [],
            "print": ["Ctrl+P"], "preview": [], "pdf": ["Ctrl+Shift+E"],
            "search": ["Ctrl+F"], "folder": []}
    assert sorted(keys) == sorted(f.name for f in fields(CharacterActions))
    for name, shortcut in keys.items():
        action: QAction = getattr(actions, name)
        called.clear()
        action.trigger()
        assert called == [name]
        assert [k.toString() for k in action.shortcuts()] == shortcut, name
        assert action.property("shortcut_group") == "Characters"
    # Delete deletes characters only in the list (elsewhere it deletes text).
    assert actions.delete in table.actions() and actions.delete not in area.actions()
    assert actions.new in area.actions()


def test_the_toolbar_shows_the_actions_in_order(qtbot: QtBot) -> None:
    area, _table, actions, _called = _built(qtbot)
    toolbar = QToolBar(area)
    actions.fill(toolbar)
    shown = []
    for action in toolbar.actions():
        widget = toolbar.widgetForAction(action)
        if action.isSeparator():
            shown.append("|")
        elif isinstance(widget, QPushButton) and widget.menu() is not None:
            # Room for the menu's arrow after the text (it was drawn against it).
            style = widget.style()
            assert widget.sizeHint().width() >= widget.fontMetrics().horizontalAdvance(
                widget.text()) + style.pixelMetric(
                QStyle.PixelMetric.PM_MenuButtonIndicator, None, widget) + 12
            shown.append(widget.text())
            menu = widget.menu()
            assert menu is not None
            assert [a for a in menu.actions() if not a.isSeparator()] == [
                actions.import_files, actions.import_folder, actions.export,
                actions.samples, actions.folder]
        else:
            shown.append(action.text())
    assert shown == ["&New…", "&Batch…", "&Duplicate", "De&lete…", "|", "&Save", "|",
                     "Import / export", "Open a sa&mple…", "|", "&Print…", "Print pre&view…",
                     "Export P&DF…"]

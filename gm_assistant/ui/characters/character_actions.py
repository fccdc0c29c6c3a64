"""The Characters area's actions: new, batch, duplicate, delete, save, files, print.

Each has a shortcut working inside the area and a tooltip; the toolbar shows them, with an
"Import / export" menu for the file actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QToolBar, QWidget

__all__ = ["CharacterActions", "CharacterCommands"]

translate = QCoreApplication.translate

Command = Callable[[], object]


@dataclass(frozen=True)
class CharacterCommands:
    """What each of the area's actions does (called with no arguments)."""

    new: Command
    batch: Command
    duplicate: Command
    delete: Command
    save: Command
    save_all: Command
    import_files: Command
    import_folder: Command
    export: Command
    samples: Command
    print: Command
    preview: Command
    pdf: Command
    search: Command
    folder: Command


def _action(area: QWidget, text: str, slot: Command, shortcut: Any = None, tip: str = "",
            target: QWidget | None = None) -> QAction:
    action = QAction(text, area)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.setProperty("shortcut_group", "Characters")
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    (target or area).addAction(action)
    return action


@dataclass(frozen=True)
class CharacterActions:
    """The area's actions, each with its text, shortcut and tooltip (see `build`)."""

    new: QAction
    batch: QAction
    duplicate: QAction
    delete: QAction
    save: QAction
    save_all: QAction
    import_files: QAction
    import_folder: QAction
    export: QAction
    samples: QAction
    print: QAction
    preview: QAction
    pdf: QAction
    search: QAction
    folder: QAction

    @classmethod
    def build(cls, area: QWidget, list_view: QWidget,
              commands: CharacterCommands) -> CharacterActions:
        """The actions of `area` (their shortcuts work inside it); Delete works in the
        library's `list_view` only (elsewhere it deletes text)."""
        actions = cls(
            new=_action(
                area, translate("CharactersView", "&New…"), commands.new, "Ctrl+N",
                translate("CharactersView", "A new character from a template (Ctrl+N, Enter)")),
            batch=_action(
                area, translate("CharactersView", "&Batch…"), commands.batch, "Ctrl+Shift+N",
                translate("CharactersView", "Several at once: 6 goblins, or one mook group")),
            duplicate=_action(
                area, translate("CharactersView", "&Duplicate"), commands.duplicate, "Ctrl+D",
                translate("CharactersView", "A copy of the open character")),
            delete=_action(
                area, translate("CharactersView", "De&lete…"), commands.delete,
                QKeySequence.StandardKey.Delete,
                translate("CharactersView",
                          "Move the selected characters to the library's trash"),
                target=list_view),
            save=_action(
                area, translate("CharactersView", "&Save"), commands.save, "Ctrl+S",
                translate("CharactersView", "Save the open character")),
            save_all=_action(
                area, translate("CharactersView", "Save &all"), commands.save_all,
                "Ctrl+Shift+S",
                translate("CharactersView", "Save every character with unsaved edits")),
            import_files=_action(
                area, translate("CharactersView", "Import files…"), commands.import_files,
                "Ctrl+O", translate("CharactersView", "Copy character files into the library")),
            import_folder=_action(
                area, translate("CharactersView", "Import a folder…"), commands.import_folder),
            export=_action(
                area, translate("CharactersView", "Export…"), commands.export, None,
                translate("CharactersView", "Copy the selected characters to a file or folder")),
            samples=_action(
                area, translate("CharactersView", "Open a sa&mple…"), commands.samples, None,
                translate("CharactersView",
                          "Copy sample characters from the rulebooks into the library")),
            print=_action(
                area, translate("CharactersView", "&Print…"), commands.print, "Ctrl+P",
                translate("CharactersView", "Print the selected characters: sheets or cards")),
            preview=_action(
                area, translate("CharactersView", "Print pre&view…"), commands.preview, None,
                translate("CharactersView",
                          "See the pages of the selected characters before printing")),
            pdf=_action(
                area, translate("CharactersView", "Export P&DF…"), commands.pdf,
                "Ctrl+Shift+E",
                translate("CharactersView",
                          "The selected characters as a PDF: sheets or cards")),
            search=_action(area, translate("CharactersView", "Search the library"),
                           commands.search, "Ctrl+F"),
            folder=_action(
                area, translate("CharactersView", "Library &folder…"), commands.folder, None,
                translate("CharactersView", "Keep the characters in another folder")),
        )
        actions.delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        return actions

    def fill(self, toolbar: QToolBar) -> None:
        """Put the actions on the area's toolbar, the file actions in its "Import /
        export" menu."""
        for action in (self.new, self.batch, self.duplicate, self.delete):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.save)
        toolbar.addSeparator()
        files = QMenu(translate("CharactersView", "Files"), toolbar.parentWidget())
        for action in (self.import_files, self.import_folder, self.export, self.samples):
            files.addAction(action)
        files.addSeparator()
        files.addAction(self.folder)
        # A flat push button: its size hint makes room for the menu's arrow (a tool
        # button's instant popup drew the arrow against the text's last letter).
        button = QPushButton(translate("CharactersView", "Import / export"), toolbar)
        button.setObjectName("import_export_button")
        button.setFlat(True)
        button.setMenu(files)
        toolbar.addWidget(button)
        toolbar.addAction(self.samples)
        toolbar.addSeparator()
        for action in (self.print, self.preview, self.pdf):
            toolbar.addAction(action)

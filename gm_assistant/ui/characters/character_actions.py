"""The Characters area's actions: new, batch, duplicate, delete, save, files, print.

Each has a shortcut working inside the area and a tooltip; the toolbar shows them, with an
"Import / export" menu for the file actions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

if TYPE_CHECKING:
    from gm_assistant.ui.characters.characters_view import CharactersView

__all__ = ["build_character_actions"]

translate = QCoreApplication.translate


def _action(view: CharactersView, text: str, slot: Callable[[], object],
            shortcut: Any = None, tip: str = "", target: QWidget | None = None) -> QAction:
    action = QAction(text, view)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.setProperty("shortcut_group", "Characters")
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    (target or view).addAction(action)
    return action


def build_character_actions(view: CharactersView) -> None:
    """Make the area's actions (set as attributes of `view`) and fill its toolbar."""
    view.new_action = _action(
        view, translate("CharactersView", "&New…"), view.choose_new, "Ctrl+N",
        translate("CharactersView", "A new character from a template (Ctrl+N, Enter)"))
    view.batch_action = _action(
        view, translate("CharactersView", "&Batch…"), view.choose_batch, "Ctrl+Shift+N",
        translate("CharactersView", "Several at once: 6 goblins, or one mook group"))
    view.duplicate_action = _action(
        view, translate("CharactersView", "&Duplicate"), view.duplicate, "Ctrl+D",
        translate("CharactersView", "A copy of the open character"))
    view.delete_action = _action(
        view, translate("CharactersView", "De&lete…"), view.delete_selected,
        QKeySequence.StandardKey.Delete,
        translate("CharactersView", "Move the selected characters to the library's trash"),
        target=view.panel.table)
    view.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    view.save_action = _action(
        view, translate("CharactersView", "&Save"), view.save, "Ctrl+S",
        translate("CharactersView", "Save the open character"))
    view.save_all_action = _action(
        view, translate("CharactersView", "Save &all"), view.save_all, "Ctrl+Shift+S",
        translate("CharactersView", "Save every character with unsaved edits"))
    view.import_action = _action(
        view, translate("CharactersView", "Import files…"), view.choose_import_files,
        "Ctrl+O", translate("CharactersView", "Copy character files into the library"))
    view.import_folder_action = _action(
        view, translate("CharactersView", "Import a folder…"), view.choose_import_folder)
    view.export_action = _action(
        view, translate("CharactersView", "Export…"), view.choose_export, None,
        translate("CharactersView", "Copy the selected characters to a file or folder"))
    view.samples_action = _action(
        view, translate("CharactersView", "Open a sa&mple…"), view.choose_samples, None,
        translate("CharactersView",
                  "Copy sample characters from the rulebooks into the library"))
    view.print_action = _action(
        view, translate("CharactersView", "&Print…"), view.choose_print, "Ctrl+P",
        translate("CharactersView", "Print the selected characters: sheets or cards"))
    view.preview_action = _action(
        view, translate("CharactersView", "Print pre&view…"), view.choose_print_preview,
        None, translate("CharactersView",
                        "See the pages of the selected characters before printing"))
    view.pdf_action = _action(
        view, translate("CharactersView", "Export P&DF…"), view.choose_export_pdf,
        "Ctrl+Shift+E",
        translate("CharactersView", "The selected characters as a PDF: sheets or cards"))
    view.search_action = _action(view, translate("CharactersView", "Search the library"),
                                 view.focus_search, "Ctrl+F")
    toolbar = view.toolbar
    for action in (view.new_action, view.batch_action, view.duplicate_action,
                   view.delete_action):
        toolbar.addAction(action)
    toolbar.addSeparator()
    toolbar.addAction(view.save_action)
    toolbar.addSeparator()
    files = QMenu(translate("CharactersView", "Files"), view)
    view.folder_action = _action(
        view, translate("CharactersView", "Library &folder…"), view.choose_library_folder,
        None, translate("CharactersView", "Keep the characters in another folder"))
    for action in (view.import_action, view.import_folder_action, view.export_action,
                   view.samples_action):
        files.addAction(action)
    files.addSeparator()
    files.addAction(view.folder_action)
    button = QToolButton(toolbar)
    button.setText(translate("CharactersView", "Import / export"))
    button.setMenu(files)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    toolbar.addWidget(button)
    toolbar.addAction(view.samples_action)
    toolbar.addSeparator()
    toolbar.addAction(view.print_action)
    toolbar.addAction(view.preview_action)
    toolbar.addAction(view.pdf_action)
    view.empty.new_button.clicked.connect(view.choose_new)
    view.empty.sample_button.clicked.connect(view.choose_samples)

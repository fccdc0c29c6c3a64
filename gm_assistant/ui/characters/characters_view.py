"""CharactersView: the Characters area. The library list beside the sheet editor.

Selecting a character opens its sheet in the form; edits are undoable (each sheet has its
own undo stack, which the main window's Edit menu drives) and autosaved to a recovery
file a moment after each edit. Characters with unsaved edits stay open, marked with a
bullet in the list, while you look at others; closing the app asks what to do with them.
"""

from __future__ import annotations

import html
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTemporaryDir, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, RecoveryStore, open_character, recovery_key
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character
from gm_assistant.ui.characters.character_actions import build_character_actions
from gm_assistant.ui.characters.empty_state import EmptyStatePanel
from gm_assistant.ui.characters.file_actions import FileActions
from gm_assistant.ui.characters.forms.sheet_form import SheetForm
from gm_assistant.ui.characters.keeping_actions import KeepingActions
from gm_assistant.ui.characters.library_following import FOLDER_KEY, LibraryFollowing
from gm_assistant.ui.characters.library_model import LibraryTableModel
from gm_assistant.ui.characters.library_panel import LibraryPanel
from gm_assistant.ui.characters.making_actions import MakingActions
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.settings import UiSettings

if TYPE_CHECKING:
    from gm_assistant.core.rules.registry import RulesetRegistry

__all__ = ["CharactersView"]

_OPEN_KEY = "characters/open/{ruleset}"

translate = QCoreApplication.translate


def _default_rulesets() -> Callable[[str], Ruleset | None]:
    registry: list[RulesetRegistry] = []

    def find(ruleset_id: str) -> Ruleset | None:
        if not registry:
            from gm_assistant.core.rules.registry import default_registry

            registry.append(default_registry())
        return registry[0].rulesets.get(ruleset_id)

    return find


class CharactersView(LibraryFollowing, MakingActions, KeepingActions, FileActions, QWidget):
    """The Characters area: library list, sheet form, and what a GM does with characters.

    Args:
        library: The character library (default: the user's library folder).
        recovery: Where unsaved edits are autosaved (default: the user's state folder).
        settings: Remembered choices (the open character, the last template, paper).
        rulesets: Finds a loaded ruleset by id (default: the shipped and user rulesets).
        preview: For screenshots: with no characters of the ruleset in the library, show
            the samples from a temporary library; no autosave.
    """

    undo_stack_changed = Signal(object)
    sheet_opened = Signal(object)
    reported = Signal(str)

    # The toolbar's actions, made by `character_actions.build_character_actions`.
    new_action: QAction
    batch_action: QAction
    duplicate_action: QAction
    delete_action: QAction
    save_action: QAction
    save_all_action: QAction
    import_action: QAction
    import_folder_action: QAction
    export_action: QAction
    samples_action: QAction
    print_action: QAction
    preview_action: QAction
    pdf_action: QAction
    search_action: QAction
    folder_action: QAction

    def __init__(self, parent: QWidget | None = None, *, library: Library | None = None,
                 recovery: RecoveryStore | None = None, settings: UiSettings | None = None,
                 rulesets: Callable[[str], Ruleset | None] | None = None,
                 preview: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("CharactersView")
        self.busy = False
        self.preview = preview
        self.settings = settings if settings is not None else UiSettings(parent=self)
        if library is None:
            chosen = self.settings.qsettings.value(FOLDER_KEY)
            folder = Path(chosen) if isinstance(chosen, str) and chosen else None
            library = Library(folder) if folder is not None and folder.is_dir() else Library()
        self.library = library
        self.recovery = None if preview else (recovery if recovery is not None
                                              else RecoveryStore())
        self._ruleset_of = rulesets or _default_rulesets()
        self._preview_dir: QTemporaryDir | None = None
        self.ruleset: Ruleset | None = None
        self.sheets: dict[Path, OpenSheet] = {}
        self.forms: dict[Path, SheetForm] = {}
        self.current: OpenSheet | None = None
        self._idle_stack = QUndoStack(self)
        self._following_list = True
        self.model = LibraryTableModel(self.library, self.ruleset_for, self)
        self._build()
        build_character_actions(self)
        self._start_watching()
        self.list_library()
        self._update_actions()

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        self.toolbar = QToolBar(translate("CharactersView", "Characters"), self)
        self.toolbar.setObjectName("CharactersToolBar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.panel = LibraryPanel(self.model, self)
        self.panel.current_changed.connect(self._on_panel_current_changed)
        self.panel.filters_changed.connect(self._update_empty_state)
        self.panel.table.activated.connect(self._on_panel_table_activated)
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("sheet_pages")
        self.empty = EmptyStatePanel(self.pages)
        self.pages.addWidget(self.empty)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("characters_status")
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.panel)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        # The list as wide as its columns need (longer in Spanish): at 1.25 its Problems
        # column went out of sight.
        splitter.setSizes([max(380, self.panel.wanted_width()), 900])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status_label, 1)
        layout.addLayout(bottom)

    # --- rulesets -----------------------------------------------------------------------

    def ruleset_for(self, ruleset_id: str) -> Ruleset | None:
        """A loaded ruleset by id: the current one first (it may be newer)."""
        if self.ruleset is not None and self.ruleset.id == ruleset_id:
            return self.ruleset
        return self._ruleset_of(ruleset_id)

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show this ruleset's characters; a reloaded ruleset rebuilds its open sheets."""
        previous = self.ruleset
        self.ruleset = ruleset
        if ruleset is not None and previous is not None and previous.id == ruleset.id \
                and previous is not ruleset:
            self._rebuild_sheets(ruleset)
        if ruleset is not None and self.preview:
            self._use_samples_if_empty(ruleset)
        self.panel.set_ruleset_id(ruleset.id if ruleset is not None else None)
        self.reload_library()
        if ruleset is None:
            self._update_empty_state()
            return
        if self.current is not None and (self.current.ruleset.id == ruleset.id
                                         or self.panel.all_rulesets):
            self.panel.select_path(self.current.path)
            return
        remembered = self.settings.qsettings.value(_OPEN_KEY.format(ruleset=ruleset.id))
        reopened = isinstance(remembered, str) and self.panel.select_path(Path(remembered))
        if not reopened and not self.panel.select_first():
            self._show(None)
        self._update_empty_state()

    def _rebuild_sheets(self, ruleset: Ruleset) -> None:
        for path, sheet in list(self.sheets.items()):
            if sheet.ruleset.id != ruleset.id:
                continue
            sheet.rebuild(ruleset, self._base_values(sheet.character, ruleset))
            old = self.forms.pop(path, None)
            if old is not None:
                self.pages.removeWidget(old)
                old.deleteLater()
            if sheet is self.current:
                self._show(sheet)

    def _use_samples_if_empty(self, ruleset: Ruleset) -> None:
        if self.library.search(ruleset=ruleset.id) or self._preview_dir is not None:
            return
        self._preview_dir = QTemporaryDir()
        self.library = Library(Path(self._preview_dir.path()))
        for path in sample_files():
            self.library.import_file(path)
        self.model.library = self.library
        self._watch_library()

    # --- the list -----------------------------------------------------------------------

    def _on_panel_current_changed(self, path: Path | None) -> None:
        current = self.current.path if self.current is not None else None
        if self._following_list and path is not None and path != current:
            self.open_path(path)
        self._update_actions()

    def _on_panel_table_activated(self, _index: object) -> None:
        """Enter (or a double click) in the list goes to the sheet."""
        form = self.form
        if form is not None:
            form.focus_first_field()

    def _update_empty_state(self) -> None:
        if self.current is not None and self.current.path in self.forms:
            return
        self.pages.setCurrentWidget(self.empty)
        ruleset = self.ruleset
        if ruleset is None:
            self.empty.show_message(translate("CharactersView", "Characters"),
                                    translate("CharactersView",
                                              "Choose a ruleset to see its characters."),
                                    actions=False)
        elif ruleset.sheet is None:
            self.empty.show_message(ruleset.name, translate(
                "CharactersView", "{ruleset} has no character sheet template, so it has no "
                "characters.").format(ruleset=ruleset.name), actions=False)
        elif self.listing:
            self.empty.show_message(ruleset.name, translate(
                "CharactersView", "Listing the characters in the library…"), actions=False)
        elif self.panel.proxy.rowCount():
            self.empty.show_message(ruleset.name, translate(
                "CharactersView", "Choose a character in the list."))
        else:
            self.empty.show_message(
                translate("CharactersView", "No {ruleset} characters yet").format(
                    ruleset=ruleset.name),
                translate("CharactersView",
                          "Make a PC, an NPC or a quick mook from the ruleset's templates, "
                          "or start from a sample character from the rulebook."))

    # --- opening ------------------------------------------------------------------------

    def _base_values(self, character: Character, ruleset: Ruleset) -> dict[str, Any] | None:
        try:
            return self.library.base_values(character, ruleset)
        except GMAssistantError as error:
            self.report(translate("CharactersView", "{name}: {error} (shown without it)")
                        .format(name=character.name, error=error))
            return None

    def open_path(self, path: Path) -> OpenSheet | None:
        """Open a character file in the form (an already open one keeps its edits)."""
        path = Path(path)
        sheet = self.sheets.get(path)
        if sheet is None:
            try:
                character = open_character(path)
            except GMAssistantError as error:
                self._show(None)
                self.empty.show_message(
                    translate("CharactersView", "This file does not open"),
                    translate("CharactersView", "{error}<br><br>It is left as it is: fix it "
                              "in a text editor, or delete it.").format(
                                  error=html.escape(str(error))), actions=False)
                self.report(translate("CharactersView", "{file} does not open").format(
                    file=path.name))
                return None
            ruleset = self.ruleset_for(character.ruleset)
            if ruleset is None or ruleset.sheet is None:
                # Not the previous character's sheet and problems left on screen: say why
                # this one cannot be shown.
                self._show(None)
                why = (translate("CharactersView", "The ruleset '{ruleset}' is not loaded")
                       .format(ruleset=character.ruleset) if ruleset is None
                       else translate("CharactersView", "{ruleset} has no character sheet")
                       .format(ruleset=ruleset.name))
                self.empty.show_message(
                    translate("CharactersView", "{name} cannot be shown").format(
                        name=html.escape(character.name or path.name)),
                    translate("CharactersView",
                              "{why}. Add the ruleset file to your rulesets folder (or fix "
                              "its problems, listed under the ruleset menu) and it opens; the "
                              "file is left as it is.").format(why=html.escape(why)),
                    actions=False)
                self.report(translate("CharactersView", "{name}: the ruleset '{ruleset}' is "
                                      "not loaded (or has no sheet)").format(
                                          name=character.name, ruleset=character.ruleset))
                return None
            sheet = OpenSheet(ruleset, character, path,
                              base=self._base_values(character, ruleset),
                              recovery=self.recovery, recovery_id=self._free_key(path),
                              parent=self)
            self._adopt(sheet)
        self._show(sheet)
        return sheet

    def _free_key(self, path: Path) -> str:
        """The recovery key for a file's new edits; a fresh one while edits of an earlier
        session wait in its usual recovery file (they must not be overwritten)."""
        key = recovery_key(path)
        if self.recovery is not None and any(r.key == key for r in self.recovery.list()):
            key = f"{key}-{uuid.uuid4().hex[:8]}"
        return key

    def _adopt(self, sheet: OpenSheet) -> None:
        assert sheet.path is not None
        self.sheets[sheet.path] = sheet
        for signal in (sheet.changed, sheet.header_changed, sheet.dirty_changed):
            signal.connect(lambda *_args, s=sheet: self._on_sheet_edited(s))
        sheet.autosaved.connect(lambda: self.report(
            translate("CharactersView", "Unsaved edits kept safe (autosaved)")))

    def _show(self, sheet: OpenSheet | None) -> None:
        previous = self.current
        if previous is not None and previous is not sheet and not previous.dirty:
            self._close_sheet(previous)
        self.current = sheet
        if sheet is None:
            self._update_empty_state()
        else:
            assert sheet.path is not None
            form = self.forms.get(sheet.path)
            if form is None:
                form = SheetForm(sheet, self.pages)
                form.refused.connect(self.report)
                self.forms[sheet.path] = form
                self.pages.addWidget(form)
            self.pages.setCurrentWidget(form)
            self.settings.qsettings.setValue(_OPEN_KEY.format(ruleset=sheet.ruleset.id),
                                             str(sheet.path))
            if self.panel.current_path() != sheet.path:
                self._following_list = False
                self.panel.select_path(sheet.path)
                self._following_list = True
            self._on_sheet_edited(sheet)
            self.sheet_opened.emit(sheet)
        self.undo_stack_changed.emit(self.undo_stack)
        self._update_actions()

    def _close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None:
        if discard:
            sheet.discard_recovery()
        if sheet.path is not None:
            self.sheets.pop(sheet.path, None)
            form = self.forms.pop(sheet.path, None)
            if form is not None:
                self.pages.removeWidget(form)
                form.deleteLater()
            self.model.set_open(sheet.path, None)
        if sheet is self.current:
            self.current = None
        sheet.deleteLater()

    def _on_sheet_edited(self, sheet: OpenSheet) -> None:
        if sheet.path is None or sheet.path not in self.sheets:
            return
        character = sheet.character
        self.model.set_open(sheet.path, (sheet.title, tuple(character.tags),
                                         len(sheet.state.problems), sheet.dirty))
        if sheet is self.current:
            self._update_actions()

    @property
    def form(self) -> SheetForm | None:
        """The form of the open character."""
        if self.current is None or self.current.path is None:
            return None
        return self.forms.get(self.current.path)

    @property
    def undo_stack(self) -> QUndoStack:
        """The open character's undo stack (an empty one when none is open)."""
        return self.current.undo_stack if self.current is not None else self._idle_stack

    @property
    def dirty_sheets(self) -> list[OpenSheet]:
        """Open characters with unsaved edits."""
        return [s for s in self.sheets.values() if s.dirty]

    def _update_actions(self) -> None:
        has_current = self.current is not None
        selected = bool(self.panel.selected_entries())
        has_sheet = self.ruleset is not None and self.ruleset.sheet is not None
        self.new_action.setEnabled(has_sheet)
        self.batch_action.setEnabled(has_sheet)
        self.duplicate_action.setEnabled(has_current)
        self.delete_action.setEnabled(selected)
        self.save_action.setEnabled(has_current and bool(self.current and self.current.dirty))
        self.save_all_action.setEnabled(bool(self.dirty_sheets))
        for action in (self.export_action, self.print_action, self.preview_action,
                       self.pdf_action):
            action.setEnabled(selected)

    def report(self, text: str) -> None:
        """Say what just happened, under the form."""
        self.status_label.setText(text)
        self.reported.emit(text)

    def take_focus(self) -> None:
        """Put the keyboard focus in the area (its shortcuts then work)."""
        self.panel.table.setFocus()

    def focus_search(self) -> None:
        """Put the cursor in the library's search field."""
        self.panel.search_edit.setFocus()
        self.panel.search_edit.selectAll()


if TYPE_CHECKING:  # the window's questions, all answered (see `Area`)
    from gm_assistant.ui.areas import Area

    _AREA: type[Area] = CharactersView

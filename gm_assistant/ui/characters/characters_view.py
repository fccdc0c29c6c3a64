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

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTemporaryDir, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, RecoveryStore, open_character, recovery_key
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character, EditedSheets
from gm_assistant.ui.characters.character_actions import CharacterActions, CharacterCommands
from gm_assistant.ui.characters.empty_state import EmptyStatePanel
from gm_assistant.ui.characters.file_actions import FileActions
from gm_assistant.ui.characters.forms.sheet_form import SheetForm
from gm_assistant.ui.characters.keeping_actions import EditKeeper
from gm_assistant.ui.characters.library_following import LibraryFollower, remembered_library
from gm_assistant.ui.characters.library_model import LibraryTableModel
from gm_assistant.ui.characters.library_panel import LibraryPanel
from gm_assistant.ui.characters.making_actions import CharacterMaker
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


class CharactersView(QWidget):
    """The Characters area: library list, sheet form, and what a GM does with characters.

    What is done with the characters is in its collaborators: `follower` (the library on
    disk), `maker` (new, batch, duplicate, delete), `keeper` (save, recover) and `files`
    (import, export, print); `character_actions` are the toolbar's actions calling them.

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

    def __init__(self, parent: QWidget | None = None, *, library: Library | None = None,
                 recovery: RecoveryStore | None = None, settings: UiSettings | None = None,
                 rulesets: Callable[[str], Ruleset | None] | None = None,
                 preview: bool = False, edited: EditedSheets | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CharactersView")
        self.edited = edited if edited is not None else EditedSheets()
        """The open characters, shared with the areas that follow their unsaved edits."""
        self.preview = preview
        self.settings = settings if settings is not None else UiSettings(parent=self)
        if library is None:
            library = remembered_library(self.settings)
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
        self._listed_select: Path | None = None
        """Where to go once the first reading of a large library ends (`reload_library`)."""
        self.model = LibraryTableModel(library, self.ruleset_for, self)
        self._build()
        self.follower = LibraryFollower(library, self.model, self.settings, self)
        self.follower.changed.connect(self._on_follower_changed)
        self.follower.moved.connect(self._on_follower_moved)
        self.follower.listed.connect(self._on_follower_listed)
        self.maker = CharacterMaker(self, self.panel, self.settings, self)
        self.keeper = EditKeeper(self, self.panel, self.recovery, self)
        self.files = FileActions(self, self.panel, self.settings, self)
        self.character_actions = CharacterActions.build(self, self.panel.table, CharacterCommands(
            new=self.maker.choose_new, batch=self.maker.choose_batch,
            duplicate=self.maker.duplicate, delete=self.maker.delete_selected,
            save=self.keeper.save, save_all=self.keeper.save_all,
            import_files=self.files.choose_import_files,
            import_folder=self.files.choose_import_folder, export=self.files.choose_export,
            samples=self.files.choose_samples, print=self.files.choose_print,
            preview=self.files.choose_print_preview, pdf=self.files.choose_export_pdf,
            search=self.focus_search, folder=self.follower.choose_folder))
        self.character_actions.fill(self.toolbar)
        self.empty.new_button.clicked.connect(self.maker.choose_new)
        self.empty.sample_button.clicked.connect(self.files.choose_samples)
        self._list_library()
        self._update_actions()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # A larger text size widens the list's columns: the list made as wide again
            # (at 1.25 its Name title was cut), once they are measured with the new font.
            QTimer.singleShot(0, self, self._fit_library)

    def _fit_library(self) -> None:
        wanted = self.panel.wanted_width()
        sizes = self.splitter.sizes()
        if len(sizes) == 2 and 0 < sizes[0] < wanted:
            total = sum(sizes)
            self.splitter.setSizes([wanted, max(total - wanted, 1)])

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
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.panel)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        # The list as wide as its columns need (longer in Spanish): at 1.25 its Problems
        # column went out of sight.
        splitter.setSizes([max(380, self.panel.wanted_width()), 900])
        self.splitter = splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)

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
            self.show_sheet(None)
        self._update_empty_state()

    def _rebuild_sheets(self, ruleset: Ruleset) -> None:
        for path, sheet in list(self.sheets.items()):
            if sheet.ruleset.id != ruleset.id:
                continue
            sheet.rebuild(ruleset, self.base_values(sheet.character, ruleset))
            old = self.forms.pop(path, None)
            if old is not None:
                self.pages.removeWidget(old)
                old.deleteLater()
            if sheet is self.current:
                self.show_sheet(sheet)

    def _use_samples_if_empty(self, ruleset: Ruleset) -> None:
        if self.library.search(ruleset=ruleset.id) or self._preview_dir is not None:
            return
        self._preview_dir = QTemporaryDir()
        library = Library(Path(self._preview_dir.path()))
        for path in sample_files():
            library.import_file(path)
        self.follower.follow(library)

    # --- the library --------------------------------------------------------------------

    @property
    def library(self) -> Library:
        """The character library shown (see `follower`)."""
        return self.follower.library

    @property
    def busy(self) -> bool:
        """True while a large library is first read in the background."""
        return self.follower.listing

    def _list_library(self) -> None:
        """List the library for the first time: at once when it is small; a large one is
        read in a worker thread first (`busy` meanwhile, "Listing..." shown), then listed
        from what was read."""
        if self.follower.start_listing():
            self._update_empty_state()
        else:
            self.reload_library()

    def _on_follower_listed(self, library: Library) -> None:
        select, self._listed_select = self._listed_select, None
        # The folder may have changed meanwhile: listing it again reads only what the
        # worker did not (the same library: nothing).
        self.reload_library(select if library is self.library else None)

    def _on_follower_changed(self) -> None:
        self.reload_library()

    def _on_follower_moved(self, folder: Path) -> None:
        self.reload_library()
        if self.current is not None and self.current.path is not None \
                and self.current.path.parent != self.library.folder and not self.current.dirty:
            self.show_sheet(None)
        if self.current is None and not self.panel.select_first():
            self._update_empty_state()
        self.report(translate("CharactersView", "The library is now {folder}").format(
            folder=folder))

    def reload_library(self, select: Path | None = None) -> None:
        """List the library again, keeping (or moving to `select`) the current character."""
        if self.follower.listing:  # the first reading is under way: list after it
            self._listed_select = select or self._listed_select
            return
        keep = select or (self.current.path if self.current is not None else None)
        self._following_list = False
        try:
            self.model.reload()
            self.follower.keep_watching()
            if keep is not None:
                self.panel.select_path(keep)
        finally:
            self._following_list = True
        if select is not None:
            self.open_path(select)
        self.keeper.follow_disk()
        self._update_empty_state()

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
        elif self.busy:
            self.empty.show_message(ruleset.name, translate(
                "CharactersView", "Listing the characters in the library…"), actions=False)
        elif self.panel.proxy.rowCount():
            self.empty.show_message(ruleset.name, translate(
                "CharactersView", "Choose a character in the list."))
        else:
            self.empty.show_message(
                translate("CharactersView", "No characters for {ruleset} yet").format(
                    ruleset=ruleset.name),
                translate("CharactersView",
                          "Make a PC, an NPC or a quick mook from the ruleset's templates, "
                          "or start from a sample character from the rulebook."))

    # --- opening ------------------------------------------------------------------------

    def base_values(self, character: Character, ruleset: Ruleset) -> dict[str, Any] | None:
        """The values `character` takes from the character it is based on (None, said,
        when that one cannot be read)."""
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
                self.show_sheet(None)
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
                self.show_sheet(None)
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
                              base=self.base_values(character, ruleset),
                              recovery=self.recovery, recovery_id=self._free_key(path),
                              parent=self)
            self.adopt(sheet)
        self.show_sheet(sheet)
        return sheet

    def _free_key(self, path: Path) -> str:
        """The recovery key for a file's new edits; a fresh one while edits of an earlier
        session wait in its usual recovery file (they must not be overwritten)."""
        key = recovery_key(path)
        if self.recovery is not None and any(r.key == key for r in self.recovery.list()):
            key = f"{key}-{uuid.uuid4().hex[:8]}"
        return key

    def adopt(self, sheet: OpenSheet) -> None:
        """Count `sheet` among the open characters (its edits then show in the list)."""
        assert sheet.path is not None
        self.sheets[sheet.path] = sheet
        sheet.share(self.edited)
        for signal in (sheet.changed, sheet.header_changed, sheet.dirty_changed):
            signal.connect(lambda *_args, s=sheet: self.refresh_sheet(s))
        sheet.autosaved.connect(lambda: self.report(
            translate("CharactersView", "Unsaved edits kept safe (autosaved)")))

    def show_sheet(self, sheet: OpenSheet | None) -> None:
        """Show `sheet` in the form (None: the empty page); the one shown before is closed
        unless it holds unsaved edits."""
        previous = self.current
        if previous is not None and previous is not sheet and not previous.dirty:
            self.close_sheet(previous)
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
            self.refresh_sheet(sheet)
            self.sheet_opened.emit(sheet)
        self.undo_stack_changed.emit(self.undo_stack)
        self._update_actions()

    def close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None:
        """Close an open character and its form (`discard`: its autosaved edits too)."""
        if discard:
            sheet.discard_recovery()
        sheet.unshare()
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

    def refresh_sheet(self, sheet: OpenSheet) -> None:
        """Show an open character's name, tags, problems and unsaved mark in the list."""
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
        return self.keeper.dirty_sheets

    def _update_actions(self) -> None:
        has_current = self.current is not None
        selected = bool(self.panel.selected_entries())
        has_sheet = self.ruleset is not None and self.ruleset.sheet is not None
        actions = self.character_actions
        actions.new.setEnabled(has_sheet)
        actions.batch.setEnabled(has_sheet)
        actions.duplicate.setEnabled(has_current)
        actions.delete.setEnabled(selected)
        actions.save.setEnabled(has_current and bool(self.current and self.current.dirty))
        actions.save_all.setEnabled(bool(self.dirty_sheets))
        for action in (actions.export, actions.print, actions.preview, actions.pdf):
            action.setEnabled(selected)

    def report(self, text: str) -> None:
        """Say what just happened, in the window's status bar (as every area does; the
        area once showed it in a line of its own as well, twice on screen)."""
        self.reported.emit(text)

    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """Ask a question in a message box (tests replace this)."""
        answer = QMessageBox.question(self, title, text, buttons, default)
        return QMessageBox.StandardButton(answer)

    def confirm_close(self) -> bool:
        """Before the app closes: ask to save unsaved edits; False to stay open."""
        return self.keeper.confirm_close()

    def take_focus(self) -> None:
        """Put the keyboard focus in the area (its shortcuts then work)."""
        self.panel.table.setFocus()

    def focus_search(self) -> None:
        """Put the cursor in the library's search field."""
        self.panel.search_edit.setFocus()
        self.panel.search_edit.selectAll()


"""Following the library on disk: its folder, the list kept fresh, open sheets re-read.

A mixin of `CharactersView`. The library folder is watched; a change (a save from the
Table, the command line, another app) lists the library again after a moment, and open
characters whose files changed are read again, unless they hold unsaved edits.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QTimer
from PySide6.QtWidgets import QFileDialog, QWidget

from gm_assistant.core.library import Library
from gm_assistant.ui.background import BackgroundRunner

if TYPE_CHECKING:
    from gm_assistant.ui.characters.library_model import LibraryTableModel
    from gm_assistant.ui.characters.library_panel import LibraryPanel
    from gm_assistant.ui.characters.open_sheet import OpenSheet
    from gm_assistant.ui.settings import UiSettings

__all__ = ["FOLDER_KEY", "LibraryFollowing"]

translate = QCoreApplication.translate

FOLDER_KEY = "characters/library_folder"
"""Setting: the folder the library lives in (the user's data folder when unset)."""

_RELIST_MS = 300
LIST_IN_BACKGROUND = 200
"""A library of more files than this is first read in a worker thread (the window stays
responsive while 5,000 characters are listed); a smaller one is listed at once."""


class LibraryFollowing:
    """The library's folder and what follows it on disk: mixed into CharactersView."""

    library: Library
    model: LibraryTableModel
    panel: LibraryPanel
    settings: UiSettings
    sheets: dict[Path, OpenSheet]
    current: OpenSheet | None
    busy: bool
    _following_list: bool
    _listing: BackgroundRunner | None = None
    """The first reading of a large library, while it runs (see `list_library`)."""
    _listed_select: Path | None = None

    if TYPE_CHECKING:
        def report(self, text: str) -> None: ...
        def open_path(self, path: Path) -> OpenSheet | None: ...
        def _show(self, sheet: OpenSheet | None) -> None: ...
        def _close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None: ...
        def _update_empty_state(self) -> None: ...

    def _start_watching(self) -> None:
        """Watch the library folder; a change lists it again a moment later."""
        assert isinstance(self, QWidget)
        self._watcher = QFileSystemWatcher(self)
        self._watch_library()
        self._relist = QTimer(self)
        self._relist.setSingleShot(True)
        self._relist.setInterval(_RELIST_MS)
        self._relist.timeout.connect(lambda: self.reload_library())
        self._watcher.directoryChanged.connect(self._relist.start)

    def use_library(self, folder: Path) -> None:
        """Keep the library in `folder` from now on (remembered); open sheets stay open."""
        self.library = Library(Path(folder))
        self.model.library = self.library
        self.settings.qsettings.setValue(FOLDER_KEY, str(folder))
        self._watch_library()
        self.reload_library()
        if self.current is not None and self.current.path is not None \
                and self.current.path.parent != self.library.folder and not self.current.dirty:
            self._show(None)
        if self.current is None and not self.panel.select_first():
            self._update_empty_state()
        self.report(translate("CharactersView", "The library is now {folder}").format(
            folder=folder))

    def choose_library_folder(self) -> None:
        """Ask for the folder the library lives in."""
        assert isinstance(self, QWidget)
        name = QFileDialog.getExistingDirectory(
            self, translate("CharactersView", "Library folder"), str(self.library.folder))
        if name:
            self.use_library(Path(name))

    def _watch_library(self) -> None:
        if self._watcher.directories():
            self._watcher.removePaths(self._watcher.directories())
        if self.library.folder.is_dir():
            self._watcher.addPath(str(self.library.folder))

    def list_library(self) -> None:
        """List the library for the first time: at once when it is small; a large one is
        read in a worker thread first (`busy` meanwhile, "Listing..." shown), then listed
        from what was read."""
        try:
            count = sum(1 for _ in self.library.folder.glob("*.yaml"))
        except OSError:
            count = 0
        if count <= LIST_IN_BACKGROUND:
            self.reload_library()
            return
        assert isinstance(self, QWidget)
        runner = BackgroundRunner(self)
        self._listing = runner
        self.busy = True
        library = self.library
        runner.finished.connect(lambda _entries: self._on_library_listed(library))
        runner.failed.connect(lambda _error: self._on_library_listed(library))
        self._update_empty_state()
        runner.start(library.entries)  # fills the library's cache of summaries

    def _on_library_listed(self, library: Library) -> None:
        self._listing = None
        self.busy = False
        select, self._listed_select = self._listed_select, None
        # The folder may have changed meanwhile: listing it again reads only what the
        # worker did not (the same library: nothing).
        self.reload_library(select if library is self.library else None)

    @property
    def listing(self) -> bool:
        """True while a large library is first read in the background."""
        return self._listing is not None

    def reload_library(self, select: Path | None = None) -> None:
        """List the library again, keeping (or moving to `select`) the current character."""
        if self._listing is not None:  # the first reading is under way: list after it
            self._listed_select = select or self._listed_select
            return
        keep = select or (self.current.path if self.current is not None else None)
        self._following_list = False
        try:
            self.model.reload()
            if not self._watcher.directories():
                self._watch_library()
            if keep is not None:
                self.panel.select_path(keep)
        finally:
            self._following_list = True
        if select is not None:
            self.open_path(select)
        self._follow_disk()
        self._update_empty_state()

    def _follow_disk(self) -> None:
        """Read again the open characters whose files changed outside this window (the
        command line, another app); ones with unsaved edits are only flagged."""
        for path, sheet in list(self.sheets.items()):
            if not sheet.changed_on_disk():
                continue
            if sheet.dirty:
                sheet.accept_disk_version()
                self.report(translate("CharactersView", "{name} changed on disk while you "
                                      "edit it: saving replaces that version (the old one is "
                                      "kept as .bak)").format(name=sheet.title))
                continue
            showing = sheet is self.current
            self._close_sheet(sheet)
            if showing and path.exists():
                self.open_path(path)
            elif showing:
                self._show(None)

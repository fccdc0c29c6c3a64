"""Following the library on disk: its folder, watched, and a large one read in the background.

The library folder is watched; a change (a save from the Table, the command line, another
app) is announced a moment later (`changed`), and the Characters area lists the library
again. The folder can be moved (remembered in the settings).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from gm_assistant.core.library import Library
from gm_assistant.ui.background import BackgroundRunner
from gm_assistant.ui.characters.library_model import LibraryTableModel
from gm_assistant.ui.settings import UiSettings

__all__ = ["FOLDER_KEY", "LIST_IN_BACKGROUND", "LibraryFollower", "remembered_library"]

translate = QCoreApplication.translate

FOLDER_KEY = "characters/library_folder"
"""Setting: the folder the library lives in (the user's data folder when unset)."""

_RELIST_MS = 300
LIST_IN_BACKGROUND = 200
"""A library of more files than this is first read in a worker thread (the window stays
responsive while 5,000 characters are listed); a smaller one is listed at once."""


def remembered_library(settings: UiSettings) -> Library:
    """The library in the folder the settings remember (the user's data folder when none
    is remembered or it is gone)."""
    chosen = settings.qsettings.value(FOLDER_KEY)
    folder = Path(chosen) if isinstance(chosen, str) and chosen else None
    return Library(folder) if folder is not None and folder.is_dir() else Library()


class LibraryFollower(QObject):
    """The library the Characters area shows, its folder watched on disk.

    Args:
        library: The library to follow first.
        model: The list's model, given each library followed.
        settings: Where the folder chosen (`use_folder`) is remembered.
        parent: The area (the parent of the folder dialog).
    """

    changed = Signal()
    """Files in the library folder changed on disk (a moment ago)."""
    moved = Signal(object)
    """The library is now in this folder (`use_folder`)."""
    listed = Signal(object)
    """The first reading of a large library (this `Library`) ended (see `start_listing`)."""

    def __init__(self, library: Library, model: LibraryTableModel, settings: UiSettings,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._area = parent
        self.library = library
        self._model = model
        self._settings = settings
        self._listing: BackgroundRunner | None = None
        self._watcher = QFileSystemWatcher(self)
        self._relist = QTimer(self)
        self._relist.setSingleShot(True)
        self._relist.setInterval(_RELIST_MS)
        self._relist.timeout.connect(self.changed)
        self._watcher.directoryChanged.connect(self._relist.start)
        self._watch()

    def follow(self, library: Library) -> None:
        """Show and watch `library` from now on (not remembered: see `use_folder`)."""
        self.library = library
        self._model.library = library
        self._watch()

    def use_folder(self, folder: Path) -> None:
        """Keep the library in `folder` from now on (remembered); says so with `moved`."""
        self.follow(Library(Path(folder)))
        self._settings.qsettings.setValue(FOLDER_KEY, str(folder))
        self.moved.emit(folder)

    def choose_folder(self) -> None:
        """Ask for the folder the library lives in."""
        name = QFileDialog.getExistingDirectory(
            self._area, translate("CharactersView", "Library folder"),
            str(self.library.folder))
        if name:
            self.use_folder(Path(name))

    def _watch(self) -> None:
        if self._watcher.directories():
            self._watcher.removePaths(self._watcher.directories())
        if self.library.folder.is_dir():
            self._watcher.addPath(str(self.library.folder))

    def keep_watching(self) -> None:
        """Watch the folder again if the watch was lost (the folder was made after)."""
        if not self._watcher.directories():
            self._watch()

    def start_listing(self) -> bool:
        """Read a large library in a worker thread (`listing` meanwhile; `listed` after);
        False, reading nothing, when the library is small enough to list at once."""
        try:
            count = sum(1 for _ in self.library.folder.glob("*.yaml"))
        except OSError:
            count = 0
        if count <= LIST_IN_BACKGROUND:
            return False
        runner = BackgroundRunner(self)
        self._listing = runner
        library = self.library
        runner.finished.connect(lambda _entries: self._on_runner_done(library))
        runner.failed.connect(lambda _error: self._on_runner_done(library))
        runner.start(library.entries)  # fills the library's cache of summaries
        return True

    def _on_runner_done(self, library: Library) -> None:
        self._listing = None
        self.listed.emit(library)

    @property
    def listing(self) -> bool:
        """True while a large library is first read in the background."""
        return self._listing is not None

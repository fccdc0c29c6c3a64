"""The GUI's view of the ruleset registry: loads it off the GUI thread, reloads on change."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

if TYPE_CHECKING:
    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.core.rules.registry import RulesetEntry, RulesetRegistry
    from gm_assistant.ui.background import BackgroundRunner

__all__ = ["RulesetStore"]

_SETTLE_MS = 250
"""Editors save in several steps (write temp, rename): wait for the folder to settle."""


def _load_registry(shipped: Path | None, user: Path | None) -> RulesetRegistry:
    # Imported here so that the window can paint before the core's imports run.
    from gm_assistant.core.library.atomic import clean_user_folders
    from gm_assistant.core.rules.registry import RulesetRegistry, default_registry

    clean_user_folders()  # stray temporaries of saves a crash interrupted, everywhere
    if shipped is None:
        return default_registry()
    return RulesetRegistry(shipped, user).load()


class RulesetStore(QObject):
    """Holds the loaded RulesetRegistry and keeps it in step with the files on disk.

    Watches the shipped and user rulesets folders (and every file in them); a change is
    reloaded in the background and announced with `reloaded`.

    Args:
        shipped_dir, user_dir: Folders to load from; both None means the defaults
            (``rulesets_dir()`` and ``user_rulesets_dir()``).
        watch: Watch the folders for changes.
    """

    reloaded = Signal()
    load_failed = Signal(object)

    def __init__(self, shipped_dir: Path | None = None, user_dir: Path | None = None,
                 watch: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shipped_dir = shipped_dir
        self._user_dir = user_dir
        self.registry: RulesetRegistry | None = None
        self._runner: BackgroundRunner | None = None
        """The worker that loads in the background, made for the first load (after the
        window's first paint)."""
        self._watcher: QFileSystemWatcher | None = None
        if watch:
            self._watcher = QFileSystemWatcher(self)
            self._watcher.directoryChanged.connect(self._on_watcher_changed)
            self._watcher.fileChanged.connect(self._on_watcher_changed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(_SETTLE_MS)
        self._settle.timeout.connect(self.load_in_background)

    @property
    def loaded(self) -> bool:
        """True once a registry has been loaded."""
        return self.registry is not None

    @property
    def loading(self) -> bool:
        """True while a background load runs."""
        return self._runner is not None and self._runner.busy

    def entries(self) -> list[RulesetEntry]:
        """Every ruleset file, loaded or broken (empty before the first load)."""
        return list(self.registry.entries) if self.registry is not None else []

    def entry(self, ruleset_id: str) -> RulesetEntry | None:
        """The entry with id `ruleset_id` that loaded (or None)."""
        for entry in self.entries():
            if entry.id == ruleset_id and entry.ruleset is not None:
                return entry
        return None

    def ruleset(self, ruleset_id: str) -> Ruleset | None:
        """A loaded ruleset by id, or None."""
        entry = self.entry(ruleset_id)
        return entry.ruleset if entry is not None else None

    def reload(self) -> None:
        """Load every ruleset now, on this thread (after a house-rule edit), then announce."""
        self._settle.stop()
        self._apply(_load_registry(self._shipped_dir, self._user_dir))

    def load_in_background(self) -> None:
        """Load every ruleset in a worker thread; `reloaded` follows on the GUI thread."""
        shipped, user = self._shipped_dir, self._user_dir
        if self._runner is None:
            from gm_assistant.ui.background import BackgroundRunner

            self._runner = BackgroundRunner(self)
            self._runner.finished.connect(self._on_runner_finished)
            self._runner.failed.connect(self._on_runner_failed)
        self._runner.start(lambda: _load_registry(shipped, user))

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until no background load runs (shutdown, tests)."""
        return self._runner is None or self._runner.wait_idle(timeout)

    def folders(self) -> list[Path]:
        """The folders ruleset files are read from (those that exist)."""
        if self.registry is not None:
            found = [self.registry.shipped_dir, self.registry.user_dir]
        else:
            found = [self._shipped_dir, self._user_dir]
        return [folder for folder in found if folder is not None and folder.is_dir()]

    def _apply(self, registry: RulesetRegistry) -> None:
        self.registry = registry
        self._watch()
        self.reloaded.emit()

    def _watch(self) -> None:
        if self._watcher is None or self.registry is None:
            return
        if self.registry.user_dir is not None:
            self.registry.user_dir.mkdir(parents=True, exist_ok=True)
        wanted = set()
        for folder in self.folders():
            wanted.add(str(folder))
            wanted.update(str(file) for file in folder.glob("*.yaml"))
        watched = set(self._watcher.files()) | set(self._watcher.directories())
        stale = sorted(watched - wanted)
        if stale:
            self._watcher.removePaths(stale)
        # Editors often replace a file (a new inode): re-adding keeps watching it.
        missing = sorted(wanted - watched)
        if missing:
            self._watcher.addPaths(missing)

    def _on_watcher_changed(self, _path: str) -> None:
        self._settle.start()

    def _on_runner_finished(self, registry: object) -> None:
        from gm_assistant.core.rules.registry import RulesetRegistry

        assert isinstance(registry, RulesetRegistry)
        self._apply(registry)

    def _on_runner_failed(self, error: object) -> None:
        self.load_failed.emit(error)

"""Opening the files given to the app: on the command line (`gm-assistant FILE...`), from
the file manager, dropped on the window, or handed over by a second launch.

A file is read with the hardened reader and recognised by what it holds: a character
opens in the Characters area, an encounter in the Encounters area (its ruleset chosen),
a ruleset is validated (its problems shown with their lines) and, when it loads, added to
the user's rulesets folder (never over a file already there). A second launch hands its
files to the running window (`single_instance`).
"""

from __future__ import annotations

import logging
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QStatusBar, QWidget

from gm_assistant.core.errors import GMAssistantError, InputError, Problem, RulesetError
from gm_assistant.core.paths import resources_dir, user_rulesets_dir
from gm_assistant.ui.areas import Area
from gm_assistant.ui.errors import describe_error, show_error

translate = QCoreApplication.translate
_log = logging.getLogger(__name__)

# The library and YAML readers are imported when a file is opened, not with the window:
# the first paint waits for nothing it does not draw (about 200 ms of imports).

if TYPE_CHECKING:
    from gm_assistant.ui.ruleset_store import RulesetStore


class OpeningWindow(Protocol):
    """What the opener needs of the main window (no import of it: no cycle)."""

    store: RulesetStore

    def statusBar(self) -> QStatusBar: ...

    def choose_ruleset(self, ruleset_id: str) -> bool: ...

    def show_area(self, name: str) -> Area | None: ...

__all__ = ["SUFFIXES", "FileOpener", "file_kind"]

SUFFIXES = (".yaml", ".yml")
"""The files the app opens (and accepts when dropped)."""

"""The most bytes a second launch may hand over (a list of paths)."""


def file_kind(path: Path) -> tuple[str, str]:
    """What a file holds: ("character" | "encounter" | "ruleset", its ruleset id).

    Raises GMAssistantError naming the file (and the line) when it cannot be read or is
    none of them.
    """
    from gm_assistant.core.library.store import read_file
    from gm_assistant.core.rules.yaml_source import read_yaml

    raw = read_file(path)  # regular files within the size limit only
    data = read_yaml(raw, str(path)).data
    if not isinstance(data, dict):
        raise InputError(f"{path}: not a character, an encounter or a ruleset (the file "
                         "is not a mapping)")
    ruleset = data.get("ruleset")
    if data.get("kind") == "encounter" and isinstance(ruleset, str):
        return "encounter", ruleset
    if "values" in data and isinstance(ruleset, str):
        return "character", ruleset
    if "format" in data and isinstance(data.get("id"), str):
        return "ruleset", str(data["id"])
    raise InputError(f"{path}: not a character, an encounter or a ruleset (no 'values', "
                     "'kind: encounter' or 'format' at the top)")


class FileOpener(QObject):
    """Opens files in `window`'s areas; reports one line per file on the status bar.

    Signals:
        opened(str, str): a file opened (its kind, its path).
    """

    opened = Signal(str, str)

    def __init__(self, window: OpeningWindow) -> None:
        super().__init__(window)  # type: ignore[arg-type]
        self.window = window
        self._waiting: list[Path] = []
        self._failures: list[tuple[Path, GMAssistantError, str]] = []
        """What did not open in this batch: (file, error, what was being done)."""
        self._added = ""

    def _parent(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None

    def open_paths(self, paths: list[Path]) -> None:
        """Open these files now, or as soon as the rulesets are loaded."""
        if not paths:
            return
        if not self.window.store.loaded:
            if not self._waiting:
                self.window.store.reloaded.connect(self._open_waiting)
            self._waiting.extend(paths)
            return
        self._failures.clear()
        lines = [self._open(Path(path)) for path in paths]
        self.window.statusBar().showMessage("; ".join(lines), 10_000)
        self._show_failures()

    def _show_failures(self) -> None:
        """One box for what did not open: the file's own message for one file, a list
        naming each file (and each problem's line) for several."""
        failures, self._failures = self._failures, []
        if len(failures) == 1:
            path, error, context = failures[0]
            show_error(self._parent(), error, context=context)
        elif failures:
            problems: list[Problem] = []
            for path, error, _context in failures:
                if isinstance(error, RulesetError):
                    problems.extend(error.problems)
                else:
                    summary = describe_error(error)[0]
                    problems.append(Problem(str(path), 0, 0, summary.removeprefix(
                        f"{path}: ")))
            count = len(failures)
            show_error(self._parent(), problems, context=translate(
                "FileOpener", "%n files did not open", None, count))

    def _open_waiting(self) -> None:
        self.window.store.reloaded.disconnect(self._open_waiting)
        paths, self._waiting = self._waiting, []
        self.open_paths(paths)

    def _open(self, path: Path) -> str:
        try:
            kind, ruleset_id = file_kind(path)
            if kind == "ruleset":
                return self._add_ruleset(path, ruleset_id)
            if not self.window.choose_ruleset(ruleset_id):
                raise InputError(translate(
                    "FileOpener", "{file} is for the ruleset '{id}', which is not loaded")
                    .format(file=path.name, id=ruleset_id))
            shipped = _is_within(path, resources_dir())
            if kind == "character" and shipped:
                # A sample shipped with the app is never edited in place: its copy in the
                # library is opened instead (made the first time).
                path = _library_copy(path)
            if not self._open_in_area(kind, path):
                return translate("FileOpener", "{file} did not open (see the area)").format(
                    file=path.name)
        except GMAssistantError as error:
            self._failures.append((path, error, translate(
                "FileOpener", "Opening {file}").format(file=path.name)))
            _log.warning("could not open %s: %s", path, error)
            return translate("FileOpener", "{file} did not open").format(file=path.name)
        _log.info("opened %s (%s)", path, kind)
        self.opened.emit(kind, str(path))
        return translate("FileOpener", "Opened {file}").format(file=path.name)

    def _open_in_area(self, kind: str, path: Path) -> bool:
        """Open a character in Characters or an encounter in Encounters (the area is
        shown); InputError when that area failed to load."""
        if kind == "character":
            from gm_assistant.ui.characters.characters_view import CharactersView

            characters = self.window.show_area("characters")
            if isinstance(characters, CharactersView):
                return characters.open_path(path) is not None
        else:
            from gm_assistant.ui.encounters.encounters_view import EncountersView

            encounters = self.window.show_area("encounters")
            if isinstance(encounters, EncountersView):
                return encounters.open_encounter(path)
        raise InputError(translate(
            "FileOpener", "{file}: the area to open it in is not loaded").format(
                file=path.name))

    def _add_ruleset(self, path: Path, ruleset_id: str) -> str:
        """Validate a ruleset file; when it loads, add it to the user's rulesets."""
        from gm_assistant.core.rules import load_ruleset

        try:
            load_ruleset(path)
        except RulesetError as error:
            self._failures.append((path, error, translate(
                "FileOpener", "{file} is not a ruleset the app can load; nothing was added")
                .format(file=path.name)))
            _log.warning("the ruleset %s did not load: %s", path, error)
            return translate("FileOpener", "{file} has problems").format(file=path.name)
        loaded = {entry.id: entry for entry in self.window.store.entries()}
        entry = loaded.get(ruleset_id)
        if entry is not None and entry.file.resolve() == path.resolve():
            self.window.choose_ruleset(ruleset_id)
            return translate("FileOpener", "{file} is loaded").format(file=path.name)
        target = user_rulesets_dir(ensure=True) / f"{ruleset_id}.yaml"
        if target.exists() or entry is not None:
            raise InputError(translate(
                "FileOpener", "{file}: a ruleset with the id '{id}' is already loaded "
                "({loaded}); rename its id to add this one").format(
                    file=path.name, id=ruleset_id, loaded=entry.file if entry else target))
        shutil.copyfile(path, target)
        self.window.store.reloaded.connect(self._choose_added)
        self._added = ruleset_id
        self.window.store.reload()
        self.opened.emit("ruleset", str(target))
        return translate("FileOpener", "Added the ruleset {id} ({file})").format(
            id=ruleset_id, file=target)

    def _choose_added(self) -> None:
        self.window.store.reloaded.disconnect(self._choose_added)
        self.window.choose_ruleset(self._added)


def _library_copy(sample: Path) -> Path:
    """The library's copy of a shipped sample: one with the same bytes, or a new one."""
    from gm_assistant.core.library import Library
    from gm_assistant.core.library.store import read_file

    library = Library()
    raw = read_file(sample)
    for candidate in sorted(library.folder.glob("*.yaml")) if library.folder.is_dir() else []:
        try:
            if candidate.is_file() and read_file(candidate) == raw:
                return candidate
        except GMAssistantError:
            continue
    return library.import_file(sample)


def _is_within(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True

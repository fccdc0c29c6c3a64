"""The character library: a folder of character files, listed, searched and shared.

One readable YAML file per character (`reth-of-the-andrali-resistance.yaml`). Listing
reads every file once and remembers it until the file changes; a broken file is listed
with its error (and never overwritten) so the rest of the library keeps working. Deleting
moves a file to the library's `.trash` folder, so nothing is lost by a slip.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gm_assistant.core.errors import CharacterFileError, GMAssistantError, SheetError
from gm_assistant.core.library.atomic import (
    atomic_write,
    backup_path,
    remove_stale_temporaries,
)
from gm_assistant.core.library.format import load_character
from gm_assistant.core.library.store import open_character, read_file, save_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.yaml_source import read_yaml
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.sheets.create import effective_values
from gm_assistant.core.sheets.state import SheetState
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["ImportReport", "Library", "LibraryEntry", "file_stem_for"]

SUFFIX = ".yaml"
TRASH = ".trash"
_MAX_BASE_DEPTH = 8


@dataclass(frozen=True)
class LibraryEntry:
    """One file of the library, as the list shows it (`error` set for a broken file)."""

    path: Path
    name: str
    ruleset: str
    kind: str
    tags: tuple[str, ...] = ()
    ruleset_version: str | None = None
    template: str | None = None
    base: str | None = None
    error: str | None = None

    @property
    def id(self) -> str:
        """The character's id in the library: its file name without `.yaml`."""
        return self.path.stem

    @property
    def ok(self) -> bool:
        """False for a file that does not open as a character."""
        return self.error is None


@dataclass
class ImportReport:
    """What an import did: the files it added and the ones it could not read, with why."""

    imported: list[Path]
    failed: list[tuple[Path, str]]


def file_stem_for(name: str) -> str:
    """A file name stem for a character name: `Abigail Zhao` -> `abigail-zhao`."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    stem = re.sub(r"[^a-z0-9]+", "-", plain.casefold()).strip("-")[:60].strip("-")
    return stem or "character"


def _unique(folder: Path, stem: str, suffix: str = SUFFIX) -> Path:
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def _entry(path: Path, character: Character) -> LibraryEntry:
    return LibraryEntry(path, character.name, character.ruleset, character.kind,
                        tuple(character.tags), character.ruleset_version, character.template,
                        character.base)


class Library:
    """The characters in one folder (default: the user's library folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        if folder is None:
            from gm_assistant.core.paths import user_library_dir

            folder = user_library_dir(ensure=True)
        self.folder = Path(folder)
        self._cache: dict[Path, tuple[tuple[int, int], LibraryEntry]] = {}

    # -- listing --------------------------------------------------------------------------
    def entries(self) -> list[LibraryEntry]:
        """Every character file in the folder, sorted by name; broken ones included."""
        found: list[LibraryEntry] = []
        seen: set[Path] = set()
        try:
            paths = list(self.folder.glob("*" + SUFFIX))
        except OSError:
            paths = []
        for path in paths:
            try:
                status = path.stat()
            except OSError:
                continue
            stamp = (status.st_mtime_ns, status.st_size)
            cached = self._cache.get(path)
            if cached is not None and cached[0] == stamp:
                entry = cached[1]
            else:
                entry = self._summary(path)
                self._cache[path] = (stamp, entry)
            seen.add(path)
            found.append(entry)
        for gone in set(self._cache) - seen:
            del self._cache[gone]
        found.sort(key=lambda e: (e.name.casefold(), e.path.name))
        return found

    @staticmethod
    def _summary(path: Path) -> LibraryEntry:
        try:
            character = open_character(path)
        except CharacterFileError as error:
            return LibraryEntry(path, path.stem, "", "", error=message_of(error))
        return _entry(path, character)

    def search(self, *, ruleset: str | None = None, kind: str | None = None,
               tag: str | None = None, text: str | None = None) -> list[LibraryEntry]:
        """Entries matching every filter given: ruleset id, kind, tag (any case), and text
        found in the name or a tag (any case)."""
        wanted_tag = tag.casefold() if tag else None
        needle = text.casefold().strip() if text else None
        result = []
        for entry in self.entries():
            if not entry.ok and (ruleset or kind or tag):
                continue
            if ruleset and entry.ruleset != ruleset:
                continue
            if kind and entry.kind != kind:
                continue
            if wanted_tag and wanted_tag not in (t.casefold() for t in entry.tags):
                continue
            if needle and needle not in entry.name.casefold() and not any(
                    needle in t.casefold() for t in entry.tags):
                continue
            result.append(entry)
        return result

    def named(self, name: str, ruleset: str) -> LibraryEntry | None:
        """The first character of `ruleset` called exactly `name` (None if there is none)."""
        return next((e for e in self.search(ruleset=ruleset) if e.name == name), None)

    def path_of(self, character_id: str) -> Path:
        """The file of a character id (SheetError if there is none, or if the id would
        leave the library folder: `../..`, a path, a drive)."""
        if not character_id or any(c in character_id for c in "/\\:\x00") \
                or character_id.startswith(".") or len(character_id) > 200:
            raise SheetError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "'{character_id}' is not a character of the library (a library "
                "id is a file name without folders)"), character_id=character_id[:80]))
        path = self.folder / f"{character_id}{SUFFIX}"
        if not path.is_file():
            raise SheetError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "no character '{character_id}' in {folder}"),
                character_id=character_id, folder=self.folder))
        return path

    # -- opening and saving ---------------------------------------------------------------
    def open(self, character_id: str) -> Character:
        """Read a character of the library by id."""
        return open_character(self.path_of(character_id))

    def new_path(self, name: str) -> Path:
        """A free file name for a new character called `name`."""
        self.folder.mkdir(parents=True, exist_ok=True)
        return _unique(self.folder, file_stem_for(name))

    def save(self, character: Character, path: Path | None = None, *,
             expected: bytes | None = None, notes: list[str] | None = None) -> Path:
        """Save a character (atomically, with a backup); a new one gets a fresh file.
        With `expected` (the bytes read), a file changed since is not replaced. An
        existing file keeps the user's comments and layout; `notes` gets a line when it
        could not (see `save_character`)."""
        target = Path(path) if path is not None else self.new_path(character.name)
        save_character(target, character, expected=expected, notes=notes)
        return target

    def add_all(self, characters: Iterable[Character]) -> list[Path]:
        """Save new characters (a batch of mooks), each in a fresh file."""
        return [self.save(character) for character in characters]

    def delete(self, path: Path) -> Path:
        """Move a character file (and its backup) to the library's trash; returns where."""
        trash = self.folder / TRASH
        trash.mkdir(exist_ok=True)
        target = _unique(trash, Path(path).stem)
        os.replace(path, target)
        backup = backup_path(Path(path))
        if backup.exists():
            os.replace(backup, backup_path(target))
        return target

    def clean(self) -> list[Path]:
        """Remove temporary files left by saves that were interrupted long ago."""
        return remove_stale_temporaries(self.folder)

    def base_values(self, character: Character, ruleset: Ruleset,
                    _seen: tuple[str, ...] = ()) -> dict[str, Any] | None:
        """The values a character follows through its `base` link, None without one.

        Raises SheetError for a missing base, a base of another ruleset or a loop.
        """
        if character.base is None:
            return None
        if character.base in _seen or len(_seen) >= _MAX_BASE_DEPTH:
            chain = " -> ".join(f"{i}{SUFFIX}" for i in (*_seen, character.base))
            where = self._base_place(_seen[-1]) if _seen else ""
            raise SheetError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "{where}'{character}' follows '{base}' in a loop ({chain}, in "
                "{folder}); set one 'base:' to another character or remove it"),
                where=where, character=character.name, base=character.base, chain=chain,
                folder=self.folder))
        base = self.open(character.base)
        if base.ruleset != ruleset.id:
            raise SheetError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "'{character}' follows '{base}', a character of another "
                "ruleset ({ruleset})"),
                character=character.name, base=character.base, ruleset=base.ruleset))
        state = SheetState(ruleset, base, self.base_values(base, ruleset,
                                                           (*_seen, character.base)))
        return effective_values(state)

    def _base_place(self, character_id: str) -> str:
        """`file:line:column: ` of a character's `base:` key, for messages ("" if unknown)."""
        try:
            path = self.path_of(character_id)
            line, column = read_yaml(read_file(path), str(path)).where_key(("base",))
        except (GMAssistantError, OSError):
            return ""
        return f"{path}:{line}:{column}: "

    def state(self, character: Character, ruleset: Ruleset) -> SheetState:
        """A live sheet of a character, following its base character if it has one."""
        return SheetState(ruleset, character, self.base_values(character, ruleset))

    # -- import and export ----------------------------------------------------------------
    def import_file(self, source: Path) -> Path:
        """Copy a character file into the library (checked first, bytes kept as they are)."""
        raw = read_file(source)
        character = load_character(raw, str(source))
        target = self.new_path(character.name)
        atomic_write(target, raw, backup=False)
        return target

    def import_folder(self, source: Path) -> ImportReport:
        """Import every `.yaml` file under a folder; unreadable ones are reported, skipped."""
        report = ImportReport([], [])
        source = Path(source)
        for path in sorted(source.rglob("*" + SUFFIX)):
            if TRASH in path.parts or self.folder.resolve() in path.resolve().parents:
                continue
            try:
                report.imported.append(self.import_file(path))
            except CharacterFileError as error:
                report.failed.append((path, message_of(error)))
        return report

    def export(self, paths: Iterable[Path], destination: Path) -> list[Path]:
        """Copy character files to a folder, never replacing a file already there."""
        destination = Path(destination)
        destination.mkdir(parents=True, exist_ok=True)
        written = []
        for path in paths:
            raw = read_file(path)
            target = _unique(destination, Path(path).stem)
            atomic_write(target, raw, backup=False)
            written.append(target)
        return written

    def export_file(self, path: Path, target: Path) -> Path:
        """Copy one character file to `target` (a file name, or a folder to put it in)."""
        target = Path(target)
        if target.is_dir():
            return self.export([path], target)[0]
        if target.exists():
            raise SheetError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "{target} already exists; choose another name"), target=target))
        atomic_write(target, read_file(path), backup=False)
        return target

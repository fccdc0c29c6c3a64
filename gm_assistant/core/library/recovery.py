"""Autosave of unsaved edits, offered back after a crash.

While a character has unsaved edits the app writes it, every few seconds, to a recovery
file in the user's state folder (never over the character's own file). A clean save or a
"discard" removes the recovery file; after a crash, `RecoveryStore.list()` shows what can
be brought back. Recovery files are character files with one more key, `recovery`, which
says which file they belong to and when they were written.
"""

from __future__ import annotations

import contextlib
import hashlib
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library.atomic import atomic_write
from gm_assistant.core.library.format import dump_character
from gm_assistant.core.library.store import open_character
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.translatable import message_of

__all__ = ["Recovery", "RecoveryStore", "recovery_key"]

_KEY = "recovery"


@dataclass(frozen=True)
class Recovery:
    """One recovery file: whose edits, for which file, from when (`error` if unreadable)."""

    key: str
    path: Path
    name: str
    ruleset: str
    original: Path | None
    saved_at: str
    error: str | None = None


def recovery_key(original: Path | None) -> str:
    """The recovery key of a character file (stable per file); a new key for unsaved ones."""
    if original is None:
        return "new-" + uuid.uuid4().hex[:12]
    digest = hashlib.sha256(str(Path(original).resolve()).encode("utf-8")).hexdigest()
    return "file-" + digest[:16]


class RecoveryStore:
    """The recovery files in one folder (default: `recovery/` in the user's state folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        if folder is None:
            from gm_assistant.core.paths import user_state_dir

            folder = user_state_dir() / "recovery"
        self.folder = Path(folder)

    def _path(self, key: str) -> Path:
        if not key or any(c in key for c in "/\\.:") or len(key) > 80:
            raise ValueError(f"not a recovery key: {key!r}")
        return self.folder / f"{key}.yaml"

    def write(self, character: Character, original: Path | None, key: str | None = None) -> str:
        """Write (or refresh) the recovery file of a character's unsaved edits; its key."""
        key = key or recovery_key(original)
        self.folder.mkdir(parents=True, exist_ok=True)
        copy = character.copy()
        copy.extra[_KEY] = {
            "original": str(Path(original).resolve()) if original is not None else None,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        atomic_write(self._path(key), dump_character(copy), backup=False)
        return key

    def list(self) -> list[Recovery]:
        """Every recovery file, newest first; unreadable ones listed with their error."""
        found = []
        for path in self.folder.glob("*.yaml") if self.folder.is_dir() else ():
            try:
                character = open_character(path)
            except CharacterFileError as error:
                found.append(Recovery(path.stem, path, path.stem, "", None, "", message_of(error)))
                continue
            info: Any = character.extra.get(_KEY) or {}
            original = info.get("original") if isinstance(info, dict) else None
            saved_at = info.get("saved_at") if isinstance(info, dict) else None
            found.append(Recovery(path.stem, path, character.name, character.ruleset,
                                  Path(original) if isinstance(original, str) else None,
                                  str(saved_at or "")))
        found.sort(key=lambda r: r.saved_at, reverse=True)
        return found

    def load(self, key: str) -> tuple[Character, Path | None]:
        """The recovered character (without the recovery key) and the file it belongs to."""
        character = open_character(self._path(key))
        info: Any = character.extra.pop(_KEY, None) or {}
        original = info.get("original") if isinstance(info, dict) else None
        return character, Path(original) if isinstance(original, str) else None

    def discard(self, key: str) -> None:
        """Delete a recovery file (after a clean save, or when the user declines it)."""
        with contextlib.suppress(FileNotFoundError):
            self._path(key).unlink()

"""Opening and saving one character file, safely.

`save_character` writes atomically with a backup (see `atomic`) and refuses to overwrite a
file that does not open as a character (corrupt, from a newer version, or not a character
at all): such a file is the user's data too, and is never replaced by a save.
"""

from __future__ import annotations

from pathlib import Path

from gm_assistant.core.errors import CharacterFileError, Problem
from gm_assistant.core.library.atomic import atomic_write
from gm_assistant.core.library.format import (
    MAX_BYTES,
    character_to_data,
    dump_character,
    load_character,
)
from gm_assistant.core.library.roundtrip import kept_layout
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.core.user_files import read_user_file

__all__ = ["open_character", "read_file", "save_character"]


def read_file(path: Path) -> bytes:
    """The bytes of a file; CharacterFileError naming it when it cannot be read (a FIFO,
    a device, a file over the size limit is never read)."""
    try:
        return read_user_file(Path(path), MAX_BYTES)
    except OSError as error:
        reason = error.strerror or str(error)
        raise CharacterFileError([Problem(str(path), 0, 0,
                                          Message("LibraryProblem", QT_TRANSLATE_NOOP(
                                              "LibraryProblem", "cannot read the file: {reason}"),
                                              reason=reason))]) from None


def open_character(path: Path) -> Character:
    """Read a character file; CharacterFileError (file, line, field) if it cannot be used."""
    return load_character(read_file(path), str(path))


def save_character(path: Path, character: Character, *, backup: bool = True,
                   expected: bytes | None = None, notes: list[str] | None = None) -> Path:
    """Save `character` to `path` atomically, keeping the previous version as `.bak`.

    An existing file keeps what the user wrote in it (comments, order, layout): the new
    content is laid over its text (see `roundtrip`). When that cannot be done faithfully
    the file is written plainly and a line saying so is added to `notes` (and logged).

    Raises:
        CharacterFileError: `path` exists but is not a character file this app can open
            (it is left untouched), or the file cannot be written.
    """
    path = Path(path)
    previous: bytes | None = None
    if path.exists():
        try:
            previous = read_file(path)
            load_character(previous, str(path))
        except CharacterFileError as error:
            raise CharacterFileError(
                Problem(p.file, p.line, p.column, Message("LibraryProblem", QT_TRANSLATE_NOOP(
                    "LibraryProblem", "not overwritten, this file does not open as a character: "
                    "{message}"), message=p.message)) for p in error.problems) from None
    content = kept_layout(path, previous, character_to_data(character),
                          lambda: dump_character(character), notes)
    try:
        atomic_write(path, content, backup=backup, expected=expected)
    except OSError as error:
        reason = error.strerror or str(error)
        raise CharacterFileError([Problem(str(path), 0, 0,
            Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "cannot save: {reason} (the file on disk is unchanged)"),
            reason=reason))]) from None
    return path

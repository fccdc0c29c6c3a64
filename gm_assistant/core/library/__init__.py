"""Character files on disk: the format, atomic saves with backups, the library folder,
search, import and export, and recovery of unsaved edits."""

from gm_assistant.core.library.atomic import atomic_write, backup_path
from gm_assistant.core.library.format import (
    SCHEMA_VERSION,
    character_from_data,
    character_to_data,
    dump_character,
    load_character,
)
from gm_assistant.core.library.library import ImportReport, Library, LibraryEntry, file_stem_for
from gm_assistant.core.library.recovery import Recovery, RecoveryStore, recovery_key
from gm_assistant.core.library.store import open_character, save_character

__all__ = [
    "SCHEMA_VERSION",
    "ImportReport",
    "Library",
    "LibraryEntry",
    "Recovery",
    "RecoveryStore",
    "atomic_write",
    "backup_path",
    "character_from_data",
    "character_to_data",
    "dump_character",
    "file_stem_for",
    "load_character",
    "open_character",
    "recovery_key",
    "save_character",
]

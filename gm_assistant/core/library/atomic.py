"""Writing a file so that a crash at any moment leaves either the old or the new file.

The new bytes and the previous version both go to temporary files in the same folder and
are flushed to the disk (`fsync`) before anything is replaced; only then does the backup
`NAME.bak` and then the target change, each in one step (`os.replace`). So a full disk or
a kill leaves the target and its older backup as they were. A symbolic link is written
through (its target changes, the link stays); a read-only file is refused, not replaced;
a file changed by someone else since it was read can be refused (`expected`). A killed
save leaves at most a stray `.NAME.*.tmp` file, which `remove_stale_temporaries` clears.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["BACKUP_SUFFIX", "ChangedOnDiskError", "atomic_write", "backup_path",
           "clean_user_folders", "remove_stale_temporaries"]


class ChangedOnDiskError(OSError):
    """The file changed on disk since it was read: saving now would lose that edit."""

BACKUP_SUFFIX = ".bak"
_TEMP_SUFFIX = ".tmp"


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept: `reth.yaml` -> `reth.yaml.bak`."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _write_temporary(path: Path, data: bytes, mode: int) -> Path:
    descriptor, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TEMP_SUFFIX,
                                        dir=path.parent)
    temporary = Path(name)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    return temporary


def atomic_write(path: Path, data: bytes, *, backup: bool = True,
                 expected: bytes | None = None) -> None:
    """Replace `path` with `data` atomically; keep the old content as `path.bak`.

    Nothing is written when the file already holds exactly `data` (so a save without
    changes keeps the real previous version in the backup). With `expected` (the bytes the
    caller read), a file that holds something else now is not replaced.

    Raises:
        ChangedOnDiskError: The file is no longer what was read (`expected`).
        PermissionError: The file is read-only (it is left as it is).
        OSError: The folder is not writable, the disk is full, ... The target and its
            backup are then exactly as they were before the call.
    """
    path = Path(path)
    if path.is_symlink():
        path = path.resolve()  # write the link's target; the link stays a link
    old: bytes | None = None
    mode = 0o644
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # reading a FIFO would wait for ever
            raise OSError(0, Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "not a regular file (a device, pipe or folder); it was not "
                "replaced")), str(path))
        mode = stat.S_IMODE(info.st_mode)
        old = path.read_bytes()
    except FileNotFoundError:
        pass
    if old is not None and (not mode & stat.S_IWUSR or not os.access(path, os.W_OK)):
        raise PermissionError(13, Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "the file is read-only; it was not replaced")), str(path))
    if expected is not None and old != expected:
        raise ChangedOnDiskError(0, Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "the file was changed by another program since it was read; not "
            "saved over that change")), str(path))
    if old == data:
        return
    temporary = _write_temporary(path, data, mode)
    kept: Path | None = None
    try:
        if backup and old is not None:
            kept = _write_temporary(backup_path(path), old, mode)
            os.replace(kept, backup_path(path))
            kept = None
        os.replace(temporary, path)
    except BaseException:
        for leftover in (temporary, kept):
            if leftover is not None:
                with contextlib.suppress(OSError):
                    leftover.unlink()
        raise
    _fsync_folder(path.parent)


def remove_stale_temporaries(folder: Path, older_than: float = 3600.0) -> list[Path]:
    """Delete temporary files left by interrupted saves (older than `older_than` seconds,
    so a save in progress elsewhere is never disturbed). Returns what was removed."""
    removed = []
    limit = time.time() - older_than
    for candidate in Path(folder).glob(f".*{_TEMP_SUFFIX}"):
        try:
            if candidate.is_file() and candidate.stat().st_mtime < limit:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def clean_user_folders(older_than: float = 3600.0) -> list[Path]:
    """Clear stray temporaries of interrupted saves in every folder the app saves to (the
    library, its encounters, the user rulesets, the state folder with the table session,
    settings and recovery files). Returns what was removed."""
    from gm_assistant.core.paths import user_library_dir, user_rulesets_dir, user_state_dir

    library = user_library_dir()
    state = user_state_dir()
    removed: list[Path] = []
    inside = [p for p in state.iterdir() if p.is_dir()] if state.is_dir() else []
    for folder in (library, library / "encounters", user_rulesets_dir(), state, *inside):
        if folder.is_dir():
            removed.extend(remove_stale_temporaries(folder, older_than))
    return removed

"""Writing a file so that a crash at any moment leaves either the old or the new file.

The new bytes go to a temporary file in the same folder, are flushed to the disk
(`fsync`), and only then replace the target in one step (`os.replace`). The previous
version is kept beside it as `NAME.bak`, written the same way first, so at no moment is the
target or its backup half-written. A killed save leaves at most a stray `.NAME.*.tmp`
file, which `remove_stale_temporaries` clears later.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

__all__ = ["BACKUP_SUFFIX", "atomic_write", "backup_path", "remove_stale_temporaries"]

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


def _replace(path: Path, data: bytes, mode: int) -> None:
    temporary = _write_temporary(path, data, mode)
    try:
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise


def atomic_write(path: Path, data: bytes, *, backup: bool = True) -> None:
    """Replace `path` with `data` atomically; keep the old content as `path.bak`.

    Nothing is written when the file already holds exactly `data` (so a save without
    changes keeps the real previous version in the backup).

    Raises:
        OSError: The folder is not writable, the disk is full, ... The target and its
            backup are then exactly as they were before the call.
    """
    path = Path(path)
    old: bytes | None = None
    mode = 0o644
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
        old = path.read_bytes()
    except FileNotFoundError:
        pass
    if old == data:
        return
    if backup and old is not None:
        _replace(backup_path(path), old, mode)
    _replace(path, data, mode)
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

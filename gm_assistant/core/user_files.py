"""Reading a file the user (or anyone) may have put in the app's folders, safely.

Only regular files are read: a FIFO would block the reader for ever and `/dev/zero`
would never end, so the file is opened without blocking, checked with `fstat` on the open
descriptor (no race with a swap after the check) and refused unless it is a regular file
no larger than the limit; then at most the limit is read.
"""

from __future__ import annotations

import os
import shutil
import stat
import time
from pathlib import Path

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["UserFileError", "keep_aside", "keep_copy", "not_writable_file", "read_user_file"]


class UserFileError(OSError):
    """A file that is not read: not a regular file, or larger than the limit."""


def read_user_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of `path`; UserFileError (an OSError, with `strerror` saying why) for a
    FIFO, device, directory or socket, or a file over `max_bytes`; OSError otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(0, Message("FileProblem", QT_TRANSLATE_NOOP(
                "FileProblem", "not a regular file (a device, pipe or folder is never read)")),
                str(path))
        if info.st_size > max_bytes:
            raise UserFileError(0, Message("FileProblem", QT_TRANSLATE_NOOP(
                "FileProblem", "larger than {max_bytes:,} bytes"), max_bytes=max_bytes), str(path))
        chunks = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:  # it grew while being read
            raise UserFileError(0, Message("FileProblem", QT_TRANSLATE_NOOP(
                "FileProblem", "larger than {max_bytes:,} bytes"), max_bytes=max_bytes), str(path))
        return data
    finally:
        os.close(descriptor)


def not_writable_file(path: Path) -> str | None:
    """Why `path` cannot be a file the app appends to or replaces (None when it can: it
    does not exist, or it is a regular file, possibly through a link). Checked without
    blocking: opening a FIFO to write waits for a reader for ever."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return Message("FileProblem", QT_TRANSLATE_NOOP("FileProblem", "cannot be read ({reason})"),
                       reason=error.strerror or str(error))
    if not stat.S_ISREG(info.st_mode):
        return Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "not a regular file (a device, pipe or folder)"))
    return None


def keep_aside(path: Path) -> Path:
    """Rename `path` to `<name>.broken-<UTC time>` beside it (never over another file) and
    return the new path; OSError when it cannot be renamed."""
    aside = _broken_name(path)
    path.rename(aside)
    return aside


def keep_copy(path: Path) -> Path:
    """Copy `path` to `<name>.broken-<UTC time>` beside it (never over another file), for
    a file that is used in part and will be written again without the part refused;
    returns the copy's path, OSError when it cannot be made."""
    aside = _broken_name(path)
    with path.open("rb") as source, aside.open("xb") as copy:
        shutil.copyfileobj(source, copy)
    return aside


def _broken_name(path: Path) -> Path:
    """`<name>.broken-<UTC time>` beside `path`, a name no file has yet."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = path.with_name(f"{path.name}.broken-{stamp}-{number}")
    return aside

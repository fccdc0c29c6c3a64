"""Reading a file the user (or anyone) may have put in the app's folders, safely.

Only regular files are read: a FIFO would block the reader for ever and `/dev/zero`
would never end, so the file is opened without blocking, checked with `fstat` on the open
descriptor (no race with a swap after the check) and refused unless it is a regular file
no larger than the limit; then at most the limit is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["UserFileError", "read_user_file"]


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
            raise UserFileError(0, "not a regular file (a device, pipe or folder is "
                                   "never read)", str(path))
        if info.st_size > max_bytes:
            raise UserFileError(0, f"larger than {max_bytes:,} bytes", str(path))
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
            raise UserFileError(0, f"larger than {max_bytes:,} bytes", str(path))
        return data
    finally:
        os.close(descriptor)

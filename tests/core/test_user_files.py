"""Files that are not files: a FIFO or a link to /dev/zero among the characters or the
rulesets is listed as broken, never read (a FIFO froze every command, /dev/zero was read
whole before the size check)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gm_assistant.core.library import Library
from gm_assistant.core.paths import user_library_dir, user_rulesets_dir
from gm_assistant.core.user_files import UserFileError, read_user_file

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")


def _plant(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    fifo = folder / "pipe.yaml"
    os.mkfifo(fifo)
    zero = folder / "zero.yaml"
    zero.symlink_to("/dev/zero")
    return fifo, zero


def test_read_user_file_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    fifo, zero = _plant(tmp_path)
    for path in (fifo, zero, tmp_path):
        with pytest.raises(UserFileError, match="not a regular file"):
            read_user_file(path, 1000)
    big = tmp_path / "big.yaml"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(UserFileError, match="larger than 1,000 bytes"):
        read_user_file(big, 1000)
    assert read_user_file(big, 1001) == b"x" * 1001


def test_the_library_lists_them_as_broken_without_reading(tmp_path: Path) -> None:
    _plant(tmp_path)
    entries = {e.path.name: e for e in Library(tmp_path).entries()}
    assert not entries["pipe.yaml"].ok and "not a regular file" in str(entries["pipe.yaml"].error)
    assert not entries["zero.yaml"].ok


def test_the_command_line_does_not_hang_on_them() -> None:
    _plant(user_rulesets_dir(ensure=True))
    _plant(user_library_dir(ensure=True))
    result = subprocess.run([sys.executable, "-m", "gm_assistant", "rulesets"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-500:]
    assert "pipe" in result.stdout and "not a regular file" in result.stdout

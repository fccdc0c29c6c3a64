"""Saves keep every promise: through a symbolic link the target is written, a read-only
file is refused, an edit made elsewhere since the file was read is not saved over, and a
full disk never costs the older backup."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import atomic
from gm_assistant.core.library.atomic import ChangedOnDiskError, atomic_write, backup_path
from gm_assistant.core.library.format import load_character
from gm_assistant.core.library.store import read_file, save_character


def test_a_save_through_a_symbolic_link_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real" / "reth.yaml"
    target.parent.mkdir()
    target.write_bytes(b"old")
    link = tmp_path / "reth.yaml"
    link.symlink_to(target)
    atomic_write(link, b"new")
    assert link.is_symlink()
    assert target.read_bytes() == b"new"
    assert backup_path(target).read_bytes() == b"old"


def test_a_read_only_file_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "locked.yaml"
    path.write_bytes(b"mine")
    path.chmod(stat.S_IRUSR | stat.S_IRGRP)
    with pytest.raises(PermissionError, match="read-only"):
        atomic_write(path, b"theirs")
    assert path.read_bytes() == b"mine"
    assert not backup_path(path).exists()


def test_an_edit_made_elsewhere_since_the_file_was_read_is_not_saved_over(
        tmp_path: Path) -> None:
    path = tmp_path / "ann.yaml"
    path.write_bytes(b"as read")
    path.write_bytes(b"edited by someone else")
    with pytest.raises(ChangedOnDiskError, match="changed by another program"):
        atomic_write(path, b"my edit", expected=b"as read")
    assert path.read_bytes() == b"edited by someone else"
    atomic_write(path, b"my edit", expected=b"edited by someone else")
    assert path.read_bytes() == b"my edit"


def test_a_full_disk_keeps_the_older_backup(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "mook.yaml"
    path.write_bytes(b"second")
    backup_path(path).write_bytes(b"first")
    real = atomic._write_temporary
    calls = []

    def full(target: Path, data: bytes, mode: int) -> Path:
        calls.append(target)
        if len(calls) == 2:  # the backup's copy does not fit
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(target, data, mode)

    monkeypatch.setattr(atomic, "_write_temporary", full)
    with pytest.raises(OSError, match="No space"):
        atomic_write(path, b"third")
    assert path.read_bytes() == b"second"
    assert backup_path(path).read_bytes() == b"first"
    assert not list(tmp_path.glob(".*.tmp"))


def test_two_sheet_set_runs_on_one_file_do_not_both_say_saved(tmp_path: Path) -> None:
    """The second run read the file before the first saved: it is refused, not lost."""
    source = Path(__file__).resolve().parents[3] / "resources" / "samples" / "adom"
    path = tmp_path / "abigail.yaml"
    path.write_bytes((source / "abigail-zhao.yaml").read_bytes())
    raw = read_file(path)  # the second run reads first...
    assert main(["sheet", "set", str(path), "careful=3"]) == 0
    second = load_character(raw, str(path))
    second.values["clever"] = 3
    with pytest.raises(CharacterFileError, match="changed by another program"):
        save_character(path, second, expected=raw)  # ...and saves last
    assert load_character(path.read_bytes(), str(path)).values["careful"] == 3


def test_stray_temporaries_are_cleared_in_every_folder_the_app_saves_to() -> None:
    import time

    from gm_assistant.core.library.atomic import clean_user_folders
    from gm_assistant.core.paths import user_library_dir, user_rulesets_dir, user_state_dir

    folders = [user_library_dir(ensure=True), user_rulesets_dir(ensure=True),
               user_state_dir(ensure=True), user_state_dir() / "recovery",
               user_library_dir() / "encounters"]
    old = time.time() - 7200
    strays = []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        stray = folder / ".file.yaml.abc123.tmp"
        stray.write_bytes(b"half a save")
        os.utime(stray, (old, old))
        strays.append(stray)
    fresh = folders[0] / ".saving.yaml.def456.tmp"
    fresh.write_bytes(b"a save in progress")
    assert sorted(clean_user_folders()) == sorted(strays)
    assert fresh.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_save_over_a_fifo_is_refused_without_reading_it(tmp_path: Path) -> None:
    """Saving over a FIFO read it first for the backup: the save waited for ever."""
    path = tmp_path / "ana.yaml"
    os.mkfifo(path)
    with pytest.raises(OSError, match="not a regular file") as caught:
        atomic_write(path, b"name: Ana\n")
    assert caught.value.filename == str(path)
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["ana.yaml"]

"""Saving: atomic, with a backup, and never leaving a truncated file or overwriting one that
does not open. Failures are simulated at every step of a save."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import (
    atomic_write,
    backup_path,
    dump_character,
    open_character,
    save_character,
)
from gm_assistant.core.library.atomic import remove_stale_temporaries
from gm_assistant.core.sheets import Character


def character(name: str, size: int = 3) -> Character:
    return Character("riskbreaker", name=name, kind="pc", ruleset_version="0.0.3",
                     template="pc", values={"level": 4, "skills": [
                         {"skill": f"Skill {n}", "stat": "wit"} for n in range(size)]})


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "hero.yaml"
    save_character(path, character("Old"))
    return path


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_save_writes_the_file_and_keeps_the_previous_version(saved: Path) -> None:
    old = saved.read_bytes()
    save_character(saved, character("New"))
    assert open_character(saved).name == "New"
    assert backup_path(saved).read_bytes() == old
    assert backup_path(saved).name == "hero.yaml.bak"
    assert leftovers(saved.parent) == []


def test_saving_unchanged_keeps_the_file_and_the_real_backup(saved: Path) -> None:
    save_character(saved, character("New"))
    backup = backup_path(saved).read_bytes()
    stamp = saved.stat().st_mtime_ns
    save_character(saved, open_character(saved))
    assert backup_path(saved).read_bytes() == backup
    assert saved.stat().st_mtime_ns == stamp


def test_open_then_save_gives_the_same_content(saved: Path) -> None:
    raw = saved.read_bytes()
    save_character(saved, open_character(saved))
    assert saved.read_bytes() == raw


def test_a_save_keeps_the_files_permissions(saved: Path) -> None:
    saved.chmod(0o600)
    save_character(saved, character("New"))
    assert saved.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("content", [
    b"schema_version: 1\nruleset: adom\nname: [broken\n",      # corrupt
    b"schema_version: 9\nruleset: adom\nname: Future\n",       # from a newer version
    b"shopping:\n  - milk\n",                                  # not a character at all
    b"\x00\x01\x02binary",
])
def test_a_file_that_does_not_open_is_never_overwritten(tmp_path: Path,
                                                        content: bytes) -> None:
    path = tmp_path / "precious.yaml"
    path.write_bytes(content)
    with pytest.raises(CharacterFileError, match="not overwritten"):
        save_character(path, character("Intruder"))
    assert path.read_bytes() == content
    assert not backup_path(path).exists()
    assert leftovers(tmp_path) == []


class Fault(Exception):
    """The simulated crash."""


def _failing(monkeypatch: pytest.MonkeyPatch, step: int) -> Iterator[str]:
    """Make the `step`-th file-system call of a save raise; yields the names of the calls."""
    calls = {"n": 0}

    def wrap(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            calls["n"] += 1
            if calls["n"] == step:
                raise Fault(name)
            return real(*args, **kwargs)
        return call

    real_fdopen = os.fdopen

    def fdopen(*args: Any, **kwargs: Any) -> Any:
        handle = real_fdopen(*args, **kwargs)
        real_write = handle.write

        def write(data: bytes) -> int:
            calls["n"] += 1
            if calls["n"] == step:
                real_write(data[: len(data) // 2])  # half written, then the crash
                handle.flush()
                raise Fault("write")
            return int(real_write(data))
        handle.write = write
        return handle

    monkeypatch.setattr(os, "fdopen", fdopen)
    for name in ("replace", "fsync", "chmod"):
        monkeypatch.setattr(os, name, wrap(name, getattr(os, name)))
    yield "installed"


@pytest.mark.parametrize("step", range(1, 12))
def test_a_crash_at_any_step_leaves_the_old_or_the_new_file(
        saved: Path, monkeypatch: pytest.MonkeyPatch, step: int) -> None:
    old = saved.read_bytes()
    new = dump_character(character("New", size=50))
    with monkeypatch.context() as patch:
        next(_failing(patch, step))
        with contextlib.suppress(Fault):
            save_character(saved, character("New", size=50))
    assert saved.read_bytes() in (old, new)
    open_character(saved)  # always readable
    if backup_path(saved).exists():
        assert backup_path(saved).read_bytes() == old
    assert leftovers(saved.parent) == []


def test_a_failed_replace_reports_and_keeps_the_file(saved: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    old = saved.read_bytes()

    def no_replace(*args: Any, **kwargs: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", no_replace)
    with pytest.raises(CharacterFileError, match="cannot save: Permission denied"):
        save_character(saved, character("New"))
    assert saved.read_bytes() == old
    assert leftovers(saved.parent) == []


def test_an_interrupt_during_the_write_leaves_no_trace(saved: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    old = saved.read_bytes()

    def interrupted(*args: Any, **kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_character(saved, character("New"))
    assert saved.read_bytes() == old
    assert leftovers(saved.parent) == []


def test_stale_temporaries_are_removed_but_fresh_ones_kept(tmp_path: Path) -> None:
    stale = tmp_path / ".hero.yaml.abc.tmp"
    fresh = tmp_path / ".hero.yaml.def.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"half")
    os.utime(stale, (1, 1))
    assert remove_stale_temporaries(tmp_path) == [stale]
    assert fresh.exists() and not stale.exists()


def test_atomic_write_creates_a_new_file_without_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "new.yaml"
    atomic_write(path, b"hello\n")
    assert path.read_bytes() == b"hello\n"
    assert not backup_path(path).exists()

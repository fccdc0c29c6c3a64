"""Shared test set-up: Qt draws offscreen, and user folders live in a per-test temp dir."""

import os

# Before anything imports Qt: tests never need (or open windows on) a real display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def gm_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """GM_ASSISTANT_HOME for this test: user rulesets, library and state go under it.

    Tests never read or write the real user folders; subprocesses inherit the variable.
    """
    home = tmp_path / "gm-home"
    monkeypatch.setenv("GM_ASSISTANT_HOME", str(home))
    monkeypatch.delenv("GM_ASSISTANT_DATA_DIR", raising=False)
    yield home

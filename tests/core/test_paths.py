"""Tests for gm_assistant.core.paths: shipped-data locator and user folders."""

import sys
from pathlib import Path

import pytest

from gm_assistant.core import paths

REPO_ROOT = Path(__file__).resolve().parents[2]


def _fake_package(monkeypatch: pytest.MonkeyPatch, package_dir: Path) -> Path:
    """Make the locator believe the gm_assistant package lives at `package_dir`."""
    package_dir.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", package_dir)
    return package_dir


# --- shipped data -----------------------------------------------------------------------


def test_checkout_data_dirs_are_the_top_level_folders() -> None:
    assert paths.resources_dir() == REPO_ROOT / "resources"
    if (REPO_ROOT / "rulesets").is_dir():
        assert paths.rulesets_dir() == REPO_ROOT / "rulesets"


def test_installed_layout_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = _fake_package(monkeypatch, tmp_path / "site-packages" / "gm_assistant")
    for name in ("rulesets", "resources"):
        (package / "_data" / name).mkdir(parents=True)

    assert paths.rulesets_dir() == package / "_data" / "rulesets"
    assert paths.resources_dir() == package / "_data" / "resources"


def test_installed_layout_wins_over_a_checkout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    root = tmp_path / "checkout"
    package = _fake_package(monkeypatch, root / "gm_assistant")
    (root / "pyproject.toml").touch()
    (root / "rulesets").mkdir()
    (package / "_data" / "rulesets").mkdir(parents=True)

    assert paths.rulesets_dir() == package / "_data" / "rulesets"


def test_checkout_layout(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    root = tmp_path / "checkout"
    _fake_package(monkeypatch, root / "gm_assistant")
    (root / "pyproject.toml").touch()
    (root / "rulesets").mkdir()
    (root / "resources").mkdir()

    assert paths.rulesets_dir() == root / "rulesets"
    assert paths.resources_dir() == root / "resources"


def test_folder_next_to_an_installed_package_is_not_a_checkout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A stray site-packages/rulesets must not be mistaken for ours: no pyproject.toml.
    site = tmp_path / "site-packages"
    _fake_package(monkeypatch, site / "gm_assistant")
    (site / "rulesets").mkdir()

    with pytest.raises(paths.DataDirNotFoundError, match="rulesets folder is missing"):
        paths.rulesets_dir()


def test_missing_data_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = _fake_package(monkeypatch, tmp_path / "nowhere" / "gm_assistant")

    with pytest.raises(paths.DataDirNotFoundError) as caught:
        paths.resources_dir()

    message = str(caught.value)
    assert str(package / "_data" / "resources") in message
    assert "GM_ASSISTANT_DATA_DIR" in message
    assert isinstance(caught.value, FileNotFoundError)


def test_data_dir_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "rulesets").mkdir(parents=True)
    (data / "resources").mkdir()
    monkeypatch.setenv("GM_ASSISTANT_DATA_DIR", str(data))

    assert paths.rulesets_dir() == data / "rulesets"
    assert paths.resources_dir() == data / "resources"


def test_data_dir_override_is_not_silently_ignored(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The override points somewhere without rulesets/: say so rather than fall back.
    monkeypatch.setenv("GM_ASSISTANT_DATA_DIR", str(tmp_path))

    with pytest.raises(paths.DataDirNotFoundError, match="check GM_ASSISTANT_DATA_DIR"):
        paths.rulesets_dir()


def test_relative_override_is_made_absolute(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "data" / "resources").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GM_ASSISTANT_DATA_DIR", "data")

    found = paths.resources_dir()

    assert found.is_absolute()
    assert found == tmp_path / "data" / "resources"


def test_empty_override_counts_as_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GM_ASSISTANT_DATA_DIR", "")

    assert paths.resources_dir() == REPO_ROOT / "resources"


# --- user folders -------------------------------------------------------------------


USER_DIRS = {
    "rulesets": paths.user_rulesets_dir,
    "library": paths.user_library_dir,
    "state": paths.user_state_dir,
}


@pytest.mark.parametrize("name", sorted(USER_DIRS))
def test_user_dirs_live_under_home_override(name: str, gm_home: Path) -> None:
    assert USER_DIRS[name]() == gm_home / name


@pytest.mark.parametrize("name", sorted(USER_DIRS))
def test_user_dirs_are_not_created_unless_asked(name: str, gm_home: Path) -> None:
    path = USER_DIRS[name]()

    assert not path.exists()
    assert not gm_home.exists()


@pytest.mark.parametrize("name", sorted(USER_DIRS))
def test_ensure_creates_the_user_dir(name: str, gm_home: Path) -> None:
    path = USER_DIRS[name](ensure=True)

    assert path.is_dir()
    assert USER_DIRS[name](ensure=True) == path  # a second time is fine


@pytest.mark.skipif(sys.platform != "linux", reason="XDG locations are Linux's")
def test_user_dirs_follow_xdg_without_override(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("GM_ASSISTANT_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))

    assert paths.user_rulesets_dir() == tmp_path / "xdg-data" / "gm-assistant" / "rulesets"
    assert paths.user_library_dir() == tmp_path / "xdg-data" / "gm-assistant" / "library"
    assert paths.user_state_dir() == tmp_path / "xdg-state" / "gm-assistant"
    assert not (tmp_path / "xdg-data").exists()


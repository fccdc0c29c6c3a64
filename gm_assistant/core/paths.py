"""Where GM Assistant finds its shipped data and the user's own folders.

Two kinds of place:

* **Shipped data** (read-only): the ``rulesets/`` and ``resources/`` folders. An installed
  wheel carries them inside the package as ``gm_assistant/_data/``; a source checkout has
  them at its top level. ``GM_ASSISTANT_DATA_DIR`` overrides both with a folder that holds
  ``rulesets/`` and ``resources/``.
* **User folders** (writable): house-rule rulesets, the character library and app state,
  in the platform's usual places (via platformdirs). ``GM_ASSISTANT_HOME`` moves all of
  them under one folder, e.g. for tests or a portable install.

Example:
    >>> rulesets_dir() / "maofa.yaml"  # doctest: +SKIP
    PosixPath('/home/gm/gm-assistant/rulesets/maofa.yaml')
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from platformdirs import PlatformDirs

__all__ = [
    "APP_NAME",
    "DATA_DIR_ENV",
    "HOME_ENV",
    "DataDirNotFoundError",
    "resources_dir",
    "rulesets_dir",
    "user_library_dir",
    "user_rulesets_dir",
    "user_state_dir",
]

APP_NAME = "gm-assistant"
"""Folder name used for the user's folders on every platform."""

DATA_DIR_ENV = "GM_ASSISTANT_DATA_DIR"
"""Environment variable: a folder holding ``rulesets/`` and ``resources/`` to use instead."""

HOME_ENV = "GM_ASSISTANT_HOME"
"""Environment variable: one folder for all user folders (``rulesets/``, ``library/``,
``state/``) instead of the platform's locations."""

# The gm_assistant package folder; the checkout root is its parent.
_PACKAGE_DIR = Path(__file__).resolve().parent.parent


class DataDirNotFoundError(FileNotFoundError):
    """A shipped data folder (rulesets or resources) is missing: a broken install."""


def rulesets_dir() -> Path:
    """The folder of shipped rulesets (the YAML files that come with the app).

    Raises:
        DataDirNotFoundError: No such folder where an install or a checkout keeps it.
    """
    return _shipped_data_dir("rulesets")


def resources_dir() -> Path:
    """The folder of shipped resources (icons, styles, sample characters).

    Raises:
        DataDirNotFoundError: No such folder where an install or a checkout keeps it.
    """
    return _shipped_data_dir("resources")


def user_rulesets_dir(*, ensure: bool = False) -> Path:
    """The user's own rulesets and house-rule overrides.

    Args:
        ensure: Create the folder (and its parents) if it does not exist yet.
    """
    return _user_dir("rulesets", lambda dirs: dirs.user_data_path / "rulesets", ensure)


def user_library_dir(*, ensure: bool = False) -> Path:
    """The user's library of saved characters (PCs, NPCs, mooks), one YAML file each.

    Args:
        ensure: Create the folder (and its parents) if it does not exist yet.
    """
    return _user_dir("library", lambda dirs: dirs.user_data_path / "library", ensure)


def user_state_dir(*, ensure: bool = False) -> Path:
    """App state kept between sessions (recent files, window layout, roll logs).

    Args:
        ensure: Create the folder (and its parents) if it does not exist yet.
    """
    return _user_dir("state", lambda dirs: dirs.user_state_path, ensure)


def _env_path(name: str) -> Path | None:
    """The folder named by environment variable `name`, absolute; None if unset or empty."""
    value = os.environ.get(name, "").strip()
    if not value:
        return None
    return Path(value).expanduser().absolute()


def _shipped_data_dir(name: str) -> Path:
    override = _env_path(DATA_DIR_ENV)
    if override is not None:
        candidates = [override / name]
    else:
        candidates = [_PACKAGE_DIR / "_data" / name]  # installed wheel
        checkout_root = _PACKAGE_DIR.parent
        if (checkout_root / "pyproject.toml").is_file():  # source checkout, editable install
            candidates.append(checkout_root / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    hint = (
        f"check {DATA_DIR_ENV}" if override is not None else f"reinstall, or set {DATA_DIR_ENV}"
    )
    raise DataDirNotFoundError(
        Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "GM Assistant's {name} folder is missing (looked in {looked}); {hint}"),
            name=name, looked=looked, hint=hint)
    )


def _platform_dirs() -> PlatformDirs:
    # Imported here: with GM_ASSISTANT_HOME set, nothing needs it (and the app's first
    # frame does not wait for it).
    from platformdirs import PlatformDirs

    # No author level: Windows gets %LOCALAPPDATA%\gm-assistant, not ...\gm-assistant\gm-assistant.
    return PlatformDirs(APP_NAME, appauthor=False)


def _user_dir(name: str, platform_path: Callable[[PlatformDirs], Path], ensure: bool,
              ) -> Path:
    """`$GM_ASSISTANT_HOME/<name>` if that variable is set, else the platform's folder
    (`platform_path` of the platform's folders)."""
    home = _env_path(HOME_ENV)
    path = home / name if home is not None else platform_path(_platform_dirs())
    if ensure:
        path.mkdir(parents=True, exist_ok=True)
    return path

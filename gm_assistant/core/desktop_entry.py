"""The desktop menu entry for installs that have none (pipx, the bundle): the .desktop
file, the AppStream metainfo and the icons, written into the user's XDG data folder
(`~/.local/share`, or `$XDG_DATA_HOME`) and removed again.

The files come from the shipped data (`packaging/linux/` in a checkout,
`gm_assistant/_data/linux/` in a wheel or the bundle); the entry's `Exec` and `TryExec`
name the launcher by its absolute path, so the menu finds it with any PATH.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from gm_assistant.core.paths import DataDirNotFoundError, resources_dir
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["APP_ID", "DesktopEntryError", "InstalledFiles", "desktop_files_dir",
           "install_desktop_entry", "uninstall_desktop_entry", "user_data_home"]

APP_ID = "io.github.gm_assistant.GMAssistant"
ICON_NAME = "gm-assistant"

# A path the desktop entry spec lets stand unquoted in Exec.
_PLAIN = re.compile(r"[A-Za-z0-9/._+~-]+")
# Characters Exec would need escaped twice over; no launcher lives at such a path.
_AWKWARD = re.compile(r"[\"`$\\\n\r\t%]")


class DesktopEntryError(Exception):
    """The entry cannot be written (a launcher path Exec cannot name, a missing file)."""


@dataclass(frozen=True)
class InstalledFiles:
    """What an install wrote or an uninstall removed (absolute paths)."""

    files: tuple[Path, ...]


def user_data_home() -> Path:
    """`$XDG_DATA_HOME` (or `~/.local/share`): where desktop entries of one user go."""
    from platformdirs import user_data_path

    return user_data_path()


def desktop_files_dir() -> Path:
    """The shipped .desktop and metainfo files.

    Raises:
        DataDirNotFoundError: Neither a checkout's nor an install's copy is there.
    """
    data = resources_dir().parent
    candidates = [data / "linux", data / "packaging" / "linux"]
    for candidate in candidates:
        if (candidate / f"{APP_ID}.desktop").is_file():
            return candidate
    raise DataDirNotFoundError(Message("FileProblem", QT_TRANSLATE_NOOP(
        "FileProblem", "GM Assistant's desktop files are missing (looked in {looked})"),
        looked=", ".join(str(c) for c in candidates)))


def _targets(data_home: Path) -> dict[Path, Path]:
    """Installed path -> shipped file, for every file of the entry."""
    source = desktop_files_dir()
    icons = resources_dir() / "icons"
    targets = {
        data_home / "applications" / f"{APP_ID}.desktop": source / f"{APP_ID}.desktop",
        data_home / "metainfo" / f"{APP_ID}.metainfo.xml": source / f"{APP_ID}.metainfo.xml",
        data_home / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg":
            icons / f"{ICON_NAME}.svg",
    }
    for png in sorted((icons / "hicolor").glob(f"*/apps/{ICON_NAME}.png")):
        targets[data_home / "icons" / png.relative_to(icons)] = png
    return targets


def _exec_path(launcher: Path) -> str:
    text = str(launcher)
    if _AWKWARD.search(text):
        raise DesktopEntryError(Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "{launcher}: a desktop entry cannot name a launcher at a path with "
            "quotes, $, `, %, \\ or control characters"), launcher=launcher))
    return text if _PLAIN.fullmatch(text) else f'"{text}"'


def _entry_text(template: str, launcher: Path) -> str:
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            arguments = line.split(None, 1)[1:] if " " in line else []
            line = " ".join([f"Exec={_exec_path(launcher)}", *arguments])
        elif line.startswith("TryExec="):
            line = f"TryExec={launcher}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def install_desktop_entry(launcher: Path, data_home: Path | None = None) -> InstalledFiles:
    """Write the entry, the metainfo and the icons under `data_home` (default
    `user_data_home()`), the entry starting `launcher`.

    Raises:
        DesktopEntryError: `launcher` is not an executable file, or Exec cannot name it.
        OSError: A file cannot be written (the error names it).
    """
    launcher = launcher.absolute()
    if not launcher.is_file():
        raise DesktopEntryError(Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "{launcher}: no such launcher"), launcher=launcher))
    home = data_home if data_home is not None else user_data_home()
    written = []
    for target, source in _targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".desktop":
            target.write_text(_entry_text(source.read_text(encoding="utf-8"), launcher),
                              encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    return InstalledFiles(tuple(written))


def uninstall_desktop_entry(data_home: Path | None = None) -> InstalledFiles:
    """Remove what `install_desktop_entry` wrote under `data_home` (files that are not
    there are skipped); empty folders it leaves are kept (they may be shared)."""
    home = data_home if data_home is not None else user_data_home()
    removed = []
    for target in _targets(home):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    return InstalledFiles(tuple(removed))

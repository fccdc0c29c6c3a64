"""Desktop integration: the icon at every freedesktop size, the .desktop file and the
AppStream metainfo checked by their own validators, and the console-free entry point."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.gm_assistant.GMAssistant"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _validator(name: str) -> str:
    found = shutil.which(name)
    if found is None:  # scripts/_setup.sh installs both; a machine without apt may lack them
        pytest.skip(f"{name} is not installed (Debian: desktop-file-utils / appstream)")
    return found


def test_the_desktop_file_is_valid_and_opens_files() -> None:
    desktop = LINUX / f"{APP_ID}.desktop"
    result = subprocess.run([_validator("desktop-file-validate"), str(desktop)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    text = desktop.read_text(encoding="utf-8")
    assert "Exec=gm-assistant %F" in text and "Icon=gm-assistant" in text
    assert "MimeType=application/yaml;" in text


def test_the_appstream_metainfo_is_valid() -> None:
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    result = subprocess.run([_validator("appstreamcli"), "validate", "--no-net",
                             str(metainfo)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    text = metainfo.read_text(encoding="utf-8")
    assert f"<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>" in text
    assert "<project_license>MIT</project_license>" in text
    for name in ("encounters-lady_luck.png", "odds-maofa.png", "table-adom.png"):
        assert name in text and (ROOT / "docs" / "screenshots" / name).is_file()


def test_the_icon_exists_at_every_size(qapp: object) -> None:
    from PySide6.QtGui import QImage

    assert (ROOT / "resources" / "icons" / "gm-assistant.svg").is_file()
    for size in SIZES:
        image = QImage(str(ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" /
                           "apps" / "gm-assistant.png"))
        assert not image.isNull() and (image.width(), image.height()) == (size, size)
        # Drawn, not blank: the blue of the background shows in the middle of the edge.
        assert image.pixelColor(size // 2, max(1, size // 16)).blue() > 100


def test_the_window_has_the_apps_icon(qapp: object) -> None:
    from gm_assistant.ui.app import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}

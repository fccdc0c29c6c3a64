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


def test_install_desktop_entry_writes_and_removes_the_menu_entry(tmp_path: Path) -> None:
    """`gm-assistant --install-desktop-entry` (pipx users' way to the menu) writes the
    entry naming the launcher, the metainfo and the icons into XDG_DATA_HOME; the
    uninstall removes them."""
    import os
    import sys

    data = tmp_path / "share"
    launcher = tmp_path / "bin dir" / "gm-assistant"  # a space: Exec quotes it
    launcher.parent.mkdir()
    launcher.write_text("#!/bin/sh\n", encoding="utf-8")
    launcher.chmod(0o755)
    env = {**os.environ, "XDG_DATA_HOME": str(data), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "gm_assistant", "--install-desktop-entry",
                           "--launcher", str(launcher)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    entry = data / "applications" / f"{APP_ID}.desktop"
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert f'Exec="{launcher}" %F' in lines and f"TryExec={launcher}" in lines
    shipped = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if not line.startswith(("Exec=", "TryExec="))] == [
        line for line in shipped if not line.startswith(("Exec=", "TryExec="))]
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == (
        LINUX / f"{APP_ID}.metainfo.xml").read_bytes()
    for size in SIZES:
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" /
                "gm-assistant.png").is_file()
    assert len(done.stdout.splitlines()) == 3 + len(SIZES)  # one line per file written
    if shutil.which("desktop-file-validate"):
        valid = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                               text=True, timeout=60)
        assert valid.returncode == 0, valid.stdout + valid.stderr

    gone = subprocess.run([sys.executable, "-m", "gm_assistant", "--uninstall-desktop-entry"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert gone.returncode == 0, gone.stderr
    assert not [p for p in data.rglob("*") if p.is_file()]


def test_install_desktop_entry_refuses_a_missing_launcher(tmp_path: Path) -> None:
    import os
    import sys

    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share")}
    done = subprocess.run([sys.executable, "-m", "gm_assistant", "--install-desktop-entry",
                           "--launcher", str(tmp_path / "nowhere")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "no such launcher" in done.stderr
    assert not (tmp_path / "share").exists()

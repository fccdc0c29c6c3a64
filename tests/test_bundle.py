"""The desktop bundle: PyInstaller builds it from packaging/, and it runs with no Python
environment around it: --smoke (every area loads), a screenshot of a real area, and a
command-line answer; the licence notices travel with it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.fail("pyinstaller is not installed (it is a dev dependency in pyproject.toml)")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    result = subprocess.run(
        [str(pyinstaller), "--noconfirm", "--log-level", "WARN", "--distpath", str(dist),
         "--workpath", str(work), str(ROOT / "packaging" / "pyinstaller" /
                                      "gm-assistant.spec")],
        capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    shutil.rmtree(work, ignore_errors=True)
    executable = dist / "gm-assistant" / "gm-assistant"
    assert executable.is_file()
    return executable


def _bare_env(home: Path) -> dict[str, str]:
    """No virtual environment, no PYTHONPATH: only what any desktop session has."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen", "GM_ASSISTANT_HOME": str(home / "gm")}


def test_the_bundle_opens_every_area(bundle: Path, tmp_path: Path) -> None:
    result = subprocess.run([str(bundle), "--smoke"], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "failed to load" not in result.stderr


def test_the_bundle_draws_an_area(bundle: Path, tmp_path: Path, qapp: object) -> None:
    from PySide6.QtGui import QImage

    picture = tmp_path / "encounters.png"
    result = subprocess.run([str(bundle), "--ruleset", "lady_luck", "--view", "encounters",
                             "--screenshot", str(picture)], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    image = QImage(str(picture))
    assert not image.isNull() and image.width() >= 1000
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 29)}
    assert len(colours) > 20  # a drawn window, not a blank one


def test_the_bundle_answers_on_the_command_line(bundle: Path, tmp_path: Path) -> None:
    result = subprocess.run([str(bundle), "dice", "3d6 >= 10"], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "3d6 >= 10: 62.50% (5/8)" in result.stdout


def test_the_bundle_carries_the_licence_notices(bundle: Path) -> None:
    inside = bundle.parent / "_internal"
    assert (inside / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert "LGPL" in (inside / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    assert (inside / "gm_assistant" / "_data" / "rulesets" / "adom.yaml").is_file()
    if os.name == "posix":  # the Qt libraries stay separate, replaceable files (LGPL)
        assert list(inside.rglob("libQt6Core.so*"))


def test_the_bundle_carries_and_finds_the_catalogues(bundle: Path, tmp_path: Path) -> None:
    """The app's catalogues (Spanish, and English plurals) and Qt's own Spanish one are
    inside, and a Spanish session loads them (a catalogue that does not load is said on
    the console: "gm-assistant: language: ...")."""
    inside = bundle.parent / "_internal"
    i18n = inside / "gm_assistant" / "_data" / "resources" / "i18n"
    for code in ("es", "en"):
        assert (i18n / f"gm_assistant_{code}.qm").is_file()
    assert list(inside.rglob("qtbase_es.qm"))
    picture = tmp_path / "odds.png"
    env = {**_bare_env(tmp_path), "LANG": "es_ES.UTF-8"}
    result = subprocess.run([str(bundle), "--ruleset", "adom", "--view", "odds",
                             "--screenshot", str(picture)], env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "language:" not in result.stderr, result.stderr[-3000:]

"""The interface's language: catalogues complete and up to date, Spanish menus and tabs
after the first paint, Qt's own dialogs in Spanish too, and back to English."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language, catalogue, language_for
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import LANGUAGES, UiSettings

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted((ROOT / "resources" / "i18n").glob("gm_assistant_*.ts"))
TOOLS = Path(sys.executable).parent


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def test_every_language_offered_has_a_catalogue() -> None:
    codes = {path.stem.split("_")[-1] for path in CATALOGUES}
    assert codes == set(LANGUAGES) - {"system", "en"}
    for code in codes:
        assert catalogue(code).is_file()


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_every_string_has_a_translation(ts: Path) -> None:
    untranslated = [m.findtext("source") for m in ET.parse(ts).iter("message")
                    if not (m.findtext("translation") or "").strip()
                    or m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
    assert untranslated == []


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_the_catalogue_holds_every_translatable_string_and_compiles_to_its_qm(
        ts: Path, tmp_path: Path) -> None:
    """`pyside6-lupdate` over the sources finds nothing new (a string marked for
    translation and missing from the catalogue would stay English), and the shipped .qm
    is what `pyside6-lrelease` makes of the catalogue."""
    copy = tmp_path / ts.name
    shutil.copy(ts, copy)
    sources = sorted(str(p) for folder in ("ui", "core")
                     for p in (ROOT / "gm_assistant" / folder).rglob("*.py"))
    found = subprocess.run([str(TOOLS / "pyside6-lupdate"), "-no-obsolete", "-locations",
                            "none", *sources, "-ts", str(copy)],
                           capture_output=True, text=True, check=True, timeout=120)
    assert "0 new" in found.stdout + found.stderr, found.stdout + found.stderr
    qm = tmp_path / "out.qm"
    subprocess.run([str(TOOLS / "pyside6-lrelease"), str(ts), "-qm", str(qm)],
                   capture_output=True, check=True, timeout=120)
    assert qm.read_bytes() == ts.with_suffix(".qm").read_bytes()


def test_the_system_language_is_followed_when_the_app_has_it() -> None:
    assert language_for("system", "es_AR") == "es"
    assert language_for("system", "de_DE") == "en"  # no German catalogue: English
    assert language_for("en", "es_ES") == "en"
    assert language_for("es", "en_GB") == "es"


def test_the_window_turns_spanish_after_its_first_paint_and_back(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "es"
    window = MainWindow(settings=settings, load=False)
    qtbot.addWidget(window)
    assert window.menus["file"].title() == "&File"  # the first frame is drawn in English
    window.show()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&Archivo", timeout=10_000)
    assert window.menus["view"].title() == "&Ver"
    assert window.area_actions["table"].text() == "&Mesa"
    assert window.tabs.tabText(3) == "&Mesa"
    assert window.language_actions["es"].isChecked()
    # Qt's own strings (dialog buttons) come from the catalogue shipped in PySide6.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"

    assert window.set_language("en") == "en"
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&File", timeout=10_000)
    assert window.tabs.tabText(3) == "&Table"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert settings.language == "en"

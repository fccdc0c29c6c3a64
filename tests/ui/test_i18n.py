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
from gm_assistant.ui.i18n import (
    PYQTGRAPH_SOURCES,
    SOURCE_LANGUAGE,
    apply_language,
    catalogue,
    language_for,
)
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


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    return {(context.findtext("name") or "", message.findtext("source") or ""): message
            for context in ET.parse(ts).iter("context") for message in context.iter("message")}


def test_every_language_offered_has_a_catalogue() -> None:
    """Every language but the source has a whole catalogue; the source language (the
    strings are written in it) has one of plurals only, which gives "%n rulesets loaded"
    its singular."""
    codes = {path.stem.split("_")[-1] for path in CATALOGUES}
    assert codes == set(LANGUAGES) - {"system"}
    for code in codes:
        assert catalogue(code).is_file()
    english = _messages(catalogue(SOURCE_LANGUAGE).with_suffix(".ts"))
    assert english and all(m.get("numerus") == "yes" for m in english.values())
    for ts in CATALOGUES:
        if ts.stem.endswith(f"_{SOURCE_LANGUAGE}"):
            continue
        plurals = {key for key, m in _messages(ts).items() if m.get("numerus") == "yes"}
        assert set(english) == plurals, ts.name


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_every_string_has_a_translation(ts: Path) -> None:
    """Every message is finished; a plural has each of its forms (singular, plural), and
    every message whose source counts (%n) is a plural."""
    untranslated = []
    for (_, source), message in _messages(ts).items():
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")]
        if message.get("numerus") == "yes":
            filled = len(forms) == 2 and all(f.strip() for f in forms)
        else:
            filled = "%n" not in source and bool((translation.text or "").strip())
        if not filled or translation.get("type") == "unfinished":
            untranslated.append(source)
    assert untranslated == []


def test_the_plural_forms_are_used_in_english_and_spanish(qapp: QApplication) -> None:
    def loaded(count: int) -> str:
        return QCoreApplication.translate("MainWindow", "%n rulesets loaded", None, count)

    apply_language("en")
    assert (loaded(1), loaded(3)) == ("1 ruleset loaded", "3 rulesets loaded")
    apply_language("es")
    assert (loaded(1), loaded(3)) == ("1 reglamento cargado", "3 reglamentos cargados")


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_the_catalogue_holds_every_translatable_string_and_compiles_to_its_qm(
        ts: Path, tmp_path: Path) -> None:
    """`pyside6-lupdate` over the sources finds nothing new (a string marked for
    translation and missing from the catalogue would stay English), and the shipped .qm
    is what `pyside6-lrelease` makes of the catalogue."""
    import pyqtgraph

    copy = tmp_path / ts.name
    shutil.copy(ts, copy)
    plots = Path(pyqtgraph.__file__).parent
    sources = sorted(str(p) for folder in ("ui", "core")
                     for p in (ROOT / "gm_assistant" / folder).rglob("*.py"))
    sources += [str(plots / file) for file in PYQTGRAPH_SOURCES]
    # The English catalogue holds the plurals only (lupdate finds every plural counted by
    # a name as a plain message): its messages are checked against the other catalogues'
    # plurals (test_every_language_offered_has_a_catalogue).
    if not ts.stem.endswith(f"_{SOURCE_LANGUAGE}"):
        found = subprocess.run([str(TOOLS / "pyside6-lupdate"), "-no-obsolete", "-locations",
                                "none", "-tr-function-alias", "translate+=_translate",
                                *sources, "-ts", str(copy)],
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
    assert window.menus.file_menu.title() == "&File"  # the first frame is drawn in English
    window.show()
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    assert window.menus.view_menu.title() == "&Ver"
    assert window.menus.area_actions["table"].text() == "&Mesa"
    assert window.tabs.tabText(3) == "Mesa"  # tabs leave Alt+letter to menus and controls
    assert window.menus.language_actions["es"].isChecked()
    # Qt's own strings (dialog buttons) come from the catalogue shipped in PySide6.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"

    assert window.set_language("en") == "en"
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&File", timeout=10_000)
    assert window.tabs.tabText(3) == "Table"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert settings.language == "en"

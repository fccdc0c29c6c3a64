"""Every area in Spanish, and the main dialogs: no English word left on screen.

The window starts in Spanish on AdOM (a ruleset written in Spanish), its sample encounter
is sent to the Table, and every area is shown in turn; then Preferences, About and the
keyboard shortcuts are opened. Every text a user can read (labels, buttons, headers and
cells, tooltips, menus, window titles: `screen_text.screen_texts`) must be Spanish, the
ruleset's own texts and its samples' (aspects, descriptions) taken out; the samples' names
are checked too (AdOM's mooks are named in Spanish, the people by their own names).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.dialogs.about_dialog import THIRD_PARTY
from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import (
    AREA_NAMES,
    open_sample_characters,
    seat_sample_encounter,
    start_window,
    visit,
)
from screen_text import english_left, ruleset_texts, screen_texts

ROOT = Path(__file__).resolve().parents[2]
ADOM_FILES = (ROOT / "rulesets" / "adom.yaml",
              *sorted((ROOT / "resources" / "encounters").glob("adom-*.yaml")))
# The samples' texts are the ruleset's too; their names are checked like the screen's
# (a mook is named for what it is, "Tiburón del cielo", in the ruleset's language).
ADOM_SAMPLES = tuple(sorted((ROOT / "resources" / "samples" / "adom").glob("*.yaml")))
# The other rulesets' names (proper names, listed in the ruleset box) are theirs too.
RULESET_NAMES = [re.search(r"^name: (.+)$", path.read_text(encoding="utf-8"), re.M)[1]
                 .strip("'\"") for path in sorted((ROOT / "rulesets").glob("*.yaml"))]
# Not words: a file's path (a tooltip names the ruleset's file) or name (the sample
# encounter's `adom-sky-sharks.yaml`: an id, kept stable) and a ruleset's keys
# (snake_case identifiers, shown beside their labels, such as `not_tough (Nada difícil)`).
NOT_WORDS = re.compile(r"\S*/\S+|[\w-]+\.ya?ml\b|\b\w+_\w+\b")
# Words that are English but right on a Spanish screen, each with its reason.
ALLOWED = {
    "qt": "the toolkit's name (About Qt)",
    "pyqtgraph": "a library's name (About)",
}


def _readable(texts: list[str]) -> list[str]:
    """The texts without paths and keys; a ruleset's name cut short to fit its box
    ("The Adventures and Luck of the…") is that name."""
    return [NOT_WORDS.sub(" ", text) for text in texts
            if not (text.endswith("…") and any(n.startswith(text[:-1]) for n in RULESET_NAMES))]


def _alike(texts: list[str]) -> list[str]:
    """Ruleset texts as `_readable` leaves the screen's (keys and paths out, spaces
    collapsed), so that a note naming a key is still found on screen."""
    return [" ".join(NOT_WORDS.sub(" ", text).split()) for text in texts]


def _quoted(path: Path) -> list[str]:
    """Every text of a ruleset file, its `source` too (About quotes titles, licences and
    credits as published)."""
    import yaml

    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            found.extend(line.strip() for line in node.splitlines() if line.strip())

    walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return found


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.slow  # a window per language and the sample forecast: seconds
def test_every_area_and_main_dialog_reads_spanish(qtbot: QtBot, tmp_path: Path) -> None:
    window = start_window(qtbot, tmp_path, "es")
    seat_sample_encounter(qtbot, window)
    theirs = _alike(ruleset_texts(*ADOM_FILES) + RULESET_NAMES
                    + ruleset_texts(*ADOM_SAMPLES, skip=("source", "name")))
    left: dict[str, list[str]] = {}
    for name in AREA_NAMES:
        area = visit(qtbot, window, name)
        assert area.isVisible()
        left[name] = english_left(_readable(screen_texts(area)), theirs, ALLOWED)
    left["window"] = english_left(_readable(screen_texts(window)), theirs, ALLOWED)
    window.show_preferences()
    window.show_about()
    window.show_shortcuts()
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QDialog) and w.isVisible()]
    titles = {d.windowTitle() for d in dialogs}
    assert {"Preferencias", "Acerca de GM Assistant", "Atajos de teclado"} <= titles, titles
    # About quotes every ruleset's source and notes, each in its own language, and the
    # libraries' licences (SPDX identifiers).
    every = theirs + _alike([text for path in sorted((ROOT / "rulesets").glob("*.yaml"))
                             for text in _quoted(path)] + [lic for _, lic in THIRD_PARTY])
    for dialog in dialogs:
        qtbot.waitExposed(dialog)
        left[dialog.windowTitle()] = english_left(_readable(screen_texts(dialog)), every,
                                                  ALLOWED)
        dialog.reject()
    found = [f"{where}: {text}" for where, texts in left.items() for text in texts]
    assert found == [], "\n".join(found)


def _spanish_only() -> set[str]:
    """The app's own Spanish texts that read differently in English (the catalogue's
    translations of whole texts, with no blank to fill and more than one word): one of
    them on an English screen is Spanish left over."""
    import xml.etree.ElementTree as ElementTree

    found: set[str] = set()
    root = ElementTree.parse(ROOT / "resources" / "i18n" / "gm_assistant_es.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        text = (translation.text or "") if translation is not None else ""
        if (text and text != source and len(text.split()) > 1 and "{" not in text
                and "%" not in text and message.get("numerus") != "yes"):
            found.add(text.replace("&", "").strip())
    return found


@pytest.mark.slow  # a window, the sample forecast and every area made twice: seconds
def test_the_language_bar_switches_every_area_and_preferences_switch_back(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """QA: the interface follows an English system, AdOM's bar offers Spanish; after
    "Show in Spanish" the menus and tabs were Spanish but the areas English until a
    restart ("Character", "Who acts"). Every area built in English is made again."""
    from gm_assistant.ui import i18n
    from gm_assistant.ui.characters.characters_view import CharactersView
    from gm_assistant.ui.language_change import LanguageBar
    from gm_assistant.ui.main_window import MainWindow
    from gm_assistant.ui.settings import UiSettings
    from gm_assistant.ui.table.table_view import TableView

    real = i18n.language_for
    monkeypatch.setattr(i18n, "language_for",
                        lambda setting, system=None: real(setting, system or "en_GB"))
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "system"
    window = MainWindow(ruleset_id="adom", view="encounters", settings=settings)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    assert window.language_shown == "en"
    seated = seat_sample_encounter(qtbot, window)
    open_sample_characters(qtbot, window)  # a character open, with no unsaved edit
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView) and characters.current is not None
    opened = characters.current.path
    for name in AREA_NAMES:  # every area made, in English
        visit(qtbot, window, name)
    table = visit(qtbot, window, "table")
    assert isinstance(table, TableView)
    english_table = screen_texts(table)
    assert any("Who acts" in text for text in english_table)
    bar = window.findChild(LanguageBar)
    assert bar is not None and bar.isVisible()
    bar.switch_button.click()
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    assert window.restart_offer is None  # nothing open that a new area would not show
    theirs = _alike(ruleset_texts(*ADOM_FILES) + RULESET_NAMES
                    + ruleset_texts(*ADOM_SAMPLES, skip=("source", "name")))
    left: dict[str, list[str]] = {}
    for name in AREA_NAMES:
        area = visit(qtbot, window, name)
        left[name] = english_left(_readable(screen_texts(area)), theirs, ALLOWED)
    found = [f"{where}: {text}" for where, texts in left.items() for text in texts]
    assert found == [], "\n".join(found)
    # The Table read its session back: the people seated are still there.
    table = visit(qtbot, window, "table")
    assert isinstance(table, TableView)
    people = {str(table.tracker_model.index(row, 0).data())
              for row in range(table.tracker_model.rowCount())}
    assert set(seated) <= people, (seated, people)
    # The Characters area opened its character again.
    characters = visit(qtbot, window, "characters")
    assert isinstance(characters, CharactersView) and characters.current is not None
    assert characters.current.path == opened and characters.form is not None

    # Back to English through Preferences: no Spanish text of the app's left in an area.
    dialog = window.show_preferences()
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&File", timeout=10_000)
    assert window.language_shown == "en" and window.restart_offer is None
    spanish = _spanish_only()
    assert "¿Quién actúa?" in spanish or any("actúa" in text for text in spanish)
    for name in AREA_NAMES:
        area = visit(qtbot, window, name)
        left[name] = sorted(set(screen_texts(area)) & spanish)
    found = [f"{where}: {text}" for where, texts in left.items() for text in texts]
    assert found == [], "\n".join(found)

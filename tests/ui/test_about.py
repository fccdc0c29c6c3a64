"""About: the app's licence, every library's licence, each ruleset's source and licence."""

from __future__ import annotations

import tomllib
from pathlib import Path

from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.dialogs.about_dialog import THIRD_PARTY, AboutDialog

ROOT = Path(__file__).resolve().parents[2]


def test_about_names_the_licences_and_every_rulesets_source(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    dialog = AboutDialog(list(shipped_rulesets.values()))
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert "MIT licence" in text
    for name, licence in THIRD_PARTY:
        assert name in text and licence in text
    for ruleset in shipped_rulesets.values():
        source = ruleset.model.source
        assert source.title in text
        assert " ".join(source.licence.split())[:60] in " ".join(text.split())
    assert text.count("none given in the source") == sum(
        1 for r in shipped_rulesets.values() if not r.model.source.url)
    assert dialog.about_qt.text() == "About &Qt"


def test_every_runtime_dependency_has_a_notice() -> None:
    """A library added to pyproject.toml is listed in the notices (and in About)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8").lower()
    about = " ".join(name.lower() for name, _ in THIRD_PARTY)
    for requirement in project["project"]["dependencies"]:
        name = requirement.split(">")[0].split("=")[0].split("!")[0].split("<")[0].strip()
        short = name.lower().removesuffix("-essentials")
        assert short in notices, name
        assert short in about, name
    assert project["project"]["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")

"""Forecast from here reads the seated characters as edited (issue 23): an unsaved edit in
the Characters area (a changed trait) changes the Table's forecast from here, as it does
the Table's From the sheet and the Encounters lines; undo puts the answer back; nothing is
written."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library import Library, open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import answer_from_here, open_encounters, sent_to_table
from tests.ui.sheet_edits import editing, pick

MARGOT = resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml"
TRAIT_OF_BODY = {"average": "A", "muscular": "S"}
"""MAoFA: the trait rating a Body gives (the rulebook's Body choices)."""


def test_forecast_from_here_follows_an_unsaved_edit_and_its_undo(
        qtbot: QtBot, tmp_path: Path, shipped_rulesets: dict[str, Ruleset]) -> None:
    maofa = shipped_rulesets["maofa"]
    library = Library()  # this test's data home: the encounter finds her here first
    path = library.import_file(MARGOT)
    on_disk = path.read_bytes()
    assert open_character(path).values["body"] == "average"
    edited = EditedSheets()

    # The museum brawl: Margot against two thieves.
    encounters = open_encounters(qtbot, maofa, settings=UiSettings(tmp_path / "settings.ini"),
                                 edited=edited)
    designed = encounters.forecast.result
    assert designed is not None and designed.scene.fight is not None
    table = TableView(library=library, preview=True, edited=edited)
    qtbot.addWidget(table)
    table.set_ruleset(maofa)
    table.seat_people(*sent_to_table(qtbot, encounters))
    dialog = FromHereDialog(table)  # deleted on close: not given to qtbot
    dialog.show()
    dialog.refresh()
    before = answer_from_here(qtbot, dialog)
    assert before == designed.scene.fight.p_party_wins  # just seated: the encounter's

    characters, sheet = editing(qtbot, tmp_path, library, maofa, edited, path)

    # Margot's Body made muscular, unsaved: the forecast from here follows (no Refresh),
    # and is the fight of a Margot defending at S from the start, set up here.
    dialog.panel.result = None
    pick(characters, "body", "muscular")
    assert sheet.dirty and path.read_bytes() == on_disk
    stronger = answer_from_here(qtbot, dialog)
    scene = designed.scene
    [margot] = [c for c in scene.combatants if c.name == "Margot Delacroix"]
    assert margot.stats["defence"] == TRAIT_OF_BODY["average"]
    encounter = encounters.encounter
    assert encounter is not None
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    expected = forecast_fight(maofa, scene.conflict, [
        dataclasses.replace(c, stats={**c.stats, "defence": TRAIT_OF_BODY["muscular"]})
        if c is margot else c for c in scene.combatants], policies)
    assert stronger == expected.p_party_wins > before  # harder to hit: better odds

    # Undo: back to her file's Body, and to the first answer.
    dialog.panel.result = None
    characters.undo_stack.undo()
    assert answer_from_here(qtbot, dialog) == before
    assert path.read_bytes() == on_disk
    dialog.reject()

"""The Table and the Encounters area follow a character open in the Characters area as it
is edited (issue 25 item 9, issue 23 item 3): an unsaved edit changes the Table's From the
sheet value (the lookup's and the roller's, one pick) and the encounter's forecast input
for the line that fields the character; undo puts both back; nothing is written."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import HANG_GUARD, open_encounters
from tests.ui.sheet_edits import editing, pick

MARGOT = resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml"
TRAIT_OF_BODY = {"average": "A", "muscular": "S"}
"""MAoFA: the trait rating a Body gives (the rulebook's Body choices)."""


def _defence(view: EncountersView) -> object:
    """Margot's Defending trait as the forecast took it (read from her Body)."""
    result = view.forecast.result
    assert result is not None
    [margot] = [c for c in result.scene.combatants if c.name == "Margot Delacroix"]
    return margot.stats["defence"]


def test_an_unsaved_edit_reaches_the_table_and_the_encounter_and_undo_takes_it_back(
        qtbot: QtBot, tmp_path: Path, shipped_rulesets: dict[str, Ruleset]) -> None:
    maofa = shipped_rulesets["maofa"]
    library = Library()  # this test's data home: the encounter finds her here first
    path = library.import_file(MARGOT)
    assert path.name == MARGOT.name  # the museum brawl's line names her file
    on_disk = path.read_bytes()
    assert open_character(path).values["body"] == "average"
    edited = EditedSheets()

    table = TableView(library=library, preview=True, edited=edited)
    qtbot.addWidget(table)
    table.set_ruleset(maofa)
    table.pick_character("Margot Delacroix")
    for panel in (table.lookup, table.roller):
        panel.select_check("skill_test")
    table.lookup.sheet_fill.select("body", "trait")
    for panel in (table.lookup, table.roller):  # one pick for both
        assert panel.inputs.values()["trait"] == TRAIT_OF_BODY["average"]

    # The museum brawl: Margot against two thieves.
    encounters = open_encounters(qtbot, maofa, settings=UiSettings(tmp_path / "settings.ini"),
                                 edited=edited)
    assert _defence(encounters) == TRAIT_OF_BODY["average"]
    designed = encounters.forecast.result
    assert designed is not None and designed.scene.fight is not None
    before = designed.scene.fight.p_party_wins

    characters, sheet = editing(qtbot, tmp_path, library, maofa, edited, path)

    encounters.forecast.result = None
    pick(characters, "body", "muscular")
    assert sheet.dirty and path.read_bytes() == on_disk  # unsaved
    qtbot.waitUntil(lambda: table.lookup.inputs.values()["trait"]
                    == TRAIT_OF_BODY["muscular"], timeout=HANG_GUARD)
    assert table.roller.inputs.values()["trait"] == TRAIT_OF_BODY["muscular"]
    qtbot.waitUntil(lambda: not encounters.busy and encounters.forecast.result is not None,
                    timeout=HANG_GUARD)
    assert _defence(encounters) == TRAIT_OF_BODY["muscular"]
    stronger = encounters.forecast.result
    assert stronger is not None and stronger.scene.fight is not None
    assert stronger.scene.fight.p_party_wins > before  # harder to hit: better odds

    encounters.forecast.result = None
    characters.undo_stack.undo()
    qtbot.waitUntil(lambda: table.lookup.inputs.values()["trait"]
                    == TRAIT_OF_BODY["average"], timeout=HANG_GUARD)
    assert table.roller.inputs.values()["trait"] == TRAIT_OF_BODY["average"]
    qtbot.waitUntil(lambda: not encounters.busy and encounters.forecast.result is not None,
                    timeout=HANG_GUARD)
    assert _defence(encounters) == TRAIT_OF_BODY["average"]
    undone = encounters.forecast.result
    assert undone is not None and undone.scene.fight is not None
    assert undone.scene.fight.p_party_wins == before
    assert path.read_bytes() == on_disk

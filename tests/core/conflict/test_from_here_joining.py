"""Forecast from here with someone seated by hand (not one of the encounter's fighters):
the GM puts them on a side and they join the fight as their sheet at the Table makes
them. Each answer is checked against the same fight set up directly from the sample file
(the engine itself is checked against recursions in the fight tests)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, combatant_of
from gm_assistant.core.conflict.encounter import Encounter, read_encounter
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.from_here import table_now
from gm_assistant.core.conflict.handoff import seats
from gm_assistant.core.conflict.scene import SceneForecast, character_folders, forecast_scene
from gm_assistant.core.errors import InputError
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.rules.yaml_source import SourceDocument

GOBLINS = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"
BRAM = resources_dir() / "samples" / "lady_luck" / "bram-holloway.yaml"


def _table(tmp_path: Path) -> tuple[Ruleset, PlayTable, Encounter, SourceDocument,
                                    SceneForecast, Library]:
    """The goblin ambush seated as the Encounters area seats it, and Bram, a library
    character, seated by hand beside them."""
    lady_luck = default_registry().get("lady_luck")
    encounter, document = read_encounter(GOBLINS)
    folders = character_folders(lady_luck, GOBLINS)
    scene = forecast_scene(lady_luck, encounter, document, folders)
    library = Library(tmp_path / "library")
    library.save(open_character(BRAM))
    play = PlayTable(HarmBook(lambda: library))
    play.show("lady_luck")
    play.seat({seat.name: seat.amounts
               for seat in seats(lady_luck, encounter, scene, tmp_path / "library", folders)})
    play.seat({"Bram": {"injuries": 0}})
    entry = library.named(open_character(BRAM).name, "lady_luck")
    assert entry is not None
    play.link("Bram", entry.id)
    return lady_luck, play, encounter, document, scene, library


@pytest.mark.parametrize("side", [PARTY, OPPOSITION])
def test_someone_seated_by_hand_joins_the_side_the_gm_gives(tmp_path: Path,
                                                            side: str) -> None:
    lady_luck, play, encounter, document, scene, _ = _table(tmp_path)
    folders = character_folders(lady_luck, GOBLINS)
    alone = forecast_scene(lady_luck, encounter, document, folders,
                           now=table_now(lady_luck, play)).fight
    joined = forecast_scene(lady_luck, encounter, document, folders,
                            now=table_now(lady_luck, play, sides={"Bram": side}))
    assert alone is not None and joined.fight is not None
    assert [c.name for c in joined.combatants][-1] == "Bram"
    assert joined.combatants[-1].side == side
    conflict = lady_luck.model.conflicts["fight"]
    bram = combatant_of(lady_luck, conflict, open_character(BRAM), side, {"injuries": 0},
                        name="Bram", kind="bram")
    policies = {s: encounter.policy(s) for s in (PARTY, OPPOSITION)}
    expected = forecast_fight(lady_luck, "fight", [*scene.combatants, bram], policies)
    assert joined.fight.p_party_wins == expected.p_party_wins
    assert joined.fight.expected_rounds == expected.expected_rounds
    # Another fighter on the party's side helps it; on the opposition's, hurts it.
    if side == PARTY:
        assert joined.fight.p_party_wins > alone.p_party_wins
    else:
        assert joined.fight.p_party_wins < alone.p_party_wins


def test_without_a_side_someone_seated_by_hand_stays_out_of_the_fight(
        tmp_path: Path) -> None:
    lady_luck, play, encounter, document, scene, _ = _table(tmp_path)
    folders = character_folders(lady_luck, GOBLINS)
    now = table_now(lady_luck, play)
    assert "Bram" in now.seats and now.seats["Bram"].sheet is not None
    found = forecast_scene(lady_luck, encounter, document, folders, now=now)
    assert [c.name for c in found.combatants] == [c.name for c in scene.combatants]
    assert found.fight is not None and scene.fight is not None
    assert found.fight.p_party_wins == scene.fight.p_party_wins


def test_a_side_given_to_an_encounter_fighter_does_not_move_them(tmp_path: Path) -> None:
    lady_luck, play, encounter, document, scene, _ = _table(tmp_path)
    folders = character_folders(lady_luck, GOBLINS)
    found = forecast_scene(lady_luck, encounter, document, folders,
                           now=table_now(lady_luck, play, sides={"Goblin 1": PARTY}))
    assert [(c.name, c.side) for c in found.combatants] == \
        [(c.name, c.side) for c in scene.combatants]


def test_someone_without_a_sheet_or_an_unknown_side_is_refused_by_name(
        tmp_path: Path) -> None:
    lady_luck, play, encounter, document, _, _ = _table(tmp_path)
    folders = character_folders(lady_luck, GOBLINS)
    play.seat({"Stranger": {}})
    now = table_now(lady_luck, play, sides={"Stranger": OPPOSITION})
    assert now.seats["Stranger"].sheet is None
    with pytest.raises(InputError, match="Stranger has no sheet"):
        forecast_scene(lady_luck, encounter, document, folders, now=now)
    with pytest.raises(InputError, match="Bram: 'enemies' is not a side"):
        forecast_scene(lady_luck, encounter, document, folders,
                       now=table_now(lady_luck, play, sides={"Bram": "enemies"}))

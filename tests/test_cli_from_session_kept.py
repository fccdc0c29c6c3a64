"""`gm-assistant encounter FILE --from-session SESSION` takes the sides chosen in the app's
Forecast from here (kept with the seated fight in the session) when `--side` is not
given; `--side` still decides; a bad kept entry is refused located, the file left as it
is."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, combatant_of
from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.conflict.handoff import seats
from gm_assistant.core.conflict.scene import character_folders, forecast_scene
from gm_assistant.core.conflict.seated import FightChoices, fight_json
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.registry import default_registry

GOBLINS = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"
BRAM = resources_dir() / "samples" / "lady_luck" / "bram-holloway.yaml"


def _chance(capsys: pytest.CaptureFixture[str], *argv: str) -> Fraction:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert code == 0, captured.err + captured.out
    return Fraction(json.loads(captured.out)["p_party_wins"])


def test_the_sides_chosen_in_the_app_are_the_default(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lady_luck = default_registry().get("lady_luck")
    encounter, document = read_encounter(GOBLINS)
    folders = character_folders(lady_luck, GOBLINS)
    scene = forecast_scene(lady_luck, encounter, document, folders)
    library = Library()  # the user's: the command reads library links from it
    bram_sheet = open_character(BRAM)
    library.save(bram_sheet)
    entry = library.named(bram_sheet.name, "lady_luck")
    assert entry is not None
    play = PlayTable(HarmBook(lambda: library))
    play.show("lady_luck")
    play.seat({seat.name: seat.amounts
               for seat in seats(lady_luck, encounter, scene, tmp_path / "lib", folders)})
    play.seat({"Bram": {"injuries": 0}}, {"Bram": entry.id})
    play.keep_fight("lady_luck", fight_json(SeatedFight(encounter, tuple(folders)),
                                            FightChoices((0, 0), {"Bram": PARTY})))
    session = tmp_path / "session.json"
    play.save(session)
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    conflict = lady_luck.model.conflicts["fight"]

    def with_bram(side: str) -> Fraction:
        bram = combatant_of(lady_luck, conflict, bram_sheet, side, {"injuries": 0},
                            name="Bram", kind="bram")
        found = forecast_fight(lady_luck, "fight", [*scene.combatants, bram], policies)
        assert isinstance(found.p_party_wins, Fraction)
        return found.p_party_wins

    kept = _chance(capsys, "encounter", str(GOBLINS), "--from-session", str(session),
                   "--json")
    assert kept == with_bram(PARTY)
    given = _chance(capsys, "encounter", str(GOBLINS), "--from-session", str(session),
                    "--side", "Bram=opposition", "--json")
    assert given == with_bram(OPPOSITION) < kept


def test_a_bad_kept_choice_is_refused_located_and_left_alone(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    encounter, _ = read_encounter(GOBLINS)
    play = PlayTable()
    play.show("lady_luck")
    play.seat({"Wren Ashdown": {"injuries": 0}})
    data = fight_json(SeatedFight(encounter, ()), FightChoices())
    data["sides"] = {"Bram": "villains"}
    play.keep_fight("lady_luck", data)
    folder = tmp_path / "sessions"
    session = folder / "session.json"
    play.save(session)
    before = session.read_bytes()
    code = main(["encounter", str(GOBLINS), "--from-session", str(session)])
    out = capsys.readouterr().out
    assert code == 1
    assert str(session) in out and "fights.lady_luck.sides.Bram" in out and "line " in out
    assert session.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["session.json"]  # no copy made

"""`gm-assistant encounter FILE --from-session SESSION`: the rest of a fight forecast from
where a saved Table session stands, checked against the same fight set up directly (the
fighters' state as the session has it); a bad session is refused by its path and left as
it is; malformed options are usage errors."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.handoff import seats
from gm_assistant.core.conflict.scene import character_folders, forecast_scene
from gm_assistant.core.library import Library
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.registry import default_registry

GOBLINS = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_forecast_starts_from_the_saved_session(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    lady_luck = default_registry().get("lady_luck")
    encounter, document = read_encounter(GOBLINS)
    folders = character_folders(lady_luck, GOBLINS)
    scene = forecast_scene(lady_luck, encounter, document, folders)
    play = PlayTable(HarmBook(lambda: Library(tmp_path / "library")))
    play.show("lady_luck")
    play.seat({seat.name: seat.amounts
               for seat in seats(lady_luck, encounter, scene, tmp_path / "library", folders)})
    wren = scene.combatants[0]
    play.set_amount(wren.name, "injuries", wren.pools["injuries"] + 1)
    assert play.book is not None
    play.book.set_out(lady_luck, "Goblin 2")
    session = tmp_path / "session.json"
    play.save(session)
    code, out, err = run(capsys, "encounter", str(GOBLINS), "--from-session", str(session),
                         "--json")
    assert code == 0, err + out
    found = json.loads(out)
    hurt = dataclasses.replace(wren, pools={**wren.pools, "injuries": wren.pools["injuries"] + 1})
    expected = forecast_fight(lady_luck, "fight", [hurt, scene.combatants[1]],
                              {side: encounter.policy(side) for side in (PARTY, OPPOSITION)})
    assert Fraction(found["p_party_wins"]) == expected.p_party_wins
    assert scene.fight is not None
    assert Fraction(found["p_party_wins"]) != scene.fight.p_party_wins
    code, out, err = run(capsys, "encounter", str(GOBLINS), "--from-session", str(session))
    assert code == 0, err + out
    assert "From the Table's state now:" in out
    assert "Goblin 2 (opposition): out" in out
    assert f"{wren.name} (party): 0 harm slots marked; injuries {wren.pools['injuries'] + 1}" \
        in out


def test_a_bad_session_is_refused_by_its_path_and_left_alone(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "sessions"
    folder.mkdir()
    session = folder / "session.json"
    session.write_text("{not json", encoding="utf-8")
    code, out, _ = run(capsys, "encounter", str(GOBLINS), "--from-session", str(session))
    assert code == 1
    assert str(session) in out and "line 1" in out
    assert session.read_text(encoding="utf-8") == "{not json"  # not kept aside
    assert sorted(p.name for p in folder.iterdir()) == ["session.json"]
    empty = tmp_path / "empty.json"
    PlayTable().save(empty)
    code, out, _ = run(capsys, "encounter", str(GOBLINS), "--from-session", str(empty))
    assert code == 1 and "nobody is seated" in out


@pytest.mark.parametrize("options", [["--advantage", "3"], ["--side", "Bram=enemies"],
                                     ["--side", "Bram"]])
def test_malformed_options_are_usage_errors(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path, options: list[str]) -> None:
    session = tmp_path / "session.json"
    PlayTable().save(session)
    code, _, _ = run(capsys, "encounter", str(GOBLINS), "--from-session", str(session),
                     *options)
    assert code == 2
    code, _, _ = run(capsys, "encounter", str(GOBLINS), *options)
    assert code == 2  # and never without --from-session

"""An encounter handed on to play: seats at the Table in turn order with what it tracks,
and a pairing's turn check for the Odds (tested without Qt, combatants built here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.conflict.encounter import Encounter, EncounterMember
from gm_assistant.core.conflict.handoff import PairingCheck, Seat, pairing_check, seats
from gm_assistant.core.conflict.scene import SceneForecast
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry


@pytest.fixture(scope="module")
def adom() -> Ruleset:
    return default_registry().rulesets["adom"]


def _scene(conflict: str, combatants: list[Combatant]) -> SceneForecast:
    return SceneForecast(conflict, conflict, tuple(combatants), None, None, None, (), False)


def _fighter(name: str, side: str, speed: int, fate: int, numbers: dict[str, int]
             ) -> Combatant:
    return Combatant(name, side, {"attack": 2, "defend": 1, "speed": speed, "aspects": 1},
                     {"fate_points": fate}, numbers=dict(numbers))


def test_seats_follow_the_turn_order_and_carry_what_the_table_tracks(
        adom: Ruleset, tmp_path: Path) -> None:
    (tmp_path / "reth.yaml").write_text("kept: only its name matters here\n", "utf-8")
    encounter = Encounter(
        ruleset="adom", name="Test", conflict="conflict",
        party=[EncounterMember(character="abigail"),  # no such file: not linked
               EncounterMember(character="reth", set={"fate_points": 1})],
        opposition=[EncounterMember(template="shark", count=2)])
    fighters = [
        _fighter("Abigail", PARTY, 1, 2, {"fate_points": 3, "quick": 1}),
        _fighter("Reth", PARTY, 3, 1, {"fate_points": 5}),
        _fighter("Shark 1", OPPOSITION, 0, 0, {}),
        _fighter("Shark 2", OPPOSITION, 3, 0, {}),
    ]
    # AdOM orders turns by the speed stat, highest first; on a tie the party first, then
    # the order listed (the rule, as the forecast reads it).
    listed = list(enumerate(fighters))
    expected = [f.name for _, f in sorted(
        listed, key=lambda item: (-item[1].stats["speed"], item[1].side != PARTY, item[0]))]
    assert expected == ["Reth", "Shark 2", "Abigail", "Shark 1"]

    seated = seats(adom, encounter, _scene("conflict", fighters), tmp_path)

    assert [s.name for s in seated] == expected
    by_name = {s.name: s for s in seated}
    # Abigail's sheet says 3 fate points and the encounter sets none: the sheet's own
    # (the forecast's pool, 2, may be capped). `quick` is no resource: not tracked.
    assert by_name["Abigail"] == Seat("Abigail", {"fate_points": 3}, None)
    # Reth: the encounter sets 1 for this fight, over the sheet's 5; linked to reth.yaml.
    assert by_name["Reth"] == Seat("Reth", {"fate_points": 1}, "reth")
    # A shark has no sheet amount: the forecast's pool.
    assert by_name["Shark 1"] == Seat("Shark 1", {"fate_points": 0}, None)


def test_a_pairing_is_the_turn_check_with_each_sides_stats(adom: Ruleset) -> None:
    fighters = [_fighter("Reth", PARTY, 3, 1, {}), _fighter("Shark", OPPOSITION, 0, 0, {})]
    fighters[0].stats.update(attack=4, aspects=2)
    turn = adom.model.conflicts["conflict"].turn
    assert turn is not None
    # The file's own reading: attack rolls `skill` from self.attack, `aspects` from
    # self.aspects; the rest of the check's inputs keep their defaults.
    assert dict(turn.inputs) == {"skill": "self.attack", "aspects": "self.aspects"}
    found = pairing_check(adom, _scene("conflict", fighters), 0, 1)
    assert found == PairingCheck("attack", {"skill": 4, "aspects": 2})
    back = pairing_check(adom, _scene("conflict", fighters), 1, 0)
    assert back == PairingCheck("attack", {"skill": 2, "aspects": 1})


def test_a_contest_has_no_pairing_check(adom: Ruleset) -> None:
    fighters = [_fighter("Reth", PARTY, 3, 1, {}), _fighter("Shark", OPPOSITION, 0, 0, {})]
    assert pairing_check(adom, _scene("contest", fighters), 0, 1) is None


def test_maofa_seats_carry_the_initial_luck_a_morale_boost_reads(tmp_path: Path) -> None:
    maofa = default_registry().rulesets["maofa"]
    encounter = Encounter(ruleset="maofa", name="Test", conflict="fight",
                          party=[EncounterMember(template="a")],
                          opposition=[EncounterMember(template="b")])
    stats = {"fighting": "A", "defence": "A", "reflexes": "A"}
    fighters = [Combatant("Margot", PARTY, dict(stats), {"luck": 20},
                          numbers={"luck": 27, "initial_luck": 27}),
                Combatant("Thug", OPPOSITION, dict(stats), {"luck": 0})]
    # MAoFA's order is a roll (Reflexes against Moderate): Margot may act first or after
    # the thug, so no one order is known and the listed order is kept.
    seated = seats(maofa, encounter, _scene("fight", fighters), tmp_path)
    assert [s.name for s in seated] == ["Margot", "Thug"]
    assert seated[0].amounts == {"luck": 27, "initial_luck": 27}  # not the capped 20
    assert seated[1].amounts == {"luck": 0}


def test_a_seated_sheet_carries_the_lines_values_for_this_fight(tmp_path: Path) -> None:
    """The goblins' line sets their weapon's attack modifier to +2 and their injury limit
    to 1: the seated sheets say so, so the Table's "From the sheet" reads the numbers the
    forecast used, not the template's."""
    from gm_assistant.core.conflict.scene import character_folders, forecast_scene
    from gm_assistant.core.sheets import SheetState

    lady_luck = default_registry().rulesets["lady_luck"]
    encounter = Encounter(ruleset="lady_luck", name="Test", conflict="fight",
                          party=[EncounterMember(character="wren-ashdown")],
                          opposition=[EncounterMember(
                              template="npc", name="Goblin", count=2,
                              set={"attack": 2, "injury_limit": 1, "size": "small"})])
    folders = character_folders(lady_luck)
    scene = forecast_scene(lady_luck, encounter, folders=folders)
    bare = seats(lady_luck, encounter, scene, tmp_path, folders)
    goblins = [seat for seat in bare if seat.name.startswith("Goblin")]
    assert len(goblins) == 2
    conflict = lady_luck.model.conflicts["fight"]
    for seat in goblins:
        assert seat.sheet is not None
        state = SheetState(lady_luck, seat.sheet)
        for stat in ("attack", "injury_limit", "size"):
            field = conflict.stats[stat].from_
            assert field is not None
            read = state.rating_of(field) if conflict.stats[stat].scale else None
            number = state.number(field)
            assert read == encounter.opposition[0].set[stat] or \
                number == encounter.opposition[0].set[stat], (stat, read, number)

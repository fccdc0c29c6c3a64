"""Forecast from here (`core/conflict/from_here.py`): the rest of a fight from where the
Table stands. Each answer is checked against a fight set up independently to be the same
one: the fight without those already out, or the sheets marked before the fight began
(the engine itself is checked against exact recursions in the rulesets' fight tests)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.conflict.forecast import FightForecast, forecast_fight
from gm_assistant.core.conflict.from_here import (
    FROM_HERE_NOTE,
    SeatNow,
    TableNow,
    combatants_now,
    table_now,
)
from gm_assistant.core.conflict.handoff import seats
from gm_assistant.core.conflict.scene import character_folders, forecast_scene
from gm_assistant.core.errors import InputError
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm import absorb_options, harm_slots, take_hit
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import SheetState, new_character

SAMPLES = resources_dir() / "samples"
GOBLINS = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"


def _sample(ruleset: Ruleset, conflict: str, sample: str, side: str, name: str,
            **overrides: object) -> Combatant:
    character = open_character(SAMPLES / ruleset.id / f"{sample}.yaml")
    return combatant_of(ruleset, ruleset.model.conflicts[conflict], character, side,
                        overrides, name=name, kind=name.rstrip("0123456789 "))


def _goblins(ruleset: Ruleset, count: int) -> list[Combatant]:
    conflict = ruleset.model.conflicts["fight"]
    return [combatant_of(ruleset, conflict, new_character(ruleset, "npc", "Goblin"),
                         OPPOSITION, {"size": "small", "injury_limit": 1},
                         name=f"Goblin {i + 1}", kind="goblin") for i in range(count)]


def _same(a: FightForecast, b: FightForecast) -> None:
    assert a.exact and b.exact
    assert a.p_party_wins == b.p_party_wins
    assert a.p_draw == b.p_draw
    assert a.expected_rounds == b.expected_rounds


@pytest.mark.parametrize("how", ["marked out", "off the table", "past its limit"])
@pytest.mark.parametrize("out", ["Goblin 1", "Goblin 2"])
def test_an_opponent_out_at_the_table_is_the_fight_without_them(out: str, how: str) -> None:
    """Out three ways: marked out at the Table, taken off the table, or with more
    injuries tracked than the goblin lives through (limit 1, read "survive": dead at 2)."""
    lady_luck = default_registry().get("lady_luck")
    conflict = lady_luck.model.conflicts["fight"]
    wren = _sample(lady_luck, "fight", "wren-ashdown", PARTY, "Wren", itm=1)
    goblins = _goblins(lady_luck, 2)
    seats = {name: SeatNow() for name in ("Wren", "Goblin 1", "Goblin 2")}
    if how == "marked out":
        seats[out] = SeatNow(out=True)
    elif how == "off the table":
        del seats[out]
    else:
        seats[out] = SeatNow({"injuries": 2})
    now = TableNow(seats)
    from_here = forecast_fight(lady_luck, "fight",
                               combatants_now(conflict, [wren, *goblins], now))
    left = [g for g in goblins if g.name != out]
    alone = forecast_fight(lady_luck, "fight", [wren, *left])
    _same(from_here, alone)
    assert from_here.p_out[1 + [g.name for g in goblins].index(out)] == 1
    fresh = forecast_fight(lady_luck, "fight", [wren, *goblins])
    assert from_here.p_party_wins > fresh.p_party_wins  # one goblin fewer helps Wren


def test_harm_marked_and_pools_spent_at_the_table_are_the_sheet_marked_before() -> None:
    """AdOM, Abigail against a sky shark: at the table Abigail took a hit in her first
    stress box and has one fate point left. The same fight with her sheet marked that way
    and one fate point from the start gives the same fractions."""
    adom = default_registry().get("adom")
    conflict = adom.model.conflicts["conflict"]
    abigail = open_character(SAMPLES / "adom" / "abigail-zhao.yaml")
    shark = _sample(adom, "conflict", "sky-shark", OPPOSITION, "Shark")
    fresh = combatant_of(adom, conflict, abigail, PARTY, {}, name="Abigail", kind="abigail")
    marked_state = SheetState(adom, abigail.copy())
    first_box = next(s for s in harm_slots(adom, marked_state) if s.box is not None)
    marked_state.set_box(first_box.field, first_box.box, True)
    pool = next(name for name, p in conflict.pools.items() if p.resource == "fate_points")
    before = combatant_of(adom, conflict, marked_state.character, PARTY, {pool: 1},
                          name="Abigail", kind="abigail")
    now = TableNow({"Abigail": SeatNow({"fate_points": 1},
                                       frozenset({(first_box.field, first_box.box)})),
                    "Shark": SeatNow()})
    from_here = combatants_now(conflict, [fresh, shark], now)
    assert from_here[0].pools[pool] == 1
    assert [s.marked for s in from_here[0].slots] == [s.marked for s in before.slots]
    _same(forecast_fight(adom, "conflict", from_here),
          forecast_fight(adom, "conflict", [before, shark]))


def test_amounts_past_a_pools_bounds_are_held_within_them() -> None:
    adom = default_registry().get("adom")
    conflict = adom.model.conflicts["conflict"]
    shark = _sample(adom, "conflict", "sky-shark", OPPOSITION, "Shark")
    pool = next(name for name, p in conflict.pools.items() if p.resource == "fate_points")
    high = conflict.pools[pool].max
    now = TableNow({"Shark": SeatNow({"fate_points": high + 50})})
    assert combatants_now(conflict, [shark], now)[0].pools[pool] == high
    now = TableNow({"Shark": SeatNow({"fate_points": -3})})
    assert combatants_now(conflict, [shark], now)[0].pools[pool] == 0


def _seated_goblins(tmp_path: Path) -> tuple[Ruleset, PlayTable, object]:
    """The goblin ambush seated at a table, as the Encounters area seats it."""
    lady_luck = default_registry().get("lady_luck")
    encounter, document = read_encounter(GOBLINS)
    scene = forecast_scene(lady_luck, encounter, document, character_folders(lady_luck, GOBLINS))
    library = Library(tmp_path / "library")
    play = PlayTable(HarmBook(lambda: library))
    play.show("lady_luck")
    seated = seats(lady_luck, encounter, scene, tmp_path / "library",
                   character_folders(lady_luck, GOBLINS))
    play.seat({seat.name: seat.amounts for seat in seated})
    return lady_luck, play, (encounter, document, scene)


def test_a_table_just_seated_forecasts_the_encounter(tmp_path: Path) -> None:
    lady_luck, play, (encounter, document, scene) = _seated_goblins(tmp_path)
    now = table_now(lady_luck, play)
    assert set(now.seats) == {c.name for c in scene.combatants}
    again = forecast_scene(lady_luck, encounter, document,
                           character_folders(lady_luck, GOBLINS), now=now)
    assert again.fight is not None and scene.fight is not None
    _same(again.fight, scene.fight)
    assert again.fight.notes[0] == FROM_HERE_NOTE


def test_the_table_s_injuries_marks_and_outs_reach_the_forecast(tmp_path: Path) -> None:
    """Wren took an injury (an amount the Table tracks), Goblin 2 is out: the forecast from
    here is the fight of a Wren with one injury against Goblin 1 alone."""
    lady_luck, play, (encounter, document, scene) = _seated_goblins(tmp_path)
    wren_name = scene.combatants[0].name
    play.set_amount(wren_name, "injuries", 1)
    assert play.book is not None
    play.book.set_out(lady_luck, "Goblin 2")
    now = table_now(lady_luck, play)
    assert now.seats["Goblin 2"].out and now.seats[wren_name].amounts["injuries"] == 1
    from_here = forecast_scene(lady_luck, encounter, document,
                               character_folders(lady_luck, GOBLINS), now=now).fight
    wren = dataclasses.replace(scene.combatants[0],
                               pools={**scene.combatants[0].pools, "injuries": 1})
    expected = forecast_fight(lady_luck, "fight", [wren, scene.combatants[1]],
                              {side: encounter.policy(side) for side in (PARTY, OPPOSITION)})
    assert from_here is not None
    assert from_here.p_party_wins == expected.p_party_wins
    assert from_here.expected_rounds == expected.expected_rounds


def test_a_hit_marked_on_a_kept_sheet_is_read_back(tmp_path: Path) -> None:
    adom = default_registry().get("adom")
    library = Library(tmp_path / "library")
    play = PlayTable(HarmBook(lambda: library))
    play.show("adom")
    play.seat({"Shark 1": {"fate_points": 0}})
    book = play.book
    assert book is not None
    target = book.target(adom, "Shark 1", {}, None, make=True)
    assert target is not None
    slots = harm_slots(adom, target.state)
    option = absorb_options(adom, slots, 1)[0]
    taken = take_hit(adom, target.state, option)
    book.save(adom, target, set())
    now = table_now(adom, play)
    assert now.seats["Shark 1"].marked == frozenset((s.field, s.box) for s in taken)
    assert not now.seats["Shark 1"].out


def test_a_fight_already_won_at_the_table_is_won(tmp_path: Path) -> None:
    lady_luck, play, (encounter, document, _scene) = _seated_goblins(tmp_path)
    assert play.book is not None
    for name in ("Goblin 1", "Goblin 2"):
        play.book.set_out(lady_luck, name)
    fight = forecast_scene(lady_luck, encounter, document,
                           character_folders(lady_luck, GOBLINS),
                           now=table_now(lady_luck, play)).fight
    assert fight is not None and fight.exact
    assert fight.p_party_wins == Fraction(1) and fight.expected_rounds == 0


def test_a_contest_is_refused_from_here() -> None:
    adom = default_registry().get("adom")
    race = resources_dir() / "encounters" / "adom-race.yaml"
    encounter, document = read_encounter(race)
    with pytest.raises(InputError, match="contest"):
        forecast_scene(adom, encounter, document, character_folders(adom, race),
                       now=TableNow({}))

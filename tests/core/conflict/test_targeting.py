"""`Targeting` on its own: the weakest foe a side picks, against a ranking worked out here
from the sheets (each kind of harm taken one unit at a time), and the same foe whatever the
order the foes are listed in, but for a tie.

Lady Luck's goblins count injuries and fatigue towards their limits (no harm slots);
Riskbreaker's guards mark Kill Damage slots and take Skill Damage, which lowers their skill.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, Fighter, FightState
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character


@pytest.fixture(scope="module")
def lady_luck() -> Ruleset:
    return default_registry().get("lady_luck")


@pytest.fixture(scope="module")
def riskbreaker() -> Ruleset:
    return default_registry().get("riskbreaker")


def _units_left(count: int, limit: int) -> int:
    """How many more units of one kind of harm a fighter takes before reaching its limit,
    counted one unit at a time."""
    units = 0
    while count < limit:
        count += 1
        units += 1
    return units


def _goblins(ruleset: Ruleset, limits: Sequence[tuple[int, int]]) -> list[Combatant]:
    conflict = ruleset.model.conflicts["fight"]
    return [combatant_of(ruleset, conflict, new_character(ruleset, "npc", f"Goblin {i}"),
                         OPPOSITION, {"size": "small", "injury_limit": injuries,
                                      "fatigue_limit": fatigue},
                         name=f"Goblin {i}", kind=f"goblin{i}")
            for i, (injuries, fatigue) in enumerate(limits)]


def _wren(ruleset: Ruleset) -> Combatant:
    return combatant_of(ruleset, ruleset.model.conflicts["fight"],
                        new_character(ruleset, "pc", "Wren"), PARTY, {}, name="Wren",
                        kind="wren")


LIMITS = ((2, 3), (3, 1), (1, 2))
"""Each goblin's (injury limit, fatigue limit)."""


def _harm() -> list[tuple[tuple[int, int], ...]]:
    """Every (injuries, fatigue) each goblin may have while standing: below its limits."""
    each = [list(itertools.product(range(injuries), range(fatigue)))
            for injuries, fatigue in LIMITS]
    return list(itertools.product(*each))


def _state(fighters: int, harm: dict[int, tuple[int, int]]) -> FightState:
    """Everyone standing with no slots marked; the goblins' (injuries, fatigue) by index."""
    return tuple((0, 0, harm.get(i, (0, 0))) for i in range(fighters))


def test_the_weakest_goblin_is_the_one_with_least_harm_left(lady_luck: Ruleset) -> None:
    """Both kinds of counted harm count: the pick is the goblin with the fewest units of
    injury and fatigue left before its limits (the first listed on a tie)."""
    goblins = _goblins(lady_luck, LIMITS)
    fight = Fight(lady_luck, lady_luck.model.conflicts["fight"], [_wren(lady_luck), *goblins],
                  {})
    assert fight.pool_names == ("injuries", "fatigue")
    for harm in _harm():
        state = _state(4, {1 + g: h for g, h in enumerate(harm)})
        left = [_units_left(injuries, limit[0]) + _units_left(fatigue, limit[1])
                for (injuries, fatigue), limit in zip(harm, LIMITS, strict=True)]
        expected = 1 + min(range(3), key=lambda g: (left[g], g))
        assert fight.targeting.choose_target(state, 0, (0,) * 4) == expected, harm
        unhurt = _state(4, {})
        for g in range(3):  # any harm makes a goblin weaker than unhurt
            if harm[g] != (0, 0):
                assert fight.targeting.weakness(1 + g, state) < fight.targeting.weakness(
                    1 + g, unhurt)


def test_the_goblins_listing_order_changes_no_pick(lady_luck: Ruleset) -> None:
    """Listed in any order, the goblins give the same pick wherever the harm left tells
    them apart (a tie goes to the first listed: the only place listing counts)."""
    conflict = lady_luck.model.conflicts["fight"]
    goblins = _goblins(lady_luck, LIMITS)
    fights = {order: Fight(lady_luck, conflict,
                           [_wren(lady_luck), *(goblins[g] for g in order)], {})
              for order in itertools.permutations(range(3))}
    told_apart = ties = 0
    for harm in _harm():
        left = [_units_left(injuries, limit[0]) + _units_left(fatigue, limit[1])
                for (injuries, fatigue), limit in zip(harm, LIMITS, strict=True)]
        picks = set()
        for order, fight in fights.items():
            state = _state(4, {1 + place: harm[g] for place, g in enumerate(order)})
            picked = fight.combatants[fight.targeting.choose_target(state, 0, (0,) * 4)]
            picks.add(picked.name)
        if left.count(min(left)) == 1:
            told_apart += 1
            assert picks == {f"Goblin {left.index(min(left))}"}, harm
        else:
            ties += 1
            assert len(picks) > 1  # the first listed of the tied ones, so it moves
    assert told_apart and ties


def _guards(ruleset: Ruleset, names: Sequence[str]) -> list[Combatant]:
    conflict = ruleset.model.conflicts["fight"]
    return [combatant_of(ruleset, conflict, new_character(ruleset, "guard", name),
                         OPPOSITION, {}, name=name, kind="guard") for name in names]


def test_kill_damage_slots_then_skill_damage_rank_the_guards(riskbreaker: Ruleset) -> None:
    """Riskbreaker: fewer free Kill Damage slots first, then more Skill Damage; listed
    either way round, the same guard is picked unless both have the same harm."""
    conflict = riskbreaker.model.conflicts["fight"]
    guards = _guards(riskbreaker, ["Pike", "Halberd"])
    hero = combatant_of(riskbreaker, conflict, new_character(riskbreaker, "guard", "Hero"),
                        PARTY, {}, name="Hero", kind="hero")
    listings = [[hero, *guards], [hero, *reversed(guards)]]
    fights = [Fight(riskbreaker, conflict, listing, {}) for listing in listings]
    skill_damage = fights[0].pool_names.index("skill_damage")
    slots = len(guards[0].slots)
    assert slots == len(guards[1].slots) and slots > 1
    free_of = {mask: sum(slot.absorbs for i, slot in enumerate(guards[0].slots)
                         if not mask >> i & 1) for mask in range(1 << slots)}
    met = 0
    for (mask_a, damage_a), (mask_b, damage_b) in itertools.product(
            itertools.product(range(1 << slots), range(3)), repeat=2):
        harm = {"Pike": (mask_a, damage_a), "Halberd": (mask_b, damage_b)}
        rank = {name: (free_of[mask], -damage) for name, (mask, damage) in harm.items()}
        picks = []
        for fight in fights:
            start = fight.start()
            fighters: list[Fighter] = list(start)
            for index, combatant in enumerate(fight.combatants):
                if combatant.name in harm:
                    mask, damage = harm[combatant.name]
                    pools = list(start[index][2])
                    pools[skill_damage] = damage
                    fighters[index] = (0, mask, tuple(pools))
            state = tuple(fighters)
            picks.append(fight.combatants[fight.targeting.choose_target(
                state, 0, (0,) * len(state))].name)
        if rank["Pike"] != rank["Halberd"]:
            met += 1
            assert picks[0] == picks[1] == min(rank, key=rank.__getitem__), harm
        else:
            assert picks == ["Pike", "Halberd"]  # a tie: the first listed
    assert met > 0

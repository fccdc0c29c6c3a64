"""`FightRolls` on its own: a roll's exact results against a d6 enumerated here, worked out
once, and drawn one at a time while a sampler is set; a stat lowered by the harm that
lowers it (Riskbreaker's Skill Damage) rolls as a sheet with the lower stat does, never
below its scale's lowest number.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.exact import ONE
from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture(scope="module")
def lady_luck() -> Ruleset:
    return default_registry().get("lady_luck")


@pytest.fixture(scope="module")
def riskbreaker() -> Ruleset:
    return default_registry().get("riskbreaker")


def _wren_against_a_goblin(ruleset: Ruleset) -> Fight:
    conflict = ruleset.model.conflicts["fight"]
    wren = combatant_of(ruleset, conflict,
                        open_character(SAMPLES / "lady_luck" / "wren-ashdown.yaml"), PARTY,
                        {"itm": 0, "injuries": 0, "fatigue": 0}, name="Wren", kind="wren")
    goblin = combatant_of(ruleset, conflict, new_character(ruleset, "npc", "Goblin"),
                          OPPOSITION, {"size": "small", "attack": 0, "injury_limit": 2},
                          name="Goblin", kind="goblin")
    return Fight(ruleset, conflict, [wren, goblin], {})


def test_a_roll_is_exact_kept_and_drawn_while_sampling(lady_luck: Ruleset) -> None:
    """Wren's attack on a small goblin: d6 + 1 (her weapon) against Defense 4."""
    fight = _wren_against_a_goblin(lady_luck)
    turn = fight.turn
    state = fight.start()
    hits = Fraction(sum(1 for face in range(1, 7) if face + 1 >= 4), 6)

    def attack() -> tuple[object, ...]:
        return fight.rolls.roll(turn.check, turn.inputs, turn.spend, 0, 1, state,
                                opposed=True)

    exact = attack()
    success_of = lady_luck.checks[turn.check].success_of
    chances = {success_of[r.outcome]: Fraction(str(r.probability)) for r in exact}
    assert chances == {True: hits, False: 1 - hits}
    assert attack() is exact  # worked out once
    fight.rolls.sampler = random.Random(7)
    draws = 3000
    landed = 0
    for _ in range(draws):
        drawn = fight.rolls.roll(turn.check, turn.inputs, turn.spend, 0, 1, state,
                                 opposed=True)
        assert len(drawn) == 1 and drawn[0].probability == ONE
        landed += success_of[drawn[0].outcome]
    fight.rolls.sampler = None
    # Within 5 standard deviations of the exact chance (a fixed seed: the same draws).
    spread = 5 * (draws * hits * (1 - hits)) ** 0.5
    assert abs(landed - draws * hits) < spread
    assert 0 < landed < draws
    assert attack() is exact  # sampling kept nothing else in its place


def _guard(ruleset: Ruleset, skill: int, side: str, name: str) -> Combatant:
    return combatant_of(ruleset, ruleset.model.conflicts["fight"],
                        new_character(ruleset, "guard", name), side, {"skill": skill},
                        name=name, kind=name)


@pytest.mark.parametrize("skill", [3, 6])
def test_skill_damage_rolls_as_a_lower_skill(riskbreaker: Ruleset, skill: int) -> None:
    """A guard of skill `skill` with `damage` Skill Damage reads as skill minus damage,
    down to the stat scale's lowest number, and rolls its attack as a guard whose sheet
    says that skill."""
    conflict = riskbreaker.model.conflicts["fight"]
    scale = conflict.stats["skill"].scale
    assert scale is not None
    lowest = min(key for key in riskbreaker.scales[scale].keys if isinstance(key, int))
    foe = _guard(riskbreaker, 5, OPPOSITION, "Foe")
    fight = Fight(riskbreaker, conflict, [_guard(riskbreaker, skill, PARTY, "Hurt"), foe], {})
    damage_pool = fight.pool_names.index("skill_damage")
    turn = fight.turn
    for damage in range(skill + 3):
        start = fight.start()
        pools = list(start[0][2])
        pools[damage_pool] = damage
        state = ((0, start[0][1], tuple(pools)), *start[1:])
        reads = max(lowest, skill - damage)
        assert fight.rolls.value(0, "skill", state) == reads
        sheet = Fight(riskbreaker, conflict,
                      [_guard(riskbreaker, reads, PARTY, "Sheet"), foe], {})
        lowered = fight.rolls.roll(turn.check, turn.inputs, None, 0, 1, state,
                                   opposed=True)
        written = sheet.rolls.roll(turn.check, turn.inputs, None, 0, 1, sheet.start(),
                                   opposed=True)
        assert sorted((r.outcome, r.probability) for r in lowered) == sorted(
            (r.outcome, r.probability) for r in written)
    assert lowest > skill - (skill + 2)  # the floor was met

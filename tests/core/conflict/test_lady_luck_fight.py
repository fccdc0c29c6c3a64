"""Lady Luck's fights under each reading of a creature's limit, against recursions written
here from the rules (a d6 enumerated with fractions; never the fight engine).

The book gives a non-player character a number of injuries it can receive before dying.
"survive" (the default) reads it as injuries it lives through, the next one killing it;
"reach" has it die on the injury that reaches the number.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.encounter import Encounter, EncounterMember, SidePolicy
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"



@pytest.fixture(scope="module")
def lady_luck() -> Ruleset:
    return default_registry().get("lady_luck")


def d6_at_least(threshold: int) -> Fraction:
    return Fraction(sum(1 for face in range(1, 7) if face >= threshold), 6)


WREN_HITS = d6_at_least(4 - 1)
"""Wren's attack: d6 + 1 (her weapon) against a small goblin's Defense 4."""
GOBLIN_HITS = d6_at_least(4)
"""A goblin's attack: d6 + 0 against Wren's Defense 4 (medium 3, extra 1)."""


def wren_lives(injuries: int) -> Fraction:
    """Wren's injury roll after a knife (ITM 1): d6 + 1 (Constitution) against
    1 + ITM + her injuries; failing it kills her."""
    return d6_at_least(1 + 1 + injuries - 1)


def _wren(ruleset: Ruleset) -> Combatant:
    character = open_character(SAMPLES / "lady_luck" / "wren-ashdown.yaml")
    return combatant_of(ruleset, ruleset.model.conflicts["fight"], character, PARTY,
                        {"itm": 0, "injuries": 0, "fatigue": 0}, name="Wren", kind="Wren")


def _goblin(ruleset: Ruleset, name: str, limit: int) -> Combatant:
    character = new_character(ruleset, "npc", name)
    return combatant_of(ruleset, ruleset.model.conflicts["fight"], character, OPPOSITION,
                        {"size": "small", "attack": 0, "injury_limit": limit, "itm": 1},
                        name=name, kind=name)


def wren_against(limits: tuple[int, ...], reading: str) -> tuple[Fraction, Fraction]:
    """(P(Wren wins), P(Wren is killed)) against goblins with these injury limits, listed
    in this order. Wren acts first: two attacks at the first goblin standing; then each
    goblin standing makes two attacks at her. A goblin dies on the injury that passes its
    limit ("survive") or reaches it ("reach")."""

    def dies(injuries: int, limit: int) -> bool:
        return injuries > limit if reading == "survive" else injuries >= limit

    State = tuple[int, tuple[int | None, ...]]  # Wren's injuries, each goblin's or None

    def round_from(state: State) -> tuple[Fraction, Fraction, dict[State, Fraction]]:
        """P(Wren wins in this round), P(she dies in it), where it goes on."""
        ways: dict[tuple[State, str], Fraction] = {(state, "on"): Fraction(1)}

        def attack(attacker: int) -> None:
            nonlocal ways
            following: dict[tuple[State, str], Fraction] = {}

            def add(key: tuple[State, str], p: Fraction) -> None:
                if p:  # no way that cannot happen (an injury roll nobody survives)
                    following[key] = following.get(key, Fraction(0)) + p

            for ((wren, goblins), how), p in ways.items():
                if how != "on" or (attacker >= 0 and goblins[attacker] is None):
                    add(((wren, goblins), how), p)
                    continue
                if attacker < 0:  # Wren at the first goblin standing
                    target = next(i for i, g in enumerate(goblins) if g is not None)
                    injured = (goblins[target] or 0) + 1
                    after = list(goblins)
                    after[target] = None if dies(injured, limits[target]) else injured
                    done = "won" if all(g is None for g in after) else "on"
                    add(((wren, tuple(after)), done), p * WREN_HITS)
                    add(((wren, goblins), how), p * (1 - WREN_HITS))
                    continue
                add(((wren, goblins), how), p * (1 - GOBLIN_HITS))
                lives = wren_lives(wren)
                add(((wren + 1, goblins), how), p * GOBLIN_HITS * lives)
                add(((wren, goblins), "dead"), p * GOBLIN_HITS * (1 - lives))
            ways = following

        for _ in range(2):
            attack(-1)
        for goblin in range(len(limits)):
            for _ in range(2):
                attack(goblin)
        won = sum((p for (_, how), p in ways.items() if how == "won"), Fraction(0))
        dead = sum((p for (_, how), p in ways.items() if how == "dead"), Fraction(0))
        going: dict[State, Fraction] = {}
        for (after, how), p in ways.items():
            if how == "on":
                going[after] = going.get(after, Fraction(0)) + p
        return won, dead, going

    @cache
    def value(state: State) -> tuple[Fraction, Fraction]:
        won, dead, going = round_from(state)
        stay = going.pop(state, Fraction(0))
        later = [(p, value(after)) for after, p in going.items()]
        return ((won + sum((p * v[0] for p, v in later), Fraction(0))) / (1 - stay),
                (dead + sum((p * v[1] for p, v in later), Fraction(0))) / (1 - stay))

    return value((0, tuple(0 for _ in limits)))


@pytest.mark.parametrize("reading", ["survive", "reach"])
@pytest.mark.parametrize("limits", [(1,), (2,), (1, 2)])
def test_wren_against_goblins_under_each_reading(lady_luck: Ruleset, limits: tuple[int, ...],
                                                 reading: str) -> None:
    goblins = [_goblin(lady_luck, f"Goblin {chr(65 + i)}", limit)
               for i, limit in enumerate(limits)]
    policies = {} if reading == "survive" else {OPPOSITION: Policy(limit=reading)}
    forecast = forecast_fight(lady_luck, "fight", [_wren(lady_luck), *goblins], policies)
    assert forecast.exact
    wins, killed = wren_against(limits, reading)
    assert forecast.p_party_wins == wins
    assert forecast.p_killed[0] == killed
    assert forecast.p_out[0] == 1 - wins


def test_the_readings_differ_and_the_forecast_names_its_own(lady_luck: Ruleset) -> None:
    fighters = [_wren(lady_luck), _goblin(lady_luck, "Goblin", 2)]
    default = forecast_fight(lady_luck, "fight", fighters)
    reach = forecast_fight(lady_luck, "fight", fighters, {OPPOSITION: Policy(limit="reach")})
    assert default.p_party_wins < reach.p_party_wins  # a goblin lives through one more
    assert ("Limits of the opposition's fighters without a roll: they take as many as the "
            "limit and are out at the next") in default.notes
    assert ("Limits of the opposition's fighters without a roll: out on reaching the "
            "limit") in reach.notes
    assert default.spent == {PARTY: {}, OPPOSITION: {}}  # nothing here is ever spent


def test_the_encounter_file_picks_the_reading(lady_luck: Ruleset) -> None:
    encounter = Encounter(ruleset="lady_luck", name="Ford",
                          party=[EncounterMember(character="wren-ashdown")],
                          opposition=[EncounterMember(template="npc")],
                          policies={"opposition": SidePolicy(limit="reach")})
    assert encounter.policy("opposition").limit == "reach"
    assert encounter.policy("party").limit == ""  # the conflict's default reading
    offered = lady_luck.model.conflicts["fight"].policies.limit
    assert offered == ["survive", "reach"]
    notes = {note.id for note in lady_luck.model.notes}
    assert "npc_limit_reading" in lady_luck.model.conflicts["fight"].notes
    assert "npc_limit_reading" in notes

"""The forecast's move-by-move chain against the fight solved round by round.

The forecast walks a round one move at a time (`move_chain.MoveChain`), so that a point of a
round reached from several rounds' starts is weighed once, and a round that changes
nothing is a cycle through the round's points (solved per strongly connected part, see
`chain`). Here the same fights are solved from `Fight.round` alone (each round's exact
outcomes, checked against recursions from the rules in `test_*_fight.py`) by a recursion
written in the test, with Fractions: the chance the party wins, the expected rounds and
the chance the fight ends in the first round must be equal, to the fraction.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.conflict import forecast as forecast_module
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState, Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.turn_order import RoundByRound, each_round
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"

# Per ruleset: its fight, two player characters (sample, overrides) and an opponent.
CASTS: dict[str, tuple[str, list[tuple[str, dict[str, object]]], tuple[str, dict[str, object]]]] = {
    "maofa": ("fight", [("margot-delacroix", {"fighting": "T", "luck": 1}),
                        ("npc", {"fighting": "A", "defence": "A", "luck": 1})],
              ("npc", {"fighting": "S", "defence": "T", "luck": 1})),
    "lady_luck": ("fight", [("wren-ashdown", {"itm": 1}), ("wren-ashdown", {"itm": 0})],
                  ("npc", {"attack": 1, "injury_limit": 3, "itm": 1})),
    "riskbreaker": ("fight", [("fighter", {}), ("thief", {})], ("guard", {})),
    "adom": ("conflict", [("abigail-zhao", {}), ("bethesda-flushing-phd", {})],
             ("steel-assassin", {"attack": 3, "defend": 2})),
}


def _cast(ruleset: Ruleset) -> list[Combatant]:
    conflict_id, pcs, (source, overrides) = CASTS[ruleset.id]
    conflict = ruleset.model.conflicts[conflict_id]

    def character(name: str):  # type: ignore[no-untyped-def]
        path = SAMPLES / ruleset.id / f"{name}.yaml"
        return open_character(path) if path.exists() else new_character(ruleset, name)

    found = [combatant_of(ruleset, conflict, character(name), PARTY, values,
                          name=f"PC {i + 1}", kind=f"pc{i}")
             for i, (name, values) in enumerate(pcs)]
    found.append(combatant_of(ruleset, conflict, character(source), OPPOSITION, overrides,
                              name="Foe", kind="foe"))
    return found


def _by_rounds(fight: Fight) -> tuple[Fraction, Fraction, Fraction]:
    """(P(party wins), expected rounds, P(over after one round)) from `Fight.round`: each
    state's answer from its round's outcomes, a round that changes nothing divided out."""
    def exact(p: object) -> Fraction:
        return Fraction(int(p.numerator), int(p.denominator))  # type: ignore[attr-defined]

    def solve(order: tuple[int, ...]):  # type: ignore[no-untyped-def]
        @cache
        def value(state: FightState) -> tuple[Fraction, Fraction]:
            if fight.is_over(state):
                return Fraction(fight.party_won(state)), Fraction(0)
            nexts = [(after, exact(p)) for after, p in fight.round(state, order)]
            stay = sum((p for after, p in nexts if after == state), Fraction(0))
            wins = sum((p * value(after)[0] for after, p in nexts if after != state),
                       Fraction(0))
            rounds = 1 + sum((p * value(after)[1] for after, p in nexts if after != state),
                             Fraction(0))
            return wins / (1 - stay), rounds / (1 - stay)
        return value

    wins = rounds = first = Fraction(0)
    for order, start, chance in fight.openings()[0]:
        value = solve(order)
        won, lasted = value(start)
        wins += exact(chance) * won
        rounds += exact(chance) * lasted
        first += exact(chance) * sum((exact(p) for after, p in fight.round(start, order)
                                      if fight.is_over(after)), Fraction(0))
    return wins, rounds, first


@pytest.mark.parametrize("ruleset_id", sorted(CASTS))
def test_the_move_chain_agrees_with_the_rounds(ruleset_id: str) -> None:
    ruleset = default_registry().get(ruleset_id)
    fighters = _cast(ruleset)
    conflict_id = CASTS[ruleset_id][0]
    # The move chain steps a turn order fixed for the fight (Riskbreaker's default order,
    # worked out every round, is stepped a round at a time: test_riskbreaker_turn_order).
    policies = {side: Policy(turns="fixed") for side in (PARTY, OPPOSITION)} \
        if ruleset_id == "riskbreaker" else {}
    forecast = forecast_fight(ruleset, conflict_id, fighters, policies)
    assert forecast.exact
    fight = Fight(ruleset, ruleset.model.conflicts[conflict_id], fighters, policies)
    wins, rounds, first = _by_rounds(fight)
    assert 0 < wins < 1
    assert forecast.p_party_wins == wins
    assert forecast.expected_rounds == rounds
    assert forecast.rounds.get(1, Fraction(0)) == first


def test_the_turn_chain_agrees_with_rounds_worked_out_every_round(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Riskbreaker's turn order worked out every round: the forecast steps a turn at a
    time (`move_chain.TurnChain`, a point reached from several rounds' starts weighed
    once); a recursion over `RoundByRound.round` (each round's every way, weighed anew
    from its start) gives the same chance of winning, expected rounds, first round and
    pool units spent, to the fraction, weighing more moves."""
    made: list[Fight] = []

    class CountedFight(Fight):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(forecast_module, "Fight", CountedFight)
    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    # The Fighter and the Thief tie (level 4, Agility 3: the dice decide between them),
    # as do the two mooks.
    fighters = [combatant_of(ruleset, conflict, open_character(SAMPLES / "riskbreaker"
                                                               / f"{name}.yaml"),
                             PARTY, {"skill": 4, "agility": 3}, name=name, kind=name)
                for name in ("fighter", "thief")]
    fighters += [combatant_of(ruleset, conflict, new_character(ruleset, "townsfolk"),
                              OPPOSITION, {"skill": 2}, name=f"Mook {i}", kind="mook")
                 for i in (1, 2)]
    forecast = forecast_fight(ruleset, "fight", fighters)
    assert forecast.exact
    fight = Fight(ruleset, conflict, fighters, {})
    each = RoundByRound(fight)
    assert each_round(fight)
    assert [len(tie) for tie in each.tied(fight.start())] == [2, 2]

    def exact(p: object) -> Fraction:
        return Fraction(int(p.numerator), int(p.denominator))  # type: ignore[attr-defined]

    @cache
    def value(state: FightState) -> tuple[Fraction, ...]:
        """(P(party wins), expected rounds, expected units spent of each pool by each
        side) from `state`."""
        if fight.is_over(state):
            return (Fraction(fight.party_won(state)), Fraction(0),
                    *(Fraction(0) for _ in range(2 * len(fight.pool_names))))
        nexts = [(after, exact(p)) for after, p in each.round(state)]
        spent = [exact(v) for v in each.spent[state]]
        stay = sum((p for after, p in nexts if after == state), Fraction(0))
        totals = [Fraction(0), Fraction(1), *spent]
        for after, p in nexts:
            if after != state:
                totals = [t + p * v for t, v in zip(totals, value(after), strict=True)]
        return tuple(t / (1 - stay) for t in totals)

    totals = [Fraction(0)] * (2 + 2 * len(fight.pool_names))
    first = Fraction(0)
    openings, opening_spent = fight.openings()
    for _, start, chance in openings:
        totals = [t + exact(chance) * v for t, v in zip(totals, value(start), strict=True)]
        first += exact(chance) * sum((exact(p) for after, p in each.round(start)
                                      if fight.is_over(after)), Fraction(0))
    assert 0 < totals[0] < 1
    assert 0 < made[0].weighed < fight.weighed
    assert forecast.p_party_wins == totals[0]
    assert forecast.expected_rounds == totals[1]
    assert forecast.rounds.get(1, Fraction(0)) == first
    pools = fight.pool_names
    for k, side in enumerate((PARTY, OPPOSITION)):
        for j, name in enumerate(pools):
            if name in forecast.spent[side]:
                assert forecast.spent[side][name] == totals[2 + k * len(pools) + j] \
                    + exact(opening_spent[k * len(pools) + j])

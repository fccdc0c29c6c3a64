"""Identical opponents written with `count: N` fight exactly as N lines of their own.

An encounter line with `count: N` fields N interchangeable fighters, which the engine may
count as a multiset; N lines of the same character are N fighters the engine never merges
(each line is its own kind). The rules are the same, so every exact answer must be the
same fraction: who wins, how long it lasts, what it costs, and each group's chance of
going down. Random small encounters of every ruleset with conflict rules are compared,
and listing fighters in another order changes nothing where no rule reads the listing.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.conflict import fight_rolls as fight_rolls_module
from gm_assistant.core.conflict import hits as hits_module
from gm_assistant.core.conflict import maneuvers as maneuvers_module
from gm_assistant.core.conflict import payments as payments_module
from gm_assistant.core.conflict.encounter import Encounter
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.conflict.forecast import FightForecast
from gm_assistant.core.conflict.scene import forecast_scene
from gm_assistant.core.rules.registry import default_registry

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


def _forecast(ruleset_id: str, conflict: str, party: list[dict[str, Any]],
              opposition: list[dict[str, Any]],
              policies: dict[str, Any] | None = None) -> FightForecast:
    ruleset = default_registry().get(ruleset_id)
    encounter = Encounter.model_validate({
        "ruleset": ruleset_id, "name": "symmetry", "conflict": conflict,
        "party": party, "opposition": opposition, "policies": policies or {}})
    scene = forecast_scene(ruleset, encounter, folders=[SAMPLES / ruleset_id])
    assert scene.fight is not None
    assert scene.fight.exact, "these fights are small enough to solve exactly"
    return scene.fight


def _as_lines(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each `count: N` line written as N lines (the engine never merges lines)."""
    written = []
    for line in lines:
        count = line.get("count", 1)
        for copy in range(count):
            single = {k: v for k, v in line.items() if k != "count"}
            if count > 1:
                single["name"] = f"{line.get('name', line.get('character', 'x'))} {copy + 1}"
            written.append(single)
    return written


def _groups(lines: list[dict[str, Any]]) -> list[int]:
    return [line.get("count", 1) for line in lines]


def _mean_out(forecast: FightForecast, start: int, sizes: list[int]) -> list[Fraction]:
    """Each group's average chance of going down, groups of `sizes` from `start`."""
    found = []
    for size in sizes:
        values = forecast.p_out[start:start + size]
        found.append(sum(values, Fraction(0)) / size)  # type: ignore[arg-type]
        start += size
    return found


def _assert_same(counted: FightForecast, lines: FightForecast, party: list[dict[str, Any]],
                 opposition: list[dict[str, Any]]) -> None:
    assert counted.p_party_wins == lines.p_party_wins
    assert counted.expected_rounds == lines.expected_rounds
    assert counted.rounds == lines.rounds
    assert counted.rounds_beyond == lines.rounds_beyond
    assert counted.spent == lines.spent
    sizes = _groups(party) + _groups(opposition)
    assert _mean_out(counted, 0, sizes) == _mean_out(lines, 0, sizes)


def _random_cases(seed: int) -> list[tuple[str, str, list[dict[str, Any]],
                                           list[dict[str, Any]], dict[str, Any]]]:
    """Small encounters of each ruleset with conflicts: a party of one or two against
    two or three alike opponents (sometimes beside one other), stats drawn at random."""
    rng = random.Random(seed)
    cases = []
    for _ in range(2):
        limit = rng.choice([1, 2])
        cases.append(("lady_luck", "fight", [{"character": "wren-ashdown",
                                             "set": {"itm": rng.choice([0, 1])}}],
                      [{"template": "npc", "name": "Goblin", "count": 2,
                        "set": {"size": "small", "attack": rng.choice([0, 1]),
                                "injury_limit": limit, "itm": 0}}], {}))
        cases.append(("maofa", rng.choice(["fight", "slugfest"]),
                      [{"character": "margot-delacroix",
                        "set": {"fighting": rng.choice(["A", "T"]),
                                "luck": rng.choice([0, 1, 2])}}],
                      [{"template": "npc", "name": "Thief", "count": rng.choice([2, 3]),
                        "set": {"fighting": rng.choice(["D", "A"]), "luck": 0}}],
                      {"party": {"target": rng.choice(["weakest", "spread"])}}))
        cases.append(("adom", "conflict", [{"character": "voltaire"}],
                      [{"template": "mook", "name": "Goon", "count": 2,
                        "set": {"attack": rng.choice([0, 1]), "defend": 0}}],
                      {"party": {"target": rng.choice(["weakest", "spread"]),
                                 "spend": "never"},
                       "opposition": {"target": "spread", "spend": "never"}}))
        cases.append(("riskbreaker", "fight", [{"character": "fighter"}],
                      [{"template": "townsfolk", "name": "Pike", "count": 2}],
                      {"party": {"risk": rng.choice([1, 2])}}))
    return cases


@pytest.mark.parametrize("case", _random_cases(2026), ids=lambda c: f"{c[0]}-{c[1]}")
def test_count_equals_lines(case: tuple[str, str, list[dict[str, Any]],
                                        list[dict[str, Any]], dict[str, Any]]) -> None:
    ruleset_id, conflict, party, opposition, policies = case
    counted = _forecast(ruleset_id, conflict, party, opposition, policies)
    lines = _forecast(ruleset_id, conflict, _as_lines(party), _as_lines(opposition),
                      policies)
    _assert_same(counted, lines, party, opposition)


def _keep_every_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """The chain without merging: states kept as they are, an out fighter keeping what
    it had (a plain replacement of one fighter, written here)."""
    def replaced(state: FightState, index: int, *, out: bool | int | None = None,
                 mask: int | None = None, pools: tuple[int, ...] | None = None,
                 ) -> FightState:
        old_out, old_mask, old_pools = state[index]
        fighter = (old_out if out is None else int(out), old_mask if mask is None else mask,
                   old_pools if pools is None else pools)
        return (*state[:index], fighter, *state[index + 1:])

    monkeypatch.setattr(Fight, "canonical", lambda self, state, order: state)
    for module in (maneuvers_module, hits_module, payments_module,  # each changing a state
                   fight_rolls_module):
        monkeypatch.setattr(module, "changed", replaced)


@pytest.mark.parametrize("case", _random_cases(7), ids=lambda c: f"{c[0]}-{c[1]}")
def test_merging_never_changes_an_answer(
        case: tuple[str, str, list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The chain with states merged and the chain with every state kept as it is agree."""
    ruleset_id, conflict, party, opposition, policies = case
    merged = _forecast(ruleset_id, conflict, party, opposition, policies)
    _keep_every_state(monkeypatch)
    kept = _forecast(ruleset_id, conflict, party, opposition, policies)
    assert merged.states <= kept.states
    _assert_same(merged, kept, party, opposition)


RISKBREAKER_ORDERS = [
    # The turn order worked out every round (the default): the Pikes tie on skill level
    # and Agility, so the d10 orders them anew each round, until the Fighter's Skill
    # Damage moves one of them down the order.
    ([{"character": "fighter", "set": {"skill": 3}}],
     [{"template": "townsfolk", "name": "Pike", "count": 2}],
     {"party": {"risk": 2, "maneuver": "skill"}, "opposition": {"risk": 2}}),
    # Two alike guards and the Ranger at their level: ties between the sides go to the
    # side with less Advantage, within the guards to the dice.
    ([{"character": "ranger", "set": {"skill": 3}}],
     [{"template": "townsfolk", "name": "Guard", "count": 2, "set": {"skill": 3}}],
     {"party": {"maneuver": "skill"}, "opposition": {"broke": "decrease"}}),
]


@pytest.mark.parametrize("case", RISKBREAKER_ORDERS, ids=["pikes", "guards"])
def test_count_equals_lines_with_the_order_worked_out_every_round(
        case: tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Riskbreaker's rounds each ordered afresh (`turn_order`): `count: 2` and two lines
    agree, and so do the merged chain and the chain that keeps every state."""
    party, opposition, policies = case
    counted = _forecast("riskbreaker", "fight", party, opposition, policies)
    assert any(note.startswith("Turn order: worked out again") for note in counted.notes)
    lines = _forecast("riskbreaker", "fight", _as_lines(party), _as_lines(opposition),
                      policies)
    _assert_same(counted, lines, party, opposition)
    assert counted.p_draw == lines.p_draw
    _keep_every_state(monkeypatch)
    kept = _forecast("riskbreaker", "fight", party, opposition, policies)
    assert counted.states <= kept.states
    _assert_same(counted, kept, party, opposition)


def test_goblins_at_the_ford_count_equals_lines() -> None:
    """The shipped sample's two goblins, as `count: 2` and as two lines."""
    goblin = {"template": "npc", "name": "Goblin",
              "set": {"size": "small", "attack": 0, "injury_limit": 2, "itm": 0}}
    party = [{"character": "wren-ashdown", "set": {"itm": 1}}]
    counted = _forecast("lady_luck", "fight", party, [{**goblin, "count": 2}])
    lines = _forecast("lady_luck", "fight", party, [goblin, {**goblin, "name": "Goblin B"}])
    _assert_same(counted, lines, party, [{**goblin, "count": 2}])


def test_an_injured_opponent_is_weaker_whatever_the_listing() -> None:
    """Harm kept as counters counts towards "weakest": a goblin that dies at its second
    injury is closer to going out than one that dies at its third, wherever it is listed.
    The two attack alike, so no other rule reads their order."""
    def goblin(name: str, limit: int) -> dict[str, Any]:
        return {"template": "npc", "name": name,
                "set": {"size": "small", "attack": 0, "injury_limit": limit, "itm": 0}}

    party = [{"character": "wren-ashdown", "set": {"itm": 1}}]
    frail, tough = goblin("Frail", 2), goblin("Tough", 3)
    first = _forecast("lady_luck", "fight", party, [frail, tough])
    second = _forecast("lady_luck", "fight", party, [tough, frail])
    assert first.p_party_wins == second.p_party_wins
    assert first.expected_rounds == second.expected_rounds
    assert first.p_out[1:] == second.p_out[2:0:-1]


def test_out_fighters_are_counted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a fighter kept when it went out is forgotten: thieves who spend their luck
    leave one state when out, whatever luck they had left. The chain without that
    merging (every state kept as it is) gives the same fractions through more states."""
    party = [{"character": "margot-delacroix", "set": {"fighting": "T", "luck": 0}}]
    thieves = [{"template": "npc", "name": "Thief", "count": 2,
                "set": {"fighting": "A", "luck": 1}}]
    policies = {"opposition": {"spend": "always"}}
    merged = _forecast("maofa", "fight", party, thieves, policies)
    _keep_every_state(monkeypatch)
    kept = _forecast("maofa", "fight", party, thieves, policies)
    assert merged.p_party_wins == kept.p_party_wins
    assert merged.expected_rounds == kept.expected_rounds
    assert merged.spent == kept.spent
    assert merged.p_out == kept.p_out
    assert merged.states < kept.states

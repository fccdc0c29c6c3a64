"""Bookkeeping at the table: what a rolled check charges and whose outcome is whose.

Each case rolls real (seeded) dice through the core roller the Table uses, then works out
what the rulebook says should happen from the faces and outcomes in the record, here, by
hand: free invocations cost nothing (Fate), each action of a multiple action keeps its
own effect (MAoFA), a helper's outcome is the helper's, not the one who acts.
"""

from __future__ import annotations

import random

import pytest

from gm_assistant.core.play import apply_effects
from gm_assistant.core.play.roller import RollRecord, roll_check
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry


@pytest.fixture(scope="module")
def adom() -> Ruleset:
    return default_registry().get("adom")


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


def _seeded(ruleset: Ruleset, check: str, inputs: dict[str, object], wanted,  # type: ignore[no-untyped-def]
            ) -> RollRecord:
    """The first of seeds 0..4999 whose record `wanted` accepts."""
    for seed in range(5000):
        record = roll_check(ruleset, check, inputs, random.Random(seed))
        if wanted(record):
            return record
    raise AssertionError("no seed gives the case")


def _invocations(total: int, skill: int, difficulty: int, budget: int) -> int:
    """Fate: +2 an invocation, invoking while the margin is below 1, within the budget."""
    margin = total + skill - difficulty
    used = 0
    while margin < 1 and used < budget:
        margin += 2
        used += 1
    return used


@pytest.mark.parametrize(("fate_points", "aspects", "free", "charged"),
                         [(2, 1, 1, 0), (2, 2, 0, 1), (2, 2, 1, 0)])
def test_a_free_invocation_costs_no_fate_point(adom: Ruleset, fate_points: int,
                                               aspects: int, free: int, charged: int) -> None:
    """One invocation was enough: it is free when there was a free one (2 -> 2), else it
    costs a fate point (2 -> 1)."""
    inputs = {"skill": 1, "difficulty": 2, "fate_points": fate_points, "aspects": aspects,
              "free_invokes": free}
    budget = min(fate_points, aspects) + free
    record = _seeded(adom, "overcome", inputs, lambda r: _invocations(
        r.attempts[-1].dice["roll"].total, 1, 2, budget) == 1)
    assert record.attempts[-1].bonus_spent == 1
    assert record.spent == ({"fate_points": charged} if charged else {})
    resources = {"Abigail": {"fate_points": fate_points}}
    apply_effects(adom, record.outcome, "Abigail", resources, {}, record.spent)
    assert resources["Abigail"]["fate_points"] == fate_points - charged


def _luck_after(ruleset: Ruleset, luck: int, initial: int, outcomes: list[str]) -> int:
    """MAoFA by hand: a lucky streak adds a treat, a morale boost the initial luck, out of
    luck empties the stack; at most the resource's declared maximum."""
    top = ruleset.model.resources["luck"].max
    for outcome in outcomes:
        if outcome == "lucky_streak":
            luck += 1
        elif outcome == "morale_boost":
            luck += initial
        elif outcome == "out_of_luck":
            luck = 0
        luck = min(luck, top)
    return luck


def test_each_of_multiple_actions_keeps_its_own_effect(maofa: Ruleset) -> None:
    """A lucky streak on the first of two actions earns its treat even when the second
    action's outcome is what the turn ends on."""
    inputs = {"trait": "P", "difficulty": "easy", "actions": 2, "luck": 0}
    record = _seeded(maofa, "multiple_actions", inputs,
                     lambda r: len(r.results) == 2 and r.results[0] == "lucky_streak"
                     and r.results[1] != "lucky_streak")
    assert record.combine == "in_order"
    assert record.own_outcomes() == list(record.results)
    assert record.helpers_outcomes() == []
    resources = {"Margot": {"luck": 3}}
    for position, outcome in enumerate(record.own_outcomes()):
        apply_effects(maofa, outcome, "Margot", resources, {"initial_luck": 27},
                      record.spent if position == 0 else None)
    assert resources["Margot"]["luck"] == _luck_after(maofa, 3, 27, list(record.results))
    assert resources["Margot"]["luck"] >= 4  # the streak's treat was not lost


def test_a_helpers_outcome_is_the_helpers_not_the_actors(maofa: Ruleset) -> None:
    """Combining forces: the helper runs out of luck while the one who acts succeeds;
    the group fails (everyone must succeed), but the actor's luck stays (5 -> 5)."""
    inputs = {"trait": "T", "difficulty": "difficult", "helpers": 1, "helper_trait": "D",
              "luck": 0}
    record = _seeded(maofa, "combining_forces", inputs,
                     lambda r: r.results == ("success", "out_of_luck"))
    assert record.outcome == "out_of_luck"  # the worst: the whole task fails
    assert record.own_outcomes() == ["success"]
    assert record.helpers_outcomes() == ["out_of_luck"]
    resources = {"Margot": {"luck": 5}, "Bo": {"luck": 4}}
    for outcome in record.own_outcomes():
        apply_effects(maofa, outcome, "Margot", resources, {"initial_luck": 27})
    for outcome in record.helpers_outcomes():
        apply_effects(maofa, outcome, "Bo", resources, {"initial_luck": 20})
    assert resources == {"Margot": {"luck": 5}, "Bo": {"luck": 0}}


def test_a_single_roll_keeps_its_one_outcome(maofa: Ruleset) -> None:
    record = roll_check(maofa, "skill_test", {"trait": "A", "difficulty": "moderate"},
                        random.Random(3))
    assert record.own_outcomes() == [record.outcome] == list(record.results)
    assert record.combine is None


# -- the rhythms of play: table actions ---------------------------------------------------

def test_an_out_round_brings_luck_back_to_the_initial_luck(maofa: Ruleset) -> None:
    """MAoFA: after an out round, whoever has less than their initial luck starts the next
    scene with it; whoever has more keeps it."""
    from gm_assistant.core.play import apply_table_action

    resources: dict[str, dict[str, int]] = {"Ann": {"luck": 2}, "Bo": {"luck": 30},
                                            "Cy": {"luck": 0}}
    sheet = {"Ann": {"initial_luck": 12}, "Bo": {"initial_luck": 9}, "Cy": {}}
    changes = apply_table_action(maofa, "out_round", "Ann", resources, sheet)  # type: ignore[arg-type]
    assert resources == {"Ann": {"luck": 12}, "Bo": {"luck": 30}, "Cy": {"luck": 0}}
    assert [(c.who, c.before, c.after) for c in changes] == [("Ann", 2, 12)]


def test_a_new_session_refreshes_fate_points_as_the_book_says(adom: Ruleset) -> None:
    """The book's examples: 5 points and refresh 2 start with 5; 1 point and refresh 3
    start with 3. A concession gives the one who concedes a fate point."""
    from gm_assistant.core.play import apply_table_action

    resources: dict[str, dict[str, int]] = {"Ana": {"fate_points": 5},
                                            "Ben": {"fate_points": 1}}
    sheet = {"Ana": {"refresh": 2}, "Ben": {"refresh": 3}}
    apply_table_action(adom, "session_start", "Ana", resources, sheet)  # type: ignore[arg-type]
    assert resources == {"Ana": {"fate_points": 5}, "Ben": {"fate_points": 3}}
    apply_table_action(adom, "concession", "Ben", resources, sheet)  # type: ignore[arg-type]
    assert resources == {"Ana": {"fate_points": 5}, "Ben": {"fate_points": 4}}


def test_a_table_action_with_a_broken_formula_is_located() -> None:
    from gm_assistant.core.errors import RulesetError
    from gm_assistant.core.paths import rulesets_dir
    from gm_assistant.core.rules.loader import load_ruleset_bytes

    text = (rulesets_dir() / "maofa.yaml").read_text(encoding="utf-8")
    broken = text.replace('set: "max(luck, initial_luck)"', 'set: "max(luck, initial_lcuk)"')
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(broken.encode(), "maofa.yaml")
    problem = caught.value.problems[0]
    line = next(n for n, text_line in enumerate(broken.splitlines(), 1)
                if "initial_lcuk" in text_line)
    assert problem.line == line and "initial_lcuk" in problem.message

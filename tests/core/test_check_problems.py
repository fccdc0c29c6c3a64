"""Problems with a check as a whole (its outcomes, its spends beside its bands or its
group, how many combinations of dice one roll walks) and with its values and outcome
rule: each is reported, located in the check, and the load fails. The counts in the
messages are worked out here from the dice written in the test."""

from __future__ import annotations

import pytest

from gm_assistant.core.errors import GMAssistantError
from tests.core.test_loader_errors import BASE, line_of, mutate, problems_of
from tests.core.test_pools import _load
from tests.core.test_pools_again import AGAIN
from tests.core.test_push_beside import GROUP

BONUS = "      - {kind: bonus, adds: 1, variable: grit, budget: 1, until: success}\n"


def _problems(ruleset_id: str, body: str) -> str:
    with pytest.raises(GMAssistantError) as caught:
        _load(ruleset_id, body)
    text = str(caught.value)
    assert f"{ruleset_id}.yaml:" in text
    return text


def _with_spend(body: str, spend: str) -> str:
    marker = "\n    outcome:\n"  # the check's own, not a second roll's
    assert body.count(marker) == 1
    return body.replace(marker, "\n    spend:\n" + spend + marker[1:])


def test_an_outcome_listed_twice() -> None:
    body = AGAIN.replace("outcomes: [failure, success, critical]",
                         "outcomes: [failure, success, failure, critical]")
    assert "an outcome is listed twice" in _problems("twice", body)


def test_a_bonus_spend_beside_roll_again_bands() -> None:
    text = _problems("bonus_again", _with_spend(AGAIN, BONUS))
    assert "a bonus spend cannot be combined with 'roll_again' bands" in text


def test_a_push_beside_roll_again_bands() -> None:
    push = "      - {kind: push, pool: pool, keep: [6], while_outcome: [failure], budget: 1}\n"
    text = _problems("push_again", _with_spend(AGAIN, push))
    assert "a push cannot be combined with 'roll_again' or 'reroll' bands" in text
    assert "no pool 'pool' in this check's roll (pools: none)" in text  # its first roll


def test_a_bonus_spend_in_an_in_order_group() -> None:
    body = GROUP.replace("COMBINE", "in_order").replace(
        "budget: pushes}\n", "budget: pushes}\n" + BONUS)
    text = _problems("order_bonus", body)
    assert "'in_order' groups support reroll spends only, not bonus spends" in text


def test_a_second_roll_that_makes_a_roll_walk_too_many_combinations() -> None:
    # d20, then d4 + d100 + d50 on a natural 20: 20 * (4 * 100 * 50) = 400,000 > 250,000.
    body = AGAIN.replace("""              burst: {dice: dice + keen, die: d6,
                      values: {sixes: {faces: [6]}, hits: {at_least: 5}}}""",
                         """              hits: d100
              sixes: d50""")
    first, second = 20, 4 * 100 * 50
    assert first * second > 250_000
    text = _problems("costly", body)
    assert (f"may walk about {first * second:,} combinations of dice "
            f"({first:,} × {second:,}, the first roll by its second rolls)") in text


# --- values and outcome rules (the small ruleset of test_loader_errors) ------------------

@pytest.mark.parametrize(("change", "expected", "at"), [
    (("      score: roll + size\n", "      score: roll + size\n      stat: 1\n"),
     "the value 'stat' reuses the name of an input or roll", "stat: 1"),
    (("      band: {chart: target, row: mine, column: theirs}\n",
      "      band: {chart: target, row: mine, column: theirs}\n"
      "      verdict: {chart: resolve, row: band, column: roll}\n"),
     "this chart holds outcomes: use it in 'outcome', not in values", "verdict:"),
    (("easier: {shift: stat, by: bonus}", "easier: {shift: bonus, by: 1}"),
     "'bonus' is not a level of a scale, so it cannot shift", "easier:"),
    (("outcome: {chart: resolve, row: band, column: roll}", "outcome: {chart: size, row: mine}"),
     "the chart 'size' does not hold outcomes", "outcome: {chart: size"),
    (("    label: Contest\n    outcomes: [miss, hit]", "    label: Contest\n    outcomes: [miss]"),
     "the chart can give 'hit', which the check does not list in its outcomes",
     "outcome: {chart: resolve"),
    (("- {when: score >= 5, outcome: hit}", "- {when: score >= 5, reroll: [dice]}"),
     "'dice' is not a roll of this check (rolls: roll)", "reroll: [dice]"),
])
def test_a_values_or_outcome_rules_problem_is_located(change: tuple[str, str], expected: str,
                                                       at: str) -> None:
    text = mutate(BASE, change)
    found = [p for p in problems_of(text) if expected in p.message]
    assert found, problems_of(text)
    assert found[0].line == line_of(text, at)


def test_a_measure_label_for_no_measure() -> None:
    marker = "    measures: {margin: skill - first}\n"
    assert AGAIN.count(marker) == 1
    body = AGAIN.replace(marker, marker + "    measure_labels: {margen: Margen}\n")
    text = _problems("label_nothing", body)
    assert "'margen' is not one of this check's measures (margin)" in text
    from tests.core.test_pools import HEAD

    whole = HEAD.format(id="label_nothing") + body
    assert text.startswith(f"label_nothing.yaml:{line_of(whole, 'margen: Margen')}:")


def test_a_measure_label_is_shown_for_its_measure() -> None:
    from gm_assistant.core.play.measured import measures_text
    from tests.core.test_pools import _load

    marker = "    measures: {margin: skill - first}\n"
    ruleset = _load("labelled", AGAIN.replace(
        marker, marker + "    measure_labels: {margin: Margen de éxito}\n"))
    spec = ruleset.checks["attack"]
    assert spec.measure_labels == {"margin": "Margen de éxito"}
    assert measures_text(spec, {"skill": 12, "first": 5}) == "Margen de éxito 7"

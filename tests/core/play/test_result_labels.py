"""Results name what they show with the ruleset's labels, not the checks' internal keys."""

from __future__ import annotations

from gm_assistant.core.play import lookup
from gm_assistant.core.play.lookup import chart_path
from gm_assistant.core.rules.registry import default_registry


def test_a_lady_luck_attack_names_the_chart_it_read() -> None:
    """A medium target's default Defense is 3 on the book's size table; the path shows it
    under the chart's label, where it used to say `base_defense: 3`."""
    ruleset = default_registry().get("lady_luck")
    spec = ruleset.checks["attack"]
    result = lookup(ruleset, "attack", {"target_size": "medium"}, {"roll": 4})
    path = chart_path(spec, result.values)
    assert "base_defense" not in path
    assert path == f"{ruleset.charts['size_defense'].label}: 3"


def test_measures_of_a_looked_up_roll_follow_the_rules() -> None:
    """AdOM attack: shifts are the margin over the defence, never below 0; defend counts
    the shifts taken. Worked out here for every 4dF total."""
    from gm_assistant.core.play.measured import measured, measures_text

    ruleset = default_registry().get("adom")
    for check, expected in (("attack", lambda m: {"shifts": max(m, 0)}),
                            ("defend", lambda m: {"shifts_taken": max(-m, 0)})):
        spec = ruleset.checks[check]
        for roll in range(-4, 5):
            result = lookup(ruleset, check, {"skill": 2, "difficulty": 3}, {"roll": roll})
            margin = roll + 2 - 3
            assert measured(spec, result.values) == expected(margin)
    spec = ruleset.checks["attack"]
    values = lookup(ruleset, "attack", {"skill": 2, "difficulty": 1}, {"roll": 2}).values
    # AdOM (a Spanish ruleset) names its measures in Spanish; one without a label shows
    # its name tidied.
    assert measures_text(spec, values) == "Aumentos 3"
    defend = ruleset.checks["defend"]
    values = lookup(ruleset, "defend", {"skill": 0, "difficulty": 2}, {"roll": -1}).values
    assert measures_text(defend, values) == "Aumentos recibidos 3"
    riskbreaker = default_registry().get("riskbreaker")
    spec = next(spec for spec in riskbreaker.checks.values() if spec.measures
                and not spec.measure_labels and spec.measures[0][0] == "success_level")
    assert measures_text(spec, {**{name: 0 for name in spec.referenced},
                                "effective": 7, "roll": 4}).startswith("Success level 3")
    maofa = default_registry().get("maofa")
    assert measures_text(maofa.checks["skill_test"], {"roll": 7}) == ""

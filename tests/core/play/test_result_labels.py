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

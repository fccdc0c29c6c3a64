"""Every chart a GM can change as a house rule is read by something, or says it is not.

A chart no check, sheet field, harm rule or conflict reads changes no number when it is
edited in the Charts area: Riskbreaker's "chance of success" chart once sat beside the
skill roll's hard-coded bands. The shipped files are read here as plain YAML, and every
`chart:` outside the charts section counts as a reading.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

RULESETS = Path(__file__).resolve().parents[3] / "rulesets"
SHIPPED = sorted(p.stem for p in RULESETS.glob("*.yaml"))

# Tables kept for the GM to read, which no rule of the app can read: their description
# says so in the Charts area.
REFERENCE_CHARTS = {
    ("adom", "sample_approaches"),  # the sample archetypes' approaches
    ("adom", "difficulty_guide"),  # a guide for picking the opposition
    ("riskbreaker", "item_effects"),  # Risk costs, some per use or a formula of X
}


def charts_read(node: Any) -> set[str]:
    """Every chart named by a `chart:` key anywhere in `node`."""
    found: set[str] = set()
    if isinstance(node, dict):
        if isinstance(node.get("chart"), str):
            found.add(node["chart"])
        for value in node.values():
            found |= charts_read(value)
    elif isinstance(node, list):
        for item in node:
            found |= charts_read(item)
    return found


def test_the_shipped_rulesets_are_all_here() -> None:
    assert SHIPPED == ["adom", "lady_luck", "maofa", "mastery_d20", "riskbreaker"]


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_every_chart_is_read_or_says_it_is_a_reference(ruleset_id: str) -> None:
    raw = yaml.safe_load((RULESETS / f"{ruleset_id}.yaml").read_text(encoding="utf-8"))
    charts = raw.get("charts", {})
    read = charts_read({k: v for k, v in raw.items() if k != "charts"})
    assert read <= set(charts), read - set(charts)
    unread = {(ruleset_id, c) for c in charts if c not in read}
    assert unread == {r for r in REFERENCE_CHARTS if r[0] == ruleset_id}
    for _, chart in unread:
        assert charts[chart].get("description"), f"{chart} does not say it is a reference"


def test_the_walk_finds_a_chart_read_deep_in_a_check() -> None:
    check = {"checks": {"c": {"values": {"t": {"chart": "x", "row": "r"}},
                              "outcome": {"bands": [{"else": "f"}]}}},
             "sheet": {"sections": [{"fields": [{"id": "p", "chart": "y", "row": "l"}]}]}}
    assert charts_read(check) == {"x", "y"}

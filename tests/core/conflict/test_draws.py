"""Fights where both sides go down in the same round are reported as draws.

Riskbreaker's conflict counters deal Kill Damage to every fighter still standing at the
end of a round, so two townsfolk can take each other out at once. In a duel the chances
must add up: each fighter is out when the other wins or both go down, so
P(draw) = P(A out) + P(B out) - 1 and P(party wins) = P(B out) - P(draw).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.conflict.encounter import Encounter
from gm_assistant.core.conflict.estimate import Estimate
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.scene import forecast_scene
from gm_assistant.core.rules.registry import default_registry

DUEL = {"schema_version": 1, "kind": "encounter", "ruleset": "riskbreaker",
        "name": "Two townsfolk", "conflict": "fight",
        "party": [{"template": "townsfolk", "name": "Farmer"}],
        "opposition": [{"template": "townsfolk", "name": "Miller"}]}


def _duel() -> tuple[object, str, list[object]]:
    ruleset = default_registry().get("riskbreaker")
    scene = forecast_scene(ruleset, Encounter.model_validate(DUEL))
    return ruleset, scene.conflict, list(scene.combatants)


def test_a_duel_where_both_can_go_down_adds_up() -> None:
    ruleset, conflict, fighters = _duel()
    forecast = forecast_fight(ruleset, conflict, fighters)  # type: ignore[arg-type]
    assert forecast.exact
    farmer, miller = forecast.p_out
    assert isinstance(forecast.p_draw, Fraction) and forecast.p_draw > 0
    assert forecast.p_draw == farmer + miller - 1  # type: ignore[operator]
    assert forecast.p_party_wins == miller - forecast.p_draw  # type: ignore[operator]


def test_the_simulated_draws_hold_the_exact_chance() -> None:
    """The seeded estimate of the same duel (margin widened to 99.9%, as in
    test_simulation: a fixed seed's 95% interval misses one time in twenty)."""
    ruleset, conflict, fighters = _duel()
    exact = forecast_fight(ruleset, conflict, fighters)  # type: ignore[arg-type]
    guess = forecast_fight(ruleset, conflict, fighters,  # type: ignore[arg-type]
                           simulate_only=True).p_draw
    assert isinstance(guess, Estimate)
    assert abs(float(exact.p_draw) - guess.value) <= guess.margin * 3.2905 / 1.96


def test_the_command_line_reports_draws(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "duel.yaml"
    path.write_text(json.dumps(DUEL), encoding="utf-8")  # JSON is YAML
    assert main(["encounter", str(path)]) == 0
    assert "P(both sides go down, nobody wins):" in capsys.readouterr().out
    assert main(["encounter", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    first, second = (Fraction(c["p_out"]) for c in document["combatants"])
    assert Fraction(document["p_draw"]) == first + second - 1 > 0

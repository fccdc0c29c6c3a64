"""The chances a round's turns work out are shared objects (`SharedChances`): the chain
and the rounds' walk look every transition's chance up by hash, which a rational works out
once per object. Counts of objects only, never the clock."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import gm_assistant.core.conflict.exact_forecast as exact_forecast_module
from gm_assistant.core.conflict.chain import absorb
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.encounter import read_encounter, resolve_encounter
from gm_assistant.core.conflict.exact import fraction, rational
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.scene import character_folders
from gm_assistant.core.conflict.turn_order import SharedChances
from gm_assistant.core.rules.registry import default_registry

ROOT = Path(__file__).resolve().parents[3]


def test_shared_chances_are_the_operations_values_one_object_each() -> None:
    chances = SharedChances()
    p, q = rational(Fraction(5, 36)), rational(Fraction(7, 12))
    product = chances.times(p, q)
    assert fraction(product) == Fraction(5, 36) * Fraction(7, 12)
    # Equal operands, other objects: the same object back.
    assert chances.times(rational(Fraction(5, 36)), rational(Fraction(7, 12))) is product
    total = chances.plus(p, q)
    assert fraction(total) == Fraction(5, 36) + Fraction(7, 12)
    assert chances.plus(rational(Fraction(5, 36)), rational(Fraction(7, 12))) is total
    assert fraction(chances.share(3)) == Fraction(1, 3)
    assert chances.share(3) is chances.share(3)


def test_the_bridge_chain_has_few_chance_objects(monkeypatch: pytest.MonkeyPatch) -> None:
    """Riskbreaker's bridge sample (its order worked out every round, a turn at a time):
    far fewer chance objects than transitions, each value a handful of objects at most."""
    path = ROOT / "resources" / "encounters" / "riskbreaker-bridge.yaml"
    encounter, document = read_encounter(path)
    ruleset = default_registry().get(encounter.ruleset)
    conflict, combatants = resolve_encounter(ruleset, encounter, document,
                                             character_folders(ruleset, path))
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    chances: list[Any] = []

    def absorbing(start: Any, step: Any, *args: Any, **kwargs: Any) -> Any:
        def recorded(state: Any) -> Any:
            found = step(state)
            chances.extend(p for _, p in found)
            return found
        return absorb(start, recorded, *args, **kwargs)

    monkeypatch.setattr(exact_forecast_module, "absorb", absorbing)
    assert forecast_fight(ruleset, conflict, combatants, policies, fights=1).exact
    objects = len({id(p) for p in chances})
    values = len(set(chances))
    assert len(chances) > 10_000
    assert objects * 20 < len(chances)
    assert objects < 300 * values

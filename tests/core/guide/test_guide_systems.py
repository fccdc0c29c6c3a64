"""Two systems written from rulesets/README.md alone, checked against brute-force oracles.

two_d6_stat.yaml: a PbtA-style "2d6 + stat" move (6- miss, 7-9 weak hit, 10+ strong hit)
and the same move with an ally's help (+1).

d6_pool.yaml: a Blades-style action roll, a pool of 1-4 d6 keeping the highest (1-3
failure, 4-5 partial, 6 success, two or more 6s critical), plus one check per pool size
written with Nd6kh1 (no criticals) and the zero-dice roll (2d6 keep the lowest).

The oracles below follow the rules in words, not the YAML formulas: they roll exactly the
dice the rule says (itertools.product over the faces) and count with Fractions. Every check
in each file must have an oracle, and every input combination is compared.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

HERE = Path(__file__).parent
D6 = range(1, 7)

Oracle = Callable[..., dict[str, Fraction]]


def distribution(n_dice: int, classify: Callable[[tuple[int, ...]], str]) -> dict[str, Fraction]:
    """Roll n_dice d6 in every way, classify each roll, return outcome -> probability."""
    rolls = itertools.product(D6, repeat=n_dice)
    counts: Counter[str] = Counter(classify(faces) for faces in rolls)
    total = 6**n_dice
    return {key: Fraction(n, total) for key, n in counts.items()}


# --- 2d6 + stat -------------------------------------------------------------------------


def pbta_band(total: int) -> str:
    if total >= 10:
        return "strong_hit"
    if total >= 7:
        return "weak_hit"
    return "miss"


def oracle_move(stat: int, forward: int) -> dict[str, Fraction]:
    return distribution(2, lambda f: pbta_band(sum(f) + stat + forward))


def oracle_help(stat: int, forward: int, helpers: int) -> dict[str, Fraction]:
    return distribution(2, lambda f: pbta_band(sum(f) + stat + forward + helpers))


# --- d6 pool ------------------------------------------------------------------------------


def pool_result(faces: tuple[int, ...], criticals: bool = True) -> str:
    if criticals and faces.count(6) >= 2:
        return "critical"
    top = max(faces)
    if top == 6:
        return "success"
    if top >= 4:
        return "partial"
    return "failure"


def oracle_action(dice: int) -> dict[str, Fraction]:
    return distribution(dice, pool_result)


def oracle_fixed_pool(n: int) -> Oracle:
    return lambda: distribution(n, lambda f: pool_result(f, criticals=False))


def oracle_zero_dice() -> dict[str, Fraction]:
    # an empty pool: roll two dice and keep the lowest; no criticals
    return distribution(2, lambda f: pool_result((min(f),), criticals=False))


STAT = range(-2, 4)
FORWARD = range(-1, 2)

# file -> check -> (input domains, oracle)
SYSTEMS: dict[str, dict[str, tuple[dict[str, range], Oracle]]] = {
    "two_d6_stat.yaml": {
        "move": ({"stat": STAT, "forward": FORWARD}, oracle_move),
        "help": ({"stat": STAT, "forward": FORWARD, "helpers": range(0, 2)}, oracle_help),
    },
    "d6_pool.yaml": {
        "action": ({"dice": range(1, 5)}, oracle_action),
        "action_1": ({}, oracle_fixed_pool(1)),
        "action_2": ({}, oracle_fixed_pool(2)),
        "action_3": ({}, oracle_fixed_pool(3)),
        "action_4": ({}, oracle_fixed_pool(4)),
        "zero_dice": ({}, oracle_zero_dice),
    },
}


def raw(file: str) -> dict[str, Any]:
    doc: dict[str, Any] = yaml.safe_load((HERE / file).read_text(encoding="utf-8"))
    return doc


def declared_inputs(doc: dict[str, Any], check_id: str) -> dict[str, range]:
    """The inputs a check declares in the YAML, as ranges of whole numbers."""
    result: dict[str, range] = {}
    for name, spec in (doc["checks"][check_id].get("inputs") or {}).items():
        if "range" in spec:
            bounds = spec["range"]
        else:
            bounds = doc["scales"][spec["scale"]]["range"]
        result[name] = range(bounds["min"], bounds["max"] + 1)
    return result


def cases() -> Iterator[tuple[str, str, dict[str, int]]]:
    for file, checks in SYSTEMS.items():
        for check_id, (domains, _) in checks.items():
            names = list(domains)
            for values in itertools.product(*(domains[n] for n in names)):
                yield file, check_id, dict(zip(names, values, strict=True))


@pytest.mark.parametrize("file", list(SYSTEMS))
def test_every_check_has_an_oracle_with_the_declared_inputs(file: str) -> None:
    doc = raw(file)
    assert set(doc["checks"]) == set(SYSTEMS[file])
    for check_id, (domains, _) in SYSTEMS[file].items():
        assert declared_inputs(doc, check_id) == domains, check_id


@pytest.mark.parametrize("file", list(SYSTEMS))
def test_loads(file: str) -> None:
    ruleset = load_ruleset(HERE / file)
    assert ruleset is not None


@functools.cache
def ruleset_for(file: str) -> Any:
    return load_ruleset(HERE / file)


@pytest.mark.parametrize(
    ("file", "check_id", "inputs"),
    list(cases()),
    ids=lambda v: v if isinstance(v, str) else ",".join(f"{k}={x}" for k, x in v.items()) or "-",
)
def test_odds_match_brute_force(file: str, check_id: str, inputs: dict[str, int]) -> None:
    doc = raw(file)
    check = doc["checks"][check_id]
    success = {o["key"]: o["success"] for o in doc["outcomes"]}
    _, oracle = SYSTEMS[file][check_id]
    expected = oracle(**inputs)

    result = check_odds(ruleset_for(file), check_id, inputs)

    got = {o.key: o.probability for o in result.outcomes}
    # the app lists the check's outcomes, worst to best, including impossible ones
    assert [o.key for o in result.outcomes] == check["outcomes"]
    assert all(isinstance(p, Fraction) for p in got.values())
    assert set(expected) <= set(check["outcomes"])
    assert got == {key: expected.get(key, Fraction(0)) for key in check["outcomes"]}
    assert sum(got.values()) == 1
    assert result.p_success == sum(p for key, p in expected.items() if success[key])


def test_spot_values() -> None:
    """A few figures worked out by hand, so the oracles themselves are checked too."""
    # 2d6+1: miss on 2..5 (10/36), strong hit on 9..12 (10/36)
    assert oracle_move(1, 0) == {
        "miss": Fraction(5, 18),
        "weak_hit": Fraction(4, 9),
        "strong_hit": Fraction(5, 18),
    }
    # one die: 1-3, 4-5, 6
    assert oracle_action(1) == {
        "failure": Fraction(1, 2),
        "partial": Fraction(1, 3),
        "success": Fraction(1, 6),
    }
    # two dice: failure (1/2)^2, critical 1/36, any six 11/36
    two = oracle_action(2)
    assert two["failure"] == Fraction(1, 4)
    assert two["critical"] == Fraction(1, 36)
    assert two["success"] + two["critical"] == Fraction(11, 36)
    # four dice: P(at least two sixes) = 1 - (5/6)^4 - 4 (1/6)(5/6)^3
    no_six = Fraction(5, 6) ** 4
    one_six = 4 * Fraction(1, 6) * Fraction(5, 6) ** 3
    assert oracle_action(4)["critical"] == 1 - no_six - one_six
    # empty pool: the lower of two dice is 6 only on double six
    assert oracle_zero_dice()["success"] == Fraction(1, 36)

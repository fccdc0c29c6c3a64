"""Every recipe of the guide (rulesets/README.md, the YAML blocks under "Recipes"), loaded
as written and compared with a brute-force oracle.

Each recipe is a check's body; the test puts it under `checks:` in a ruleset declaring the
outcomes, loads it and compares the exact odds for every combination of the inputs the
recipe declares. The oracles follow the rules in words (which dice are rolled, which is
kept, what a result reads), enumerating every face with itertools.product and counting
with Fractions; they never read the recipe's formulas.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

GUIDE = Path(__file__).parents[3] / "rulesets" / "README.md"
ORDER = ["fumble", "failure", "miss", "partial", "weak_hit", "success", "hard", "extreme",
         "strong_hit", "critical"]
SUCCESS = {"partial", "weak_hit", "success", "hard", "extreme", "strong_hit", "critical"}


def recipes() -> list[str]:
    """The YAML blocks of the guide's Recipes section, in order."""
    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("\n## Recipes\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)


def counted(rolls: Iterable[tuple[Fraction, str]]) -> dict[str, Fraction]:
    result: Counter[str] = Counter()
    for weight, outcome in rolls:
        result[outcome] += weight  # type: ignore[assignment]
    return {key: Fraction(value) for key, value in result.items() if value}


def uniform(faces: Iterable[int], dice: int) -> Iterable[tuple[Fraction, tuple[int, ...]]]:
    faces = list(faces)
    weight = Fraction(1, len(faces) ** dice)
    for roll in itertools.product(faces, repeat=dice):
        yield weight, roll


# --- oracles, one per recipe, in the guide's order ------------------------------------------


def d6_pool(dice: int) -> dict[str, Fraction]:
    """dice d6 keep the highest, two sixes critical; no dice: two d6 keep the lowest."""
    def read(roll: tuple[int, ...]) -> str:
        if dice > 0 and roll.count(6) >= 2:
            return "critical"
        best = max(roll) if dice > 0 else min(roll)
        return "success" if best == 6 else "partial" if best >= 4 else "failure"
    return counted((w, read(r)) for w, r in uniform(range(1, 7), dice or 2))


def d20(modifier: int, dc: int, edge: int) -> dict[str, Fraction]:
    """A d20 (two with an edge: advantage keeps the higher, disadvantage the lower)."""
    def read(roll: tuple[int, ...]) -> str:
        natural = min(roll) if edge < 0 else max(roll)
        if natural == 20:
            return "critical"
        if natural == 1:
            return "fumble"
        return "success" if natural + modifier >= dc else "failure"
    return counted((w, read(r)) for w, r in uniform(range(1, 21), 1 + abs(edge)))


def two_d6(stat: int, advantage: int) -> dict[str, Fraction]:
    """2d6 (3d6 keeping the best two with advantage) plus the stat: 10+, 7-9, 6-."""
    def read(roll: tuple[int, ...]) -> str:
        total = sum(sorted(roll)[-2:]) + stat
        return "strong_hit" if total >= 10 else "weak_hit" if total >= 7 else "miss"
    return counted((w, read(r)) for w, r in uniform(range(1, 7), 2 + advantage))


@functools.cache
def percentile(bonus: int, penalty: int) -> dict[int, Fraction]:
    """Every d100 result: each tens die read with the units die (00 and 0 is 100); a bonus
    keeps the lowest result, a penalty the highest, one cancelling the other."""
    extra = bonus - penalty
    result: Counter[int] = Counter()
    for weight, roll in uniform(range(10), 2 + abs(extra)):
        units, tens = roll[0], roll[1:]
        readings = [t * 10 + units or 100 for t in tens]
        result[min(readings) if extra >= 0 else max(readings)] += weight  # type: ignore[assignment]
    return dict(result)


def d100(skill: int, bonus: int, penalty: int) -> dict[str, Fraction]:
    def read(value: int) -> str:
        if value == 1:
            return "critical"
        if value == 100 or (skill < 50 and value >= 96):
            return "fumble"
        if value <= skill // 5:
            return "extreme"
        if value <= skill // 2:
            return "hard"
        return "success" if value <= skill else "failure"
    return counted((w, read(v)) for v, w in percentile(bonus, penalty).items())


def exploding(sides: int, depth: int) -> dict[int, Fraction]:
    """One die rolling again on its top face, at most `depth` more times, adding up."""
    if depth == 0:
        return {face: Fraction(1, sides) for face in range(1, sides + 1)}
    again = exploding(sides, depth - 1)
    result = {face: Fraction(1, sides) for face in range(1, sides)}
    for total, chance in again.items():
        result[sides + total] = chance / sides
    return result


def trait_and_wild(die: int, modifier: int) -> dict[str, Fraction]:
    """The better of the trait die and a wild d6, both exploding 3 times; 4 succeeds, a
    raise for every 4 over it."""
    def read(total: int) -> str:
        return "critical" if total >= 8 else "success" if total >= 4 else "failure"
    return counted((p * q, read(max(t, w) + modifier))
                   for t, p in exploding(die, 3).items() for w, q in exploding(6, 3).items())


def counter_roll(skill: int) -> dict[str, Fraction]:
    """A d10 + skill against a counter d10; on a tie the counter is rolled again until
    it differs: the counter is then any face but the tie, each alike."""
    rolls: list[tuple[Fraction, str]] = []
    for actor in range(1, 11):
        attack = actor + skill
        faces = [face for face in range(1, 11) if face != attack]
        for counter in faces:
            weight = Fraction(1, 10) / len(faces)
            rolls.append((weight, "success" if attack > counter else "failure"))
    return counted(rolls)


ORACLES: list[Callable[..., dict[str, Fraction]]] = [
    d6_pool, d20, two_d6, d100, trait_and_wild, counter_roll]


def test_the_oracles_agree_with_hand_counts() -> None:
    """The oracles themselves, on figures worked out by hand."""
    # CoC: no bonus: 1..100 alike; one bonus die: 100 only when both tens dice are 0 with
    # units 0 (1/1000)
    assert percentile(0, 0) == {v: Fraction(1, 100) for v in range(1, 101)}
    assert percentile(1, 0)[100] == Fraction(1, 1000)
    # 30: units 0, one tens die 3, the other 0 (reads 100) or 3 to 9: 2 x 8 - 1 = 15 ways
    assert percentile(1, 0)[30] == Fraction(15, 1000)
    assert percentile(0, 1)[100] == Fraction(19, 1000)
    # ties rerolled: skill 0 is even odds
    assert counter_roll(0) == {"success": Fraction(1, 2), "failure": Fraction(1, 2)}
    assert exploding(6, 1)[12] == Fraction(1, 36)


def ruleset_text(body: str) -> str:
    outcomes = "\n".join(
        f"  - {{key: {key}, label: {key}, colour: '#808080', "
        f"success: {'true' if key in SUCCESS else 'false'}}}"
        for key in ORDER)
    names = sorted(set(re.findall(r"(?:outcome|else): (\w+)", body)), key=ORDER.index)
    return (
        "format: 1\nid: guide_recipe\nname: Guide recipe\nversion: '1'\nlanguage: en\n"
        "source: {title: Guide, authors: [Test], year: 2026, licence: CC0, "
        "attribution: the guide's recipe}\n"
        f"outcomes:\n{outcomes}\nchecks:\n  recipe:\n    label: Recipe\n"
        f"    outcomes: [{', '.join(names)}]\n{body}")


def test_every_recipe_has_an_oracle() -> None:
    assert len(recipes()) == len(ORACLES)


@pytest.mark.parametrize("index", range(len(ORACLES)), ids=[o.__name__ for o in ORACLES])
def test_the_recipe_gives_the_oracles_odds(index: int, tmp_path: Path) -> None:
    body = recipes()[index]
    path = tmp_path / "recipe.yaml"
    path.write_text(ruleset_text(body), encoding="utf-8")
    ruleset = load_ruleset(path)
    check: dict[str, Any] = yaml.safe_load(body)
    inputs = check.get("inputs") or {}
    names = list(inputs)
    domains = [range(inputs[n]["range"]["min"], inputs[n]["range"]["max"] + 1) for n in names]
    oracle = ORACLES[index]
    compared = 0
    for values in itertools.product(*domains):
        given = dict(zip(names, values, strict=True))
        expected = oracle(**given)
        got = {o.key: o.probability for o in check_odds(ruleset, "recipe", given).outcomes}
        assert {k: p for k, p in got.items() if p} == expected, given
        compared += 1
    assert compared == max(1, len(list(itertools.product(*domains))))

"""The odds engine on a tiny ruleset that uses every construct, against brute-force oracles.

Each oracle below is plain Python that follows the rule in words: it rolls every face
combination with itertools.product (or recurses over rerolls and actions), looks up the
charts written out here as Python lists, and counts with Fractions. Nothing is taken from
the engine's own output.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable
from fractions import Fraction

import pytest

from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.odds import OddsError, check_odds, curve, grid
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset_bytes

LAB = """\
format: 1
id: engine_lab
name: Engine lab
version: "1"
language: en
source: {title: Tests, authors: [Tester], licence: CC0, attribution: Written for the tests.}
scales:
  grade:
    label: Grade
    levels:
      - {key: poor, label: Poor}
      - {key: fair, label: Fair}
      - {key: good, label: Good}
  difficulty:
    label: Difficulty
    levels:
      - {key: easy, label: Easy}
      - {key: normal, label: Normal}
      - {key: hard, label: Hard}
      - {key: brutal, label: Brutal}
  tier:
    label: Tier
    levels:
      - {key: t1, label: Tier one}
      - {key: t2, label: Tier two}
      - {key: t3, label: Tier three}
  total: {label: 2d4 total, range: {min: 2, max: 8}}
  face: {label: d6 face, range: {min: 1, max: 6}}
charts:
  task:
    label: Task tier
    rows: grade
    columns: difficulty
    cells: {scale: tier}
    data:
      poor: [t2, t3, t3, t3]
      fair: [t1, t2, t3, t3]
      good: [t1, t1, t2, t3]
  resolve:
    label: Resolve 2d4
    rows: tier
    columns: total
    cells: outcomes
    data:
      t1: [fumble, close, win, win, win, triumph, triumph]
      t2: [fumble, fail, close, win, win, win, triumph]
      t3: [fumble, fail, fail, close, close, win, triumph]
  by_face:
    label: Resolve d6
    rows: tier
    columns: face
    cells: outcomes
    data:
      t1: [fail, close, win, win, win, triumph]
      t2: [fail, fail, close, win, win, triumph]
      t3: [fumble, fail, fail, close, win, win]
outcomes:
  - {key: fumble, label: Fumble, success: false, colour: "#990000"}
  - {key: fail, label: Fail, success: false, colour: "#ff0000"}
  - {key: close, label: Close call, success: false, colour: "#ff9900"}
  - {key: win, label: Win, success: true, colour: "#00aa00"}
  - {key: triumph, label: Triumph, success: true, colour: "#006600"}
resources:
  luck: {label: Luck}
checks:
  chart_check:
    label: Chart check
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      grade: {label: Grade, scale: grade, default: fair}
      difficulty: {label: Difficulty, scale: difficulty, default: normal}
    roll: 2d4
    values:
      tier: {chart: task, row: grade, column: difficulty}
    outcome: {chart: resolve, row: tier, column: roll}
  bands_check:
    label: Bands check
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      stat: {label: Stat, range: {min: -2, max: 3}, default: 0}
    roll: 2d6
    values:
      total: roll + stat
    outcome:
      bands:
        - {when: total >= 11, outcome: triumph}
        - {when: total >= 8, outcome: win}
        - {when: total >= 6, outcome: close}
        - {when: total <= 3, outcome: fumble}
        - {else: fail}
    measures:
      margin: total - 8
  second_roll:
    label: Second roll
    outcomes: [fumble, fail, win, triumph]
    inputs:
      skill: {label: Skill, range: {min: 1, max: 6}, default: 3}
    roll: d6
    outcome:
      bands:
        - when: roll == 6
          roll_again:
            roll: {bonus: d6}
            values: {boosted: bonus + skill}
            outcome:
              bands:
                - when: bonus == 6
                  roll_again:
                    roll: {coin: d2}
                    outcome:
                      bands:
                        - {when: coin == 2, outcome: triumph}
                        - {else: win}
                - {when: boosted >= 8, outcome: triumph}
                - {else: win}
        - when: roll == 1
          roll_again:
            roll: {save: d4}
            outcome:
              bands:
                - {when: save == 4, outcome: fail}
                - {else: fumble}
        - {when: roll <= skill, outcome: win}
        - {else: fail}
  tie_reroll:
    label: Ties rerolled
    outcomes: [fail, win]
    inputs:
      edge: {label: Edge, range: {min: 0, max: 2}, default: 0}
    roll: {mine: d6, theirs: d6}
    values:
      gap: mine + edge - theirs
    outcome:
      bands:
        - {when: gap > 0, outcome: win}
        - {when: gap == 0, reroll: [theirs]}
        - {else: fail}
    measures:
      gap: gap
  both_reroll:
    label: Both rerolled
    outcomes: [fail, win]
    roll: {a: d4, b: d4}
    outcome:
      bands:
        - {when: a == b, reroll: [a, b]}
        - {when: a > b + 1, outcome: win}
        - {else: fail}
    measures:
      spread: a - b
  shifted:
    label: Shifted difficulty
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      grade: {label: Grade, scale: grade, default: fair}
      difficulty: {label: Difficulty, scale: difficulty, default: normal}
      helpers: {label: Helpers, range: {min: 0, max: 4}, default: 0}
      strain: {label: Strain, range: {min: 0, max: 3}, default: 0}
    roll: 2d4
    values:
      eased: {shift: difficulty, by: strain - helpers}
      tier: {chart: task, row: grade, column: eased}
    outcome: {chart: resolve, row: tier, column: roll}
  luck_reroll:
    label: Luck reroll
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      grade: {label: Grade, scale: grade, default: fair}
      difficulty: {label: Difficulty, scale: difficulty, default: normal}
      luck: {label: Luck, range: {min: 0, max: 4}, default: 0, resource: luck}
    roll: 2d4
    values:
      tier: {chart: task, row: grade, column: difficulty}
    outcome: {chart: resolve, row: tier, column: roll}
    spend:
      - {kind: reroll, while_outcome: [fumble, close], budget: luck}
  invoke:
    label: Invoke until it works
    outcomes: [fail, close, win, triumph]
    inputs:
      skill: {label: Skill, range: {min: 0, max: 3}, default: 1}
      difficulty: {label: Difficulty, range: {min: 0, max: 4}, default: 2}
      points: {label: Points, range: {min: 0, max: 3}, default: 0}
      aspects: {label: Aspects, range: {min: 0, max: 3}, default: 0}
    roll: 2dF
    values:
      total: roll + skill + invoked
      margin: total - difficulty
    outcome:
      bands:
        - {when: margin >= 3, outcome: triumph}
        - {when: margin >= 1, outcome: win}
        - {when: margin == 0, outcome: close}
        - {else: fail}
    spend:
      - {kind: bonus, adds: 2, variable: invoked, budget: 'min(points, aspects)',
         until: success}
    measures:
      margin: margin
  invoke_all:
    label: Invoke everything
    outcomes: [fail, close, win, triumph]
    inputs:
      skill: {label: Skill, range: {min: 0, max: 3}, default: 1}
      points: {label: Points, range: {min: 0, max: 2}, default: 0}
    roll: 2dF
    values:
      margin: roll + skill + pushed - 2
    outcome:
      bands:
        - {when: margin >= 3, outcome: triumph}
        - {when: margin >= 1, outcome: win}
        - {when: margin == 0, outcome: close}
        - {else: fail}
    spend:
      - {kind: bonus, adds: 1, variable: pushed, budget: points}
  together:
    label: Together (the worst counts)
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      grade: {label: Grade, scale: grade, default: fair}
      difficulty: {label: Difficulty, scale: difficulty, default: normal}
      helpers: {label: Helpers, range: {min: 0, max: 3}, default: 1}
      helper_grade: {label: Helpers' grade, scale: grade, default: poor}
      luck: {label: Luck, range: {min: 0, max: 2}, default: 0, resource: luck}
    roll: d6
    values:
      tier: {chart: task, row: grade, column: difficulty}
    outcome: {chart: by_face, row: tier, column: roll}
    spend:
      - {kind: reroll, while_outcome: [close], budget: luck}
    group:
      members:
        - {count: 1}
        - {count: helpers, inputs: {grade: helper_grade}}
      combine: worst
  in_order:
    label: Several actions in order
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      grade: {label: Grade, scale: grade, default: fair}
      difficulty: {label: Difficulty, scale: difficulty, default: easy}
      actions: {label: Actions, range: {min: 1, max: 3}, default: 2}
      luck: {label: Luck, range: {min: 0, max: 3}, default: 0, resource: luck}
    roll: d6
    values:
      harder: {shift: difficulty, by: actions - 1}
      tier: {chart: task, row: grade, column: harder}
    outcome: {chart: by_face, row: tier, column: roll}
    spend:
      - {kind: reroll, while_outcome: [close], budget: luck}
    group:
      members:
        - {count: actions}
      combine: in_order
  off_chart:
    label: Off the chart
    outcomes: [fumble, fail, close, win, triumph]
    inputs:
      tier_in: {label: Tier, scale: tier, default: t1}
      bump: {label: Bump, range: {min: 0, max: 2}, default: 0}
    roll: d6
    values:
      face_up: roll + bump
    outcome: {chart: by_face, row: tier_in, column: face_up}
"""

ORDER = ["fumble", "fail", "close", "win", "triumph"]
RANK = {key: i for i, key in enumerate(ORDER)}
SUCCESS = {"win", "triumph"}
GRADES = ["poor", "fair", "good"]
DIFFICULTIES = ["easy", "normal", "hard", "brutal"]
TASK = {
    "poor": ["t2", "t3", "t3", "t3"],
    "fair": ["t1", "t2", "t3", "t3"],
    "good": ["t1", "t1", "t2", "t3"],
}
RESOLVE = {  # columns: 2d4 totals 2..8
    "t1": ["fumble", "close", "win", "win", "win", "triumph", "triumph"],
    "t2": ["fumble", "fail", "close", "win", "win", "win", "triumph"],
    "t3": ["fumble", "fail", "fail", "close", "close", "win", "triumph"],
}
BY_FACE = {  # columns: d6 faces 1..6
    "t1": ["fail", "close", "win", "win", "win", "triumph"],
    "t2": ["fail", "fail", "close", "win", "win", "triumph"],
    "t3": ["fumble", "fail", "fail", "close", "win", "win"],
}
D4, D6, FATE = range(1, 5), range(1, 7), (-1, 0, 1)

Dist = dict[str, Fraction]


@pytest.fixture(scope="module")
def lab() -> Ruleset:
    return load_ruleset_bytes(LAB.encode(), "engine_lab.yaml")


def roll_all(outcome_of: Callable[..., str], *dice: Iterable[int]) -> Dist:
    """Every face combination of `dice`, each equally likely, through `outcome_of`."""
    combos = list(itertools.product(*dice))
    result: Dist = {}
    for faces in combos:
        key = outcome_of(*faces)
        result[key] = result.get(key, Fraction(0)) + Fraction(1, len(combos))
    return result


def mix(*parts: tuple[Fraction, Dist]) -> Dist:
    result: Dist = {}
    for weight, dist in parts:
        for key, p in dist.items():
            result[key] = result.get(key, Fraction(0)) + weight * p
    return result


def odds_of(lab: Ruleset, check: str, inputs: dict[str, object]) -> Dist:
    odds = check_odds(lab, check, inputs)
    assert [o.key for o in odds.outcomes] == [k for k in ORDER if k in odds_keys(lab, check)]
    assert sum(o.probability for o in odds.outcomes) == 1
    assert odds.p_success == sum(o.probability for o in odds.outcomes if o.key in SUCCESS)
    return {o.key: o.probability for o in odds.outcomes if o.probability}


def odds_keys(lab: Ruleset, check: str) -> list[str]:
    return list(lab.checks[check].outcomes)


def test_the_chart_data_here_is_the_file_s(lab: Ruleset) -> None:
    task = lab.charts["task"]
    for grade in GRADES:
        for index, difficulty in enumerate(DIFFICULTIES):
            assert task.cell[(grade, difficulty)] == TASK[grade][index]
    for tier, row in RESOLVE.items():
        assert [lab.charts["resolve"].cell[(tier, t)] for t in range(2, 9)] == row
    for tier, row in BY_FACE.items():
        assert [lab.charts["by_face"].cell[(tier, f)] for f in D6] == row


# --- single rolls ----------------------------------------------------------------------------


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_chart_lookups(lab: Ruleset, grade: str, difficulty: str) -> None:
    tier = TASK[grade][DIFFICULTIES.index(difficulty)]
    expected = roll_all(lambda a, b: RESOLVE[tier][a + b - 2], D4, D4)
    assert odds_of(lab, "chart_check", {"grade": grade, "difficulty": difficulty}) == expected


def bands(total: int) -> str:
    if total >= 11:
        return "triumph"
    if total >= 8:
        return "win"
    if total >= 6:
        return "close"
    if total <= 3:
        return "fumble"
    return "fail"


@pytest.mark.parametrize("stat", range(-2, 4))
def test_bands_and_a_measure(lab: Ruleset, stat: int) -> None:
    assert odds_of(lab, "bands_check", {"stat": stat}) == roll_all(
        lambda a, b: bands(a + b + stat), D6, D6)
    margin = roll_all(lambda a, b: str(a + b + stat - 8), D6, D6)
    measured = check_odds(lab, "bands_check", {"stat": stat}).measures["margin"]
    assert {str(v): p for v, p in measured.items()} == margin
    assert list(measured) == sorted(measured)


def second_roll(skill: int) -> Dist:
    def boosted(bonus: int) -> Dist:
        if bonus == 6:
            return roll_all(lambda coin: "triumph" if coin == 2 else "win", range(1, 3))
        return {"triumph" if bonus + skill >= 8 else "win": Fraction(1)}

    def save() -> Dist:
        return roll_all(lambda s: "fail" if s == 4 else "fumble", D4)

    parts: list[tuple[Fraction, Dist]] = []
    for face in D6:
        if face == 6:
            parts += [(Fraction(1, 36), boosted(bonus)) for bonus in D6]
        elif face == 1:
            parts.append((Fraction(1, 6), save()))
        else:
            parts.append((Fraction(1, 6), {"win" if face <= skill else "fail": Fraction(1)}))
    return mix(*parts)


@pytest.mark.parametrize("skill", range(1, 7))
def test_second_rolls_nested_two_deep(lab: Ruleset, skill: int) -> None:
    assert odds_of(lab, "second_roll", {"skill": skill}) == second_roll(skill)


@pytest.mark.parametrize("edge", range(3))
def test_reroll_band_renormalises_over_the_kept_die(lab: Ruleset, edge: int) -> None:
    # `mine` is kept; `theirs` is rolled until there is no tie, so for each face of mine,
    # theirs is spread evenly over the faces that do not tie.
    outcomes: list[tuple[Fraction, Dist]] = []
    gaps: list[tuple[Fraction, Dist]] = []
    for mine in D6:
        settled = [t for t in D6 if mine + edge - t != 0]
        outcomes.append((Fraction(1, 6), roll_all(
            lambda t, m=mine: "win" if m + edge - t > 0 else "fail", settled)))
        gaps.append((Fraction(1, 6), roll_all(lambda t, m=mine: str(m + edge - t), settled)))
    odds = check_odds(lab, "tie_reroll", {"edge": edge})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == mix(*outcomes)
    assert {str(v): p for v, p in odds.measures["gap"].items()} == mix(*gaps)
    assert 0 not in odds.measures["gap"]


def test_reroll_of_every_die_renormalises_over_all_of_them(lab: Ruleset) -> None:
    settled = [(a, b) for a in D4 for b in D4 if a != b]
    expected = {"win": Fraction(sum(1 for a, b in settled if a > b + 1), len(settled))}
    expected["fail"] = 1 - expected["win"]
    odds = check_odds(lab, "both_reroll")
    assert {o.key: o.probability for o in odds.outcomes} == expected
    spread = {a - b: Fraction(sum(1 for x, y in settled if x - y == a - b), len(settled))
              for a, b in settled}
    assert odds.measures["spread"] == dict(sorted(spread.items()))


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize(("helpers", "strain"), [(0, 0), (1, 0), (4, 0), (0, 1), (0, 3),
                                                 (2, 3), (3, 1)])
def test_shift_is_clamped_to_the_scale(lab: Ruleset, grade: str, difficulty: str,
                                       helpers: int, strain: int) -> None:
    index = min(max(DIFFICULTIES.index(difficulty) + strain - helpers, 0), 3)
    tier = TASK[grade][index]
    expected = roll_all(lambda a, b: RESOLVE[tier][a + b - 2], D4, D4)
    inputs = {"grade": grade, "difficulty": difficulty, "helpers": helpers, "strain": strain}
    assert odds_of(lab, "shifted", inputs) == expected


# --- spending --------------------------------------------------------------------------------


def with_rerolls(base: Dist, on: set[str], budget: int) -> Dist:
    """Reroll while the outcome is in `on` and the budget lasts (one point a try)."""
    if budget == 0:
        return dict(base)
    again = with_rerolls(base, on, budget - 1)
    return mix(*[(p, again if key in on else {key: Fraction(1)}) for key, p in base.items()])


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
@pytest.mark.parametrize("luck", range(5))
def test_reroll_spend(lab: Ruleset, grade: str, difficulty: str, luck: int) -> None:
    tier = TASK[grade][DIFFICULTIES.index(difficulty)]
    base = roll_all(lambda a, b: RESOLVE[tier][a + b - 2], D4, D4)
    expected = with_rerolls(base, {"fumble", "close"}, luck)
    inputs = {"grade": grade, "difficulty": difficulty, "luck": luck}
    assert odds_of(lab, "luck_reroll", inputs) == expected


def fate_margin(margin: int) -> str:
    if margin >= 3:
        return "triumph"
    if margin >= 1:
        return "win"
    return "close" if margin == 0 else "fail"


def invoke_oracle(skill: int, difficulty: int, budget: int) -> tuple[Dist, Dist]:
    """Spend +2 one at a time while the result is not a success and points last."""
    outcomes: Dist = {}
    margins: Dist = {}
    for a, b in itertools.product(FATE, repeat=2):
        spent = 0
        while True:
            margin = a + b + skill + 2 * spent - difficulty
            if fate_margin(margin) in SUCCESS or spent == budget:
                break
            spent += 1
        key = fate_margin(margin)
        outcomes[key] = outcomes.get(key, Fraction(0)) + Fraction(1, 9)
        margins[str(margin)] = margins.get(str(margin), Fraction(0)) + Fraction(1, 9)
    return outcomes, margins


@pytest.mark.parametrize("skill", range(4))
@pytest.mark.parametrize("difficulty", range(5))
@pytest.mark.parametrize(("points", "aspects"), [(0, 0), (1, 0), (0, 2), (1, 1), (2, 3),
                                                 (3, 3)])
def test_bonus_spend_until_success(lab: Ruleset, skill: int, difficulty: int, points: int,
                                   aspects: int) -> None:
    expected, margins = invoke_oracle(skill, difficulty, min(points, aspects))
    inputs = {"skill": skill, "difficulty": difficulty, "points": points, "aspects": aspects}
    odds = check_odds(lab, "invoke", inputs)
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == expected
    assert {str(v): p for v, p in odds.measures["margin"].items()} == margins


@pytest.mark.parametrize("skill", range(4))
@pytest.mark.parametrize("points", range(3))
def test_bonus_spend_without_until_spends_everything(lab: Ruleset, skill: int,
                                                     points: int) -> None:
    expected = roll_all(lambda a, b: fate_margin(a + b + skill + points - 2), FATE, FATE)
    assert odds_of(lab, "invoke_all", {"skill": skill, "points": points}) == expected


# --- groups ----------------------------------------------------------------------------------


def face_odds(grade: str, difficulty_index: int) -> Dist:
    tier = TASK[grade][difficulty_index]
    return roll_all(lambda f: BY_FACE[tier][f - 1], D6)


def worst_of(dists: list[Dist]) -> Dist:
    """Every combination of the members' outcomes; the group gets the worst one."""
    result: Dist = {}
    for combo in itertools.product(*(d.items() for d in dists)):
        key = min((k for k, _ in combo), key=RANK.__getitem__)
        p = Fraction(1)
        for _, q in combo:
            p *= q
        result[key] = result.get(key, Fraction(0)) + p
    return result


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("difficulty", ["easy", "normal", "brutal"])
@pytest.mark.parametrize("helpers", range(4))
@pytest.mark.parametrize("helper_grade", ["poor", "good"])
@pytest.mark.parametrize("luck", [0, 2])
def test_group_worst(lab: Ruleset, grade: str, difficulty: str, helpers: int,
                     helper_grade: str, luck: int) -> None:
    d = DIFFICULTIES.index(difficulty)
    leader = with_rerolls(face_odds(grade, d), {"close"}, luck)  # only the leader spends
    members = [leader] + [face_odds(helper_grade, d)] * helpers
    inputs = {"grade": grade, "difficulty": difficulty, "helpers": helpers,
              "helper_grade": helper_grade, "luck": luck}
    assert odds_of(lab, "together", inputs) == worst_of(members)


def test_group_worst_by_enumerating_every_die(lab: Ruleset) -> None:
    # Three members, no luck: roll all three d6 at once.
    tiers = [TASK["good"][1], TASK["poor"][1], TASK["poor"][1]]
    expected = roll_all(
        lambda *faces: min((BY_FACE[t][f - 1] for t, f in zip(tiers, faces, strict=True)),
                           key=RANK.__getitem__),
        D6, D6, D6)
    inputs = {"grade": "good", "difficulty": "normal", "helpers": 2, "helper_grade": "poor"}
    assert odds_of(lab, "together", inputs) == expected


def in_order_oracle(per_action: Dist, actions: int, luck: int) -> Dist:
    """Roll in order, stop at the first failure; one luck pool rerolls a close call."""

    @functools.cache
    def go(done: int, left: int, worst: int | None) -> tuple[tuple[str, Fraction], ...]:
        if done == actions:
            assert worst is not None
            return ((ORDER[worst], Fraction(1)),)
        parts: list[tuple[Fraction, Dist]] = []
        for key, p in per_action.items():
            if key == "close" and left > 0:
                parts.append((p, dict(go(done, left - 1, worst))))
            elif key not in SUCCESS:
                parts.append((p, {key: Fraction(1)}))
            else:
                rank = RANK[key] if worst is None else min(worst, RANK[key])
                parts.append((p, dict(go(done + 1, left, rank))))
        return tuple(mix(*parts).items())

    return dict(go(0, luck, None))


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
@pytest.mark.parametrize("actions", range(1, 4))
@pytest.mark.parametrize("luck", range(4))
def test_group_in_order_with_a_shared_reroll_budget(lab: Ruleset, grade: str, difficulty: str,
                                                    actions: int, luck: int) -> None:
    harder = min(DIFFICULTIES.index(difficulty) + actions - 1, 3)
    expected = in_order_oracle(face_odds(grade, harder), actions, luck)
    inputs = {"grade": grade, "difficulty": difficulty, "actions": actions, "luck": luck}
    assert odds_of(lab, "in_order", inputs) == {k: p for k, p in expected.items() if p}


def test_in_order_shares_the_budget_rather_than_giving_each_roll_its_own(lab: Ruleset) -> None:
    # With one point for two actions, the pool is shared: compare with the oracle, and
    # with what two separate one-point pools would give, which must differ.
    inputs = {"grade": "fair", "difficulty": "normal", "actions": 2, "luck": 1}
    per_action = face_odds("fair", 2)
    shared = in_order_oracle(per_action, 2, 1)
    each = with_rerolls(per_action, {"close"}, 1)
    separate = in_order_oracle(each, 2, 0)
    assert shared != separate
    assert odds_of(lab, "in_order", inputs) == {k: p for k, p in shared.items() if p}


# --- inputs, errors, caching, sweeps ---------------------------------------------------------


def test_inputs_by_key_or_label_in_any_case(lab: Ruleset) -> None:
    reference = check_odds(lab, "chart_check", {"grade": "good", "difficulty": "brutal"})
    for spelled in ({"grade": "GOOD", "difficulty": "Brutal"},
                    {"grade": "Good", "difficulty": "bRuTaL"},
                    {"grade": " good ", "difficulty": "brutal"}):
        odds = check_odds(lab, "chart_check", spelled)
        assert odds.inputs == {"grade": "good", "difficulty": "brutal"}
        assert odds is reference
    tier = check_odds(lab, "off_chart", {"tier_in": "Tier Three"})
    assert tier.inputs["tier_in"] == "t3"
    assert check_odds(lab, "bands_check", {"stat": "2"}) is check_odds(lab, "bands_check",
                                                                         {"stat": 2})
    assert check_odds(lab, "bands_check", {"stat": " -1 "}).inputs == {"stat": -1}


def test_missing_inputs_take_their_defaults(lab: Ruleset) -> None:
    odds = check_odds(lab, "shifted", {})
    assert odds.inputs == {"grade": "fair", "difficulty": "normal", "helpers": 0, "strain": 0}
    assert odds is check_odds(lab, "shifted", {"grade": "fair", "difficulty": "normal",
                                               "helpers": 0, "strain": 0})
    assert check_odds(lab, "shifted") is odds


def test_repeated_queries_return_the_cached_object(lab: Ruleset) -> None:
    first = check_odds(lab, "in_order", {"actions": 3, "luck": 2})
    again = check_odds(lab, "in_order", {"luck": 2, "actions": 3})
    assert again is first
    assert check_odds(lab, "in_order", {"actions": 3, "luck": 1}) is not first


def test_unknown_check_lists_the_checks(lab: Ruleset) -> None:
    with pytest.raises(InputError) as caught:
        check_odds(lab, "chart_chek", {})
    message = str(caught.value)
    assert "'chart_chek'" in message and "chart_check" in message and "in_order" in message
    assert set(caught.value.allowed) == set(lab.checks)


def test_unknown_input_lists_the_inputs(lab: Ruleset) -> None:
    with pytest.raises(InputError) as caught:
        check_odds(lab, "chart_check", {"grde": "good"})
    message = str(caught.value)
    assert "'grde'" in message and "grade" in message and "difficulty" in message
    assert caught.value.allowed == ("grade", "difficulty")


@pytest.mark.parametrize("value", ["great", "", "t1", 7, True, None, 1.5])
def test_bad_level_lists_the_levels(lab: Ruleset, value: object) -> None:
    with pytest.raises(InputError) as caught:
        check_odds(lab, "chart_check", {"grade": value})
    message = str(caught.value)
    assert "poor, fair, good" in message
    assert caught.value.allowed == ("poor", "fair", "good")


@pytest.mark.parametrize("value", [4, -3, "4", "two", "", True, 2.5, None, [1]])
def test_bad_number_gives_the_range(lab: Ruleset, value: object) -> None:
    with pytest.raises(InputError) as caught:
        check_odds(lab, "bands_check", {"stat": value})
    assert "-2..3" in str(caught.value)


def test_a_total_off_its_chart_is_an_odds_error_not_a_crash(lab: Ruleset) -> None:
    ok = check_odds(lab, "off_chart", {"tier_in": "t1", "bump": 0})
    assert ok.p_success == Fraction(4, 6)
    with pytest.raises(OddsError) as caught:
        check_odds(lab, "off_chart", {"tier_in": "t1", "bump": 1})
    assert isinstance(caught.value, GMAssistantError)
    assert "face" in str(caught.value)


def test_probability_and_at_least(lab: Ruleset) -> None:
    odds = check_odds(lab, "bands_check", {"stat": 0})
    expected = roll_all(lambda a, b: bands(a + b), D6, D6)
    assert odds.probability("close") == expected["close"]
    assert odds.at_least("win") == expected["win"] + expected["triumph"]
    assert odds.at_least("fumble") == 1
    with pytest.raises(KeyError):
        odds.probability("nope")
    for outcome in odds.outcomes:
        assert outcome.label == {"fumble": "Fumble", "fail": "Fail", "close": "Close call",
                                 "win": "Win", "triumph": "Triumph"}[outcome.key]
        assert outcome.success is (outcome.key in SUCCESS)
        assert outcome.colour.startswith("#")


def test_curve_and_grid_are_ordinary_queries(lab: Ruleset) -> None:
    line = curve(lab, "chart_check", {"difficulty": "hard"}, "grade")
    assert line.values == ("poor", "fair", "good")
    for grade, point in zip(line.values, line.points, strict=True):
        assert point is check_odds(lab, "chart_check", {"grade": grade, "difficulty": "hard"})
    table = grid(lab, "luck_reroll", {"grade": "poor"}, "difficulty", "luck")
    assert table.rows == tuple(DIFFICULTIES) and table.columns == (0, 1, 2, 3, 4)
    for d, row in zip(table.rows, table.points, strict=True):
        for luck, point in zip(table.columns, row, strict=True):
            tier = TASK["poor"][DIFFICULTIES.index(str(d))]
            base = roll_all(lambda a, b, t=tier: RESOLVE[t][a + b - 2], D4, D4)
            expected = with_rerolls(base, {"fumble", "close"}, int(luck))
            assert {o.key: o.probability for o in point.outcomes if o.probability} == expected
    with pytest.raises(InputError, match="twice"):
        grid(lab, "luck_reroll", {}, "luck", "luck")
    with pytest.raises(InputError, match="grade"):
        curve(lab, "luck_reroll", {}, "nope")


def test_the_compiler_lays_out_every_roll(lab: Ruleset) -> None:
    """A first query starts from the layout the compiler made: each die's whole-number
    weights over the layout's denominator are its chances, every die is walked, and the
    rule's memory is off only where each face is a new case (the rule reads every die)."""
    for spec in lab.checks.values():
        layout = spec.layout
        assert layout is not None, spec.id
        assert layout.names == tuple(name for name, _ in spec.rolls)
        denominator = 1
        for (_, chances), faces in zip(spec.rolls, layout.weights, strict=True):
            scale = sum(count for _, count in faces)
            assert {face: Fraction(count, scale) for face, count in faces} == chances
            denominator *= scale
        assert layout.denominator == denominator
        if not layout.memo_rule:
            assert set(layout.names) <= set(layout.rule_names), spec.id

"""A push beside other things (issue 11, item 1's push, finished): beside a bonus spend, a
reroll spend, and in groups of rolls (`worst`, and `in_order` without a reroll spend).

The policy the guide states: within a throw the push comes first (while the outcome is one
it pushes from and pushes are left), then the bonus spends on the dice it left (while not a
success); a reroll spend then rolls the whole throw again while its outcome is one it names,
with the pushes *left* (one budget for all the throws; what the roller does). In a group
the lead pushes (`worst`); in `in_order` every roll may push from the one shared budget.

Every oracle here is plain Python following those words, over every face of every die
(itertools.product), with Fractions; nothing is taken from the engine's output.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import time
from fractions import Fraction

import pytest

from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.odds import OddsError, check_odds
from gm_assistant.core.play.lookup import check_pushed, looked_up_spent, lookup, pushes_again
from gm_assistant.core.play.roller import roll_check
from tests.core.test_pools import _load

RESOURCES = """
resources:
  willpower: {label: Willpower, min: 0, max: 9}
  luck: {label: Luck, min: 0, max: 9}
"""

CHECK = RESOURCES + """
checks:
  skill:
    label: Skill roll
    outcomes: [failure, success, critical]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 3}, default: 2}
      pushes: {label: Pushes, range: {min: 0, max: 2}, default: 1}
      willpower: {label: Willpower, range: {min: 0, max: 2}, default: 0, resource: willpower}
      luck: {label: Luck, range: {min: 0, max: 2}, default: 0, resource: luck}
    roll:
      pool: {dice: dice, die: d6, values: {sixes: {faces: [6]}, banes: {faces: [1]}}}
    spend:
      - {kind: push, pool: pool, keep: [6, 1], while_outcome: [failure], budget: pushes}
      - {kind: bonus, adds: 1, variable: grit, budget: willpower, until: success}
      - {kind: reroll, while_outcome: [failure], budget: luck}
    values:
      strength: sixes + grit
    outcome:
      bands:
        - {when: strength >= 2, outcome: critical}
        - {when: strength >= 1, outcome: success}
        - {else: failure}
    measures: {banes: banes}
"""

# (outcome, banes, pushes made, bonuses spent) -> chance
Ends = dict[tuple[str, int, int, int], Fraction]


def _outcome(sixes: int) -> str:
    return "critical" if sixes >= 2 else "success" if sixes >= 1 else "failure"


def _after_push(faces: tuple[int, ...], pushes: int, grit: int, made: int = 0) -> Ends:
    """Dice showing `faces`: pushed while failing and pushes are left (6s and 1s stay,
    every other die rolled again over its six faces), then up to `grit` bonuses of +1
    while not a success (each one added in turn: the first success stops)."""
    return _after_push_sorted(tuple(sorted(faces)), pushes, grit, made)


@functools.cache  # the order of the dice does not matter: each multiset once
def _after_push_sorted(faces: tuple[int, ...], pushes: int, grit: int, made: int) -> Ends:
    others = [f for f in faces if f not in (6, 1)]
    if _outcome(faces.count(6)) == "failure" and pushes > 0 and others:
        stay = tuple(f for f in faces if f in (6, 1))
        result: Ends = {}
        for again in itertools.product(range(1, 7), repeat=len(others)):
            for key, p in _after_push(stay + again, pushes - 1, grit, made + 1).items():
                result[key] = result.get(key, Fraction(0)) + p / 6 ** len(others)
        return result
    bonus = 0
    while bonus < grit and _outcome(faces.count(6) + bonus) == "failure":
        bonus += 1
    return {(_outcome(faces.count(6) + bonus), faces.count(1), made, bonus): Fraction(1)}


@functools.cache
def _throw(dice: int, pushes: int, grit: int) -> Ends:
    result: Ends = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        for key, p in _after_push(faces, pushes, grit).items():
            result[key] = result.get(key, Fraction(0)) + p / 6 ** dice
    return result


def _with_luck(dice: int, pushes: int, grit: int, luck: int,
               ) -> dict[tuple[str, int], Fraction]:
    """Throws rolled again whole while failing and luck is left, with the pushes and the
    grit left."""
    result: dict[tuple[str, int], Fraction] = {}
    for (outcome, banes, made, spent), p in _throw(dice, pushes, grit).items():
        if outcome == "failure" and luck > 0:
            for key, q in _with_luck(dice, pushes - made, grit - spent, luck - 1).items():
                result[key] = result.get(key, Fraction(0)) + p * q
        else:
            result[(outcome, banes)] = result.get((outcome, banes), Fraction(0)) + p
    return result


def _shown(pairs: dict[tuple[str, int], Fraction]) -> tuple[dict[str, Fraction],
                                                             dict[int, Fraction]]:
    outcomes: dict[str, Fraction] = {}
    banes: dict[int, Fraction] = {}
    for (outcome, count), p in pairs.items():
        outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + p
        banes[count] = banes.get(count, Fraction(0)) + p
    return outcomes, banes


@pytest.mark.parametrize(("dice", "pushes", "willpower", "luck"), [
    (1, 1, 1, 0), (2, 1, 1, 0), (3, 2, 2, 0),           # a push and a bonus
    (1, 1, 0, 1), (2, 1, 0, 2), (2, 2, 0, 1),           # a push and a reroll spend
    (2, 1, 1, 1), (3, 2, 1, 2), (1, 0, 1, 2),           # all three, and no push
])
def test_a_push_beside_a_bonus_and_a_reroll_matches_every_face(
        dice: int, pushes: int, willpower: int, luck: int) -> None:
    ruleset = _load("beside", CHECK)
    outcomes, banes = _shown(_with_luck(dice, pushes, willpower, luck))
    odds = check_odds(ruleset, "skill", {"dice": dice, "pushes": pushes,
                                         "willpower": willpower, "luck": luck})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    assert {k: v for k, v in odds.measures["banes"].items() if v} == banes


def test_the_roller_pushes_then_spends_then_rerolls() -> None:
    """Over many rolls the roller's outcomes follow the exact odds (five standard
    deviations), never pushes more than the budget across its throws, pushes before it
    adds a bonus, and charges willpower and luck for what it spent."""
    ruleset = _load("beside", CHECK)
    inputs = {"dice": 2, "pushes": 1, "willpower": 1, "luck": 1}
    rng = random.Random(3)
    counts: dict[str, int] = {}
    total = 3000
    for _ in range(total):
        record = roll_check(ruleset, "skill", inputs, rng)
        counts[record.outcome] = counts.get(record.outcome, 0) + 1
        pushed = [a for a in record.attempts if a.note.startswith("pushed")]
        assert len(pushed) <= 1  # one push for all the throws
        for attempt in record.attempts:
            if attempt.bonus_spent:  # a bonus comes after the push of its throw
                assert attempt.note == ""
        assert record.spent.get("luck", 0) <= 1 and record.spent.get("willpower", 0) <= 1
        assert "push" not in record.spent  # a push no resource pays for is free
    odds = check_odds(ruleset, "skill", inputs)
    for outcome in odds.outcomes:
        exact = float(outcome.probability)
        spread = math.sqrt(exact * (1 - exact) / total)
        assert abs(counts.get(outcome.key, 0) / total - exact) < 5 * spread + 1e-9


GROUP = RESOURCES + """
checks:
  skill:
    label: Skill roll
    outcomes: [failure, success, critical]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 3}, default: 2}
      helper_dice: {label: Helper dice, range: {min: 1, max: 3}, default: 1}
      helpers: {label: Helpers, range: {min: 0, max: 2}, default: 1}
      pushes: {label: Pushes, range: {min: 0, max: 2}, default: 1}
    roll:
      pool: {dice: dice, die: d6, values: {sixes: {faces: [6]}}}
    spend:
      - {kind: push, pool: pool, keep: [6, 1], while_outcome: [failure], budget: pushes}
    outcome:
      bands:
        - {when: sixes >= 2, outcome: critical}
        - {when: sixes >= 1, outcome: success}
        - {else: failure}
    group:
      members:
        - {count: 1}
        - {count: helpers, inputs: {dice: helper_dice}}
      combine: COMBINE
"""

ORDER = ["failure", "success", "critical"]


def _outcomes_of(ends: Ends) -> dict[tuple[str, int], Fraction]:
    """(outcome, pushes made) -> chance."""
    result: dict[tuple[str, int], Fraction] = {}
    for (outcome, _, made, _), p in ends.items():
        result[(outcome, made)] = result.get((outcome, made), Fraction(0)) + p
    return result


@pytest.mark.parametrize(("dice", "helper_dice", "helpers", "pushes"),
                         [(2, 1, 1, 1), (3, 2, 2, 2), (1, 3, 0, 1), (2, 2, 1, 0)])
def test_a_group_whose_lead_pushes_takes_the_worst(dice: int, helper_dice: int,
                                                   helpers: int, pushes: int) -> None:
    ruleset = _load("group", GROUP.replace("COMBINE", "worst"))
    members = [_outcomes_of(_throw(dice, pushes, 0))] + [
        _outcomes_of(_throw(helper_dice, 0, 0)) for _ in range(helpers)]
    expected: dict[str, Fraction] = {}
    for combination in itertools.product(*(m.items() for m in members)):
        worst = min((outcome for (outcome, _), _ in combination), key=ORDER.index)
        chance = math.prod((p for _, p in combination), start=Fraction(1))
        expected[worst] = expected.get(worst, Fraction(0)) + chance
    odds = check_odds(ruleset, "skill", {"dice": dice, "helper_dice": helper_dice,
                                         "helpers": helpers, "pushes": pushes})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == expected


@pytest.mark.parametrize(("dice", "helper_dice", "helpers", "pushes"),
                         [(2, 1, 1, 1), (3, 2, 2, 2), (1, 2, 2, 1), (2, 2, 1, 0)])
def test_rolls_in_order_share_their_pushes(dice: int, helper_dice: int, helpers: int,
                                           pushes: int) -> None:
    """Each roll in turn pushes while it fails and pushes are left; the first failure
    ends the group, else the worst success is its result."""
    ruleset = _load("order", GROUP.replace("COMBINE", "in_order"))
    sizes = [dice] + [helper_dice] * helpers

    def walk(position: int, left: int, worst: int | None) -> dict[str, Fraction]:
        if position == len(sizes):
            assert worst is not None
            return {ORDER[worst]: Fraction(1)}
        result: dict[str, Fraction] = {}
        for (outcome, made), p in _outcomes_of(_throw(sizes[position], left, 0)).items():
            if outcome == "failure":
                found = {"failure": Fraction(1)}
            else:
                at = ORDER.index(outcome)
                found = walk(position + 1, left - made, at if worst is None else min(worst, at))
            for key, q in found.items():
                result[key] = result.get(key, Fraction(0)) + p * q
        return result

    expected = walk(0, pushes, None)
    odds = check_odds(ruleset, "skill", {"dice": dice, "helper_dice": helper_dice,
                                         "helpers": helpers, "pushes": pushes})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == expected


def test_the_roller_shares_the_pushes_of_rolls_in_order() -> None:
    ruleset = _load("order", GROUP.replace("COMBINE", "in_order"))
    inputs = {"dice": 1, "helper_dice": 1, "helpers": 2, "pushes": 2}
    rng = random.Random(8)
    total = 3000
    successes = 0
    later_push = False
    for _ in range(total):
        record = roll_check(ruleset, "skill", inputs, rng)
        pushed = [a for a in record.attempts if a.note.startswith("pushed")]
        assert len(pushed) <= 2
        later_push = later_push or any(a.member > 0 for a in pushed)
        successes += record.success
    assert later_push  # a later action pushes too
    exact = float(check_odds(ruleset, "skill", inputs).p_success)
    assert abs(successes / total - exact) < 5 * math.sqrt(exact * (1 - exact) / total)


def test_a_push_beside_a_reroll_spend_in_order_is_refused_at_its_place() -> None:
    body = GROUP.replace("COMBINE", "in_order").replace(
        "budget: pushes}\n", "budget: pushes}\n      - {kind: reroll, while_outcome: [failure], "
        "budget: 1}\n")
    with pytest.raises(GMAssistantError) as caught:
        _load("order_bad", body)
    text = str(caught.value)
    assert "a push beside a reroll spend is not worked out for an 'in_order' group" in text
    assert "order_bad.yaml:" in text


# --- the quick lookup after a push -------------------------------------------------------

PAID = CHECK.replace("budget: pushes}", "budget: pushes, free: 0}").replace(
    "pushes: {label: Pushes, range: {min: 0, max: 2}, default: 1}",
    "pushes: {label: Pushes, range: {min: 0, max: 2}, default: 1, resource: willpower}")


def test_the_quick_lookup_pushes_and_charges_as_the_roller_does() -> None:
    """Each throw the roller made, typed into the quick lookup in turn: the lookup gives
    the same outcome, calls for another throw exactly when the roller made one (a push
    while pushes are left, else a reroll), takes the pushed pool (the dice that stay
    kept), and its charges add up to what the roller charged (the lookup told the
    inputs the roll began with and the pushes and rerolls made so far)."""
    ruleset = _load("paid", PAID)
    rng = random.Random(21)
    pushed_seen = rerolled_seen = bonus_seen = False
    for inputs in [{"dice": 2, "pushes": 2, "willpower": 0, "luck": 1}] * 300 \
            + [{"dice": 3, "pushes": 1, "willpower": 1, "luck": 2}] * 300:
        record = roll_check(ruleset, "skill", inputs, rng)
        pushes = rerolls = 0
        charged: dict[str, int] = {}
        before: tuple[int, ...] | None = None
        for position, attempt in enumerate(record.attempts):
            faces = {name: rolled.shown for name, rolled in attempt.dice.items()}
            if before is not None:
                check_pushed(ruleset, "skill", before, faces["pool"])
            found = lookup(ruleset, "skill", inputs, faces, attempt.bonus_spent)
            assert found.outcome == attempt.outcome
            spent, again = looked_up_spent(ruleset, "skill", inputs, attempt.outcome,
                                           attempt.bonus_spent, pushes, faces, rerolls)
            for resource, count in spent.items():
                charged[resource] = charged.get(resource, 0) + count
            assert again == (position < len(record.attempts) - 1)
            is_push = attempt.note.startswith("pushed")
            assert pushes_again(ruleset, "skill", inputs, attempt.outcome, pushes,
                                faces) == is_push
            pushed_seen = pushed_seen or is_push
            bonus_seen = bonus_seen or attempt.bonus_spent > 0
            rerolled_seen = rerolled_seen or (again and not is_push)
            before = tuple(faces["pool"]) if is_push else None  # type: ignore[arg-type]
            pushes += is_push
            rerolls += again and not is_push
        assert charged == record.spent
    assert pushed_seen and rerolled_seen and bonus_seen


def test_a_pushed_pool_keeps_the_dice_that_stay() -> None:
    ruleset = _load("paid", PAID)
    check_pushed(ruleset, "skill", (6, 1, 3), (1, 6, 6))  # a rolled-again die shows 6
    with pytest.raises(InputError, match="a push keeps the dice showing 6"):
        check_pushed(ruleset, "skill", (6, 1, 3), (5, 1, 3))
    with pytest.raises(InputError, match="rolls the same 3 dice again"):
        check_pushed(ruleset, "skill", (6, 1, 3), (6, 1))
    inputs = {"dice": 3, "pushes": 1, "willpower": 0, "luck": 0}
    # every die stays: nothing to push
    assert not pushes_again(ruleset, "skill", inputs, "failure", 0, {"pool": (1, 1, 1)})
    assert pushes_again(ruleset, "skill", inputs, "failure", 0, {"pool": (1, 1, 2)})
    assert not pushes_again(ruleset, "skill", inputs, "failure", 1, {"pool": (1, 1, 2)})
    assert looked_up_spent(ruleset, "skill", inputs, "failure", 0, 0,
                           {"pool": (1, 1, 2)}) == ({"willpower": 1}, True)
    assert looked_up_spent(ruleset, "skill", inputs, "failure", 0, 1,
                           {"pool": (1, 1, 2)}) == ({}, False)


# --- a bonus beside a reroll spend: one budget for all the throws ------------------------

GRIT = """
resources:
  grit: {label: Grit, min: 0, max: 9}
checks:
  test:
    label: Test
    outcomes: [failure, success, critical]
    inputs:
      grit: {label: Grit, range: {min: 0, max: 3}, default: 1, resource: grit}
      luck: {label: Luck, range: {min: 0, max: 2}, default: 1}
    roll: {die: d6, other: d4}
    spend:
      - {kind: bonus, adds: 1, variable: g, budget: grit, until: success}
      - {kind: reroll, while_outcome: [failure], budget: luck}
    outcome:
      bands:
        - {when: die + g >= 6 and other == 4, outcome: critical}
        - {when: die + g >= 6, outcome: success}
        - {else: failure}
    measures: {spent: g}
"""


def _grit_oracle(grit: int, luck: int) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    """Each throw adds +1 at a time while short of 6 and grit is left; a failure is thrown
    again with the grit left while luck lasts (the grit a throw spent is gone)."""
    outcomes: dict[str, Fraction] = {}
    spent_of: dict[int, Fraction] = {}
    for die, other in itertools.product(range(1, 7), range(1, 5)):
        p = Fraction(1, 24)
        g = 0
        while g < grit and die + g < 6:
            g += 1
        outcome = ("critical" if other == 4 else "success") if die + g >= 6 else "failure"
        if outcome == "failure" and luck > 0:
            inner, spent = _grit_oracle(grit - g, luck - 1)
            for key, q in inner.items():
                outcomes[key] = outcomes.get(key, Fraction(0)) + p * q
            for key, q in spent.items():
                spent_of[key] = spent_of.get(key, Fraction(0)) + p * q
            continue
        outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + p
        spent_of[g] = spent_of.get(g, Fraction(0)) + p
    return outcomes, spent_of


@pytest.mark.parametrize(("grit", "luck"), [(0, 1), (1, 1), (2, 1), (3, 2), (1, 0), (2, 2)])
def test_a_bonus_beside_a_reroll_spend_is_spent_once(grit: int, luck: int) -> None:
    """The measure is the last throw's bonus (its `g`)."""
    ruleset = _load("grit", GRIT)
    outcomes, spent = _grit_oracle(grit, luck)
    odds = check_odds(ruleset, "test", {"grit": grit, "luck": luck})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    assert {k: v for k, v in odds.measures["spent"].items() if v} == spent


def test_the_roller_spends_a_bonus_once_for_all_throws() -> None:
    ruleset = _load("grit", GRIT)
    inputs = {"grit": 1, "luck": 1}
    rng = random.Random(4)
    total = 6000
    successes = 0
    for _ in range(total):
        record = roll_check(ruleset, "test", inputs, rng)
        successes += record.success
        assert sum(a.bonus_spent for a in record.attempts) <= 1
    exact = float(check_odds(ruleset, "test", inputs).p_success)
    assert abs(successes / total - exact) < 5 * math.sqrt(exact * (1 - exact) / total)


def test_reroll_instead_beside_a_reroll_spend_is_refused_at_its_place() -> None:
    body = GRIT.replace("until: success}", "until: success, reroll_instead: 1}")
    with pytest.raises(GMAssistantError) as caught:
        _load("grit_bad", body)
    text = str(caught.value)
    assert "'reroll_instead' cannot be combined with a reroll spend" in text
    assert "grit_bad.yaml:" in text


def test_rerolls_that_keep_spends_for_later_throws_are_bounded() -> None:
    """A reroll spend that also rolls a success again keeps bonuses and pushes for the
    next throw: with 100 rerolls, 3 pushes and 20 bonuses the cases to follow are too many,
    and the query says so at once; the usual shape (rerolling failures, which spend all)
    is worked out quickly at the same budgets."""
    wide = CHECK.replace(
        "luck: {label: Luck, range: {min: 0, max: 2}",
        "luck: {label: Luck, range: {min: 0, max: 100}").replace(
        "willpower: {label: Willpower, range: {min: 0, max: 2}",
        "willpower: {label: Willpower, range: {min: 0, max: 20}").replace(
        "pushes: {label: Pushes, range: {min: 0, max: 2}",
        "pushes: {label: Pushes, range: {min: 0, max: 3}")
    inputs = {"dice": 3, "pushes": 3, "willpower": 20, "luck": 100}
    start = time.perf_counter()
    odds = check_odds(_load("wide", wide), "skill", inputs)
    assert odds.p_success == 1  # 20 bonuses of +1 always reach a success
    assert check_odds(_load("wide", wide), "skill", {**inputs, "willpower": 0}).p_success < 1
    assert time.perf_counter() - start < 5
    contrived = wide.replace("{kind: reroll, while_outcome: [failure]",
                             "{kind: reroll, while_outcome: [failure, success]")
    start = time.perf_counter()
    with pytest.raises(OddsError, match="100 rerolls that leave pushes or bonuses to the "
                                        "next throw reach more than 1,000 cases"):
        check_odds(_load("contrived", contrived), "skill", inputs)
    assert time.perf_counter() - start < 5

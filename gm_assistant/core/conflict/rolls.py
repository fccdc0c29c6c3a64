"""The exact odds of one roll in a fight: its outcome, the measures the fight reads, and
the pool units spent on it (luck eaten on rerolls, fate points invoked).

The odds engine gives the joint odds of outcome and measures for a budget; a fight also
needs how much of the budget was used, because the pool carries over to the next roll.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from gm_assistant.core.conflict.exact import Rational
from gm_assistant.core.dice import distribution
from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.engine import (
    OddsError,
    bind_inputs,
    input_environment,
    joint_odds,
    spend_budget,
)
from gm_assistant.core.odds.outcome_rule import apply_rule, run_steps, whole
from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, Ruleset, SpendSpec
from gm_assistant.core.rules.conflict_model import SpendFrom
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["TurnResult", "clamped", "invoked_joint", "roll_distribution", "spent_joint"]


@dataclass(frozen=True)
class TurnResult:
    """One way a roll can end: its outcome, measures, pool units spent, and chance."""

    outcome: str
    measures: tuple[int, ...]
    spent: int
    probability: Rational
    defended: int = 0
    """Pool units the target spent on its defence (invocations on an opposed roll)."""


def _roll_of(notation: str) -> tuple[tuple[int, Fraction], ...]:
    return tuple(sorted(distribution(notation).items()))


roll_distribution = lru_cache(maxsize=64)(_roll_of)


def clamped(info: InputInfo, total: int) -> int:
    """A defence total as the check's opposition input, clamped to what it accepts (the
    input's numbers, or the numbers of its scale)."""
    if info.scale is not None:
        numbers = [k for k in info.scale.keys if isinstance(k, int)]
        if not numbers:
            raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "the opposition input '{info}' is not a number"),
                info=info.name))
        return max(min(numbers), min(max(numbers), total))
    return max(info.low, min(info.high, total))


def spent_joint(ruleset: Ruleset, check_id: str, inputs: dict[str, object],  # noqa: C901
                 spend: SpendFrom | None, budget: int,
                 ) -> dict[tuple[str, tuple[int, ...], int], Fraction]:
    """Joint odds of outcome, measures and units spent, spending up to `budget`.

    A roll that settles (an outcome the spend does not continue from) after j units is
    the same roll whatever the budget beyond j, so P(settled after exactly j) is the
    difference of the odds with budgets j and j - 1; a roll still unsettled when the
    budget runs out spent all of it.
    """
    spec = ruleset.checks[check_id]
    try:
        if spend is None or budget == 0:
            if spend is not None:
                inputs = {**inputs, spend.input: 0}
            return {(o, m, 0): p for (o, m), p in joint_odds(ruleset, check_id, inputs).items()}
        kind_spec = spec.spends[0]
        if kind_spec.kind == "reroll" and budget <= spec.inputs[spend.input].high:
            numbers, _ = input_environment(spec, bind_inputs(spec, {**inputs,
                                                                    spend.input: budget}))
            paid = spend_budget(spec, "reroll", numbers)
            base = joint_odds(ruleset, check_id, {**inputs, spend.input: 0})
            return _rerolled(base, kind_spec.on, paid)
        if kind_spec.kind == "reroll":
            def settled(outcome: str) -> bool:
                return outcome not in kind_spec.on
        elif kind_spec.until_success:
            def settled(outcome: str) -> bool:
                return spec.success_of[outcome]
        else:
            def settled(outcome: str) -> bool:
                return False
        info = spec.inputs[spend.input]
        budget = min(budget, info.high)
        result: dict[tuple[str, tuple[int, ...], int], Fraction] = {}
        before: dict[tuple[str, tuple[int, ...]], Fraction] = {}
        for units in range(budget + 1):
            given = {**inputs, spend.input: units}
            numbers, _ = input_environment(spec, bind_inputs(spec, given))
            paid = spend_budget(spec, kind_spec.kind, numbers)  # what these units buy
            now = joint_odds(ruleset, check_id, given)
            for key, p in now.items():
                if settled(key[0]):
                    gained = p - before.get(key, Fraction(0))
                    if gained:
                        result[(*key, paid)] = result.get((*key, paid), Fraction(0)) + gained
                elif units == budget:
                    result[(*key, paid)] = result.get((*key, paid), Fraction(0)) + p
            before = now
        return result
    except OddsError as error:
        raise InputError(message_of(error)) from None


def _rerolled(base: Mapping[tuple[str, tuple[int, ...]], Fraction], on: frozenset[str],
              budget: int) -> dict[tuple[str, tuple[int, ...], int], Fraction]:
    """Rerolling while the outcome is in `on`, up to `budget` times: a roll settles after
    exactly k rerolls with chance q**k times its own (q the chance of `on`); one still in
    `on` after the last reroll spent the whole budget."""
    stay = sum((p for (outcome, _), p in base.items() if outcome in on), Fraction(0))
    result: dict[tuple[str, tuple[int, ...], int], Fraction] = {}
    for (outcome, measures), p in base.items():
        if outcome in on:
            result[(outcome, measures, budget)] = p * stay**budget
            continue
        for k in range(budget + 1):
            if p * stay**k:
                result[(outcome, measures, k)] = p * stay**k
    return result


Invoked = dict[tuple[str, tuple[int, ...], int, int], Fraction]
"""Joint odds of outcome, measures, units the attacker spent and units the defender
spent."""


def invoked_joint(ruleset: Ruleset, check_id: str, inputs: dict[str, object],
                  opposed_input: str, defence: tuple[tuple[int, Fraction], ...],
                  caps: tuple[int, int]) -> Invoked:
    """Joint odds of an opposed roll where both sides may invoke after seeing both rolls
    (see `conflict_model.Invoke`): the attacker at most `caps[0]` times, each adding the
    check's bonus spend to its roll, the defender at most `caps[1]` times, each adding
    as much to its defence total (`defence`: totals and their chances, filling the input
    `opposed_input`). A side invokes only when that changes whether the attack succeeds,
    the fewest invocations that do; the sides answer each other until neither can."""
    spec = ruleset.checks[check_id]
    bonus = spec.spend("bonus")
    if bonus is None or bonus.variable is None or len(spec.rolls) != 1 or spec.pools:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "check '{check_id}' cannot take invocations: it needs a bonus "
            "spend and a single roll"), check_id=check_id))
    roll_name, faces = spec.rolls[0]
    info = spec.inputs[opposed_input]
    result: Invoked = {}
    try:
        for defended, weight in defence:
            judged: dict[tuple[int, int, int], tuple[str, tuple[int, ...]]] = {}
            for face, chance in faces.items():
                def judge(attack: int, defend: int, face: int = face,
                          defended: int = defended,
                          judged: dict[tuple[int, int, int],
                                       tuple[str, tuple[int, ...]]] = judged,
                          ) -> tuple[str, tuple[int, ...]]:
                    key = (face, attack, defend)
                    found = judged.get(key)
                    if found is None:
                        found = judged[key] = _judged(
                            spec, check_id, bonus, roll_name, face, attack,
                            {**inputs, opposed_input: clamped(
                                info, defended + bonus.adds * defend)})
                    return found

                def lands(attack: int, defend: int,
                          judge: Callable[[int, int], tuple[str, tuple[int, ...]]] = judge,
                          ) -> bool:
                    return spec.success_of[judge(attack, defend)[0]]

                attack, defend = exchange(lands, caps)
                outcome, measures = judge(attack, defend)
                key = (outcome, measures, attack, defend)
                result[key] = result.get(key, Fraction(0)) + weight * chance
    except OddsError as error:
        raise InputError(message_of(error)) from None
    return result


def _judged(spec: CheckSpec, check_id: str, bonus: SpendSpec, roll_name: str, face: int,
            attack: int, inputs: dict[str, object]) -> tuple[str, tuple[int, ...]]:
    """The outcome and measures of one face of the roll with `attack` invocations."""
    assert bonus.variable is not None
    numbers, levels = input_environment(spec, bind_inputs(spec, inputs))
    numbers[roll_name] = face
    numbers[bonus.variable] = bonus.adds * attack
    run_steps(spec.steps, numbers, levels)
    outcome = apply_rule(spec.rule, numbers, levels)
    if not isinstance(outcome, str):
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "check '{check_id}' cannot take invocations: its outcome is not "
            "decided by one roll"), check_id=check_id))
    return outcome, tuple(whole(name, measure(numbers)) for name, measure in spec.measures)


def exchange(lands: Callable[[int, int], bool], caps: tuple[int, int]) -> tuple[int, int]:
    """How many invocations each side makes on one roll (attacker, defender), given
    whether the attack `lands` with so many of each: the side the result goes against
    invokes the fewest that turn it round, if it has that many left, and so on in turn
    until the side it goes against cannot turn it round."""
    attack = defend = 0
    while True:
        if lands(attack, defend):
            more = next((k for k in range(1, caps[1] - defend + 1)
                         if not lands(attack, defend + k)), None)
            if more is None:
                return attack, defend
            defend += more
        else:
            more = next((k for k in range(1, caps[0] - attack + 1)
                         if lands(attack + k, defend)), None)
            if more is None:
                return attack, defend
            attack += more

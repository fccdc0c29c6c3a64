"""The exact odds of a check: inputs bound, resources spent, groups combined, cached.

    >>> odds = check_odds(ruleset, "skill_test", {"trait": "S", "difficulty": "moderate"})
    >>> odds.p_success
    Fraction(...)

Spending follows the ruleset's declared policy (see the authoring guide): a reroll spend
rolls again while the outcome is one it names and the budget lasts; a bonus spend adds to
a variable after the roll while the outcome is not yet a success.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.errors import NONE, FormulaError, InputError
from gm_assistant.core.odds.resolve import (
    OddsError,
    State,
    Weighted,
    resolve_roll,
    roll_key,
)
from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, LevelKey, Ruleset, SpendSpec
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "CheckOdds",
    "OddsError",
    "OutcomeOdds",
    "bind_inputs",
    "bonus_rerolls",
    "check_odds",
    "input_environment",
    "joint_odds",
]


@dataclass(frozen=True)
class OutcomeOdds:
    """The exact probability of one outcome, with how the ruleset shows it."""

    key: str
    label: str
    success: bool
    colour: str
    probability: Fraction


@dataclass(frozen=True)
class CheckOdds:
    """The exact odds of a check for one set of inputs: outcomes worst to best."""

    ruleset: str
    check: str
    inputs: dict[str, LevelKey]
    outcomes: tuple[OutcomeOdds, ...]
    p_success: Fraction
    measures: dict[str, dict[int, Fraction]]

    def probability(self, key: str) -> Fraction:
        """Probability of the outcome `key`."""
        for outcome in self.outcomes:
            if outcome.key == key:
                return outcome.probability
        raise KeyError(key)

    def at_least(self, key: str) -> Fraction:
        """Probability of `key` or any better outcome."""
        keys = [o.key for o in self.outcomes]
        start = keys.index(key)
        return sum((o.probability for o in self.outcomes[start:]), Fraction(0))


# What inputs that share a roll share: its outcomes, P(success) and measures.
_Shared = tuple[tuple[OutcomeOdds, ...], Fraction, dict[str, dict[int, Fraction]]]

# Bounds that keep every query fast whatever a formula computes: far beyond the table
# (a GM with 50 luck treats, ten invocable aspects, a group of 20 helpers).
MAX_REROLLS = 100
MAX_BONUSES = 20
MAX_GROUP = 20
MAX_PUSHES = 3
# A reroll spend that leaves pushes or bonuses to the next throw follows each case of
# (rerolls, pushes, bonuses) left that the throws reach: at most this many, of at most
# MAX_SHARED_THROWS different throws (pushes and bonuses left), per query.
MAX_SHARED_CASES = 1_000
MAX_SHARED_THROWS = 24


_WHOLE = re.compile(r"[+-]?[0-9]{1,12}")


def shown(value: object, limit: int = 40) -> str:
    """A value as a message shows it: long text or huge numbers shortened."""
    text = str(value) if not isinstance(value, int) or abs(value) < 10**40 \
        else f"a number of {len(str(abs(value)))} digits"
    return text if len(text) <= limit else f"{text[:limit - 1]}… ({len(text)} characters)"


def _coerce(info: InputInfo, raw: object) -> LevelKey:
    if info.scale is not None:
        if isinstance(raw, int) and not isinstance(raw, bool) and raw in info.scale.numbers:
            return raw
        if isinstance(raw, (str, int)):
            found = info.scale.find(str(raw))
            if found is not None:
                return found
        allowed = [str(k) for k in info.scale.keys]
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'{shown}' is not a level of {info} ({info_name}); allowed: {names}"),
            shown=shown(raw), info=info.label, info_name=info.name,
            names=', '.join(allowed)), allowed)
    number: int | None = None
    if isinstance(raw, int):
        number = raw
    elif _WHOLE.fullmatch(str(raw).strip()):  # ASCII digits only: '３' is not 3
        number = int(str(raw).strip())
    if number is None or isinstance(raw, bool) or not info.low <= number <= info.high:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'{shown}' is not allowed for {info} ({info_name}); allowed: whole "
            "numbers {low}..{high}"),
            shown=shown(raw), info=info.label, info_name=info.name, low=info.low, high=info.high),
                         [str(info.low), str(info.high)])
    return number


def bind_inputs(spec: CheckSpec, given: Mapping[str, object]) -> dict[str, LevelKey]:
    """Validate user inputs (levels by key or label, numbers as text or int), add defaults."""
    inputs = spec.inputs
    for name in given:
        if name not in inputs:
            raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "'{name}' is not an input of '{spec}'; inputs: {value}"),
                name=name, spec=spec.id, value=', '.join(inputs) or NONE), list(inputs))
    bound: dict[str, LevelKey] = {}
    for name, info in inputs.items():
        if name not in given:
            bound[name] = info.default
            continue
        raw = given[name]
        # The usual cases in one lookup: a level of a named scale by key or label, a
        # whole number in range; anything else is read (or refused) by `_coerce`.
        scale = info.scale
        if scale is not None:
            if raw.__class__ is str and not scale.numeric:
                found = scale.named.get(raw.strip().lower())
                if found is not None:
                    bound[name] = found
                    continue
        elif raw.__class__ is int and info.low <= raw <= info.high:
            bound[name] = raw
            continue
        bound[name] = _coerce(info, raw)
    return bound


def input_environment(spec: CheckSpec, bound: Mapping[str, LevelKey],
                      ) -> tuple[dict[str, Number], dict[str, LevelKey]]:
    """The names formulas see for bound inputs: numbers (a level counts as its number) and
    the levels of scale-bound inputs (for chart lookups and shifts)."""
    numbers: dict[str, Number] = dict(bound)  # type: ignore[arg-type]
    levels: dict[str, LevelKey] = {}
    inputs = spec.inputs
    for name, value in bound.items():
        scale = inputs[name].scale
        if scale is not None:
            levels[name] = value
            numbers[name] = scale.numbers[value]
    return numbers, levels


def spend_budget(spec: CheckSpec, kind: str, numbers: Mapping[str, Number]) -> int:
    """How many rerolls or bonuses (`kind`) the check may spend with these inputs (0 when it
    has no such spend); OddsError past the limits the odds are worked out for."""
    return _budget(spec, spec.spend(kind), kind, numbers)


def bonus_rerolls(spec: CheckSpec, numbers: Mapping[str, Number]) -> bool:
    """Whether each use of the check's bonus spend may roll the dice again instead, with
    these inputs (`reroll_instead` not 0)."""
    bonus = spec.spend("bonus")
    return (bonus is not None and bonus.reroll_instead is not None
            and bonus.reroll_instead(numbers) != 0)


_LIMITS = {"reroll": MAX_REROLLS, "bonus": MAX_BONUSES, "push": MAX_PUSHES}


def _budget(spec: CheckSpec, spend: SpendSpec | None, kind: str,
            numbers: Mapping[str, Number]) -> int:
    if spend is None:
        return 0
    budget = max(0, int(spend.budget(numbers)))
    limit = _LIMITS[kind]
    if budget > limit:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "check '{spec}': a {kind} budget of {budget} is more than the {limit} "
            "the odds are worked out for"), spec=spec.id, kind=kind, budget=budget, limit=limit))
    return budget


def group_members(spec: CheckSpec, bound: Mapping[str, LevelKey]) -> list[dict[str, LevelKey]]:
    """The inputs of each roll of a group check (the lead's, with each member entry's
    replacements); OddsError for a negative count, an empty or too large group."""
    assert spec.group is not None
    numbers, _ = input_environment(spec, bound)
    units: list[dict[str, LevelKey]] = []
    for count_formula, replaced in spec.group.members:
        count = int(count_formula(numbers))
        if count < 0:
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "check '{spec}': a group count is {count}"),
                spec=spec.id, count=count))
        member = dict(bound)
        for target, source in replaced.items():
            member[target] = bound[source]
        units.extend(dict(member) for _ in range(count))
        if len(units) > MAX_GROUP:
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "check '{spec}': a group of more than {max_group} rolls is more "
                "than the odds are worked out for"), spec=spec.id, max_group=MAX_GROUP))
    if not units:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "check '{spec}': the group has no members"), spec=spec.id))
    return units


class _Engine:
    """Per-check caches of base distributions and finished odds."""

    def __init__(self, ruleset: Ruleset, spec: CheckSpec) -> None:
        self.ruleset = ruleset
        self.spec = spec
        self.order = list(spec.outcomes)
        self.base: dict[tuple[object, ...], Weighted] = {}
        self.odds: dict[tuple[object, ...], CheckOdds] = {}
        self.shared: dict[tuple[object, ...], _Shared] = {}
        self.lock = threading.Lock()
        self.referenced = (spec.layout.inputs_read if spec.layout is not None
                           else [n for n in spec.inputs if n in spec.referenced])
        spends = spec.spends_by_kind
        self.reroll = spends.get("reroll")
        self.bonus = spends.get("bonus")
        self.push = spends.get("push")
        # (id of a roll's distribution, rerolls) -> (it, its outcomes, P(success), measures)
        self.fractions: dict[tuple[int, int], tuple[Weighted, _Shared]] = {}
        # The budgets by the values of the inputs their formulas read (a grid over other
        # inputs works them out once).
        read: set[str] = set()
        for spend in (self.bonus, self.reroll, self.push):
            if spend is not None:
                read |= spend.budget.names
        if self.bonus is not None and self.bonus.reroll_instead is not None:
            read |= self.bonus.reroll_instead.names
        self.budget_reads = tuple(sorted(read))
        self.budget_memo: dict[tuple[object, ...], tuple[int, int, int, bool]] = {}

    @property
    def rank(self) -> dict[str, int]:
        """Each outcome's position, worst first (only groups in order need it)."""
        return {key: i for i, key in enumerate(self.order)}

    def budgets(self, numbers: Mapping[str, Number]) -> tuple[int, int, int, bool]:
        """The bonus, reroll and push budgets these inputs give (0 for a spend the check
        does not have), and whether a bonus use may roll again instead; OddsError past
        the limits, as `spend_budget`."""
        key = tuple(map(numbers.get, self.budget_reads))
        found = self.budget_memo.get(key)
        if found is None:
            spec = self.spec
            found = (_budget(spec, self.bonus, "bonus", numbers),
                     _budget(spec, self.reroll, "reroll", numbers),
                     _budget(spec, self.push, "push", numbers),
                     bonus_rerolls(spec, numbers))
            if len(self.budget_memo) > 20_000:
                self.budget_memo.clear()
            self.budget_memo[key] = found
        return found

    def base_dist(self, bound: Mapping[str, LevelKey], bonus_budget: int,
                  environment: tuple[dict[str, Number], dict[str, LevelKey]] | None = None,
                  push_budget: int = 0, bonus_reroll: bool = False,
                  count_spends: bool = False) -> Weighted:
        key = (tuple(map(bound.__getitem__, self.referenced)), bonus_budget, push_budget,
               bonus_reroll, count_spends)
        found = self.base.get(key)
        if found is None:
            numbers, levels = environment or input_environment(self.spec, bound)
            found = resolve_roll(self.spec, numbers, levels, bonus_budget, push_budget,
                                 bonus_reroll, count_spends)
            self.base[key] = found
        return found

    def shared_throws(self, bound: Mapping[str, LevelKey], rerolls: int, pushes: int,
                      bonuses: int, environment: tuple[dict[str, Number],
                                                       dict[str, LevelKey]]) -> Weighted:
        """One roll's distribution when its reroll spend rolls it again with the pushes
        and bonuses *left* (one budget each for all the throws, as the roller spends
        them): a throw pushes while it may, adds bonuses, then is rolled again whole while
        its outcome is one the reroll spend names and rerolls are left (each throw's
        pushes and bonuses counted exactly, `count_spends`)."""
        key = ("shared", tuple(map(bound.__getitem__, self.referenced)), rerolls, pushes,
               bonuses)
        found = self.base.get(key)
        if found is not None:
            return found
        # First the cases the throws reach, so that too many are refused before any is
        # worked out.
        self._check_shared_cases(bound, (rerolls, pushes, bonuses), environment)
        chances = self._shared_ends(bound, (rerolls, pushes, bonuses), environment, {})
        common = math.lcm(*(p.denominator for p in chances.values()))
        found = self.base[key] = Weighted({state: int(p * common)
                                           for state, p in chances.items()}, common)
        return found

    def _thrown_again(self, bound: Mapping[str, LevelKey], pushes: int, bonuses: int,
                      environment: tuple[dict[str, Number], dict[str, LevelKey]],
                      ) -> Weighted:
        """One throw with `pushes` and `bonuses` left, each state's measures ending with
        the pushes made and the bonuses spent."""
        return self.base_dist(bound, bonuses, environment, pushes, count_spends=True)

    def _check_shared_cases(self, bound: Mapping[str, LevelKey], start: tuple[int, int, int],
                            environment: tuple[dict[str, Number], dict[str, LevelKey]],
                            ) -> None:
        """Walk the cases (rerolls, pushes, bonuses left) the throws reach from `start`,
        and the different throws (pushes and bonuses left) among them: OddsError when
        there are more than MAX_SHARED_CASES or MAX_SHARED_THROWS."""
        assert self.reroll is not None
        on = self.reroll.on
        throws: dict[tuple[int, int], set[tuple[int, int]]] = {}
        reached = {start}
        pending = [start]
        while pending:
            left, k, b = pending.pop()
            if left == 0:
                continue
            onward = throws.get((k, b))
            if onward is None:
                if len(throws) >= MAX_SHARED_THROWS:
                    raise self._too_many_throws(start[0])
                dist = self._thrown_again(bound, k, b, environment)
                onward = throws[(k, b)] = {(k - measured[-2], b - measured[-1])
                                           for (outcome, measured) in dist.weights
                                           if outcome in on}
            for k_left, b_left in onward:
                case = (left - 1, k_left, b_left)
                if case not in reached:
                    if len(reached) >= MAX_SHARED_CASES:
                        raise self._too_many_throws(start[0])
                    reached.add(case)
                    pending.append(case)

    def _shared_ends(self, bound: Mapping[str, LevelKey], case: tuple[int, int, int],
                     environment: tuple[dict[str, Number], dict[str, LevelKey]],
                     ends_of: dict[tuple[int, int, int], dict[State, Fraction]],
                     ) -> dict[State, Fraction]:
        """The states a roll ends in with `case`'s rerolls, pushes and bonuses left
        (remembered in `ends_of`)."""
        known = ends_of.get(case)
        if known is not None:
            return known
        assert self.reroll is not None
        on = self.reroll.on
        left, k, b = case
        dist = self._thrown_again(bound, k, b, environment)
        result: dict[State, Fraction] = {}
        onward: dict[tuple[int, int], int] = {}  # weight thrown again, by spends left
        for (outcome, measured), weight in dist.weights.items():
            pushed, spent = measured[-2], measured[-1]
            if left > 0 and outcome in on:
                rest = (k - pushed, b - spent)
                onward[rest] = onward.get(rest, 0) + weight
                continue
            state = (outcome, measured[:-2])
            result[state] = result.get(state, Fraction(0)) + Fraction(weight,
                                                                      dist.denominator)
        for (k_left, b_left), weight in onward.items():
            mass = Fraction(weight, dist.denominator)
            for state, p in self._shared_ends(bound, (left - 1, k_left, b_left), environment,
                                              ends_of).items():
                result[state] = result.get(state, Fraction(0)) + mass * p
        ends_of[case] = result
        return result

    def _too_many_throws(self, rerolls: int) -> OddsError:
        return OddsError(
            f"check '{self.spec.id}': {rerolls} rerolls that leave pushes or bonuses to "
            f"the next throw reach more than {MAX_SHARED_CASES:,} cases or "
            f"{MAX_SHARED_THROWS} kinds of throw, more than the odds are worked out for; "
            "lower a budget (or reroll only outcomes that spend them all)")

    def single(self, bound: Mapping[str, LevelKey], spend: bool,
               environment: tuple[dict[str, Number], dict[str, LevelKey]] | None = None,
               budgets: tuple[int, int, int, bool] | None = None) -> Weighted:
        """One roll's distribution, spends included when `spend` (with the inputs'
        `environment` and `budgets` when the caller has them already)."""
        if environment is None:
            environment = input_environment(self.spec, bound)
        if budgets is None:
            budgets = self.budgets(environment[0]) if spend else (0, 0, 0, False)
        bonus_budget, budget, push_budget, bonus_reroll = budgets
        if self.reroll is not None and budget > 0 and (push_budget or bonus_budget):
            return self.shared_throws(bound, budget, push_budget, bonus_budget, environment)
        dist = self.base_dist(bound, bonus_budget, environment, push_budget, bonus_reroll)
        if self.reroll is None or budget == 0:
            return dist
        return _with_rerolls(dist, self.reroll.on, budget)

    def grouped(self, bound: Mapping[str, LevelKey]) -> dict[str, Fraction]:
        assert self.spec.group is not None
        units = group_members(self.spec, bound)
        if self.spec.group.combine == "worst":
            dists = [_outcomes_only(self.single(u, spend=i == 0)) for i, u in enumerate(units)]
            return _worst(dists, self.order)
        return self._in_order(bound, units)

    def _in_order(self, bound: Mapping[str, LevelKey],
                  units: list[dict[str, LevelKey]]) -> dict[str, Fraction]:
        numbers, _ = input_environment(self.spec, bound)
        pushes = spend_budget(self.spec, "push", numbers)
        if pushes:
            return self._pushed_in_order(units, pushes)
        budget = spend_budget(self.spec, "reroll", numbers)
        on = self.reroll.on if self.reroll is not None else frozenset()
        success = self.spec.success_of
        rank = self.rank
        result: dict[str, Fraction] = {}
        # state: (budget left, rank of the worst success so far or None) -> probability
        states: dict[tuple[int, int | None], Fraction] = {(budget, None): Fraction(1)}
        for unit in units:
            base = _outcomes_only(self.base_dist(unit, 0))
            stay = sum((p for k, p in base.items() if k in on), Fraction(0))
            following: dict[tuple[int, int | None], Fraction] = {}
            for (left, worst), chance in states.items():
                for key, p in base.items():
                    if key in on:
                        tries = [(stay**left * p, 0)]
                    else:
                        tries = [(p * stay**used, left - used) for used in range(left + 1)]
                    for mass, remaining in tries:
                        total = chance * mass
                        if not success[key]:
                            result[key] = result.get(key, Fraction(0)) + total
                            continue
                        at = rank[key]
                        new_worst = at if worst is None else min(worst, at)
                        slot = (remaining, new_worst)
                        following[slot] = following.get(slot, Fraction(0)) + total
            states = following
        for (_, worst), chance in states.items():
            assert worst is not None
            key = self.order[worst]
            result[key] = result.get(key, Fraction(0)) + chance
        return result

    def _pushed_in_order(self, units: list[dict[str, LevelKey]],
                         pushes: int) -> dict[str, Fraction]:
        """`_in_order` for a check that pushes (and has no reroll spend, refused at load):
        the pushes are shared by the rolls, each pushing while it may."""
        success = self.spec.success_of
        rank = self.rank
        result: dict[str, Fraction] = {}
        # state: (pushes left, rank of the worst success so far or None) -> probability
        states: dict[tuple[int, int | None], Fraction] = {(pushes, None): Fraction(1)}
        for unit in units:
            following: dict[tuple[int, int | None], Fraction] = {}
            for (left, worst), chance in states.items():
                dist = self.base_dist(unit, 0, None, left, count_spends=True)
                for (key, measured), weight in dist.weights.items():
                    total = chance * Fraction(weight, dist.denominator)
                    if not success[key]:
                        result[key] = result.get(key, Fraction(0)) + total
                        continue
                    at = rank[key]
                    slot = (left - measured[-2], at if worst is None else min(worst, at))
                    following[slot] = following.get(slot, Fraction(0)) + total
            states = following
        for (_, worst), chance in states.items():
            assert worst is not None
            key = self.order[worst]
            result[key] = result.get(key, Fraction(0)) + chance
        return result

    def compute(self, bound: dict[str, LevelKey]) -> CheckOdds:
        spec = self.spec
        key = tuple(bound.values())  # `bind_inputs` gives every input, in the check's order
        found = self.odds.get(key)
        if found is not None:
            return found
        with self.lock:
            try:
                environment = input_environment(spec, bound)
                budgets = self.budgets(environment[0])
                # Inputs that roll alike (see `roll_key`: a grid shifting one margin) or
                # only set a budget share their results through the roll and the budgets.
                roll = None if spec.group is not None else roll_key(spec, *environment,
                                                                     budgets[3])
                shared_key: tuple[object, ...] = (
                    ("roll", roll, *budgets) if roll is not None
                    else (tuple(map(bound.__getitem__, self.referenced)), *budgets))
                shared = self.shared.get(shared_key)
                if shared is None:
                    shared = self._outcomes(bound, environment, budgets)
                    self.shared[shared_key] = shared
            except FormulaError as error:
                raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                    "OddsProblem", "check '{spec}': {error}"),
                    spec=spec.id, error=message_of(error))) from None
            outcomes, p_success, measures = shared
            found = CheckOdds(self.ruleset.id, spec.id, bound, outcomes, p_success, measures)
            if len(self.odds) > 50_000:
                self.odds.clear()
                self.shared.clear()
            self.odds[key] = found
        return found

    def _outcomes(self, bound: dict[str, LevelKey],
                  environment: tuple[dict[str, Number], dict[str, LevelKey]],
                  budgets: tuple[int, int, int, bool]) -> _Shared:
        spec = self.spec
        if spec.group is not None:
            return self._shown(self.grouped(bound), {})
        base, rerolls = self._spent_roll(bound, environment, budgets)
        # Inputs that share a roll's distribution (a grid shifting one margin) and its
        # rerolls share its exact fractions too, worked out once.
        known = self.fractions.get((id(base), rerolls))
        if known is not None and known[0] is base:
            return known[1]
        # Whole-number weights over the roll's one denominator until the end: one exact
        # fraction per outcome and one for P(success). Rerolls scale each outcome's weight
        # (see `_with_rerolls`); the measures need the rerolled states themselves.
        weights = base.outcome_weights()
        denominator = base.denominator
        measures: dict[str, dict[int, Fraction]] = {}
        if rerolls:
            assert self.reroll is not None
            denominator = _rerolled_weights(weights, denominator, self.reroll.on, rerolls)
            if spec.measures:
                measures = _measures(spec, _with_rerolls(base, self.reroll.on, rerolls))
        elif spec.measures:
            measures = _measures(spec, base)
        found = (*self._outcome_odds(weights, denominator), measures)
        if len(self.fractions) > 20_000:
            self.fractions.clear()
        self.fractions[(id(base), rerolls)] = (base, found)
        return found

    def _spent_roll(self, bound: dict[str, LevelKey],
                    environment: tuple[dict[str, Number], dict[str, LevelKey]],
                    budgets: tuple[int, int, int, bool]) -> tuple[Weighted, int]:
        """One roll's distribution with its spends, and the rerolls still to apply to it:
        none when the reroll spend shares pushes or bonuses across the throws (then the
        distribution has them, `shared_throws`)."""
        bonus_budget, reroll_budget, push_budget, bonus_reroll = budgets
        rerolls = reroll_budget if self.reroll is not None else 0
        if rerolls and (push_budget or bonus_budget):  # budgets shared across the throws
            return self.shared_throws(bound, rerolls, push_budget, bonus_budget,
                                      environment), 0
        return self.base_dist(bound, bonus_budget, environment, push_budget,
                              bonus_reroll), rerolls

    def _outcome_odds(self, weights: Mapping[str, int], denominator: int,
                      ) -> tuple[tuple[OutcomeOdds, ...], Fraction]:
        """Each outcome's odds, worst to best, and P(success), from whole-number weights
        over `denominator`."""
        success_of = self.spec.success_of
        outcomes_of = self.ruleset.outcomes
        zero = Fraction(0)
        shown = []
        successes = 0
        for k in self.order:
            weight = weights.get(k, 0)
            success = success_of[k]
            if success:
                successes += weight
            outcome = outcomes_of[k]
            shown.append(OutcomeOdds(k, outcome.label, success, outcome.colour,
                                     Fraction(weight, denominator) if weight else zero))
        return tuple(shown), Fraction(successes, denominator)

    def _shown(self, outcome_dist: dict[str, Fraction],
               measures: dict[str, dict[int, Fraction]]) -> _Shared:
        outcomes = tuple(
            OutcomeOdds(k, self.ruleset.outcomes[k].label, self.spec.success_of[k],
                        self.ruleset.outcomes[k].colour, outcome_dist.get(k, Fraction(0)))
            for k in self.order
        )
        p_success = sum((o.probability for o in outcomes if o.success), Fraction(0))
        return outcomes, p_success, measures


def _with_rerolls(dist: Weighted, on: frozenset[str], budget: int) -> Weighted:
    """Reroll while the outcome is in `on` and the budget lasts (whole-number arithmetic).

    With q = P(on), a settled state keeps its chance times 1 + q + ... + q^budget, and a
    state in `on` is what is left after the last try: its chance times q^budget.
    """
    stay = sum(w for (key, _), w in dist.weights.items() if key in on)
    last, keep_going, denominator = _reroll_factors(stay, dist.denominator, budget)
    weights = {state: w * (last if state[0] in on else keep_going)
               for state, w in dist.weights.items()}
    return Weighted(weights, denominator)


def _rerolled_weights(weights: dict[str, int], denominator: int, on: frozenset[str],
                      budget: int) -> int:
    """Outcome weights over `denominator` rerolled while in `on` and the budget lasts, in
    place (see `_with_rerolls`); the new denominator."""
    stay = sum(weight for key, weight in weights.items() if key in on)
    last, keep_going, rerolled = _reroll_factors(stay, denominator, budget)
    for key, weight in weights.items():
        weights[key] = weight * (last if key in on else keep_going)
    return rerolled


def _reroll_factors(stay: int, d: int, budget: int) -> tuple[int, int, int]:
    """What rerolls multiply a weight by (a state in `on`, a settled one) and the new
    denominator, for a roll whose states in `on` weigh `stay` out of `d`."""
    keep_going = 0
    for k in range(budget + 1):
        keep_going += stay**k * d ** (budget - k)
    return stay**budget, keep_going, d ** (budget + 1)


def _outcomes_only(dist: Weighted) -> dict[str, Fraction]:
    return {key: Fraction(w, dist.denominator) for key, w in dist.outcome_weights().items()}


def _measures(spec: CheckSpec, dist: Weighted) -> dict[str, dict[int, Fraction]]:
    result: dict[str, dict[int, Fraction]] = {}
    for index, (name, _) in enumerate(spec.measures):
        values: dict[int, int] = {}
        for (_, measured), w in dist.weights.items():
            values[measured[index]] = values.get(measured[index], 0) + w
        result[name] = {v: Fraction(w, dist.denominator) for v, w in sorted(values.items())}
    return result


def _worst(dists: list[dict[str, Fraction]], order: list[str]) -> dict[str, Fraction]:
    """Outcome of a group whose result is its worst member's (independent rolls)."""
    at_least = []
    for index in range(len(order)):
        product = Fraction(1)
        for dist in dists:
            product *= sum((dist.get(k, Fraction(0)) for k in order[index:]), Fraction(0))
        at_least.append(product)
    at_least.append(Fraction(0))
    return {key: at_least[i] - at_least[i + 1] for i, key in enumerate(order)}


_ENGINES_LOCK = threading.Lock()


def _engine(ruleset: Ruleset, spec: CheckSpec) -> _Engine:
    """The check's engine, kept on the check itself (a global cache keyed by checks kept
    every reloaded ruleset alive: about 1 MB a house-rule edit)."""
    engine = spec.runtime.get("engine")
    if engine is None:
        with _ENGINES_LOCK:
            engine = spec.runtime.get("engine")
            if engine is None:
                engine = _Engine(ruleset, spec)
                spec.runtime["engine"] = engine
    assert isinstance(engine, _Engine)
    return engine


def check_odds(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object] | None = None,
               ) -> CheckOdds:
    """Exact odds of `check_id` for `inputs` (by name; missing ones take their defaults).

    Raises InputError for an unknown check, input or value (listing what is allowed) and
    OddsError when the rules cannot resolve these inputs. Results are cached per check.
    """
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'{check_id}' is not a check of '{ruleset}'; checks: {names}"),
            check_id=check_id, ruleset=ruleset.id,
            names=', '.join(ruleset.checks)), list(ruleset.checks))
    bound = bind_inputs(spec, inputs or {})
    return _engine(ruleset, spec).compute(bound)


def joint_odds(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object] | None = None,
               ) -> dict[tuple[str, tuple[int, ...]], Fraction]:
    """Exact joint odds of the outcome and every measure (in the check's order) of a
    single-roll check, spends included: what a fight needs to know beyond the outcome (the
    size of a hit). Raises InputError like `check_odds`, OddsError for a group check."""
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'{check_id}' is not a check of '{ruleset}'; checks: {names}"),
            check_id=check_id, ruleset=ruleset.id,
            names=', '.join(ruleset.checks)), list(ruleset.checks))
    if spec.group is not None:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "check '{spec}' is a group of rolls; it has no single joint roll"),
            spec=spec.id))
    bound = bind_inputs(spec, inputs or {})
    try:
        dist = _engine(ruleset, spec).single(bound, spend=True)
    except FormulaError as error:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "check '{spec}': {error}"),
            spec=spec.id, error=message_of(error))) from None
    return {(key, tuple(measured)): Fraction(w, dist.denominator)
            for (key, measured), w in dist.weights.items()}

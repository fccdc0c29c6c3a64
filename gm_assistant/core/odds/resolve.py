"""One roll of a check, exactly: every face combination run through the check's rule.

A *state* is an outcome key with the values of the check's measures; a distribution maps
states to exact probabilities. This module knows nothing of spending or groups; what one
combination of faces gives (values, outcome rule, second rolls) is `outcome_rule`.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from gm_assistant.core.dice import DiceNotationError
from gm_assistant.core.dice.pool import PoolDie
from gm_assistant.core.errors import FormulaError, GMAssistantError
from gm_assistant.core.odds.bonus_choice import BestUse
from gm_assistant.core.odds.outcome_rule import (
    OddsError,
    Reroll,
    RuleResult,
    apply_rule,
    has_second_pools,
    nested_for,
    rule_function,
    run_steps,
    whole,
)
from gm_assistant.core.odds.push import split_distribution
from gm_assistant.core.odds.shift import MarginPlan, margin_plan
from gm_assistant.core.rules.compiled import (
    CheckSpec,
    FormulaStep,
    LevelKey,
    PoolSpec,
    RollLayout,
    SpendSpec,
    Step,
    all_second_rolls,
    step_reads,
)
from gm_assistant.core.rules.formula import MAX_MAGNITUDE, Number
from gm_assistant.core.rules.roll_layout import roll_layout
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "Dist",
    "OddsError",
    "Reroll",
    "State",
    "Weighted",
    "apply_rule",
    "best_use",
    "resolve_roll",
    "roll_decider",
    "roll_key",
    "run_steps",
    "walked_rolls",
]

State = tuple[str, tuple[int, ...]]
Dist = dict[State, Fraction]


@dataclass(frozen=True)
class Weighted:
    """A distribution of states as whole-number weights over one denominator."""

    weights: dict[State, int]
    denominator: int

    def outcome_weights(self) -> dict[str, int]:
        """Weights of each outcome, measures summed out."""
        result: dict[str, int] = {}
        for (key, _), weight in self.weights.items():
            result[key] = result.get(key, 0) + weight
        return result


Executor = Callable[[dict[str, Number], dict[str, LevelKey]], None]


def _executor(step: Step) -> Executor:
    """One step as a direct call: the hot loop of a grid runs these thousands of times."""
    if isinstance(step, FormulaStep):
        name = step.name
        formula = step.formula
        closure = formula.closure

        def formula_step(env: dict[str, Number], levels: dict[str, LevelKey]) -> None:
            value = closure(env)
            if not -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:  # the documented limit holds
                formula(env)  # raises FormulaError naming the formula and the limit
            env[name] = value

        return formula_step

    def general_step(env: dict[str, Number], levels: dict[str, LevelKey]) -> None:
        run_steps((step,), env, levels)

    return general_step


def _getter(names: tuple[str, ...]) -> Callable[[Mapping[str, Any]], Any]:
    if not names:
        return lambda env: ()
    return operator.itemgetter(*names)


class _Plan:
    """A check's layout (see `roll_layout`, worked out by the compiler) with what running
    it needs: its value steps as direct calls, its outcome rule as one call, and what it
    remembers across queries."""

    __slots__ = ("bonus_plain", "decide", "dice_reads", "executors",
                 "fixed_keys", "layout", "margins", "margins_made", "measure_memo",
                 "readable", "reading_levels", "reading_names", "readings", "results",
                 "rule_memo", "second_pools", "walks")

    def __init__(self, spec: CheckSpec) -> None:
        self.layout = spec.layout if spec.layout is not None else roll_layout(spec)
        dynamic = self.layout.dynamic
        self.executors = tuple(_executor(step) for step in dynamic) if dynamic else ()
        self.decide = rule_function(spec.rule)
        """The outcome rule as one call (`apply_rule` without a second roll's measures)."""
        # The rule and the measures are pure functions of the names they read: remember
        # them across queries, so a grid decides each distinct margin once.
        self.rule_memo: dict[object, RuleResult] = {}
        self.measure_memo: dict[object, tuple[int, ...]] = {}
        # A whole roll's distribution depends only on the fixed values the rule, the
        # measures and the steps leading to them read: inputs that only shift a total
        # share one.
        self.results: dict[object, Weighted] = {}
        # What decides a roll besides its spends, by the values of the inputs it reads:
        # the offsets of its comparisons and measures (`shift`) when it has a margin plan,
        # and its fixed values as they are.
        # Worked out when a second set of inputs is asked for (a sweep, or an input
        # changed): a single query does not pay for the analysis.
        self.margins: MarginPlan | None = None
        self.margins_made = self.layout.key_names is None
        self.fixed_keys: dict[object, tuple[object, tuple[int, ...] | None]] = {}
        # A pool in a second roll: the second rolls' denominator depends on the inputs.
        self.second_pools = has_second_pools(spec.rule)
        # A bonus spent on a plain roll with no second roll: walked by `_resolve_plain`.
        bonus = spec.spends_by_kind.get("bonus")
        self.bonus_plain = (bonus is not None and bonus.variable is not None
                            and not all_second_rolls(spec.rule))
        # How many times the engine has walked every face of the roll (`walked_rolls`).
        self.walks = 0
        # The values that move with the dice and that the rule or the measures read, with
        # their whole-number weights (`readings`), depend only on the fixed values the
        # moving values and the pools' sizes read: not on what the rule compares them
        # with. A sweep over a difficulty walks the faces once and decides each point
        # over these readings (`_decide_readings`).
        moving = {*self.layout.names, *(n for pool in spec.pools for n in pool.names),
                  *(s.variable for s in spec.spends if s.variable is not None),
                  *(step.name for step in dynamic)}
        read = {*self.layout.rule_names, *self.layout.measure_names}
        self.reading_names = tuple(sorted(read & moving))
        self.reading_levels = tuple(n for n in self.layout.rule_levels if n in moving)
        dice_reads = {n for step in dynamic for n in step_reads(step)}
        for pool in spec.pools:
            dice_reads |= pool.dice.names | (pool.sides.names if pool.sides else set())
        self.dice_reads = tuple(sorted(dice_reads - moving))
        self.readable = self.layout.key_names is not None and not spec.rerolled
        self.readings: dict[object, tuple[dict[Any, int], int]] = {}


def _plan(spec: CheckSpec) -> _Plan:
    """The check's plan, made once and kept on the check (see `CheckSpec.runtime`)."""
    plan = spec.runtime.get("plan")
    if plan is None:
        plan = spec.runtime["plan"] = _Plan(spec)
    assert isinstance(plan, _Plan)
    return plan


def walked_rolls(spec: CheckSpec) -> int:
    """How many times the engine has walked every face of the check's roll: inputs that
    share a roll (see `shift`) share one walk, and inputs that only change what the
    moving values are compared with (a sweep over a difficulty) share the readings of
    one walk (see `_decide_readings`)."""
    return _plan(spec).walks


def roll_decider(spec: CheckSpec, env: dict[str, Number], env_levels: dict[str, LevelKey],
                 ) -> tuple[Callable[[], RuleResult], Callable[[], tuple[int, ...]]]:
    """The check's outcome rule and its measures as two calls reading `env` and
    `env_levels` (the fixed values, the dice and the spends set in them): the first runs
    the steps that move with the dice, then decides; the second measures. Both remember
    their results by the names they read, across queries."""
    plan = _plan(spec)
    layout = plan.layout
    rule = spec.rule
    rule_decides = plan.decide
    executors = plan.executors
    rule_key = _getter(layout.rule_names)
    level_key = _getter(layout.rule_levels)
    with_levels = bool(layout.rule_levels)
    memo = plan.rule_memo
    if len(memo) > 100_000:
        memo.clear()
    # A second roll that gives its own measures is measured in its scope: its results
    # depend on more than the names the rule reads, so they are not remembered.
    second_measures = spec.measures if layout.second_measures else None

    def decide() -> RuleResult:
        for execute in executors:
            execute(env, env_levels)
        if second_measures is not None:
            return apply_rule(rule, env, env_levels, second_measures)
        key = (rule_key(env), level_key(env_levels)) if with_levels else rule_key(env)
        found = memo.get(key)
        if found is None:
            found = memo[key] = rule_decides(env, env_levels)
        return found

    measures = spec.measures
    measure_memo = plan.measure_memo
    if len(measure_memo) > 100_000:
        measure_memo.clear()
    measure_key = _getter(layout.measure_names)

    def measure() -> tuple[int, ...]:
        key = measure_key(env)
        found = measure_memo.get(key)
        if found is None:
            found = tuple(whole(name, m(env)) for name, m in measures)
            measure_memo[key] = found
        return found

    return decide, measure


def _pool_weights(pool: PoolSpec, numbers: Mapping[str, Number],
                  push: SpendSpec | None = None,
                  ) -> tuple[list[tuple[tuple[Any, ...], int]], int]:
    """The pool's joint values with whole-number weights for these inputs (icepool's
    evaluation, cached per die and number of dice). A pool that may be pushed is read
    split (see `push`): each entry is its values, then the counts on the dice that stay
    and how many others there are."""
    try:
        if push is None:
            weights, denominator = pool.weights_for(numbers)
            return list(weights.items()), denominator
        die, count = pool.die_for(numbers), pool.count_for(numbers)
        dist = {(*(a + b for a, b in zip(stay, others, strict=True)), stay, rest): chance
                for (stay, others, rest), chance in split_distribution(
                    die, count, pool.readings, push.keep).items()}
    except DiceNotationError as error:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "the pool '{pool}': {error}"),
            pool=pool.name, error=message_of(error))) from None
    scale = math.lcm(*(chance.denominator for chance in dist.values()))
    return [(faces, int(chance * scale)) for faces, chance in dist.items()], scale


_WALK_ERRORS = (FormulaError, KeyError, ArithmeticError, TypeError, ValueError)


def _located(spec: CheckSpec, error: Exception) -> OddsError:
    """What a walk over a check's faces raised (one of `_WALK_ERRORS`), as an OddsError
    naming the check."""
    if isinstance(error, FormulaError):
        return OddsError(f"check '{spec.id}': {error}")
    if isinstance(error, KeyError):
        return OddsError(f"check '{spec.id}': no chart cell or value for {error}")
    return OddsError(f"check '{spec.id}': a formula failed ({error})")


@contextmanager
def _walk_errors(spec: CheckSpec) -> Iterator[None]:
    """What a walk over a check's faces raises, as an OddsError naming the check."""
    try:
        yield
    except _WALK_ERRORS as error:
        raise _located(spec, error) from None


def resolve_roll(spec: CheckSpec, numbers: Mapping[str, Number],
                 levels: Mapping[str, LevelKey], bonus_budget: int = 0,
                 push_budget: int = 0, bonus_reroll: bool = False,
                 count_spends: bool = False) -> Weighted:
    """Exact distribution of states for one roll of `spec` with inputs already bound.

    With `bonus_budget`, the check's bonus spend is applied per roll: after seeing the
    dice, spend one at a time while the outcome is not a success (or all of it). With
    `push_budget`, the check's push rolls its pool's other dice again, up to that many
    times, while the outcome is one it pushes from. Inputs that give the same fixed values
    to what decides the roll share one distribution (a grid whose inputs only shift a
    margin works each margin out once). With `bonus_reroll`, each use of the bonus budget
    may roll the dice again instead, whichever is more likely to end in a success (see
    `bonus_choice`). With `count_spends`, each state's measures end with how many pushes
    were made and how many bonuses spent (what budgets shared with rerolls or other rolls
    need, see `engine`).
    """
    plan = _plan(spec)
    layout = plan.layout
    walk: Callable[..., Weighted] = _resolve_plain if layout.plain and (
        bonus_budget == 0 or plan.bonus_plain) else _resolve
    if bonus_reroll and bonus_budget > 0:
        walk = _resolve_best_use
    if count_spends:  # refused at load beside reroll_instead
        walk = functools.partial(_resolve, count_spends=True)
    decided = roll_key(spec, numbers, levels, bonus_reroll)
    if decided is None:  # no key, or the fixed values fail: the walk says why
        plan.walks += 1
        return walk(spec, plan, numbers, dict(numbers), dict(levels), bonus_budget,
                    push_budget)
    key = (decided, bonus_budget, push_budget, bonus_reroll, count_spends)
    found = plan.results.get(key)
    if found is None:
        env, env_levels = dict(numbers), dict(levels)
        run_steps(layout.fixed, env, env_levels)
        if len(plan.results) > 20_000:
            plan.results.clear()
        if plan.readable and not (bonus_budget or push_budget or bonus_reroll
                                  or count_spends):
            found = _decide_readings(spec, plan, numbers, env, env_levels)
        else:
            plan.walks += 1
            found = walk(spec, plan, numbers, env, env_levels, bonus_budget, push_budget,
                         fixed_run=True)
        plan.results[key] = found
    return found


Readings = tuple[dict[Any, int], int]
"""The moving values a rule and its measures read (with the levels among them, when any
move with the dice), with whole-number weights over one denominator."""


def _readings(spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],
              env: dict[str, Number], env_levels: dict[str, LevelKey]) -> Readings:
    """Every face of the roll walked once (`env` holds the fixed values): the joint
    distribution of the moving values the rule and the measures read, remembered by the
    fixed values they depend on."""
    key = (tuple(map(env.get, plan.dice_reads)), tuple(map(env_levels.get, plan.dice_reads)))
    found = plan.readings.get(key)
    if found is not None:
        return found
    all_weights, denominator = _faces_and_pools(spec, plan.layout, numbers)
    for spend in spec.spends:  # a bonus not spent adds nothing
        if spend.variable is not None:
            env[spend.variable] = 0
    names = plan.layout.names
    plain_count = len(names)
    pool_names = [pool.names for pool in spec.pools]
    executors = plan.executors
    read = _reader(plan.reading_names)
    levels_of = plan.reading_levels
    counted: dict[Any, int] = {}
    plan.walks += 1
    with _walk_errors(spec):
        for combination in itertools.product(*all_weights):
            weight = 1
            for name, (face, count) in zip(names, combination):  # noqa: B905 - same length
                env[name] = face
                weight *= count
            if pool_names:
                for bound, (values, count) in zip(  # noqa: B905 - same length
                        pool_names, combination[plain_count:]):
                    env.update(zip(bound, values))  # noqa: B905
                    weight *= count
            for execute in executors:
                execute(env, env_levels)
            # the values read, then the levels among them when any move with the dice
            reading = (read(env), tuple(env_levels.get(n, _ABSENT) for n in levels_of)) \
                if levels_of else read(env)
            counted[reading] = counted.get(reading, 0) + weight
    # At most about _KEPT_READINGS readings are kept per check (a grid over an input the
    # moving values read keeps one set per value, each up to a roll's faces).
    if sum(len(known) for known, _ in plan.readings.values()) + len(counted) > _KEPT_READINGS:
        plan.readings.clear()
    found = plan.readings[key] = (counted, denominator)
    return found


_KEPT_READINGS = 200_000


def _faces_and_pools(spec: CheckSpec, layout: RollLayout, numbers: Mapping[str, Number],
                     ) -> tuple[list[Sequence[tuple[Any, int]]], int]:
    """What one roll walks: each plain die's faces, then each pool's joint values, with
    whole-number weights, and their common denominator."""
    all_weights: list[Sequence[tuple[Any, int]]] = list(layout.weights)
    denominator = layout.denominator
    for pool in spec.pools:
        weights, scale = _pool_weights(pool, numbers)
        all_weights.append(weights)
        denominator *= scale
    return all_weights, denominator


def _reader(names: tuple[str, ...]) -> Callable[[Mapping[str, Any]], tuple[Any, ...]]:
    """The values of `names` in an environment, as a tuple (one name too)."""
    read = _getter(names)
    if len(names) != 1:
        return read

    def one(env: Mapping[str, Any]) -> tuple[Any, ...]:
        return (read(env),)

    return one

_ABSENT = object()
"""A level the readings record as not set."""


def _decide_readings(spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],
                     env: dict[str, Number], env_levels: dict[str, LevelKey]) -> Weighted:
    """One roll's distribution decided over its readings (see `_readings`): the faces are
    walked once for every set of inputs that gives the moving values the same fixed
    values, however the comparisons change."""
    counted, denominator = _readings(spec, plan, numbers, env, env_levels)
    layout = plan.layout
    names = plan.reading_names
    levels_of = plan.reading_levels
    decide = plan.decide
    memo = plan.rule_memo
    if len(memo) > 100_000:
        memo.clear()
    rule_key = _getter(layout.rule_names)
    level_key = _getter(layout.rule_levels) if layout.rule_levels else None
    measures = spec.measures
    measure_memo = plan.measure_memo
    if len(measure_memo) > 100_000:
        measure_memo.clear()
    measure_key = _getter(layout.measure_names)
    nested = nested_for(spec.rule, numbers) if plan.second_pools else layout.nested
    states: dict[State, int] = {}
    measured: tuple[int, ...] = ()
    with _walk_errors(spec):
        for reading, weight in counted.items():
            if levels_of:
                values, levels = reading
                for name, level in zip(levels_of, levels):  # noqa: B905 - same length
                    if level is _ABSENT:
                        env_levels.pop(name, None)
                    else:
                        env_levels[name] = level
            else:
                values = reading
            env.update(zip(names, values))  # noqa: B905 - same length
            at = rule_key(env) if level_key is None else (rule_key(env),
                                                          level_key(env_levels))
            result = memo.get(at)
            if result is None:
                result = memo[at] = decide(env, env_levels)
            if measures:
                known = measure_memo.get(measure_key(env))
                if known is None:
                    known = measure_memo[measure_key(env)] = tuple(
                        whole(name, m(env)) for name, m in measures)
                measured = known
            if result.__class__ is str:
                state = (result, measured)
                states[state] = states.get(state, 0) + weight * nested
                continue
            assert isinstance(result, tuple)
            inner, inner_denominator = result
            factor = nested // inner_denominator
            for outcome, count in inner.items():
                state = (outcome, measured)  # type: ignore[assignment]
                states[state] = states.get(state, 0) + weight * count * factor
    return Weighted(states, denominator * nested)


def roll_key(spec: CheckSpec, numbers: Mapping[str, Number], levels: Mapping[str, LevelKey],
             bonus_reroll: bool = False) -> object | None:
    """What decides one roll of `spec` with these inputs besides its spends: inputs with
    the same key roll alike. The offsets of its comparisons and measures when it has a
    margin plan (see `shift`; not when a bonus may roll again instead, which weighs its
    choices by the values themselves), else its fixed values. None when the roll has no
    such key (second rolls measuring themselves) or its fixed values cannot be worked
    out (the walk says why)."""
    plan = _plan(spec)
    layout = plan.layout
    if layout.key_names is None:
        return None
    read = layout.inputs_read
    inputs = (tuple(map(numbers.get, read)), tuple(map(levels.get, read)))
    keys = plan.fixed_keys.get(inputs)
    if keys is None:
        env, env_levels = dict(numbers), dict(levels)
        try:
            run_steps(layout.fixed, env, env_levels)
        except (GMAssistantError, KeyError, ArithmeticError, TypeError, ValueError):
            return None
        names = layout.key_names
        if not plan.margins_made and plan.fixed_keys:
            plan.margins = margin_plan(spec, layout)
            plan.margins_made = True
        offsets = plan.margins.offsets(env) if plan.margins is not None else None
        keys = (tuple(map(env.get, names)), tuple(map(env_levels.get, names))), offsets
        if len(plan.fixed_keys) > 20_000:
            plan.fixed_keys.clear()
        plan.fixed_keys[inputs] = keys
    fixed, offsets = keys
    return ("offsets", offsets) if offsets is not None and not bonus_reroll else fixed


def best_use(spec: CheckSpec, numbers: Mapping[str, Number],
             levels: Mapping[str, LevelKey], budget: int) -> BestUse:
    """The rolls of `spec` with these inputs whose bonus budget's uses may roll the dice
    again instead: the best use at each point (`BestUse`), for the odds and the roller."""
    env, env_levels = dict(numbers), dict(levels)
    bonus = spec.spend("bonus")
    assert bonus is not None and bonus.variable is not None
    variable, adds = bonus.variable, bonus.adds
    layout = _plan(spec).layout
    names = layout.names
    decide, measure = roll_decider(spec, env, env_levels)
    success = spec.success_of
    measured = bool(spec.measures)

    def evaluate(faces: tuple[int, ...], bonuses: int) -> tuple[State, bool]:
        env.update(zip(names, faces, strict=True))
        env[variable] = bonuses * adds
        result = decide()
        if not isinstance(result, str):  # refused at load (reroll bands, second rolls)
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "check '{spec}': a bonus that may roll again needs a roll decided "
                "by its dice alone"), spec=spec.id))
        return (result, measure() if measured else ()), success[result]

    combinations = []
    for combination in itertools.product(*layout.weights):
        weight = 1
        for _, count in combination:
            weight *= count
        combinations.append((tuple(face for face, _ in combination), weight))
    with _walk_errors(spec):
        run_steps(layout.fixed, env, env_levels)
        return BestUse(names, combinations, layout.denominator, evaluate, budget)


def _resolve_best_use(spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],
                      env: dict[str, Number], env_levels: dict[str, LevelKey],
                      bonus_budget: int, push_budget: int,
                      fixed_run: bool = False) -> Weighted:
    """One roll's distribution when each bonus use may roll again instead (see
    `bonus_choice`)."""
    weights, denominator = best_use(spec, numbers, env_levels, bonus_budget).distribution()
    return Weighted(weights, denominator)


def _resolve(spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],
             env: dict[str, Number], env_levels: dict[str, LevelKey], bonus_budget: int,
             push_budget: int, fixed_run: bool = False, count_spends: bool = False,
             ) -> Weighted:
    """One roll's distribution, worked out in `env` (the inputs, and the fixed values
    already when `fixed_run`). A push comes first, then the bonus spends, on the dice
    the pushes left; with `count_spends` each state's measures end with the pushes made
    and the bonuses spent."""
    walk = _SpendingWalk(spec, plan, numbers, env, env_levels, bonus_budget, push_budget,
                         count_spends)
    with _walk_errors(spec):
        if not fixed_run:
            run_steps(plan.layout.fixed, env, env_levels)
        for combination in itertools.product(*walk.all_weights):
            walk.throw(combination)
        if walk.pushing:
            walk.push_all()
    return walk.weighted()


# faces of the other dice, counts on the dice that stay, how many others there are
_PushState = tuple[tuple[Any, ...], tuple[int, ...], int]


class _SpendingWalk:
    """The faces of one roll walked with its spends (`_resolve`): each throw is decided,
    pushed (its pool's other dice rolled again while the outcome is one the push is made
    from), then bonuses are spent on it; rerolled throws are grouped by the dice they
    keep. `weighted` puts the parts together."""

    def __init__(self, spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],
                 env: dict[str, Number], env_levels: dict[str, LevelKey],
                 bonus_budget: int, push_budget: int, count_spends: bool) -> None:
        self.spec, self.numbers, self.env = spec, numbers, env
        self.bonus = spec.spend("bonus")
        self.variable = self.bonus.variable if self.bonus is not None else None
        if self.variable is not None:
            env[self.variable] = 0
        self.bonus_budget, self.push_budget = bonus_budget, push_budget
        self.count_spends = count_spends
        self.layout = layout = plan.layout
        self.names = layout.names
        self.plain_count = len(layout.names)
        self.nested = nested_for(spec.rule, numbers) if plan.second_pools else layout.nested
        self.decide, self.measure = roll_decider(spec, env, env_levels)
        self.measured = bool(spec.measures)
        self.pool_names = [pool.names for pool in spec.pools]
        self.push = spec.spend("push") if push_budget > 0 else None
        self.push_at = -1  # the pushed pool's place in a combination (-1: none)
        self.all_weights: list[Sequence[tuple[Any, int]]] = list(layout.weights)
        self.denominator = layout.denominator
        for position, pool in enumerate(spec.pools):
            pushed = self.push if self.push is not None and self.push.pool == pool.name \
                else None
            if pushed is not None:
                self.push_at = self.plain_count + position
            weights, scale = _pool_weights(pool, numbers, pushed)
            self.all_weights.append(weights)
            self.denominator *= scale
        self.rerolls = bool(spec.rerolled)
        self.plain: dict[State, int] = {}
        # faces of the dice not rerolled -> [settled weight, rerolled weight, {state: weight}]
        self.groups: dict[tuple[int, ...], list[Any]] = {}
        self.pushing: dict[_PushState, Fraction] = {}
        self.pushed_states: dict[State, Fraction] = {}

    def throw(self, combination: tuple[tuple[Any, int], ...]) -> None:
        """One combination of faces (each with its weight): decided, then pushed or
        spent on, and counted."""
        env = self.env
        weight = 1
        for name, (face, count) in zip(self.names, combination):  # noqa: B905 - same length
            env[name] = face
            weight *= count
        if self.pool_names:
            for bound, (values, count) in zip(  # noqa: B905 - same length
                    self.pool_names, combination[self.plain_count:]):
                env.update(zip(bound, values))  # noqa: B905
                weight *= count
        if self.variable is not None:
            env[self.variable] = 0
        result = self.decide()
        if self.push_at >= 0 and result.__class__ is str \
                and result in self.push.on:  # type: ignore[union-attr]
            self._start_push(combination, weight)
            return
        result, spent = self.spend_bonus(result)
        states = self._states_for(combination, weight, result)
        if states is None:
            return
        measured = self.measure() if self.measured else ()
        if self.count_spends:
            measured = (*measured, 0, spent)
        self._count(states, result, measured, weight)

    def _start_push(self, combination: tuple[tuple[Any, int], ...], weight: int) -> None:
        """A throw the push is made from: settled when every die stays, else waiting in
        `pushing` by what the pushed pool shows."""
        values = combination[self.push_at][0]
        size = len(values) - 2
        chance = Fraction(weight, self.denominator)
        if values[size + 1] == 0:  # every die stays: nothing to roll again
            self.settle(chance, 0)
            return
        at = (tuple(face if i < self.plain_count
                    else (self.pool_names[i - self.plain_count], face)
                    for i, (face, _) in enumerate(combination) if i != self.push_at),
              values[size], values[size + 1])
        self.pushing[at] = self.pushing.get(at, Fraction(0)) + chance

    def _states_for(self, combination: tuple[tuple[Any, int], ...], weight: int,
                    result: RuleResult) -> dict[State, int] | None:
        """Where a decided throw's states are counted: the roll's, or (with reroll
        bands) the group of the dice it keeps; None for a throw rolled again (counted in
        its group's rerolled weight)."""
        if not self.rerolls:
            return self.plain
        key = tuple(combination[i][0] for i in self.layout.kept)
        group = self.groups.get(key)
        if group is None:
            group = self.groups[key] = [0, 0, {}]
        if isinstance(result, Reroll):
            group[1] += weight
            return None
        group[0] += weight
        states: dict[State, int] = group[2]
        return states

    def _count(self, states: dict[State, int], result: RuleResult,
               measured: tuple[int, ...], weight: int) -> None:
        """Add a throw's outcome (or its second roll's outcomes) to `states`."""
        nested = self.nested
        if isinstance(result, str):
            state = (result, measured)
            states[state] = states.get(state, 0) + weight * nested
            return
        assert isinstance(result, tuple)
        inner, inner_denominator = result
        factor = nested // inner_denominator
        for outcome, count in inner.items():
            # keyed by outcome and measures when the second roll measures itself
            at = outcome if isinstance(outcome, tuple) else (outcome, measured)
            states[at] = states.get(at, 0) + weight * count * factor

    def spend_bonus(self, result: RuleResult) -> tuple[RuleResult, int]:
        """The outcome after the bonus spends (one at a time while it is not a success),
        and how many were spent."""
        bonus, success = self.bonus, self.spec.success_of
        spent = 0
        if bonus is not None and self.bonus_budget > 0 and result.__class__ is str:
            while spent < self.bonus_budget and not (
                bonus.until_success and success[result]  # type: ignore[index]
            ):
                spent += 1
                self.env[self.variable] = spent * bonus.adds  # type: ignore[index]
                result = self.decide()
                if isinstance(result, Reroll):
                    break
        return result, spent

    def settle(self, chance: Fraction, pushes: int) -> None:
        """The state the dice in `env` end in after the bonus spends, weighed `chance`."""
        found, spent = self.spend_bonus(self.decide())
        assert isinstance(found, str)  # a push has no second rolls (checked at load)
        measured = self.measure() if self.measured else ()
        if self.count_spends:
            measured = (*measured, pushes, spent)
        state = (found, measured)
        self.pushed_states[state] = self.pushed_states.get(state, Fraction(0)) + chance
        if self.variable is not None:
            self.env[self.variable] = 0

    def push_all(self) -> None:
        """Roll the other dice again while pushed from and pushes are left (`pushing`).

        A push is a step of a Markov chain over what the pushed pool shows: the counts on
        the dice that stay and how many others there are (with the other dice of the
        roll, which a push leaves as they are). Throws that reach the same state are
        merged before the next push, so each push costs the states times the split of
        the dice rolled again, not the product of every throw before it."""
        if self.variable is not None:
            self.env[self.variable] = 0
        pool = self.spec.pools[self.push_at - self.plain_count]
        die = pool.die_for(self.numbers)
        frontier = self.pushing
        for left in range(self.push_budget, 0, -1):
            made = self.push_budget - left + 1  # pushes made once these dice roll again
            following: dict[_PushState, Fraction] = {}
            for at, chance in frontier.items():
                self._push_once(pool, die, at, chance, (left, made), following)
            frontier = following

    def _push_once(self, pool: PoolSpec, die: PoolDie, at: _PushState, chance: Fraction,
                   pushes: tuple[int, int], following: dict[_PushState, Fraction]) -> None:
        """The other dice of `pool` (each a `die`) in one pushed state rolled again, with
        `pushes` (left before, made after): each result settled, or added to `following`
        when pushed from again (pushes and dice to roll left)."""
        assert self.push is not None
        env, push = self.env, self.push
        left, made = pushes
        others_faces, stay, others = at
        for name, face in zip(self.names, others_faces):  # noqa: B905 - same length
            env[name] = face
        for bound_names, values in others_faces[self.plain_count:]:
            env.update(zip(bound_names, values))  # noqa: B905
        split = split_distribution(die, others, pool.readings, push.keep)
        for (stay_new, other_new, rest), p in split.items():
            kept = tuple(a + b for a, b in zip(stay, stay_new, strict=True))
            for name, a, b in zip(pool.names, kept, other_new, strict=True):
                env[name] = a + b
            found = self.decide()
            assert isinstance(found, str)
            if found in push.on and left > 1 and rest > 0:
                again = (others_faces, kept, rest)
                following[again] = following.get(again, Fraction(0)) + chance * p
                continue
            self.settle(chance * p, made)

    def weighted(self) -> Weighted:
        """The roll's distribution: the pushed states with the others, or the rerolled
        groups put together, or the plain states."""
        denominator = self.denominator * self.nested
        if self.pushed_states:
            return _with_pushed(self.pushed_states, self.plain, denominator)
        if not self.rerolls:
            return Weighted(self.plain, denominator)
        return _rerolled_together(self.spec, self.groups, denominator)


def _with_pushed(pushed: dict[State, Fraction], plain: dict[State, int],
                 denominator: int) -> Weighted:
    """The states a push settled (chances) and the others (weights over `denominator`),
    as whole numbers over a common denominator."""
    together = dict(pushed)
    for state, weight in plain.items():
        together[state] = together.get(state, Fraction(0)) + Fraction(weight, denominator)
    common = math.lcm(*(p.denominator for p in together.values()))
    return Weighted({state: int(p * common) for state, p in together.items()}, common)


def _rerolled_together(spec: CheckSpec, groups: dict[tuple[int, ...], list[Any]],
                       denominator: int) -> Weighted:
    """A roll with reroll bands: each group of throws that keep the same dice ends as its
    settled throws do (its rerolled weight shared among them in proportion). OddsError
    when a group is rerolled forever."""
    common = math.lcm(*(settled for settled, _, _ in groups.values() if settled))
    total: dict[State, int] = {}
    for settled, rerolled, states in groups.values():
        if settled == 0:
            if rerolled:
                raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                    "OddsProblem", "check '{spec}': some rolls are rerolled forever"),
                    spec=spec.id))
            continue
        factor = (settled + rerolled) * (common // settled)
        for state, weight in states.items():
            total[state] = total.get(state, 0) + weight * factor
    return Weighted(total, denominator * common)


def _resolve_plain(spec: CheckSpec, plan: _Plan, numbers: Mapping[str, Number],  # noqa: C901
                   env: dict[str, Number], env_levels: dict[str, LevelKey],
                   bonus_budget: int, push_budget: int, fixed_run: bool = False) -> Weighted:
    """`_resolve` for a roll with no pool, reroll band or second roll measuring itself
    (`layout.plain`, most checks), and a bonus to spend only when it has no second roll
    at all (`bonus_plain`): the same walk over the faces, without the branches the others
    need."""
    assert push_budget == 0 and (bonus_budget == 0 or plan.bonus_plain)
    bonus = spec.spends_by_kind.get("bonus")
    variable = bonus.variable if bonus is not None else None
    if variable is not None:
        env[variable] = 0
    success = spec.success_of
    adds = bonus.adds if bonus is not None else 0
    until_success = bonus is not None and bonus.until_success
    layout = plan.layout
    executors = plan.executors
    rule_decides = plan.decide
    memo_rule = layout.memo_rule
    memo = plan.rule_memo
    rule_key = level_key = None
    if memo_rule:
        if len(memo) > 100_000:
            memo.clear()
        rule_key = _getter(layout.rule_names)
        level_key = _getter(layout.rule_levels) if layout.rule_levels else None
    measures = spec.measures
    measure_memo = plan.measure_memo
    measure_key = None
    if measures:
        if len(measure_memo) > 100_000:
            measure_memo.clear()
        measure_key = _getter(layout.measure_names)
    nested = nested_for(spec.rule, numbers) if plan.second_pools else layout.nested
    names = layout.names
    states: dict[State, int] = {}
    measured: tuple[int, ...] = ()
    try:  # what `_walk_errors` does, without its calls: most queries walk only this
        if not fixed_run:
            run_steps(layout.fixed, env, env_levels)
        # One die (most checks) is walked face by face, several by their product.
        single = names[0] if len(names) == 1 else None
        walk: Iterable[Any] = layout.weights[0] if single else itertools.product(*layout.weights)
        for combination in walk:
            if single is not None:
                face, weight = combination
                env[single] = face
            else:
                weight = 1
                for name, (face, count) in zip(names, combination):  # noqa: B905
                    env[name] = face
                    weight *= count
            for execute in executors:
                execute(env, env_levels)
            if rule_key is not None:
                key = (rule_key(env) if level_key is None
                       else (rule_key(env), level_key(env_levels)))
                result = memo.get(key)
                if result is None:
                    result = memo[key] = rule_decides(env, env_levels)
            else:
                result = rule_decides(env, env_levels)
            if bonus_budget:
                # spend one at a time while the outcome is not yet a success (or all)
                spent = 0
                while spent < bonus_budget and not (
                        until_success and success[result]  # type: ignore[index] # a key: no second roll
                ):
                    spent += 1
                    env[variable] = spent * adds  # type: ignore[index]
                    # As above, written out: a call per face cost a tenth of AdOM's grid.
                    for execute in executors:
                        execute(env, env_levels)
                    if rule_key is not None:
                        key = (rule_key(env) if level_key is None
                               else (rule_key(env), level_key(env_levels)))
                        result = memo.get(key)
                        if result is None:
                            result = memo[key] = rule_decides(env, env_levels)
                    else:
                        result = rule_decides(env, env_levels)
            if measure_key is not None:
                at = measure_key(env)
                known = measure_memo.get(at)
                if known is None:
                    known = measure_memo[at] = tuple(whole(name, m(env))
                                                     for name, m in measures)
                measured = known
            if bonus_budget:
                env[variable] = 0  # type: ignore[index]
            if result.__class__ is str:
                state = (result, measured)
                states[state] = states.get(state, 0) + weight * nested
                continue
            assert isinstance(result, tuple)
            inner, inner_denominator = result
            factor = nested // inner_denominator
            for outcome, count in inner.items():
                state = (outcome, measured)  # type: ignore[assignment]
                states[state] = states.get(state, 0) + weight * count * factor
    except _WALK_ERRORS as error:
        raise _located(spec, error) from None
    return Weighted(states, layout.denominator * nested)

"""Cross-reference checks of one check as a whole, and its compilation into a `CheckSpec`.

The roll, values and outcome rule are checked by `roll_semantics`; this module adds what
surrounds the roll: the outcomes it may give, its inputs (a known scale or a range, and a
default that fits), resource spends, groups of helpers and measures, and which names the
roll finally depends on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import replace
from fractions import Fraction

from gm_assistant.core.dice.pool import state_bound
from gm_assistant.core.errors import NONE
from gm_assistant.core.rules.chart_semantics import level_key
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import (
    BandsRule,
    ChartRule,
    ChartTable,
    CheckSpec,
    GroupSpec,
    InputInfo,
    PoolSpec,
    ScaleInfo,
    SpendSpec,
    Step,
    rule_reads,
    second_rolls_of,
    step_reads,
)
from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.model import Check, Note, PoolRoll, RulesetModel
from gm_assistant.core.rules.pool_semantics import compile_pool
from gm_assistant.core.rules.roll_layout import roll_layout
from gm_assistant.core.rules.roll_semantics import MAX_ROLL_OUTCOMES, Kind, RollCompiler
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_CHECK_COST", "compile_check"]

# One roll of a check, second rolls included, walks at most this many combinations of
# faces (about a quarter of a second here), so every query, and `validate`, stays quick.
MAX_CHECK_COST = 250_000


def compile_check(check_id: str, check: Check, model: RulesetModel,
                  scales: dict[str, ScaleInfo], charts: dict[str, ChartTable | None],
                  out: Collector) -> CheckSpec | None:
    """Check `checks.<check_id>` against the rest of the ruleset and build its runnable form.

    Every problem goes to `out`; the result is None when there was any.
    """
    return _CheckCompiler(check_id, check, model, scales, charts, out).compile()


class _CheckCompiler(RollCompiler):
    """Compiles one check, reporting problems with paths under `checks.<id>`."""

    # -- pieces -------------------------------------------------------------------------
    def inputs(self) -> dict[str, InputInfo]:
        result: dict[str, InputInfo] = {}
        for name, spec in self.check.inputs.items():
            path: Path = (*self.base, "inputs", name)
            if spec.resource is not None and spec.resource not in self.model.resources:
                self.out.add((*path, "resource"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown resource '{resource}'"), resource=spec.resource))
            if spec.scale is not None:
                scale = self.scales.get(spec.scale)
                if scale is None:
                    self.out.add((*path, "scale"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "unknown scale '{scale}'"), scale=spec.scale))
                    continue
                default = scale.keys[0] if spec.default is None else level_key(scale,
                                                                               spec.default)
                if default is None:
                    self.out.add((*path, "default"),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "default '{default}' is not a level of "
                                     "'{scale}'"), default=spec.default, scale=scale.id))
                    continue
                low, high = 0, len(scale.keys) - 1
            else:
                assert spec.range is not None
                scale = None
                low, high = spec.range.min, spec.range.max
                default = low if spec.default is None else spec.default
                if not isinstance(default, int):
                    self.out.add((*path, "default"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "default '{default}' is text: write a whole number "
                        "without quotes ({low}..{high})"), default=default, low=low, high=high))
                    continue
                if not low <= default <= high:
                    self.out.add((*path, "default"),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "default {default} is outside "
                                     "{low}..{high}"), default=default, low=low, high=high))
                    continue
            result[name] = InputInfo(name, spec.label, spec.description, scale, low, high,
                                     default, spec.resource)
        return result

    # -- whole check --------------------------------------------------------------------
    def compile(self) -> CheckSpec | None:
        """Check every part (each problem reported, the rest still checked) and build the
        runnable check when none had a problem."""
        check = self.check
        ok = self._outcomes_known()
        inputs = self.inputs()
        all_inputs = len(inputs) == len(check.inputs)
        kinds = self._kinds(inputs)
        spends = self.spends(set(check.inputs))
        if all_inputs:
            self.pool_inputs = inputs  # pools, here and in second rolls, read them
        rolls = self.rolls(check.roll, (*self.base, "roll"), set(kinds))
        named_rolls = {"roll": check.roll} if isinstance(check.roll, str) else check.roll
        pools, pools_ok = self._pools(named_rolls, rolls is not None and all_inputs, inputs,
                                      kinds)
        roll_names = [name for name, roll in named_rolls.items()
                      if not isinstance(roll, PoolRoll)]
        for name in roll_names:
            kinds.setdefault(name, None)
        ok = ok and all_inputs and spends is not None and rolls is not None and pools_ok
        push = next((s for s in spends or () if s.kind == "push"), None)
        if push is not None and rolls is not None and not self._pushable(push, pools):
            ok = False
        cost = _combinations(rolls, pools) if rolls is not None else 0
        if rolls is not None and ok and cost > MAX_ROLL_OUTCOMES:
            self.out.add((*self.base, "roll"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "check '{check}': {problem}"),
                check=self.id, problem=_cost_message(cost)))
            ok = False
        steps = self.steps(check.values, (*self.base, "values"), kinds)
        if steps is None:
            ok = False
            for name in check.values:
                if name not in kinds:
                    self._failed(name, kinds)
        rule = self.rule(check.outcome, (*self.base, "outcome"), kinds, set(roll_names))
        if rule is not None:
            ok = self._rule_fits_spends(rule, spends, push) and ok
            if rolls is not None and ok:
                cost, ok = self._with_second_rolls(rule, cost)
        group = self.group(inputs)
        measures = self._measures(kinds)
        ok = self._spends_fit_bands_and_group(spends, rule, group) and ok
        if (not ok or spends is None or rolls is None or steps is None or rule is None
                or measures is None or (check.group is not None and group is None)):
            return None
        notation = {k: self.model.dice.get(v, v) for k, v in named_rolls.items()
                    if isinstance(v, str)}
        success_of = {o.key: o.success for o in self.model.outcomes if o.key in check.outcomes}
        compiled = CheckSpec(self.id, check.label, check.description, tuple(check.outcomes),
                             inputs, rolls, notation, steps, rule, spends, group,
                             tuple(measures), frozenset(self.rerolled), success_of,
                             _referenced(steps, rule, measures, group, pools), tuple(pools),
                             cost, self._readings())
        return replace(compiled, layout=roll_layout(compiled),
                       measure_labels=dict(self.check.measure_labels))

    def _outcomes_known(self) -> bool:
        """The outcomes the check lists are the ruleset's, each once."""
        known_outcomes = {o.key for o in self.model.outcomes}
        ok = True
        for position, key in enumerate(self.check.outcomes):
            if key not in known_outcomes:
                self.out.add((*self.base, "outcomes", position),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown outcome '{key}'"), key=key))
                ok = False
        if len(set(self.check.outcomes)) != len(self.check.outcomes):
            self.out.add((*self.base, "outcomes"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an outcome is listed twice")))
            ok = False
        return ok

    def _kinds(self, inputs: dict[str, InputInfo]) -> dict[str, Kind]:
        """The names the check's formulas may read so far (its inputs and the variables its
        spends set) with their scales. Inputs with a problem are still known names, so
        formulas using them do not report a second, misleading "unknown name"."""
        kinds: dict[str, Kind] = {}
        for name, spec in self.check.inputs.items():
            kinds[name] = self.scales.get(spec.scale) if spec.scale is not None else None
            if spec.scale is not None and kinds[name] is None:
                self.doubtful.add(name)
        kinds.update({name: info.scale for name, info in inputs.items()})
        for written in self.check.spend:  # known even when its spend has a problem
            if written.variable is not None:
                kinds.setdefault(written.variable, None)
        return kinds

    def _pools(self, named_rolls: Mapping[str, str | PoolRoll], compile_them: bool,
               inputs: dict[str, InputInfo], kinds: dict[str, Kind]
               ) -> tuple[list[PoolSpec], bool]:
        """The roll's pools (each value they give made a known name), compiled when
        `compile_them` (the rolls and inputs had no problem); False when one has one."""
        pools: list[PoolSpec] = []
        ok = True
        for name, roll in named_rolls.items():
            if not isinstance(roll, PoolRoll):
                continue
            for value in roll.values:
                kinds.setdefault(value, None)
            if compile_them:
                pool = compile_pool(name, roll, (*self.base, "roll", name), inputs, self.out)
                if pool is None:
                    ok = False
                else:
                    pools.append(pool)
        return pools, ok

    def _rule_fits_spends(self, rule: ChartRule | BandsRule,
                          spends: tuple[SpendSpec, ...] | None,
                          push: SpendSpec | None) -> bool:
        """A bonus that rolls again instead, and a push, each roll some dice again: not
        beside bands that roll dice again by themselves."""
        ok = True
        instead = next((i for i, s in enumerate(spends or ()) if s.reroll_instead), None)
        if instead is not None and self.rerolled:
            self.out.add((*self.base, "spend", instead, "reroll_instead"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'reroll_instead' cannot be combined with "
                             "'reroll' bands (which roll some dice again by "
                             "themselves)")))
            ok = False
        if push is not None and (_has_roll_again(rule) or self.rerolled):
            self.out.add((*self.base, "spend"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a push cannot be combined with 'roll_again' or 'reroll' bands")))
            ok = False
        return ok

    def _with_second_rolls(self, rule: ChartRule | BandsRule, first_cost: int
                           ) -> tuple[int, bool]:
        """The combinations one roll of the check walks, its second rolls included, and
        whether that is within MAX_CHECK_COST (reported when not)."""
        factor, chain = _second_roll_cost(rule)
        cost = first_cost * factor
        if cost <= MAX_CHECK_COST:
            return cost, True
        steps_text = " × ".join(f"{n:,}" for n in (first_cost, *chain))
        self.out.add((*self.base, "outcome"),
                     Message("RulesetProblem", QT_TRANSLATE_NOOP(
                         "RulesetProblem", "one roll of the check '{id}' may walk about {cost:,} "
                         "combinations of dice ({steps_text}, the first roll "
                         "by its second rolls); at most {max_check_cost:,} are "
                         "worked out exactly (roll fewer named dice or a "
                         "smaller pool in a 'roll_again', or write sums as one "
                         "roll)"),
                         id=self.id, cost=cost, steps_text=steps_text,
                         max_check_cost=MAX_CHECK_COST))
        return cost, False

    def _measures(self, kinds: dict[str, Kind]) -> list[tuple[str, Formula]] | None:
        """The check's measures, each formula checked, and each label naming one of them
        (None when one had a problem)."""
        measures = []
        ok = True
        for name in self.check.measure_labels:
            if name not in self.check.measures:
                self.out.add((*self.base, "measure_labels", name),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "'{name}' is not one of this check's measures "
                                 "({value})"),
                                 name=name, value=', '.join(self.check.measures) or 'it has none'))
                ok = False
        for name, source in self.check.measures.items():
            formula = self.out.formula((*self.base, "measures", name), source, kinds)
            if formula is None:
                ok = False
            else:
                measures.append((name, formula))
        return measures if ok else None

    def _spends_fit_bands_and_group(self, spends: tuple[SpendSpec, ...] | None,
                                    rule: ChartRule | BandsRule | None,
                                    group: GroupSpec | None) -> bool:
        """A bonus spend is worked out neither beside 'roll_again' bands nor for an
        'in_order' group."""
        ok = True
        bonus = spends is not None and any(s.kind == "bonus" for s in spends)
        if bonus and rule is not None and _has_roll_again(rule):
            self.out.add((*self.base, "spend"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "a bonus spend cannot be combined with "
                             "'roll_again' bands")))
            ok = False
        if group is not None and group.combine == "in_order" and bonus:
            self.out.add((*self.base, "group"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'in_order' groups support reroll spends only, "
                             "not bonus spends")))
            ok = False
        return ok

    def _readings(self) -> tuple[Note, ...]:
        """The notes the check names (unknown ids are reported with the ruleset's notes)."""
        notes = {note.id: note for note in self.model.notes}
        return tuple(notes[i] for i in self.check.notes if i in notes)

    def _pushable(self, push: SpendSpec, pools: list[PoolSpec]) -> bool:
        """A push rolls again some dice of a pool whose values are counts of dice."""
        position = next(i for i, s in enumerate(self.check.spend) if s.kind == "push")
        path: Path = (*self.base, "spend", position)
        pool = next((p for p in pools if p.name == push.pool), None)
        if pool is None:
            names = ", ".join(p.name for p in pools) or NONE
            self.out.add((*path, "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "no pool '{pool}' in this check's roll (pools: {names})"),
                pool=push.pool, names=names))
            return False
        if pool.sizes is not None:
            self.out.add((*path, "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a push needs a pool of one kind of die; '{pool}' lists dice "
                "of different sizes"), pool=pool.name))
            return False
        if any(value.kind != "count" for value in pool.readings):
            self.out.add((*path, "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a push needs a pool whose values are all counts of dice; "
                "'{pool}' reads highest, lowest or a sum"), pool=pool.name))
            return False
        group = self.check.group
        if group is not None and group.combine == "in_order" and any(
                s.kind == "reroll" for s in self.check.spend):
            self.out.add((*path, "kind"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a push beside a reroll spend is not worked out for an "
                "'in_order' group (each roll's rerolls would change the pushes "
                "left to the next); keep one of them")))
            return False
        return True

    def _rerollable(self, path: Path) -> bool:
        """A bonus spend that may roll again instead rolls the check's single dice again,
        so the roll has no pool (nor a band that rolls some dice again: see `check`)."""
        roll = self.check.roll
        if not isinstance(roll, str) and any(isinstance(r, PoolRoll) for r in roll.values()):
            self.out.add((*path, "reroll_instead"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'reroll_instead' is worked out for a roll of "
                             "plain dice, not a pool")))
            return False
        return True

    def spends(self, input_names: set[str]) -> tuple[SpendSpec, ...] | None:
        result = []
        ok = True
        declared = set(self.check.outcomes)
        for position, spend in enumerate(self.check.spend):
            path: Path = (*self.base, "spend", position)
            budget = self.out.formula((*path, "budget"), spend.budget, input_names)
            if budget is None:
                ok = False
                continue
            free = None
            if spend.free is not None:
                free = self.out.formula((*path, "free"), spend.free, input_names)
                if free is None:
                    ok = False
                    continue
            if spend.kind in ("reroll", "push"):
                assert spend.while_outcome is not None
                missing = [k for k in spend.while_outcome if k not in declared]
                if missing:
                    self.out.add((*path, "while_outcome"), self._undeclared(missing[0]))
                    ok = False
                    continue
                result.append(SpendSpec(spend.kind, budget,
                                        on=frozenset(spend.while_outcome), free=free,
                                        pool=spend.pool, keep=frozenset(spend.keep or ())))
            else:
                assert spend.adds is not None and spend.variable is not None
                if spend.variable in input_names:
                    self.out.add((*path, "variable"),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "'{variable}' is already the name of an "
                                     "input"), variable=spend.variable))
                    ok = False
                    continue
                instead = None
                if spend.reroll_instead is not None:
                    instead = self.out.formula((*path, "reroll_instead"),
                                               spend.reroll_instead, input_names)
                    if instead is None or not self._rerollable(path):
                        ok = False
                        continue
                result.append(SpendSpec("bonus", budget, adds=spend.adds,
                                        variable=spend.variable,
                                        until_success=spend.until == "success", free=free,
                                        reroll_instead=instead))
        taking = next((i for i, s in enumerate(self.check.spend) if s.reroll_instead), None)
        if taking is not None and any(s.kind == "reroll" for s in self.check.spend):
            self.out.add((*self.base, "spend", taking, "reroll_instead"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'reroll_instead' cannot be combined with a "
                             "reroll spend (a throw rolled again by it would "
                             "keep only the uses left, which the better use is "
                             "not worked out for)")))
            ok = False
        if any(sum(1 for s in result if s.kind == kind) > 1
               for kind in ("reroll", "bonus", "push")):
            self.out.add((*self.base, "spend"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "at most one spend of each kind (reroll, bonus, "
                             "push)")))
            ok = False
        return tuple(result) if ok else None

    def group(self, inputs: dict[str, InputInfo]) -> GroupSpec | None:
        group = self.check.group
        if group is None:
            return None
        members = []
        ok = True
        for position, member in enumerate(group.members):
            path: Path = (*self.base, "group", "members", position)
            count = self.out.formula((*path, "count"), member.count, inputs)
            if count is None:
                ok = False
                continue
            for target, source in member.inputs.items():
                if target not in inputs or source not in inputs:
                    bad = target if target not in inputs else source
                    self.out.add((*path, "inputs", target),
                        Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "unknown input '{bad}'"), bad=bad))
                    ok = False
                elif (inputs[target].scale is None) != (inputs[source].scale is None) or (
                    inputs[target].scale is not None
                    and inputs[source].scale is not None
                    and inputs[target].scale.id != inputs[source].scale.id  # type: ignore[union-attr]
                ):
                    self.out.add((*path, "inputs", target),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "'{source}' and '{target}' take different "
                                     "kinds of value"), source=source, target=target))
                    ok = False
            members.append((count, dict(member.inputs)))
        return GroupSpec(tuple(members), group.combine) if ok else None


def _referenced(steps: Iterable[Step], rule: ChartRule | BandsRule,
                measures: Iterable[tuple[str, Formula]], group: GroupSpec | None,
                pools: Iterable[PoolSpec] = ()) -> frozenset[str]:
    """Every name the roll itself depends on (spend budgets excluded)."""
    names = rule_reads(rule)
    for pool in pools:  # how many dice, and of which size
        names.update(pool.dice.names)
        if pool.sides is not None:
            names.update(pool.sides.names)
    for step in steps:
        names |= step_reads(step)
    for _, formula in measures:
        names.update(formula.names)
    if group is not None:
        for count, replaced in group.members:
            names.update(count.names)
            names.update(replaced.values())
    return frozenset(names)


def _has_roll_again(rule: ChartRule | BandsRule) -> bool:
    return bool(second_rolls_of(rule))


def _combinations(rolls: tuple[tuple[str, dict[int, Fraction]], ...],
                  pools: list[PoolSpec]) -> int:
    """At most how many combinations one roll of the check walks (pools at their most
    dice and widest die)."""
    total = math.prod(len(dist) for _, dist in rolls)
    for pool in pools:
        total *= state_bound(pool.widest, pool.dice_range[1], pool.readings)
    return total


def _second_roll_cost(rule: ChartRule | BandsRule) -> tuple[int, tuple[int, ...]]:
    """The most combinations a rule's second rolls multiply a roll by (nested ones
    included), and the size of each second roll on that path."""
    best: tuple[int, tuple[int, ...]] = (1, ())
    for again in second_rolls_of(rule):
        own = math.prod(len(dist) for _, dist in again.rolls)
        for pool in again.pools:  # at its most dice and widest die, as in the first roll
            own *= state_bound(pool.widest, pool.dice_range[1], pool.readings)
        inner, chain = _second_roll_cost(again.rule)
        if own * inner > best[0]:
            best = (own * inner, (own, *chain))
    return best


def _cost_message(combinations: int) -> str:
    return Message("RulesetProblem", QT_TRANSLATE_NOOP(
        "RulesetProblem", "the dice and pools together may give about {combinations:,} "
        "combinations for one roll, at most {most:,} are worked out exactly (read fewer "
        "values from a pool, or fewer dice)"), combinations=combinations, most=MAX_ROLL_OUTCOMES)

"""Margins: what the inputs add to a roll's comparisons and measures, so that inputs which
only shift a total share one distribution.

In `total >= threshold` with `total: roll + modifier`, the outcome of every face depends
on `modifier - threshold` alone: modifier 3 against threshold 5 rolls exactly like
modifier 0 against threshold 2. When every value that moves with the dice is a sum of
whole multiples of the dice and of fixed values (`roll + modifier`, `2 * roll - 1`), each
comparison `a op b` is `(dice part) op (-offset)` and each measure is `(dice part) +
offset`; the offsets of a set of inputs, taken together, decide the whole roll.

    >>> margins = margin_plan(spec, spec.layout)   # lady luck's action: d6 + modifier
    >>> margins.offsets({"modifier": 3, "threshold": 5, ...})
    (-2, -2)

Anything else (a chart, a second roll, a product of two dice, a division, a value looked
up) gives no plan, and the roll is keyed by its fixed values as before.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from gm_assistant.core.rules.compiled import BandsRule, CheckSpec, FormulaStep, RollLayout
from gm_assistant.core.rules.formula import MAX_MAGNITUDE, Formula, Number

__all__ = ["MarginPlan", "margin_plan"]

# Fixed values this large or larger are keyed as they are: within this bound no sum in the
# plan can pass the formulas' magnitude limit, so a shared distribution never hides the
# error a walk of the other inputs would have met.
_LARGEST_FIXED = 10**6

Linear = tuple[dict[str, int], int]
"""A sum of whole multiples of names, and a constant: `2 * roll + modifier - 1` is
({"roll": 2, "modifier": 1}, -1)."""


def _linear(node: ast.AST, known: Mapping[str, Linear]) -> Linear | None:
    """`node` as a Linear over dice and fixed names (moving values replaced by theirs),
    or None when it is not one."""
    if isinstance(node, ast.Expression):
        return _linear(node.body, known)
    if isinstance(node, ast.Constant):
        value = node.value
        return ({}, value) if value.__class__ is int else None
    if isinstance(node, ast.Name):
        return known.get(node.id, ({node.id: 1}, 0))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _linear(node.operand, known)
        if inner is None or isinstance(node.op, ast.UAdd):
            return inner
        return _scaled(inner, -1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
        left, right = _linear(node.left, known), _linear(node.right, known)
        if left is None or right is None:
            return None
        if isinstance(node.op, ast.Mult):
            if not left[0]:
                return _scaled(right, left[1])
            if not right[0]:
                return _scaled(left, right[1])
            return None
        sign = 1 if isinstance(node.op, ast.Add) else -1
        terms = dict(left[0])
        for name, coefficient in right[0].items():
            terms[name] = terms.get(name, 0) + sign * coefficient
        return {n: c for n, c in terms.items() if c}, left[1] + sign * right[1]
    return None


def _scaled(form: Linear, factor: int) -> Linear:
    return ({n: c * factor for n, c in form[0].items() if c * factor}, form[1] * factor)


def _comparisons(node: ast.AST, known: Mapping[str, Linear]) -> list[Linear] | None:
    """The differences `left - right` of every comparison a condition is made of (joined
    by and, or, not), or None when it is anything else."""
    if isinstance(node, ast.Expression):
        return _comparisons(node.body, known)
    if isinstance(node, ast.BoolOp):
        found: list[Linear] = []
        for value in node.values:
            part = _comparisons(value, known)
            if part is None:
                return None
            found.extend(part)
        return found
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return _comparisons(node.operand, known)
    if isinstance(node, ast.Compare):
        sides = [_linear(side, known) for side in (node.left, *node.comparators)]
        differences = []
        for left, right in itertools.pairwise(sides):
            if left is None or right is None:
                return None
            terms = dict(left[0])
            for name, coefficient in right[0].items():
                terms[name] = terms.get(name, 0) - coefficient
            differences.append(({n: c for n, c in terms.items() if c}, left[1] - right[1]))
        return differences
    return None


def _tree(formula: Formula) -> ast.AST:
    return formula.tree


@dataclass(frozen=True)
class MarginPlan:
    """The offsets of a roll's comparisons and measures: sums of fixed values."""

    offsets_of: tuple[Linear, ...]
    """Each comparison's and measure's fixed part, in the rule's order, then the
    measures'."""
    fixed: tuple[str, ...]
    """Every fixed name the walked values read (each must be a modest whole number)."""

    def offsets(self, env: Mapping[str, Number]) -> tuple[int, ...] | None:
        """The offsets for these fixed values, or None when a value the walk reads is not
        a whole number of a modest size (then the roll is keyed by its fixed values as
        they are)."""
        values: dict[str, int] = {}
        for name in self.fixed:
            value = env.get(name)
            if not isinstance(value, int) or isinstance(value, bool) \
                    or not -_LARGEST_FIXED < value < _LARGEST_FIXED:
                return None
            values[name] = value
        return tuple(sum(c * values[n] for n, c in terms.items()) + constant
                     for terms, constant in self.offsets_of)


def margin_plan(spec: CheckSpec, layout: RollLayout) -> MarginPlan | None:
    """The check's margin plan, or None when some comparison or measure is not a sum of
    whole multiples (see the module's docstring), or the roll has pools, rerolls,
    second rolls or a chart rule."""
    rule = spec.rule
    if not isinstance(rule, BandsRule) or spec.pools or layout.rule_levels:
        return None
    if any(band.roll_again is not None or band.reroll is not None for band in rule.bands):
        return None
    moving = set(layout.names)
    moving.update(s.variable for s in spec.spends if s.variable is not None)
    linear = _linear_walk(spec, rule, layout, moving)
    if linear is None or not _within_magnitude(spec, layout, linear):
        return None
    known, forms = linear
    offsets_of = tuple(({n: c for n, c in terms.items() if n not in moving}, constant)
                       for terms, constant in forms)
    # Every fixed value a walked value reads is bounded, even one that cancels out of
    # the offsets (`up: roll + big`, `total: up - big`): the walk still computes `up`.
    read = {n for terms, _ in [*known.values(), *forms] for n in terms}
    for step in layout.dynamic:
        read |= step.formula.names if isinstance(step, FormulaStep) else set()
    return MarginPlan(offsets_of, tuple(sorted(read - moving - set(known))))


def _linear_walk(spec: CheckSpec, rule: BandsRule, layout: RollLayout, moving: set[str],
                 ) -> tuple[dict[str, Linear], list[Linear]] | None:
    """What the walk computes as sums of whole multiples of the `moving` values and the
    fixed ones: each moving value and value step (`known`, by name), and each comparison
    of the bands and each measure (`forms`, in order). None when one is not such a sum."""
    known: dict[str, Linear] = {name: ({name: 1}, 0) for name in moving}
    for step in layout.dynamic:
        if not isinstance(step, FormulaStep):
            return None
        form = _linear(_tree(step.formula), known)
        if form is None:
            return None
        known[step.name] = form
    forms: list[Linear] = []
    for band in rule.bands:
        if band.when is not None:
            found = _comparisons(_tree(band.when), known)
            if found is None:
                return None
            forms.extend(found)
    for _, formula in spec.measures:
        form = _linear(_tree(formula), known)
        if form is None:
            return None
        forms.append(form)
    return known, forms


def _within_magnitude(spec: CheckSpec, layout: RollLayout,
                      linear: tuple[dict[str, Linear], list[Linear]]) -> bool:
    """Whether every value walked (the dice, the moving values, the measures) stays
    within the formulas' magnitude limit while the fixed values stay under
    _LARGEST_FIXED."""
    known, forms = linear
    largest_face = max((abs(face) for faces in layout.weights for face, _ in faces),
                       default=0)
    for spend in spec.spends:  # a bonus variable: at most 100 uses of its `adds`
        largest_face = max(largest_face, 100 * abs(spend.adds))
    return all((sum(abs(c) for c in terms.values()) * max(largest_face, _LARGEST_FIXED)
                + abs(constant)) * 4 <= MAX_MAGNITUDE
               for terms, constant in [*known.values(), *forms])

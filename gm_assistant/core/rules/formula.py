"""Formulas: the small safe expressions a ruleset writes for values and conditions.

`total >= threshold`, `stat - roll`, `min(fate_points, aspects)`. Each formula is checked
once when the ruleset loads (syntax, size, allowed constructs, known names); Python's own
`eval` is never used. Two evaluators share that checked tree:

* simpleeval's sandbox (`Formula.reference`) is the reference, used wherever speed does not
  matter and in the tests;
* the odds engine evaluates a formula tens of thousands of times per grid, so the checked
  tree is also turned into a chain of small Python closures (`Formula.__call__`), one per
  allowed node type. The same size and power limits apply, and a property test checks
  that both evaluators agree on random formulas.
"""

from __future__ import annotations

import ast
import math
import operator
import re
import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import simpleeval

from gm_assistant.core.errors import NONE, FormulaError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["FUNCTIONS", "MAX_LENGTH", "MAX_MAGNITUDE", "Formula", "Number", "compile_formula"]

Number = int | float | bool

MAX_LENGTH = 400
MAX_NODES = 120
MAX_DEPTH = 24
MAX_MAGNITUDE = 10**12
# A single `=` that is no part of `==`, `<=`, `>=` or `!=`: meant as a comparison.
_LONE_EQUALS = re.compile(r"(?<![<>=!])=(?!=)")


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "min": min,
    "max": max,
    "abs": abs,
    "floor": math.floor,
    "ceil": math.ceil,
    "clamp": _clamp,
}

_ONE_OR_MORE = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem",
                                                            "one value or more"))
_ONE = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "one value"))
_ARITY: dict[str, tuple[int, int | None, str]] = {
    "min": (1, None, _ONE_OR_MORE),
    "max": (1, None, _ONE_OR_MORE),
    "abs": (1, 1, _ONE),
    "floor": (1, 1, _ONE),
    "ceil": (1, 1, _ONE),
    "clamp": (3, 3, Message("RulesetProblem", QT_TRANSLATE_NOOP(
        "RulesetProblem", "three values (value, lowest, highest)"))),
}
"""How many arguments each function takes, checked when a formula is read (a wrong count
used to surface as a Python message about a private function)."""

_ALLOWED_NODES: tuple[type[ast.AST], ...] = (
    ast.Expression,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.BinOp,
    ast.UnaryOp,
    ast.BoolOp,
    ast.Compare,
    ast.IfExp,
    ast.Call,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.FloorDiv,
    ast.Mod,
    ast.Pow,
    ast.USub,
    ast.UAdd,
    ast.Not,
    ast.And,
    ast.Or,
    ast.Eq,
    ast.NotEq,
    ast.Lt,
    ast.LtE,
    ast.Gt,
    ast.GtE,
)


def _safe_power(base: Number, exponent: Number) -> Number:
    if abs(exponent) > 64 or abs(base) > 10**6:
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "{base} ** {exponent} is too large for a ruleset formula"),
            base=base, exponent=exponent))
    result: Number = base**exponent
    return result


_OPERATORS = dict(simpleeval.DEFAULT_OPERATORS)
_OPERATORS[ast.Pow] = _safe_power


_BINARY: dict[type[ast.AST], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: _safe_power,
}
_COMPARE: dict[type[ast.AST], Callable[[Any, Any], bool]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}
Closure = Callable[[Mapping[str, Number]], Any]


def _pair(function: Callable[[Any, Any], Any], left: ast.AST, right: ast.AST) -> Closure:
    """A binary operation, with the common name/number operands read directly."""
    if isinstance(left, ast.Name) and isinstance(right, ast.Name):
        a, b = left.id, right.id
        return lambda env: function(env[a], env[b])
    if isinstance(left, ast.Name) and isinstance(right, ast.Constant):
        a, constant = left.id, right.value
        return lambda env: function(env[a], constant)
    first, second = _closure(left), _closure(right)
    return lambda env: function(first(env), second(env))


def _closure(node: ast.AST) -> Closure:
    """Turn a checked tree (only `_ALLOWED_NODES`) into nested closures."""
    if isinstance(node, ast.Expression):
        return _closure(node.body)
    if isinstance(node, ast.Constant):
        constant = node.value
        return lambda env: constant
    if isinstance(node, ast.Name):
        name = node.id
        return lambda env: env[name]
    if isinstance(node, ast.BinOp):
        function = _BINARY[type(node.op)]
        return _pair(function, node.left, node.right)
    if isinstance(node, ast.UnaryOp):
        return _unary_closure(node)
    if isinstance(node, ast.BoolOp):
        return _bool_closure(node)
    if isinstance(node, ast.Compare):
        return _compare_closure(node)
    if isinstance(node, ast.IfExp):
        test, body, orelse = _closure(node.test), _closure(node.body), _closure(node.orelse)
        return lambda env: body(env) if test(env) else orelse(env)
    if isinstance(node, ast.Call):
        assert isinstance(node.func, ast.Name)
        function = FUNCTIONS[node.func.id]
        arguments = [_closure(arg) for arg in node.args]
        return lambda env: function(*(argument(env) for argument in arguments))
    raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
        "RulesetProblem", "{value} is not allowed in a formula"),
        value=type(node).__name__))  # pragma: no cover


def _unary_closure(node: ast.UnaryOp) -> Closure:
    """`-x`, `+x` and `not x`."""
    operand = _closure(node.operand)
    if isinstance(node.op, ast.USub):
        return lambda env: -operand(env)
    if isinstance(node.op, ast.UAdd):
        return lambda env: +operand(env)
    return lambda env: not operand(env)


def _bool_closure(node: ast.BoolOp) -> Closure:
    """`and` / `or` as Python has them: the first falsy (truthy) part, else the last."""
    parts = [_closure(value) for value in node.values]
    if isinstance(node.op, ast.And):
        def both(env: Mapping[str, Number]) -> Any:
            result: Any = True
            for part in parts:
                result = part(env)
                if not result:
                    return result
            return result
        return both

    def either(env: Mapping[str, Number]) -> Any:
        result: Any = False
        for part in parts:
            result = part(env)
            if result:
                return result
        return result
    return either


def _compare_closure(node: ast.Compare) -> Closure:
    """A comparison; a chain (`a < b <= c`) reads each middle value once."""
    if len(node.ops) == 1:
        return _pair(_COMPARE[type(node.ops[0])], node.left, node.comparators[0])
    first = _closure(node.left)
    chain = [(_COMPARE[type(op)], _closure(right))
             for op, right in zip(node.ops, node.comparators, strict=True)]

    def compare_chain(env: Mapping[str, Number]) -> bool:
        left = first(env)
        for compare, right_closure in chain:
            right = right_closure(env)
            if not compare(left, right):
                return False
            left = right
        return True
    return compare_chain


class Formula:
    """A compiled formula. Evaluate it with `formula(env)`, a mapping of name -> number.

    >>> compile_formula("roll + stat", {"roll", "stat"})({"roll": 4, "stat": 2})
    6
    """

    __slots__ = ("_closure", "_evaluator", "_lock", "_tree", "names", "source")

    def __init__(self, source: str, tree: ast.Expression, names: frozenset[str]) -> None:
        self.source = source
        self.names = names
        self._tree = tree.body
        self._closure = _closure(tree)
        self._evaluator = simpleeval.SimpleEval(operators=_OPERATORS, functions=FUNCTIONS)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"Formula({self.source!r})"

    @property
    def tree(self) -> ast.AST:
        """The checked syntax tree (only allowed constructs), for analyses of a formula's
        shape such as the odds engine's margins; never evaluated as Python."""
        return self._tree

    @property
    def closure(self) -> Closure:
        """The raw fast evaluator, for the odds engine's hot loop (errors not translated)."""
        return self._closure

    def _checked(self, result: Any) -> Number:
        if isinstance(result, bool):
            return result
        if isinstance(result, float) and not math.isfinite(result):
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}' gave {result}, which is not a number"),
                source=self.source, result=result))
        if not isinstance(result, (int, float)):
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}' gave {result}, expected a number"),
                source=self.source, result=f"{result!r}"))
        if abs(result) > MAX_MAGNITUDE:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}' gave a number too large (more than "
                "{max_magnitude:,})"), source=self.source, max_magnitude=MAX_MAGNITUDE))
        return result

    def __call__(self, env: Mapping[str, Number]) -> Number:
        """Evaluate with the fast closures (the odds engine's path)."""
        try:
            result = self._closure(env)
        except KeyError as missing:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}': no value for {missing}"),
                source=self.source, missing=missing)) from None
        except ZeroDivisionError:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}': division by zero"), source=self.source)) from None
        except (ArithmeticError, TypeError, ValueError) as error:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}': {error}"),
                source=self.source, error=message_of(error))) from None
        if (result.__class__ is int or result.__class__ is bool) and (
            -MAX_MAGNITUDE <= result <= MAX_MAGNITUDE
        ):
            return result
        return self._checked(result)

    def reference(self, env: Mapping[str, Number]) -> Number:
        """Evaluate with simpleeval's sandbox (the reference the closures must match)."""
        missing = [name for name in self.names if name not in env]
        if missing:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}': no value for '{missing}'"),
                source=self.source, missing=missing[0]))
        with self._lock:
            self._evaluator.names = {name: env[name] for name in self.names}
            try:
                result = self._evaluator.eval("", previously_parsed=self._tree)
            except FormulaError:
                raise
            except ZeroDivisionError:
                raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{source}': division by zero"),
                    source=self.source)) from None
            except (simpleeval.InvalidExpression, ArithmeticError, TypeError) as error:
                raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{source}': {error}"),
                    source=self.source, error=message_of(error))) from None
        return self._checked(result)


def _check_tree(tree: ast.Expression, source: str, known: frozenset[str]) -> frozenset[str]:
    """The names a formula's tree reads; FormulaError for anything a formula may not hold
    (too big or deep a tree, a construct, constant, function or name it may not use)."""
    names: set[str] = set()
    count = 0
    stack: list[tuple[ast.AST, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > MAX_NODES or depth > MAX_DEPTH:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}' is too complex for a formula"), source=source))
        if not isinstance(node, _ALLOWED_NODES):
            raise FormulaError(
                Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{source}': {value} is not allowed in a formula (use "
                    "numbers, names, arithmetic, comparisons, and/or/not, 'x "
                    "if c else y' and min, max, abs, floor, ceil, clamp)"),
                    source=source, value=type(node).__name__)
            )
        if isinstance(node, ast.Constant):
            _check_constant(node, source)
        if isinstance(node, ast.Call):
            _check_call(node, source)
            stack.extend((arg, depth + 1) for arg in node.args)
            continue
        if isinstance(node, ast.Name):
            if node.id not in known:
                hint = ", ".join(sorted(known)) or NONE
                raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{source}': unknown name '{node}' (known: {hint})"),
                    source=source, node=node.id, hint=hint))
            names.add(node.id)
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return frozenset(names)


def _check_constant(node: ast.Constant, source: str) -> None:
    """A constant in a formula is a finite number."""
    value = node.value
    if not isinstance(value, (int, float)):
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{source}': only numbers are allowed, not {value}"),
            source=source, value=f"{value!r}"))
    if not math.isfinite(value):
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{source}': {value} is not a usable number"),
            source=source, value=f"{value!r}"))


def _check_call(node: ast.Call, source: str) -> None:
    """A call in a formula names one of FUNCTIONS, with plain arguments, as many as it
    takes."""
    if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{source}': unknown function; available: {names}"),
            source=source, names=', '.join(FUNCTIONS)))
    if node.keywords:
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{source}': functions take plain arguments only"), source=source))
    low, high, usage = _ARITY[node.func.id]
    if not low <= len(node.args) <= (high or len(node.args)):
        if len(node.args) == 1:
            raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{source}': {func} takes {usage}, not 1 value"),
                source=source, func=node.func.id, usage=usage))
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{source}': {func} takes {usage}, not {count} values"),
            source=source, func=node.func.id, usage=usage, count=len(node.args)))


def compile_formula(source: str | int | float, known: Iterable[str]) -> Formula:
    """Check and compile a formula; `known` are the names it may use.

    Raises FormulaError naming the problem (syntax, unknown name, forbidden construct).
    """
    text = str(source).strip()
    if isinstance(source, bool):
        text = "1" if source else "0"
    if not text:
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "empty formula")))
    if len(text) > MAX_LENGTH:
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "formula longer than {max_length} characters"),
            max_length=MAX_LENGTH))
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as error:
        hint = ""
        if _LONE_EQUALS.search(text):
            hint = Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "; to compare, write == (a single = is not a comparison)"))
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{text}': syntax error ({msg}){hint}"),
            text=text, msg=error.msg, hint=hint)) from None
    except (ValueError, RecursionError, MemoryError):
        raise FormulaError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{text}' cannot be read as a formula"), text=text)) from None
    names = _check_tree(tree, text, frozenset(known))
    return Formula(text, tree, names)

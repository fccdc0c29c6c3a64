"""Formulas: the small safe expressions a ruleset writes for values and conditions.

`total >= threshold`, `stat - roll`, `min(fate_points, aspects)`. Each formula is checked
once when the ruleset loads (syntax, size, allowed constructs, known names) and then
evaluated by simpleeval's sandbox, never by Python's own `eval`. Results are remembered
per combination of the names the formula actually uses, which makes sweeping a check over
thousands of inputs cheap.
"""

from __future__ import annotations

import ast
import math
import operator
import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import simpleeval

from gm_assistant.core.errors import FormulaError

__all__ = ["FUNCTIONS", "MAX_LENGTH", "Formula", "Number", "compile_formula"]

Number = int | float | bool

MAX_LENGTH = 400
MAX_NODES = 120
MAX_DEPTH = 24
MAX_MAGNITUDE = 10**12
_MEMO_LIMIT = 8192


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
        raise FormulaError(f"{base} ** {exponent} is too large for a ruleset formula")
    result: Number = base**exponent
    return result


_OPERATORS = dict(simpleeval.DEFAULT_OPERATORS)
_OPERATORS[ast.Pow] = _safe_power


class Formula:
    """A compiled formula. Evaluate it with `formula(env)`, a mapping of name -> number.

    >>> compile_formula("roll + stat", {"roll", "stat"})({"roll": 4, "stat": 2})
    6
    """

    __slots__ = ("_evaluator", "_lock", "_memo", "_order", "_tree", "names", "source")

    def __init__(self, source: str, tree: ast.Expression, names: frozenset[str]) -> None:
        self.source = source
        self.names = names
        self._order = tuple(sorted(names))
        self._tree = tree.body
        self._evaluator = simpleeval.SimpleEval(operators=_OPERATORS, functions=FUNCTIONS)
        self._memo: dict[tuple[Any, ...], Number] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"Formula({self.source!r})"

    def __call__(self, env: Mapping[str, Number]) -> Number:
        try:
            key = tuple(env[name] for name in self._order)
        except KeyError as missing:
            raise FormulaError(f"'{self.source}': no value for {missing}") from None
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        with self._lock:
            self._evaluator.names = dict(zip(self._order, key, strict=True))
            try:
                result = self._evaluator.eval("", previously_parsed=self._tree)
            except FormulaError:
                raise
            except ZeroDivisionError:
                raise FormulaError(f"'{self.source}': division by zero") from None
            except (simpleeval.InvalidExpression, ArithmeticError, TypeError) as error:
                raise FormulaError(f"'{self.source}': {error}") from None
        if not isinstance(result, (int, float)):
            raise FormulaError(f"'{self.source}' gave {result!r}, expected a number")
        if abs(result) > MAX_MAGNITUDE:
            raise FormulaError(f"'{self.source}' gave a number too large ({result:.3g})")
        if len(self._memo) >= _MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = result
        return result


def _check_tree(tree: ast.Expression, source: str, known: frozenset[str]) -> frozenset[str]:
    names: set[str] = set()
    count = 0
    stack: list[tuple[ast.AST, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > MAX_NODES or depth > MAX_DEPTH:
            raise FormulaError(f"'{source}' is too complex for a formula")
        if not isinstance(node, _ALLOWED_NODES):
            raise FormulaError(
                f"'{source}': {type(node).__name__} is not allowed in a formula "
                "(use numbers, names, arithmetic, comparisons, and/or/not, "
                "'x if c else y' and min, max, abs, floor, ceil, clamp)"
            )
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise FormulaError(f"'{source}': only numbers are allowed, not {node.value!r}")
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
                raise FormulaError(
                    f"'{source}': unknown function; available: {', '.join(FUNCTIONS)}"
                )
            if node.keywords:
                raise FormulaError(f"'{source}': functions take plain arguments only")
            stack.extend((arg, depth + 1) for arg in node.args)
            continue
        if isinstance(node, ast.Name):
            if node.id not in known:
                hint = ", ".join(sorted(known)) or "none"
                raise FormulaError(f"'{source}': unknown name '{node.id}' (known: {hint})")
            names.add(node.id)
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return frozenset(names)


def compile_formula(source: str | int | float, known: Iterable[str]) -> Formula:
    """Check and compile a formula; `known` are the names it may use.

    Raises FormulaError naming the problem (syntax, unknown name, forbidden construct).
    """
    text = str(source).strip()
    if isinstance(source, bool):
        text = "1" if source else "0"
    if not text:
        raise FormulaError("empty formula")
    if len(text) > MAX_LENGTH:
        raise FormulaError(f"formula longer than {MAX_LENGTH} characters")
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as error:
        raise FormulaError(f"'{text}': syntax error ({error.msg})") from None
    except (ValueError, RecursionError, MemoryError):
        raise FormulaError(f"'{text}' cannot be read as a formula") from None
    names = _check_tree(tree, text, frozenset(known))
    return Formula(text, tree, names)

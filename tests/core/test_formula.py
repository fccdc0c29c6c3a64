"""Formulas: the sandbox refuses what a data file must not do, and valid ones compute right.

Expected values are worked out by hand in the comments, not taken from the evaluator.
Both evaluators are exercised: the fast closures (`formula(env)`, the odds engine's path)
and simpleeval's sandbox (`formula.reference(env)`).
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.formula import MAX_LENGTH, compile_formula

KNOWN = {"roll", "stat", "skill", "level", "zero", "helpers"}
ENV: dict[str, int | float] = {"roll": 7, "stat": 2, "skill": -1, "level": 3, "zero": 0,
                               "helpers": 4}


def failure(source: str | int, env: Mapping[str, int | float] = ENV) -> str:
    """The message of the FormulaError `source` gives, at compile time or when evaluated.

    When compiling succeeds, both evaluators must refuse the formula.
    """
    try:
        formula = compile_formula(source, KNOWN)
    except FormulaError as error:
        return str(error)
    with pytest.raises(FormulaError) as fast:
        formula(env)
    with pytest.raises(FormulaError) as reference:
        formula.reference(env)
    assert str(fast.value), "an empty message helps nobody"
    assert str(reference.value)
    return str(fast.value)


# --- the sandbox -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "fragments"),
    [
        # exponent bombs
        ("9**9**9", ["too large"]),
        ("2**10000", ["too large"]),
        ("roll ** 100", ["too large"]),
        ("2**64", ["too large"]),
        ("10**13", ["too large"]),
        ("1000000 * 1000000 * 10", ["too large"]),
        ("-(10**12) - 1", ["too large"]),
        ("1e308 * 10", ["inf"]),
        ("1e400", ["inf"]),
        # huge strings and other non-numbers
        ("'a' * 10**9", ["only numbers"]),
        ("'x'", ["only numbers"]),
        ('"roll"', ["only numbers"]),
        ("b'x'", ["only numbers"]),
        ("None", ["only numbers"]),
        ("...", ["only numbers"]),
        ("1j", ["only numbers"]),
        ("(-8) ** 0.5", ["expected a number"]),
        # attribute access, subscripts, imports
        ("().__class__", ["Attribute", "not allowed"]),
        ("().__class__.__bases__[0].__subclasses__()", ["unknown function"]),
        ("roll.real", ["Attribute", "not allowed"]),
        ("min.__call__(1)", ["unknown function"]),
        ("stat[0]", ["Subscript", "not allowed"]),
        ("__import__('os').system('true')", ["unknown function"]),
        ("__import__('os')", ["unknown function"]),
        ("import os", ["syntax error"]),
        ("open('/etc/passwd')", ["unknown function"]),
        ("eval('1')", ["unknown function"]),
        ("exec('1')", ["unknown function"]),
        ("getattr(roll, 'real')", ["unknown function"]),
        ("round(2.5)", ["unknown function", "min, max, abs, floor, ceil, clamp"]),
        ("int(stat)", ["unknown function"]),
        # lambdas, comprehensions and other constructs
        ("lambda: 1", ["Lambda", "not allowed"]),
        ("(lambda: 1)()", ["unknown function"]),
        ("[x for x in range(3)]", ["ListComp", "not allowed"]),
        ("{x for x in (1, 2)}", ["not allowed"]),
        ("{x: 1 for x in (1, 2)}", ["not allowed"]),
        ("sum(x for x in (1, 2))", ["unknown function"]),
        ("min(x for x in (1, 2))", ["not allowed"]),
        ("[1, 2]", ["List", "not allowed"]),
        ("(1, 2)", ["Tuple", "not allowed"]),
        ("{1: 2}", ["Dict", "not allowed"]),
        ("{1}", ["Set", "not allowed"]),
        ("f'{roll}'", ["not allowed"]),
        ("(stat := 3)", ["not allowed"]),
        ("min(*[1, 2])", ["not allowed"]),
        ("max(a=1)", ["plain arguments"]),
        ("roll << 2", ["not allowed"]),
        ("roll & 1", ["not allowed"]),
        ("~roll", ["not allowed"]),
        ("roll @ stat", ["not allowed"]),
        ("roll is stat", ["not allowed"]),
        ("roll in stat", ["not allowed"]),
        ("yield roll", ["syntax error"]),
        # syntax
        ("roll +", ["syntax error"]),
        ("roll = stat", ["syntax error", "to compare, write =="]),
        ("(roll = 6) + (stat = 1)", ["syntax error", "to compare, write =="]),
        ("roll + * stat", ["syntax error"]),
        ("roll if stat", ["syntax error"]),
        ("roll; stat", ["syntax error"]),
        ("roll\nstat", ["syntax error"]),
        ("", ["empty formula"]),
        ("   ", ["empty formula"]),
        # unknown names
        ("rol + stat", ["unknown name 'rol'", "known:", "roll"]),
        ("luck", ["unknown name 'luck'"]),
        ("__builtins__", ["unknown name"]),
        # functions called wrongly
        ("max()", ["max"]),
        ("clamp(1)", ["clamp"]),
        ("floor(roll, stat)", ["floor"]),
        # division by zero
        ("roll / zero", ["division by zero"]),
        ("roll // 0", ["division by zero"]),
        ("roll % zero", ["division by zero"]),
        ("1 / 0", ["division by zero"]),
        ("zero ** -1", ["division by zero"]),
    ],
)
def test_sandbox_refuses(source: str, fragments: list[str]) -> None:
    message = failure(source)
    for fragment in fragments:
        assert fragment in message, message


@pytest.mark.parametrize(
    "source",
    [
        "-" * 100 + "1",  # 100 nested negations
        "not " * 60 + "roll",
        "1 + (" * 40 + "1" + ")" * 40,
        "min(" * 30 + "1" + ")" * 30,
        "roll" + "+1" * 129,  # short, but far too many nodes
        "1 if 1 else " * 30 + "1",
    ],
)
def test_deep_or_bushy_formulas_are_too_complex(source: str) -> None:
    assert len(source) <= MAX_LENGTH, "this case is about shape, not length"
    assert "too complex" in failure(source)


@pytest.mark.parametrize(
    "source",
    ["1+" * 300 + "1", "(" * 5000 + "1" + ")" * 5000, "roll" * 1000, "x" * 10**6],
)
def test_very_long_formulas_are_refused(source: str) -> None:
    message = failure(source)
    assert f"longer than {MAX_LENGTH}" in message
    assert len(message) < 200, "the message must not echo a megabyte of formula"


def test_unknown_name_message_lists_the_known_names() -> None:
    with pytest.raises(FormulaError) as caught:
        compile_formula("roll + bonus", {"roll", "stat"})
    message = str(caught.value)
    assert "'roll + bonus'" in message
    assert "unknown name 'bonus'" in message
    assert "roll" in message and "stat" in message


def test_a_missing_value_at_evaluation_is_a_formula_error() -> None:
    formula = compile_formula("roll + stat", {"roll", "stat"})
    with pytest.raises(FormulaError, match="no value"):
        formula({"roll": 3})
    with pytest.raises(FormulaError, match="no value"):
        formula.reference({"roll": 3})


@pytest.mark.parametrize("source", ["(10**6)**64", "(10**6)**60 * roll"])
def test_an_int_too_big_for_a_float_is_refused(source: str) -> None:
    # 10**384 cannot even be shown as a float: the message must still be a FormulaError.
    assert "too large" in failure(source)


@pytest.mark.parametrize("source", ["0 * 1e400", "1e400 - 1e400", "zero * 1e999"])
def test_not_a_number_is_refused(source: str) -> None:
    # NaN slips past `abs(x) > limit`; a NaN budget would crash int() in the engine.
    assert "number" in failure(source)


# --- valid formulas compute the right value ---------------------------------------------------

# roll=7, stat=2, skill=-1, level=3, zero=0, helpers=4
VALID: list[tuple[str, int | float | bool]] = [
    ("roll + stat", 9),
    ("roll - stat * level", 1),  # 7 - 6
    ("(roll - stat) * level", 15),  # 5 * 3
    ("roll / stat", 3.5),
    ("roll // stat", 3),
    ("-roll // stat", -4),  # floor division rounds down: -3.5 -> -4
    ("roll % level", 1),
    ("skill % level", 2),  # Python's modulo takes the divisor's sign: -1 mod 3 = 2
    ("stat ** level", 8),
    ("2 ** -1", 0.5),
    ("-skill", 1),
    ("+skill", -1),
    ("10 * level + 10", 40),
    ("40 - roll - stat - level", 28),
    ("roll >= 7", True),
    ("roll > 7", False),
    ("1 < stat < 3", True),  # a chained comparison
    ("1 < stat < 2", False),
    ("roll == 7 and stat == 2", True),
    ("roll == 7 and stat == 3", False),
    ("zero or stat", 2),
    ("not zero", True),
    ("not roll", False),
    ("stat if roll >= 7 else level", 2),
    ("stat if roll > 7 else level", 3),
    ("1 if roll == 1 or roll == 11 else 0", 0),
    ("min(roll, stat, level)", 2),
    ("max(roll, stat, level)", 7),
    ("min(helpers, level) + 1", 4),
    ("abs(skill)", 1),
    ("abs(stat - roll)", 5),
    ("floor(roll / stat)", 3),
    ("ceil(roll / stat)", 4),
    ("floor(-roll / stat)", -4),
    ("ceil(-roll / stat)", -3),
    ("clamp(roll, 0, 5)", 5),
    ("clamp(skill, 0, 5)", 0),
    ("clamp(level, 0, 5)", 3),
    ("10**12", 10**12),
    ("-(10**12)", -(10**12)),
    ("(10**6)**2", 10**12),
    ("2.5 * 2", 5.0),
    ("0.1 + 0.2 > 0.3", True),  # floating point, as Python computes it
    ("True + 1", 2),
]


@pytest.mark.parametrize(("source", "expected"), VALID, ids=[v[0] for v in VALID])
def test_valid_formula_values(source: str, expected: int | float | bool) -> None:
    formula = compile_formula(source, KNOWN)
    fast = formula(ENV)
    assert fast == expected
    assert type(fast) is type(expected) or isinstance(expected, bool) is isinstance(fast, bool)
    assert formula.reference(ENV) == expected


def test_names_are_only_those_used() -> None:
    assert compile_formula("roll + stat * 2", KNOWN).names == {"roll", "stat"}
    assert compile_formula("min(level, 3)", KNOWN).names == {"level"}
    assert compile_formula("4", KNOWN).names == frozenset()


def test_numbers_and_booleans_from_yaml_are_formulas() -> None:
    # YAML gives a bare `budget: 2` or `when: true` as a number or a bool, not text.
    assert compile_formula(2, ()).__call__({}) == 2
    assert compile_formula(True, ())({}) == 1
    assert compile_formula(False, ())({}) == 0
    assert compile_formula("  roll  ", {"roll"})({"roll": 3}) == 3


def test_repeated_evaluation_with_new_values() -> None:
    formula = compile_formula("roll + stat", {"roll", "stat"})
    results = [formula({"roll": r, "stat": s}) for r in range(1, 7) for s in (-1, 0, 2)]
    assert results == [r + s for r in range(1, 7) for s in (-1, 0, 2)]


@pytest.mark.parametrize("source", ["roll >= stat +", "roll == stat +", "roll != +"])
def test_a_syntax_error_without_a_lone_equals_does_not_suggest_double_equals(
        source: str) -> None:
    with pytest.raises(FormulaError) as raised:
        compile_formula(source, KNOWN)
    assert "syntax error" in str(raised.value)
    assert "write ==" not in str(raised.value)

"""The fast closure evaluator agrees with simpleeval's sandbox on random formulas."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.formula import compile_formula

NAMES = ("roll", "stat", "level")

atoms = st.one_of(
    st.integers(min_value=-20, max_value=20).map(str),
    st.sampled_from(NAMES),
)


def _extend(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    binary = st.tuples(children, st.sampled_from(["+", "-", "*", "//", "%", "/", "**"]),
                       children).map(lambda t: f"({t[0]} {t[1]} {t[2]})")
    compare = st.tuples(children, st.sampled_from(["<", "<=", ">", ">=", "==", "!="]),
                        children).map(lambda t: f"({t[0]} {t[1]} {t[2]})")
    chain = st.tuples(children, children, children).map(lambda t: f"({t[0]} <= {t[1]} < {t[2]})")
    boolean = st.tuples(children, st.sampled_from(["and", "or"]), children).map(
        lambda t: f"({t[0]} {t[1]} {t[2]})")
    negation = children.map(lambda c: f"(not {c})")
    minus = children.map(lambda c: f"(-{c})")
    choice = st.tuples(children, children, children).map(
        lambda t: f"({t[0]} if {t[1]} else {t[2]})")
    call = st.tuples(st.sampled_from(["min", "max"]), children, children).map(
        lambda t: f"{t[0]}({t[1]}, {t[2]})")
    single = st.tuples(st.sampled_from(["abs", "floor", "ceil"]), children).map(
        lambda t: f"{t[0]}({t[1]})")
    clamp = st.tuples(children, children, children).map(
        lambda t: f"clamp({t[0]}, {t[1]}, {t[2]})")
    return st.one_of(binary, compare, chain, boolean, negation, minus, choice, call, single,
                     clamp)


formulas = st.recursive(atoms, _extend, max_leaves=12)
environments = st.fixed_dictionaries(
    {name: st.integers(min_value=-10, max_value=25) for name in NAMES})


def _outcome(function, env):  # type: ignore[no-untyped-def]
    try:
        return ("value", function(env))
    except FormulaError:
        return ("error", None)


@settings(max_examples=400, deadline=None)
@given(formulas, environments)
def test_closures_match_simpleeval(source: str, env: dict[str, int]) -> None:
    try:
        formula = compile_formula(source, NAMES)
    except FormulaError:
        return  # e.g. a constant sub-expression that is too large: refused at load
    fast = _outcome(formula, env)
    reference = _outcome(formula.reference, env)
    assert fast[0] == reference[0], (source, env, fast, reference)
    if fast[0] == "value":
        assert fast[1] == reference[1], (source, env, fast, reference)
        assert type(fast[1]) is type(reference[1]) or {type(fast[1]), type(reference[1])} <= {
            int, bool}


def test_known_formulas() -> None:
    env = {"roll": 7, "stat": 2, "level": 3}
    for source, expected in [
        ("roll + stat >= 9", True),
        ("roll // 2 + stat % 2", 3),
        ("1 <= roll <= 6", False),
        ("clamp(roll, 2, 5)", 5),
        ("max(roll, stat, level) - min(roll, stat, level)", 5),
        ("-stat if roll > 6 else stat", -2),
        ("not roll", False),
        ("(roll == 7) + (stat == 2)", 2),
    ]:
        formula = compile_formula(source, env)
        assert formula(env) == expected, source
        assert formula.reference(env) == expected, source

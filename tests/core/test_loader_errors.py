"""Loader errors: each mistake in a ruleset is reported as `file:LINE:COL: message`.

A tiny valid ruleset is written below; each test changes one thing in its text and checks
the message and that the line (and where it matters the column) is where the offending
text stands. Expected lines are found in the mutated text itself, so the cases stay right
when the base file changes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset, load_ruleset_bytes

FILE = "tiny.yaml"

BASE = """\
format: 1
id: tiny
name: Tiny test game
version: "1.0"
language: en
source:
  title: Test
  authors: [Tester]
  licence: CC0
  attribution: Written for the tests.
scales:
  rating:
    label: Rating
    levels:
      - {key: low, label: Low}
      - {key: mid, label: Mid}
      - {key: high, label: High}
  band:
    label: Band
    levels:
      - {key: hard, label: Hard}
      - {key: easy, label: Easy}
  total:
    label: Dice total
    range: {min: 2, max: 4}
charts:
  target:
    label: Target band
    rows: rating
    columns: rating
    cells: {scale: band}
    data:
      low: [hard, hard, hard]
      mid: [easy, hard, hard]
      high: [easy, easy, hard]
  resolve:
    label: Resolve
    rows: band
    columns: total
    cells: outcomes
    data:
      hard: [miss, miss, hit]
      easy: [miss, hit, hit]
  size:
    label: Size bonus
    rows: rating
    cells: number
    data: {low: 0, mid: 1, high: 2}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#ff0000"}
  - {key: hit, label: Hit, success: true, colour: "#00ff00"}
  - {key: crit, label: Critical, success: true, colour: "#00aa00"}
resources:
  luck: {label: Luck}
checks:
  contest:
    label: Contest
    outcomes: [miss, hit]
    inputs:
      mine: {label: Mine, scale: rating, default: mid}
      theirs: {label: Theirs, scale: rating, default: mid}
      luck: {label: Luck, range: {min: 0, max: 3}, default: 0, resource: luck}
    roll: 2d2
    values:
      band: {chart: target, row: mine, column: theirs}
    outcome: {chart: resolve, row: band, column: roll}
    spend:
      - {kind: reroll, while_outcome: [miss], budget: luck}
  test:
    label: Test
    outcomes: [miss, hit]
    inputs:
      stat: {label: Stat, scale: rating, default: mid}
      bonus: {label: Bonus, range: {min: 0, max: 3}, default: 0}
    roll: d6
    values:
      easier: {shift: stat, by: bonus}
      size: {chart: size, row: easier}
      score: roll + size
    outcome:
      bands:
        - {when: score >= 5, outcome: hit}
        - {else: miss}
    measures:
      margin: score - 5
"""


def mutate(text: str, *changes: tuple[str, str]) -> str:
    """Apply each (old, new) replacement; `old` must occur exactly once."""
    for old, new in changes:
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
        text = text.replace(old, new)
    return text


def line_of(text: str, needle: str) -> int:
    """The line (from 1) of the one occurrence of `needle`."""
    assert text.count(needle) == 1, f"{needle!r} occurs {text.count(needle)} times"
    return text[: text.index(needle)].count("\n") + 1


def column_of(text: str, needle: str) -> int:
    """The column (from 1) of the one occurrence of `needle`."""
    assert text.count(needle) == 1, f"{needle!r} occurs {text.count(needle)} times"
    start = text.index(needle)
    return start - (text.rfind("\n", 0, start) + 1) + 1


def problems_of(text: str) -> tuple[Problem, ...]:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(text.encode(), FILE)
    problems = caught.value.problems
    assert problems
    for problem in problems:
        assert problem.file == FILE
        assert problem.line >= 1 and problem.column >= 1, problem
    assert str(caught.value) == "\n".join(str(p) for p in problems)
    return problems


def one_problem(text: str) -> Problem:
    problems = problems_of(text)
    assert len(problems) == 1, "\n".join(map(str, problems))
    return problems[0]


def test_the_base_ruleset_loads() -> None:
    ruleset = load_ruleset_bytes(BASE.encode(), FILE)
    assert isinstance(ruleset, Ruleset)
    assert set(ruleset.checks) == {"contest", "test"}
    assert set(ruleset.charts) == {"target", "resolve", "size"}


def test_load_ruleset_reads_a_file_and_names_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "mine.yaml"
    path.write_text(mutate(BASE, ("mid: [easy, hard, hard]", "mid: [easy, medium, hard]")))
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    (problem,) = caught.value.problems
    assert problem.file == str(path)
    assert str(problem).startswith(f"{path}:{line_of(path.read_text(), 'medium')}:")


def test_a_missing_file_is_a_ruleset_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RulesetError) as caught:
        load_ruleset(tmp_path / "nope.yaml")
    assert "cannot read the file" in str(caught.value)


# --- unknown keys ----------------------------------------------------------------------------


def test_unknown_key_with_a_block_value_names_it_and_suggests_the_close_one() -> None:
    text = mutate(BASE, ("    measures:\n", "    mesures:\n"))
    problem = one_problem(text)
    assert "unknown key 'mesures'" in problem.message
    assert "did you mean 'measures'" in problem.message
    assert "checks.test" in problem.message
    assert problem.line == line_of(text, "mesures:")
    assert problem.column == column_of(text, "mesures:")


def test_unknown_key_in_a_flow_mapping() -> None:
    text = mutate(BASE, ("default: 0, resource: luck}", "default: 0, resorce: luck}"))
    problem = one_problem(text)
    assert "unknown key 'resorce'" in problem.message
    assert "did you mean 'resource'" in problem.message
    assert problem.line == line_of(text, "resorce")
    assert problem.column == column_of(text, "resorce")


def test_unknown_key_at_the_top_level() -> None:
    text = mutate(BASE, ("resources:\n", "resorces:\n"))
    problem = one_problem(text)
    assert "unknown key 'resorces' in the top level" in problem.message
    assert "did you mean 'resources'" in problem.message
    assert problem.line == line_of(text, "resorces:")


def test_unknown_key_far_from_any_known_one_has_no_suggestion() -> None:
    text = mutate(BASE, ("  title: Test\n", "  title: Test\n  zzzqqq: 1\n"))
    problem = one_problem(text)
    assert "unknown key 'zzzqqq' in source" in problem.message
    assert "did you mean" not in problem.message
    assert problem.line == line_of(text, "zzzqqq")


# --- charts ----------------------------------------------------------------------------------


def test_chart_cell_that_is_not_a_level_of_its_scale() -> None:
    text = mutate(BASE, ("mid: [easy, hard, hard]", "mid: [easy, medium, hard]"))
    problem = one_problem(text)
    assert "cell 'medium' is not a level of 'band'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "medium"), column_of(text, "medium"))


def test_chart_cell_that_is_not_an_outcome() -> None:
    text = mutate(BASE, ("hard: [miss, miss, hit]", "hard: [miss, mis, hit]"))
    problem = one_problem(text)
    assert "cell 'mis' is not an outcome key" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "mis,"), column_of(text, "mis,"))


def test_chart_cell_that_is_not_a_number() -> None:
    text = mutate(BASE, ("{low: 0, mid: 1, high: 2}", "{low: 0, mid: one, high: 2}"))
    problem = one_problem(text)
    assert "cell 'one' is not a whole number" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "one,"), column_of(text, "one,"))


def test_missing_chart_row() -> None:
    text = mutate(BASE, ("      high: [easy, easy, hard]\n", ""))
    problem = one_problem(text)
    assert "missing row 'high'" in problem.message
    # Located at the chart's data, whose first row is the line after `data:`.
    data_line = text.splitlines().index("    data:", line_of(text, "target:") - 1) + 1
    assert problem.line in (data_line, data_line + 1)


def test_chart_row_that_is_not_a_level() -> None:
    text = mutate(BASE, ("      high: [easy, easy, hard]\n",
                         "      high: [easy, easy, hard]\n      top: [easy, easy, easy]\n"))
    problem = one_problem(text)
    assert "'top' is not a level of the row scale 'rating'" in problem.message
    assert problem.line == line_of(text, "top:")


@pytest.mark.parametrize("row", ["[easy, hard]", "[easy, hard, hard, easy]"])
def test_chart_row_with_the_wrong_length(row: str) -> None:
    text = mutate(BASE, ("mid: [easy, hard, hard]", f"mid: {row}"))
    problem = one_problem(text)
    cells = row.count(",") + 1
    assert f"row 'mid' has {cells} cells, expected 3" in problem.message
    assert problem.line == line_of(text, f"mid: {row}")


def test_chart_row_that_is_not_a_list() -> None:
    text = mutate(BASE, ("mid: [easy, hard, hard]", "mid: easy"))
    problem = one_problem(text)
    assert "expected a list of 3 cells" in problem.message
    assert problem.line == line_of(text, "mid: easy")


def test_one_column_chart_row_that_is_a_list() -> None:
    text = mutate(BASE, ("{low: 0, mid: 1, high: 2}", "{low: 0, mid: [1, 2], high: 2}"))
    problem = one_problem(text)
    assert "one cell per row" in problem.message
    assert problem.line == line_of(text, "mid: [1, 2]")


def test_unknown_scale_of_a_chart() -> None:
    text = mutate(BASE, ("    rows: band\n", "    rows: bnad\n"))
    problem = one_problem(text)
    assert "unknown scale 'bnad'" in problem.message
    assert "band" in problem.message  # the known scales are listed
    assert (problem.line, problem.column) == (line_of(text, "bnad"), column_of(text, "bnad"))


# --- formulas and values ---------------------------------------------------------------------


def test_formula_with_an_unknown_name() -> None:
    text = mutate(BASE, ("score: roll + size", "score: roll + sise"))
    problem = one_problem(text)
    assert "unknown name 'sise'" in problem.message
    assert "size" in problem.message  # the known names are listed
    assert problem.line == line_of(text, "roll + sise")
    assert problem.column == column_of(text, "roll + sise")


def test_formula_with_bad_syntax() -> None:
    text = mutate(BASE, ("score: roll + size", "score: roll + * size"))
    problem = one_problem(text)
    assert "syntax error" in problem.message
    assert "'roll + * size'" in problem.message
    assert problem.line == line_of(text, "roll + * size")


def test_condition_with_bad_syntax() -> None:
    text = mutate(BASE, ("{when: score >= 5, outcome: hit}", "{when: score >== 5, outcome: hit}"))
    problem = one_problem(text)
    assert "syntax error" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "score >== 5"),
                                              column_of(text, "score >== 5"))


def test_forbidden_construct_in_a_formula() -> None:
    text = mutate(BASE, ("margin: score - 5", "margin: __import__('os').getcwd()"))
    problem = one_problem(text)
    assert "__import__" in problem.message
    assert problem.line == line_of(text, "__import__")


def test_power_bomb_in_a_constant_formula_fails_at_load() -> None:
    text = mutate(BASE, ("margin: score - 5", "margin: score - 9**9**9"))
    # 9**9**9 is not a constant formula as a whole; a constant one is evaluated at load.
    text2 = mutate(BASE, ("budget: luck}", "budget: 9**9**9}"))
    problem = one_problem(text2)
    assert "too large" in problem.message
    assert problem.line == line_of(text2, "9**9**9")
    ruleset = load_ruleset_bytes(text.encode(), FILE)  # loads; fails only when evaluated
    assert "test" in ruleset.checks


def test_a_constant_too_big_for_a_float_is_a_located_problem() -> None:
    text = mutate(BASE, ("budget: luck}", "budget: (10**6)**64}"))
    problem = one_problem(text)  # not an OverflowError from formatting the number
    assert "too large" in problem.message
    assert problem.line == line_of(text, "(10**6)**64")


def test_a_constant_that_is_not_a_number_is_a_located_problem() -> None:
    text = mutate(BASE, ("budget: luck}", "budget: 0 * 1e400}"))
    problem = one_problem(text)  # a NaN budget would crash int() in the engine
    assert problem.line == line_of(text, "0 * 1e400")


def test_values_in_a_cycle() -> None:
    text = mutate(BASE, ("      score: roll + size\n",
                         "      score: roll + size + aa\n      aa: bb + 1\n      bb: aa + 1\n"))
    problems = problems_of(text)
    assert len(problems) == 1, problems
    (problem,) = problems
    assert "cycle" in problem.message
    assert "aa -> bb -> aa" in problem.message or "bb -> aa -> bb" in problem.message
    assert problem.line in (line_of(text, "aa: bb + 1"), line_of(text, "bb: aa + 1"))


def test_a_value_that_depends_on_itself() -> None:
    text = mutate(BASE, ("score: roll + size", "score: roll + score"))
    problem = one_problem(text)
    assert "cycle" in problem.message
    assert problem.line == line_of(text, "roll + score")


def test_shift_of_an_unknown_name() -> None:
    text = mutate(BASE, ("{shift: stat, by: bonus}", "{shift: stst, by: bonus}"))
    problem = one_problem(text)
    assert "stst" in problem.message
    assert problem.line == line_of(text, "stst")


def test_chart_lookup_of_an_unknown_chart() -> None:
    text = mutate(BASE, ("size: {chart: size, row: easier}", "size: {chart: sizes, row: easier}"))
    problem = one_problem(text)
    assert "unknown chart 'sizes'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "sizes"), column_of(text, "sizes"))


def test_chart_lookup_with_a_number_on_a_named_axis() -> None:
    text = mutate(BASE, ("size: {chart: size, row: easier}", "size: {chart: size, row: bonus}"))
    problem = one_problem(text)
    assert "'bonus' is a number, but this axis is the scale 'rating'" in problem.message
    assert problem.line == line_of(text, "row: bonus")


# --- outcomes and bands ----------------------------------------------------------------------


def test_band_outcome_that_is_not_declared_anywhere() -> None:
    text = mutate(BASE, ("{when: score >= 5, outcome: hit}", "{when: score >= 5, outcome: hlt}"))
    problem = one_problem(text)
    assert "unknown outcome 'hlt'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "hlt"), column_of(text, "hlt"))


def test_band_outcome_not_in_the_checks_list() -> None:
    text = mutate(BASE, ("{when: score >= 5, outcome: hit}", "{when: score >= 5, outcome: crit}"))
    problem = one_problem(text)
    assert "the outcome 'crit' is not in this check's 'outcomes' list" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "outcome: crit"),
                                              column_of(text, "crit}"))


def test_check_lists_an_unknown_outcome() -> None:
    text = mutate(BASE, ("    outcomes: [miss, hit]\n    inputs:\n      stat",
                         "    outcomes: [miss, hit, wow]\n    inputs:\n      stat"))
    problem = one_problem(text)
    assert "unknown outcome 'wow'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "wow"), column_of(text, "wow"))


def test_chart_outcome_rule_can_give_an_undeclared_outcome() -> None:
    text = mutate(BASE, ("easy: [miss, hit, hit]", "easy: [miss, hit, crit]"))
    problem = one_problem(text)
    assert "'crit'" in problem.message and "does not list" in problem.message
    assert problem.line == line_of(text, "outcome: {chart: resolve")


def test_reroll_spend_on_an_outcome_the_check_does_not_list() -> None:
    text = mutate(BASE, ("while_outcome: [miss]", "while_outcome: [crit]"))
    problem = one_problem(text)
    assert "'crit'" in problem.message
    assert problem.line == line_of(text, "while_outcome: [crit]")


def test_else_band_that_is_not_last() -> None:
    text = mutate(BASE, ("        - {when: score >= 5, outcome: hit}\n        - {else: miss}\n",
                         "        - {else: miss}\n        - {when: score >= 5, outcome: hit}\n"))
    problems = problems_of(text)
    messages = [p.message for p in problems]
    assert any("'else' band must come last" in m for m in messages), messages
    (misplaced,) = [p for p in problems if "must come last" in p.message]
    assert misplaced.line == line_of(text, "{else: miss}")


def test_missing_else_band() -> None:
    text = mutate(BASE, ("        - {else: miss}\n",
                         "        - {when: score < 5, outcome: miss}\n"))
    problem = one_problem(text)
    assert "the last band must be {else: KEY}" in problem.message
    bands_line = line_of(text, "bands:")
    assert problem.line in (bands_line, bands_line + 1)


def test_band_with_two_results() -> None:
    text = mutate(BASE, ("{when: score >= 5, outcome: hit}",
                         "{when: score >= 5, outcome: hit, reroll: [roll]}"))
    problem = one_problem(text)
    assert "exactly one of 'outcome', 'roll_again' or 'reroll'" in problem.message
    assert problem.line == line_of(text, "reroll: [roll]")


def test_duplicate_outcome_key() -> None:
    text = mutate(BASE, ("{key: crit, label: Critical", "{key: hit, label: Critical"))
    problem = one_problem(text)
    assert "duplicate outcome 'hit'" in problem.message
    assert problem.line == line_of(text, "label: Critical")


# --- types, scales, inputs, dice -------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "needle", "fragment"),
    [
        ("success: false", "success: maybe", "maybe", "valid boolean"),
        ("range: {min: 0, max: 3}, default: 0}", "range: {min: zero, max: 3}, default: 0}",
         "zero", "valid integer"),
        ("format: 1", "format: 2", "format: 2", "format"),
        ('colour: "#ff0000"', 'colour: "red"', '"red"', "colour"),
        ("id: tiny", "id: Tiny Game", "Tiny Game", "id"),
        ("authors: [Tester]", "authors: Tester", "authors: Tester", "valid list"),
        ("    range: {min: 2, max: 4}", "    range: {min: 4, max: 2}", "min: 4", "larger than"),
        # A problem with a whole entry points at its key.
        ("    label: Dice total\n", "    label: Dice total\n    levels: [{key: a, label: A}]\n",
         "  total:", "either 'levels'"),
        ("authors: [Tester]", "authors: []", "authors: []", "at least 1 item"),
    ],
)
def test_wrong_types_are_located(old: str, new: str, needle: str, fragment: str) -> None:
    text = mutate(BASE, (old, new))
    problem = one_problem(text)
    assert fragment in problem.message, problem
    assert problem.line == line_of(text, needle), problem


def test_missing_required_key() -> None:
    text = mutate(BASE, ("    roll: d6\n", ""))
    problem = one_problem(text)
    assert "missing required key 'roll' in checks.test" in problem.message
    assert problem.line in (line_of(text, "  test:"), line_of(text, "  test:") + 1)


def test_unknown_scale_of_an_input() -> None:
    text = mutate(BASE, ("stat: {label: Stat, scale: rating", "stat: {label: Stat, scale: ratin"))
    problem = one_problem(text)
    assert "unknown scale 'ratin'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "ratin,"), column_of(text, "ratin,"))


def test_bad_default_of_a_scale_input() -> None:
    text = mutate(BASE, ("scale: rating, default: mid}\n      theirs",
                         "scale: rating, default: middle}\n      theirs"))
    problem = one_problem(text)  # no knock-on "unknown name 'mine'" further down
    assert "default 'middle' is not a level of 'rating'" in problem.message
    assert (problem.line, problem.column) == (line_of(text, "middle"), column_of(text, "middle"))


@pytest.mark.parametrize(("value", "fragment"), [("7", "outside 0..3"), ("-1", "outside 0..3"),
                                                 ("'2'", "whole number")])
def test_bad_default_of_a_number_input(value: str, fragment: str) -> None:
    text = mutate(BASE, ("bonus: {label: Bonus, range: {min: 0, max: 3}, default: 0}",
                         f"bonus: {{label: Bonus, range: {{min: 0, max: 3}}, default: {value}}}"))
    problem = one_problem(text)
    assert fragment in problem.message
    assert problem.line == line_of(text, f"default: {value}")


def test_unknown_resource_of_an_input() -> None:
    text = mutate(BASE, ("resource: luck}", "resource: fate}"))
    problem = one_problem(text)
    assert "unknown resource 'fate'" in problem.message
    assert problem.line == line_of(text, "resource: fate")


@pytest.mark.parametrize(
    ("notation", "fragment"),
    [("2x6", "cannot read"), ("0d6", "between 1 and 100 dice"), ("d0", "1 to 1000 sides"),
     ("3d6kh4", "keep between 1 and 3"), ("2d6 3", "joined by + or -")],
)
def test_bad_dice_notation(notation: str, fragment: str) -> None:
    text = mutate(BASE, ("    roll: d6\n", f"    roll: {notation}\n"))
    problem = one_problem(text)
    assert fragment in problem.message
    assert notation in problem.message
    assert (problem.line, problem.column) == (line_of(text, f"roll: {notation}"),
                                              column_of(text, f"{notation}\n"))


def test_bad_named_dice() -> None:
    text = mutate(BASE, ("scales:\n", "dice:\n  fate: 4dG\nscales:\n"))
    problem = one_problem(text)
    assert "'4dG'" in problem.message
    assert problem.line == line_of(text, "4dG")


# --- every problem at once -------------------------------------------------------------------


def test_three_independent_mistakes_give_three_problems() -> None:
    text = mutate(
        BASE,
        ("mid: [easy, hard, hard]", "mid: [easy, medium, hard]"),
        ("score: roll + size", "score: roll + sise"),
        ("    roll: 2d2\n", "    roll: 2d\n"),
    )
    problems = problems_of(text)
    assert len(problems) == 3, "\n".join(map(str, problems))
    assert [p.line for p in problems] == sorted(
        [line_of(text, "medium"), line_of(text, "sise"), line_of(text, "roll: 2d\n")])


def test_three_shape_mistakes_give_three_problems() -> None:
    text = mutate(
        BASE,
        ("success: false", "success: maybe"),
        ("    measures:\n", "    mesures:\n"),
        ("  licence: CC0\n", "  licence: CC0\n  year: last year\n"),
    )
    problems = problems_of(text)
    assert len(problems) == 3, "\n".join(map(str, problems))
    assert sorted(p.line for p in problems) == sorted(
        [line_of(text, "maybe"), line_of(text, "mesures:"), line_of(text, "last year")])


def test_a_bad_roll_does_not_hide_the_other_mistakes_of_its_check() -> None:
    text = mutate(
        BASE,
        ("    roll: d6\n", "    roll: d6x\n"),
        ("score: roll + size", "score: roll + sise"),
        ("{when: score >= 5, outcome: hit}", "{when: score >= 5, outcome: hlt}"),
    )
    problems = problems_of(text)
    assert len(problems) == 3, "\n".join(map(str, problems))


def test_a_bad_band_does_not_hide_a_bad_measure() -> None:
    text = mutate(
        BASE,
        ("{when: score >= 5, outcome: hit}", "{when: score >= 5, outcome: hlt}"),
        ("margin: score - 5", "margin: score - fiv"),
    )
    problems = problems_of(text)
    assert len(problems) == 2, "\n".join(map(str, problems))


def test_an_unknown_key_does_not_hide_the_other_mistakes() -> None:
    text = mutate(
        BASE,
        ("    measures:\n", "    mesures:\n"),
        ("mid: [easy, hard, hard]", "mid: [easy, medium, hard]"),
        ("while_outcome: [miss]", "while_outcome: [crit]"),
    )
    problems = problems_of(text)
    assert len(problems) == 3, "\n".join(map(str, problems))
    assert sorted(p.line for p in problems) == sorted(
        [line_of(text, "mesures:"), line_of(text, "medium"),
         line_of(text, "while_outcome: [crit]")])


def test_problems_are_sorted_by_place() -> None:
    text = mutate(
        BASE,
        ("{when: score >= 5, outcome: hit}", "{when: score >= 5, outcome: hlt}"),
        ("mid: [easy, hard, hard]", "mid: [easy, medium, hard]"),
        ("hard: [miss, miss, hit]", "hard: [miss, mis, hit]"),
    )
    problems = problems_of(text)
    assert len(problems) == 3
    assert [(p.line, p.column) for p in problems] == sorted((p.line, p.column) for p in problems)


def test_a_misspelt_section_is_still_checked_where_it_stands() -> None:
    text = mutate(BASE, ("    measures:\n      margin: score - 5\n",
                         "    mesures:\n      margin: score - fiv\n"))
    problems = problems_of(text)
    assert len(problems) == 2, "\n".join(map(str, problems))
    typo, formula = problems
    assert "unknown key 'mesures'" in typo.message
    assert "unknown name 'fiv'" in formula.message
    assert formula.line == line_of(text, "score - fiv")
    assert formula.column == column_of(text, "score - fiv")


def test_a_misspelt_section_causes_no_knock_on_problems() -> None:
    text = mutate(BASE, ("resources:\n", "resorces:\n"))
    assert len(problems_of(text)) == 1  # not also "unknown resource 'luck'"


def test_a_broken_chart_causes_no_knock_on_problems_where_it_is_used() -> None:
    # `size` is looked up by the test check and used in its score: one problem only.
    text = mutate(BASE, ("{low: 0, mid: 1, high: 2}", "{low: 0, mid: 1}"))
    problem = one_problem(text)
    assert "missing row 'high'" in problem.message


def test_a_broken_value_causes_no_knock_on_problems_where_it_is_used() -> None:
    text = mutate(BASE, ("{shift: stat, by: bonus}", "{shift: stat, by: bonsu}"))
    problem = one_problem(text)
    assert "unknown name 'bonsu'" in problem.message
    assert problem.line == line_of(text, "bonsu")


def test_a_broken_spend_causes_no_knock_on_problems() -> None:
    text = mutate(BASE, ("score: roll + size", "score: roll + size + push"),
                  ("    measures:\n", "    spend:\n      - {kind: bonus, adds: 1, variable: push,"
                                      " budget: 'min(bonus'}\n    measures:\n"))
    problem = one_problem(text)  # not also "unknown name 'push'"
    assert "syntax error" in problem.message
    assert problem.line == line_of(text, "min(bonus")


def test_a_sheet_rating_on_an_unknown_scale_is_a_located_problem() -> None:
    text = BASE + (
        "sheet:\n"
        "  sections:\n"
        "    - id: main\n"
        "      label: Main\n"
        "      fields:\n"
        "        - {id: grit, label: Grit, kind: rating, scale: ratnig, default: mid}\n"
    )
    try:
        load_ruleset_bytes(text.encode(), FILE)
    except RulesetError as error:
        problems = error.problems
    else:
        pytest.fail("a rating field on an unknown scale was accepted")
    assert len(problems) == 1, problems
    assert "ratnig" in problems[0].message
    assert problems[0].line == line_of(text, "ratnig")


def test_an_effect_formula_is_checked_without_a_sheet_too() -> None:
    # A ruleset without a sheet has no values for an effect to read, and a broken formula
    # must be reported at load time, not when the effect is applied at the table.
    hit = '  - {key: hit, label: Hit, success: true, colour: "#00ff00"}'
    for source, message in (('"1 +* ("', "syntax"), ("initial_luck", "unknown name")):
        text = mutate(BASE, (hit, hit[:-1] + f", effects: [{{resource: luck, add: {source}}}]}}"))
        problem = one_problem(text)
        assert message in problem.message
        assert problem.line == line_of(text, "effects: [")


def test_the_old_spend_key_on_is_refused_with_a_message_to_rename_it() -> None:
    """`on:` was renamed `while_outcome:`: YAML 1.1 readers (PyYAML's safe_load) turn a
    key `on` into `true`, so the same file read two ways meant two things."""
    text = mutate(BASE, ("while_outcome: [miss]", "on: [miss]"))
    problem = one_problem(text)
    assert "'on:' is now 'while_outcome:'" in problem.message
    assert problem.line == line_of(text, "{kind: reroll, on: [miss]")


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[2] / "rulesets")
                                        .glob("*.yaml")), ids=lambda p: p.stem)
def test_shipped_rulesets_read_the_same_with_a_yaml_1_1_reader(path: Path) -> None:
    """No key of a shipped ruleset turns into a boolean under PyYAML's safe_load."""
    import yaml

    def keys(value: object) -> list[object]:
        if isinstance(value, dict):
            return [*value, *(k for v in value.values() for k in keys(v))]
        if isinstance(value, list):
            return [k for v in value for k in keys(v)]
        return []

    assert not [k for k in keys(yaml.safe_load(path.read_text(encoding="utf-8")))
                if isinstance(k, bool)]


def test_rolling_again_instead_of_a_bonus_is_refused_where_it_is_not_worked_out() -> None:
    """`reroll_instead` belongs to a bonus spend that stops at a success; on a reroll
    spend, without `until`, or with an unknown name, it is a located problem."""
    bonus = ("    measures:\n", "    spend:\n      - {kind: bonus, adds: 1, variable: push,"
                                " budget: bonus, until: success, reroll_instead: REROLL}\n"
                                "    measures:\n")
    adds = ("score: roll + size", "score: roll + size + push")
    assert load_ruleset_bytes(mutate(BASE, adds, (bonus[0], bonus[1].replace(
        "REROLL", "bonus"))).encode(), FILE).checks["test"].spend("bonus").reroll_instead
    unknown = mutate(BASE, adds, (bonus[0], bonus[1].replace("REROLL", "bonsu")))
    problem = one_problem(unknown)
    assert "unknown name 'bonsu'" in problem.message
    assert problem.line == line_of(unknown, "bonsu")
    without_until = mutate(BASE, adds, (bonus[0], bonus[1].replace(
        "REROLL", "bonus").replace(" until: success,", "")))
    problem = one_problem(without_until)
    assert "'reroll_instead' belongs to a bonus spend with 'until: success'" in problem.message
    assert problem.line == line_of(without_until, "reroll_instead")
    on_a_reroll = mutate(BASE, ("- {kind: reroll, while_outcome: [miss], budget: luck}",
                                "- {kind: reroll, while_outcome: [miss], budget: luck, "
                                "reroll_instead: luck}"))
    problem = one_problem(on_a_reroll)
    assert "'reroll_instead' belongs to a bonus spend" in problem.message
    assert problem.line == line_of(on_a_reroll, "reroll_instead")

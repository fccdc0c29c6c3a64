"""`gm-assistant dice EXPRESSION`: every figure checked against brute-force enumeration."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import pytest

from gm_assistant.cli import main
from gm_assistant.core.dice.notation import MAX_WORK


def brute(count: int, sides: int, keep_highest: int | None = None) -> dict[int, Fraction]:
    """Every face combination, enumerated one by one."""
    tally: Counter[int] = Counter()
    for faces in itertools.product(range(1, sides + 1), repeat=count):
        kept = sorted(faces, reverse=True)[:keep_highest] if keep_highest else faces
        tally[sum(kept)] += 1
    whole = sides**count
    return {total: Fraction(n, whole) for total, n in sorted(tally.items())}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["dice", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_keep_highest_json_matches_enumeration(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "4d6kh3", "--json")
    assert code == 0
    document = json.loads(out)
    expected = brute(4, 6, keep_highest=3)
    rows = {row["total"]: row for row in document["totals"]}
    assert set(rows) == set(expected)
    for total, chance in expected.items():
        assert Fraction(rows[total]["equal"]) == chance
        assert Fraction(rows[total]["at_least"]) == sum(p for t, p in expected.items()
                                                         if t >= total)
        assert Fraction(rows[total]["at_most"]) == sum(p for t, p in expected.items()
                                                        if t <= total)
    mean = sum(t * p for t, p in expected.items())
    assert Fraction(document["mean"]) == mean
    assert Fraction(document["variance"]) == sum((t - mean) ** 2 * p
                                                 for t, p in expected.items())
    assert "comparison" not in document


@pytest.mark.parametrize(("op", "holds"), [
    (">=", lambda t: t >= 10), ("<=", lambda t: t <= 10), (">", lambda t: t > 10),
    ("<", lambda t: t < 10), ("==", lambda t: t == 10), ("!=", lambda t: t != 10),
])
def test_comparison_matches_enumeration(capsys: pytest.CaptureFixture[str], op: str,
                                        holds: object) -> None:
    code, out, _ = run(capsys, f"3d6 {op} 10", "--json")
    assert code == 0
    expected = sum(p for t, p in brute(3, 6).items() if holds(t))  # type: ignore[operator]
    assert Fraction(json.loads(out)["comparison"]["chance"]) == expected


def test_text_output_names_the_chance(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "3d6>=10")
    assert code == 0
    assert out.splitlines()[-1] == "3d6 >= 10: 62.50% (5/8)"
    assert out.splitlines()[0].startswith("3d6: mean 10.500")
    assert len(out.splitlines()) == 2 + 16 + 1  # heading, column names, totals 3..18, chance


def test_modifier_shifts_every_total(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "2d6+1", "--json")
    assert code == 0
    rows = {row["total"]: Fraction(row["equal"]) for row in json.loads(out)["totals"]}
    assert rows == {t + 1: p for t, p in brute(2, 6).items()}


@pytest.mark.parametrize("expression", ["4d6q", ">= 3", "", "500d500", "3d6 >= ten"])
def test_unreadable_expression_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                                expression: str) -> None:
    code, out, err = run(capsys, expression)
    assert code == 2
    assert out == ""
    assert err.startswith("gm-assistant: ") and len(err.splitlines()) == 1


@pytest.mark.parametrize("args", [("-1d6",), ("-1d6", "--json"), ("--json", "-1d6")])
def test_a_negative_die_is_an_expression_not_an_option(
        capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    if "--json" in args:
        rows = {row["total"]: Fraction(row["equal"]) for row in json.loads(out)["totals"]}
        assert rows == {-face: Fraction(1, 6) for face in range(1, 7)}
    else:
        assert out.startswith("-1d6: mean -3.500")


def test_a_sum_past_the_work_budget_is_refused_saying_the_estimate(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "+".join(["100d10"] * 10))
    assert code == 2
    assert out == ""
    assert "its 10 terms take about" in err
    assert f"at most {MAX_WORK:,}" in err


def test_a_dice_command_imports_only_the_dice_engine() -> None:
    """`gm-assistant dice d6` in a fresh interpreter: no ruleset, pydantic, YAML or Qt."""
    script = ("import sys\nfrom gm_assistant.cli import main\n"
              "assert main(['dice', 'd6']) == 0\n"
              "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True,
                          text=True)
    loaded = set(done.stdout.split("MODULES", 1)[1].split())
    ours = {name for name in loaded if name.startswith("gm_assistant")}
    assert ours == {
        "gm_assistant", "gm_assistant._version", "gm_assistant.cli", "gm_assistant.cli.dice",
        "gm_assistant.cli.command",
        "gm_assistant.core", "gm_assistant.core.dice", "gm_assistant.core.dice.expression",
        "gm_assistant.core.dice.notation", "gm_assistant.core.errors",
        "gm_assistant.core.probability_text", "gm_assistant.core.translatable"}
    for heavy in ("PySide6", "pydantic", "yaml", "ruamel", "simpleeval", "pyqtgraph"):
        assert not any(name == heavy or name.startswith(heavy + ".") for name in loaded), heavy

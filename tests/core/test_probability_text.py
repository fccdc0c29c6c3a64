"""Every probability reads the same way in the app and on the command line."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from pathlib import Path

from gm_assistant.core.conflict.estimate import Estimate
from gm_assistant.core.probability_text import (
    chance_text,
    exact_text,
    fraction_text,
    percent_text,
)


def _centred(value: float, margin: float) -> Estimate:
    """An estimate whose interval is centred on its value (the usual case)."""
    return Estimate(value, value - margin, value + margin)


def test_fractions_read_lowest_terms_and_certainty_whole() -> None:
    assert fraction_text(Fraction(21, 36)) == "7/12"
    assert (fraction_text(Fraction(0)), fraction_text(Fraction(1))) == ("0", "1")
    assert Fraction(fraction_text(Fraction(1))) == 1  # still parses as a fraction


def test_a_possible_event_never_reads_zero_or_certain() -> None:
    # below 1% one more decimal is shown, so the smallest step is 0.01% (0.001% for two)
    assert percent_text(Fraction(1, 100_000)) == "<0.01%"
    assert percent_text(Fraction(1, 10_000)) == "0.01%"
    assert percent_text(Fraction(9_999, 10_000)) == ">99.9%"
    assert percent_text(Fraction(1, 1_000_000), 2) == "<0.001%"
    assert percent_text(Fraction(1, 100_000), 2) == "0.001%"
    assert percent_text(Fraction(1, 10_000), 2) == "0.010%"
    assert (percent_text(Fraction(0)), percent_text(Fraction(1))) == ("0.0%", "100.0%")
    assert percent_text(Fraction(7, 12), 2) == "58.33%"


def test_exact_text_gives_both_and_elides_a_huge_fraction() -> None:
    assert exact_text(Fraction(7, 12)) == "58.33% (7/12)"
    huge = Fraction(3**60, 4**60)
    assert exact_text(huge).endswith("(exact)")


def test_an_estimate_says_its_margin() -> None:
    assert chance_text(_centred(0.723, 0.014)) == "72.3% ± 1.4%"
    assert chance_text(_centred(0.9990, 0.0007)) == "99.90% ± 0.07%"
    assert chance_text(Fraction(1, 2)) == "50.0%"


def test_an_estimate_all_or_none_of_the_fights_reached_reads_as_its_far_end() -> None:
    """Wilson's interval of 10,000 of 10,000 is [1 - m, 1]: worked out here from its
    closed form, the end rounded outwards (down for a floor, up for a ceiling)."""
    n, z = 10_000, 1.959963984540054
    low = 1 / (1 + z * z / n)  # Wilson's lower end when every trial succeeded
    margin = 1 - low
    assert 0.00038 < margin < 0.00039
    every = Estimate(1.0, low, 1.0)
    none = Estimate(0.0, 0.0, margin)
    assert chance_text(every) == "≥99.96%"
    assert chance_text(none) == "≤0.04%"
    assert chance_text(Estimate(1.0, 0.9877, 1.0)) == "≥98.7%"  # rounded down
    assert chance_text(Estimate(0.0, 0.0, 0.0123)) == "≤1.3%"  # rounded up


def test_an_estimate_near_an_edge_reads_as_its_interval() -> None:
    """3 of 10,000 fights: Wilson's interval worked out here from its closed form is
    about 0.010% to 0.088%; "0.03% ± 0.06%" would reach below 0%."""
    n, z, p = 10_000, 1.959963984540054, 3 / 10_000
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    low, high = centre - half, centre + half
    assert 0.0001 < low < p < high < 0.0009
    assert chance_text(Estimate(p, low, high)) == "0.01–0.09%"
    assert chance_text(Estimate(1 - p, 1 - high, 1 - low)) == "99.91–99.99%"
    # Away from the edges the interval is near enough centred: value ± margin.
    assert chance_text(Estimate(0.5, 0.49, 0.51)) == "50.0% ± 1.0%"


def test_a_whole_percent_never_rounds_a_miss_away() -> None:
    """A 728/729 hit (the threat matrix's cells, whole percents) is not a sure hit."""
    assert percent_text(Fraction(728, 729), 0) == ">99%"
    assert percent_text(Fraction(1, 729), 0) == "<1%"


FORMATTED_PERCENT = re.compile(r"\{[^{}\n]*:[^{}\n]*%\}")
"""A format field that prints a number as a percentage (`{p:.0%}`, `{value:7.2%}`)."""


def test_every_percentage_goes_through_the_one_formatter() -> None:
    """Only probability_text formats a chance as a percentage: a format of its own
    (`{p:.0%}`) showed a 728/729 hit as "100%"."""
    package = Path(__file__).resolve().parents[2] / "gm_assistant"
    found = [f"{path.relative_to(package)}:{number}: {line.strip()}"
             for path in sorted(package.rglob("*.py"))
             if path.name != "probability_text.py"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if FORMATTED_PERCENT.search(line)]
    assert found == []


def half_up(percent: Fraction, digits: int) -> str:
    """`percent` to `digits` decimals, half up, by integer arithmetic on the fraction."""
    scaled = percent * 10**digits
    units = (2 * scaled.numerator + scaled.denominator) // (2 * scaled.denominator)
    text = str(units).rjust(digits + 1, "0")
    return f"{text[:-digits]}.{text[-digits:]}%" if digits else f"{text}%"


def test_a_half_rounds_up_on_the_exact_fraction() -> None:
    """A float's round-half-to-even read 1/400 (0.25% exactly) as 0.2%, and 1/8 as 12%."""
    assert percent_text(Fraction(1, 400)) == "0.25%"
    assert percent_text(Fraction(1, 8), 0) == "13%"
    assert percent_text(Fraction(5, 8), 1) == "62.5%"
    assert percent_text(Fraction(7, 4000), 1) == "0.18%"  # 0.175%: half up, one more decimal
    assert percent_text(Fraction(1, 1600), 2) == "0.063%"  # 0.0625%
    assert percent_text(Fraction(101, 400)) == "25.3%"  # 25.25%
    # every multiple of 1/1600 (halves at the last decimal among them), each way of reading
    for numerator in range(1, 1600):
        value = Fraction(numerator, 1600)
        for digits in (0, 1, 2):
            shown = digits + 1 if digits and value < Fraction(1, 100) else digits
            expected = half_up(value * 100, shown)
            step = Fraction(1, 10**shown)
            if value * 100 < step or value * 100 > 100 - step:
                continue  # the "<" and ">" readings, tested above
            assert percent_text(value, digits) == expected, (value, digits)


def test_the_parts_of_a_mastery_row_add_up_to_its_whole() -> None:
    """The d20 Mastery odds grid at Mastery Level -15: failure 179/200 (10% of it critical),
    success 1/400, critical success 1/400, P(success) 1/200. The two parts of the success
    once read 0.2% each beside a 0.5% whole."""
    success, critical = Fraction(1, 400), Fraction(1, 400)
    parts = [percent_text(success), percent_text(critical)]
    whole = percent_text(success + critical)
    assert parts == ["0.25%", "0.25%"] and whole == "0.50%"
    assert sum(Fraction(p.rstrip("%")) for p in parts) == Fraction(whole.rstrip("%"))

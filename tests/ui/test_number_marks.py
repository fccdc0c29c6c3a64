"""Numbers in the interface's language: in Spanish "1,409" reads "1.409" and "1.9" reads
"1,9" (probabilities, counts, means); English again after switching back; the command
line's formatter is English whatever the interface did."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest
from PySide6.QtWidgets import QApplication

from gm_assistant.core.probability_text import (
    ENGLISH,
    chance_text,
    current_style,
    exact_text,
    percent_text,
)
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.common.forecast_models import Estimate, expected_text
from gm_assistant.ui.common.value_text import number_text
from gm_assistant.ui.i18n import apply_language, localized


def _centred(value: float, margin: float) -> Estimate:
    """An estimate whose interval is centred on its value (the usual case)."""
    return Estimate(value, value - margin, value + margin)


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")
    assert wait_for_workers(30)


def test_spanish_writes_a_decimal_comma_and_a_thousands_point() -> None:
    assert apply_language("es") == ""
    assert percent_text(Fraction(1, 3)) == "33,3%"
    assert percent_text(Fraction(1, 10**6)) == "<0,01%"  # one more decimal below 1%
    assert percent_text(Fraction(1, 400)) == "0,25%"
    assert exact_text(Fraction(7, 12)) == "58,33% (7/12)"
    assert chance_text(_centred(0.723, 0.014)) == "72,3% ± 1,4%"
    assert localized("{states:,} fight states", states=1409) == "1.409 fight states"
    assert localized("{mean:.1f} exchanges, seed {seed}", mean=1.94, seed="12345") == \
        "1,9 exchanges, seed 12345"
    assert number_text(2.5) == "2,5" and number_text(1409) == "1409"
    assert expected_text(Fraction(193, 100)) == "1,9"
    assert expected_text(Estimate(1.934, 1.922, 1.946)) == "1,93 ± 0,01"


def test_english_again_and_by_default() -> None:
    assert apply_language("es") == ""
    assert apply_language("en") == ""
    assert current_style() == ENGLISH
    assert percent_text(Fraction(1, 3)) == "33.3%"
    assert localized("{n:,} and {x:.1f}", n=1409, x=1.94) == "1,409 and 1.9"
    assert number_text(2.5) == "2.5"


def test_a_long_exact_fraction_is_shown_as_a_decimal_in_the_interfaces_marks() -> None:
    """The tooltip of a fraction too long to print gives its decimal: with a comma in
    Spanish (it read "Exacto: 0.999983144904" among "99,9%"), a point in English."""
    from gm_assistant.ui.common.forecast_worker import fraction_tip

    value = Fraction(10**50 - 1, 3 * 10**50 + 7)
    assert len(f"{value.numerator}/{value.denominator}") > 80
    digits = f"{value.numerator * 10**12 // value.denominator:012d}"  # by integers
    assert fraction_tip(value) == f"0.{digits} (exact fraction too long)"
    assert apply_language("es") == ""
    assert fraction_tip(value) == f"0,{digits} (fracción exacta demasiado larga)"


def test_the_spanish_catalogue_writes_percents_as_the_apps_formatter_does() -> None:
    """"95 %" and "{share} %" sat beside the formatter's "52,9%": one style, no space."""
    import re
    import xml.etree.ElementTree as ElementTree
    from pathlib import Path

    catalogue = Path(__file__).resolve().parents[2] / "resources/i18n/gm_assistant_es.ts"
    texts = [element.text or "" for element in ElementTree.parse(catalogue).iter()
             if element.tag in ("translation", "numerusform")]
    assert len(texts) > 500
    spaced = [text for text in texts if re.search(r"[\d}][ \u00a0\u202f]%", text)]
    assert spaced == []
    assert apply_language("es") == ""
    assert re.fullmatch(r"\d+,\d%", percent_text(Fraction(529, 1000)))

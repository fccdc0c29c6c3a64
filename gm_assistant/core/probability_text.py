"""How every probability reads, in the app and on the command line: one formatter.

An exact chance is a Fraction: `fraction_text` gives `7/12` (`0` and `1` stay whole),
`percent_text` a percentage rounded half up on the exact value (one more decimal below
1%) that never rounds a possible event to 0% or a not-quite-certain one to 100%,
`exact_text` both. An estimate (a simulated fight) is not a Fraction: `chance_text` gives
it with its 95% margin, so it always says so.

    >>> exact_text(Fraction(7, 12))
    '58.33% (7/12)'

Numbers are written with the current `NumberStyle`: English (`1,409.5`) unless the
interface chose its language's marks (`number_style(NumberStyle(",", "."))` for Spanish:
`1.409,5`); the command line never does, so it prints English.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["ENGLISH", "EXACT", "LONG_FRACTION", "Estimated", "NumberStyle", "chance_text",
           "current_style", "exact_text", "fraction_text", "number_style", "percent_text",
           "share_text"]

# A fraction longer than this is said to be exact rather than printed in full (the JSON
# of the command line has every fraction).
LONG_FRACTION = 40

EXACT = QT_TRANSLATE_NOOP("ProbabilityText", "exact")
"""What `exact_text` says instead of a fraction too long to print (the interface shows
it translated: ``exact_text(value, exact=translate("ProbabilityText", EXACT))``)."""


@dataclass(frozen=True)
class NumberStyle:
    """The marks a language writes numbers with: its decimal mark and its thousands
    separator."""

    decimal: str = "."
    group: str = ","

    def marked(self, english: str) -> str:
        """`english` (a number written with `.` and `,`) written with these marks."""
        if (self.decimal, self.group) == (".", ","):
            return english
        marks: dict[str, str | int | None] = {".": self.decimal, ",": self.group}
        return english.translate(str.maketrans(marks))


ENGLISH = NumberStyle()
_current = [ENGLISH]


def number_style(style: NumberStyle) -> None:
    """Write numbers with `style` from now on (the interface, when its language changes)."""
    _current[0] = style


def current_style() -> NumberStyle:
    """The marks numbers are written with now."""
    return _current[0]


class Estimated(Protocol):
    """A chance estimated by simulation: its value, its 95% interval (low, high) and the
    interval's larger half-width (its margin)."""

    @property
    def value(self) -> float: ...

    @property
    def margin(self) -> float: ...

    @property
    def low(self) -> float: ...

    @property
    def high(self) -> float: ...


def fraction_text(value: Fraction) -> str:
    """`7/12`; `0` and `1` as whole numbers."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


def percent_text(value: Fraction | float, digits: int = 1) -> str:
    """`58.3%` (`digits` decimals), rounded half up on the exact value (a float is taken
    at its exact binary value), so 1/400 reads `0.25%`, never a float's half-to-even `0.2%`.

    Below 1% one more decimal is shown (when `digits` is 1 or more): 1/400 + 1/400 reads
    `0.25%` + `0.25%` = `0.50%`, where one decimal would show parts (`0.3%` twice) that do
    not add up to their whole (`0.5%`). A possible event never reads 0% (`<0.01%`), one not
    certain never reads 100% (`>99.9%`)."""
    percent = Fraction(value) * 100
    if digits >= 1 and 0 < percent < 1:
        digits += 1
    step = Fraction(1, 10**digits)
    if 0 < percent < step:
        return current_style().marked(f"<{_decimal(step, digits)}%")
    if 100 - step < percent < 100:
        return current_style().marked(f">{_decimal(100 - step, digits)}%")
    return current_style().marked(f"{_decimal(percent, digits)}%")


def _decimal(number: Fraction, digits: int) -> str:
    """`number` to `digits` decimals, rounded half away from zero, exactly (no float)."""
    scaled = abs(number) * 10**digits
    units = math.floor(scaled + Fraction(1, 2))
    sign = "-" if number < 0 and units else ""
    whole, part = divmod(units, 10**digits)
    return f"{sign}{whole}.{part:0{digits}d}" if digits > 0 else f"{sign}{whole}"


def exact_text(value: Fraction, digits: int = 2, exact: str = EXACT) -> str:
    """`58.33% (7/12)`; a very long fraction is said to be `exact` instead of printed."""
    fraction = fraction_text(value)
    shown = fraction if len(fraction) <= LONG_FRACTION else exact
    return f"{percent_text(value, digits)} ({shown})"


def chance_text(chance: Fraction | Estimated, digits: int = 1) -> str:
    """`72.3%` for an exact chance; `72.3% ± 1.4%` for an estimate (with more digits when
    its interval is narrower than the last one shown).

    Near 0 or 1 an estimate's interval leans inwards (Wilson's), so `± margin` would read
    past 0% or 100%: such an estimate reads as its interval, its ends rounded outwards,
    `0.01–0.09%`; one that all or none of the fights reached (its interval on one side
    only, from 99.96% to 100% after 10,000 of 10,000) as that far end, `≥99.96%` or
    `≤0.04%`, where `100.00% ± 0.04%` would show a certainty the fights cannot give."""
    if isinstance(chance, Fraction):
        return percent_text(chance, digits)
    shown = digits if chance.margin >= 10 ** -(digits + 2) else digits + 1
    scale = 100 * 10 ** shown
    low = math.floor(chance.low * scale) / 10 ** shown
    high = math.ceil(chance.high * scale) / 10 ** shown
    if chance.value >= 1:
        return current_style().marked(f"≥{low:.{shown}f}%")
    if chance.value <= 0:
        return current_style().marked(f"≤{high:.{shown}f}%")
    if chance.value - chance.margin < 0 or chance.value + chance.margin > 1:
        return current_style().marked(f"{low:.{shown}f}–{high:.{shown}f}%")
    return current_style().marked(f"{chance.value:.{shown}%} ± {chance.margin:.{shown}%}")


def share_text(part: int, whole: int) -> str:
    """`part` of `whole` in percent, without the sign: whole when it is ("50"), else to
    one place ("12.5", "33.3"), so that 1 of 8 never reads as a rounded-off 12."""
    share = Fraction(100 * part, whole)
    if share.denominator == 1:
        return current_style().marked(f"{share.numerator}")
    return current_style().marked(f"{float(share):.1f}")

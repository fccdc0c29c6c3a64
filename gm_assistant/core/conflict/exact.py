"""Exact rationals for the fight engine.

A forecast multiplies and adds millions of probabilities. `fractions.Fraction` does each in
Python; GMP's rationals (gmpy2's `mpq`) do them about ten times faster with the same exact
results. The engine computes with `mpq` inside and hands every result out as a Fraction.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gmpy2 import mpq

__all__ = ["ONE", "ZERO", "Rational", "fraction", "quotient", "rational"]

Rational = Any
"""An exact rational as the engine computes with it (a gmpy2 `mpq`; gmpy2 has no types)."""

ZERO: Rational = mpq(0)
ONE: Rational = mpq(1)


def rational(value: Fraction | int) -> Rational:
    """A Fraction (or int) as the engine's rational."""
    if isinstance(value, Fraction):
        return mpq(value.numerator, value.denominator)
    return mpq(value)


def fraction(value: Rational) -> Fraction:
    """The engine's rational as a Fraction, for results."""
    if isinstance(value, Fraction):
        return value
    return Fraction(int(value.numerator), int(value.denominator))


def quotient(numerator: int, denominator: int) -> Rational:
    """`numerator / denominator` as the engine's rational (reduced once)."""
    return mpq(numerator, denominator)

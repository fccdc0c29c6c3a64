"""An estimate from simulated fights: a value with its 95% interval.

Every share of fights (P(party wins), who goes down, when the fight ends) carries a Wilson
score interval at 95%, which stays inside [0, 1] and keeps a width when none or all of the
fights did it (unlike the normal approximation); its margin is the larger half-width. A
mean (expected rounds, pool units spent) carries mean ± 1.96 · s / √n, s the sample
standard deviation of the n fights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.probability_text import percent_text

__all__ = ["Z95", "Estimate", "mean_estimate", "wilson"]

Z95 = 1.959963984540054
"""The standard normal quantile of 97.5%: a two-sided 95% interval."""


@dataclass(frozen=True)
class Estimate:
    """A simulated value with its 95% interval (low, high).

    For a share of fights the interval is Wilson's; for a mean, mean ± 1.96 · s / √n. The
    interval of a share need not be centred on the value (near 0 or 1 it leans inwards),
    so the margin shown is the larger of its two half-widths.
    """

    value: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """The larger half-width of the interval: value ± margin covers it."""
        return max(self.value - self.low, self.high - self.value)

    def __str__(self) -> str:
        return f"{percent_text(self.value)} ± {percent_text(self.margin)}"


def wilson(successes: float, trials: int, z: float = Z95) -> Estimate:
    """The share `successes / trials` with its Wilson score interval: none of 10,000
    fights is 0% with an interval up to about 0.038%, not "0.0% ± 0.0%"."""
    if trials <= 0:
        raise ValueError("a share of no trials")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials
                                             + z2 / (4 * trials * trials))
    # None or all: the interval ends at 0 or 1 exactly (not a rounding error away).
    low = 0.0 if successes <= 0 else min(p, max(0.0, centre - half))
    high = 1.0 if successes >= trials else max(p, min(1.0, centre + half))
    return Estimate(p, low, high)


def mean_estimate(total: int, squares: int, n: int, z: float = Z95) -> Estimate:
    """The mean of n values given their sum and sum of squares (whole numbers, so the
    variance is exact before the last division), ± z · s / √n."""
    if n <= 0:
        raise ValueError("a mean of no values")
    mean = total / n
    if n == 1:
        return Estimate(mean, mean, mean)
    variance = Fraction(squares * n - total * total, n * (n - 1))
    half = z * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half)


"""Odds: exact outcome distributions of checks, with resources, groups and sweeps."""

from gm_assistant.core.odds.engine import (
    CheckOdds,
    OddsError,
    OutcomeOdds,
    bind_inputs,
    check_odds,
)
from gm_assistant.core.odds.sweep import Curve, Grid, SweepStopped, Wanted, curve, grid

__all__ = [
    "CheckOdds",
    "Curve",
    "Grid",
    "OddsError",
    "OutcomeOdds",
    "SweepStopped",
    "Wanted",
    "bind_inputs",
    "check_odds",
    "curve",
    "grid",
]

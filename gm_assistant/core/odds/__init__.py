"""Odds: exact outcome distributions of checks, with resources, groups and sweeps."""

from gm_assistant.core.odds.engine import (
    CheckOdds,
    OddsError,
    OutcomeOdds,
    bind_inputs,
    check_odds,
)

__all__ = ["CheckOdds", "OddsError", "OutcomeOdds", "bind_inputs", "check_odds"]

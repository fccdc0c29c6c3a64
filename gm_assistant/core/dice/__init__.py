"""Dice: standard notation turned into exact icepool distributions, and physical rolls."""

from gm_assistant.core.dice.notation import (
    MAX_DICE,
    MAX_SIDES,
    DiceNotationError,
    DiceTerm,
    RolledDice,
    counts,
    die,
    distribution,
    parse,
    roll,
)

__all__ = [
    "MAX_DICE",
    "MAX_SIDES",
    "DiceNotationError",
    "DiceTerm",
    "RolledDice",
    "counts",
    "die",
    "distribution",
    "parse",
    "roll",
]

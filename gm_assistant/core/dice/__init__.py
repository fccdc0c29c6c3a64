"""Dice: standard notation turned into exact icepool distributions."""

from gm_assistant.core.dice.notation import (
    MAX_DICE,
    MAX_SIDES,
    DiceNotationError,
    die,
    distribution,
)

__all__ = ["MAX_DICE", "MAX_SIDES", "DiceNotationError", "die", "distribution"]

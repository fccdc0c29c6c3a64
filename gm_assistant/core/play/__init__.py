"""Play at the table: quick lookup of physical rolls, rolling for NPCs, applying effects."""

from gm_assistant.core.play.effects import EffectChange, apply_effects, describe_effects
from gm_assistant.core.play.lookup import Lookup, SecondRoll, lookup, roll_names, second_rolls
from gm_assistant.core.play.roller import Attempt, RollRecord, roll_check
from gm_assistant.core.play.sheet_resources import resource_fields, write_resources

__all__ = [
    "Attempt",
    "EffectChange",
    "Lookup",
    "RollRecord",
    "SecondRoll",
    "apply_effects",
    "describe_effects",
    "lookup",
    "resource_fields",
    "roll_check",
    "roll_names",
    "second_rolls",
    "write_resources",
]

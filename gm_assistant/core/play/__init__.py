"""Play at the table: quick lookup of physical rolls, rolling for NPCs, applying effects,
taking hits."""

from gm_assistant.core.play.effects import (
    EffectChange,
    apply_effects,
    apply_table_action,
    describe_changes,
    describe_effects,
)
from gm_assistant.core.play.harm import (
    AbsorbOption,
    Slot,
    absorb_options,
    clear_scene,
    clears_with_rest,
    describe_slots,
    harm_slots,
    hit_size,
    is_out,
    take_hit,
)
from gm_assistant.core.play.lookup import Lookup, SecondRoll, lookup, second_rolls
from gm_assistant.core.play.roller import Attempt, RollRecord, roll_check
from gm_assistant.core.play.sheet_resources import resource_fields, write_resources

__all__ = [
    "AbsorbOption",
    "Attempt",
    "EffectChange",
    "Lookup",
    "RollRecord",
    "SecondRoll",
    "Slot",
    "absorb_options",
    "apply_effects",
    "apply_table_action",
    "clear_scene",
    "clears_with_rest",
    "describe_changes",
    "describe_effects",
    "describe_slots",
    "harm_slots",
    "hit_size",
    "is_out",
    "lookup",
    "resource_fields",
    "roll_check",
    "second_rolls",
    "take_hit",
    "write_resources",
]

"""Which sheet field a check's input reads for a character: the stat a conflict feeds it.

A conflict binds its checks' inputs to the combatant's stats (`stat: self.skill`) and each
stat says which sheet field it comes from (`from: fight_stat`). Filling that input from a
sheet at the Table should start from that same field, not from the sheet's first number.
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_semantics import input_source

__all__ = ["stat_field"]


def _check_calls(node: object) -> Iterator[tuple[str, dict[str, object]]]:
    """Every (check id, inputs) a conflict's parts name (its turn, its risk steps...)."""
    if isinstance(node, BaseModel):
        check = getattr(node, "check", None)
        inputs = getattr(node, "inputs", None)
        if isinstance(check, str) and isinstance(inputs, dict):
            yield check, inputs
        for name in type(node).model_fields:
            yield from _check_calls(getattr(node, name))
    elif isinstance(node, dict):
        for value in node.values():
            yield from _check_calls(value)
    elif isinstance(node, (list, tuple)):
        for value in node:
            yield from _check_calls(value)


def stat_field(ruleset: Ruleset, check_id: str, input_name: str) -> str | None:
    """The sheet field the ruleset's conflicts read for `input_name` of `check_id` (the
    acting combatant's own stat or pool, from its `from` field); None when no conflict
    binds that input to a stat taken from the sheet."""
    for conflict in ruleset.model.conflicts.values():
        for check, inputs in _check_calls(conflict):
            if check != check_id or input_name not in inputs:
                continue
            source = input_source(inputs[input_name])
            if source is None or source[0] != "self":
                continue
            stat = conflict.stats.get(source[1])
            pool = conflict.pools.get(source[1])
            field = stat.from_ if stat is not None else pool.from_ if pool is not None \
                else None
            if field is not None:
                return field
    return None

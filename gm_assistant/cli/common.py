"""What the command line's commands share: reading NAME=VALUE pairs, finding a ruleset,
writing an exact fraction."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.core.rules.registry import RulesetRegistry

__all__ = ["find_ruleset", "parse_assignments"]


def parse_assignments(pairs: Sequence[str]) -> dict[str, str]:
    """NAME=VALUE pairs as a mapping; InputError for a malformed or repeated name."""
    from gm_assistant.core.errors import InputError

    values: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise InputError(f"'{pair}' is not NAME=VALUE")
        if name.strip() in values:
            raise InputError(f"'{name.strip()}' is given twice; give each input once")
        values[name.strip()] = value.strip()
    return values


def find_ruleset(registry: RulesetRegistry, ruleset_id: str) -> Ruleset:
    """The loaded ruleset `ruleset_id`; InputError naming what did not load or exists."""
    from gm_assistant.core.errors import InputError

    loaded = registry.rulesets
    if ruleset_id in loaded:
        return loaded[ruleset_id]
    broken = {e.id: e for e in registry.broken}
    if ruleset_id in broken:
        problems = "\n".join(str(p) for p in broken[ruleset_id].problems)
        raise InputError(f"the ruleset '{ruleset_id}' did not load:\n{problems}")
    raise InputError(f"unknown ruleset '{ruleset_id}'; rulesets: {', '.join(loaded)}",
                     list(loaded))



"""Making characters: a new sheet from a template, a batch of mooks, a mook group.

"6 goblins" is either six individuals, each linked to the same template (or base
character) and storing only its own name, or one mook group whose members field says 6.

>>> [c.name for c in make_batch(adom, 3, name="Goblin", template="mook")]  # doctest: +SKIP
['Goblin 1', 'Goblin 2', 'Goblin 3']
"""

from __future__ import annotations

import copy
from typing import Any

from gm_assistant.core.errors import NONE, SheetError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.sheet_compiled import TemplateSpec
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.sheets.state import SheetState, sheet_of
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_BATCH", "effective_values", "find_template", "make_batch", "new_character"]

MAX_BATCH = 500


def find_template(ruleset: Ruleset, template: str | None = None) -> TemplateSpec:
    """A template by id or label (any case); None gives the ruleset's PC template."""
    sheet = sheet_of(ruleset)
    if template is None:
        return sheet.default_template()
    if template in sheet.templates:
        return sheet.templates[template]
    wanted = template.strip().casefold()
    for spec in sheet.templates.values():
        if spec.label.casefold() == wanted or (spec.id or "").casefold() == wanted:
            return spec
    known = ", ".join(sheet.templates) or NONE
    raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
        "SheetProblem", "unknown template '{template}' for {ruleset} (templates: {known})"),
        template=template, ruleset=ruleset.name, known=known))


def new_character(ruleset: Ruleset, template: str | None = None,
                  name: str | None = None) -> Character:
    """A fresh character of a template: no own values, everything from the defaults."""
    spec = find_template(ruleset, template)
    return Character(ruleset.id, name=name or spec.label, kind=spec.kind,
                     ruleset_version=ruleset.model.version, template=spec.id)


def effective_values(state: SheetState) -> dict[str, Any]:
    """The input values a character has in effect (own, base or default), for followers."""
    return {name: copy.deepcopy(state.stored(name)) for name, node in state.template.nodes.items()
            if node.field is not None and node.field.is_input and node.kind != "override"
            and state.stored(name) is not None}


def make_batch(ruleset: Ruleset, count: int, *, name: str, template: str | None = None,
               base: Character | None = None, base_id: str | None = None,
               as_group: bool = False) -> list[Character]:
    """`count` characters made at once.

    Args:
        ruleset: The ruleset.
        count: How many (1 to 500).
        name: Their name; individuals are numbered ("Goblin 1", "Goblin 2", ...).
        template: The template of the individuals (default: the base's, else the PC one).
        base: A character to copy (its own values), such as a goblin made earlier.
        base_id: The base's library id: individuals then link to it and store nothing
            of their own but their name, so editing the base changes them all.
        as_group: Make one mook group of `count` members instead of individuals.

    Raises:
        SheetError: A count out of range, or no mook group template for `as_group`.
    """
    if not 1 <= count <= MAX_BATCH:
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "a batch has 1 to {max_batch} characters, not {count}"),
            max_batch=MAX_BATCH, count=count))
    if as_group:
        return [_group(ruleset, count, name, base)]
    spec = find_template(ruleset, template if template is not None
                         else base.template if base is not None else None)
    made = []
    for number in range(1, count + 1):
        character = Character(ruleset.id, name=f"{name} {number}", kind=spec.kind,
                              ruleset_version=ruleset.model.version, template=spec.id,
                              tags=list(base.tags) if base is not None else [])
        if base is not None and base_id is not None:
            character.base = base_id
        elif base is not None:
            character.values = copy.deepcopy(base.values)
        made.append(character)
    return made


def _group(ruleset: Ruleset, count: int, name: str, base: Character | None) -> Character:
    sheet = sheet_of(ruleset)
    group = next((t for t in sheet.templates.values() if t.kind == "mook_group"), None)
    if group is None or group.members is None:
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "{ruleset} has no mook group template; make {count} individuals "
            "instead"), ruleset=ruleset.name, count=count))
    values = {k: copy.deepcopy(v) for k, v in (base.values if base else {}).items()
              if group.uses(k) and k != group.members and k not in _overridden(group)}
    values[group.members] = count
    return Character(ruleset.id, name=name, kind="mook_group",
                     ruleset_version=ruleset.model.version, template=group.id, values=values,
                     tags=list(base.tags) if base is not None else [])


def _overridden(template: TemplateSpec) -> set[str]:
    return {name for name, node in template.nodes.items() if node.kind == "override"}

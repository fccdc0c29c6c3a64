"""A character sheet being looked at or edited: values resolved, derived values worked
out, problems listed, and every edit recomputing only what depends on it.

    >>> state = SheetState(ruleset, character)          # doctest: +SKIP
    >>> state.set("level", 5)                            # doctest: +SKIP
    frozenset({'level', 'points', 'points_left', ...})

Where a value comes from, first found wins: the character's own value, its base
character's, its template's default, the field's default. A sheet may hold values that
break its rules (prep is messy): they show up in `problems`, each naming its field, and the
character can still be saved. Only a value of the wrong type is refused (`ValueRefused`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from gm_assistant.core.errors import NONE, SheetError
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.rules.sheet_compiled import FieldSpec, SheetSpec, TemplateSpec
from gm_assistant.core.rules.sheet_values import (
    PICK_ENTRY,
    ValueRefused,
    bounds_problem,
    normalize,
    read_only,
)
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.sheets.evaluate import EntryResult, FieldProblem
from gm_assistant.core.sheets.evaluate_nodes import NodeRunner
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["SheetState", "sheet_of"]

Listener = Callable[[frozenset[str]], None]
_NUMBER_KINDS = ("derived", "lookup", "override", "total")


def sheet_of(ruleset: Ruleset) -> SheetSpec:
    """The ruleset's sheet; SheetError when it has none."""
    if ruleset.sheet is None:
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "the ruleset '{ruleset}' has no character sheet template"),
            ruleset=ruleset.id))
    return ruleset.sheet


class SheetState:
    """A live view of one character on its ruleset's sheet.

    Args:
        ruleset: The loaded ruleset (it must have a sheet).
        character: The character; edits change its `values` in place.
        base: The effective input values of the character it follows (`Character.base`),
            if any; see `gm_assistant.core.sheets.create.effective_values`.
    """

    def __init__(self, ruleset: Ruleset, character: Character,
                 base: Mapping[str, Any] | None = None) -> None:
        self.ruleset = ruleset
        self.spec = sheet_of(ruleset)
        self.character = character
        self.base: dict[str, Any] = dict(base or {})
        self._setup_problems: list[FieldProblem] = []
        try:
            self.template: TemplateSpec = self.spec.template(character.template)
        except KeyError:
            self.template = self.spec.full
            known = ", ".join(self.spec.templates) or NONE
            self._setup_problems.append(FieldProblem("template", Message(
                "SheetProblem", QT_TRANSLATE_NOOP(
                    "SheetProblem",
                    "unknown template '{template}' (known: {known}); showing the whole sheet"),
                template=character.template, known=known)))
        self._runner = NodeRunner(self.template, self.stored)
        # The runner's own dicts, read here without a lookup through it on every read.
        self._numbers = self._runner.numbers
        self._inputs = self._runner.inputs
        self._problems = self._runner.problems
        self._entries = self._runner.entries
        self._boxes = self._runner.boxes
        self._listeners: list[Listener] = []
        self._position = self._field_positions()
        self.recomputed: tuple[str, ...] = ()
        """The nodes the last change worked out again, in order (for tests and profiling)."""
        compute = self._runner.compute
        for name in self.template.nodes:
            compute(name)
        self.recomputed = tuple(self.template.nodes)
        for key in character.values:
            if key not in self.spec.fields:
                self._setup_problems.append(FieldProblem(key, Message(
                    "SheetProblem", QT_TRANSLATE_NOOP(
                        "SheetProblem", "'{key}' is not a field of this sheet (kept as written)"),
                    key=key)))

    # -- reading --------------------------------------------------------------------------
    def field(self, field_id: str) -> FieldSpec:
        """A field this character uses; SheetError otherwise."""
        spec = self.spec.fields.get(field_id)
        if spec is None:
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "unknown field '{field_id}' (fields: {names})"),
                field_id=field_id, names=', '.join(self._ordered_fields())))
        if not self.template.uses(field_id):
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "'{field_id}' is not used by the template '{template}'"),
                field_id=field_id, template=self.template.label))
        return spec

    def stored(self, field_id: str) -> Any:
        """The value in effect before checking: own, base, template default, field default."""
        if field_id in self.character.values:
            return self.character.values[field_id]
        if field_id in self.base:
            return self.base[field_id]
        if field_id in self.template.defaults:
            return self.template.defaults[field_id]
        if field_id in self.template.default_formulas:
            return None  # worked out by the node from the template's formula
        spec = self.spec.fields.get(field_id)
        default = getattr(spec.model, "default", None) if spec is not None else None
        if spec is not None and spec.kind == "number" and isinstance(default, str):
            return None  # a formula default is worked out by the node
        return copy.deepcopy(default)

    def is_own(self, field_id: str) -> bool:
        """True when the character itself sets the field (an override of its template)."""
        return field_id in self.character.values

    def value(self, field_id: str) -> Any:
        """The checked value in use (None when empty or unusable); a number for formulas."""
        node = self.template.nodes.get(field_id)
        if node is not None and node.kind in ("override", "derived", "lookup"):
            return self._numbers.get(field_id)
        if node is not None and node.kind == "input" and self._inputs.get(field_id) is None:
            if self.spec.fields[field_id].kind != "number":
                return None  # an empty choice is empty, though it counts 0 in formulas
            return self._numbers.get(field_id)  # a number from its default formula
        return self._inputs.get(field_id)

    @property
    def values(self) -> dict[str, Any]:
        """Every input field in use with its value, in sheet order."""
        return {name: copy.deepcopy(self.value(name)) for name in self._ordered_fields()
                if self.spec.fields[name].is_input or self.template.nodes[name].kind
                == "override"}

    def number(self, name: str) -> Number | None:
        """What a name stands for in formulas (a field, derived value or total)."""
        return self._numbers.get(name)

    @property
    def derived(self) -> dict[str, Number | None]:
        """Derived values and list totals in use, by name."""
        return {name: self._numbers.get(name) for name, node in self.template.nodes.items()
                if node.kind in _NUMBER_KINDS}

    def all_derived(self) -> dict[str, Number | None]:
        """Derived values and totals, then each entry's (`skills[0].mastery`) and each
        track's box count (`stress.boxes`)."""
        result = self.derived
        for name, node in self.template.nodes.items():
            if node.kind == "list":
                for index, entry in enumerate(self._entries.get(name, [])):
                    for key, value in entry.derived.items():
                        result[f"{name}[{index}].{key}"] = value
            elif node.kind == "track":
                result[f"{name}.boxes"] = self._boxes.get(name)
        return result

    def entries(self, list_id: str) -> list[EntryResult]:
        """The worked-out entries of a list field."""
        return list(self._entries.get(list_id, []))

    def boxes(self, track_id: str) -> int | None:
        """How many boxes a track has now (None while its formula lacks a value)."""
        return self._boxes.get(track_id)

    def formula_values(self) -> dict[str, Number]:
        """Every known number by name, e.g. for outcome effects (`initial_luck`)."""
        return {k: v for k, v in self._numbers.items() if v is not None}

    @property
    def problems(self) -> list[FieldProblem]:
        """Every problem of the sheet, in sheet order."""
        found = [p for items in self._problems.values() for p in items]
        found.sort(key=self._problem_key)
        return [*self._setup_problems, *found]

    def problems_for(self, field_id: str) -> list[FieldProblem]:
        """The problems shown beside one field (its entries' included)."""
        return [p for p in self.problems if p.field == field_id
                or p.field.startswith((field_id + "[", field_id + "."))]

    def rating_of(self, field_id: str, index: int | None = None) -> LevelKey | None:
        """The rating a trait is used at: its own letter, or the letter of a pick naming it
        (MAoFA's prime characteristic reads P)."""
        target = field_id if index is None else f"{field_id}[{index}]"
        for name, node in self.template.nodes.items():
            rating = getattr(node.field.model, "rating", None) if node.kind == "pick" \
                and node.field is not None else None
            if rating is not None and self._inputs.get(name) == target:
                return rating  # type: ignore[no-any-return]
        spec = self.spec.fields.get(field_id)
        if spec is None:
            return None
        if index is None:
            return _rating(spec, self._inputs.get(field_id))
        entries = self._entries.get(field_id, [])
        if spec.entry is None or not 0 <= index < len(entries):
            return None
        for sub in spec.entry.fields.values():
            if sub.kind in ("choice", "rating"):
                return _rating(sub, entries[index].values.get(sub.id))
        return None

    # -- editing --------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        """Call `listener(changed_names)` after every edit that changed something (undo
        and redo included), in the thread that made the edit."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling `listener` (one not subscribed is ignored)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def detached(self) -> SheetState:
        """A copy of this sheet as it is now, sharing nothing that an edit here changes:
        what another thread may read while this one goes on being edited."""
        return SheetState(self.ruleset, copy.deepcopy(self.character), self.base)

    def set(self, field_id: str, value: Any, *, text: bool = False,
            strict: bool = False) -> frozenset[str]:
        """Set the character's own value of a field; returns the names whose values changed.

        `text=True` reads `value` as typed by a user ("3", "Strong", "xx."). `strict=True`
        also refuses a value outside the field's bounds (the command line does). Raises
        ValueRefused for a value the field cannot hold, SheetError for an unknown field.
        """
        spec = self._input(field_id)
        stored = normalize(spec, value, text=text)
        if strict:
            problem = bounds_problem(spec, stored)
            if problem is not None:
                raise ValueRefused(problem)
        self.character.values[field_id] = stored
        return self._update(field_id)

    def clear(self, field_id: str) -> frozenset[str]:
        """Drop the character's own value: the template or field default applies again."""
        self._input(field_id)
        if field_id not in self.character.values:
            return frozenset()
        del self.character.values[field_id]
        return self._update(field_id)

    def restore(self, field_id: str, value: Any = None, *, own: bool = True) -> frozenset[str]:
        """Put a field's own value back exactly as it was before an edit (undo and redo).

        `value` is stored as given, without checking: it is what the character held
        before (perhaps a value that was kept as written and reported). `own=False` drops
        the own value instead, as `clear` does.
        """
        self._input(field_id)
        if not own:
            return self.clear(field_id)
        self.character.values[field_id] = copy.deepcopy(value)
        return self._update(field_id)

    def set_entry(self, list_id: str, index: int, subfield: str, value: Any, *,
                  text: bool = False, strict: bool = False) -> frozenset[str]:
        """Set one subfield of one list entry (`index` == length adds an entry)."""
        spec = self._input(list_id)
        assert spec.entry is not None
        sub = spec.entry.fields.get(subfield)
        if sub is None or not sub.is_input:
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "'{subfield}' is not a subfield of {spec} (subfields: {names})"),
                subfield=subfield, spec=spec.label,
                names=', '.join(k for k, f in spec.entry.fields.items() if f.is_input)))
        entries = self._own_list(list_id)
        if not 0 <= index <= len(entries):
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{spec} has {count} entries; no entry {index}"),
                spec=spec.label, count=len(entries), index=index))
        stored = normalize(sub, value, text=text)
        if strict:
            problem = bounds_problem(sub, stored)
            if problem is not None:
                raise ValueRefused(problem)
        if index == len(entries):
            entries.append({})
            self.character.values[list_id] = entries
            entries[index][subfield] = stored
            return self._update(list_id)
        entries[index] = {**entries[index], subfield: stored}
        self.character.values[list_id] = entries
        return self._update(list_id, entry=index)

    def add_entry(self, list_id: str, entry: Mapping[str, Any] | None = None) -> int:
        """Append an entry (checked like any value); returns its index."""
        spec = self._input(list_id)
        checked = normalize(spec, [dict(entry or {})])[0]
        entries = self._own_list(list_id)
        entries.append(checked)
        self.character.values[list_id] = entries
        self._update(list_id)
        return len(entries) - 1

    def remove_entry(self, list_id: str, index: int) -> frozenset[str]:
        """Remove an entry; picks naming later entries follow them, one naming it clears."""
        self._input(list_id)
        entries = self._own_list(list_id)
        if not 0 <= index < len(entries):
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "no entry {index} in '{list_id}'"), index=index, list_id=list_id))
        del entries[index]
        self.character.values[list_id] = entries
        changed = set(self._update(list_id))
        for name, node in self.template.nodes.items():
            picked = self._inputs.get(name) if node.kind == "pick" else None
            match = PICK_ENTRY.match(picked) if isinstance(picked, str) else None
            if match is None or match[1] != list_id:
                continue
            position = int(match[2])
            if position == index:
                changed |= self.clear(name) if self.is_own(name) else set()
            elif position > index and self.is_own(name):
                changed |= self.set(name, f"{list_id}[{position - 1}]")
        return frozenset(changed)

    def set_box(self, track_id: str, index: int, checked: bool) -> frozenset[str]:
        """Check or clear one box of a track (counting from 0)."""
        spec = self._input(track_id)
        if spec.kind != "track":
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "'{track_id}' is not a track of boxes"), track_id=track_id))
        if not 0 <= index < 1000:
            raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "no box {index} on {spec}"), index=index, spec=spec.label))
        boxes = list(self._inputs.get(track_id) or [])
        boxes.extend([False] * (index + 1 - len(boxes)))
        boxes[index] = bool(checked)
        self.character.values[track_id] = boxes
        return self._update(track_id)

    # -- working out ----------------------------------------------------------------------
    def _input(self, field_id: str) -> FieldSpec:
        spec = self.field(field_id)
        node = self.template.nodes[field_id]
        if not spec.is_input or node.kind == "override":
            raise ValueRefused(read_only(spec.label))
        return spec

    def _own_list(self, list_id: str) -> list[dict[str, Any]]:
        current = self._inputs.get(list_id)
        return [dict(e) for e in current] if isinstance(current, list) else []

    def _update(self, name: str, entry: int | None = None) -> frozenset[str]:
        changed: set[str] = set()
        recomputed = [name]
        compute = self._runner.compute
        if compute(name, entry):
            changed.add(name)
        for dependent in self.template.dependents.get(name, ()):
            if not self.template.nodes[dependent].reads & changed:
                continue
            recomputed.append(dependent)
            if compute(dependent):
                changed.add(dependent)
        self.recomputed = tuple(recomputed)
        result = frozenset(changed)
        if result:
            for listener in list(self._listeners):
                listener(result)
        return result

    # -- order ----------------------------------------------------------------------------
    def _field_positions(self) -> dict[str, int]:
        positions: dict[str, int] = {}
        for section_id, _label, field_ids in self.spec.sections:
            positions.setdefault(section_id, len(positions))
            for field_id in field_ids:
                positions[field_id] = len(positions)
        return positions

    def _ordered_fields(self) -> list[str]:
        return sorted((f for f in self.spec.fields if self.template.uses(f)),
                      key=lambda f: self._position.get(f, 10**6))

    def _problem_key(self, problem: FieldProblem) -> tuple[int, str]:
        head = problem.field.split("[", 1)[0].split(".", 1)[0]
        return self._position.get(head, 10**6), problem.field


def _rating(spec: FieldSpec, value: Any) -> LevelKey | None:
    if spec.kind == "rating":
        return value if isinstance(value, (str, int)) else None
    if spec.kind != "choice":
        return None
    if isinstance(value, str):
        option = spec.options.get(value)
        return option.rating if option is not None else None
    if isinstance(value, Mapping):
        rating = value.get("rating")
        return rating if isinstance(rating, (str, int)) else None
    return None

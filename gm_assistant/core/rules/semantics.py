"""Cross-reference checks of a ruleset and its compilation into runnable parts.

The pydantic model has already checked shapes and types; this module and its companions
check what refers to what (a chart cell must be a level of its scale, a formula may only use
known names, a band's outcome must be one its check declares, values must not depend on each
other in a cycle) and report every problem with its place in the file. Scales and charts
are checked in `chart_semantics`, checks in `check_semantics` and `roll_semantics`, the
sheet in `sheet_semantics` and harm in `harm_semantics`; they all report through the
collector defined here.
"""

from __future__ import annotations

from gm_assistant.core.dice import DiceNotationError, distribution
from gm_assistant.core.errors import Problem
from gm_assistant.core.rules.chart_semantics import compile_chart, compile_scale
from gm_assistant.core.rules.check_semantics import compile_check
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import CheckSpec, Ruleset, taken_name
from gm_assistant.core.rules.conflict_semantics import check_conflicts
from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.harm_semantics import compile_harm
from gm_assistant.core.rules.model import RulesetModel
from gm_assistant.core.rules.sheet_compiled import SheetSpec
from gm_assistant.core.rules.yaml_source import SourceDocument
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["compile_ruleset"]


def _effect_formulas(model: RulesetModel, sheet: SheetSpec | None, out: Collector,
                     ) -> dict[tuple[str, int], Formula]:
    """The formulas of outcome effects (`add: initial_luck`), by (outcome, effect index):
    they may read the sheet's number-like values, and nothing else."""
    if model.sheet is not None and sheet is None:
        return {}  # the sheet's own problems are reported; its names are not known
    known: set[str] = set()
    if sheet is not None:
        known = {k for k, f in sheet.fields.items() if f.numeric} | set(sheet.totals)
    found: dict[tuple[str, int], Formula] = {}
    for o_index, outcome in enumerate(model.outcomes):
        for e_index, effect in enumerate(outcome.effects):
            for key in ("add", "set"):
                source = getattr(effect, key)
                if isinstance(source, str):
                    path = ("outcomes", o_index, "effects", e_index, key)
                    formula = out.formula(path, source, known)
                    if formula is not None:
                        found[(outcome.key, e_index)] = formula
    return found


def _action_formulas(model: RulesetModel, sheet: SheetSpec | None, out: Collector,
                     ) -> dict[tuple[str, int], Formula]:
    """The formulas of table actions (`set: max(luck, initial_luck)`): they may read the
    person's resources and the sheet's number-like values."""
    if model.sheet is not None and sheet is None:
        return {}
    known: set[str] = set(model.resources)
    if sheet is not None:
        known |= {k for k, f in sheet.fields.items() if f.numeric} | set(sheet.totals)
    if model.harm is not None:  # how many slots of each absorber were marked this scene
        known |= {taken_name(a.id) for a in model.harm.absorbers}
    notes = {note.id for note in model.notes}
    found: dict[tuple[str, int], Formula] = {}
    for action_id, action in model.table_actions.items():
        for position, note in enumerate(action.notes):
            if note not in notes:
                out.add(("table_actions", action_id, "notes", position),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown note '{note}'"), note=note))
        for index, effect in enumerate(action.effects):
            path = ("table_actions", action_id, "effects", index)
            if effect.resource not in model.resources:
                out.add((*path, "resource"),
                        Message("RulesetProblem", QT_TRANSLATE_NOOP(
                            "RulesetProblem", "unknown resource '{resource}' (declare it under "
                            "'resources')"), resource=effect.resource))
            key = "set" if effect.set is not None else "add"
            formula = out.formula((*path, key), str(getattr(effect, key)), known)
            if formula is not None:
                found[(action_id, index)] = formula
    return found


def _outcome_keys(model: RulesetModel, out: Collector) -> set[str]:
    """The ruleset's outcome keys; a duplicate, and an effect on an unknown resource, are
    reported."""
    outcome_keys: set[str] = set()
    for position, outcome in enumerate(model.outcomes):
        if outcome.key in outcome_keys:
            out.add(("outcomes", position, "key"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate outcome '{key}'"), key=outcome.key))
        outcome_keys.add(outcome.key)
        for number, effect in enumerate(outcome.effects):
            if effect.resource not in model.resources:
                out.add(("outcomes", position, "effects", number, "resource"),
                        Message("RulesetProblem", QT_TRANSLATE_NOOP(
                            "RulesetProblem", "unknown resource '{resource}' (declare it under "
                            "'resources')"), resource=effect.resource))
    return outcome_keys


def _check_notes_and_dice(model: RulesetModel, out: Collector) -> None:
    """Note ids are unique and the checks name only known ones; every named roll of
    `dice` is valid notation."""
    note_ids: set[str] = set()
    for position, note in enumerate(model.notes):
        if note.id in note_ids:
            out.add(("notes", position, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate note id '{note}'"), note=note.id))
        note_ids.add(note.id)
    for check_id, check in model.checks.items():
        for position, note_id in enumerate(check.notes):
            if note_id not in note_ids:
                out.add(("checks", check_id, "notes", position),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown note '{note_id}' (the ids of the ruleset's "
                    "'notes')"), note_id=note_id))
    for name, notation in model.dice.items():
        try:
            distribution(notation)
        except DiceNotationError as error:
            out.add(("dice", name), message_of(error))


def compile_ruleset(model: RulesetModel, document: SourceDocument) -> tuple[Ruleset | None,
                                                                              list[Problem]]:
    """Check every cross reference of a validated model and build its runnable form."""
    out = Collector(document)
    outcome_keys = _outcome_keys(model, out)
    _check_notes_and_dice(model, out)
    scales = {scale_id: compile_scale(scale_id, model, out) for scale_id in model.scales}
    charts = {
        chart_id: compile_chart(chart_id, model, scales, outcome_keys, out)
        for chart_id in model.charts
    }
    checks: dict[str, CheckSpec] = {}
    for check_id, check in model.checks.items():
        spec = compile_check(check_id, check, model, scales, charts, out)
        if spec is not None:
            checks[check_id] = spec
    # The sheet checks build on this module's collector, scales and charts.
    from gm_assistant.core.rules.sheet_semantics import compile_sheet

    sheet = compile_sheet(model, scales, charts, out)
    effects = _effect_formulas(model, sheet, out)
    actions = _action_formulas(model, sheet, out)
    harm = compile_harm(model, charts, checks, sheet, out)
    check_conflicts(model, scales, checks, sheet, out)
    if out.problems:
        return None, out.problems
    ruleset = Ruleset(
        model=model,
        file=document.file,
        scales=scales,
        charts={k: v for k, v in charts.items() if v is not None},
        outcomes={o.key: o for o in model.outcomes},
        checks=checks,
        document=document,
        sheet=sheet,
        harm=harm,
        effect_formulas=effects,
        action_formulas=actions,
    )
    return ruleset, []

"""Cross-reference checks of a ruleset's `harm` rules and of its checks' `hit` measures.

A hit names one of its check's measures; the absorbers name a track field of the sheet, or
a number chart whose rows are text fields of the sheet. Problems are reported with their
place in the file, like every other cross reference (see `semantics`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from gm_assistant.core.errors import NONE, FormulaError
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import (
    AbsorberSpec,
    ChartTable,
    CheckSpec,
    HarmSpec,
    HitSpec,
)
from gm_assistant.core.rules.model import HarmAbsorber, RulesetModel
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

if TYPE_CHECKING:  # sheet_compiled needs nothing from here; only the types are used
    from gm_assistant.core.rules.sheet_compiled import FieldSpec, SheetSpec

__all__ = ["compile_harm"]

BOX = "box"
"""The name an absorber's `absorbs` formula reads: the box number, 1 for the first."""


def _hits(model: RulesetModel, checks: dict[str, CheckSpec], out: Collector,
          ) -> dict[str, HitSpec]:
    hits: dict[str, HitSpec] = {}
    for check_id, check in model.checks.items():
        if check.hit is None:
            continue
        path = ("checks", check_id, "hit")
        if model.harm is None:
            out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a check that deals a hit needs the ruleset's 'harm' section "
                "(how hits are absorbed)")))
            continue
        spec = checks.get(check_id)
        formula = dict(spec.measures).get(check.hit.measure) if spec is not None else None
        if check.hit.measure not in check.measures:
            known = ", ".join(check.measures) or NONE
            out.add((*path, "measure"),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "unknown measure '{measure}' (this check's measures: "
                        "{known})"), measure=check.hit.measure, known=known))
        elif formula is not None:
            hits[check_id] = HitSpec(check_id, check.hit.measure, formula, check.hit.target)
    return hits


def _absorber(index: int, item: HarmAbsorber, charts: dict[str, ChartTable | None],
              sheet: SheetSpec | None, out: Collector) -> AbsorberSpec | None:
    """An absorber of harm: a track of the sheet, or a chart whose rows are its slots."""
    path: Path = ("harm", "absorbers", index)
    fields = sheet.fields if sheet is not None else {}
    if item.track is not None:
        return _track_absorber(item, item.track, fields, path, out)
    return _chart_absorber(item, charts, fields, path, out)


def _track_absorber(item: HarmAbsorber, track: str, fields: Mapping[str, FieldSpec],
                    path: Path, out: Collector) -> AbsorberSpec | None:
    """A track field absorbing, per box, what its formula says (checked for 20 boxes)."""
    field = fields.get(track)
    if field is None or field.kind != "track":
        out.add((*path, "track"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{track}' is not a track field of the sheet"), track=track))
        return None
    absorbs = out.formula((*path, "absorbs"), item.absorbs, {BOX})
    if absorbs is None:
        return None
    for box in range(1, 21):  # a formula that fails for a box is reported now
        try:
            amount = absorbs({BOX: box})
        except FormulaError as error:
            out.add((*path, "absorbs"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "box {box}: {error}"), box=box, error=message_of(error)))
            return None
        if amount != int(amount) or amount < 0:
            out.add((*path, "absorbs"),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "box {box} would absorb {amount}; amounts are whole "
                        "numbers >= 0"), box=box, amount=amount))
            return None
    if item.rest_clears:
        out.add((*path, "rest_clears"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "names rows of a chart absorber; a track clears whole ('clears: "
            "rest')")))
        return None
    return AbsorberSpec(item.id, item.label, track, absorbs, {}, {}, item.per_hit,
                        item.clears, item.full_takes_out)


def _chart_absorber(item: HarmAbsorber, charts: dict[str, ChartTable | None],
                    fields: Mapping[str, FieldSpec], path: Path,
                    out: Collector) -> AbsorberSpec | None:
    """A chart of one column of numbers whose rows are text fields: the slots."""
    assert item.chart is not None  # the model asks for one of track or chart
    chart = out.chart((*path, "chart"), item.chart, charts)
    if chart is None:
        return None
    if chart.cells_kind != "number" or chart.columns is not None:
        out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the chart '{chart}' must have one column of numbers (the amount "
            "each slot absorbs)"), chart=item.chart))
        return None
    slots: dict[str, int] = {}
    labels: dict[str, str] = {}
    for key in chart.rows.keys:
        field = fields.get(str(key))
        if field is None or field.kind != "text":
            out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the chart's row '{key}' must be a text field of the sheet "
                "(the slot written when it absorbs a hit)"), key=key))
            return None
        amount = int(chart.cell[(key, None)])
        if amount < 0:
            out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the row '{key}' absorbs {amount}; amounts are >= 0"),
                key=key, amount=amount))
            return None
        slots[field.id] = amount
        labels[field.id] = chart.rows.labels[key]
    for position, row in enumerate(item.rest_clears):
        if row not in slots:
            out.add((*path, "rest_clears", position),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "'{row}' is not a row of the chart '{chart}'"),
                        row=row, chart=item.chart))
            return None
    return AbsorberSpec(item.id, item.label, None, None, slots, labels, item.per_hit,
                        item.clears, item.full_takes_out, frozenset(item.rest_clears))


def compile_harm(model: RulesetModel, charts: dict[str, ChartTable | None],
                 checks: dict[str, CheckSpec], sheet: SheetSpec | None,
                 out: Collector) -> HarmSpec | None:
    """The checked harm rules (None when the ruleset has none); problems go to `out`."""
    hits = _hits(model, checks, out)
    harm = model.harm
    if harm is None:
        return None
    if model.sheet is None:
        out.add(("harm",), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the harm rules mark fields of the character sheet: add a 'sheet'")))
        return None
    absorbers = []
    seen: set[str] = set()
    for index, item in enumerate(harm.absorbers):
        if item.id in seen:
            out.add(("harm", "absorbers", index, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate absorber id '{item}'"), item=item.id))
        seen.add(item.id)
        spec = _absorber(index, item, charts, sheet, out)
        if spec is not None:
            absorbers.append(spec)
    return HarmSpec(harm.label, harm.unit, harm.description, harm.taken_out,
                    tuple(absorbers), hits)

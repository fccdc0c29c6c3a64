"""The printed forms of a character as HTML: a full sheet, or a compact card for the table.

Both are read from the core's SheetState (values, derived values, list entries, tracks),
formatted with the same `value_text` as the form. A full sheet leaves empty values blank
to fill in by hand; a card leaves them out to stay small.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from gm_assistant.core.rules.sheet_compiled import FieldSpec
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.kind_text import kind_label
from gm_assistant.ui.common.value_text import (
    EMPTY,
    number_text,
    problem_place,
    track_text,
    value_text,
)

__all__ = ["card_html", "sheet_html"]

translate = QCoreApplication.translate

_SHEET_STYLE = """
h1 { font-size: 18pt; margin: 0; }
h2 { font-size: 12pt; margin-top: 10px; margin-bottom: 2px; border-bottom: 1px solid #888; }
td, th { padding: 2px 6px; vertical-align: top; }
th { text-align: left; background: #e8e8e8; }
.label { color: #444; }
.derived { font-weight: bold; }
.about { color: #555; font-size: 9pt; }
.problem { color: #b00020; }
.text { white-space: pre-wrap; }
"""

_BLANK = "<span style='color:#999'>________________</span>"
"""An empty value on a full sheet: a line to write on."""

_CARD_STYLE = """
.name { font-size: 11pt; font-weight: bold; }
.count { color: #a33; }
.kind { color: #555; font-size: 7.5pt; }
.row { font-size: 8pt; margin: 0; }
.label { color: #555; }
.derived { font-weight: bold; }
.text { font-size: 7.5pt; font-style: italic; }
"""


def _about(state: SheetState) -> str:
    character = state.character
    parts = [kind_label(character.kind)]
    if state.template.id is not None:
        parts.append(state.template.label)
    parts.append(state.ruleset.name)
    if character.tags:
        parts.append(", ".join(character.tags))
    return " · ".join(escape(p) for p in parts)


def _used(state: SheetState, field_ids: tuple[str, ...]) -> list[FieldSpec]:
    return [state.spec.fields[f] for f in field_ids if state.template.uses(f)]


def _shown(state: SheetState, spec: FieldSpec) -> str:
    """A field's value as printed ("" when empty)."""
    value = state.value(spec.id)
    if spec.kind == "track":
        boxes = state.boxes(spec.id)
        return track_text(value, boxes) if boxes or value else ""
    if spec.kind == "derived" or state.template.nodes[spec.id].kind == "override":
        return number_text(value) if value is not None else ""
    text = value_text(spec, value, state)
    return "" if text == EMPTY else text


def _entries_table(state: SheetState, spec: FieldSpec, blank_rows: int) -> str:
    assert spec.entry is not None
    subs = list(spec.entry.fields.values())
    head = "".join(f"<th>{escape(sub.label)}</th>" for sub in subs)
    rows = []
    for entry in state.entries(spec.id):
        cells = []
        for sub in subs:
            if sub.is_input:
                value: Any = entry.values.get(sub.id)
                text = track_text(value) if sub.kind == "track" else value_text(sub, value,
                                                                                  state)
                text = "" if text == EMPTY else text
                cells.append(f"<td>{escape(text)}</td>")
            else:
                cells.append(f"<td class='derived'>{escape(number_text(entry.derived.get(sub.id)))}"
                             "</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    maximum = getattr(spec.model, "max", None)
    extra = blank_rows if maximum is None else max(0, min(blank_rows,
                                                          maximum - len(rows)))
    rows.extend("<tr>" + "<td>&nbsp;</td>" * len(subs) + "</tr>" for _ in range(extra))
    return (f"<table border='1' cellspacing='0' width='100%'><tr>{head}</tr>"
            f"{''.join(rows)}</table>")


def sheet_html(state: SheetState) -> str:
    """A full character sheet: every section of the character's template."""
    no_name = translate("SheetHtml", "(no name)")
    parts = [f"<h1>{escape(state.character.name or no_name)}</h1>",
             f"<p class='about'>{_about(state)}</p>"]
    for _section_id, label, field_ids in state.spec.sections:
        fields = _used(state, field_ids)
        if not fields:
            continue
        parts.append(f"<h2>{escape(label)}</h2>")
        cells: list[str] = []
        for spec in fields:
            if spec.kind == "list":
                parts.append(_grid(cells))
                cells = []
                parts.append(f"<p class='label'>{escape(spec.label)}</p>")
                parts.append(_entries_table(state, spec, blank_rows=2))
                continue
            shown = escape(_shown(state, spec))
            if spec.kind == "text" and getattr(spec.model, "multiline", False):
                parts.append(_grid(cells))
                cells = []
                parts.append(f"<p><span class='label'>{escape(spec.label)}:</span> "
                             f"<span class='text'>{shown or '&nbsp;'}</span></p>")
                continue
            css = "derived" if spec.kind == "derived" else "value"
            cells.append(f"<td class='label'>{escape(spec.label)}</td>"
                         f"<td class='{css}'>{shown or _BLANK}</td>")
        parts.append(_grid(cells))
    problems = state.problems
    if problems:
        items = "".join(f"<li>{escape(problem_place(state, p.field))}: {escape(p.message)}</li>"
                        for p in problems)
        heading = escape(translate("SheetHtml", "Problems"))
        parts.append(f"<h2 class='problem'>{heading}</h2><ul class='problem'>{items}</ul>")
    return f"<html><head><style>{_SHEET_STYLE}</style></head><body>{''.join(parts)}</body></html>"


def _grid(cells: list[str], columns: int = 2) -> str:
    if not cells:
        return ""
    rows = ["<tr>" + "".join(cells[i:i + columns]) + "</tr>"
            for i in range(0, len(cells), columns)]
    return f"<table width='100%' cellspacing='0'>{''.join(rows)}</table>"


def card_html(state: SheetState, names: Sequence[str] = ()) -> str:
    """A compact card: the name, then each section's filled-in values on a line or two.

    `names`: every character this card stands for (identical mooks print once): the card
    says how many, and their names when they differ.
    """
    no_name = translate("SheetHtml", "(no name)")
    name = escape(state.character.name or no_name)
    if len(names) > 1:
        # Goblin 1 ... Goblin 6 read as "Goblin"; names that differ otherwise are listed.
        stems = list(dict.fromkeys(n.rstrip("0123456789 ").strip() or no_name
                                   for n in names))
        shown = escape(stems[0]) if len(stems) == 1 else escape(", ".join(names))
        count = escape(translate("SheetHtml", "× {count}").format(count=len(names)))
        name = f"{shown} <span class='count'>{count}</span>"
    members = _members(state)
    if members is not None:
        group = escape(translate("SheetHtml", "group of {count}").format(count=members))
        name = f"{name} <span class='count'>({group})</span>"
    parts = [f"<p class='name'>{name}</p>",
             f"<p class='kind'>{_about(state)}</p>"]
    if state.template.card is not None:
        parts.extend(_declared_card(state, state.template.card))
        return (f"<html><head><style>{_CARD_STYLE}</style></head>"
                f"<body>{''.join(parts)}</body></html>")
    for _section_id, _label, field_ids in state.spec.sections:
        pieces: list[str] = []
        texts: list[str] = []
        for spec in _used(state, field_ids):
            if spec.kind == "list":
                entries = [_entry_line(state, spec, index)
                           for index in range(len(state.entries(spec.id)))]
                if entries:
                    pieces.append(f"<span class='label'>{escape(spec.label)}:</span> "
                                  + "; ".join(escape(e) for e in entries))
                continue
            shown = _shown(state, spec)
            if not shown:
                continue
            if spec.kind == "text" and getattr(spec.model, "multiline", False):
                texts.append(f"<p class='text'>{escape(shown)}</p>")
                continue
            css = " class='derived'" if spec.kind == "derived" else ""
            pieces.append(f"<span class='label'>{escape(spec.label)}</span> "
                          f"<span{css}>{escape(shown)}</span>")
        parts.extend(texts)
        if pieces:
            parts.append(f"<p class='row'>{' · '.join(pieces)}</p>")
    return f"<html><head><style>{_CARD_STYLE}</style></head><body>{''.join(parts)}</body></html>"


def _members(state: SheetState) -> int | None:
    """How many a mook group holds (None for any other character)."""
    template = state.template
    if template.kind != "mook_group" or template.members is None:
        return None
    number = state.number(template.members)
    return int(number) if number is not None else None


def _declared_card(state: SheetState, field_ids: tuple[str, ...]) -> list[str]:
    """The card the sheet declares: its fields in order, a row per section met; a free
    harm slot (a consequence) is a blank to write in, a track its boxes."""
    rows: list[tuple[str | None, list[str]]] = []
    texts: list[str] = []
    harm = state.ruleset.harm
    slots = {f for a in harm.absorbers for f in a.slots} if harm is not None else set()
    for field_id in field_ids:
        spec = state.spec.fields[field_id]
        if not rows or rows[-1][0] != spec.section:
            rows.append((spec.section, []))
        pieces = rows[-1][1]
        label = f"<span class='label'>{escape(spec.label)}</span>"
        if spec.kind == "list":
            entries = [_entry_line(state, spec, i) for i in range(len(state.entries(spec.id)))]
            if entries:
                pieces.append(f"{label}: " + "; ".join(escape(e) for e in entries))
            continue
        shown = _shown(state, spec)
        if spec.kind == "text" and shown and getattr(spec.model, "multiline", False):
            texts.append(f"<p class='text'>{escape(shown)}</p>")
            continue
        if not shown:
            if field_id not in slots:
                continue
            shown = "_" * 14  # a free consequence slot, to fill in at the table
        css = " class='derived'" if spec.kind == "derived" else ""
        pieces.append(f"{label} <span{css}>{escape(shown)}</span>")
    return [*texts, *(f"<p class='row'>{' · '.join(p)}</p>" for _, p in rows if p)]


def _entry_line(state: SheetState, spec: FieldSpec, index: int) -> str:
    assert spec.entry is not None
    entry = state.entries(spec.id)[index]
    bits = []
    for sub in spec.entry.fields.values():
        if sub.is_input:
            value = entry.values.get(sub.id)
            if value in (None, "", []) or (sub.kind == "track" and not any(value)):
                continue
            text = sub.label if sub.kind == "track" else value_text(sub, value, state)
        else:
            number = entry.derived.get(sub.id)
            if number is None:
                continue
            text = f"{sub.label} {number_text(number)}"
        bits.append(text)
    if not bits:
        return ""
    return bits[0] + (f" ({', '.join(bits[1:])})" if len(bits) > 1 else "")

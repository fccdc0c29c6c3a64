"""SheetForm: the editor of one character, generated from its ruleset's sheet template.

Sections become group boxes; each field gets the editor its kind registers (see
`editor_base.EDITORS`), with its problems inline beneath it in red and all of them listed
at the top. There is no per-ruleset code: what shows is what the template declares, for
the character's own template (a mook sees only a mook's fields). Every edit is an undoable
command on the open sheet; the sheet tells the form what changed and the form refreshes
those editors, the derived values and the problems.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import SheetError
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.characters.forms.editor_base import route_undo_keys
from gm_assistant.ui.characters.forms.editors import editor_for
from gm_assistant.ui.characters.forms.field_row import PROBLEM_COLOUR, FieldRow, problem_label
from gm_assistant.ui.characters.forms.list_editor import ListEditor
from gm_assistant.ui.characters.forms.problems_panel import ProblemsPanel
from gm_assistant.ui.characters.forms.section_grid import SectionGrid
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.sheet_commands import push_edit
from gm_assistant.ui.common.file_drops import pass_file_drops
from gm_assistant.ui.common.kind_text import kind_label
from gm_assistant.ui.common.value_text import problem_place
from gm_assistant.ui.errors import error_text, message_text

__all__ = ["PROBLEM_COLOUR", "FieldRow", "SheetForm", "problem_label"]

PROBLEMS_POLL_MS = 40
"""How often a problem update held back by a pressed mouse button looks again."""

_COMPACT_KINDS = ("number", "derived", "rating", "choice", "pick", "track")
_TWO_COLUMNS_FROM = 4
_LABEL_CHARS = 24
"""Field labels wrap past about this many characters, so editors stay near them."""
_HEAD = re.compile(r"^([a-z][a-z0-9_]*)(?:\[(\d+)\])?(?:\.([a-z][a-z0-9_]*))?")

translate = QCoreApplication.translate


class SheetForm(QWidget):
    """The form of one open sheet: header, problems, and every section of its template.

    Args:
        sheet: The open character; the form edits it through undoable commands.
    """

    refused = Signal(str)
    """An edit was refused; the message says why (also shown beside the field)."""

    def __init__(self, sheet: OpenSheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetForm")
        self.sheet = sheet
        self.rows: dict[str, FieldRow] = {}
        self.section_boxes: dict[str, QGroupBox] = {}
        self.section_grids: dict[str, SectionGrid] = {}
        """Each section's fields in one or two columns (`fit_columns`), by section id."""
        self._section_problems: dict[str, QLabel] = {}
        # Problems that appear or clear move the fields below them: not while a mouse
        # button is down (the click would land on whatever moved under it), but after.
        self._problems_later = QTimer(self)
        self._problems_later.setSingleShot(True)
        self._problems_later.setInterval(PROBLEMS_POLL_MS)
        self._problems_later.timeout.connect(self._refresh_problems)
        self._refused: dict[str, str] = {}
        self._merge_serial = 0
        self._build()
        self.refresh_all()
        sheet.changed.connect(self._on_sheet_changed)
        sheet.header_changed.connect(self._refresh_header)

    # --- FormContext --------------------------------------------------------------------

    @property
    def state(self) -> SheetState:
        """The live sheet being edited."""
        return self.sheet.state

    def edit(self, field_id: str, text: str, edit: Callable[[SheetState], object], *,
             merge: bool = False) -> bool:
        """Run one undoable edit; a refused value is shown beside its field."""
        key = f"{field_id}#{self._merge_serial}" if merge else None
        head = _head(field_id)
        try:
            changed = push_edit(self.sheet, text, edit, key)
        except SheetError as error:
            self._refused[head] = translate("SheetForm", "Not changed: {error}").format(
                error=error_text(error))
            self._refresh_problems()
            self.refused.emit(error_text(error))
            self.refresh_all()
            return False
        if self._refused.pop(head, None) is not None:
            self._refresh_problems()
        if not merge:
            self.break_merge()
        return changed

    def break_merge(self) -> None:
        """The next edit starts a new undo step."""
        self._merge_serial += 1

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self._build_header())
        self.problems = ProblemsPanel(self)
        self.problems.problem_activated.connect(self.focus_problem)
        outer.addWidget(self.problems)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("sheet_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self.scroll_area)
        body.setObjectName("sheet_body")
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 8, 0)
        state = self.state
        for section_id, label, field_ids in state.spec.sections:
            used = [f for f in field_ids if state.template.uses(f)]
            if used:
                column.addWidget(self._build_section(section_id, label, used, body))
        column.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        # Sections in one column where two would not fit the width (measured when the
        # form is resized or its text size changes, once the event loop is idle).
        self._fit_later = QTimer(self)
        self._fit_later.setSingleShot(True)
        self._fit_later.setInterval(0)
        self._fit_later.timeout.connect(self.fit_columns)
        self._widen = True
        self.scroll_area.installEventFilter(self)
        for row in self.rows.values():
            row.editor.layout_changed.connect(self.chain_tab_order)
        self.chain_tab_order()

    def _build_header(self) -> QWidget:
        header = QWidget(self)
        lines = QVBoxLayout(header)
        lines.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        lines.addLayout(form)
        self.name_edit = QLineEdit(header)
        self.name_edit.setObjectName("name_edit")
        font = self.name_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.name_edit.setFont(font)
        self.name_edit.setPlaceholderText(translate("SheetForm", "the character's name"))
        self.name_edit.textEdited.connect(self._on_name_edit_text_edited)
        self.name_edit.editingFinished.connect(self.break_merge)
        route_undo_keys(self.name_edit)
        pass_file_drops(self.name_edit)
        self.tags_edit = QLineEdit(header)
        self.tags_edit.setObjectName("tags_edit")
        self.tags_edit.setPlaceholderText(
            translate("SheetForm", "tags, separated by commas (session 3, goblins)"))
        self.tags_edit.textEdited.connect(self._on_tags_edit_text_edited)
        pass_file_drops(self.tags_edit)
        self.tags_edit.editingFinished.connect(self.break_merge)
        route_undo_keys(self.tags_edit)
        self.about = QLabel(header)
        self.about.setObjectName("sheet_about")
        self.about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A long ruleset name must not widen the form and squeeze the library list beside
        # it (its Problems column went out of sight at 1.25): the line wraps within the
        # width it is given, the ruleset's name last (it is in the picker above too).
        self.about.setWordWrap(True)
        form.addRow(translate("SheetForm", "&Name"), self.name_edit)
        form.addRow(translate("SheetForm", "Ta&gs"), self.tags_edit)
        lines.addWidget(self.about)  # below the form: a form's row left gaps around it
        return header

    def _build_section(self, section_id: str, label: str, field_ids: list[str],
                       parent: QWidget) -> QGroupBox:
        state = self.state
        group = QGroupBox(label, parent)
        group.setObjectName(f"section_{section_id}")
        bold = group.font()
        bold.setBold(True)
        group.setFont(bold)  # the title; the fields inside keep the normal weight
        box = QWidget(group)
        normal = QFont()
        normal.setWeight(QFont.Weight.Normal)
        box.setFont(normal)
        frame = QVBoxLayout(group)
        frame.setContentsMargins(0, 0, 0, 0)
        frame.addWidget(box)
        self.section_boxes[section_id] = group
        layout = QVBoxLayout(box)
        description = self._section_description(section_id)
        if description:
            note = QLabel(description, box)
            note.setWordWrap(True)
            note.setEnabled(False)
            layout.addWidget(note)
        problems = problem_label(box)
        problems.setObjectName("section_problems")
        problems.hide()
        self._section_problems[section_id] = problems
        layout.addWidget(problems)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        layout.addLayout(grid)
        fields = [state.spec.fields[f] for f in field_ids]
        compact = [f for f in fields if self._compact(f.id)]
        placed = SectionGrid(grid, group, len(compact) >= _TWO_COLUMNS_FROM)
        self.section_grids[section_id] = placed
        for spec in fields:
            read_only = state.template.nodes[spec.id].kind == "override"
            editor = editor_for(spec, self, read_only=read_only)
            field_row = FieldRow(editor, box)
            field_row.reset_button.clicked.connect(
                lambda _checked=False, f=spec.id: self.use_default(f))
            self.rows[spec.id] = field_row
            title = QLabel(spec.label, box)
            title.setBuddy(next(iter(editor.focus_widgets()), editor))
            if spec.kind != "list":  # a list's title has the whole width above its table
                metrics = title.fontMetrics()
                widest = metrics.averageCharWidth() * _LABEL_CHARS
                title.setWordWrap(True)
                title.setMinimumWidth(min(metrics.horizontalAdvance(spec.label) + 4, widest))
                title.setMaximumWidth(widest)
            if getattr(spec.model, "description", None):
                title.setToolTip(spec.model.description)
            wide = editor.wide or not self._compact(spec.id)
            placed.add(title, field_row, wide, spec.kind == "list")
        placed.place(2 if placed.two_columns else 1)
        return group

    def fit_columns(self, widen: bool | None = None) -> None:
        """Each section in two columns where they fit the width the form shows (a
        vertical scroll bar's width left for it, shown or not), else in one. Sections in
        one column are tried in two again only when `widen` (by default: after the form
        was resized or its text size changed, not after an edit)."""
        self._fit_later.stop()
        if widen is None:
            widen, self._widen = self._widen, False
        area = self.scroll_area
        body = area.widget()
        column = body.layout() if body is not None else None
        assert column is not None  # the body's column of sections (`_build`)
        margins = column.contentsMargins()
        width = area.width() - 2 * area.frameWidth() \
            - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, area) \
            - margins.left() - margins.right()
        if [placed.columns for placed in self.section_grids.values()] != \
                [placed.fit(width, widen) for placed in self.section_grids.values()]:
            # The scroll area sizes the body to its new least width.
            QCoreApplication.postEvent(area, QEvent(QEvent.Type.LayoutRequest))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll_area and event.type() == QEvent.Type.Resize:
            self._widen = True
            self._fit_later.start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._widen = True
            self._fit_later.start()

    def _compact(self, field_id: str) -> bool:
        spec = self.state.spec.fields[field_id]
        if self.state.template.nodes[field_id].kind == "override":
            return True
        return spec.kind in _COMPACT_KINDS

    def _section_description(self, section_id: str) -> str:
        for section in self.state.spec.model.sections:
            if section.id == section_id:
                return section.description or ""
        return ""

    def chain_tab_order(self) -> None:
        """Tab visits the header, then every field in the order of the form."""
        chain: list[QWidget] = [self.name_edit, self.tags_edit, self.problems.list]
        for row in self.rows.values():
            chain.extend(row.editor.focus_widgets())
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- refreshing ---------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Show everything the sheet holds now."""
        self._refresh_header()
        for row in self.rows.values():
            row.editor.refresh()
        self._refresh_problems()

    def _refresh_header(self) -> None:
        character = self.sheet.character
        if self.name_edit.text() != character.name:
            self.name_edit.setText(character.name)
        tags = ", ".join(character.tags)
        if _tags(self.tags_edit.text()) != character.tags:
            self.tags_edit.setText(tags)
        state = self.state
        parts = [kind_label(character.kind)]
        if state.template.id is not None:
            parts.append(state.template.label)
        if character.base:
            parts.append(translate("SheetForm", "follows {base}").format(base=character.base))
        if self.sheet.path is not None:
            parts.append(self.sheet.path.name)
        parts.append(state.ruleset.name)
        self.about.setText(" · ".join(parts))
        self.about.setToolTip(" · ".join(parts))

    def _on_sheet_changed(self, names: frozenset[str]) -> None:
        fields = self.state.spec.fields
        picked = any(fields[n].kind == "pick" for n in names if n in fields)
        for field_id, row in self.rows.items():
            kind = row.editor.spec.kind
            # Picks name other fields' values and entries; a choice notes the rating a
            # pick gives it (MAoFA's prime characteristic reads P).
            if field_id in names or kind == "pick" or (picked and kind == "choice"):
                row.editor.refresh()
        self._refresh_problems()
        # A longer choice shown makes its combo box wider: two columns may not fit now.
        self._fit_later.start()

    def _refresh_problems(self) -> None:
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._problems_later.start()  # see __init__: once the button is released
            return
        state = self.state
        self.problems.show_problems(state)
        inline: dict[str, list[str]] = {}
        for problem in state.problems:
            head = _head(problem.field)
            text = message_text(problem.message)
            if problem.field != head:
                text = f"{problem_place(state, problem.field)}: {text}"
            inline.setdefault(head, []).append(text)
        for head, message in self._refused.items():
            inline.setdefault(head, []).insert(0, message)
        for field_id, row in self.rows.items():
            row.show_problems(inline.get(field_id, []))
            row.reset_button.setVisible(self._has_default(field_id))
            row.reset_button.setToolTip(translate(
                "SheetForm", "Drop this value: use the template's or the sheet's default "
                "again"))
        for section_id, label in self._section_problems.items():
            lines = inline.get(section_id, [])
            label.setText("\n".join(lines))
            label.setVisible(bool(lines))

    def _has_default(self, field_id: str) -> bool:
        """True when the character overrides what its template, base character or a
        default formula would give (a plain default of the sheet does not count)."""
        state = self.state
        spec = state.spec.fields[field_id]
        if not spec.is_input or state.template.nodes[field_id].kind == "override" \
                or not state.is_own(field_id):
            return False
        own = state.character.values[field_id]
        for source in (state.base, state.template.defaults):
            if field_id in source:
                return bool(source[field_id] != own)
        default = getattr(spec.model, "default", None)
        return field_id in state.template.default_formulas or (
            spec.kind == "number" and isinstance(default, str))

    # --- actions ------------------------------------------------------------------------

    def use_default(self, field_id: str) -> None:
        """Drop the character's own value of a field (undoable)."""
        label = self.state.spec.fields[field_id].label
        self.edit(field_id, translate("SheetForm", "Use the default {field}").format(
            field=label), lambda s: s.clear(field_id))

    def focus_problem(self, where: str) -> None:
        """Scroll to the field a problem names and put the focus there."""
        match = _HEAD.match(where)
        if match is None:
            return
        head = match[1]
        row = self.rows.get(head)
        if row is None:
            box = self.section_boxes.get(head)
            if box is not None:
                self.scroll_area.ensureWidgetVisible(box)
            return
        self.scroll_area.ensureWidgetVisible(row)
        if isinstance(row.editor, ListEditor) and match[2] is not None:
            row.editor.focus_entry(int(match[2]), match[3])
        else:
            row.editor.focus_field()

    def focus_first_field(self) -> None:
        """Put the focus on the name (a new character's first edit)."""
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def _on_name_edit_text_edited(self, text: str) -> None:
        character = self.sheet.character
        self.edit("name", translate("SheetForm", "Rename"),
                  lambda _s: setattr(character, "name", text), merge=True)

    def _on_tags_edit_text_edited(self, text: str) -> None:
        character = self.sheet.character
        tags = _tags(text)
        self.edit("tags", translate("SheetForm", "Change tags"),
                  lambda _s: setattr(character, "tags", tags), merge=True)


def _head(field: str) -> str:
    match = _HEAD.match(field)
    return match[1] if match is not None else field


def _tags(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]

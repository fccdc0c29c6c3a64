"""The field-kind -> editor widget registry, and what every field editor shares.

An editor shows one field of a sheet and turns what the user does into edits through its
`FormContext` (the form), which runs them as undoable commands on the core's SheetState.
Editors never work out values: after every edit the form asks them to `refresh` from the
sheet, which holds the checked values, the derived values and the problems.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Protocol

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec
    from gm_assistant.core.sheets import SheetState

__all__ = ["EDITORS", "FieldEditor", "FormContext", "register", "route_undo_keys"]


class FormContext(Protocol):
    """What an editor may ask of the form it sits in."""

    @property
    def state(self) -> SheetState:
        """The live sheet being edited."""
        ...

    def edit(self, field_id: str, text: str, edit: Callable[[SheetState], object], *,
             merge: bool = False) -> bool:
        """Run `edit` as one undoable step named `text`; False when refused or unchanged.

        A refused value is shown beside `field_id`. With `merge`, consecutive edits of the
        same field (typing, stepping) make one undo step until `break_merge`.
        """
        ...

    def break_merge(self) -> None:
        """End the current run of merged edits (the user left the field)."""
        ...


class FieldEditor(QWidget):
    """Base of the editors: one field, refreshed from the sheet after every change.

    Subclasses set `kinds` (the field kinds they edit) and implement `refresh` and
    `focus_widgets`.
    """

    kinds: ClassVar[tuple[str, ...]] = ()
    wide: ClassVar[bool] = False
    """True for editors that take the whole width of a section (lists, long texts)."""
    shrinks: ClassVar[bool] = False
    """True for editors that keep their natural width (numbers, tracks, derived values)."""
    layout_changed = Signal()
    """The editor's focusable widgets changed (the form re-chains the tab order)."""

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.context = context
        self.setObjectName(f"field_{spec.id}")
        tip = getattr(spec.model, "description", None)
        if tip:
            self.setToolTip(tip)

    @property
    def field_id(self) -> str:
        """The id of the field this editor shows."""
        return self.spec.id

    def refresh(self) -> None:
        """Show what the sheet holds now (without making edits)."""
        raise NotImplementedError

    def focus_widgets(self) -> list[QWidget]:
        """The widgets Tab visits, in order."""
        return []

    def focus_field(self) -> None:
        """Put the keyboard focus on the field."""
        widgets = [w for w in self.focus_widgets() if w.isVisibleTo(self)]
        if widgets:
            widgets[0].setFocus()


EDITORS: dict[str, type[FieldEditor]] = {}
"""Editor classes by field kind (`text`, `number`, ..., `derived`)."""


def register(cls: type[FieldEditor]) -> type[FieldEditor]:
    """Class decorator: the editor of the field kinds it lists in `kinds`."""
    for kind in cls.kinds:
        EDITORS[kind] = cls
    return cls


class _UndoKeys(QObject):
    """Leaves Ctrl+Z and Ctrl+Shift+Z to the window's Edit menu: a text box's own undo
    would step back through its text while the sheet's undo stack holds the same edits."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
                or event.keyCombination().toCombined() == _REDO_KEYS):
            event.ignore()
            return True
        return False


_REDO_KEYS = QKeySequence("Ctrl+Shift+Z")[0].toCombined()  # type: ignore[index]
_UNDO_KEYS: _UndoKeys | None = None


def route_undo_keys(widget: QWidget) -> None:
    """Let the sheet's undo stack, not the widget's own, answer the undo keys."""
    global _UNDO_KEYS
    if _UNDO_KEYS is None:
        _UNDO_KEYS = _UndoKeys()
    widget.installEventFilter(_UNDO_KEYS)

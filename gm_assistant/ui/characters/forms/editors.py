"""The editor of each field kind: the registry (`editor_base.EDITORS`) filled by the
editor modules, imported here once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from gm_assistant.ui.characters.forms import (  # noqa: F401 - imported for their registrations
    choice_editors,
    list_editor,
    simple_editors,
)
from gm_assistant.ui.characters.forms.editor_base import EDITORS, FieldEditor, FormContext

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec

__all__ = ["editor_for"]


def editor_for(spec: FieldSpec, context: FormContext, *, read_only: bool = False,
               parent: QWidget | None = None) -> FieldEditor:
    """A new editor for a field; `read_only` shows an input field as a worked-out value
    (a template that derives it, as a mook group's stress boxes follow its members)."""
    kind = "derived" if read_only else spec.kind
    cls = EDITORS.get(kind)
    if cls is None:
        raise KeyError(f"no editor for fields of kind '{kind}' ({spec.id})")
    return cls(spec, context, parent)

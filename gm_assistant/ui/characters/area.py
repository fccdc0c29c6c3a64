"""The Characters area as the window opens it: the window's settings and rulesets, its
open characters shared with the other areas, its undo stack and messages shown by the
window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_assistant.ui.characters.characters_view import CharactersView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_assistant.ui.areas import Area, AreaHost

__all__ = ["open_area"]


def open_area(container: QWidget, window: AreaHost) -> Area:
    """Make the Characters area in `container`, wired to `window`."""
    view = CharactersView(container, settings=window.settings, rulesets=window.store.ruleset,
                          preview=window.preview, edited=window.edited_sheets)
    view.undo_stack_changed.connect(window.follow_undo_stack)
    view.reported.connect(window.report)
    return view

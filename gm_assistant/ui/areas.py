"""The main window's areas, each declared once in `AREAS` and built lazily by its own
module's `open_area`; a missing one says so plainly."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, NamedTuple, Protocol, runtime_checkable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:  # annotations only: the first frame imports none of them
    from collections.abc import Callable
    from pathlib import Path

    from PySide6.QtGui import QUndoStack

    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.core.sheets.edited import EditedSheets
    from gm_assistant.ui.ruleset_store import RulesetStore
    from gm_assistant.ui.settings import UiSettings

    OpenArea = Callable[[QWidget, "AreaHost"], "Area"]

__all__ = ["AREAS", "Area", "AreaHost", "AreaSpec", "UnavailableArea", "load_area"]


@runtime_checkable
class Area(Protocol):
    """What the window asks of every area. Each area's class has all of it (mypy checks
    this in each area's module); a widget without it does not load as an area (the
    window says so, as for an area that fails to import). What only one area does (the
    Table seats people, Odds shows a check) the window asks of that area's own class."""

    @property
    def busy(self) -> bool:
        """True while the area is still computing what it shows."""
        ...

    @property
    def undo_stack(self) -> QUndoStack | None:
        """The stack Edit > Undo acts on while the area is shown (None: the window's)."""
        ...

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show `ruleset` (None: no ruleset loads)."""
        ...

    def take_focus(self) -> None:
        """Give the keyboard to the area's first control (the area was just shown)."""
        ...

    def confirm_close(self) -> bool:
        """The app is closing: keep or drop unsaved work (asking); False to stay open."""
        ...


class AreaHost(Protocol):
    """What an area may ask of the window that shows it (`MainWindow` has all of it)."""

    @property
    def store(self) -> RulesetStore:
        """The rulesets, loaded off the first frame."""
        ...

    @property
    def settings(self) -> UiSettings:
        """The user's settings."""
        ...

    @property
    def undo_stack(self) -> QUndoStack:
        """The window's own stack (house-rule edits)."""
        ...

    @property
    def preview(self) -> bool:
        """True when the window is drawn for a picture: no user state read or written."""
        ...

    @property
    def edited_sheets(self) -> EditedSheets:
        """The characters open for editing, which every area may follow."""
        ...

    def report(self, text: str) -> None:
        """Show a short message in the status bar."""
        ...

    def show_odds(self, check_id: str, inputs: dict[str, object]) -> None:
        """Open a check's odds at these inputs (the Odds area)."""
        ...

    def seat_at_table(self, people: list[object], sheets: dict[str, object],
                      fight: object = None) -> None:
        """Seat combatants at the Table (the Table area opens); `fight`: the encounter
        they come from (a core `SeatedFight`, for a forecast from here)."""
        ...

    def forecast_from_here(self, table: object) -> None:
        """Forecast the fight seated at `table` (the Table area) from where it stands."""
        ...

    def follow_undo_stack(self, *_args: object) -> None:
        """The shown area changed its undo stack: Edit > Undo acts on the new one."""
        ...

    def unsaved_character_files(self) -> set[Path]:
        """Character files with unsaved edits (nothing may be written over them)."""
        ...


class AreaSpec(NamedTuple):
    """One area: its name (as `--view` takes it), tab title (marked for translation,
    context "MainWindow"), the module that makes it and the shortcut that shows it.

    The module is imported when the area is first shown (the first frame imports none);
    its `open_area(container, window: AreaHost) -> Area` makes the area's widget and
    connects it to the window. A named tuple rather than a dataclass: the window's first
    frame reads it, and `dataclasses` is an import the first frame can do without.
    """

    name: str
    title: str
    module: str
    shortcut: str


# The one list to extend for a new area. The bundle carries every module of the package;
# `--smoke` and tests/ui/test_areas.py load each one; mypy checks each `open_area`
# returns an `Area`.
AREAS = [
    AreaSpec("charts", str(QT_TRANSLATE_NOOP("MainWindow", "&Charts")),
             "gm_assistant.ui.charts.area", "Ctrl+1"),
    AreaSpec("odds", str(QT_TRANSLATE_NOOP("MainWindow", "&Odds")),
             "gm_assistant.ui.odds.area", "Ctrl+2"),
    AreaSpec("characters", str(QT_TRANSLATE_NOOP("MainWindow", "C&haracters")),
             "gm_assistant.ui.characters.area", "Ctrl+3"),
    AreaSpec("table", str(QT_TRANSLATE_NOOP("MainWindow", "&Table")),
             "gm_assistant.ui.table.area", "Ctrl+4"),
    AreaSpec("encounters", str(QT_TRANSLATE_NOOP("MainWindow", "&Encounters")),
             "gm_assistant.ui.encounters.area", "Ctrl+5"),
]


def load_area(spec: AreaSpec) -> tuple[OpenArea | None, str]:
    """Import an area's module and give its `open_area`; (None, the reason with its
    traceback) when that fails (a build that left the module out, a bug): always an
    error, never a quiet gap."""
    try:
        import importlib

        opener: OpenArea = importlib.import_module(spec.module).open_area
        if not callable(opener):
            raise TypeError(f"{spec.module}.open_area is not a function")
        return opener, ""
    except Exception:
        return None, traceback.format_exc()


class _MessagePanel(QWidget):
    """A centred heading and explanation."""

    def __init__(self, heading: str, text: str, parent: QWidget | None = None) -> None:
        # Here, not at the top: the first frame does without Qt's `Qt` namespace.
        from PySide6.QtCore import Qt

        super().__init__(parent)
        title = QLabel(f"<h2>{heading}</h2>", self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body = QLabel(text, self)
        body.setObjectName("AreaMessage")
        body.setWordWrap(True)
        body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        body.setMaximumWidth(640)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(body, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)


class UnavailableArea(_MessagePanel):
    """Stands in for an area that failed to load: an error, said plainly, with its reason
    (the full traceback goes to the log and the console)."""

    def __init__(self, title: str, reason: str = "", parent: QWidget | None = None) -> None:
        translate = QCoreApplication.translate
        last = reason.strip().splitlines()[-1] if reason.strip() else translate(
            "MainWindow", "no reason was given")
        text = translate(
            "MainWindow", "The {area} area failed to load: {reason}\n\nThis is a fault of "
            "this build of the app, not of your files; the rest of the app works. The log "
            "(Help > Open the log folder) has the details: please report them.").format(
                area=title, reason=last)
        super().__init__(title, text, parent)
        self.setObjectName("AreaLoadError")
        message = self.findChild(QLabel, "AreaMessage")
        if message is not None:
            message.setStyleSheet("color: #b91c1c;")
        self.setObjectName("UnavailableArea")
        self.reason = reason

    # An Area with nothing in it: the window treats it like any other.
    busy = False
    undo_stack = None

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Nothing to show (the message stays)."""

    def take_focus(self) -> None:
        """Nothing takes keys here."""

    def confirm_close(self) -> bool:
        """Nothing unsaved."""
        return True

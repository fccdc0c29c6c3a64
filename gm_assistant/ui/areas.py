"""The main window's five areas, built lazily; a missing one says so plainly."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol, runtime_checkable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:  # annotations only: the first frame imports neither
    from PySide6.QtGui import QUndoStack

    from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["AREAS", "Area", "AreaSpec", "UnavailableArea", "load_area_class"]


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


class AreaSpec(NamedTuple):
    """One area: its name (as `--view` takes it), tab title, its widget class (imported
    when first asked for) and the shortcut that shows it.

    A named tuple rather than a dataclass: the window's first frame reads it, and
    `dataclasses` is an import the first frame can do without.
    """

    name: str
    title: str
    load: Callable[[], type[QWidget]]
    shortcut: str


# Each area's class, imported by name in code (so the bundle's analysis, mypy and the
# import contracts see it) but only when the area is first shown: the first frame imports
# none. Each answers what the window asks (`Area`): mypy checks it at the end of this file.

def _charts() -> type[QWidget]:
    from gm_assistant.ui.charts.charts_view import ChartsView

    return ChartsView


def _odds() -> type[QWidget]:
    from gm_assistant.ui.odds.odds_view import OddsView

    return OddsView


def _characters() -> type[QWidget]:
    from gm_assistant.ui.characters.characters_view import CharactersView

    return CharactersView


def _table() -> type[QWidget]:
    from gm_assistant.ui.table.table_view import TableView

    return TableView


def _encounters() -> type[QWidget]:
    from gm_assistant.ui.encounters.encounters_view import EncountersView

    return EncountersView


# The titles are marked for translation (context "MainWindow"); the window shows them
# through QCoreApplication.translate.
AREAS = (
    AreaSpec("charts", str(QT_TRANSLATE_NOOP("MainWindow", "&Charts")), _charts, "Ctrl+1"),
    AreaSpec("odds", str(QT_TRANSLATE_NOOP("MainWindow", "&Odds")), _odds, "Ctrl+2"),
    AreaSpec("characters", str(QT_TRANSLATE_NOOP("MainWindow", "C&haracters")), _characters,
             "Ctrl+3"),
    AreaSpec("table", str(QT_TRANSLATE_NOOP("MainWindow", "&Table")), _table, "Ctrl+4"),
    AreaSpec("encounters", str(QT_TRANSLATE_NOOP("MainWindow", "&Encounters")), _encounters,
             "Ctrl+5"),
)


def load_area_class(spec: AreaSpec) -> tuple[type[QWidget] | None, str]:
    """Import an area's widget class; (None, the reason with its traceback) when it fails
    (a build that left the module out, a bug): always an error, never a quiet gap."""
    try:
        return spec.load(), ""
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


if TYPE_CHECKING:  # every area's class answers what the window asks (see `Area`)
    from gm_assistant.ui.characters.characters_view import CharactersView
    from gm_assistant.ui.charts.charts_view import ChartsView
    from gm_assistant.ui.encounters.encounters_view import EncountersView
    from gm_assistant.ui.odds.odds_view import OddsView
    from gm_assistant.ui.table.table_view import TableView

    _CHECKED: tuple[type[Area], ...] = (ChartsView, OddsView, CharactersView, TableView,
                                        EncountersView)

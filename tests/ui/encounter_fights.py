"""Encounters as the UI tests set them up: the Encounters area open on a ruleset's sample
encounter with its forecast worked out, an opponent more as the GM adds one, the GM's
answer to its question on closing, its fight sent to a Table and seated there, and the
answer of a Forecast from here dialog."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings

__all__ = ["HANG_GUARD", "WINDOW", "Asked", "answer_from_here", "one_more_opponent",
           "open_encounters", "sent_to_table", "window_encounters"]

HANG_GUARD = 180_000
"""Milliseconds before a wait counts as a hang (never a speed requirement): a large
sample's exact attempt and its simulated fights take seconds, on a loaded machine many."""
WINDOW = (1280, 860)
"""The size of a window the area is shown in."""


def open_encounters(qtbot: QtBot, ruleset: Ruleset, *, size: tuple[int, int] | None = None,
                    settings: UiSettings | None = None,
                    edited: EditedSheets | None = None) -> EncountersView:
    """The Encounters area on `ruleset` (its sample, or the encounter it reopens), once its
    forecast is worked out. `size`: shown at that size (None: never shown, as when the
    window shows another area); `settings` and `edited` as `EncountersView` takes them."""
    view = EncountersView(settings=settings, edited=edited)
    qtbot.addWidget(view)
    if size is not None:
        view.resize(*size)
    view.set_ruleset(ruleset)
    if size is not None:
        view.show()
        qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    return view


def window_encounters(qtbot: QtBot, window: MainWindow) -> EncountersView:
    """The Encounters area of `window` (made to show it first), once the window is shown,
    its rulesets loaded and the area's forecast worked out."""
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    view = window.areas["encounters"]
    assert isinstance(view, EncountersView)
    qtbot.waitUntil(lambda: not view.busy and view.forecast.result is not None,
                    timeout=HANG_GUARD)
    return view


def one_more_opponent(qtbot: QtBot, view: EncountersView) -> int:
    """Add one opponent to the first opposition line as the GM does (+1); the new count."""
    view.opposition.table.selectRow(0)
    for button in view.opposition.findChildren(QPushButton):
        if button.text() == "+1":
            button.click()
            break
    else:
        raise AssertionError("no +1 button")
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter is not None
    return view.encounter.opposition[0].count


class Asked:
    """Stands for the GM answering the area's question box (`EncountersView.ask`); keeps
    what was asked."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer = answer
        self.texts: list[str] = []

    def __call__(self, title: str, text: str, _buttons: object,
                 _default: object) -> QMessageBox.StandardButton:
        self.texts.append(f"{title}: {text}")
        return self.answer


def sent_to_table(qtbot: QtBot, encounters: EncountersView) -> list[Any]:
    """What Send to the Table sends (people in turn order, their sheets, the fight
    seated), as `TableView.seat_people` takes it."""
    with qtbot.waitSignal(encounters.table_requested) as sent:
        encounters.send_to_table()
    return list(sent.args)


def answer_from_here(qtbot: QtBot, dialog: FromHereDialog) -> Fraction:
    """P(the party wins) as the Forecast from here dialog answers, once it has (exact)."""
    qtbot.waitUntil(lambda: dialog.panel.result is not None and not dialog.worker.busy,
                    timeout=HANG_GUARD)
    result = dialog.panel.result
    assert result is not None and result.scene.fight is not None
    chance = result.scene.fight.p_party_wins
    assert isinstance(chance, Fraction)
    return chance

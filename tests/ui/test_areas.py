"""Every area answers what the window asks of it (`ui.areas.Area`); an encounter with
unsaved changes is not lost when the app closes."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.areas import AREAS, Area, UnavailableArea, load_area_class
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow

LOAD_TIMEOUT = 60_000


def test_each_area_class_is_an_area_and_a_stand_in_is_one_too() -> None:
    for spec in AREAS:
        cls, reason = load_area_class(spec)
        assert cls is not None, reason
        for member in ("set_ruleset", "take_focus", "confirm_close"):
            assert callable(getattr(cls, member, None)), (cls, member)
    assert isinstance(UnavailableArea("Charts", "no reason"), Area)


def test_closing_with_an_unsaved_encounter_asks_and_cancel_keeps_the_window_open(
        qtbot: QtBot) -> None:
    window = MainWindow(ruleset_id="adom", view="encounters")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    view = window.areas["encounters"]
    assert isinstance(view, EncountersView) and isinstance(view, Area)
    assert view.open_encounter(resources_dir() / "encounters" / "adom-sky-sharks.yaml")
    assert window.areas["encounters"].confirm_close()  # nothing changed yet
    assert view.encounter is not None
    view._change(view.encounter.model_copy(update={"opposition": []}), "Empty the side")
    assert not view.undo_stack.isClean()
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        def ask(*args: object) -> QMessageBox.StandardButton:
            asked.append(str(args[0]))
            return button
        return ask

    view.ask = answer(QMessageBox.StandardButton.Cancel)  # type: ignore[assignment]
    assert not window.close() and window.isVisible()
    assert asked == ["Unsaved encounters"]
    view.ask = answer(QMessageBox.StandardButton.Discard)  # type: ignore[assignment]
    assert window.close()


"""Every area answers what the window asks of it (`ui.areas.Area`); an encounter with
unsaved changes is not lost when the app closes."""

from __future__ import annotations

import sys
import types

from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.areas import AREAS, Area, AreaSpec, UnavailableArea, load_area
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow

LOAD_TIMEOUT = 60_000


def test_each_area_is_an_area_and_a_stand_in_is_one_too(qtbot: QtBot) -> None:
    window = MainWindow(ruleset_id="adom", view="charts", preview=True)
    qtbot.addWidget(window)
    for spec in AREAS:
        open_area, reason = load_area(spec)
        assert open_area is not None, reason
        container = QWidget()
        qtbot.addWidget(container)
        area = open_area(container, window)
        assert isinstance(area, Area), spec.name
        for member in ("set_ruleset", "take_focus", "confirm_close"):
            assert callable(getattr(area, member, None)), (spec.name, member)
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



class _Notes(QWidget):
    """A throwaway area: what the window asks of an area, and nothing more."""

    busy = False
    undo_stack = None

    def __init__(self, parent: QWidget, window: object) -> None:
        super().__init__(parent)
        self.window_asked = window
        self.rulesets: list[object] = []

    def set_ruleset(self, ruleset: object) -> None:
        self.rulesets.append(ruleset)

    def take_focus(self) -> None:
        """Nothing takes keys."""

    def confirm_close(self) -> bool:
        return True


def test_an_area_added_to_the_list_is_in_the_window_s_navigation(qtbot: QtBot) -> None:
    """One module (here a module made in the test) and one line of `AREAS`: the tab, the
    View menu's entry and its shortcut follow; the area is made when first shown."""
    module = types.ModuleType("gm_assistant_test_notes_area")
    made: list[_Notes] = []

    def open_area(container: QWidget, window: object) -> _Notes:
        made.append(_Notes(container, window))
        return made[-1]

    module.open_area = open_area  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    AREAS.append(AreaSpec("notes", "&Notes", module.__name__, "Ctrl+6"))
    try:
        window = MainWindow(ruleset_id="adom", view="charts", preview=True)
        qtbot.addWidget(window)
        with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
            window.show()
        titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
        assert titles[-1] == "Notes" and len(titles) == len(AREAS)
        action = window.menus.area_actions["notes"]
        assert action.shortcut().toString() == "Ctrl+6"
        assert action in window.menus.view_menu.actions()
        assert made == []  # not made before it is shown
        action.trigger()
        assert window.current_area == "notes"
        assert len(made) == 1 and window.areas["notes"] is made[0]
        assert made[0].window_asked is window and made[0].rulesets == [window.ruleset]
    finally:
        AREAS.pop()
        del sys.modules[module.__name__]

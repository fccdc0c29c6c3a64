"""Coming back to the Encounters area does not start the forecast over (QA walk x-37 ->
x-38): it is worked out again only when something it reads changed meanwhile, the
character files the lines field among them. Counted: forecasts asked of the worker."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir, user_library_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_worker import ForecastRequest
from gm_assistant.ui.encounters.encounters_view import EncountersView
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, open_encounters


def _count_requests(view: EncountersView) -> list[ForecastRequest]:
    """The forecasts asked of the fight's worker from now on."""
    asked: list[ForecastRequest] = []
    worker = view.worker
    request = worker.request

    def counted(forecast: ForecastRequest) -> None:
        asked.append(forecast)
        request(forecast)

    worker.request = counted  # type: ignore[method-assign]
    return asked


def _back(qtbot: QtBot, view: EncountersView) -> None:
    """The GM leaves the area and comes back."""
    view.hide()
    view.show()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)


def test_coming_back_keeps_the_forecast_until_a_character_file_changes(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    assert view.forecast.result is not None
    shown = view.forecast.result
    asked = _count_requests(view)
    _back(qtbot, view)
    _back(qtbot, view)
    assert asked == []
    assert view.forecast.result is shown and view.forecast.isEnabled()

    # The GM keeps a copy of the sample character in the library: the line now reads it.
    user_library_dir().mkdir(parents=True, exist_ok=True)
    sample = resources_dir() / "samples" / "lady_luck" / "wren-ashdown.yaml"
    copy = Path(shutil.copy(sample, user_library_dir() / sample.name))
    _back(qtbot, view)
    assert len(asked) == 1
    _back(qtbot, view)
    assert len(asked) == 1

    # The copy is saved again (edited elsewhere): its time changes.
    stat = copy.stat()
    os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    _back(qtbot, view)
    assert len(asked) == 2
    assert view.forecast.result is not None


def test_an_edit_while_away_is_forecast_once(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    asked = _count_requests(view)
    view.hide()
    view.opposition.table.selectRow(0)
    view.opposition.change_count(+1)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert len(asked) == 1
    _back(qtbot, view)
    assert len(asked) == 1

"""The Encounters area's forecast requests: the fight's forecast and a line's curve (each
count, or each value of a stat, tried), asked of workers off the GUI thread and shown
when they come back (the newest request wins).
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject

from gm_assistant.core.conflict.encounter import Encounter
from gm_assistant.core.conflict.encounter_file import EncounterFile
from gm_assistant.core.conflict.scene import character_folders
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character
from gm_assistant.ui.common.forecast_panel import ForecastPanel
from gm_assistant.ui.common.forecast_worker import (
    ForecastRequest,
    ForecastResult,
    ForecastWorker,
)
from gm_assistant.ui.encounters.target_panel import TargetPanel

__all__ = ["EncounterForecasts"]

_serials = itertools.count(1)

translate = QCoreApplication.translate


class _Varied(NamedTuple):
    """The line whose curve was asked for last, as the target panel names it."""

    encounter: Encounter
    line: int
    name: str


class EncounterForecasts(QObject):
    """Asks for the encounter's forecasts and shows them: the fight's in `panel`, a
    line's curve in `target`.

    Args:
        panel: Where the fight's forecast (its progress, its problems) is shown.
        target: Where a line's curve is shown (design to a target).
    """

    def __init__(self, panel: ForecastPanel, target: TargetPanel,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._panel = panel
        self._target = target
        self._ruleset: Ruleset | None = None
        self._varied: _Varied | None = None
        self.worker = ForecastWorker(self)
        """The fight's forecasts (`computed`, `progressed`, `failed`)."""
        panel.follow(self.worker)
        self.curve_worker = ForecastWorker(self)
        """The curves of the target panel."""
        self.curve_worker.computed.connect(self._on_curve_worker_computed)
        self.curve_worker.failed.connect(self._on_curve_worker_failed)

    @property
    def busy(self) -> bool:
        """True while a forecast (or a count curve) is being computed."""
        return self.worker.busy or self.curve_worker.busy

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """The ruleset shown: a curve tried for another one is not shown."""
        self._ruleset = ruleset

    def cancel(self) -> None:
        """Drop the fight's forecast being worked out (its encounter is no more)."""
        self.worker.cancel()

    def forecast(self, ruleset: Ruleset, file: EncounterFile,
                 edited: dict[Path, Character] | None) -> None:
        """Forecast the fight of `file`'s encounter (`edited`: the sheets open for
        editing, as they are now); an encounter that cannot be fought is said."""
        self.worker.cancel()
        encounter = file.encounter
        if not encounter.party or not encounter.opposition:
            self._panel.show_message(translate("EncountersView", "Add at least one "
                                               "combatant to each side to see the "
                                               "forecast."))
            return
        try:
            checked = Encounter.model_validate(encounter.model_dump())
        except ValueError as error:
            self._panel.show_message(str(error), error=True)
            return
        self._panel.show_working()
        folders = tuple(character_folders(ruleset, file.path))
        # As read from its file, unchanged: a problem is located at the file's line.
        document = file.document_for_forecast()
        self.worker.request(ForecastRequest(next(_serials), ruleset, checked, folders,
                                            document=document, edited=edited))

    def vary(self, ruleset: Ruleset, file: EncounterFile, line: int, name: str, what: str,
             edited: dict[Path, Character] | None) -> None:
        """Try every count (`what` "count") or value of the stat `what` of the opposition
        line `line`, named `name` in the target panel."""
        encounter = file.encounter
        self._target.show_working(name)
        self._varied = _Varied(encounter, line, name)
        folders = tuple(character_folders(ruleset, file.path))
        self.curve_worker.request(ForecastRequest(next(_serials), ruleset,
                                                  Encounter.model_validate(
                                                      encounter.model_dump()),
                                                  folders, vary=line, what=what,
                                                  edited=edited))

    def _on_curve_worker_computed(self, result: ForecastResult) -> None:
        ruleset, varied = result.request.ruleset, self._varied
        if ruleset is not self._ruleset or varied is None:
            return  # tried for the ruleset shown before: not this encounter's curve
        labels: dict[object, str] = {}
        conflict_id = varied.encounter.conflict or next(iter(ruleset.model.conflicts), None)
        conflict = ruleset.model.conflicts.get(conflict_id or "")
        stat = conflict.stats.get(result.request.what) if conflict is not None else None
        if stat is not None and stat.scale is not None:
            labels.update(ruleset.scales[stat.scale].labels.items())
        self._target.show_curve(result, varied.line, varied.name, labels)

    def _on_curve_worker_failed(self, _request: object, reason: str) -> None:
        self._target.summary.setText(translate("Forecast", reason))

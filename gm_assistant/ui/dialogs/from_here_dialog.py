"""FromHereDialog: who wins the fight seated at the Table, from where the Table stands.

The GM's question in the middle of a fight. The dialog reads the Table's seated encounter
and its state now (`TableView.now`: harm marked, amounts tracked, who is out), forecasts
the rest of the fight with the same engine, worker and panel as the Encounters area
(`ui.common.forecast_*`, off the GUI thread; a large fight shows its exact attempt,
then its estimate refining, each with a progress bar), and follows the Table: every change
there (a hit, luck spent, someone out) starts a new forecast, and the one on screen is
greyed until it arrives. Riskbreaker's Advantage, which the Table does not track, is
given here per side. What the GM chooses here (Advantage, the sides of those seated by
hand) is the Table's, kept with its session: the dialog opens with it after a restart.
A character open in the Characters area counts as edited, unsaved edits and undo included
(the Table's `EditedSheets`, as the Encounters area reads them): an edit to one the
encounter fields starts a new forecast.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.encounter import character_files
from gm_assistant.core.conflict.from_here import TableNow, fighter_names
from gm_assistant.core.conflict.seated import MAX_ADVANTAGE, FightChoices
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.ui.common.forecast_panel import ForecastPanel
from gm_assistant.ui.common.forecast_worker import ForecastRequest, ForecastWorker
from gm_assistant.ui.dialogs.joining_sides import JoiningSides
from gm_assistant.ui.errors import error_text

if TYPE_CHECKING:
    from gm_assistant.core.play.table import Change
    from gm_assistant.core.rules.conflict_model import Conflict
    from gm_assistant.core.sheets import Character
    from gm_assistant.ui.table.table_view import TableView

__all__ = ["FromHereDialog"]

translate = QCoreApplication.translate
_serials = itertools.count(1)


class FromHereDialog(QDialog):
    """The forecast of the Table's seated fight from its state now; follows the Table."""

    def __init__(self, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FromHereDialog")
        self.setWindowTitle(translate("FromHereDialog", "Forecast from here"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.table = table
        self._choices_of: str | None = None
        """The ruleset whose table's choices the dialog shows (taken when it changes)."""
        self.intro = QLabel(self)
        self.intro.setObjectName("FromHereIntro")
        self.intro.setWordWrap(True)
        self.state = QLabel(self)
        self.state.setObjectName("FromHereState")
        self.state.setWordWrap(True)
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.advantage_form = QFormLayout()
        self.party_advantage = self._advantage_box("party_advantage")
        self.opposition_advantage = self._advantage_box("opposition_advantage")
        self.advantage_form.addRow(translate("FromHereDialog", "The party's &Advantage"),
                                   self.party_advantage)
        self.advantage_form.addRow(translate("FromHereDialog", "The opposition's A&dvantage"),
                                   self.opposition_advantage)
        self.joining = JoiningSides(self)
        self.panel = ForecastPanel(self)
        self.worker = ForecastWorker(self)
        self.panel.follow(self.worker)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.refresh_button = QPushButton(translate("FromHereDialog", "&Refresh"), self)
        self.refresh_button.setObjectName("FromHereRefresh")
        self.refresh_button.clicked.connect(self.refresh)
        buttons.addButton(self.refresh_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.state)
        layout.addLayout(self.advantage_form)
        layout.addWidget(self.joining)
        scroll = QScrollArea(self)  # the panel is as tall as in Encounters
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.panel)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(760, 820)
        # A burst of changes (an effect on everyone) asks once, when it is over.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.refresh)
        self.joining.changed.connect(self._later.start)
        self._stop_observing = table.play.observe(self._on_table_changed)
        edited = table.edited
        if edited is not None:
            follow = self._on_sheet_edited
            edited.subscribe(follow)
            self.destroyed.connect(lambda: edited.unsubscribe(follow))
        self.finished.connect(self._on_finished)

    def _advantage_box(self, name: str) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(0, MAX_ADVANTAGE)
        box.valueChanged.connect(lambda _value: self._later.start())
        return box

    # -- asking -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Forecast again from the Table's state now."""
        table, ruleset, fight = self.table, self.table.ruleset, self.table.seated_fight
        if ruleset is None or fight is None:
            self.intro.setText(translate(
                "FromHereDialog", "No fight is seated at this table: seat an encounter from "
                "the Encounters area (Send to the Table) first."))
            self.state.clear()
            self.panel.show_message(translate("FromHereDialog", "Nothing to forecast."))
            self.worker.cancel()
            return
        conflict = ruleset.model.conflicts.get(
            fight.encounter.conflict or next(iter(ruleset.model.conflicts), ""))
        keeps_advantage = conflict is not None and conflict.advantage is not None
        for row in range(self.advantage_form.rowCount()):
            self.advantage_form.setRowVisible(row, keeps_advantage)
        self.intro.setText(translate(
            "FromHereDialog", "Who wins \u201c{encounter}\u201d from where the Table stands "
            "now: the same forecast as in Encounters, started from the harm marked, the "
            "amounts tracked and who is out. It follows the Table.").format(
                encounter=fight.encounter.name))
        kept = table.choices if self._choices_of != ruleset.id else None
        if kept is not None:  # the choices kept at this table (after a restart too)
            for box, value in zip((self.party_advantage, self.opposition_advantage),
                                  kept.advantage, strict=True):
                box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(False)
        advantage = (self.party_advantage.value(), self.opposition_advantage.value()) \
            if keeps_advantage else (0, 0)
        try:
            fighters = set(fighter_names(ruleset, fight))
            self.joining.set_people([n for n in table.play.people if n not in fighters],
                                    kept.sides if kept is not None else None)
            self._choices_of = ruleset.id
            table.set_choices(FightChoices(
                (self.party_advantage.value(), self.opposition_advantage.value()),
                self.joining.sides()))
            now = table.now(advantage, self.joining.sides())
        except (GMAssistantError, OSError) as error:
            self.panel.show_message(error_text(error), error=True)
            return
        self.state.setText(self._state_text(now, conflict, fighters | set(now.sides)))
        self.panel.show_working()
        self.worker.request(ForecastRequest(next(_serials), ruleset, fight.encounter,
                                            fight.folders, now=now,
                                            edited=self._edited_now()))

    def _edited_now(self) -> dict[Path, Character] | None:
        """The sheets open for editing as they are now (None: the Table follows none)."""
        edited = self.table.edited
        return None if edited is None else edited.snapshot()

    @staticmethod
    def _state_text(now: TableNow, conflict: Conflict | None, fighting: set[str]) -> str:
        """Who is out, who carries harm (slots marked on the sheet, and counts a hit
        raises such as Lady Luck's injuries), and the other pools the Table tracks (luck,
        fate points) for those `fighting`, in a few lines."""
        out = [name for name, seat in now.seats.items() if seat.out]
        counters = _harm_counters(conflict)
        others = {pool.resource: pool.label for pool in conflict.pools.values()
                  if pool.resource is not None and pool.resource not in counters} \
            if conflict is not None else {}
        hurt = []
        for name, seat in now.seats.items():
            if seat.out:
                continue
            harm = []
            if seat.marked:
                slots = len(seat.marked)  # a variable: lupdate misses a call as the count
                harm.append(translate("FromHereDialog", "%n slots", None, slots))
            harm += [f"{label} {seat.amounts[resource]}"
                     for resource, label in counters.items()
                     if seat.amounts.get(resource, 0) > 0]
            if harm:
                hurt.append(translate("FromHereDialog", "{name} ({harm})").format(
                    name=name, harm=", ".join(harm)))
        lines = [translate("FromHereDialog", "Out: {names}").format(
                     names=", ".join(out) if out else translate("FromHereDialog", "nobody")),
                 translate("FromHereDialog", "Harm marked: {names}").format(
                     names="; ".join(hurt) if hurt else translate("FromHereDialog", "none"))]
        pools = [translate("FromHereDialog", "{name} ({pools})").format(
            name=name, pools=", ".join(f"{label} {seat.amounts[resource]}"
                                       for resource, label in others.items()
                                       if resource in seat.amounts))
            for name, seat in now.seats.items()
            if name in fighting and not seat.out
            and any(resource in seat.amounts for resource in others)]
        if pools:
            lines.append(translate("FromHereDialog", "Pools: {names}").format(
                names="; ".join(pools)))
        return "\n".join(lines)

    # -- following the Table ------------------------------------------------------------
    def _on_table_changed(self, change: Change) -> None:
        # Every kind: a hit reaches the Table as a line of its log. Not the dialog's own
        # choices kept at the Table (a fight seated anew seats people too).
        if change.kind == "fight":
            return
        self.panel.show_working()
        self._later.start()

    def _on_sheet_edited(self, path: Path) -> None:
        """A character open for editing changed (or was opened or closed): forecast again
        when the seated encounter fields it."""
        fight = self.table.seated_fight
        if fight is not None and Path(path).resolve() in character_files(fight.encounter,
                                                                         fight.folders):
            self.panel.show_working()
            self._later.start()

    def _on_finished(self, _result: int) -> None:
        self._stop_observing()
        if self.table.edited is not None:
            self.table.edited.unsubscribe(self._on_sheet_edited)
        self._later.stop()
        self.worker.cancel()


def _harm_counters(conflict: Conflict | None) -> dict[str, str]:
    """Resource -> label of the pools a hit raises (harm kept as a count, such as Lady
    Luck's injuries and fatigue), tracked at the Table."""
    if conflict is None or conflict.hit is None or conflict.hit.counters is None:
        return {}
    raised = {counter.pool for counter in conflict.hit.counters}
    return {pool.resource: pool.label for name, pool in conflict.pools.items()
            if name in raised and pool.resource is not None}

"""ForecastPanel: how dangerous the scene is, at a glance and in detail.

P(party wins) large, with a verdict band (walkover, fair, deadly) and whether it is exact
or an estimate with its margin; who is likely to go down; the rounds as a bar plot; what
the fight costs; Riskbreaker's opposition price; the threat matrix; and the readings of
the rules the forecast relies on. While a large fight is worked out, a progress bar: first
its exact attempt (moves weighed against the bound, the previous forecast greyed), then
its simulation (the estimate so far, the verdict greyed as "so far", never as final).
"""

from __future__ import annotations

import math
from fractions import Fraction
from html import escape
from typing import NamedTuple

import pyqtgraph as pg
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetricsF, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSpinBox,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.forecast import Estimate, ExactAttempt, FightForecast
from gm_assistant.core.probability_text import chance_text, share_text
from gm_assistant.ui.common.flow_layout import flow_row
from gm_assistant.ui.common.forecast_models import (
    CasualtyModel,
    ThreatMatrixModel,
    chance_tip,
    expected_text,
)
from gm_assistant.ui.common.forecast_worker import (
    ForecastProgressed,
    ForecastResult,
    ForecastWorker,
)
from gm_assistant.ui.common.threat_matrix import ThreatMatrixView
from gm_assistant.ui.common.wrapped_rows import WrappedRows
from gm_assistant.ui.i18n import localized
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.theme import is_dark

__all__ = ["VERDICTS", "ForecastPanel", "Headline", "HeadlinePhrase", "verdict"]

VERDICTS = ((0.85, str(QT_TRANSLATE_NOOP("ForecastPanel", "walkover")), "#15803d"),
            (0.40, str(QT_TRANSLATE_NOOP("ForecastPanel", "fair")), "#b45309"),
            (0.0, str(QT_TRANSLATE_NOOP("ForecastPanel", "deadly")), "#b91c1c"))
"""(lowest P(party wins), verdict, colour), best first: the defaults; the GM sets the two
thresholds in the panel (remembered in the settings). The verdict is shown translated."""

translate = QCoreApplication.translate

_NO_SIDES = str(QT_TRANSLATE_NOOP("ForecastPanel",
                                  "Add the party and the opposition to see the forecast."))


def _value(chance: Fraction | Estimate) -> float:
    return chance.value if isinstance(chance, Estimate) else float(chance)


def verdict(chance: Fraction | Estimate,
            bands: tuple[float, float] = (VERDICTS[0][0], VERDICTS[1][0])) -> tuple[str, str]:
    """The verdict band of P(party wins) and its colour, for (walkover from, deadly
    below) thresholds."""
    value = _value(chance)
    if value >= bands[0]:
        return VERDICTS[0][1], VERDICTS[0][2]
    if value >= bands[1]:
        return VERDICTS[1][1], VERDICTS[1][2]
    return VERDICTS[2][1], VERDICTS[2][2]


class HeadlinePhrase(NamedTuple):
    """One part of the headline, never broken across lines: its text, size and look."""

    text: str
    points: float
    bold: bool
    colour: str | None = None


class Headline(QLabel):
    """P(party wins) large, "the party wins" and the verdict word in its colour; the
    verdict is grey like the rest of the line while the line is greyed (the forecast
    being replaced) and while the forecast is not final ("so far").

    The three phrases wrap between each other, never inside one ("the party / wins" or a
    margin torn from its chance); when the label is narrower than its widest phrase, all
    three shrink together until it fits (down to `SMALLEST` of their size)."""

    SMALLEST = 0.5
    """The least fraction of their size the phrases shrink to in a narrow panel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ForecastHeadline")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.shown: tuple[Fraction | Estimate, str, str | None] | None = None
        """(chance, verdict word, its colour; None: not final), as last shown."""
        self.scale = 1.0
        """The fraction of their size the phrases are drawn at (1 unless too narrow)."""

    def show_chance(self, chance: Fraction | Estimate, word: str,
                    colour: str | None) -> None:
        """Show `chance` with its verdict `word` in `colour` (None: a verdict so far; an
        empty word: no verdict, as for a contest)."""
        self.shown = (chance, word, colour)
        self._draw()
        self.setToolTip(chance_tip(chance))

    def word_colour(self) -> str:
        """The colour the verdict word is drawn in now."""
        colour = self.shown[2] if self.shown is not None else None
        if colour is None or not self.isEnabled():
            return self.palette().color(QPalette.ColorGroup.Disabled,
                                        QPalette.ColorRole.WindowText).name()
        return colour

    def phrases(self) -> list[HeadlinePhrase]:
        """What the headline says, in its parts at their full size ([] before a chance)."""
        if self.shown is None:
            return []
        chance, word, _ = self.shown
        phrases = [HeadlinePhrase(chance_text(chance), 28, True),
                   HeadlinePhrase(translate("ForecastPanel", "the party wins"), 14, False)]
        if word:  # a contest has no verdict
            phrases.append(HeadlinePhrase(word, 16, True, self.word_colour()))
        return phrases

    def phrase_width(self, phrase: HeadlinePhrase, scale: float) -> float:
        """How many pixels `phrase` takes at `scale` times its size."""
        font = QFont(self.font())
        font.setPointSizeF(phrase.points * scale)
        font.setWeight(QFont.Weight.DemiBold if phrase.bold else QFont.Weight.Normal)
        return QFontMetricsF(font, self).horizontalAdvance(phrase.text)

    def _fitting_scale(self, phrases: list[HeadlinePhrase], width: int) -> float:
        widest = max((self.phrase_width(p, 1.0) for p in phrases), default=0.0)
        if widest <= width:
            return 1.0
        # A little under the exact ratio: glyph widths do not scale quite linearly.
        scale = math.floor(20 * width / widest) / 20
        while scale > self.SMALLEST and any(self.phrase_width(p, scale) > width
                                            for p in phrases):
            scale -= 0.05
        return max(scale, self.SMALLEST)

    def _draw(self) -> None:
        phrases = self.phrases()
        if not phrases:
            return
        self.scale = self._fitting_scale(phrases, self.contentsRect().width())
        spans = []
        for phrase in phrases:
            style = f"font-size:{phrase.points * self.scale:.1f}pt"
            if phrase.bold:
                style += "; font-weight:600"
            if phrase.colour is not None:
                style += f"; color:{phrase.colour}"
            spans.append(f"<nobr><span style='{style}'>{escape(phrase.text)}</span></nobr>")
        # Between phrases a no-break space then a space: a wide gap, and the only places
        # a line may break.
        self.setText("&nbsp; ".join(spans))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        smallest = max((self.phrase_width(p, self.SMALLEST) for p in self.phrases()),
                       default=0.0)
        margins = self.contentsMargins()
        return QSize(math.ceil(smallest) + margins.left() + margins.right(), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        phrases = self.phrases()
        if phrases and self._fitting_scale(phrases, self.contentsRect().width()) != self.scale:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.EnabledChange, QEvent.Type.PaletteChange,
                            QEvent.Type.FontChange):
            self._draw()


def _sitting_out(result: ForecastResult) -> str:
    """What a contest does with a side of several: only each side's best at the
    contest's stat takes part (`core.conflict.contest`), the others change nothing; said
    with their names ("" when each side has one)."""
    contest = result.scene.contest
    assert contest is not None
    others = [c.name for c in result.scene.combatants
              if c is not contest.party and c is not contest.opposition]
    if not others:
        return ""
    conflict = result.request.ruleset.model.conflicts.get(result.scene.conflict)
    rules = conflict.contest if conflict is not None else None
    stat = conflict.stats[rules.stat].label if conflict is not None and rules is not None \
        else ""
    return "\n" + translate(
        "ForecastPanel", "A contest pits each side's best at {stat} against the other's; "
        "the rest of each side changes nothing. Sitting out: {names}.").format(
            stat=stat, names=", ".join(others))


class ForecastPanel(QWidget):
    """Shows a `ForecastResult`, or why there is none.

    Signals:
        pair_activated(int, int): a threat matrix cell was double-clicked (attacker,
            defender, by combatant index).
    """

    pair_activated = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ForecastPanel")
        self.result: ForecastResult | None = None
        self.headline = Headline(self)
        self.kind = QLabel(self)
        self.kind.setObjectName("ForecastKind")
        self.kind.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("SimulationProgress")
        self.progress.setVisible(False)
        self.partial: ForecastProgressed | None = None
        """The estimate so far of the fight being simulated (None when none is)."""
        self.attempt: ExactAttempt | None = None
        """How far the exact attempt being shown has gone (None when none is)."""
        self.status = QLabel(translate("ForecastPanel", _NO_SIDES), self)
        self.status.setObjectName("ForecastStatus")
        self.status.setWordWrap(True)
        self.casualties = CasualtyModel(self)
        self.who = QTableView(self)
        self.who.setObjectName("WhoGoesDown")
        self.who.setModel(self.casualties)
        self.who.verticalHeader().setVisible(False)
        self.who.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.who.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Names wrap between words where the pane is narrow; the rows follow (`_fit_who`).
        # As high as their text, as the rows were before they wrapped (no editor opens
        # here: no room kept for one, which WrappedRows keeps by default).
        self.who.verticalHeader().setMinimumSectionSize(1)
        self.who.verticalHeader().setDefaultSectionSize(1)
        self.who_rows = WrappedRows(self.who)
        self.who_rows.resized.connect(self._fit_who)
        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName("RoundsPlot")
        self._label_plot(contest=False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.costs = QLabel(self)
        self.costs.setObjectName("ForecastCosts")
        self.costs.setWordWrap(True)
        self.matrix_title = QLabel(translate(
            "ForecastPanel", "<b>Threat matrix</b>: P(a hit), attacker (row) against defender "
            "(column); double-click for the odds"), self)
        self.matrix_title.setWordWrap(True)
        self.threats = ThreatMatrixModel(self)
        self.matrix = ThreatMatrixView(self.threats, self)
        self.matrix.doubleClicked.connect(self._on_matrix_double_clicked)
        self.matrix.activated.connect(self._on_matrix_double_clicked)
        self.walkover = QSpinBox(self)
        self.walkover.setObjectName("walkover_spin")
        self.walkover.setRange(2, 100)
        self.walkover.setSuffix("%")
        self.deadly = QSpinBox(self)
        self.deadly.setObjectName("deadly_spin")
        self.deadly.setRange(1, 99)
        self.deadly.setSuffix("%")
        self.settings = UiSettings()
        walkover, deadly = self.settings.verdict_bands
        self.walkover.setValue(walkover)
        self.deadly.setValue(deadly)
        self.walkover.valueChanged.connect(self._on_bands_changed)
        self.deadly.valueChanged.connect(self._on_bands_changed)
        pairs = []
        for text, spin in ((translate("ForecastPanel", "Verdict: walkover from"),
                            self.walkover),
                           (translate("ForecastPanel", "deadly below"), self.deadly)):
            pair = QWidget(self)
            pair_row = QHBoxLayout(pair)
            pair_row.setContentsMargins(0, 0, 0, 0)
            label = QLabel(text, pair)
            label.setBuddy(spin)
            pair_row.addWidget(label)
            pair_row.addWidget(spin)
            pairs.append(pair)
        # Side by side where they fit, one under the other in a narrow pane.
        self.bands_row = flow_row(self, *pairs)
        self.readings = QLabel(self)
        self.readings.setObjectName("ForecastReadings")
        self.readings.setWordWrap(True)
        self.readings.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        for widget in (self.headline, self.kind, self.progress, self.bands_row, self.status,
                       self.who, self.plot,
                       self.costs, self.matrix_title, self.matrix, self.readings):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.show_message(translate("ForecastPanel", _NO_SIDES))

    def bands(self) -> tuple[float, float]:
        """The verdict thresholds as chances: (walkover from, deadly below)."""
        return self.walkover.value() / 100, self.deadly.value() / 100

    def _on_bands_changed(self, _value: int) -> None:
        walkover, deadly = self.walkover.value(), self.deadly.value()
        if not 0 < deadly < walkover <= 100:
            return  # the two are being moved past each other; wait for a sensible pair
        self.settings.verdict_bands = (walkover, deadly)
        attempt = self.attempt
        if self.result is not None:
            self.show_result(self.result)
        elif self.partial is not None:
            self.show_progress(self.partial)
        if attempt is not None:  # the forecast shown is still the previous one, greyed
            self._show_attempt(attempt)

    def follow(self, worker: ForecastWorker) -> None:
        """Show what `worker` reports: its forecasts, how far the one being worked out
        has got, and why one could not be made."""
        worker.computed.connect(self.show_result)
        worker.progressed.connect(self.show_progress)
        worker.failed.connect(self._on_worker_failed)

    def _on_worker_failed(self, _request: object, reason: str) -> None:
        self.show_failure(reason)

    # -- states -------------------------------------------------------------------------
    def show_failure(self, reason: str) -> None:
        """A forecast could not be made: why, in red (the core's problems are marked for
        translation; a file's stay as said)."""
        self.show_message(translate("Forecast", reason), error=True)

    def show_message(self, text: str, *, error: bool = False) -> None:
        """No forecast: say why (an error in red)."""
        self.result = None
        self.partial = None
        self.attempt = None
        self.progress.setVisible(False)
        self.setEnabled(True)
        self._grey(False)
        self.status.setText(text)
        self.status.setStyleSheet("color: #b91c1c;" if error else "")
        self.status.setVisible(True)
        for widget in (self.headline, self.kind, self.bands_row, self.who, self.plot,
                       self.costs, self.matrix_title, self.matrix, self.readings):
            widget.setVisible(False)

    def show_working(self) -> None:
        """A new forecast is on its way (the last one stays, greyed)."""
        working = " · " + translate("ForecastPanel", "working…")
        self.kind.setText(self.kind.text().split(working)[0] + working)
        self.setEnabled(False)

    def show_progress(self, progressed: ForecastProgressed) -> None:
        """Show how far the fight being worked out has got: its exact attempt, or the
        estimate so far of its simulation (in the GUI's order, simulated while the
        attempt waits, then kept while the attempt goes on), never as final."""
        so_far = progressed.so_far
        if isinstance(so_far, FightForecast):  # the attempt was refused
            # The fights simulated so far are counted once, on the progress bar.
            self._show_estimate(progressed, so_far, translate(
                "ForecastPanel", "Estimate so far from the fights simulated, seed {seed} "
                "(too many states to solve exactly); the verdict waits for the last "
                "fight").format(seed=so_far.seed))
            self._show_simulating(so_far)
        elif so_far.estimate is None:
            self._show_attempt(so_far)
        elif not so_far.estimate.final:  # simulated while the attempt waits
            estimate = so_far.estimate
            self._show_estimate(progressed, estimate, localized(translate(
                "ForecastPanel", "Estimate so far from the fights simulated, seed {seed}, "
                "while the exact attempt waits at {weighed:,} moves evaluated; the verdict "
                "waits for the answer"), seed=str(estimate.seed), weighed=so_far.weighed))
            self._show_simulating(estimate)
        else:  # every fight played: the attempt goes on, an exact answer would replace it
            estimate = so_far.estimate
            self._show_estimate(progressed, estimate, localized(translate(
                "ForecastPanel", "Estimate from {fights:,} simulated fights, seed {seed}, "
                "while the fight is still being solved exactly: an exact answer replaces "
                "it if one is found; the verdict waits for the answer"),
                fights=estimate.fights, seed=str(estimate.seed)))
            self._show_weighed(so_far)

    def _show_attempt(self, attempt: ExactAttempt) -> None:
        """The exact attempt under way: a progress bar of the moves weighed against the
        bound past which the fight is simulated instead; the previous forecast stays,
        greyed (none: a line says what is going on)."""
        self.attempt = attempt
        self.setEnabled(True)
        self._grey(True)
        found = self._show_weighed(attempt)
        if self.result is None and self.partial is None:  # nothing shown yet to grey
            self.status.setText(found)
            self.status.setStyleSheet("")
            self.status.setEnabled(True)
            self.status.setVisible(True)

    def _show_weighed(self, attempt: ExactAttempt) -> str:
        """The progress bar at the exact attempt's moves weighed (its tooltip: the
        rounds' starts found); returns the tooltip."""
        self.progress.setVisible(True)
        self.progress.setRange(0, attempt.max_weighed)
        self.progress.setValue(attempt.weighed)
        # Short, on one line in a narrow pane; what the numbers mean is in the tooltip.
        self._set_bar_text(localized(translate(
            "ForecastPanel", "Solving exactly: {weighed:,} of {bound:,} moves"),
            weighed=attempt.weighed, bound=attempt.max_weighed))
        found = localized(translate(
            "ForecastPanel", "Trying to solve the fight exactly: {weighed:,} moves evaluated "
            "and {starts:,} rounds' starts found so far. Past {bound:,} moves the fight is "
            "simulated instead, and the estimate is shown as it refines."),
            weighed=attempt.weighed, starts=attempt.starts, bound=attempt.max_weighed)
        self.progress.setToolTip(found)
        return found

    def _show_simulating(self, fight: FightForecast) -> None:
        """The progress bar at the fights simulated so far."""
        self.progress.setVisible(True)
        self.progress.setToolTip("")
        self.progress.setRange(0, fight.planned)
        self.progress.setValue(fight.fights)
        self._set_bar_text(localized(translate(
            "ForecastPanel", "Simulating: {fights:,} of {planned:,} fights"),
            fights=fight.fights, planned=fight.planned))

    def _set_bar_text(self, text: str) -> None:
        """The progress bar's text, never wrapped nor cut: the bar is at least as wide as
        it (the pane's least width follows)."""
        self.progress.setFormat(text)
        # Digits are as wide as each other in the fonts used: the text as it grows keeps
        # its width, so the pane does not change its least width at each report.
        wide = self.progress.fontMetrics().horizontalAdvance(text)
        least = wide + 2 * self.progress.style().pixelMetric(
            QStyle.PixelMetric.PM_ProgressBarChunkWidth) + 16
        if least > self.progress.minimumWidth():
            self.progress.setMinimumWidth(least)

    def _grey(self, grey: bool) -> None:
        """Grey the forecast shown (or not), all but the progress bar."""
        for widget in (self.headline, self.kind, self.bands_row, self.status, self.who,
                       self.plot, self.costs, self.matrix_title, self.matrix, self.readings):
            widget.setEnabled(not grey)

    def _show_estimate(self, progressed: ForecastProgressed, fight: FightForecast,
                       kind: str) -> None:
        """Show an estimate that is not the answer yet (`kind` says why): the chance with
        its margin, the verdict greyed as "so far", who goes down and the rounds (the
        costs, the threat matrix and the readings wait for the answer); the caller sets
        the progress bar."""
        self.result = None
        self.partial = progressed
        self.attempt = None
        self.setEnabled(True)
        self._grey(False)
        self.status.setVisible(False)
        for widget in (self.headline, self.kind, self.bands_row):
            widget.setVisible(True)
        self._label_plot(contest=False)  # only a fight is simulated
        for widget in (self.costs, self.matrix, self.matrix_title, self.readings):
            widget.setVisible(False)
        word, _ = verdict(fight.p_party_wins, self.bands())
        so_far = translate("ForecastPanel", "{verdict} so far").format(
            verdict=translate("ForecastPanel", word))
        self.headline.show_chance(fight.p_party_wins, so_far, None)
        self.kind.setText(kind + self._show_fight(fight, result=None))

    def show_result(self, result: ForecastResult) -> None:
        """Show a finished forecast."""
        self.result = result
        self.partial = None
        self.attempt = None
        self.progress.setVisible(False)
        self.setEnabled(True)
        self._grey(False)
        scene = result.scene
        self.status.setVisible(False)
        for widget in (self.headline, self.kind, self.bands_row, self.readings):
            widget.setVisible(True)
        contest = scene.contest is not None
        # A contest risks nobody's life: a fight's verdict (walkover, deadly) would
        # mislead, so its chance stands alone and the thresholds are not offered.
        self.bands_row.setVisible(not contest)
        self._label_plot(contest=contest)
        if scene.contest is not None:
            chance: Fraction | Estimate = scene.contest.p_party_wins
            kind = translate("ForecastPanel", "Exact · contest: {party} against {opposition}, "
                             "expected {exchanges:.1f} exchanges")
            kind = localized(
                kind, party=scene.contest.party.name, opposition=scene.contest.opposition.name,
                exchanges=float(scene.contest.expected_exchanges)) + _sitting_out(result)
            self._show_rounds({k: v for k, v in scene.contest.exchanges.items()},
                              translate("ForecastPanel", "exchanges"))
            self.who.setVisible(False)
            self.costs.setVisible(False)
            self.matrix.setVisible(False)
            self.matrix_title.setVisible(False)
        else:
            fight = scene.fight
            assert fight is not None
            chance = fight.p_party_wins
            if fight.exact:
                kind = translate("ForecastPanel", "Exact · {states:,} fight states solved")
            else:
                kind = translate("ForecastPanel", "Estimate from {fights:,} simulated fights, "
                                 "seed {seed} (too many states to solve exactly); margins are "
                                 "95% intervals")
            kind = localized(kind, states=fight.states, fights=fight.fights,
                             seed=str(fight.seed))
            kind += self._show_fight(fight, result)
            self._show_matrix(result)
        word, colour = verdict(chance, self.bands())
        self.headline.show_chance(chance, "" if contest else translate("ForecastPanel", word),
                                  colour)
        self.kind.setText(kind)
        used = scene.fight.notes if scene.fight is not None else ()
        self.readings.setText(translate("ForecastPanel", "<b>How the rules are read</b>")
                              + "<br>" + "<br>".join(
            f"<i>{note.topic}</i>: {note.text}" for note in scene.readings)
                              + ("<br><br>" + translate("ForecastPanel",
                                                        "<b>Readings this forecast used</b>")
                                 + "<br>" + "<br>".join(translate("Forecast", note)
                                                        for note in used) if used else ""))

    # -- parts --------------------------------------------------------------------------
    def _label_plot(self, *, contest: bool) -> None:
        """Title and axis of the plot of when the fight, or the contest, ends."""
        # Short enough for the plot's height at any text size; the title says the rest.
        if contest:
            self.plot.setLabel("left", translate("ForecastPanel", "% of contests"))
            self.plot.setTitle(translate("ForecastPanel", "When the contest ends"), size="9pt")
        else:
            self.plot.setLabel("left", translate("ForecastPanel", "% of fights"))
            self.plot.setTitle(translate("ForecastPanel", "When the fight ends"), size="9pt")
        # Tall enough for the axis's label along it (a longer word, larger text), with
        # room for the title and the bottom axis.
        label = self.plot.getAxis("left").label.boundingRect().width()  # drawn upright
        lines = QFontMetricsF(self.plot.font()).height()
        tall = max(150, math.ceil(label + 5 * lines))
        self.plot.setMinimumHeight(tall)
        self.plot.setMaximumHeight(max(220, tall))

    def _show_fight(self, fight: FightForecast, result: ForecastResult | None) -> str:
        """Show who goes down, the rounds and (once finished) the costs; returns the
        expected rounds for the kind line."""
        self._show_who(fight, result.scene.kills if result is not None else any(
            _value(p) for p in fight.p_killed))
        self._show_rounds(dict(fight.rounds), translate("ForecastPanel", "rounds"))
        if result is not None:
            self._show_costs(result)
        drawn = ""
        if _value(fight.p_draw):
            drawn = " · " + translate("ForecastPanel", "both sides go down {chance}").format(
                chance=chance_text(fight.p_draw))
        return " · " + translate("ForecastPanel", "expected {rounds} rounds").format(
            rounds=expected_text(fight.expected_rounds)) + drawn

    def _show_who(self, fight: FightForecast, kills: bool) -> None:
        self.who.setVisible(True)
        self.casualties.set_fight(fight)
        self.who.setColumnHidden(3, not kills)
        self.who_rows.measure()

    def _fit_who(self) -> None:
        """The who-goes-down table as high as its (wrapped) rows, and never so narrow
        that a name's longest word or the first column's title would not fit (the
        names wrap between words in a narrow pane)."""
        header = self.who.horizontalHeader()
        metrics = self.who.fontMetrics()
        words = [word for row in range(self.casualties.rowCount())
                 for word in str(self.casualties.index(row, 0).data() or "").split()]
        padding = 2 * (self.who.style().pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.who) + 1) + 4
        first = max([header.sectionSizeFromContents(0).width(),
                     *(metrics.horizontalAdvance(word) + padding for word in words)])
        others = sum(header.sectionSize(column) for column in range(1, header.count())
                     if not header.isSectionHidden(column))
        self.who.setMinimumWidth(first + others + 2 * self.who.frameWidth())
        self.who.setFixedHeight(header.height() + 4 + sum(
            self.who.rowHeight(r) for r in range(self.casualties.rowCount())))

    def _show_rounds(self, rounds: dict[int, Fraction | Estimate], unit: str) -> None:
        self.plot.setVisible(True)
        self.plot.clear()
        self.plot.setLabel("bottom", unit)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for name in ("left", "bottom"):
            axis = self.plot.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        shown = {n: 100 * _value(p) for n, p in sorted(rounds.items()) if _value(p) >= 0.0005}
        self.plot.getAxis("bottom").setTicks([[(n, str(n)) for n in shown]])
        if shown:
            bars = pg.BarGraphItem(x=list(shown), height=list(shown.values()), width=0.7,
                                   brush=pg.mkBrush("#2563eb"))
            self.plot.addItem(bars)

    def _show_costs(self, result: ForecastResult) -> None:
        """What each side spends on average and Riskbreaker's price of the opposition,
        a line each, the figures after a colon (a ruleset's pool names keep their own
        capitals there, wherever they fall in a translated sentence)."""
        fight = result.scene.fight
        assert fight is not None
        lines = []
        for side, spent in fight.spent.items():
            used = [f"{self._pool_label(result, name)} {expected_text(v, 2)}"
                    for name, v in spent.items() if _value(v)]
            if used:
                spends = (translate("ForecastPanel", "The party's average spend: {spent}")
                          if side == PARTY else
                          translate("ForecastPanel", "The opposition's average spend: "
                                    "{spent}"))
                lines.append(spends.format(spent=", ".join(used)))
        budget = result.scene.budget
        if budget is not None:
            if budget.goal:
                lines.append(translate(
                    "ForecastPanel", "Opposition cost: {cost} Advantage of {goal} ({share}% "
                    "of a balanced goal, the party's levels added up)").format(
                    cost=budget.cost, goal=budget.goal,
                    share=share_text(budget.cost, budget.goal)))
            else:
                lines.append(translate(
                    "ForecastPanel", "Opposition cost: {cost} Advantage, against no balanced "
                    "goal (the party's levels add up to 0)").format(cost=budget.cost))
        self.costs.setText("\n".join(lines))
        self.costs.setVisible(bool(lines))

    @staticmethod
    def _pool_label(result: ForecastResult, name: str) -> str:
        """A pool of the fight's conflict as the ruleset names it."""
        conflict = result.request.ruleset.model.conflicts.get(result.scene.conflict)
        pool = conflict.pools.get(name) if conflict is not None else None
        return pool.label if pool is not None else name.replace("_", " ")

    def _show_matrix(self, result: ForecastResult) -> None:
        self.matrix.setVisible(bool(result.pairs))
        self.matrix_title.setVisible(bool(result.pairs))
        self.threats.set_result(result, is_dark(self.palette()))
        self.matrix.fit()

    def _on_matrix_double_clicked(self, index: QModelIndex) -> None:
        found = self.threats.pair_at(index.row(), index.column())
        if found is not None:
            self.pair_activated.emit(*found)

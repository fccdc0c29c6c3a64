"""ForecastWorker: forecasts encounters off the GUI thread, newest request wins.

A small fight is solved exactly in milliseconds. A larger one is attempted exactly until
the count bounds refuse it, and then simulated (a fixed number of fights); the worker
reports how far the attempt has gone every thousand moves weighed and the estimate so far
every thousand fights (`progressed`), and a newer request stops the work at its next
report. For a first number sooner, an attempt past `ESTIMATE_FIRST_AFTER` moves waits
while the fight is simulated, then goes on with the estimate shown (`forecast_fight`'s
`estimate_first_after`): the answer is the one `gm-assistant encounter` gives, exact or
the same seeded estimate. The GUI thread only draws.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Signal

from gm_assistant.core.conflict.forecast import (
    ESTIMATE_FIRST_AFTER,
    Estimate,
    ForecastProgress,
    ForecastSoFar,
    PairOdds,
    pair_odds,
)
from gm_assistant.core.conflict.scene import SceneForecast, forecast_scene
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.background import SerialWorker
from gm_assistant.ui.i18n import localized

__all__ = ["MAX_LEVELS", "MAX_VARIED", "ForecastCancelled", "ForecastProgressed",
           "ForecastRequest", "ForecastResult", "ForecastWorker", "stat_values", "suggest"]

MAX_PAIRS = 64
"""The threat matrix is worked out for at most this many attacker-defender pairs."""


@dataclass(frozen=True)
class ForecastRequest:
    """One encounter to forecast; `serial` orders requests (the newest wins)."""

    serial: int
    ruleset: Ruleset
    encounter: object  # a core Encounter (kept opaque to the thread plumbing)
    folders: tuple[object, ...] | None = None
    vary: int | None = None
    """An opposition line whose count (or stat `what`) is tried at every value (design
    to a target), instead of the forecast with pairings."""
    what: str = "count"
    """What of the varied line: "count", or one of the conflict's stats."""
    document: object | None = None
    """The file the encounter was read from, when it is unchanged since (a problem is
    then located at its line)."""
    now: object | None = None
    """Where the Table stands (a core `TableNow`): the rest of the fight is forecast from
    there (`forecast_scene`'s `now`)."""
    edited: object | None = None
    """Sheets open for editing, by resolved file, detached copies (a core `Edited`): a
    line whose file is one of them fields the sheet as edited (`forecast_scene`'s)."""


MAX_VARIED = 8
"""The counts tried when a line's count is varied: 1 to this."""
MAX_LEVELS = 12
"""The most values of a stat tried (a wider range: the ones around its current value)."""


@dataclass(frozen=True)
class ForecastResult:
    """The scene's forecast and, for a fight, every pairing's odds; or, for a varied
    line, P(party wins) at each count of it."""

    request: ForecastRequest
    scene: SceneForecast
    pairs: dict[tuple[int, int], PairOdds]
    curve: dict[object, Fraction | Estimate] = field(default_factory=dict)
    """P(party wins) at each value tried, in the order tried (counts, or a stat's levels
    from the lowest)."""


@dataclass(frozen=True)
class ForecastProgressed:
    """How far a request's fight has got: its exact attempt (`ExactAttempt`: moves
    weighed so far), or, once it is simulated, its estimate so far (a `FightForecast`
    that is not final)."""

    request: ForecastRequest
    so_far: ForecastSoFar


class ForecastCancelled(Exception):
    """A newer request came while this one was being worked out: it stops there."""


def compute(request: ForecastRequest,
            progress: ForecastProgress | None = None,
            wanted: Callable[[], bool] | None = None) -> ForecastResult:
    """The forecast of a request (in a worker thread); `progress` is told how far the
    fight has got (its exact attempt, then the estimate so far of its simulation) and may
    raise to stop it. Once `wanted()` turns False the work stops (`ForecastCancelled`)
    between the pairings' odds, and a varied line's forecasts (which report nothing)
    between values tried and at their fights' reports."""
    from gm_assistant.core.conflict.encounter import Encounter

    assert isinstance(request.encounter, Encounter)
    if request.vary is not None:
        return _vary(request, request.encounter, request.vary, wanted)
    scene = forecast_scene(request.ruleset, request.encounter,
                           request.document,  # type: ignore[arg-type]
                           folders=request.folders,  # type: ignore[arg-type]
                           progress=progress,
                           now=request.now,  # type: ignore[arg-type]
                           edited=request.edited,  # type: ignore[arg-type]
                           estimate_first_after=ESTIMATE_FIRST_AFTER)
    pairs: dict[tuple[int, int], PairOdds] = {}
    if scene.fight is not None:
        fighters = scene.combatants
        facing = [(a, d) for a in range(len(fighters)) for d in range(len(fighters))
                  if fighters[a].side != fighters[d].side]
        for attacker, defender in facing[:MAX_PAIRS]:
            if wanted is not None and not wanted():
                raise ForecastCancelled
            pairs[(attacker, defender)] = pair_odds(request.ruleset, scene.conflict,
                                                    fighters, attacker, defender)
    return ForecastResult(request, scene, pairs)


def _vary(request: ForecastRequest, encounter: object, line: int,
          wanted: Callable[[], bool] | None) -> ForecastResult:
    from gm_assistant.core.conflict.encounter import MAX_MEMBERS, Encounter, EncounterMember

    assert isinstance(encounter, Encounter)
    member = encounter.opposition[line]
    tried: list[tuple[object, EncounterMember]] = []  # (value, the member with it)
    if request.what == "count":
        others = sum(m.count for m in [*encounter.party, *encounter.opposition]) \
            - member.count
        for count in range(1, min(MAX_VARIED, MAX_MEMBERS - others) + 1):
            tried.append((count, member.model_copy(update={"count": count})))
    else:
        for value in stat_values(request.ruleset, encounter, line, request.what,
                                 request.folders):
            settings = {**member.set, request.what: value}
            tried.append((value, member.model_copy(update={"set": settings})))
    def check(_so_far: ForecastSoFar | None = None) -> None:
        if wanted is not None and not wanted():
            raise ForecastCancelled

    curve: dict[object, Fraction | Estimate] = {}
    scene = None
    for tried_value, changed in tried:
        check()
        opposition = list(encounter.opposition)
        opposition[line] = changed
        scene = forecast_scene(request.ruleset,
                               encounter.model_copy(update={"opposition": opposition}),
                               folders=request.folders,  # type: ignore[arg-type]
                               progress=check,
                               edited=request.edited)  # type: ignore[arg-type]
        if scene.fight is not None:
            curve[tried_value] = scene.fight.p_party_wins
        elif scene.contest is not None:
            curve[tried_value] = scene.contest.p_party_wins
    assert scene is not None
    return ForecastResult(request, scene, {}, curve)


def stat_values(ruleset: Ruleset, encounter: object, line: int, stat_name: str,
                folders: tuple[object, ...] | None) -> list[int | str]:
    """The values of a stat tried for an opposition line: every level of its scale, or
    every number of its range, at most MAX_LEVELS around the line's value now."""
    from gm_assistant.core.conflict.encounter import Encounter
    from gm_assistant.core.conflict.scene import line_on_its_sheet

    assert isinstance(encounter, Encounter)
    conflict = ruleset.model.conflicts[encounter.conflict or next(iter(ruleset.model.conflicts))]
    stat = conflict.stats[stat_name]
    values: list[int | str]
    if stat.scale is not None:
        values = list(ruleset.scales[stat.scale].keys)
    else:
        assert stat.range is not None
        values = list(range(stat.range.min, stat.range.max + 1))
    if len(values) <= MAX_LEVELS:
        return values
    now = encounter.opposition[line].set.get(stat_name)
    if now is None:
        now = line_on_its_sheet(ruleset, encounter, "opposition", line,
                                folders).stats[stat_name]  # type: ignore[arg-type]
    middle = values.index(now) if now in values else 0
    first = max(0, min(middle - MAX_LEVELS // 2, len(values) - MAX_LEVELS))
    return values[first:first + MAX_LEVELS]


def suggest(curve: dict[object, Fraction | Estimate], target: float) -> object | None:
    """The value whose P(party wins) is closest to `target` (the first tried on a tie)."""
    if not curve:
        return None
    order = {value: i for i, value in enumerate(curve)}
    return min(curve, key=lambda v: (abs(_value(curve[v]) - target), order[v]))


def _value(chance: Fraction | Estimate) -> float:
    return chance.value if isinstance(chance, Estimate) else float(chance)


class ForecastWorker(SerialWorker):
    """Forecasts encounters one at a time; a request that has not started is replaced,
    and one being worked out (attempted exactly or simulated) stops at its next report
    (so does one whose worker was deleted: its window closed).

    Signals:
        computed(ForecastResult): the newest request's forecast (from `SerialWorker`).
        failed(ForecastRequest, str): the newest request could not be forecast, and why
            (from `SerialWorker`).
        progressed(ForecastProgressed): how far the newest request has got: its exact
            attempt every thousand moves weighed, then its estimate so far every
            thousand simulated fights until the last (then `computed`).
    """

    progressed = Signal(object)
    def __init__(self, parent: QObject | None = None) -> None:
        self.newest = -1
        """The serial of the newest request (-1 once cancelled); read by the job."""
        super().__init__(self._compute, parent)
        self.reported.connect(self._on_reported)

    def request(self, request: ForecastRequest) -> None:
        """Compute `request` soon; a request being worked out stops at its next report."""
        self.newest = request.serial
        super().request(request)

    def cancel(self) -> None:
        """Drop the waiting request and stop the one being worked out."""
        self.newest = -1
        super().cancel()

    def _compute(self, request: ForecastRequest) -> ForecastResult:
        return compute(request, self._reporter(request), lambda: self._wanted(request))

    def _wanted(self, request: ForecastRequest) -> bool:  # in the worker thread
        # Stale, stopped (its window closing), or nobody left to tell: the worker went
        # with its window (closed, or the app quitting) while the fight was worked out.
        return shiboken6.isValid(self) and request.serial == self.newest \
            and self.wanted(request)

    def _reporter(self, request: ForecastRequest) -> ForecastProgress:
        def report(so_far: ForecastSoFar) -> None:  # in the worker thread
            if not self._wanted(request):
                raise ForecastCancelled
            self.report(ForecastProgressed(request, so_far))
        return report

    def _on_reported(self, progressed: object) -> None:
        assert isinstance(progressed, ForecastProgressed)
        if progressed.request.serial == self.newest:
            self.progressed.emit(progressed)


def fraction_tip(value: Fraction) -> str:
    """The exact fraction for a tooltip (shortened when it is very long)."""
    text = f"{value.numerator}/{value.denominator}"
    if len(text) <= 80:
        return text
    # The decimal in the interface's marks ("0,999983144904" in Spanish).
    return localized(QCoreApplication.translate("ForecastWorker", "{value:.12f} (exact "
                                                "fraction too long)"), value=float(value))

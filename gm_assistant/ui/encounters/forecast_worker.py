"""ForecastWorker: forecasts encounters off the GUI thread, newest request wins.

A small fight is solved exactly in milliseconds; a large one takes up to about two seconds
before it falls back to a labelled estimate. The GUI thread only draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from PySide6.QtCore import QObject

from gm_assistant.core.conflict.forecast import Estimate, PairOdds, pair_odds
from gm_assistant.core.conflict.scene import SceneForecast, forecast_scene
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.background import SerialWorker

__all__ = ["MAX_VARIED", "ForecastRequest", "ForecastResult", "ForecastWorker", "suggest"]

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
    """An opposition line whose count is tried from 1 to `MAX_VARIED` (design to a
    target), instead of the forecast with pairings."""


MAX_VARIED = 8
"""The counts tried when a line's count is varied: 1 to this."""


@dataclass(frozen=True)
class ForecastResult:
    """The scene's forecast and, for a fight, every pairing's odds; or, for a varied
    line, P(party wins) at each count of it."""

    request: ForecastRequest
    scene: SceneForecast
    pairs: dict[tuple[int, int], PairOdds]
    curve: dict[int, Fraction | Estimate] = field(default_factory=dict)


def compute(request: ForecastRequest) -> ForecastResult:
    """The forecast of a request (in a worker thread)."""
    from gm_assistant.core.conflict.encounter import Encounter

    assert isinstance(request.encounter, Encounter)
    if request.vary is not None:
        return _vary(request, request.encounter, request.vary)
    scene = forecast_scene(request.ruleset, request.encounter,
                           folders=request.folders)  # type: ignore[arg-type]
    pairs: dict[tuple[int, int], PairOdds] = {}
    if scene.fight is not None:
        fighters = scene.combatants
        wanted = [(a, d) for a in range(len(fighters)) for d in range(len(fighters))
                  if fighters[a].side != fighters[d].side]
        for attacker, defender in wanted[:MAX_PAIRS]:
            pairs[(attacker, defender)] = pair_odds(request.ruleset, scene.conflict,
                                                    fighters, attacker, defender)
    return ForecastResult(request, scene, pairs)


def _vary(request: ForecastRequest, encounter: object, line: int) -> ForecastResult:
    from gm_assistant.core.conflict.encounter import MAX_MEMBERS, Encounter

    assert isinstance(encounter, Encounter)
    others = sum(m.count for i, m in enumerate([*encounter.party, *encounter.opposition])
                 if i != len(encounter.party) + line)
    curve: dict[int, Fraction | Estimate] = {}
    scene = None
    for count in range(1, min(MAX_VARIED, MAX_MEMBERS - others) + 1):
        opposition = list(encounter.opposition)
        opposition[line] = opposition[line].model_copy(update={"count": count})
        tried = encounter.model_copy(update={"opposition": opposition})
        scene = forecast_scene(request.ruleset, tried,
                               folders=request.folders)  # type: ignore[arg-type]
        if scene.fight is not None:
            curve[count] = scene.fight.p_party_wins
        elif scene.contest is not None:
            curve[count] = scene.contest.p_party_wins
    assert scene is not None
    return ForecastResult(request, scene, {}, curve)


def suggest(curve: dict[int, Fraction | Estimate], target: float) -> int | None:
    """The count whose P(party wins) is closest to `target` (the smaller on a tie)."""
    if not curve:
        return None
    return min(curve, key=lambda n: (abs(_value(curve[n]) - target), n))


def _value(chance: Fraction | Estimate) -> float:
    return chance.value if isinstance(chance, Estimate) else float(chance)


class ForecastWorker(SerialWorker):
    """Forecasts encounters one at a time; a request that has not started is replaced.

    Signals (from `SerialWorker`):
        computed(ForecastResult): the newest request's forecast.
        failed(ForecastRequest, str): the newest request could not be forecast, and why.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(compute, parent)


def fraction_tip(value: Fraction) -> str:
    """The exact fraction for a tooltip (shortened when it is very long)."""
    text = f"{value.numerator}/{value.denominator}"
    return text if len(text) <= 80 else f"{float(value):.12f} (exact fraction too long)"

"""The forecast's tables as Qt models: who goes down, and the threat matrix.

Both are read-only views of a finished `ForecastResult`: text for the cell, the exact
fraction (or the estimate's margin) as its tooltip, and for the matrix a heat colour in
the outcome palette (dark themes get their own ramp) with a text colour that stays
readable on it.
"""

from __future__ import annotations

import textwrap
from fractions import Fraction

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.forecast import Estimate, FightForecast, PairOdds
from gm_assistant.core.probability_text import chance_text, percent_text
from gm_assistant.ui.common.forecast_worker import ForecastResult, fraction_tip
from gm_assistant.ui.i18n import localized
from gm_assistant.ui.theme import contrast_text, heat_colour

__all__ = ["CasualtyModel", "ThreatMatrixModel", "chance_tip", "expected_text"]

Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate

HEADER_WIDTH = 8
"""The narrowest the threat matrix's defender names wrap: about this many characters a
line (the view wraps them wider where the panel has room, `ThreatMatrixModel.wrap`)."""


def chance_tip(chance: Fraction | Estimate) -> str:
    """The exact fraction, or the estimate with its 95% interval, for a tooltip."""
    if isinstance(chance, Estimate):
        return translate("CasualtyModel", "Estimate from simulated fights: {value}, 95% "
                         "interval {low} to {high}").format(
            value=percent_text(chance.value, 2), low=percent_text(chance.low, 2),
            high=percent_text(chance.high, 2))
    return translate("CasualtyModel", "Exact: {fraction}").format(fraction=fraction_tip(chance))


def expected_text(value: Fraction | Estimate, digits: int = 1) -> str:
    """An expected number (rounds, pool units) to `digits` places; an estimate with its
    95% margin, one place more so that a narrow margin does not show as 0 ("4.21 ±
    0.03")."""
    if isinstance(value, Estimate):
        return localized("{value:.{places}f} ± {margin:.{places}f}", value=value.value,
                         margin=value.margin, places=digits + 1)
    return localized("{value:.{places}f}", value=float(value), places=digits)


class CasualtyModel(QAbstractTableModel):
    """Each combatant's chance of going down: name, side, P(out), P(killed)."""

    HEADERS = (str(QT_TRANSLATE_NOOP("CasualtyModel", "Combatant")),
               str(QT_TRANSLATE_NOOP("CasualtyModel", "Side")),
               str(QT_TRANSLATE_NOOP("CasualtyModel", "P(out)")),
               str(QT_TRANSLATE_NOOP("CasualtyModel", "P(killed)")))
    """Column titles (shown translated)."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.fight: FightForecast | None = None

    def set_fight(self, fight: FightForecast | None) -> None:
        self.beginResetModel()
        self.fight = fight
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.fight is None:
            return 0
        return len(self.fight.combatants)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(self.HEADERS):
            return translate("CasualtyModel", self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.fight is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self.fight.combatants) and 0 <= column < len(self.HEADERS)):
            return None
        combatant = self.fight.combatants[row]
        chance = (self.fight.p_out[row] if column == 2 else
                  self.fight.p_killed[row] if column == 3 else None)
        if role == Qt.ItemDataRole.DisplayRole:
            if chance is not None:
                return chance_text(chance)
            if column == 0:
                return combatant.name
            return (translate("CasualtyModel", "party") if combatant.side == PARTY
                    else translate("CasualtyModel", "opposition"))
        if role == Qt.ItemDataRole.ToolTipRole and chance is not None:
            return chance_tip(chance)
        if role == Qt.ItemDataRole.TextAlignmentRole and chance is not None:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class ThreatMatrixModel(QAbstractTableModel):
    """Every attacker (row) against every defender (column): P(a hit) as a heat map; the
    tooltip has the exact fraction, the sizes of a hit and the attacks it takes to take
    the defender out. A cell of two fighters on one side shows a dash."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.result: ForecastResult | None = None
        self.attackers: list[int] = []
        self.defenders: list[int] = []
        self.dark = False
        self.wrap = HEADER_WIDTH
        """The defenders' names wrap at about this many characters a line."""

    def set_wrap(self, chars: int) -> None:
        """Wrap the defenders' names at about `chars` characters a line."""
        if chars != self.wrap:
            self.wrap = chars
            if self.defenders:
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                            len(self.defenders) - 1)

    def set_result(self, result: ForecastResult | None, dark: bool = False) -> None:
        self.beginResetModel()
        self.result = result
        self.dark = dark
        pairs = result.pairs if result is not None else {}
        self.attackers = sorted({a for a, _ in pairs})
        self.defenders = sorted({d for _, d in pairs})
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.attackers)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.defenders)

    def pair_at(self, row: int, column: int) -> tuple[int, int] | None:
        """(attacker, defender) by combatant index for a cell of two opponents."""
        if not (0 <= row < len(self.attackers) and 0 <= column < len(self.defenders)):
            return None
        found = (self.attackers[row], self.defenders[column])
        return found if self.result is not None and found in self.result.pairs else None

    def _pair(self, row: int, column: int) -> PairOdds | None:
        found = self.pair_at(row, column)
        return None if found is None or self.result is None else self.result.pairs[found]

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) \
                or self.result is None:
            return None
        fighters = self.result.scene.combatants
        names = self.attackers if orientation == Qt.Orientation.Vertical else self.defenders
        if not 0 <= section < len(names):
            return None
        name = fighters[names[section]].name
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            # Defenders' names over narrow columns: on lines of their own words, not cut.
            return "\n".join(textwrap.wrap(name, self.wrap, break_long_words=False)) or name
        return name

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.result is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self.attackers) and 0 <= column < len(self.defenders)):
            return None
        pair = self._pair(row, column)
        if pair is None:
            if role == Qt.ItemDataRole.DisplayRole:
                return "—"
            return (translate("ThreatMatrixModel", "Same side")
                    if role == Qt.ItemDataRole.ToolTipRole else None)
        if role == Qt.ItemDataRole.DisplayRole:
            return percent_text(pair.p_hit, 0)
        if role == Qt.ItemDataRole.ToolTipRole:
            fighters = self.result.scene.combatants
            attacks = (translate("ThreatMatrixModel", "never takes them out")
                       if pair.expected_attacks is None else
                       localized(translate("ThreatMatrixModel", "{attacks:.1f} attacks to "
                                           "take them out"),
                                 attacks=float(pair.expected_attacks)))
            harm = ", ".join(f"{size}: {percent_text(p, 0)}" for size, p in pair.harm.items())
            return translate("ThreatMatrixModel", "{attacker} against {defender}\n"
                             "P(a hit) exact: {fraction}\nSize of a hit: {sizes}\n"
                             "{attacks}").format(
                attacker=fighters[self.attackers[row]].name,
                defender=fighters[self.defenders[column]].name,
                fraction=fraction_tip(pair.p_hit),
                sizes=harm or translate("ThreatMatrixModel", "none"), attacks=attacks)
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            colour = heat_colour(float(pair.p_hit), self.dark)
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(colour)
            return QBrush(QColor(contrast_text(colour)))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

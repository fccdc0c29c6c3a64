"""The forecast's headline in a narrow panel, at text size 1.25, in English and Spanish:
its lines break between its three phrases (the chance, "the party wins", the verdict),
never inside one ("gana el / grupo", "100,00% ± / 0,04%"); no line is wider than the
label, whose height holds them all; in a panel narrower than its widest phrase the
phrases shrink until that one fits. The lines are laid out here with the label's font
and width (QTextDocument), as QLabel lays them out."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument, QTextOption
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.forecast import Estimate
from gm_assistant.ui.common.forecast_panel import VERDICTS, Headline
from gm_assistant.ui.i18n import apply_language

translate = QCoreApplication.translate

CHANCES = (Fraction(191, 1000), Estimate(0.99996, 0.9996, 1.0), Estimate(0.5, 0.486, 0.514))
WIDTHS = range(100, 561, 20)
"""Label widths tried (pixels): those below its minimum size hint are left out, as a
layout never makes it narrower."""


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert apply_language(request.param) == ""
    yield request.param
    apply_language("en")


def _lines(headline: Headline) -> list[tuple[str, float]]:
    """The headline's lines (text, no-break spaces as spaces) and the width of what each
    shows."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(headline.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as QLabel's word wrap does
    document.setDefaultTextOption(option)
    document.setHtml(headline.text())
    document.setTextWidth(headline.contentsRect().width())
    assert document.size().height() <= headline.height() + 1, "the label cuts a line off"
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            text = block.text()[line.textStart():line.textStart() + line.textLength()]
            text = text.replace("\N{NO-BREAK SPACE}", " ")
            # What shows: the spaces a line ends on (the gap before the next phrase) hang.
            end = line.textStart() + len(text.rstrip())
            shown = _x(line.cursorToX(end)) - _x(line.cursorToX(line.textStart()))
            lines.append((text, shown))
        block = block.next()
    return lines


def _x(answer: float | tuple[float, int]) -> float:
    """QTextLine.cursorToX's x (PySide6 returns it with the cursor position)."""
    return answer[0] if isinstance(answer, tuple) else answer


def _words() -> list[str]:
    words = [translate("ForecastPanel", word) for _, word, _ in VERDICTS]
    so_far = translate("ForecastPanel", "{verdict} so far")
    return words + [so_far.format(verdict=word) for word in words]


def test_the_headline_breaks_between_phrases_only(qtbot: QtBot, language: str) -> None:
    headline = Headline()
    qtbot.addWidget(headline)
    font = QFont(headline.font())
    font.setPointSizeF(font.pointSizeF() * 1.25)
    headline.setFont(font)
    headline.show()
    wins = translate("ForecastPanel", "the party wins")
    assert (wins == "gana el grupo") == (language == "es")
    wrapped = shrunk = 0
    for chance in CHANCES:
        for word in _words():
            headline.show_chance(chance, word, "#b91c1c")
            phrases = [phrase.text for phrase in headline.phrases()]
            assert phrases[1:] == [wins, word]
            least = headline.minimumSizeHint().width()
            for width in [least, *(w for w in WIDTHS if w > least)]:
                headline.resize(width, 10)
                headline.resize(width, headline.heightForWidth(width))
                lines = _lines(headline)
                where = f"{phrases} at {width} px: {lines}"
                for text, line_width in lines:
                    # Phrases are joined by a no-break space and a space: two spaces here.
                    parts = text.strip().split("  ")
                    assert all(part in phrases for part in parts), where
                    assert line_width <= headline.contentsRect().width() + 0.5, where
                assert sorted(p for text, _ in lines for p in text.strip().split("  ")) \
                    == sorted(phrases), where
                wrapped += len(lines) > 1
                # Shrunk exactly when the widest phrase at its full size does not fit.
                big = max(headline.phrase_width(phrase, 1.0) for phrase in headline.phrases())
                assert (headline.scale < 1) == (big > headline.contentsRect().width()), where
                shrunk += headline.scale < 1
    assert wrapped and shrunk  # the widths tried make it do both


def test_the_smallest_headline_still_fits_its_phrases(qtbot: QtBot, language: str) -> None:
    """The label asks for no less width than its widest phrase at its smallest size."""
    headline = Headline()
    qtbot.addWidget(headline)
    headline.show_chance(Estimate(0.99996, 0.9996, 1.0), _words()[-1], None)
    needed = headline.minimumSizeHint().width()
    for phrase in headline.phrases():
        font = QFont(headline.font())
        font.setPointSizeF(phrase.points * Headline.SMALLEST)
        font.setWeight(QFont.Weight.DemiBold if phrase.bold else QFont.Weight.Normal)
        assert QFontMetricsF(font, headline).horizontalAdvance(phrase.text) <= needed

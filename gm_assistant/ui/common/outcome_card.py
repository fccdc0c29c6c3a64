"""OutcomeCard: an outcome in large type on its own colour, with its effect, for the table."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gm_assistant.core.play import describe_effects
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.theme import readable_text_colour

__all__ = ["OutcomeCard"]

translate = QCoreApplication.translate

def _effect_marker() -> str:
    """The words before an outcome's effects, in the interface's language."""
    return "<b>{}</b> ".format(translate("OutcomeCard", "Effect:"))


_TITLE_SCALE = 2.4
_BODY_SCALE = 1.25


class OutcomeCard(QFrame):
    """Shows one outcome (label, description, effects) or a prompt, readable across a table."""

    def __init__(self, parent: QWidget | None = None, *, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("OutcomeCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._scale = scale
        self.outcome: str | None = None
        self.title = QLabel(self)
        self.title.setObjectName("outcome_title")
        self.title.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setObjectName("outcome_detail")
        self.detail.setWordWrap(True)
        self.body = QLabel(self)
        self.body.setObjectName("outcome_body")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.title, self.detail, self.body):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.body)
        self._colour: str | None = None
        self._apply_fonts()
        self.show_prompt("")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._apply_fonts()
        super().changeEvent(event)

    def _apply_fonts(self) -> None:
        base = self.font().pointSizeF()
        if base <= 0:
            return
        title_font = QFont(self.font())
        title_font.setPointSizeF(base * _TITLE_SCALE * self._scale)
        title_font.setBold(True)
        self.title.setFont(title_font)
        body_font = QFont(self.font())
        body_font.setPointSizeF(base * max(1.0, _BODY_SCALE * self._scale))
        self.body.setFont(body_font)
        self.detail.setFont(body_font)

    def _set_colour(self, colour: str | None) -> None:
        self._colour = colour
        if colour is None:
            self.setStyleSheet("")
            return
        text = readable_text_colour(colour)
        self.setStyleSheet(
            f"#OutcomeCard {{ background-color: {colour}; border-radius: 6px; }}"
            f"#OutcomeCard QLabel {{ color: {text}; background: transparent; }}")

    def show_outcome(self, ruleset: Ruleset, outcome_key: str, detail: str = "",
                     extra: str = "") -> None:
        """Show `outcome_key` of `ruleset`: its label, what showed, description and effects."""
        outcome = ruleset.outcomes[outcome_key]
        self.outcome = outcome_key
        self._set_colour(outcome.colour)
        self.title.setText(outcome.label)
        self.title.show()
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        parts = []
        if outcome.description:
            parts.append(escape(outcome.description))
        effects = describe_effects(ruleset, outcome_key)
        if effects:
            parts.append(_effect_marker() + escape("; ".join(effects)))
        if extra:
            parts.append(escape(extra))
        self.body.setText("<br><br>".join(parts))
        self.body.setVisible(bool(parts))

    def show_prompt(self, title: str, text: str = "") -> None:
        """Show a neutral message: what to type next, or why nothing can be shown."""
        self.outcome = None
        self._set_colour(None)
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.detail.clear()
        self.detail.hide()
        self.body.setText(escape(text))
        self.body.setVisible(bool(text))

    def effects_text(self) -> str:
        """The effect line shown (empty when the outcome has none)."""
        text = self.body.text()
        marker = _effect_marker()
        if marker not in text:
            return ""
        return text.split(marker, 1)[1].split("<br>", 1)[0]

"""The ruleset's readings of the rules behind a check, shown beside the check.

Where a rulebook is ambiguous the ruleset records how it is read (its `notes`); a check
names the readings that concern it. This line lists them by topic: hovering shows every
reading in full, clicking a topic shows that topic's readings.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from gm_assistant.core.rules.compiled import CheckSpec

__all__ = ["CheckReadings"]


class CheckReadings(QLabel):
    """`How the rules are read: Luck · Combining forces`, each topic a link to its
    readings (the readings of one topic are shown together)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("check_readings")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.linkActivated.connect(self._on_link_activated)
        self.topics: dict[str, list[str]] = {}
        """Each topic (in the order the check names them) and its readings' texts."""
        self.setVisible(False)

    def set_check(self, spec: CheckSpec | None) -> None:
        """Show the readings of `spec` (hidden when it has none)."""
        self.topics = {}
        for note in spec.readings if spec is not None else ():
            self.topics.setdefault(note.topic, []).append(note.text)
        links = " · ".join(f"<a href='{i}'>{escape(topic)}</a>"
                           for i, topic in enumerate(self.topics))
        self.setText("<small>{}</small>".format(QCoreApplication.translate(
            "CheckReadings", "How the rules are read: {topics}").format(topics=links))
            if links else "")
        self.setToolTip("<br><br>".join(
            f"<b>{escape(topic)}</b>: {escape(text)}"
            for topic, texts in self.topics.items() for text in texts))
        self.setVisible(bool(self.topics))

    def topic_text(self, index: int) -> tuple[str, str]:
        """The topic at `index` and its readings, one paragraph each."""
        topic = list(self.topics)[index]
        return topic, "\n\n".join(self.topics[topic])

    def _on_link_activated(self, link: str) -> None:
        title, text = self.topic_text(int(link))
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Close, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

"""The ruleset's readings of the rules behind a check, shown beside the check.

Where a rulebook is ambiguous the ruleset records how it is read (its `notes`); a check
names the readings that concern it. This line lists them by topic: hovering shows every
reading in full, clicking a topic shows that one.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from gm_assistant.core.rules.compiled import CheckSpec
from gm_assistant.core.rules.model import Note

__all__ = ["CheckReadings"]


def _titles(readings: tuple[Note, ...]) -> list[str]:
    """Each reading's topic, numbered when several share one (`Luck 1`, `Luck 2`)."""
    seen: dict[str, int] = {}
    total = {n.topic: sum(1 for m in readings if m.topic == n.topic) for n in readings}
    titles = []
    for note in readings:
        seen[note.topic] = seen.get(note.topic, 0) + 1
        titles.append(note.topic if total[note.topic] == 1
                      else f"{note.topic} {seen[note.topic]}")
    return titles


class CheckReadings(QLabel):
    """`How the rules are read: Luck 1 · Luck 2`, each topic a link to its reading."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("check_readings")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.linkActivated.connect(self._on_link_activated)
        self.readings: tuple[Note, ...] = ()
        self.setVisible(False)

    def set_check(self, spec: CheckSpec | None) -> None:
        """Show the readings of `spec` (hidden when it has none)."""
        self.readings = spec.readings if spec is not None else ()
        titles = _titles(self.readings)
        links = " · ".join(f"<a href='{i}'>{escape(title)}</a>"
                           for i, title in enumerate(titles))
        self.setText(f"<small>How the rules are read: {links}</small>" if links else "")
        self.setToolTip("<br><br>".join(
            f"<b>{escape(title)}</b>: {escape(note.text)}"
            for title, note in zip(titles, self.readings, strict=True)))
        self.setVisible(bool(self.readings))

    def reading_text(self, index: int) -> tuple[str, str]:
        """The title and text of the reading at `index`."""
        return _titles(self.readings)[index], self.readings[index].text

    def _on_link_activated(self, link: str) -> None:
        title, text = self.reading_text(int(link))
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Close, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

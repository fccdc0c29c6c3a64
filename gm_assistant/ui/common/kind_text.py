"""How the interface names each kind of character (PC, NPC, mook, mook group)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["KIND_LABELS", "kind_label"]

KIND_LABELS = {"pc": str(QT_TRANSLATE_NOOP("LibraryTableModel", "PC")),
               "npc": str(QT_TRANSLATE_NOOP("LibraryTableModel", "NPC")),
               "mook": str(QT_TRANSLATE_NOOP("LibraryTableModel", "Mook")),
               "mook_group": str(QT_TRANSLATE_NOOP("LibraryTableModel", "Mook group"))}
"""How each kind of character reads in the list (in English; `kind_label` translates)."""


def kind_label(kind: str | None) -> str:
    """A kind of character as the interface names it (`Mook`, `Esbirro`); an unknown
    kind as it is written."""
    label = KIND_LABELS.get(kind or "")
    if label is None:
        return kind or "?"
    return QCoreApplication.translate("LibraryTableModel", label)

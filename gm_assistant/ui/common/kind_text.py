"""How the interface names each kind of character (PC, NPC, mook, mook group), alone or
after a template's label."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["KIND_LABELS", "kind_label", "names_kind", "template_text"]

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


def names_kind(text: str, kind: str | None) -> bool:
    """Whether `text` already names `kind` as a word, in English or in the interface's
    language, whatever the case ("Personaje jugador (PC)", "Esbirro (mook)")."""
    english = KIND_LABELS.get(kind or "")
    names = {kind_label(kind)} | ({english} if english else set())
    return any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.IGNORECASE)
               for name in names if name)


def template_text(label: str, kind: str | None) -> str:
    """A character template as a list or a picker shows it: its label and its kind
    ("Player character (PC)"), the kind left out when the label already names it (AdOM's
    "Personaje jugador (PC)" read "Personaje jugador (PC) (PJ)" in Spanish)."""
    if names_kind(label, kind):
        return label
    return QCoreApplication.translate("KindText", "{template} ({kind})").format(
        template=label, kind=kind_label(kind))

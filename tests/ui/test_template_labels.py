"""A character template names its kind once (brief QUITJOBS, item 2): AdOM's template
"Personaje jugador (PC)" read "Personaje jugador (PC) (PJ)" in Spanish, the kind added
after a label that already carried it. Every shipped ruleset's templates, in English and
Spanish, as the kind text gives them and as the New character and batch dialogs list
them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.characters.batch_dialog import BatchDialog
from gm_assistant.ui.characters.new_character_dialog import NewCharacterDialog, templates_of
from gm_assistant.ui.common.kind_text import template_text
from gm_assistant.ui.i18n import apply_language

KIND_NAMES = {"pc": ("PC", "PJ"), "npc": ("NPC", "PNJ"), "mook": ("Mook", "Esbirro"),
              "mook_group": ("Mook group", "Grupo de esbirros")}
"""Each kind's names, English and Spanish (as the Spanish catalogue has them)."""

LANGUAGES = ("en", "es")


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")


def _rulesets() -> list[Ruleset]:
    return list(default_registry().rulesets.values())


def _names(text: str, kind: str) -> list[str]:
    """The parenthesised parts of `text` that name `kind`, in any language."""
    return [part for part in re.findall(r"\(([^()]*)\)", text)
            if any(name.casefold() in part.casefold() for name in KIND_NAMES[kind])]


def _mentions(text: str, kind: str) -> bool:
    return any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.IGNORECASE)
               for name in KIND_NAMES[kind])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_names_its_kind_once(language: str) -> None:
    assert apply_language(language) == ""
    seen = 0
    for ruleset in _rulesets():
        for spec in templates_of(ruleset):
            if spec.kind not in KIND_NAMES:
                continue
            text = template_text(spec.label, spec.kind)
            where = f"{ruleset.id} {spec.id} ({language}): {text!r}"
            assert text.startswith(spec.label), where
            assert _mentions(text, spec.kind), where  # the kind is shown ...
            assert len(_names(text, spec.kind)) <= 1, where  # ... once
            if _mentions(spec.label, spec.kind):
                assert text == spec.label, where  # the label says it: nothing added
            seen += 1
    assert seen >= 10  # the five shipped rulesets have two to four templates each


def test_adoms_player_character_reads_once_in_spanish_and_english() -> None:
    adom = default_registry().get("adom")
    pc = next(spec for spec in templates_of(adom) if spec.kind == "pc")
    assert pc.label == "Personaje jugador (PC)"
    for language in LANGUAGES:
        assert apply_language(language) == ""
        assert template_text(pc.label, pc.kind) == "Personaje jugador (PC)"
    maofa = default_registry().get("maofa")
    host = next(spec for spec in templates_of(maofa) if spec.kind == "npc")
    assert apply_language("es") == ""
    assert template_text(host.label, host.kind) == f"{host.label} (PNJ)"
    assert apply_language("en") == ""
    assert template_text(host.label, host.kind) == f"{host.label} (NPC)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dialogs_list_each_kind_once(qtbot: QtBot, language: str) -> None:
    assert apply_language(language) == ""
    for ruleset in _rulesets():
        kinds = {spec.id: spec.kind for spec in templates_of(ruleset)}
        batch = BatchDialog(ruleset)
        qtbot.addWidget(batch)
        combo = batch.template_combo
        listed = [(combo.itemData(row), combo.itemText(row)) for row in range(combo.count())]
        new = NewCharacterDialog(ruleset)
        qtbot.addWidget(new)
        items = [new.templates.item(row) for row in range(new.templates.count())]
        listed += [(item.data(Qt.ItemDataRole.UserRole), item.text()) for item in items]
        assert listed, ruleset.id
        for template_id, text in listed:
            kind = kinds[template_id]
            if kind in KIND_NAMES:
                assert len(_names(text, kind)) <= 1, f"{ruleset.id} ({language}): {text!r}"
                assert _mentions(text, kind), f"{ruleset.id} ({language}): {text!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_encounters_side_editor_lists_each_kind_once(qtbot: QtBot, language: str) -> None:
    """The Encounters area's template picker (`SideEditor`) names the kind once too: it
    built its own "{template} ({kind})" text and read "Personaje jugador (PC) (pc)"."""
    from gm_assistant.ui.encounters.side_editor import SideEditor

    assert apply_language(language) == ""
    seen = 0
    for ruleset in _rulesets():
        templates = [(t.id, t.label, t.kind) for t in ruleset.model.npc_templates]
        editor = SideEditor("Side")
        qtbot.addWidget(editor)
        editor.set_choices([], templates, None, False)
        combo = editor.templates
        assert combo.count() == len(templates), ruleset.id
        for row, (template_id, label, kind) in enumerate(templates):
            text = combo.itemText(row)
            where = f"{ruleset.id} {template_id} ({language}): {text!r}"
            assert combo.itemData(row) == template_id and text.startswith(label), where
            if kind in KIND_NAMES:
                assert _mentions(text, kind) and len(_names(text, kind)) <= 1, where
                seen += 1
    assert seen >= 10

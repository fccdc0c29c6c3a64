"""The Table's harm book without Qt (`core/play/harm_book`): hits marked on a library
character's file are saved there, refused while the Characters area holds unsaved edits,
and its notes are messages, worded when they are read."""

from __future__ import annotations

import shutil
from pathlib import Path

from gm_assistant.core.library import Library
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.translatable import Message

ADOM = resources_dir().parent / "rulesets" / "adom.yaml"


def test_a_library_sheet_is_saved_or_refused_and_the_notes_are_messages(
        tmp_path: Path) -> None:
    """Its notes are English text that keeps its pattern and values: the log keeps them
    so and words them in the language shown when it is read."""
    ruleset = load_ruleset(ADOM)
    shutil.copy(resources_dir() / "samples" / "adom" / "voltaire.yaml", tmp_path)
    library = Library(tmp_path)
    book = HarmBook(lambda: library)
    target = book.target(ruleset, "Voltaire", {})
    assert target is not None and target.character_id is not None
    path = library.path_of(target.character_id)
    note, saved = book.save(ruleset, target, {path.resolve()})
    assert not saved and note == "Voltaire's sheet not saved: it has unsaved edits in Characters"
    assert isinstance(note, Message) and note.context == "HarmBook"
    assert note.values == {"who": "Voltaire"}
    note, saved = book.save(ruleset, target, set())
    assert saved and note == "saved to Voltaire's sheet"
    assert isinstance(note, Message) and note.pattern == "saved to {who}'s sheet"


def test_a_new_name_at_the_table_is_one_of_the_gms_people_by_default() -> None:
    """Each shipped ruleset's first template of kind npc (the rulesets' files list pc
    first): AdOM's `npc`, Riskbreaker's `townsfolk`; never the PC template."""
    rulesets = resources_dir().parent / "rulesets"
    expected = {"adom": "npc", "lady_luck": "npc", "maofa": "npc", "mastery_d20": "npc",
                "riskbreaker": "townsfolk"}
    for ruleset_id, template in expected.items():
        ruleset = load_ruleset(rulesets / f"{ruleset_id}.yaml")
        assert HarmBook.new_name_template(ruleset) == template, ruleset_id

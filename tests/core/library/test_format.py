"""The character file format: round trips, unknown keys kept, located errors."""

from __future__ import annotations

import pytest
import yaml

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import (
    SCHEMA_VERSION,
    character_to_data,
    dump_character,
    load_character,
)
from gm_assistant.core.sheets import Character

FILE = """\
schema_version: 1
ruleset: adom
ruleset_version: '1.0'
kind: mook
name: Sky Shark
template: mook
tags: [sample, mook]
values:
  mook_aspects:
  - aspect: I'm a Shark
  stress_boxes: 2
  stress: [true, false]
"""


def load(text: str) -> Character:
    return load_character(text.encode(), "shark.yaml")


def error_of(text: str) -> tuple[int, int, str]:
    with pytest.raises(CharacterFileError) as caught:
        load(text)
    [problem] = caught.value.problems
    assert problem.file == "shark.yaml"
    return problem.line, problem.column, problem.message


def test_a_file_reads_into_a_character() -> None:
    character = load(FILE)
    assert character == Character(
        ruleset="adom", name="Sky Shark", kind="mook", ruleset_version="1.0",
        template="mook", tags=["sample", "mook"],
        values={"mook_aspects": [{"aspect": "I'm a Shark"}], "stress_boxes": 2,
                "stress": [True, False]})


def test_a_file_written_by_the_app_round_trips_byte_for_byte() -> None:
    assert dump_character(load(FILE)).decode() == FILE


def test_the_file_carries_the_schema_and_ruleset_versions() -> None:
    data = character_to_data(Character("maofa", name="Margot", ruleset_version="1.0"))
    assert list(data)[:5] == ["schema_version", "ruleset", "ruleset_version", "kind", "name"]
    assert data["schema_version"] == SCHEMA_VERSION == 1


def test_unknown_keys_are_kept_where_they_were() -> None:
    text = FILE.replace("values:\n", "colour: teal\nvalues:\n  secret_plan: fly\n")
    text += "notes_from_a_newer_app:\n  - {x: 1}\n"
    character = load(text)
    assert character.extra == {"colour": "teal", "notes_from_a_newer_app": [{"x": 1}]}
    assert character.values["secret_plan"] == "fly"
    again = yaml.safe_load(dump_character(character))
    assert again["colour"] == "teal"
    assert again["notes_from_a_newer_app"] == [{"x": 1}]
    assert again["values"]["secret_plan"] == "fly"


def test_awkward_text_survives_a_round_trip() -> None:
    names = ["No", "yes", "on", "1984", "0x10", "~", "null", "- dash", "#hash", "a: b",
             "Ünïcödé ✓", "'quoted'", "multi\nline", "  spaces  ", "*Yawn*", "&anchor"]
    character = Character("adom", name="x", values={f"f{i}": n for i, n in enumerate(names)})
    assert load(dump_character(character).decode()).values == character.values


@pytest.mark.parametrize(("text", "line", "column", "expected"), [
    (FILE.replace("kind: mook", "kind: boss"), 4, 7, "kind: expected one of pc, npc, mook, "
     "mook_group, not 'boss'"),
    (FILE.replace("schema_version: 1", "schema_version: 2"), 1, 17, "written by a newer GM "
     "Assistant (schema_version 2"),
    (FILE.replace("schema_version: 1", "schema_version: one"), 1, 17, "schema_version: "
     "expected a whole number"),
    (FILE.replace("schema_version: 1\n", ""), 1, 1, "not a GM Assistant character file "
     "(no schema_version)"),
    (FILE.replace("ruleset: adom", "ruleset: [adom]"), 2, 10, "ruleset: expected the "
     "ruleset id"),
    (FILE.replace("tags: [sample, mook]", "tags: {a: 1}"), 7, 7, "tags: expected a list"),
    (FILE.replace("  stress_boxes: 2", "  stress_boxes: [2"), 12, 9, "invalid YAML"),
    (FILE.replace("values:\n", "values: 3\nx:\n"), 8, 9, "values: expected a mapping"),
    ("- just\n- a list\n", 1, 1, "not a character file"),
    ("", 1, 1, "not a character file"),
])
def test_a_bad_file_is_an_error_naming_line_and_field(text: str, line: int, column: int,
                                                      expected: str) -> None:
    found = error_of(text)
    assert expected in found[2]
    assert found[:2] == (line, column)


def test_a_python_tag_is_refused_not_run() -> None:
    text = FILE.replace("stress_boxes: 2", "stress_boxes: !!python/object/apply:os.getcwd []")
    line, _, message = error_of(text)
    assert line == 11
    assert "python" in message


def test_an_alias_bomb_is_refused() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(8))
    _, _, message = error_of(FILE + "bomb:\n" + "".join("  " + row + "\n"
                                                        for row in bomb.splitlines()))
    assert "too large" in message


def test_absurd_nesting_is_refused_with_its_line() -> None:
    text = FILE + "deep: " + "[" * 5000 + "]" * 5000 + "\n"
    line, _, message = error_of(text)
    assert "nesting deeper than" in message
    assert line == 13  # the line of "deep:"


def test_binary_data_is_not_a_character_file() -> None:
    with pytest.raises(CharacterFileError, match="not a text file"):
        load_character(b"\x89PNG\r\n\x1a\n\x00\x00", "picture.yaml")

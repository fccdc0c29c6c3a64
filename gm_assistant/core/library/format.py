"""The character file: one readable YAML document per character.

    schema_version: 1
    ruleset: adom
    ruleset_version: '1.0'
    kind: pc
    name: Reth of the Andrali Resistance
    template: pc
    tags: [sample]
    values:
      high_concept: Suncaller of the Andral Desert
      careful: 2
      ...

Keys the app does not know, at the top or among the values, are kept and written back
unchanged. A file that cannot be read as a character raises `CharacterFileError` naming
the file, the line and the field; reading never changes the file.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from typing import Any

import yaml

from gm_assistant.core.errors import CharacterFileError, Problem, RulesetError
from gm_assistant.core.rules.yaml_source import Path, SourceDocument, read_yaml
from gm_assistant.core.sheets.character import KINDS, Character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "MAX_BYTES",
    "SCHEMA_VERSION",
    "character_from_data",
    "character_to_data",
    "dump_character",
    "load_character",
    "parse_data",
]

SCHEMA_VERSION = 1
"""The version of the character file format this app writes."""

MAX_BYTES = 2_000_000
_KNOWN = ("schema_version", "ruleset", "ruleset_version", "kind", "name", "template", "base",
          "tags", "values")

# Upgrades of older files, by the version they upgrade from: data -> data of version + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

class _ReadableDumper(yaml.SafeDumper):
    """Safe dumping, with short lists of plain values on one line (`[true, false]`)."""

    def represent_sequence(self, tag: str, sequence: Any,
                           flow_style: bool | None = None) -> yaml.SequenceNode:
        flat = len(sequence) <= 12 and all(
            isinstance(item, (bool, int, float)) or item is None
            or (isinstance(item, str) and len(item) <= 24 and "\n" not in item)
            for item in sequence)
        return super().represent_sequence(tag, sequence, flow_style=True if flat else None)


_ReadableDumper.add_representer(list, _ReadableDumper.represent_list)


def character_to_data(character: Character) -> dict[str, Any]:
    """The file's content for a character, in a stable, readable key order."""
    data: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "ruleset": character.ruleset,
        "ruleset_version": character.ruleset_version,
        "kind": character.kind,
        "name": character.name,
    }
    if character.template is not None:
        data["template"] = character.template
    if character.base is not None:
        data["base"] = character.base
    data["tags"] = list(character.tags)
    data["values"] = character.values
    for key, value in character.extra.items():
        if key not in data:
            data[key] = value
    if data["ruleset_version"] is None:
        del data["ruleset_version"]
    return data


def dump_character(character: Character) -> bytes:
    """The UTF-8 bytes of a new character file (an existing one keeps its own layout:
    see `roundtrip`). Long text stays on one line, never folded, so that later edits laid
    over it change only what changed."""
    text = yaml.dump(character_to_data(character), Dumper=_ReadableDumper, sort_keys=False,
                     allow_unicode=True, default_flow_style=False, width=4096)
    return text.encode("utf-8")


def parse_data(raw: bytes, file: str) -> Any:
    """Parse a file's bytes with the hardened reader every YAML file of the app goes
    through (see `yaml_source`): duplicate keys, tags, alias bombs and absurd nesting are
    refused with their line, whatever the line breaks; scalars follow YAML 1.2, so `on`,
    `yes` and `017` stay what they look like ('on', 'yes', 17), and nothing recurses as
    deep as the file nests.

    Raises CharacterFileError with the line and column of each problem.
    """
    if len(raw) > MAX_BYTES:
        raise CharacterFileError([Problem(file, 1, 1, Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "the file is larger than {max_bytes} bytes; not a character file"),
            max_bytes=MAX_BYTES))])
    return _located(raw, file).data


def _located(raw: bytes, file: str) -> SourceDocument:
    try:
        return read_yaml(raw, file)
    except RulesetError as error:
        problems = [Problem(p.file, p.line, p.column,
                            p.message.replace("in a ruleset", "in a character file")
                            .replace("expected a ruleset mapping",
                                     "not a character file (expected a mapping with "
                                     "schema_version, ruleset, name and values)"))
                    for p in error.problems]
        raise CharacterFileError(problems) from None


def _fail(raw: bytes | None, file: str, path: Path, message: str) -> CharacterFileError:
    line, column = 1, 1
    if raw is not None:
        with contextlib.suppress(CharacterFileError):
            line, column = _located(raw, file).where(path)
    field = ".".join(str(p) for p in path)
    return CharacterFileError([Problem(file, line, column,
                                       f"{field}: {message}" if field else message)])


def character_from_data(data: Any, file: str, raw: bytes | None = None) -> Character:
    """A character from parsed file data; `raw` (the bytes) lets errors name the line.

    Raises CharacterFileError for a file that is not a character of a version this app
    reads; unknown keys are kept in `Character.extra`.
    """
    if not isinstance(data, Mapping):
        raise _fail(raw, file, (), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "not a character file: expected a mapping with schema_version, "
            "ruleset, name and values")))
    version = data.get("schema_version")
    if version is None:
        raise _fail(raw, file, (), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "not a GM Assistant character file (no schema_version)")))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _fail(raw, file, ("schema_version",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "expected a whole number from 1, not {version}"),
            version=f"{version!r}"))
    if version > SCHEMA_VERSION:
        raise _fail(raw, file, ("schema_version",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "this file was written by a newer GM Assistant (schema_version "
            "{version}; this one reads up to {schema_version}); it is left "
            "untouched"), version=version, schema_version=SCHEMA_VERSION))
    document = dict(data)
    while version < SCHEMA_VERSION:
        document = MIGRATIONS[version](document)
        version += 1
    ruleset = document.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset:
        raise _fail(raw, file, ("ruleset",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "expected the ruleset id, such as 'adom'")))
    kind = document.get("kind", "pc")
    if kind not in KINDS:
        raise _fail(raw, file, ("kind",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "expected one of {names}, not {kind}"),
            names=', '.join(KINDS), kind=f"{kind!r}"))
    text: dict[str, str | None] = {}
    for key in ("name", "ruleset_version", "template", "base"):
        value = document.get(key)
        if isinstance(value, (dict, list)):
            raise _fail(raw, file, (key,), Message("LibraryProblem", QT_TRANSLATE_NOOP(
                "LibraryProblem", "expected text")))
        text[key] = None if value is None else str(value)
    tags = document.get("tags") or []
    if not isinstance(tags, list) or not all(isinstance(t, (str, int)) for t in tags):
        raise _fail(raw, file, ("tags",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "expected a list of tags")))
    values = document.get("values") or {}
    if not isinstance(values, Mapping) or not all(isinstance(k, str) for k in values):
        raise _fail(raw, file, ("values",), Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "expected a mapping of field ids to values")))
    return Character(
        ruleset=ruleset,
        name=text["name"] or "",
        kind=kind,
        ruleset_version=text["ruleset_version"],
        template=text["template"],
        base=text["base"],
        tags=[str(t) for t in tags],
        values=dict(values),
        extra={k: v for k, v in document.items() if k not in _KNOWN},
    )


def load_character(raw: bytes, file: str) -> Character:
    """A character from the bytes of a file called `file` (used in messages)."""
    return character_from_data(parse_data(raw, file), file, raw)

"""Loading a ruleset file: read the YAML, validate the model, check cross references.

Every problem is collected and reported at once, each located as `file:line:col`.
"""

from __future__ import annotations

import copy
import difflib
from pathlib import Path as FilePath
from typing import Any

from pydantic import BaseModel, ValidationError

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.rules import model as model_module
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.model import RulesetModel
from gm_assistant.core.rules.semantics import compile_ruleset
from gm_assistant.core.rules.validation_text import validation_message
from gm_assistant.core.rules.yaml_source import MAX_BYTES, Path, SourceDocument, read_yaml
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.core.user_files import read_user_file

__all__ = ["load_ruleset", "load_ruleset_bytes", "read_document", "validate_document"]


def _known_keys() -> list[str]:
    keys: set[str] = set()
    for item in vars(model_module).values():
        if isinstance(item, type) and issubclass(item, BaseModel) and item is not BaseModel:
            for name, info in item.model_fields.items():
                keys.add(info.alias or name)
    return sorted(keys)


_KNOWN_KEYS = _known_keys()


_UNION_TAGS = ("formula", "named", "single", "chart", "shift", "notation", "pool")


def _data_path(data: Any, loc: tuple[int | str, ...]) -> Path:
    """Turn a pydantic location into a path through the data, dropping union tags."""
    path: list[str | int] = []
    current = data
    for part in loc:
        if isinstance(current, dict) and part in current:
            path.append(part)
            current = current[part]
        elif isinstance(current, dict) and isinstance(part, str) and part.isdigit() and int(
            part
        ) in current:
            path.append(int(part))
            current = current[int(part)]
        elif isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current):
            path.append(part)
            current = current[part]
        elif (
            isinstance(current, dict)
            and isinstance(part, str)
            and part not in current
            and part.isidentifier()
            and part[0].islower()
            and part not in _UNION_TAGS
        ):
            # a missing key (kept for the message); union branch tags are skipped
            path.append(part)
            break
    return tuple(path)


def _dotted(path: Path, whole: str) -> str:
    """`path` as `a.b.0`; `whole` for the empty path."""
    return ".".join(str(p) for p in path) or whole


def _message(error: Any, path: Path) -> str:
    kind = error["type"]
    top = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "the top level"))
    if kind == "extra_forbidden":
        key = str(path[-1]) if path else "?"
        close = difflib.get_close_matches(key, _KNOWN_KEYS, n=1)
        if close:
            return Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown key '{key}' in {parent} (did you mean '{close}'?)"),
                key=key, parent=_dotted(path[:-1], top), close=close[0])
        return Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "unknown key '{key}' in {parent}"),
            key=key, parent=_dotted(path[:-1], top))
    if kind == "missing":
        if not path:
            return Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "missing key"))
        return Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "missing required key '{key}' in {parent}"),
            key=path[-1], parent=_dotted(path[:-1], top))
    return Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "{field}: {message}"),
                   field=_dotted(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                       "RulesetProblem", "the document"))),
                   message=validation_message(error))


def _corrected(document: SourceDocument, paths: list[Path]) -> RulesetModel | None:
    """The model of the document with its unknown keys at `paths` corrected, if valid.

    A misspelt key (`mesures`) is read as the key it is closest to when that key is not
    there too, so that its contents are still checked (and located in the text under the
    misspelt key); other unknown keys are dropped.
    """
    renamed = copy.deepcopy(document.data)
    dropped = copy.deepcopy(document.data)
    aliases: dict[Path, tuple[int, int]] = {}
    for path in paths:
        parents = []
        for data in (renamed, dropped):
            parent: Any = data
            for part in path[:-1]:
                parent = parent[part]
            parents.append(parent)
        if not all(isinstance(p, dict) and path[-1] in p for p in parents):
            return None
        value = parents[0].pop(path[-1])
        parents[1].pop(path[-1])
        close = difflib.get_close_matches(str(path[-1]), _KNOWN_KEYS, n=1)
        if close and close[0] not in parents[0]:
            parents[0][close[0]] = value
            fixed = (*path[:-1], close[0])
            for located, position in document.positions.items():
                if located[: len(path)] == path:
                    aliases[(*fixed, *located[len(path):])] = position
    for data, extra in ((renamed, aliases), (dropped, {})):
        try:
            model = RulesetModel.model_validate(data)
        except ValidationError:
            continue
        for located, position in extra.items():
            document.positions.setdefault(located, position)
        return model
    return None


def validate_document(document: SourceDocument) -> Ruleset:
    """Validate parsed YAML as a ruleset; raise RulesetError listing every problem."""
    if not isinstance(document.data, dict):
        raise RulesetError([document.problem((), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "expected a mapping of ruleset keys (id, name, scales, checks, "
            "...) at the top")))])
    try:
        model = RulesetModel.model_validate(document.data)
    except ValidationError as error:
        problems: list[Problem] = []
        seen: set[tuple[int, int, str]] = set()
        unknown: list[Path] = []
        for item in error.errors():
            path = _data_path(document.data, tuple(item["loc"]))
            if item["type"] == "extra_forbidden":
                if path and path[-1] == item["loc"][-1]:
                    unknown.append(path)
                problem = document.key_problem(path, _message(item, path))
            else:
                located = path[:-1] if item["type"] == "missing" else path
                problem = document.problem(located, _message(item, path))
            marker = (problem.line, problem.column, problem.message)
            if marker not in seen:
                seen.add(marker)
                problems.append(problem)
        if len(unknown) == len(error.errors()):
            # Only unknown keys: check the rest as if they were not there, so that a typo
            # in a key does not hide the other mistakes of the file.
            corrected = _corrected(document, unknown)
            if corrected is not None:
                problems.extend(compile_ruleset(corrected, document)[1])
        problems.sort(key=lambda p: (p.line, p.column))
        raise RulesetError(problems) from None
    ruleset, problems = compile_ruleset(model, document)
    if ruleset is None:
        problems.sort(key=lambda p: (p.line, p.column))
        raise RulesetError(problems)
    return ruleset


def load_ruleset_bytes(raw: bytes, file: str) -> Ruleset:
    """Load a ruleset from the bytes of a file called `file` (used in messages)."""
    return validate_document(read_yaml(raw, file))


def read_document(path: str | FilePath) -> SourceDocument:
    """Read and parse a ruleset file (not yet validated); an unreadable file is a problem."""
    file = FilePath(path)
    try:
        raw = read_user_file(file, MAX_BYTES)
    except OSError as error:
        reason = error.strerror or str(error)
        raise RulesetError([Problem(str(file), 0, 0, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "cannot read the file: {reason}"), reason=reason))]) from None
    return read_yaml(raw, str(file))


def load_ruleset(path: str | FilePath) -> Ruleset:
    """Load and validate one ruleset file; raise RulesetError with every located problem."""
    return validate_document(read_document(path))

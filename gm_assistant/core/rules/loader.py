"""Loading a ruleset file: read the YAML, validate the model, check cross references.

Every problem is collected and reported at once, each located as `file:line:col`.
"""

from __future__ import annotations

import difflib
from pathlib import Path as FilePath
from typing import Any

from pydantic import BaseModel, ValidationError

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.rules import model as model_module
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.model import RulesetModel
from gm_assistant.core.rules.semantics import compile_ruleset
from gm_assistant.core.rules.yaml_source import Path, SourceDocument, read_yaml

__all__ = ["load_ruleset", "load_ruleset_bytes", "validate_document"]


def _known_keys() -> list[str]:
    keys: set[str] = set()
    for item in vars(model_module).values():
        if isinstance(item, type) and issubclass(item, BaseModel) and item is not BaseModel:
            for name, info in item.model_fields.items():
                keys.add(info.alias or name)
    return sorted(keys)


_KNOWN_KEYS = _known_keys()


_UNION_TAGS = ("formula", "named", "single", "chart", "shift")


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


def _message(error: Any, path: Path) -> str:
    field = ".".join(str(p) for p in path) or "the document"
    kind = error["type"]
    if kind == "extra_forbidden":
        key = str(path[-1]) if path else "?"
        parent = ".".join(str(p) for p in path[:-1]) or "the top level"
        close = difflib.get_close_matches(key, _KNOWN_KEYS, n=1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        return f"unknown key '{key}' in {parent}{hint}"
    if kind == "missing":
        parent = ".".join(str(p) for p in path[:-1]) or "the top level"
        return f"missing required key '{path[-1]}' in {parent}" if path else "missing key"
    message = str(error["msg"])
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    return f"{field}: {message}"


def validate_document(document: SourceDocument) -> Ruleset:
    """Validate parsed YAML as a ruleset; raise RulesetError listing every problem."""
    if not isinstance(document.data, dict):
        raise RulesetError([document.problem((), "expected a mapping of ruleset keys "
                                                  "(id, name, scales, checks, ...) at the top")])
    try:
        model = RulesetModel.model_validate(document.data)
    except ValidationError as error:
        problems: list[Problem] = []
        seen: set[tuple[int, int, str]] = set()
        for item in error.errors():
            path = _data_path(document.data, tuple(item["loc"]))
            located = path
            if item["type"] == "missing":
                located = path[:-1]
            problem = document.problem(located, _message(item, path))
            marker = (problem.line, problem.column, problem.message)
            if marker not in seen:
                seen.add(marker)
                problems.append(problem)
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


def load_ruleset(path: str | FilePath) -> Ruleset:
    """Load and validate one ruleset file; raise RulesetError with every located problem."""
    file = FilePath(path)
    try:
        raw = file.read_bytes()
    except OSError as error:
        reason = error.strerror or str(error)
        raise RulesetError([Problem(str(file), 0, 0, f"cannot read the file: {reason}")]) from None
    return load_ruleset_bytes(raw, str(file))

"""Writing back a YAML file the user edits by hand, keeping what they wrote there.

The new content is laid over the file's current text with ruamel.yaml's round-trip mode:
a value that changed is replaced where it stands, a new key is added at the end of its
mapping, a key that went is removed, and everything else (comments, key order, quoting,
block scalars, the file's indentation) stays as the user wrote it. An unchanged content
gives the same bytes.

The current text is laid over only after the app's hardened reader accepted it (size,
depth and aliases bounded), and the result is read back with that reader and must hold
exactly the new content: anything else is a `RoundTripError`, and the caller writes the
file plainly and says so.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError
from ruamel.yaml.util import load_yaml_guess_indent

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.rules.yaml_source import read_yaml
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["RoundTripError", "kept_layout", "lay_over"]

_log = logging.getLogger(__name__)


class RoundTripError(ValueError):
    """The file's text cannot take the new content with its layout kept (the reason)."""


def lay_over(previous: bytes, data: Mapping[str, Any], file: str = "file") -> bytes:
    """`data` written over `previous` (the file's current bytes), keeping its comments and
    layout; RoundTripError when that cannot be done faithfully."""
    try:
        text = previous.decode("utf-8")
        read_yaml(previous, file)  # bounded before ruamel sees it
        reader = YAML(typ="rt")
        reader.preserve_quotes = True  # 'quoted' stays quoted
        tree, indent, offset = load_yaml_guess_indent(text, yaml=reader)
    except (UnicodeDecodeError, RulesetError, YAMLError, ValueError, RecursionError) as error:
        raise RoundTripError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "its current text does not read back ({short})"),
            short=_short(error))) \
            from None
    if not isinstance(tree, CommentedMap):
        raise RoundTripError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "its current text is not a mapping")))
    merged = _merged(tree, data)
    writer = YAML(typ="rt")
    writer.preserve_quotes = True
    writer.width = 4096  # no folding: a long line stays one line, as the app writes it
    # ruamel guesses the indent of a list's items and of the dash; a mapping's own
    # indent is read here from the first key nested under a key.
    writer.indent(mapping=_mapping_indent(text), sequence=indent or 2, offset=offset or 0)
    out = io.StringIO()
    try:
        writer.dump(merged, out)
    except (YAMLError, ValueError, TypeError) as error:
        raise RoundTripError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "it cannot be written with its layout ({short})"),
            short=_short(error))) \
            from None
    result = out.getvalue().encode("utf-8")
    try:
        again = read_yaml(result, file).data
    except RulesetError as error:
        raise RoundTripError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "the result does not read back ({short})"),
            short=_short(error))) from None
    if again != _plain(data):
        raise RoundTripError(Message("LibraryProblem", QT_TRANSLATE_NOOP(
            "LibraryProblem", "the result would not hold exactly the new content")))
    return result


def kept_layout(path: Path, previous: bytes | None, data: Mapping[str, Any],
                plain: Callable[[], bytes], notes: list[str] | None = None) -> bytes:
    """The bytes to write to `path`: `data` laid over its `previous` bytes, keeping the
    user's comments and layout; for a new file, or when that cannot be done faithfully,
    `plain()` (the latter said in `notes` and the log, never silently)."""
    if previous is None:
        return plain()
    try:
        return lay_over(previous, data, str(path))
    except RoundTripError as error:
        line = f"{path.name}: written without its comments and layout ({error})"
        _log.warning(line)
        if notes is not None:
            notes.append(line)
        return plain()


def _mapping_indent(text: str) -> int:
    """How far the file indents a mapping nested under a key (2 when it never does)."""
    above: int | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        spaces = len(line) - len(line.lstrip(" "))
        if above is not None:
            if spaces > above and not stripped.startswith("- "):
                return spaces - above
            above = None
        if stripped.endswith(":") and not stripped.startswith("- "):
            above = spaces
    return 2


def _merged(node: Any, new: Any) -> Any:
    """`new` with as much of `node` (the parsed old text) kept as stays true."""
    if isinstance(node, CommentedMap) and isinstance(new, Mapping):
        for key in [k for k in node if k not in new]:
            del node[key]
        for key, value in new.items():
            node[key] = _merged(node[key], value) if key in node else _fresh(value)
        return node
    if isinstance(node, CommentedSeq) and isinstance(new, list | tuple) \
            and len(node) == len(new):
        for index, value in enumerate(new):
            node[index] = _merged(node[index], value)
        return node
    if _same_scalar(node, new):
        return node  # keeps its quoting and style
    return _fresh(new)


def _same_scalar(old: Any, new: Any) -> bool:
    if isinstance(old, (CommentedMap, CommentedSeq)) or isinstance(new, (Mapping, list)):
        return False
    if isinstance(old, bool) or isinstance(new, bool):
        return isinstance(old, bool) and isinstance(new, bool) and old == new
    if isinstance(old, str) != isinstance(new, str):
        return False
    return bool(old == new)


def _fresh(value: Any) -> Any:
    """A new value in the layout a dump gives (block mappings, plain scalars)."""
    if isinstance(value, Mapping):
        return CommentedMap((k, _fresh(v)) for k, v in value.items())
    if isinstance(value, list | tuple):
        seq = CommentedSeq(_fresh(v) for v in value)
        if len(value) <= 12 and all(_short_scalar(v) for v in value):
            seq.fa.set_flow_style()  # `[true, false]`, as the app writes short lists
        return seq
    return value


def _short_scalar(value: Any) -> bool:
    return value is None or isinstance(value, bool | int | float) or (
        isinstance(value, str) and len(value) <= 24 and "\n" not in value)


def _plain(value: Any) -> Any:
    """The content as the hardened reader would give it back (tuples as lists)."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _short(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return text if len(text) <= 160 else text[:157] + "…"

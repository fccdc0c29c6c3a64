"""Reads a YAML file into plain data plus the line and column of every value.

The reader is built on libyaml's event stream rather than PyYAML's composer so that it can
refuse, with a located message and without recursion, everything a data file must never
do: Python tags, alias bombs ("billion laughs"), absurd nesting, duplicate keys. Scalars
are resolved with the YAML 1.2 core schema, so `no`, `on` and `Y` stay strings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["MAX_DEPTH", "MAX_NODES", "Path", "SourceDocument", "read_yaml", "read_yaml_text"]

MAX_DEPTH = 64
MAX_NODES = 200_000
MAX_BYTES = 4_000_000
MAX_DIGITS = 30
"""Digits a whole number in a file may have (Python refuses to read past 4,300 with a
message about its own internals; no rule needs more than a few)."""

Path = tuple[str | int, ...]

try:
    _Loader: type[Any] = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - libyaml is missing
    _Loader = yaml.SafeLoader

_STANDARD = "tag:yaml.org,2002:"
_ALLOWED_TAGS = {None, "!", *(_STANDARD + t for t in ("str", "int", "float", "bool", "null"))}
_ALLOWED_COLLECTION_TAGS = {None, "!", _STANDARD + "map", _STANDARD + "seq"}
_INT = re.compile(r"[-+]?[0-9]+\Z")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")
_NULLS = {"", "~", "null", "Null", "NULL"}
_TRUES = {"true", "True", "TRUE"}
_FALSES = {"false", "False", "FALSE"}


@dataclass
class SourceDocument:
    """A parsed YAML document: its data and where each value stands in the file."""

    file: str
    data: Any
    positions: dict[Path, tuple[int, int]] = field(default_factory=dict)
    origins: dict[Path, str] = field(default_factory=dict)
    """For merged documents: the file each located value came from (default `file`)."""
    key_positions: dict[Path, tuple[int, int]] = field(default_factory=dict)
    """Where the key of each mapping entry stands (a block value starts a line later)."""

    def where(self, path: Path) -> tuple[int, int]:
        """Line and column of the value at `path`, or of its nearest located parent."""
        probe = tuple(path)
        while probe:
            found = self.positions.get(probe)
            if found is not None:
                return found
            probe = probe[:-1]
        return self.positions.get((), (1, 1))

    def origin(self, path: Path) -> str:
        """The file the value at `path` came from."""
        probe = tuple(path)
        while probe:
            found = self.origins.get(probe)
            if found is not None:
                return found
            if probe in self.positions:
                return self.file
            probe = probe[:-1]
        return self.file

    def where_key(self, path: Path) -> tuple[int, int]:
        """Line and column of the key of the entry at `path` (else as `where`)."""
        found = self.key_positions.get(tuple(path))
        return found if found is not None else self.where(path)

    def problem(self, path: Path, message: str) -> Problem:
        """A Problem located at `path`.

        A problem with a whole mapping or list (a missing row, a missing key) points at
        its key, `data:`, rather than at its first entry on the next line.
        """
        probe = tuple(path)
        while probe and probe not in self.positions:
            probe = probe[:-1]
        value: Any = self.data
        for part in probe:
            if isinstance(value, dict):
                value = value.get(part)
            elif isinstance(value, list) and isinstance(part, int) and 0 <= part < len(value):
                value = value[part]
            else:
                value = None
        if isinstance(value, (dict, list)) and probe in self.key_positions:
            line, column = self.key_positions[probe]
        else:
            line, column = self.where(path)
        return Problem(self.origin(path), line, column, message)

    def key_problem(self, path: Path, message: str) -> Problem:
        """A Problem located at the key of the entry at `path` (an unknown key)."""
        line, column = self.where_key(path)
        return Problem(self.origin(path), line, column, message)


def _resolve_plain(value: str) -> Any:
    if value in _NULLS:
        return None
    if value in _TRUES:
        return True
    if value in _FALSES:
        return False
    if _INT.match(value):
        digits = len(value.lstrip("+-"))
        if digits > MAX_DIGITS:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a number of {digits} digits ({value}…); numbers in a file "
                "have at most {max_digits} digits"),
                digits=digits, value=value[:12], max_digits=MAX_DIGITS))
        return int(value)
    if _FLOAT.match(value):
        return float(value)
    lowered = value.lower()
    if lowered in (".inf", "+.inf"):
        return float("inf")
    if lowered == "-.inf":
        return float("-inf")
    if lowered == ".nan":
        return float("nan")
    return value


def _scalar(event: yaml.ScalarEvent) -> Any:
    tag = event.tag
    value = event.value
    if tag in (None, "!"):
        return _resolve_plain(value) if event.implicit[0] else value
    if tag == _STANDARD + "str":
        return value
    resolved = _resolve_plain(value)
    expected: dict[str, tuple[type, ...]] = {
        "int": (int,), "float": (int, float), "bool": (bool,), "null": (type(None),)}
    kinds = expected[tag[len(_STANDARD) :]]
    if not isinstance(resolved, kinds) or (tag.endswith("int") and isinstance(resolved, bool)):
        raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{value}' is not a valid {tag}"),
            value=value, tag=tag[len(_STANDARD):]))
    if tag.endswith("float"):
        return float(resolved)  # type: ignore[arg-type]
    return resolved


def _mark(event: Any) -> tuple[int, int]:
    mark = event.start_mark
    return (mark.line + 1, mark.column + 1) if mark is not None else (0, 0)


class _Frame:
    __slots__ = ("anchor", "container", "key", "key_position", "path")

    def __init__(self, container: Any, path: Path, anchor: str | None) -> None:
        self.container = container
        self.path = path
        self.anchor = anchor
        self.key: Any = _NO_KEY
        self.key_position = (0, 0)


_NO_KEY = object()


def _deep_size(value: Any, limit: int) -> int:
    """Count nodes of an anchored value, stopping early past `limit`."""
    count = 0
    stack = [value]
    while stack and count <= limit:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count


def _line_column(text: str, index: int) -> tuple[int, int]:
    """Line and column (from 1) of the character at `index` of `text`."""
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def _reader_problem(text: str, file: str, error: yaml.reader.ReaderError) -> Problem:
    """A character YAML forbids (a control character, a lone surrogate), pointed at."""
    index = error.position
    if _Loader is not yaml.SafeLoader:  # libyaml counts UTF-8 bytes, PyYAML characters
        index = len(text.encode("utf-8")[:index].decode("utf-8", "ignore"))
    line, column = _line_column(text, index)
    character = error.character
    shown = f"#x{character:04x}" if isinstance(character, int) else repr(character)
    return Problem(file, line, column,
                   Message("RulesetProblem", QT_TRANSLATE_NOOP(
                       "RulesetProblem", "invalid YAML: the character {shown} is not allowed "
                       "({reason})"), shown=shown, reason=error.reason))


class _DocumentBuilder:
    """Builds a document's data from libyaml's events, recording where each value stands
    and refusing (RulesetError) what a data file must never do."""

    def __init__(self, document: SourceDocument) -> None:
        self.document = document
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.stack: list[_Frame] = []
        self.root: Any = _NO_KEY
        self.nodes = 0
        self.documents = 0

    def fail(self, event: Any, message: str) -> RulesetError:
        line, column = _mark(event)
        return RulesetError([Problem(self.document.file, line, column, message)])

    def feed(self, event: Any) -> None:
        """Take the next event of the stream."""
        if isinstance(event, yaml.ScalarEvent):
            self.scalar(event)
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            self.open_collection(event)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            frame = self.stack.pop()
            if frame.anchor:
                self.anchors[frame.anchor] = (frame.container,
                                              _deep_size(frame.container, MAX_NODES))
        elif isinstance(event, yaml.AliasEvent):
            if event.anchor not in self.anchors:
                raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown alias '*{anchor}'"), anchor=event.anchor))
            value, size = self.anchors[event.anchor]
            self.place(value, event, size)
        elif isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "expected a single document (found '---' twice)")))

    def scalar(self, event: yaml.ScalarEvent) -> None:
        if event.tag not in _ALLOWED_TAGS:
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the tag '{tag}' is not allowed in a ruleset"), tag=event.tag))
        try:
            value = _scalar(event)
        except ValueError as error:
            raise self.fail(event, message_of(error)) from None
        self.place(value, event)
        if event.anchor:
            self.anchors[event.anchor] = (value, 1)

    def open_collection(self, event: yaml.MappingStartEvent | yaml.SequenceStartEvent) -> None:
        if event.tag not in _ALLOWED_COLLECTION_TAGS:
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the tag '{tag}' is not allowed in a ruleset"), tag=event.tag))
        if len(self.stack) >= MAX_DEPTH:
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "nesting deeper than {max_depth} levels"), max_depth=MAX_DEPTH))
        container: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
        path: Path = ()
        if self.stack:
            parent = self.stack[-1]
            if isinstance(parent.container, list):
                path = (*parent.path, len(parent.container))
            elif parent.key is _NO_KEY:
                raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "a mapping key must be a plain word or whole number")))
            else:
                path = (*parent.path, parent.key)
        self.place(container, event)
        self.stack.append(_Frame(container, path, event.anchor))

    def place(self, value: Any, event: Any, size: int = 1) -> None:
        """Put `value` where the stream stands: the root, a list's next item, a mapping's
        next key or the value of its pending key."""
        self.nodes += size
        if self.nodes > MAX_NODES:
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the document is too large (more than {max_nodes} values)"),
                max_nodes=MAX_NODES))
        if not self.stack:
            if self.root is not _NO_KEY:
                raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "expected a single document")))
            self.root = value
            self.document.positions[()] = _mark(event)
            return
        frame = self.stack[-1]
        if isinstance(frame.container, list):
            path = (*frame.path, len(frame.container))
            frame.container.append(value)
            self.document.positions.setdefault(path, _mark(event))
        elif frame.key is _NO_KEY:
            self.place_key(frame, value, event)
        else:
            path = (*frame.path, frame.key)
            frame.container[frame.key] = value
            self.document.positions.setdefault(path, _mark(event))
            self.document.key_positions.setdefault(path, frame.key_position)
            frame.key = _NO_KEY

    def place_key(self, frame: _Frame, value: Any, event: Any) -> None:
        if isinstance(value, (dict, list)) or value is None or isinstance(value, float):
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a mapping key must be a plain word or whole number")))
        if value in frame.container:
            raise self.fail(event, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate key '{value}'"), value=value))
        frame.key = value
        frame.key_position = _mark(event)


def _marked_problem(file: str, error: yaml.MarkedYAMLError) -> Problem:
    """The problem libyaml or PyYAML reported, at the place it marked."""
    mark = error.problem_mark or error.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    reason = error.problem or error.context or "invalid YAML"
    if "nesting depth" in reason:  # PyYAML 6.0.4 and later stop absurd nesting first
        return Problem(file, line, column, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "nesting deeper than {max_depth} levels"), max_depth=MAX_DEPTH))
    return Problem(file, line, column, Message("RulesetProblem", QT_TRANSLATE_NOOP(
        "RulesetProblem", "invalid YAML: {reason}"), reason=reason))


def read_yaml_text(text: str, file: str) -> SourceDocument:
    """Parse YAML text into a SourceDocument, raising RulesetError with located problems."""
    document = SourceDocument(file=file, data=None)
    builder = _DocumentBuilder(document)
    try:
        for event in yaml.parse(text, Loader=_Loader):
            builder.feed(event)
    except yaml.reader.ReaderError as error:
        raise RulesetError([_reader_problem(text, file, error)]) from None
    except yaml.MarkedYAMLError as error:
        raise RulesetError([_marked_problem(file, error)]) from None
    except yaml.YAMLError as error:
        raise RulesetError([Problem(file, 1, 1, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "invalid YAML: {error}"), error=message_of(error)))]) from None
    except RecursionError:
        raise RulesetError([Problem(file, 1, 1, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the document nests too deeply")))]) from None
    if builder.root is _NO_KEY or builder.root is None:
        raise RulesetError([Problem(file, 1, 1, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the file is empty: expected a ruleset mapping")))])
    document.data = builder.root
    return document


def read_yaml(raw: bytes, file: str) -> SourceDocument:
    """Decode and parse the bytes of a YAML file (UTF-8, optional BOM)."""
    if len(raw) > MAX_BYTES:
        raise RulesetError([Problem(file, 1, 1, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the file is larger than {max_bytes} bytes"), max_bytes=MAX_BYTES))])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise RulesetError(
            [Problem(file, line, column, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "not a text file: invalid UTF-8 (is this YAML?)")))]
        ) from None
    if "\x00" in text:
        line, column = _line_column(text, text.index("\x00"))
        raise RulesetError([Problem(file, line, column, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "not a text file: it contains NUL bytes")))])
    return read_yaml_text(text, file)

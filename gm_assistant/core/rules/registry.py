"""The rulesets the app knows: shipped ones, the user's own, and house-rule overrides.

A user file whose `id` is a shipped ruleset's is an override: its mappings are merged over
the shipped file key by key (lists and chart rows are replaced whole), and the result is
validated like any ruleset, problems pointing into whichever file the value came from. A
broken file never stops the others from loading: it is listed with its problems.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import Any

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import read_document, validate_document
from gm_assistant.core.rules.yaml_source import Path, SourceDocument
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["RulesetEntry", "RulesetRegistry", "merge_documents"]


@dataclass(frozen=True)
class RulesetEntry:
    """One ruleset file (or shipped file plus override) and what loading it gave."""

    id: str
    file: FilePath
    origin: str  # "shipped", "user" or "override"
    ruleset: Ruleset | None
    problems: tuple[Problem, ...] = ()
    override: FilePath | None = None

    @property
    def ok(self) -> bool:
        """True when the ruleset loaded without problems."""
        return self.ruleset is not None


def merge_documents(base: SourceDocument, override: SourceDocument) -> SourceDocument:
    """The base document with the override's values merged over it (see module docs)."""
    merged = SourceDocument(base.file, None, dict(base.positions), dict(base.origins))

    def merge(left: Any, right: Any, path: Path) -> Any:
        if isinstance(left, dict) and isinstance(right, dict):
            result = dict(left)
            for key, value in right.items():
                child = (*path, key)
                result[key] = merge(left[key], value, child) if key in left else value
                if key not in left or not (isinstance(value, dict)
                                           and isinstance(left[key], dict)):
                    _relocate(merged, override, child)
            return result
        return right

    merged.data = merge(base.data, override.data, ())
    return merged


def _relocate(merged: SourceDocument, override: SourceDocument, path: Path) -> None:
    """Point every position under `path` at the override file."""
    for key in [k for k in merged.positions if k[: len(path)] == path]:
        del merged.positions[key]
    for key, position in override.positions.items():
        if key[: len(path)] == path:
            merged.positions[key] = position
            merged.origins[key] = override.file


def _stray_chart_edits(base: SourceDocument, override: SourceDocument,
                       ruleset_id: str) -> tuple[Problem, ...]:
    """Problems for the override's edits of charts the shipped file does not have.

    An edit is a chart entry without a `label` (a whole new chart has one): a house rule
    written for a chart a later version of the ruleset dropped (Riskbreaker's chance of
    success, which no roll read) is named as such, not as a chart missing its label.
    """
    base_charts = base.data.get("charts") if isinstance(base.data, dict) else None
    edits = override.data.get("charts") if isinstance(override.data, dict) else None
    if not isinstance(base_charts, dict) or not isinstance(edits, dict):
        return ()
    return tuple(
        override.problem(("charts", chart), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "'{ruleset_id}' has no chart '{chart}' for a house rule to "
            "change (its charts: {charts}): delete it from this file"),
            ruleset_id=ruleset_id, chart=chart, charts=", ".join(map(str, base_charts))))
        for chart, edit in edits.items()
        if chart not in base_charts and not (isinstance(edit, dict) and "label" in edit))


def _declared_id(document: SourceDocument, file: FilePath) -> str:
    data = document.data
    if isinstance(data, dict) and isinstance(data.get("id"), str):
        return str(data["id"])
    return file.stem


@dataclass
class RulesetRegistry:
    """Loads every ruleset from the shipped and user folders; `entries` lists them all."""

    shipped_dir: FilePath
    user_dir: FilePath | None = None
    entries: list[RulesetEntry] = field(default_factory=list)

    def load(self) -> RulesetRegistry:
        """(Re)load every ruleset file. Returns self."""
        entries: dict[str, RulesetEntry] = {}
        shipped_docs: dict[str, tuple[FilePath, SourceDocument]] = {}
        extra: list[RulesetEntry] = []
        overridden: dict[str, FilePath] = {}
        for file in sorted(self.shipped_dir.glob("*.yaml")):
            entry, document = self._load_one(file, "shipped")
            if document is not None:
                shipped_docs[entry.id] = (file, document)
            entries[entry.id] = entry
        if self.user_dir is not None and self.user_dir.is_dir():
            for file in sorted(self.user_dir.glob("*.yaml")):
                try:
                    document = read_document(file)
                except RulesetError as error:
                    extra.append(RulesetEntry(file.stem, file, "user", None, error.problems))
                    continue
                if not isinstance(document.data, dict) or not isinstance(
                    document.data.get("id"), str
                ):
                    problem = document.problem(
                        (), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                            "RulesetProblem", "expected a ruleset mapping with an 'id' (a new "
                            "ruleset, or the id of a shipped one to override "
                            "it)")))
                    extra.append(RulesetEntry(file.stem, file, "user", None, (problem,)))
                    continue
                ruleset_id = _declared_id(document, file)
                if ruleset_id in overridden:
                    problem = document.problem(("id",), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "'{ruleset_id}' is already overridden by {overridden}: "
                        "put all house rules for it in one file"),
                        ruleset_id=ruleset_id, overridden=overridden[ruleset_id]))
                    extra.append(RulesetEntry(ruleset_id, file, "override", None, (problem,)))
                elif ruleset_id in shipped_docs:
                    overridden[ruleset_id] = file
                    base_file, base_doc = shipped_docs[ruleset_id]
                    stray = _stray_chart_edits(base_doc, document, ruleset_id)
                    if stray:
                        entries[ruleset_id] = RulesetEntry(ruleset_id, base_file, "override",
                                                           None, stray, file)
                        continue
                    merged = merge_documents(base_doc, document)
                    entries[ruleset_id] = self._validated(merged, base_file, "override",
                                                          ruleset_id, override=file)
                elif ruleset_id in entries:
                    problem = document.problem(("id",), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "the id '{ruleset_id}' is already used by {file}"),
                        ruleset_id=ruleset_id, file=entries[ruleset_id].file))
                    extra.append(RulesetEntry(ruleset_id, file, "user", None, (problem,)))
                else:
                    entries[ruleset_id] = self._validated(document, file, "user", ruleset_id)
        self.entries = [*entries.values(), *extra]
        return self

    def _load_one(self, file: FilePath, origin: str) -> tuple[RulesetEntry,
                                                              SourceDocument | None]:
        try:
            document = read_document(file)
        except RulesetError as error:
            return RulesetEntry(file.stem, file, origin, None, error.problems), None
        ruleset_id = _declared_id(document, file)
        return self._validated(document, file, origin, ruleset_id), document

    @staticmethod
    def _validated(document: SourceDocument, file: FilePath, origin: str, ruleset_id: str,
                   override: FilePath | None = None) -> RulesetEntry:
        try:
            ruleset = validate_document(document)
        except RulesetError as error:
            return RulesetEntry(ruleset_id, file, origin, None, error.problems, override)
        return RulesetEntry(ruleset_id, file, origin, ruleset, (), override)

    @property
    def rulesets(self) -> dict[str, Ruleset]:
        """The rulesets that loaded, by id."""
        return {e.id: e.ruleset for e in self.entries if e.ruleset is not None}

    @property
    def broken(self) -> list[RulesetEntry]:
        """The files that did not load, with their problems."""
        return [e for e in self.entries if e.ruleset is None]

    def get(self, ruleset_id: str) -> Ruleset:
        """A loaded ruleset by id; KeyError if it is unknown or broken."""
        return self.rulesets[ruleset_id]


def default_registry() -> RulesetRegistry:
    """The registry over the shipped rulesets folder and the user's rulesets folder."""
    from gm_assistant.core.paths import rulesets_dir, user_rulesets_dir

    return RulesetRegistry(rulesets_dir(), user_rulesets_dir()).load()

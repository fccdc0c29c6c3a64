"""Collector: gathers the problems found while a ruleset is checked and compiled, each with
its place in the ruleset file, and resolves the references every compiler step needs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gm_assistant.core.errors import FormulaError, Problem
from gm_assistant.core.rules.compiled import ChartTable
from gm_assistant.core.rules.formula import Formula, compile_formula
from gm_assistant.core.rules.yaml_source import Path, SourceDocument
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["Collector"]


class Collector:
    """Gathers every problem found, each with its place in the ruleset file."""

    def __init__(self, document: SourceDocument) -> None:
        self.document = document
        self.problems: list[Problem] = []

    def add(self, path: Path, message: str) -> None:
        self.problems.append(self.document.problem(path, message))

    def chart(self, path: Path, chart_id: str,
              charts: Mapping[str, ChartTable | None]) -> ChartTable | None:
        """The chart `chart_id` refers to; None when it is unknown (reported here at
        `path`) or broken (its own problems are reported already)."""
        if chart_id not in charts:
            self.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown chart '{chart_id}'"), chart_id=chart_id))
            return None
        return charts[chart_id]

    def formula(self, path: Path, source: str | int, known: Iterable[str]) -> Formula | None:
        try:
            compiled = compile_formula(source, known)
            if not compiled.names:
                compiled({})  # constants are evaluated now, so 9**9**9 fails at load
            return compiled
        except FormulaError as error:
            self.add(path, message_of(error))
            return None

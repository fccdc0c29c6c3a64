"""What a roll at the table measured: each of the check's `measures` (margin, shifts,
success levels...) for the values one roll gave, named for the GM.

    >>> measured(spec, lookup(ruleset, "attack", inputs, {"roll": 5}).values)
    {'margin': 2}
"""

from __future__ import annotations

from collections.abc import Mapping

from gm_assistant.core.odds.outcome_rule import whole
from gm_assistant.core.rules.compiled import CheckSpec, all_second_rolls
from gm_assistant.core.rules.formula import Formula, Number

__all__ = ["measure_label", "measured", "measures_text"]


def measured(spec: CheckSpec, values: Mapping[str, object]) -> dict[str, int]:
    """Each measure of `spec` for the values of one roll (a lookup's or a rolled
    attempt's), in the check's order. When a second roll that gives a measure its own way
    was rolled (its names are among the values), its formula is used, as the odds do.
    Empty when the check declares no measures; a FormulaError if a value is missing."""
    formulas: dict[str, Formula] = dict(spec.measures)
    for again in all_second_rolls(spec.rule):
        names = [name for name, _ in again.rolls] + [n for p in again.pools for n in p.names]
        if again.measures and names and all(name in values for name in names):
            formulas.update(again.measures)
    numbers: dict[str, Number] = {name: value for name, value in values.items()
                                  if isinstance(value, int | float)}
    return {name: whole(name, formula(numbers)) for name, formula in formulas.items()}


def measure_label(name: str, labels: Mapping[str, str] | None = None) -> str:
    """A measure's name as a GM reads it: the ruleset's label for it (`labels`, a check's
    `measure_labels`), else the name tidied: `shifts_taken` -> `Shifts taken`."""
    if labels and name in labels:
        return labels[name]
    words = name.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def measures_text(spec: CheckSpec, values: Mapping[str, object]) -> str:
    """The measures of one roll on one line: `Margin 2 · Shifts 1` ('' when none)."""
    return " · ".join(f"{measure_label(name, spec.measure_labels)} {value}"
                      for name, value in measured(spec, values).items())

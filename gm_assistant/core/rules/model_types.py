"""The building blocks of the ruleset format: key, name, formula and text types, ranges."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, StringConstraints, model_validator

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["Colour", "FormulaText", "Key", "Label", "LevelKey", "Name", "Range", "StrictModel",
           "Text"]

Key = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)]
Name = Annotated[str, StringConstraints(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$", max_length=64)]
LevelKey = Annotated[str, StringConstraints(min_length=1, max_length=64)]
FormulaText = Annotated[str, StringConstraints(min_length=1, max_length=400)] | int
Colour = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]
Text = Annotated[str, StringConstraints(max_length=4000)]
Label = Annotated[str, StringConstraints(min_length=1, max_length=120)]


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Range(StrictModel):
    """An inclusive range of whole numbers."""

    min: int
    max: int

    @model_validator(mode="after")
    def _ordered(self) -> Range:
        if self.min > self.max:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "min ({min}) is larger than max ({max})"),
                min=self.min, max=self.max))
        if self.max - self.min > 10_000:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a range may span at most 10000 values")))
        return self

"""What a player typed for the dice a roll showed: a total, or Fate dice face by face.

Fate dice are often read out as their faces (`++0-`); typed that way they are summed
(`++0-` is +1), never cut down to the part that looks like a number. Anything else that
is not a whole number within the roll's range is refused with a message. Typed as many
symbols as there are dice, `+`, `-` and `0` are faces (`+000` is +1); otherwise a signed
number is a total (`+1`, `-2`).

    >>> read_shown("++0-", "4dF", -4, 4)
    1
"""

from __future__ import annotations

import re

from gm_assistant.core.dice.notation import DiceNotationError, parse
from gm_assistant.core.errors import InputError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["fate_dice", "read_faces", "read_shown"]

_NUMBER = re.compile(r"[+-]?\d+")
_FACE_VALUES = {"+": 1, "-": -1, "0": 0}


def fate_dice(notation: str) -> int | None:
    """How many Fate dice a roll of `notation` adds (`4dF` -> 4), or None when the roll is
    not Fate dice alone (`2d6`, `4dF-4dF`, `4dF+1`): only then can faces be typed."""
    try:
        terms = parse(notation)
    except DiceNotationError:
        return None
    if len(terms) != 1:
        return None
    (term,) = terms
    if term.count == 0 or term.sides != 0 or term.sign < 0 or term.keep or term.depth:
        return None
    return term.count


def read_faces(text: str, notation: str) -> tuple[int, ...] | None:
    """The Fate dice's faces one by one when `text` gives one of `+`, `-`, `0` per die of
    `notation` (`"+ + 0 -"` -> (1, 1, 0, -1)); None when it is a total or not Fate dice
    (`read_shown` says what is wrong with a text that is neither)."""
    typed = "".join(text.split())
    dice = fate_dice(notation)
    if dice is None or len(typed) != dice or any(face not in _FACE_VALUES for face in typed):
        return None
    return tuple(_FACE_VALUES[face] for face in typed)


def read_shown(text: str, notation: str, low: int, high: int) -> int:
    """The total typed for a roll of `notation` (from `low` to `high`): a whole number, or
    for Fate dice one of `+`, `-`, `0` per die (spaces allowed). Raises InputError saying
    what was wrong."""
    typed = "".join(text.split())
    dice = fate_dice(notation)
    as_faces = dice is not None and typed and all(face in _FACE_VALUES for face in typed)
    if as_faces and len(typed) == dice:  # `+000` is the faces +1, not the number 0
        total = sum(_FACE_VALUES[face] for face in typed)
    elif _NUMBER.fullmatch(typed):
        total = int(typed)
    else:
        if dice is None or not typed or any(face not in _FACE_VALUES for face in typed):
            if dice:
                raise InputError(Message("ShownDice", QT_TRANSLATE_NOOP(
                    "ShownDice", "'{text}' is not a total {notation} can show: type a whole "
                    "number from {low} to {high}, or one of + - 0 for each of the {dice} "
                    "dice"), text=text, notation=notation, low=low, high=high, dice=dice))
            raise InputError(Message("ShownDice", QT_TRANSLATE_NOOP(
                "ShownDice", "'{text}' is not a total {notation} can show: type a whole "
                "number from {low} to {high}"), text=text, notation=notation, low=low,
                high=high))
        if len(typed) != dice:
            raise InputError(Message("ShownDice", QT_TRANSLATE_NOOP(
                "ShownDice", "'{text}' gives {faces} faces; {notation} is {dice} dice: type "
                "one of + - 0 for each"), text=text, faces=len(typed), notation=notation,
                dice=dice))
        total = sum(_FACE_VALUES[face] for face in typed)
    if not low <= total <= high:
        raise InputError(Message("ShownDice", QT_TRANSLATE_NOOP(
            "ShownDice", "{total} cannot be rolled on {notation} (from {low} to {high})"),
            total=total, notation=notation, low=low, high=high))
    return total

"""Typed dice are read whole: Fate faces `++0-` sum to +1, never cut to `+0`."""

from __future__ import annotations

import itertools

import pytest

from gm_assistant.core.errors import InputError
from gm_assistant.core.play.shown_dice import fate_dice, read_shown

SYMBOLS = {"+": 1, "-": -1, "0": 0}


def test_every_four_face_fate_reading_sums_its_faces() -> None:
    for faces in itertools.product("+-0", repeat=4):
        text = "".join(faces)
        assert read_shown(text, "4dF", -4, 4) == sum(SYMBOLS[f] for f in faces), text
        assert read_shown(" ".join(faces), "4dF", -4, 4) == sum(SYMBOLS[f] for f in faces)


def test_the_reported_misreading() -> None:
    assert read_shown("++0-", "4dF", -4, 4) == 1


@pytest.mark.parametrize(("text", "total"), [("+1", 1), ("-2", -2), ("0", 0), ("4", 4)])
def test_a_number_is_a_total(text: str, total: int) -> None:
    assert read_shown(text, "4dF", -4, 4) == total


@pytest.mark.parametrize("text", ["++0", "++0--", "+x0-", "5", "", "+ +"])
def test_fate_text_that_is_not_four_faces_is_refused(text: str) -> None:
    with pytest.raises(InputError, match=r"4dF|faces"):
        read_shown(text, "4dF", -4, 4)


@pytest.mark.parametrize("text", ["++", "7a", "13"])
def test_other_dice_take_only_numbers(text: str) -> None:
    with pytest.raises(InputError, match="from 2 to 12"):
        read_shown(text, "2d6", 2, 12)


@pytest.mark.parametrize(("notation", "dice"), [("4dF", 4), ("dF", 1), ("2d6", None),
                                                 ("4dF-4dF", None), ("4dF+1", None)])
def test_faces_only_for_fate_dice_alone(notation: str, dice: int | None) -> None:
    assert fate_dice(notation) == dice


def test_four_symbols_are_faces_even_when_they_look_like_a_number() -> None:
    assert read_shown("+000", "4dF", -4, 4) == 1
    assert read_shown("-000", "4dF", -4, 4) == -1


def test_fate_faces_typed_one_by_one_are_read_face_by_face() -> None:
    from gm_assistant.core.play.shown_dice import read_faces

    assert read_faces("+ + 0 -", "4dF") == (1, 1, 0, -1)
    assert read_faces("+000", "4dF") == (1, 0, 0, 0)
    assert read_faces("1", "4dF") is None  # a total
    assert read_faces("+1", "4dF") is None
    assert read_faces("++0", "4dF") is None  # three faces for four dice
    assert read_faces("++", "2d6") is None  # not Fate dice

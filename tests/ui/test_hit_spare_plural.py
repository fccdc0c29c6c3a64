"""What a way to absorb a hit leaves to spare is counted in the interface's plural forms:
the ruleset's unit (AdOM's `aumentos`) is one word for every count, so it is left out."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from gm_assistant.core.play.harm import AbsorbOption, Slot
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.hit_dialog import option_text


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def test_what_is_left_to_spare_is_counted_in_english_and_spanish(
        shipped_rulesets: dict[str, Ruleset]) -> None:
    harm = shipped_rulesets["adom"].harm
    assert harm is not None
    severe = Slot("consequences", "Consecuencia", "severe", None, "Grave (Severe)", 6, False)
    one, two = AbsorbOption((severe,), 6, 5), AbsorbOption((severe,), 6, 4)
    texts = {}
    for language in ("en", "es"):
        apply_language(language)
        texts[language] = [option_text(harm, option).rpartition(" (")[2]
                           for option in (one, two)]
    assert texts == {"en": ["1 to spare)", "2 to spare)"],
                     "es": ["sobra 1)", "sobran 2)"]}
    assert "aumentos" not in option_text(harm, one)

"""The core's errors shown in the Spanish interface hold no English sentence: a hostile
ruleset (pydantic's validation and the ruleset's own checks), bad engine inputs and a
file too large, each worded through `describe_error` / `error_text` as the app shows them;
the numbers in them carry the language's marks ("1.409")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gm_assistant.core.dice.notation import parse
from gm_assistant.core.errors import GMAssistantError, InputError, RulesetError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset, load_ruleset_bytes
from gm_assistant.core.user_files import UserFileError, read_user_file
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.errors import describe_error, error_text
from gm_assistant.ui.i18n import apply_language
from tests.core.test_loader_errors import BASE, mutate
from tests.ui.screen_text import english_left

ROOT = Path(__file__).resolve().parents[2]

MODEL_BROKEN = mutate(
    BASE,
    ("success: false", "success: maybe"),  # bool_parsing
    ("range: {min: 0, max: 3}, default: 0}", "range: {min: zero, max: 3}, default: 0}"),
    ("authors: [Tester]", "authors: Tester"),  # list_type
    ('version: "1.0"\n', 'version: "1.0"\ncolor: blue\n'),  # a misspelt key
    ("    label: Contest\n", "    label: Contest\n    outcomez: [miss]\n"),
    ("{kind: reroll, while_outcome", "{kind: rerolls, while_outcome"),  # literal_error
    ("    range: {min: 2, max: 4}", "    range: {min: 4, max: 2}"),  # a model's own check
)
CHECKS_BROKEN = mutate(
    BASE,
    ("score: roll + size", "score: roll + sise"),  # an unknown name in a formula
    ("margin: score - 5", "margin: score / 0"),  # a constant part that cannot be worked out
    ("outcomes: [miss, hit]\n    inputs:\n      stat",
     "outcomes: [miss, hat]\n    inputs:\n      stat"),  # an unknown outcome
    ("cells: {scale: band}", "cells: {scale: bands}"),  # an unknown scale
)


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")
    assert wait_for_workers(30)


def _ids(*texts: str) -> set[str]:
    """The names a file or an input gives (keys, ids, formulas' names): values, not words
    of the interface."""
    return {word.lower() for text in texts for word in re.findall(r"[A-Za-z]+", text)}


def _shown(error: BaseException) -> list[str]:
    """What the error box shows: its summary and its problem lines."""
    summary, lines = describe_error(error)
    return [summary, *lines]


def _ruleset_error(text: str) -> RulesetError:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(text.encode(), "hostile.yaml")
    return caught.value


@pytest.mark.parametrize("text", [MODEL_BROKEN, CHECKS_BROKEN], ids=["model", "checks"])
def test_a_hostile_ruleset_reads_in_spanish_with_its_places_kept(text: str) -> None:
    """Every problem of a hostile ruleset is worded in Spanish; its file, line and column
    are the same as in English, and the English words it had are gone."""
    error = _ruleset_error(text)
    assert len(error.problems) >= 4
    english = _shown(error)
    assert english_left(english[1:], allowed=_ids(text))  # the check finds English
    assert apply_language("es") == ""
    spanish = _shown(error)
    assert spanish[0] == f"El archivo tiene {len(error.problems)} problemas:"
    assert english_left(spanish, allowed=_ids(text)) == []
    for problem, line in zip(error.problems, spanish[1:], strict=True):
        assert line.startswith(f"hostile.yaml:{problem.line}:{problem.column}: ")
        assert line != str(problem)


def test_pydantic_and_the_checks_say_what_is_wrong_in_spanish() -> None:
    """A few problems word for word: a misspelt key with its hint, a wrong type, a choice
    out of the allowed ones, a model's own check, an unknown formula name."""
    model = _ruleset_error(MODEL_BROKEN)
    checks = _ruleset_error(CHECKS_BROKEN)
    assert apply_language("es") == ""
    shown = "\n".join(_shown(model) + _shown(checks))
    for expected in ["clave desconocida «color» en el nivel superior (¿querías decir «colour»?)",
                     "source.authors: Debe ser una lista válida",
                     "outcomes.0.success: Debe ser un booleano válido (true o false)",
                     "Debe ser 'reroll', 'bonus' o 'push'",
                     "min (4) es mayor que max (2)",
                     "«roll + sise»: nombre desconocido «sise»",
                     "resultado desconocido «hat»"]:
        assert expected in shown


def test_bad_engine_inputs_read_in_spanish() -> None:
    """A check that does not exist, an input out of its scale, dice notation that is no
    roll: the errors the Odds area and the Table show, in Spanish."""
    adom = load_ruleset(ROOT / "rulesets" / "adom.yaml")
    check = next(iter(adom.checks))
    spec = adom.checks[check]
    name, info = next((n, i) for n, i in spec.inputs.items() if i.scale is None)
    errors: list[GMAssistantError | ValueError] = []
    for bad in (lambda: check_odds(adom, "no_such_check"),
                lambda: check_odds(adom, check, {name: info.high + 1}),
                lambda: check_odds(adom, check, {"nobody": 1}),
                lambda: parse("3d0")):
        with pytest.raises((InputError, ValueError)) as caught:
            bad()
        errors.append(caught.value)
    english = [error_text(error) for error in errors]
    assert all(english_left([text], allowed=_ids(check, name, "no_such_check", "nobody"))
               for text in english), english
    assert apply_language("es") == ""
    spanish = [error_text(error) for error in errors]
    allowed = _ids(check, name, "no_such_check", "nobody", ", ".join(adom.checks),
                   ", ".join(spec.inputs))
    assert english_left(spanish, allowed=allowed) == [], spanish
    assert spanish[0].startswith("«no_such_check» no es una tirada de «adom»; tiradas: ")
    assert f"se admiten números enteros {info.low}..{info.high}" in spanish[1]


def test_numbers_in_core_messages_take_the_language_marks(tmp_path: Path) -> None:
    """A limit in a message is a number: 1,409 in English, 1.409 in Spanish."""
    big = tmp_path / "big.yaml"
    big.write_bytes(b"x" * 2000)
    with pytest.raises(UserFileError) as caught:
        read_user_file(big, 1409)
    assert describe_error(caught.value)[0] == \
        f"Could not use the file {big}: larger than 1,409 bytes"
    assert apply_language("es") == ""
    assert describe_error(caught.value)[0] == \
        f"No se pudo usar el archivo {big}: más de 1.409 bytes"


def test_a_character_file_that_does_not_open_reads_in_spanish(tmp_path: Path) -> None:
    """A character file's problems (the Characters area's error box, the library's
    tooltip) are worded in Spanish at the same place."""
    from gm_assistant.core.errors import CharacterFileError
    from gm_assistant.core.library import open_character

    broken = tmp_path / "bob.yaml"
    broken.write_text("- a list\n- not a sheet\n", encoding="utf-8")
    with pytest.raises(CharacterFileError) as caught:
        open_character(broken)
    assert error_text(caught.value) == str(caught.value) == (
        f"{broken}:1:1: not a character file: expected a mapping with schema_version, "
        "ruleset, name and values")
    assert apply_language("es") == ""
    assert error_text(caught.value) == (
        f"{broken}:1:1: no es un archivo de personaje: se esperaba un mapa de claves con "
        "schema_version, ruleset, name y values")

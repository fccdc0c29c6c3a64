"""Fuzzing the loader: whatever a file holds, the answer is a RulesetError with located problems.

Three kinds of input: random bytes, random text, and random structural mutations of each
shipped ruleset (delete a key, change a value's type, replace a string with random text,
duplicate list items, insert unknown keys, move a value somewhere else), re-serialised
with yaml.safe_dump. A file that still loads must then compute every check at its defaults
without any error other than the app's own (GMAssistantError).

The runs are derandomized so the suite is repeatable; set GM_FUZZ_EXAMPLES (for example
to 5000) to explore fresh random cases instead.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gm_assistant.core.errors import GMAssistantError, RulesetError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.rules.yaml_source import read_yaml

_EXPLORE = int(os.environ.get("GM_FUZZ_EXAMPLES", "0"))
FUZZ = settings(
    max_examples=_EXPLORE or 150,
    deadline=None,
    derandomize=not _EXPLORE,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)

SHIPPED = sorted(p.stem for p in rulesets_dir().glob("*.yaml"))
_ORIGINALS = {
    name: read_yaml((rulesets_dir() / f"{name}.yaml").read_bytes(), name).data
    for name in SHIPPED
}


def check_file(raw: bytes, file: str) -> None:
    """Load `raw`: a RulesetError must locate every problem; a ruleset must compute."""
    try:
        ruleset = load_ruleset_bytes(raw, file)
    except RulesetError as error:
        assert error.problems, "a RulesetError without problems"
        for problem in error.problems:
            assert problem.file == file, problem
            assert problem.line >= 1 and problem.column >= 1, f"unlocated: {problem}"
            assert problem.message.strip(), problem
        return
    for check_id in ruleset.checks:
        try:
            odds = check_odds(ruleset, check_id)
        except GMAssistantError:
            continue
        assert sum(o.probability for o in odds.outcomes) == 1


# --- random bytes and text -------------------------------------------------------------------


@FUZZ
@given(st.binary(max_size=3000))
def test_random_bytes(raw: bytes) -> None:
    check_file(raw, "random.yaml")


@FUZZ
@given(st.text(max_size=2000))
def test_random_text(text: str) -> None:
    check_file(text.encode("utf-8", "surrogatepass"), "random.yaml")


_YAML_NOISE = st.sampled_from(
    ["- ", ": ", "{", "}", "[", "]", ", ", "&a ", "*a ", "!!str ", "? ", "|\n", ">\n", "'",
     '"', "#", "\n", "  ", "\t", "---\n", "...\n", "%YAML 1.2\n", "id", "checks", "roll",
     "2d6", "bands", "when", "else", "chart", "x", "1", "~", "true", "\\", "\x85", "\ufeff"]
)


@FUZZ
@given(st.lists(_YAML_NOISE, max_size=200).map("".join))
def test_yaml_like_noise(text: str) -> None:
    check_file(text.encode("utf-8", "surrogatepass"), "noise.yaml")


# --- structural mutations of the shipped rulesets --------------------------------------------

Path = tuple[str | int, ...]


def paths(value: Any, prefix: Path = ()) -> Iterator[Path]:
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, (*prefix, index))


def at(value: Any, path: Path) -> Any:
    for part in path:
        value = value[part]
    return value


KNOWN_WORDS = ["id", "label", "key", "scale", "range", "min", "max", "levels", "rows",
               "columns", "cells", "data", "chart", "row", "column", "shift", "by", "when",
               "else", "outcome", "roll_again", "reroll", "bands", "roll", "values",
               "inputs", "outcomes", "spend", "budget", "on", "kind", "adds", "variable",
               "until", "group", "members", "count", "combine", "measures", "default",
               "resource", "success", "colour", "effects", "add", "set", "target", "sheet",
               "sections", "fields", "npc_templates", "format", "notes", "dice"]

# Numbers stay small: budgets and group sizes are not bounded by the format, and a huge
# one only makes the odds slow (a separate, reported problem), not wrong.
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=12),
    st.floats(allow_nan=True, allow_infinity=True, width=32),
    st.text(max_size=20),
    st.sampled_from([*KNOWN_WORDS, "2d6", "d20", "4dF", "roll + 1", "9**9**9", "(", "else",
                     "success", "failure", "#12345g", "0x10", "no", ""]),
)
values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.sampled_from(KNOWN_WORDS) | st.from_regex(r"[a-z_]{1,10}",
                                                                      fullmatch=True),
                        children, max_size=4),
    ),
    max_leaves=8,
)


@st.composite
def mutated_ruleset(draw: st.DrawFn) -> tuple[str, bytes]:
    name = draw(st.sampled_from(SHIPPED))
    data = copy.deepcopy(_ORIGINALS[name])
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        every = list(paths(data))[1:]
        path = every[draw(st.integers(min_value=0, max_value=len(every) - 1))]
        parent, key = at(data, path[:-1]), path[-1]
        operation = draw(st.sampled_from(
            ["delete", "retype", "text", "duplicate", "unknown_key", "move"]))
        if operation == "delete":
            del parent[key]
        elif operation == "retype":
            parent[key] = draw(values.filter(lambda v, old=parent[key]: type(v) is not type(old)))
        elif operation == "text":
            parent[key] = draw(st.text(max_size=30))
        elif operation == "duplicate":
            target = parent[key]
            if isinstance(target, list) and target:
                index = draw(st.integers(min_value=0, max_value=len(target) - 1))
                target.insert(index, copy.deepcopy(target[index]))
            else:
                parent[key] = [target, copy.deepcopy(target)]
        elif operation == "unknown_key":
            target = parent[key] if isinstance(parent[key], dict) else parent
            if isinstance(target, dict):
                word = draw(st.sampled_from(KNOWN_WORDS) | st.from_regex(r"[a-z_]{1,12}",
                                                                          fullmatch=True))
                target[word] = draw(values)
            else:
                parent[key] = {draw(st.sampled_from(KNOWN_WORDS)): parent[key]}
        else:  # move: a value from elsewhere in the file lands here
            source = every[draw(st.integers(min_value=0, max_value=len(every) - 1))]
            if source[: len(path)] != path:
                parent[key] = copy.deepcopy(at(data, source))
    raw = yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode()
    return name, raw


@FUZZ
@given(mutated_ruleset())
def test_mutated_shipped_rulesets(case: tuple[str, bytes]) -> None:
    name, raw = case
    check_file(raw, f"{name}.yaml")


@pytest.mark.parametrize("name", SHIPPED)
def test_the_unmutated_round_trip_loads(name: str) -> None:
    # The mutations start from a file that loads after safe_dump, so what fails is theirs.
    raw = yaml.safe_dump(_ORIGINALS[name], allow_unicode=True, sort_keys=False).encode()
    ruleset = load_ruleset_bytes(raw, f"{name}.yaml")
    assert ruleset.id == name

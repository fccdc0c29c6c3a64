"""The YAML reader refuses everything a data file must never do, with a located message.

Each hostile or broken input must give a RulesetError whose problems name the file and a
line and column counted from 1, and must come back at once: these tests have no timing
assertion, they simply have to finish (a hang is the failure).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gm_assistant.core.errors import Problem, RulesetError
from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.rules.yaml_source import MAX_DEPTH, read_yaml, read_yaml_text

FILE = "house_rules.yaml"


def problems_of(raw: bytes, *, loader: bool = False) -> tuple[Problem, ...]:
    """The located problems `raw` gives; fails the test if it is accepted."""
    with pytest.raises(RulesetError) as caught:
        if loader:
            load_ruleset_bytes(raw, FILE)
        else:
            read_yaml(raw, FILE)
    problems = caught.value.problems
    assert problems, "a RulesetError must carry at least one problem"
    for problem in problems:
        assert problem.file == FILE
        assert problem.line >= 1, problem
        assert problem.column >= 1, problem
        assert problem.message.strip(), problem
        assert str(problem).startswith(f"{FILE}:{problem.line}:{problem.column}: ")
    return problems


def only_problem(raw: bytes, *, loader: bool = False) -> Problem:
    problems = problems_of(raw, loader=loader)
    assert len(problems) == 1, problems
    return problems[0]


# --- malformed YAML ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "line"),
    [
        (b"a: [1, 2\nb: 3\n", 2),  # unclosed flow sequence
        (b"a: {x: 1\n", 2),  # unclosed flow mapping, found at the end
        (b"id: x\nname: a: b\n", 2),  # a mapping value where none may be
        (b"id: x\nlist:\n\t- b\n", 3),  # a tab used for indentation
        (b'id: x\nname: "unterminated\n', 3),
        (b"id: x\n  bad: indentation\n", 2),
        (b"id: x\n- item\n", 2),  # a sequence item inside a mapping
        (b"id: x\nname: @reserved\n", 2),
        (b"id: x\nname: `reserved\n", 2),
        (b"a: 1\nb: 2\nc: x\x07y\n", 3),  # a control character
        (b"a: 1\nb: \x1b[31mred\n", 2),  # an escape sequence pasted from a terminal
        (b'a: 1\nb: "\\ud800"\n', 2),  # a lone surrogate escape
    ],
)
def test_malformed_yaml_is_located(raw: bytes, line: int) -> None:
    problem = only_problem(raw)
    assert problem.line == line, problem
    assert "YAML" in problem.message or "character" in problem.message


def test_control_character_is_pointed_at_exactly() -> None:
    # The character sits on line 3, column 5 (after "c: x"), even after multi-byte text.
    problem = only_problem("a: ééé\nb: 2\nc: x\x07y\n".encode())
    assert (problem.line, problem.column) == (3, 5), problem
    assert "<unicode string>" not in problem.message
    assert "\n" not in problem.message


# --- empty and non-mapping documents -------------------------------------------------------


@pytest.mark.parametrize("raw", [b"", b"   \n\n  \n", b"# only a comment\n", b"~\n", b"null\n",
                                 b"---\n...\n", b"\xef\xbb\xbf"])
def test_empty_file_is_reported(raw: bytes) -> None:
    problem = only_problem(raw)
    assert "empty" in problem.message
    assert (problem.line, problem.column) == (1, 1)


@pytest.mark.parametrize("raw", [b"- a\n- b\n", b"just some words\n", b"42\n", b"[1, 2]\n",
                                 b"'quoted'\n", b"true\n"])
def test_a_document_that_is_not_a_mapping_is_refused_by_the_loader(raw: bytes) -> None:
    problem = only_problem(raw, loader=True)
    assert "mapping" in problem.message
    assert problem.line == 1


# --- binary garbage -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_random_bytes_are_refused(seed: int) -> None:
    raw = random.Random(seed).randbytes(64 + seed * 97)
    problems_of(raw, loader=True)


@pytest.mark.parametrize(
    ("raw", "line", "column"),
    [
        (b"a: 1\nb: \x00\n", 2, 4),
        (b"\x00", 1, 1),
        (b"a: 1\nb: 2\nc: 3 \x00 4\n", 3, 6),
    ],
)
def test_nul_bytes_are_refused(raw: bytes, line: int, column: int) -> None:
    problem = only_problem(raw)
    assert "NUL" in problem.message
    assert problem.line == line
    assert problem.column == column


@pytest.mark.parametrize(
    ("raw", "line", "column"),
    [
        (b"a: 1\nb: \xff\xfe\n", 2, 4),
        ("a: 1\nb: café\n".encode("latin-1"), 2, 7),
        ("a: 1\n".encode("utf-16"), 1, 1),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 1, 1),
    ],
)
def test_invalid_utf8_is_refused_with_its_place(raw: bytes, line: int, column: int) -> None:
    problem = only_problem(raw)
    assert "not a text file" in problem.message
    assert (problem.line, problem.column) == (line, column)


def test_utf8_byte_order_mark_is_accepted() -> None:
    document = read_yaml(b"\xef\xbb\xbfid: x\nname: y\n", FILE)
    assert document.data == {"id": "x", "name": "y"}
    assert document.where(("name",)) == (2, 7)


def test_oversized_file_is_refused_without_parsing() -> None:
    problem = only_problem(b"a: " + b"x" * 5_000_000 + b"\n")
    assert "larger than" in problem.message


# --- alias bombs and nesting --------------------------------------------------------------


def billion_laughs(levels: int = 9, width: int = 10) -> bytes:
    lines = ["lol0: &lol0 [" + ", ".join(["lol"] * width) + "]"]
    for level in range(1, levels):
        refs = ", ".join([f"*lol{level - 1}"] * width)
        lines.append(f"lol{level}: &lol{level} [{refs}]")
    return ("\n".join(lines) + "\n").encode()


def test_billion_laughs_is_refused() -> None:
    problem = only_problem(billion_laughs())
    assert "too large" in problem.message
    assert problem.line > 1  # where the expansion crosses the limit, not the top


def test_alias_bomb_of_mappings_is_refused() -> None:
    lines = ["base: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5}"]
    for level in range(1, 9):
        body = ", ".join(f"k{i}: *m{level - 1}" for i in range(8))
        lines.append(f"m{level}: &m{level} {{{body}}}")
    problem = only_problem(("\n".join(lines) + "\n").encode())
    assert "too large" in problem.message


def test_many_aliases_to_one_big_anchor_are_refused() -> None:
    big = "big: &big [" + ", ".join(str(i) for i in range(2000)) + "]\n"
    uses = "".join(f"use{i}: *big\n" for i in range(200))
    problem = only_problem((big + uses).encode())
    assert "too large" in problem.message


def test_a_few_small_aliases_are_fine() -> None:
    document = read_yaml(b"a: &x {p: 1}\nb: *x\nc: &s word\nd: *s\n", FILE)
    assert document.data == {"a": {"p": 1}, "b": {"p": 1}, "c": "word", "d": "word"}


@pytest.mark.parametrize("raw", [b"a: &a [*a]\n", b"a: &a {b: *a}\n", b"a: *nowhere\n"])
def test_recursive_or_unknown_alias_is_refused(raw: bytes) -> None:
    problem = only_problem(raw)
    assert "alias" in problem.message


DEEP = 50_000


@pytest.mark.parametrize(
    "raw",
    [
        b"a: " + b"[" * DEEP + b"]" * DEEP + b"\n",
        b"a: " + b"{x: " * DEEP + b"1" + b"}" * DEEP + b"\n",
        b"a: " + b"[{x: " * (DEEP // 2) + b"1" + b"}]" * (DEEP // 2) + b"\n",
        b"a: " + b"[" * DEEP + b"\n",  # never closed
        b"a:\n  " + b"- " * DEEP + b"x\n",  # block sequences, one per level
        "".join(" " * level + f"k{level}:\n" for level in range(2_000)).encode(),
    ],
    ids=["flow-seq", "flow-map", "flow-mixed", "flow-unclosed", "block-seq", "block-map"],
)
def test_absurd_nesting_is_refused(raw: bytes) -> None:
    problem = only_problem(raw)
    assert "nest" in problem.message


def test_nesting_just_under_the_limit_is_accepted() -> None:
    depth = MAX_DEPTH - 1
    document = read_yaml(b"[" * depth + b"]" * depth, FILE)
    value = document.data
    for _ in range(depth - 1):
        assert isinstance(value, list) and len(value) == 1
        value = value[0]
    assert value == []


# --- tags: nothing executes -----------------------------------------------------------------


def python_tags(target: Path) -> list[bytes]:
    command = f"touch {target}"
    return [
        f"a: !!python/object/apply:os.system ['{command}']\n".encode(),
        f"a: !!python/object/apply:os.system\n  - {command}\n".encode(),
        f"a: !!python/object/new:os.system ['{command}']\n".encode(),
        f"a: !!python/object/apply:subprocess.call [['touch', '{target}']]\n".encode(),
        f"a: !<tag:yaml.org,2002:python/object/apply:os.system> ['{command}']\n".encode(),
        (
            "%TAG !py! tag:yaml.org,2002:python/\n---\n"
            f"a: !py!object/apply:os.system ['{command}']\n"
        ).encode(),
        b"a: !!python/name:os.system\n",
        b"a: !!python/module:os\n",
        b"a: !!python/object:collections.OrderedDict {}\n",
        b"a: !!python/tuple [1, 2]\n",
        b"a: !!python/bytes aGVsbG8=\n",
        b"a: !!binary aGVsbG8=\n",
        b"a: !!set {x: null}\n",
        b"a: !!omap [x: 1]\n",
        b"a: !!timestamp 2001-12-14\n",
        b"a: !include other.yaml\n",
        b"a: !!str {x: 1}\n",
    ]


def test_python_and_foreign_tags_are_refused_and_nothing_runs(tmp_path: Path) -> None:
    target = tmp_path / "pwned"
    for raw in python_tags(target):
        problem = only_problem(raw)
        assert "tag" in problem.message, raw
        assert "not allowed" in problem.message
        assert problem.line in (1, 3), raw
    assert not target.exists(), "a tag in a data file executed a command"


def test_tagged_scalars_are_checked() -> None:
    assert only_problem(b"a: 1\nb: !!int abc\n").line == 2
    assert only_problem(b"a: !!int true\n").line == 1
    assert only_problem(b"a: !!null x\n").line == 1
    document = read_yaml(b"a: !!str 5\nb: !!int '7'\nc: !!float 3\nd: !!bool true\n", FILE)
    assert document.data == {"a": "5", "b": 7, "c": 3.0, "d": True}


# --- keys and documents ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "line"),
    [
        (b"a: 1\nb: 2\na: 3\n", 3),
        (b"x:\n  a: 1\n  b: 2\n  a: 2\n", 4),
        (b"x: {a: 1, a: 2}\n", 1),
        (b"x:\n  - {k: 1}\n  - {k: 2, k: 3}\n", 3),
        (b"1: a\n1: b\n", 2),
    ],
)
def test_duplicate_keys_are_refused(raw: bytes, line: int) -> None:
    problem = only_problem(raw)
    assert "duplicate key" in problem.message
    assert problem.line == line


@pytest.mark.parametrize(
    ("raw", "line"),
    [
        (b"a: 1\n---\nb: 2\n", 2),
        (b"---\na: 1\n...\n---\nb: 2\n", 4),
        (b"a: 1\n--- \nb: 2\n--- \nc: 3\n", 2),
    ],
)
def test_several_documents_are_refused(raw: bytes, line: int) -> None:
    problem = only_problem(raw)
    assert "single document" in problem.message
    assert problem.line == line


@pytest.mark.parametrize("raw", [b"? [a, b]\n: 1\n", b"~: a\n", b"1.5: a\n", b"{x: 1}: y\n"])
def test_keys_must_be_words_or_numbers(raw: bytes) -> None:
    problem = only_problem(raw)
    assert "key" in problem.message


# --- YAML 1.2 core scalars and positions ------------------------------------------------------


def test_yaml_1_2_core_scalars() -> None:
    text = (
        "a: no\nb: on\nc: Y\nd: yes\ne: off\nf: n\ng: NO\nh: On\n"
        "i: true\nj: False\nk: ~\nl: null\nm: 12\nn: -3\no: +5\np: 2.5\nq: .5\nr: 1e3\n"
        "s: '12'\nt: \"true\"\nu: 1_000\nv: 0x10\n"
    )
    data = read_yaml(text.encode(), FILE).data
    assert data["a"] == "no" and data["b"] == "on" and data["c"] == "Y"
    assert data["d"] == "yes" and data["e"] == "off" and data["f"] == "n"
    assert data["g"] == "NO" and data["h"] == "On"
    assert data["i"] is True and data["j"] is False
    assert data["k"] is None and data["l"] is None
    assert data["m"] == 12 and type(data["m"]) is int
    assert data["n"] == -3 and data["o"] == 5
    assert data["p"] == 2.5 and data["q"] == 0.5 and data["r"] == 1000.0
    assert data["s"] == "12" and data["t"] == "true"
    assert data["u"] == "1_000"  # YAML 1.1 digit separators are not numbers in 1.2
    assert isinstance(data["v"], (str, int))


def test_positions_of_values() -> None:
    text = (
        "id: demo\n"  # 1
        "scales:\n"  # 2
        "  rating:\n"  # 3
        "    levels:\n"  # 4
        "      - {key: low, label: Low}\n"  # 5
        "      - key: high\n"  # 6
        "        label: High\n"  # 7
        "list: [a, b,\n"  # 8
        "       c]\n"  # 9
    )
    document = read_yaml_text(text, FILE)
    assert document.where(("id",)) == (1, 5)
    assert document.where(("scales", "rating", "levels", 0, "key")) == (5, 15)
    assert document.where(("scales", "rating", "levels", 1, "key")) == (6, 14)
    assert document.where(("scales", "rating", "levels", 1, "label")) == (7, 16)
    assert document.where(("list", 2)) == (9, 8)
    # An unknown path falls back to its nearest located parent.
    assert document.where(("scales", "rating", "levels", 1, "nope", 3)) == (6, 9)
    problem = document.problem(("list", 1), "bad")
    assert str(problem) == f"{FILE}:8:11: bad"


def test_plain_data_round_trips() -> None:
    text = "a: [1, 2.5, x, true, null]\nb: {c: d}\n"
    assert read_yaml(text.encode(), FILE).data == {
        "a": [1, 2.5, "x", True, None],
        "b": {"c": "d"},
    }


def test_problems_with_a_whole_entry_point_at_its_key() -> None:
    text = (
        "scales:\n"  # 1
        "  rating:\n"  # 2
        "    label: Rating\n"  # 3
        "    levels:\n"  # 4
        "      - {key: low, label: Low}\n"  # 5
        "list: [a, b]\n"  # 6
    )
    document = read_yaml_text(text, FILE)
    # A block mapping or list starts on the line after its key: the key is the place.
    assert document.problem(("scales", "rating"), "m").line == 2
    assert (document.problem(("scales", "rating", "levels"), "m").line,
            document.problem(("scales", "rating", "levels"), "m").column) == (4, 5)
    # A scalar is its own place; so is an item of a list.
    assert (document.problem(("scales", "rating", "label"), "m").line,
            document.problem(("scales", "rating", "label"), "m").column) == (3, 12)
    assert document.problem(("scales", "rating", "levels", 0), "m").column == 9
    # A missing entry falls back to its nearest located parent, at that parent's key.
    assert document.problem(("scales", "rating", "nope"), "m").line == 2
    # An unknown key is reported where the key is written.
    assert (document.key_problem(("list",), "m").line,
            document.key_problem(("list",), "m").column) == (6, 1)
    assert document.where(("list",)) == (6, 7)

"""Dice pools at the Table: each die typed in the quick lookup, a pool rolled by the roller,
both logged with every face and what the faces read as."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.ui.table.table_view import TableView

POOLS = b"""\
format: 1
id: pool_table
name: Pool table
version: "1"
language: en
source: {title: Tests, authors: [Tester], licence: CC0, attribution: Written for the tests.}
outcomes:
  - {key: glitch, label: Glitch, success: false, colour: "#800000"}
  - {key: failure, label: Failure, success: false, colour: "#cc4444"}
  - {key: success, label: Success, success: true, colour: "#44aa44"}
checks:
  test:
    label: Pool test
    outcomes: [glitch, failure, success]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 12}, default: 4}
    roll:
      pool: {dice: dice, die: d6, values: {hits: {at_least: 5}, ones: {faces: [1]}}}
    outcome:
      bands:
        - {when: ones * 2 > dice, outcome: glitch}
        - {when: hits >= 2, outcome: success}
        - {else: failure}
"""


def _table(qtbot: QtBot) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view._test_ruleset = ruleset = load_ruleset_bytes(POOLS, "pool_table.yaml")
    view.set_ruleset(ruleset)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_each_die_of_a_pool_is_typed_and_read_at_once(qtbot: QtBot) -> None:
    view = _table(qtbot)
    lookup = view.lookup
    lookup.select_check("test", {"dice": 4})
    edit = lookup.pool_edits["pool"]
    assert edit.placeholderText().startswith("4 × d6")
    assert lookup.dice_form.labelForField(edit).text() == "pool: each of 4 × d6"
    lookup.inputs.set_values({"dice": 5})
    assert edit.placeholderText().startswith("5 × d6")  # follows the inputs
    assert lookup.dice_form.labelForField(edit).text() == "pool: each of 5 × d6"
    qtbot.keyClicks(edit, "6 5 1")
    assert lookup.card.outcome is None  # three faces for five dice: told, not read
    assert "has 5 dice, 3 faces were given" in lookup.card.body.text()
    edit.clear()
    with qtbot.waitSignal(lookup.looked_up) as blocker:
        qtbot.keyClicks(edit, "6 5 1 3 2")
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    done = blocker.args[0]
    assert done.outcome == "success" and done.faces == {"pool": (6, 5, 1, 3, 2)}
    assert (done.values["hits"], done.values["ones"]) == (2, 1)
    assert lookup.card.outcome == "success"
    assert "hits 2, ones 1" in lookup.card.detail.text()
    entry = view.log_model.entries[-1]
    assert entry.faces == "pool 6 5 1 3 2" and entry.outcome == "success"
    assert entry.total == "hits 2, ones 1"
    lookup.set_faces({"pool": (1, 1, 1, 6, 6)})
    assert lookup.card.outcome == "glitch"  # three 1s of five dice


def test_the_roller_rolls_a_pool_and_logs_every_die(qtbot: QtBot) -> None:
    view = _table(qtbot)
    roller = view.roller
    roller.rng = random.Random(11)
    roller.select_check("test", {"dice": 7})
    with qtbot.waitSignal(roller.rolled) as blocker:
        view.roll_action.trigger()
    record = blocker.args[0]
    pool = record.attempts[-1].dice["pool"]
    assert len(pool.faces) == 7
    hits = sum(1 for f in pool.faces if f >= 5)
    ones = pool.faces.count(1)
    assert dict(pool.values) == {"hits": hits, "ones": ones}
    assert record.outcome == ("glitch" if ones * 2 > 7 else
                              "success" if hits >= 2 else "failure")
    entry = view.log_model.entries[-1]
    assert entry.faces == "pool " + " ".join(str(f) for f in pool.faces) \
        + f" (hits {hits}, ones {ones})"
    assert entry.total == f"hits {hits}, ones {ones}"


AGAIN = POOLS.replace(b"id: pool_table", b"id: pool_again").replace(b"""    roll:
      pool: {dice: dice, die: d6, values: {hits: {at_least: 5}, ones: {faces: [1]}}}
    outcome:
      bands:
        - {when: ones * 2 > dice, outcome: glitch}
        - {when: hits >= 2, outcome: success}
        - {else: failure}
""", b"""    roll: d6
    outcome:
      bands:
        - when: roll == 6
          roll_again:
            roll: {burst: {dice: dice, die: d6, values: {hits: {at_least: 5}}}}
            outcome:
              bands:
                - {when: hits >= 2, outcome: success}
                - {else: failure}
        - {when: roll == 1, outcome: glitch}
        - {else: failure}
""")


def test_a_pool_in_a_second_roll_is_typed_die_by_die(qtbot: QtBot) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    ruleset = load_ruleset_bytes(AGAIN, "pool_again.yaml")
    view.set_ruleset(ruleset)
    view.show()
    qtbot.waitExposed(view)
    lookup = view.lookup
    lookup.select_check("test", {"dice": 3})
    lookup.set_faces({"roll": 6})
    assert lookup.card.outcome is None  # the burst is called for
    edit = lookup.second_edits["burst"]
    assert lookup.dice_form.isRowVisible(edit)
    lookup.set_faces({"burst": (6, 5, 2)})
    assert lookup.card.outcome == "success", lookup.card.body.text()
    lookup.set_faces({"burst": (6, 4, 2)})
    assert lookup.card.outcome == "failure"


PUSHED = POOLS.replace(b"id: pool_table", b"id: pool_push").replace(
    b"checks:", b"resources:\n  stress: {label: Stress, min: 0, max: 9}\ncheckS:").replace(
    b"checkS:", b"checks:").replace(
    b"      dice: {label: Dice, range: {min: 1, max: 12}, default: 4}\n",
    b"      dice: {label: Dice, range: {min: 1, max: 12}, default: 4}\n"
    b"      stress: {label: Stress, range: {min: 0, max: 2}, default: 0, resource: stress}\n"
    ).replace(
    b"    outcome:\n",
    b"    spend:\n      - {kind: push, pool: pool, keep: [6, 5, 1], while_outcome: [failure], "
    b"budget: stress}\n    outcome:\n", 1)


def test_a_looked_up_push_is_charged_once_a_push(qtbot: QtBot) -> None:
    """Two stress allow two pushes of this roll: each pushed throw typed in is charged one
    stress, and the third failure is not pushed again (the roll's budget is spent)."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(load_ruleset_bytes(PUSHED, "pool_push.yaml"))
    view.show()
    qtbot.waitExposed(view)
    row = view.tracker_model.add_person("Ann")
    column = next(i for i, c in enumerate(view.tracker_model.columns) if c.key == "stress")
    view.tracker_model.setData(view.tracker_model.index(row, column + 1), 2)
    view.apply_check.setChecked(True)
    view.set_who("Ann")
    lookup = view.lookup
    lookup.select_check("test", {"dice": 3})
    for faces, left, again in [((5, 2, 3), 1, True), ((5, 4, 4), 0, True),
                               ((5, 2, 2), 0, False)]:
        lookup.set_faces({"pool": faces})
        assert lookup.look_up() is not None and lookup.card.outcome == "failure"
        assert view.tracker_model.value("Ann", "stress") == left
        assert ("rolled again" in view.log_model.entries[-1].notes) == again


def test_a_free_push_is_made_once_a_roll(qtbot: QtBot) -> None:
    """A push no resource pays for, once a roll: the pushed throw that fails again is not
    pushed again; a new roll after it may be pushed."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(load_ruleset_bytes(PUSHED.replace(b"budget: stress}", b"budget: 1}"),
                                        "pool_push.yaml"))
    view.show()
    qtbot.waitExposed(view)
    lookup = view.lookup
    lookup.select_check("test", {"dice": 3})
    for faces, again in [((5, 2, 3), True), ((5, 4, 4), False), ((2, 2, 3), True)]:
        lookup.set_faces({"pool": faces})
        assert lookup.look_up() is not None and lookup.card.outcome == "failure"
        assert ("rolled again" in view.log_model.entries[-1].notes) == again


def test_a_pool_of_different_dice_names_each_die(qtbot: QtBot) -> None:
    """A pool of `sizes` (Cortex Prime): the field names each die in order, following the
    inputs (a size of 0 drops its die)."""
    text = POOLS.replace(b"pool: {dice: dice, die: d6,", b"pool: {sizes: [dice, 8, 0],")
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view._test_ruleset = ruleset = load_ruleset_bytes(text, "pool_table.yaml")
    view.set_ruleset(ruleset)
    view.show()
    qtbot.waitExposed(view)
    lookup = view.lookup
    lookup.select_check("test", {"dice": 4})
    edit = lookup.pool_edits["pool"]
    assert lookup.dice_form.labelForField(edit).text() == "pool: each of d4 d8"
    lookup.inputs.set_values({"dice": 12})
    assert edit.placeholderText().startswith("d12 d8")

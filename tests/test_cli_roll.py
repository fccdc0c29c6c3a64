"""`gm-assistant roll`: the Table's roller on the command line, and its bookkeeping.

The bookkeeping cases of the rulebooks, each through `roll --json` (and `--apply`), with
what should happen worked out here from the faces and outcomes the command printed:
Fate's free invocations cost nothing, each of MAoFA's multiple actions keeps its effect,
a helper's outcome is the helper's, and `--as` takes and saves the character's resources.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.cli import main as cli_main
from gm_assistant.core.library import open_character
from gm_assistant.core.paths import resources_dir

VOLTAIRE = resources_dir() / "samples" / "adom" / "voltaire.yaml"  # 3 fate points
MARGOT = resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml"


def _roll(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(["roll", *args])
    return code, out.getvalue(), err.getvalue()


def _json(*args: str) -> dict[str, Any]:
    code, out, err = _roll(*args, "--json")
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def _invocations(total: int, skill: int, difficulty: int, budget: int) -> int:
    margin, used = total + skill - difficulty, 0
    while margin < 1 and used < budget:
        margin, used = margin + 2, used + 1
    return used


# Seeds are pinned (found once by searching, which took most of this file's time): each
# test first checks from the printed faces that its seed rolls the case it is about.
@pytest.mark.parametrize(("free", "charged", "seed"), [(1, 0, 3), (0, 1, 0)])
def test_a_free_invocation_costs_no_fate_point(tmp_path: Path, free: int,
                                               charged: int, seed: int) -> None:
    character = tmp_path / "voltaire.yaml"
    character.write_bytes(VOLTAIRE.read_bytes())
    inputs = ["skill=1", "difficulty=2", "aspects=1", f"free_invokes={free}"]
    data = _json("adom", "overcome", *inputs, "--seed", str(seed))
    total = data["attempts"][-1]["faces"]["roll"]["total"]
    assert _invocations(total, 1, 2, 1 + free) == 1, "the seed no longer needs one invocation"
    applied = _json("adom", "overcome", *inputs, "--seed", str(seed), "--as", str(character),
                    "--apply")
    assert applied["attempts"][-1]["bonus_spent"] == 1
    assert applied["inputs"]["fate_points"] == 3  # taken from the sheet
    assert applied["spent"] == ({"fate_points": 1} if charged else {})
    resources = applied["resources"]["Voltaire"]
    assert resources == {"before": {"fate_points": 3}, "after": {"fate_points": 3 - charged}}
    assert open_character(character).values.get("fate_points", 3) == 3 - charged


def test_an_invocation_rolls_again_where_plus_two_cannot_reach() -> None:
    """"+2 or roll again, the better": at 0 against 3 with one paid invocation, a first
    roll of +1 or less cannot reach a success with +2 (a new roll can, 1 in 81), so the
    invocation rolls again; from +2 or +3 it adds +2. Either way one fate point is spent."""
    inputs = ["skill=0", "difficulty=3", "fate_points=1", "aspects=1", "invoke_use=best"]
    seen = set()
    for seed in (0, 5):  # a first roll of -1, then one of +2
        data = _json("adom", "overcome", *inputs, "--seed", str(seed))
        first = data["attempts"][0]["faces"]["roll"]["total"]
        assert first < 4, "the seed no longer rolls a first roll that needs invoking"
        if first <= 1:
            assert [a["note"] for a in data["attempts"]] == ["invoked to roll again", ""]
            assert data["attempts"][0]["outcome"] in ("fail", "tie")
            assert data["attempts"][-1]["bonus_spent"] == 0
            again = data["attempts"][-1]["faces"]["roll"]["total"]
            assert data["outcome"] == ("success" if again >= 4 else
                                       "tie" if again == 3 else "fail")
        else:
            assert len(data["attempts"]) == 1
            assert data["attempts"][0]["bonus_spent"] == 1
            assert data["outcome"] == "success"
        assert data["spent"] == {"fate_points": 1}
        seen.add(first <= 1)
    assert seen == {True, False}


def _sheet_luck(path: Path) -> tuple[int, int]:
    """(luck treats, initial luck) of a MAoFA character file, read through its sheet."""
    from gm_assistant.core.rules.registry import default_registry
    from gm_assistant.core.sheets import SheetState

    state = SheetState(default_registry().get("maofa"), open_character(path))
    return int(state.number("luck") or 0), int(state.formula_values()["initial_luck"])


def _luck_by_hand(luck: int, initial: int, outcomes: list[str]) -> int:
    for outcome in outcomes:
        luck = {"lucky_streak": luck + 1, "morale_boost": luck + initial,
                "out_of_luck": 0}.get(outcome, luck)
    return min(luck, 99)


def test_each_of_multiple_actions_keeps_its_effect(tmp_path: Path) -> None:
    character = tmp_path / "margot.yaml"
    character.write_bytes(MARGOT.read_bytes())
    luck, initial = _sheet_luck(character)
    inputs = ["trait=P", "difficulty=easy", "actions=2", "luck=0"]
    seed = 20  # a lucky streak on the first action only
    data = _json("maofa", "multiple_actions", *inputs, "--seed", str(seed))
    assert len(data["results"]) == 2 and data["results"][0] == "lucky_streak" \
        and data["results"][1] != "lucky_streak", "the seed no longer rolls that case"
    applied = _json("maofa", "multiple_actions", *inputs, "--seed", str(seed), "--as",
                    str(character), "--apply")
    assert applied["own_outcomes"] == applied["results"]
    after = applied["resources"]["Margot Delacroix"]["after"]["luck"]
    assert after == _luck_by_hand(luck, initial, applied["results"])
    assert _sheet_luck(character)[0] == after


def test_a_helpers_outcome_is_listed_not_applied_to_the_actor(tmp_path: Path) -> None:
    character = tmp_path / "margot.yaml"
    character.write_bytes(MARGOT.read_bytes())
    luck, _ = _sheet_luck(character)
    inputs = ["trait=T", "difficulty=difficult", "helpers=1", "helper_trait=D", "luck=0"]
    seed = 158  # a success, and the helper out of luck
    data = _json("maofa", "combining_forces", *inputs, "--seed", str(seed))
    assert data["results"] == ["success", "out_of_luck"], "the seed no longer rolls that case"
    applied = _json("maofa", "combining_forces", *inputs, "--seed", str(seed), "--as",
                    str(character), "--apply")
    assert applied["outcome"] == "out_of_luck"  # the group fails
    assert applied["helpers_outcomes"] == ["out_of_luck"]
    assert [a["who"] for a in applied["attempts"]][-1] == "helper 1"
    assert applied["resources"]["Margot Delacroix"]["after"]["luck"] == luck
    code, out, _ = _roll("maofa", "combining_forces", *inputs, "--seed", str(seed))
    assert code == 0 and "Helper 1's own outcome (theirs to apply): Out of luck" in out


def test_the_same_seed_rolls_the_same_dice() -> None:
    first = _json("maofa", "skill_test", "trait=A", "--seed", "11")
    again = _json("maofa", "skill_test", "trait=A", "--seed", "11")
    assert first["attempts"] == again["attempts"]


def test_bad_input_is_refused_with_a_message() -> None:
    code, _, err = _roll("maofa", "no_such_check")
    assert code == 2 and "'no_such_check' is not a check of 'maofa'" in err
    code, _, err = _roll("maofa", "skill_test", "trait=Z")
    assert code == 2 and "trait" in err
    code, _, err = _roll("maofa", "skill_test", "trait=A", "trait=S")
    assert code == 2 and "given twice" in err

"""Taking a hit: the ways to absorb it, checked against a brute-force search written here,
the rulebook's own example, and the ruleset's load-time checks of the `harm` rules."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gm_assistant.core.errors import InputError, RulesetError, SheetError
from gm_assistant.core.library import open_character
from gm_assistant.core.play import lookup
from gm_assistant.core.play.harm import (
    Slot,
    absorb_options,
    cheapest_absorptions,
    clear_scene,
    describe_slots,
    harm_slots,
    hit_size,
    is_out,
    take_hit,
)
from gm_assistant.core.rules import Ruleset, load_ruleset, load_ruleset_bytes
from gm_assistant.core.sheets import SheetState
from gm_assistant.core.sheets.character import Character

ROOT = Path(__file__).resolve().parents[3]
ADOM_FILE = ROOT / "rulesets" / "adom.yaml"
ADOM = load_ruleset(ADOM_FILE)

# The AdOM book: three stress boxes absorbing 1, 2 and 3 (one per hit); consequences
# absorbing 2, 4 and 6 (any number per hit).
BOXES = {0: 1, 1: 2, 2: 3}
CONSEQUENCES = {"mild": 2, "moderate": 4, "severe": 6}


def sheet(template: str = "pc", **values: object) -> SheetState:
    return sheet_with(values, template)


def sheet_with(values: dict[str, object], template: str = "pc") -> SheetState:
    return SheetState(ADOM, Character("adom", "Someone", template=template,
                                      values=dict(values)))


def brute_force(free_boxes: list[int], free_consequences: list[str], amount: int,
                ) -> set[frozenset[str]]:
    """Every set of at most one free box and any free consequences that absorbs the whole
    hit with nothing to spare, enumerated over all subsets."""
    pool = [(f"box{b}", BOXES[b]) for b in free_boxes]
    pool += [(c, CONSEQUENCES[c]) for c in free_consequences]
    found = set()
    for size in range(len(pool) + 1):
        for chosen in itertools.combinations(pool, size):
            if sum(1 for name, _ in chosen if name.startswith("box")) > 1:
                continue
            total = sum(v for _, v in chosen)
            if total >= amount and all(total - v < amount for _, v in chosen):
                found.add(frozenset(name for name, _ in chosen))
    return found


def names(slots: tuple[Slot, ...]) -> frozenset[str]:
    return frozenset(f"box{s.box}" if s.box is not None else s.field for s in slots)


@settings(max_examples=300, deadline=None)
@given(marked_boxes=st.sets(st.sampled_from([0, 1, 2])),
       taken=st.sets(st.sampled_from(list(CONSEQUENCES))),
       amount=st.integers(min_value=1, max_value=16))
def test_options_are_exactly_the_minimal_coverings(marked_boxes: set[int], taken: set[str],
                                                   amount: int) -> None:
    values: dict[str, object] = {"stress": [b in marked_boxes for b in range(3)]}
    values.update({c: "an old wound" for c in taken})
    state = sheet_with(values)
    options = absorb_options(ADOM, harm_slots(ADOM, state), amount)
    expected = brute_force([b for b in range(3) if b not in marked_boxes],
                           [c for c in CONSEQUENCES if c not in taken], amount)
    assert {names(o.slots) for o in options} == expected
    assert len(options) == len(expected)  # no option twice
    for option in options:
        assert option.absorbed == sum(s.absorbs for s in option.slots) >= amount


def brute_force_cheapest(free_boxes: list[int], free_consequences: list[str],
                         amount: int) -> set[frozenset[str]]:
    """The coverings that lean least on consequences (the dearer absorber), then on
    stress, then waste least, then use fewest slots: every one that ties for best."""
    pool = dict([(f"box{b}", BOXES[b]) for b in free_boxes]
                + [(c, CONSEQUENCES[c]) for c in free_consequences])
    coverings = brute_force(free_boxes, free_consequences, amount)

    def cost(chosen: frozenset[str]) -> tuple[int, ...]:
        consequences = sum(pool[n] for n in chosen if not n.startswith("box"))
        stress = sum(pool[n] for n in chosen if n.startswith("box"))
        return (consequences, stress, consequences + stress - amount, len(chosen))

    if not coverings:
        return set()
    best = min(cost(c) for c in coverings)
    return {c for c in coverings if cost(c) == best}


@settings(max_examples=100, deadline=None)
@given(marked_boxes=st.sets(st.sampled_from([0, 1, 2])),
       taken=st.sets(st.sampled_from(list(CONSEQUENCES))))
def test_cheapest_absorptions_pick_a_best_covering_for_every_size(
        marked_boxes: set[int], taken: set[str]) -> None:
    values: dict[str, object] = {"stress": [b in marked_boxes for b in range(3)]}
    values.update({c: "an old wound" for c in taken})
    slots = harm_slots(ADOM, sheet_with(values))
    table = cheapest_absorptions(ADOM, slots, 16)
    for amount in range(1, 17):
        best = brute_force_cheapest([b for b in range(3) if b not in marked_boxes],
                                    [c for c in CONSEQUENCES if c not in taken], amount)
        chosen = table[amount - 1]
        if not best:
            assert chosen is None
            continue
        assert chosen is not None and names(chosen.slots) in best
        # and the very option the Table lists first (the same tie broken the same way)
        assert chosen == absorb_options(ADOM, slots, amount)[0]


def test_the_books_example_is_the_first_option() -> None:
    # A 4-shift hit on a fresh character: box 2 and a mild consequence (the book's example).
    options = absorb_options(ADOM, harm_slots(ADOM, sheet()), 4)
    assert names(options[0].slots) == {"box1", "mild"}
    assert options[0].waste == 0
    assert [names(o.slots) for o in options] == [
        {"box1", "mild"}, {"box2", "mild"}, {"moderate"}, {"severe"}]


def test_stress_comes_before_consequences_and_less_waste_first() -> None:
    options = absorb_options(ADOM, harm_slots(ADOM, sheet()), 2)
    assert [names(o.slots) for o in options] == [{"box1"}, {"box2"}, {"mild"}, {"moderate"},
                                                 {"severe"}]


def test_a_hit_too_big_takes_the_character_out() -> None:
    # 3 + 2 + 4 + 6 = 15 at most.
    assert absorb_options(ADOM, harm_slots(ADOM, sheet()), 15)
    assert absorb_options(ADOM, harm_slots(ADOM, sheet()), 16) == []


def test_a_hit_of_nothing_needs_nothing() -> None:
    options = absorb_options(ADOM, harm_slots(ADOM, sheet()), 0)
    assert len(options) == 1 and options[0].slots == ()


def test_mooks_have_no_consequences_and_the_next_hit_takes_them_out() -> None:
    mook = sheet("mook")  # one stress box by the template's default
    slots = harm_slots(ADOM, mook)
    assert [(s.box, s.absorbs) for s in slots] == [(0, 1)]
    assert absorb_options(ADOM, slots, 2) == []
    (option,) = absorb_options(ADOM, slots, 1)
    take_hit(ADOM, mook, option)
    assert absorb_options(ADOM, harm_slots(ADOM, mook), 1) == []
    none = sheet("mook", stress_boxes=0)
    assert harm_slots(ADOM, none) == []
    assert absorb_options(ADOM, [], 1) == []


def test_a_mook_group_has_a_box_for_every_two_members() -> None:
    group = sheet("mook_group", members=6)
    assert [s.absorbs for s in harm_slots(ADOM, group)] == [1, 2, 3]


def test_take_hit_marks_the_sheet_and_refuses_a_slot_taken_meanwhile() -> None:
    state = sheet()
    option = absorb_options(ADOM, harm_slots(ADOM, state), 4)[0]
    take_hit(ADOM, state, option, {"mild": "Tobillo torcido"})
    assert state.value("stress")[:2] == [False, True]
    assert state.value("mild") == "Tobillo torcido"
    assert "2☒" in describe_slots(harm_slots(ADOM, state))
    with pytest.raises(SheetError, match="not free"):
        take_hit(ADOM, state, option)
    # A consequence without a name gets a note of the hit.
    option = next(o for o in absorb_options(ADOM, harm_slots(ADOM, state), 4)
                  if names(o.slots) == {"moderate"})
    take_hit(ADOM, state, option)
    assert state.value("moderate") == "Golpe: 4 (aumentos)"


def test_end_of_scene_clears_stress_but_not_consequences() -> None:
    state = sheet(stress=[True, False, True], mild="Arañazo")
    cleared = clear_scene(ADOM, state)
    assert [s.box for s in cleared] == [0, 2]
    assert not any(state.value("stress"))
    assert state.value("mild") == "Arañazo"


def test_end_of_scene_with_rest_clears_the_mild_consequence_too() -> None:
    """The book: stress clears at a scene's end; a mild consequence at the end of a scene
    in which the character could rest; moderate and severe take longer."""
    state = sheet(stress=[False, True, False], mild="Arañazo", moderate="Costilla rota",
                  severe="")
    cleared = clear_scene(ADOM, state, rest=True)
    assert sorted((s.field, s.box) for s in cleared) == [("mild", None), ("stress", 1)]
    assert not any(state.value("stress"))
    assert not state.value("mild") and state.value("moderate") == "Costilla rota"
    assert clear_scene(ADOM, state, rest=True) == []  # nothing left that rest clears


@pytest.mark.parametrize(("absorber", "message"), [
    ("    - {id: stress, label: Casilla de estrés, track: stress, absorbs: box, per_hit: 1,\n"
     "       clears: scene, rest_clears: [box_1]}",
     "names rows of a chart absorber"),
    ("    - {id: consequences, label: Consecuencia, chart: consequence_absorbs,\n"
     "       rest_clears: [slight]}",
     "'slight' is not a row of the chart 'consequence_absorbs'"),
])
def test_rest_clears_names_rows_of_the_absorbers_chart(absorber: str, message: str) -> None:
    from gm_assistant.core.errors import RulesetError

    text = ADOM_FILE.read_text(encoding="utf-8")
    start = text.index("    - {id: stress" if "stress" in absorber else "    - {id: consequences")
    end = text.index("}", start) + 1
    broken = text[:start] + absorber + text[end:]
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(broken.encode(), "adom.yaml")
    problem = caught.value.problems[0]
    assert message in problem.message
    assert problem.line == text[:start].count("\n") + 2  # the second line of the entry


def test_a_concession_pays_for_the_consequences_taken_this_scene() -> None:
    """The book: one fate point for conceding, one more for each consequence taken in the
    conflict (the Table counts those it marked since the scene began)."""
    from gm_assistant.core.play import apply_table_action
    from gm_assistant.core.rules.compiled import taken_name

    for taken in range(4):
        resources: dict[str, dict[str, int]] = {"Ben": {"fate_points": 1}}
        values = {"Ben": {taken_name("consequences"): taken, taken_name("stress"): 1}}
        apply_table_action(ADOM, "concession", "Ben", resources, values)  # type: ignore[arg-type]
        assert resources["Ben"]["fate_points"] == 1 + 1 + taken


def test_hit_size_is_the_checks_measure_on_its_final_values() -> None:
    # Attack: skill 3 against defence 1, dice +1: total 4, margin 3, so 3 shifts dealt.
    found = lookup(ADOM, "attack", {"skill": 3, "difficulty": 1}, {"roll": 1})
    assert hit_size(ADOM, "attack", found.values) == 3
    found = lookup(ADOM, "attack", {"skill": 0, "difficulty": 2}, {"roll": 0})
    assert hit_size(ADOM, "attack", found.values) == 0
    # Defend: skill 1 against an attack total 5, dice -1: 5 shifts taken.
    found = lookup(ADOM, "defend", {"skill": 1, "difficulty": 5}, {"roll": -1})
    assert hit_size(ADOM, "defend", found.values) == 5
    assert hit_size(ADOM, "overcome", found.values) is None
    assert ADOM.harm is not None
    assert ADOM.harm.hits["attack"].target == "opponent"
    assert ADOM.harm.hits["defend"].target == "self"


# --- a track whose boxes each absorb one point (damage that fills a track) -------------

DAMAGE = """\
format: 1
id: dmg
name: Damage
version: "1.0"
language: en
source: {title: Test, authors: [Tester], licence: none, attribution: none}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#aa0000"}
  - {key: hit, label: Hit, success: true, colour: "#00aa00"}
checks:
  strike:
    label: Strike
    outcomes: [miss, hit]
    roll: d6
    outcome:
      bands:
        - {when: roll >= 4, outcome: hit}
        - {else: miss}
    measures:
      damage: max(roll - 3, 0)
    hit: {measure: damage, target: opponent}
harm:
  label: Damage
  unit: points
  absorbers:
    - {id: wounds, label: Wound, track: wounds, absorbs: 1}
  taken_out: Down
sheet:
  sections:
    - id: body
      label: Body
      fields:
        - {id: toughness, label: Toughness, kind: number, default: 5}
        - {id: wounds, label: Wounds, kind: track, boxes: toughness}
        - {id: note, label: Note, kind: text}
"""


def test_a_track_of_one_point_boxes_fills_from_the_first_free_box() -> None:
    ruleset = load_ruleset_bytes(DAMAGE.encode(), "dmg.yaml")
    state = SheetState(ruleset, Character("dmg", "Orc", values={"wounds": [False, True]}))
    slots = harm_slots(ruleset, state)
    options = absorb_options(ruleset, slots, 3)
    assert len(options) == 1  # boxes that absorb alike are one way, not ten
    assert [s.box for s in options[0].slots] == [0, 2, 3]
    assert Counter(s.absorbs for s in options[0].slots) == Counter({1: 3})
    assert absorb_options(ruleset, slots, 5) == []  # four boxes are free
    assert hit_size(ruleset, "strike", {"roll": 6}) == 3


def broken(*changes: tuple[str, str]) -> tuple[str, str]:
    """The problems of DAMAGE with `changes` made, and the changed text."""
    text = DAMAGE
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(text.encode(), "dmg.yaml")
    return str(caught.value), text


@pytest.mark.parametrize(("change", "message"), [
    (("track: wounds, absorbs: 1", "track: note, absorbs: 1"),
     "'note' is not a track field of the sheet"),
    (("absorbs: 1}", "absorbs: box - 3}"), "box 1 would absorb -2"),
    (("absorbs: 1}", "absorbs: wounds}"), "unknown name"),
    (("track: wounds, absorbs: 1", "chart: nowhere"), "unknown chart 'nowhere'"),
    (("hit: {measure: damage, target: opponent}", "hit: {measure: harm, target: opponent}"),
     "unknown measure 'harm'"),
])
def test_broken_harm_rules_are_reported_with_their_line(change: tuple[str, str],
                                                        message: str) -> None:
    problems, text = broken(change)
    assert message in problems
    line = text[: text.index(change[1])].count("\n") + 1
    assert problems.startswith(f"dmg.yaml:{line}:"), problems


def test_a_hit_without_harm_rules_is_reported() -> None:
    start = DAMAGE.index("harm:")
    end = DAMAGE.index("sheet:")
    text = DAMAGE[:start] + DAMAGE[end:]
    with pytest.raises(RulesetError, match="needs the ruleset's 'harm' section"):
        load_ruleset_bytes(text.encode(), "dmg.yaml")


def test_a_chart_absorber_needs_text_fields_as_rows() -> None:
    problems, _ = broken(("track: wounds, absorbs: 1", "chart: sizes"),
                  ("checks:", "scales:\n  size:\n    label: Size\n    levels:\n"
                              "      - {key: toughness, label: T}\ncharts:\n  sizes:\n"
                              "    label: Sizes\n    rows: size\n    cells: number\n"
                              "    data: {toughness: 2}\nchecks:"))
    assert "row 'toughness' must be a text field" in problems


def test_a_ruleset_without_harm_rules_refuses_to_weigh_hits() -> None:
    maofa: Ruleset = load_ruleset(ROOT / "rulesets" / "maofa.yaml")
    with pytest.raises(InputError, match="no rules for absorbing hits"):
        absorb_options(maofa, [], 3)
    assert hit_size(maofa, "task", {}) is None


def test_riskbreaker_kill_damage_fills_the_track_and_a_full_track_is_out() -> None:
    # The book: a character takes Kill Damage up to the permanent rating of the skill they
    # fight with, and leaves the fight as soon as that much is dealt. The Fighter fights
    # with Muscle 5.
    riskbreaker = load_ruleset(ROOT / "rulesets" / "riskbreaker.yaml")
    sample = ROOT / "resources" / "samples" / "riskbreaker" / "fighter.yaml"
    state = SheetState(riskbreaker, open_character(sample))
    slots = harm_slots(riskbreaker, state)
    assert [s.absorbs for s in slots] == [1] * 5
    (option,) = absorb_options(riskbreaker, slots, 2)
    take_hit(riskbreaker, state, option)
    assert state.number("kill_damage") == 2
    assert not is_out(riskbreaker, harm_slots(riskbreaker, state))
    (option,) = absorb_options(riskbreaker, harm_slots(riskbreaker, state), 3)
    take_hit(riskbreaker, state, option)
    assert is_out(riskbreaker, harm_slots(riskbreaker, state))  # 5 of 5: out of the fight
    assert absorb_options(riskbreaker, harm_slots(riskbreaker, state), 1) == []
    # A success deals the Risk as Kill Damage to the opponent; a failure deals none.
    found = lookup(riskbreaker, "kill_damage_attack", {"stat": 5, "risk": 3}, {"roll": 4})
    assert hit_size(riskbreaker, "kill_damage_attack", found.values) == 3
    found = lookup(riskbreaker, "kill_damage_attack", {"stat": 5, "risk": 3}, {"roll": 7})
    assert hit_size(riskbreaker, "kill_damage_attack", found.values) == 0
    assert riskbreaker.harm is not None
    assert riskbreaker.harm.hits["kill_damage_attack"].target == "opponent"


def test_a_glance_at_the_slots() -> None:
    state = sheet(stress=[False, True], mild="Arañazo")
    assert describe_slots(harm_slots(ADOM, state)) == (
        "Casilla de estrés 1☐ 2☒ 3☐ · Leve (Mild): Arañazo")
    riskbreaker = load_ruleset(ROOT / "rulesets" / "riskbreaker.yaml")
    sample = ROOT / "resources" / "samples" / "riskbreaker" / "fighter.yaml"
    fighter = SheetState(riskbreaker, open_character(sample))
    fighter.set("kill_damage", [True, True])
    assert describe_slots(harm_slots(riskbreaker, fighter)) == "Kill Damage box ☒☒☐☐☐"
    assert describe_slots([]) == "nothing to absorb a hit"

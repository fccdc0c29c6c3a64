"""The simulation's numbered states (`NumberedStates`): each distinct entry numbered once,
states kept and given back as they were, and what a step reads of an entry (a `View`)
numbered so that two entries share a number exactly when they agree on what is read,
checked against a brute-force comparison of every pair of entries."""

from __future__ import annotations

import itertools
import random

from gm_assistant.core.conflict.fight import Fighter
from gm_assistant.core.conflict.numbered_states import NumberedStates, entries_of


def _entries(rng: random.Random, count: int) -> list[Fighter]:
    """Entries of 3 pools with few values each, so that many agree on some pools."""
    return [(rng.choice((0, 0, 1, 2)), rng.randint(0, 1),
             tuple(rng.randint(0, 2) for _ in range(3))) for _ in range(count)]


def test_entries_are_numbered_once_and_states_come_back() -> None:
    rng = random.Random(3)
    numbers = NumberedStates((0, 1), (2, 3))
    states = [tuple(_entries(rng, 4)) for _ in range(60)]
    kept = [numbers.ids(state) for state in states]
    for state, ids in zip(states, kept, strict=True):
        assert numbers.state(ids) == state
    met = {fighter for state in states for fighter in state}
    assert len(numbers.entries) == len(met)  # one number per distinct entry
    assert sorted(numbers.entries) == sorted(met)
    for fighter in met:
        assert numbers.entries[numbers.entry(fighter)] == fighter


def test_is_over_and_ids_after() -> None:
    numbers = NumberedStates((0, 1), (2,))
    up, down = (0, 0, (1,)), (1, 0, (0,))
    assert not numbers.is_over(numbers.ids((up, down, up)))
    assert numbers.is_over(numbers.ids((down, down, up)))  # the party is out
    assert numbers.is_over(numbers.ids((up, up, down)))  # the opposition is out
    before = (up, down, up)
    after = (up, down, (0, 1, (1,)))
    ids = numbers.ids(before)
    moved = numbers.ids_after(ids, before, after)
    assert moved[:2] == ids[:2] and numbers.state(moved) == after


def test_a_view_numbers_entries_alike_exactly_when_they_read_alike() -> None:
    rng = random.Random(5)
    numbers = NumberedStates((0,), (1,))
    early = _entries(rng, 30)
    for fighter in early:
        numbers.entry(fighter)
    views = [(0, 2), (), None]
    kinds = [numbers.kind(view) for view in views]  # made after some entries were met
    for fighter in _entries(rng, 60):  # and kept up to date as more are met
        numbers.entry(fighter)
    for view, kind in zip(views, kinds, strict=True):
        assert len(kind) == len(numbers.entries)
        assert numbers.kind(view) is kind  # made once
        for a, b in itertools.combinations(range(len(numbers.entries)), 2):
            first, second = numbers.entries[a], numbers.entries[b]
            if view is None:
                alike = first == second
            else:
                alike = first[:2] == second[:2] and all(first[2][p] == second[2][p]
                                                        for p in view)
            assert (kind[a] == kind[b]) == alike, (view, first, second)


def test_entries_of_gives_a_tuple_even_of_one() -> None:
    ids = (7, 8, 9, 10)
    assert entries_of([2])(ids) == (9,)
    assert entries_of([0, 3])(ids) == (7, 10)


def test_a_read_numbers_entries_alike_exactly_when_it_reads_them_alike() -> None:
    rng = random.Random(7)
    numbers = NumberedStates((0,), (1,))
    for fighter in _entries(rng, 30):
        numbers.entry(fighter)

    def read(fighter: Fighter) -> object:
        return (fighter[2][0] + fighter[2][1]) % 3

    kind = numbers.read_kind("sum", read)  # made after some entries were met
    for fighter in _entries(rng, 60):  # and kept up to date as more are met
        numbers.entry(fighter)
    assert len(kind) == len(numbers.entries)
    assert numbers.read_kind("sum", read) is kind  # made once per name
    for a, b in itertools.combinations(range(len(numbers.entries)), 2):
        alike = read(numbers.entries[a]) == read(numbers.entries[b])
        assert (kind[a] == kind[b]) == alike

"""The exact chain solver against an independent linear-system solution of the same chain."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gm_assistant.core.conflict.chain import (
    ChainCycleError,
    ChainTooLargeError,
    absorb,
)

Duel = tuple[int, int]  # (A's hits left, B's hits left); one step is a round, A first


def _duel(p: Fraction, q: Fraction):  # type: ignore[no-untyped-def]
    def step(state: Duel) -> list[tuple[Duel, Fraction]]:
        a, b = state
        after_a = [((a, b - 1), p), ((a, b), 1 - p)]
        result: list[tuple[Duel, Fraction]] = []
        for (a1, b1), prob in after_a:
            if b1 == 0:
                result.append(((a1, b1), prob))
            else:
                result += [((a1 - 1, b1), prob * q), ((a1, b1), prob * (1 - q))]
        return result

    return step


def _turn_by_turn(p: Fraction, q: Fraction):  # type: ignore[no-untyped-def]
    """The duel one step a turn: (A's hits left, B's hits left, whose turn)."""
    def turn(state: tuple[int, int, int]) -> list[tuple[tuple[int, int, int], Fraction]]:
        a, b, who = state
        if who == 0:
            return [((a, b - 1, 1), p), ((a, b, 1), 1 - p)]
        return [((a - 1, b, 0), q), ((a, b, 0), 1 - q)]

    return turn


def _final(state: Duel) -> bool:
    return state[0] == 0 or state[1] == 0


def _linear_solution(start: Duel, p: Fraction, q: Fraction) -> tuple[Fraction, Fraction]:
    """P(A wins) and expected turns by Gauss-Jordan over every transient state."""
    step = _duel(p, q)
    states = [(a, b) for a in range(1, start[0] + 1) for b in range(1, start[1] + 1)]
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    # Two right-hand sides: absorption in "A wins", and expected steps.
    rows = [[Fraction(0)] * (n + 2) for _ in range(n)]
    for s, i in index.items():
        rows[i][i] += 1
        rows[i][n + 1] = Fraction(1)
        for target, prob in step(s):
            if _final(target):
                if target[1] == 0:
                    rows[i][n] += prob
            else:
                rows[i][index[target]] -= prob
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    i = index[start]
    return rows[i][n], rows[i][n + 1]


@pytest.mark.parametrize(
    ("start", "p", "q"),
    [
        ((1, 1), Fraction(1, 2), Fraction(1, 2)),
        ((3, 2), Fraction(5, 12), Fraction(7, 12)),
        ((4, 4), Fraction(1, 6), Fraction(35, 36)),
        ((2, 5), Fraction(1), Fraction(1, 3)),
    ],
)
def test_duel_matches_the_linear_system(start: Duel, p: Fraction, q: Fraction) -> None:
    result = absorb(start, _duel(p, q), _final)
    p_a_wins = sum((v for s, v in result.outcomes.items() if s[1] == 0), Fraction(0))
    assert sum(result.outcomes.values()) == 1
    assert (p_a_wins, result.expected_steps) == _linear_solution(start, p, q)


@pytest.mark.parametrize(("start", "p", "q"), [((3, 2), Fraction(5, 12), Fraction(7, 12)),
                                               ((4, 4), Fraction(1, 6), Fraction(35, 36))])
def test_final_values_match_the_linear_system(start: Duel, p: Fraction, q: Fraction) -> None:
    """With `final`, the chain carries each final state's values (A won, B won, A's hits
    left) instead of the final states' chances."""
    def final(state: Duel) -> tuple[Fraction, ...]:
        return (Fraction(state[1] == 0), Fraction(state[0] == 0), Fraction(state[0]))

    result = absorb(start, _duel(p, q), _final, final=final)
    p_a_wins, turns = _linear_solution(start, p, q)
    assert result.outcomes == {}
    assert result.expected_steps == turns
    assert result.expected_finals[:2] == (p_a_wins, 1 - p_a_wins)
    by_hand = absorb(start, _duel(p, q), _final).outcomes  # every final state's chance
    assert result.expected_finals[2] == sum(v * s[0] for s, v in by_hand.items())


def test_final_values_of_a_cycling_chain() -> None:
    """Turn by turn the chain cycles and is solved as a linear system; `final` too."""
    p, q = Fraction(5, 12), Fraction(7, 12)
    result = absorb((3, 2, 0), _turn_by_turn(p, q), lambda s: s[0] == 0 or s[1] == 0,
                    final=lambda s: (Fraction(s[1] == 0),))
    assert result.expected_finals == (_linear_solution((3, 2), p, q)[0],)


def test_one_exchange_duel_by_hand() -> None:
    # A and B each fall to one hit; A hits 1/2, B hits 1/3, A first.
    # P(A wins) = (1/2) / (1 - (1/2)(2/3)) = 3/4.
    result = absorb((1, 1), _duel(Fraction(1, 2), Fraction(1, 3)), _final)
    assert result.outcomes[(1, 0)] == Fraction(3, 4)


def test_a_chain_too_large_is_refused() -> None:
    with pytest.raises(ChainTooLargeError, match="more than 10 states"):
        absorb((20, 20), _duel(Fraction(1, 2), Fraction(1, 2)), _final, max_states=10)


def test_turn_by_turn_misses_cycle_and_agree_with_rounds() -> None:
    # The same duel, one step a turn: A miss then B miss returns to the same state through
    # another one, so it is solved as a linear system; it must agree with the round chain.
    p, q = Fraction(5, 12), Fraction(7, 12)
    result = absorb((3, 2, 0), _turn_by_turn(p, q), lambda s: s[0] == 0 or s[1] == 0)
    p_a_wins = sum((v for s, v in result.outcomes.items() if s[1] == 0), Fraction(0))
    assert p_a_wins == _linear_solution((3, 2), p, q)[0]


def test_a_large_cycle_is_refused() -> None:
    def step(state: int) -> list[tuple[int, Fraction]]:
        return [((state + 1) % 500, Fraction(1, 2)), (-1, Fraction(1, 2))]

    with pytest.raises(ChainCycleError, match="more than"):
        absorb(0, step, lambda s: s == -1)


def test_a_fight_that_never_ends_is_refused() -> None:
    with pytest.raises(ChainCycleError, match=r"never leaves|for ever"):
        absorb(0, lambda s: [(s, Fraction(1))], lambda s: False)


def _expected_rewards(start: Duel, p: Fraction, q: Fraction,
                      reward) -> list[Fraction]:  # type: ignore[no-untyped-def]
    """Each reward's expected total until the duel ends: x = r + Q x over every transient
    state, by Gauss-Jordan (one right-hand side per reward)."""
    step = _duel(p, q)
    states = [(a, b) for a in range(1, start[0] + 1) for b in range(1, start[1] + 1)]
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    k = len(reward(start))
    rows = [[Fraction(0)] * (n + k) for _ in range(n)]
    for s, i in index.items():
        rows[i][i] += 1
        for j, value in enumerate(reward(s)):
            rows[i][n + j] = value
        for target, prob in step(s):
            if not _final(target):
                rows[i][index[target]] -= prob
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return rows[index[start]][n:]


@pytest.mark.parametrize(("start", "p", "q"), [((3, 2), Fraction(5, 12), Fraction(7, 12)),
                                               ((4, 4), Fraction(1, 6), Fraction(35, 36)),
                                               ((5, 3), Fraction(2, 7), Fraction(1, 9))])
def test_rewards_match_the_linear_system(start: Duel, p: Fraction, q: Fraction) -> None:
    """Rewards collected on the way (counted once per visit, self-loops included, the
    chain's paths meeting again) against the linear system's solution."""
    def reward(state: Duel) -> tuple[Fraction, ...]:
        return (Fraction(state[0] * state[1]), Fraction(state[0] > state[1]), Fraction(0))

    result = absorb(start, _duel(p, q), _final, reward=reward)
    assert list(result.expected_rewards) == _expected_rewards(start, p, q, reward)
    assert result.expected_rewards[0] > 0


@pytest.mark.parametrize("step", [_duel, _turn_by_turn])
def test_steps_left_out_change_nothing_else(step) -> None:  # type: ignore[no-untyped-def]
    """`steps=False` (what a forecast asks) leaves only the expected steps out; the
    finals and rewards are the linear system's."""
    p, q = Fraction(5, 12), Fraction(7, 12)
    start = (3, 2) if step is _duel else (3, 2, 0)

    def final(state: tuple[int, ...]) -> tuple[Fraction, ...]:
        return (Fraction(state[1] == 0),)

    def reward(state: tuple[int, ...]) -> tuple[Fraction, ...]:
        return (Fraction(1),)

    whole = absorb(start, step(p, q), _final, final=final, reward=reward)
    left_out = absorb(start, step(p, q), _final, final=final, reward=reward, steps=False)
    assert left_out.expected_steps is None
    assert whole.expected_steps is not None
    assert left_out.expected_finals == whole.expected_finals
    assert left_out.expected_rewards == whole.expected_rewards == (whole.expected_steps,)
    if step is _duel:
        assert whole.expected_finals[0] == _linear_solution((3, 2), p, q)[0]


Rung = tuple[int, int]  # (level, phase): a round of three phases at each level


def _ladder(state: Rung) -> list[tuple[Rung, Fraction]]:
    """Each level's three phases lead round to each other (one strongly connected part
    per level, of two shapes: odd levels also stay put in phase 1); leaving a level leads
    one or two levels up, at phases that vary with the level, so a level is entered at
    several phases from parts whose chances differ (1/7 and 3/5 bring other primes)."""
    level, phase = state
    miss = (Fraction(1, 2), Fraction(2, 3), Fraction(3, 5))[phase]
    stay = Fraction(1, 7) if phase == 1 and level % 2 else Fraction(0)
    out = 1 - miss - stay
    found = [((level, (phase + 1) % 3), miss),
             ((level + 1, (phase + level) % 3), out * Fraction(2, 3)),
             ((level + 2, phase), out / 3)]
    return found + ([(state, stay)] if stay else [])


def _ladder_final(state: Rung) -> bool:
    return state[0] >= 6


def _ladder_by_gauss_jordan(start: Rung) -> tuple[dict[Rung, Fraction], Fraction,
                                                   list[Fraction]]:
    """Every final state's chance, the expected steps and the expected rewards (phase,
    odd level) from `start`: x = b + Q x over every transient state, by Gauss-Jordan."""
    transient = [(level, phase) for level in range(6) for phase in range(3)]
    finals = sorted({target for state in transient for target, _ in _ladder(state)
                     if _ladder_final(target)})
    index = {state: i for i, state in enumerate(transient)}
    n, m = len(transient), len(finals)
    rows = [[Fraction(0)] * (n + m + 3) for _ in range(n)]
    for state, i in index.items():
        rows[i][i] += 1
        rows[i][n + m:] = [Fraction(1), Fraction(state[1]), Fraction(state[0] % 2)]
        for target, p in _ladder(state):
            if _ladder_final(target):
                rows[i][n + finals.index(target)] += p
            else:
                rows[i][index[target]] -= p
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col])
        rows[col], rows[pivot] = rows[pivot], rows[col]
        rows[col] = [x / rows[col][col] for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col]:
                rows[r] = [x - rows[r][col] * y for x, y in zip(rows[r], rows[col], strict=True)]
    solved = rows[index[start]]
    return ({end: solved[n + j] for j, end in enumerate(finals) if solved[n + j]},
            solved[n + m], solved[n + m + 1:])


@pytest.mark.parametrize("start", [(0, 0), (1, 2)])
def test_parts_of_one_shape_entered_at_several_states(start: Rung) -> None:
    """Levels alike in their chances, each entered at several phases from levels whose
    chances differ: every final chance, the steps and the rewards as the whole system's
    solution."""
    outcomes, steps, rewards = _ladder_by_gauss_jordan(start)
    result = absorb(start, _ladder, _ladder_final,
                    reward=lambda s: (Fraction(s[1]), Fraction(s[0] % 2)))
    assert result.outcomes == outcomes
    assert result.expected_steps == steps
    assert list(result.expected_rewards) == rewards
    valued = absorb(start, _ladder, _ladder_final, final=lambda s: (Fraction(s[0]), s[1]),
                    steps=False)
    assert valued.expected_finals == (
        sum((p * end[0] for end, p in outcomes.items()), Fraction(0)),
        sum((p * end[1] for end, p in outcomes.items()), Fraction(0)))

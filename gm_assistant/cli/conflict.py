"""`gm-assistant encounter` and `gm-assistant series`: whole fights and series of rolls.

    gm-assistant encounter FILE [--json]
    gm-assistant encounter FILE --from-session [SESSION] [--advantage P,O] [--side NAME=SIDE]
    gm-assistant series RULESET CHECK n=N [at_least=K] NAME=VALUE ... [--json]

Part of the command line's public contract: exit 0 on success, 1 for an encounter file that
cannot be used (every problem located), 2 for a usage error (unknown ruleset, check, input
or value). Exact results print as fractions; an estimate says so and gives its margin.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, TextIO

from gm_assistant.cli.command import Command
from gm_assistant.cli.common import find_ruleset, parse_assignments
from gm_assistant.core.conflict.budget import EPIC, OppositionBudget
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, SIDES, Combatant
from gm_assistant.core.conflict.contest import ContestForecast
from gm_assistant.core.conflict.encounter import Encounter, EncounterError, read_encounter
from gm_assistant.core.conflict.estimate import wilson
from gm_assistant.core.conflict.forecast import Estimate, FightForecast
from gm_assistant.core.conflict.from_here import TableNow, session_table, table_now
from gm_assistant.core.conflict.scene import character_folders, forecast_scene
from gm_assistant.core.conflict.seated import kept_choices
from gm_assistant.core.errors import InputError
from gm_assistant.core.library import Library
from gm_assistant.core.odds.series import MAX_SERIES, SeriesOdds, series_odds
from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.play.session import SESSION_FILE, SessionFileError
from gm_assistant.core.probability_text import (
    LONG_FRACTION,
    chance_text,
    fraction_text,
    percent_text,
    share_text,
)
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry

__all__ = ["COMMANDS"]

_COUNT = re.compile(r"[0-9]+")


def _encounter_arguments(encounter: argparse.ArgumentParser) -> None:
    encounter.add_argument("file", metavar="FILE")
    encounter.add_argument("--json", action="store_true")
    encounter.add_argument(
        "--from-session", nargs="?", const="", metavar="SESSION",
        help="forecast the rest of the fight from where the Table stands in a session file "
        "(harm marked, amounts tracked, who is out): the app's own session when none given")
    encounter.add_argument("--advantage", metavar="PARTY,OPPOSITION",
                           help="each side's Advantage now (with --from-session; by "
                           "default as chosen in the app's Forecast from here)")
    encounter.add_argument("--side", action="append", default=[], metavar="NAME=SIDE",
                           help="someone seated by hand joins the fight on SIDE (party or "
                           "opposition; with --from-session; by default the sides chosen in "
                           "the app's Forecast from here)")


def _series_arguments(series: argparse.ArgumentParser) -> None:
    series.add_argument("ruleset")
    series.add_argument("check")
    series.add_argument("assignments", nargs="+", metavar="NAME=VALUE",
                        help="n=ROLLS (required), at_least=K, and the check's inputs")
    series.add_argument("--json", action="store_true")


def _run_encounter(args: argparse.Namespace, out: TextIO) -> int:
    """Run `encounter`; usage problems raise InputError (exit 2), an invalid encounter
    file prints its problems (exit 1)."""
    try:
        return _encounter(args, out)
    except EncounterError as error:
        for problem in error.problems:
            print(problem, file=out)
        return 1
    except SessionFileError as error:
        print(error, file=out)
        return 1


def _chance(value: Fraction | Estimate) -> str:
    if isinstance(value, Estimate):
        return f"{chance_text(value, 2):>15} (estimate)"
    text = fraction_text(value)
    if len(text) > LONG_FRACTION:
        text = "exact (--json gives the fraction)"
    return f"{percent_text(value, 2):>7}  {text}"


def _listed(chances: dict[int, Fraction | Estimate]) -> list[tuple[int, Fraction | Estimate]]:
    """Rounds one by one until 99.99% of the chance is listed."""
    shown = []
    total = 0.0
    for number, p in sorted(chances.items()):
        shown.append((number, p))
        total += p.value if isinstance(p, Estimate) else float(p)
        if total >= 0.9999:
            break
    return shown


def _rest(chances: dict[int, Fraction | Estimate], shown: int,
          beyond: Fraction | Estimate, fights: int = 0) -> Fraction | Estimate:
    """The chance of more rounds than `shown`: exact, or for an estimate the share of
    the `fights` that lasted longer, with its own interval."""
    later = [p for n, p in chances.items() if n > shown]
    if isinstance(beyond, Estimate) or any(isinstance(p, Estimate) for p in later):
        value = sum(p.value if isinstance(p, Estimate) else float(p) for p in [*later, beyond])
        return wilson(round(value * fights), fights)
    exact = [p for p in later if isinstance(p, Fraction)]
    return sum(exact, beyond)


def _json_chance(value: Fraction | Estimate) -> str | dict[str, float]:
    if isinstance(value, Estimate):
        return {"estimate": value.value, "low": value.low, "high": value.high,
                "margin": value.margin}
    return fraction_text(value)


def _mean(value: Fraction | Estimate) -> str:
    """An expected number: to two places, with its margin when it is an estimate."""
    if isinstance(value, Estimate):
        return f"{value.value:.2f} ± {value.margin:.2f}"
    return f"{float(value):.2f}"


# -- encounter ----------------------------------------------------------------------------

def _encounter(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    encounter, document = read_encounter(path)
    ruleset = find_ruleset(default_registry(), encounter.ruleset)
    now = _table_now(ruleset, args)
    scene = forecast_scene(ruleset, encounter, document, character_folders(ruleset, path),
                           now=now)
    if now is not None and not args.json:
        _print_start(now, scene.combatants, out)
    if args.json:
        if scene.contest is not None:
            report = _contest_json(ruleset, encounter, scene.contest)
        else:
            assert scene.fight is not None
            report = _fight_json(ruleset, encounter, scene.fight)
            if scene.budget is not None:
                report["budget"] = _budget_json(scene.budget)
        json.dump(report, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    if scene.contest is not None:
        _print_contest(ruleset, encounter, scene.label, scene.contest, out)
    else:
        assert scene.fight is not None
        _print_fight(ruleset, encounter, scene.label, scene.fight, out, kills=scene.kills)
    budget = scene.budget
    if budget is not None:
        if budget.goal:
            shown = share_text(budget.cost, budget.goal)
            print(f"\nOpposition cost: {budget.cost} Advantage of {budget.goal} ({shown}% of "
                  f"a balanced goal, the party's levels added up); epic goals go up to "
                  f"{EPIC * budget.goal}.", file=out)
        else:
            print(f"\nOpposition cost: {budget.cost} Advantage; the party's levels add up "
                  "to 0, so no goal is balanced for it.", file=out)
        for name, count, level, cost in budget.groups:
            print(f"  {count} x level {level} ({name}): {cost}", file=out)
    if scene.readings:
        print("\nHow the rules are read:", file=out)
        for note in scene.readings:
            print(f"  - {note.topic}: {note.text}", file=out)
    return 0


def _table_now(ruleset: Ruleset, args: argparse.Namespace) -> TableNow | None:
    """Where the Table stands in the session file `--from-session` names (or the app's
    own), with the sides and Advantage given (by default those chosen in the app's
    Forecast from here for the fight seated there); None without `--from-session`. InputError
    for a malformed option, SessionFileError for a session that cannot be used."""
    if args.from_session is None:
        if args.advantage is not None or args.side:
            raise InputError("--advantage and --side go with --from-session")
        return None
    path = Path(args.from_session) if args.from_session else user_state_dir() / SESSION_FILE
    advantage = (0, 0)
    if args.advantage is not None:
        parts = args.advantage.split(",")
        if len(parts) != 2 or not all(_COUNT.fullmatch(p.strip()) for p in parts):
            raise InputError(f"--advantage '{args.advantage}': give two whole numbers, the "
                             f"party's and the opposition's, as 3,1")
        advantage = (int(parts[0]), int(parts[1]))
    sides = parse_assignments(args.side)
    for name, side in sides.items():
        if side not in SIDES:
            raise InputError(f"--side {name}={side}: the side is party or opposition",
                             SIDES)
    play = session_table(ruleset, path, Library())
    if not play.people:
        raise SessionFileError(f"{path}: nobody is seated at the {ruleset.name} table")
    if args.advantage is None or not args.side:
        # What the GM chose in the app's Forecast from here is the default.
        kept = kept_choices(path, ruleset.id, play.fights)
        if kept is not None:
            advantage = kept.advantage if args.advantage is None else advantage
            sides = dict(kept.sides) if not args.side else sides
    return table_now(ruleset, play, advantage, sides)


def _print_start(now: TableNow, combatants: Sequence[Combatant], out: TextIO) -> None:
    """The state the forecast starts from: who is out, harm marked, pools."""
    print("From the Table's state now:", file=out)
    for combatant in combatants:
        seat = now.seats.get(combatant.name)
        if combatant.out or seat is None:
            print(f"  {combatant.name} ({combatant.side}): out", file=out)
            continue
        marked = sum(1 for slot in combatant.slots if slot.marked)
        pools = ", ".join(f"{name} {amount}" for name, amount in combatant.pools.items())
        print(f"  {combatant.name} ({combatant.side}): {marked} harm slots marked"
              f"{'; ' + pools if pools else ''}", file=out)
    print(file=out)


def _budget_json(budget: OppositionBudget) -> dict[str, Any]:
    """Riskbreaker's opposition cost: the Advantage it takes of a balanced goal (the
    party's levels added up), the share as an exact fraction, the epic limit, and each
    group of alike opponents with its price."""
    return {"goal": budget.goal, "cost": budget.cost,
            "share": f"{budget.cost}/{budget.goal}" if budget.goal else None,
            "epic": EPIC * budget.goal,
            "groups": [{"name": name, "count": count, "level": level, "cost": cost}
                       for name, count, level, cost in budget.groups]}


def _fight_json(ruleset: Ruleset, encounter: Encounter,
                forecast: FightForecast) -> dict[str, Any]:
    pools = {side: {name: _json_chance(v) for name, v in spent.items()}
             for side, spent in forecast.spent.items()}
    return {
        "ruleset": ruleset.id,
        "encounter": encounter.name,
        "conflict": forecast.conflict,
        "exact": forecast.exact,
        "p_party_wins": _json_chance(forecast.p_party_wins),
        "p_draw": _json_chance(forecast.p_draw),
        "combatants": [{"name": c.name, "side": c.side, "p_out": _json_chance(p),
                        "p_killed": _json_chance(k)}
                       for c, p, k in zip(forecast.combatants, forecast.p_out,
                                          forecast.p_killed, strict=True)],
        "rounds": {str(n): _json_chance(p) for n, p in sorted(forecast.rounds.items())},
        "rounds_beyond": _json_chance(forecast.rounds_beyond),
        "expected_rounds": _json_chance(forecast.expected_rounds),
        "spent": pools,
        "states": forecast.states,
        "simulated_fights": forecast.fights,
        "seed": forecast.seed,
        "readings_used": list(forecast.notes),
    }


def _print_fight(ruleset: Ruleset, encounter: Encounter, label: str,
                 forecast: FightForecast, out: TextIO, *, kills: bool) -> None:
    print(f"{encounter.name}  ({ruleset.name}: {label})", file=out)
    if forecast.exact:
        print(f"Exact forecast ({forecast.states:,} fight states solved).", file=out)
    else:
        print(f"ESTIMATE from {forecast.fights:,} simulated fights, seed {forecast.seed} "
              "(too many fight states to solve exactly); each ± is the margin of a 95% "
              "interval (Wilson's for a chance, 1.96 standard errors for an expected "
              "number); near 0% or 100% a chance reads as its interval, and one all or "
              "none of the fights reached as its far end (≥ or ≤).", file=out)
    print(f"\nP(party wins): {_chance(forecast.p_party_wins)}", file=out)
    draw = forecast.p_draw
    if draw.value if isinstance(draw, Estimate) else draw:
        print(f"P(both sides go down, nobody wins): {_chance(draw)}", file=out)
    print("\nWho goes down:", file=out)
    width = max(len(c.name) for c in forecast.combatants)
    for combatant, p, killed in zip(forecast.combatants, forecast.p_out, forecast.p_killed,
                                    strict=True):
        dead = f"   of which killed {_chance(killed).strip()}" if kills else ""
        print(f"  {combatant.name:<{width}}  {combatant.side:<10}  {_chance(p)}{dead}",
              file=out)
    print("\nRounds:", file=out)
    shown = _listed(forecast.rounds)
    for number, p in shown:
        print(f"  {number:>3}  {_chance(p)}", file=out)
    last = shown[-1][0] if shown else 0
    rest = _rest(forecast.rounds, last, forecast.rounds_beyond, forecast.fights)
    print(f"  more than {last}: {_chance(rest)}", file=out)
    print(f"Expected rounds: {_mean(forecast.expected_rounds)}", file=out)
    for side, spent in forecast.spent.items():
        if any(v.value if isinstance(v, Estimate) else v for v in spent.values()):
            parts = ", ".join(f"{name} {_mean(v)}" for name, v in spent.items())
            print(f"Expected spent by the {side}: {parts}", file=out)
    if forecast.notes:
        print("\nReadings used:", file=out)
        for note in forecast.notes:
            print(f"  - {note}", file=out)


def _contest_json(ruleset: Ruleset, encounter: Encounter,
                  contest: ContestForecast) -> dict[str, Any]:
    return {
        "ruleset": ruleset.id,
        "encounter": encounter.name,
        "conflict": contest.conflict,
        "exact": True,
        "p_party_wins": fraction_text(contest.p_party_wins),
        "combatants": [{"name": contest.party.name, "side": PARTY},
                       {"name": contest.opposition.name, "side": OPPOSITION}],
        "rounds": {str(n): fraction_text(p) for n, p in sorted(contest.exchanges.items())},
        "rounds_beyond": fraction_text(contest.exchanges_beyond),
        "expected_rounds": fraction_text(contest.expected_exchanges),
        "spent": {},
    }


def _print_contest(ruleset: Ruleset, encounter: Encounter, label: str,
                   contest: ContestForecast, out: TextIO) -> None:
    print(f"{encounter.name}  ({ruleset.name}: {label})", file=out)
    print(f"Exact forecast: {contest.party.name} for the party against "
          f"{contest.opposition.name}.", file=out)
    print(f"\nP(party wins): {_chance(contest.p_party_wins)}", file=out)
    print("\nExchanges:", file=out)
    exchanges: dict[int, Fraction | Estimate] = dict(contest.exchanges)
    shown = _listed(exchanges)
    for number, p in shown:
        print(f"  {number:>3}  {_chance(p)}", file=out)
    last = shown[-1][0] if shown else 0
    print(f"  more than {last}: "
          f"{_chance(_rest(exchanges, last, contest.exchanges_beyond))}", file=out)
    print(f"Expected exchanges: {float(contest.expected_exchanges):.2f}", file=out)


# -- series -------------------------------------------------------------------------------

def _series(args: argparse.Namespace, out: TextIO) -> int:
    values = parse_assignments(args.assignments)
    counts = {}
    for key in ("n", "at_least"):
        if key in values:
            text = values.pop(key)
            if not _COUNT.fullmatch(text.strip()):
                raise InputError(f"{key}={text}: a whole number is expected")
            digits = text.strip().lstrip("0") or "0"
            if len(digits) > len(str(MAX_SERIES)):  # past the limit, whatever its size
                raise InputError(f"{key}={text}: a series has at most {MAX_SERIES} rolls")
            counts[key] = int(digits)
    if "n" not in counts:
        raise InputError("say how many rolls: n=N")
    ruleset = find_ruleset(default_registry(), args.ruleset)
    result = series_odds(ruleset, args.check, values, counts["n"], counts.get("at_least"))
    if args.json:
        json.dump(_series_json(result), out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    inputs = " ".join(f"{k}={v}" for k, v in result.check.inputs.items())
    print(f"{ruleset.id} / {args.check}: {inputs}", file=out)
    print(f"One roll succeeds:        {_chance(result.check.p_success)}", file=out)
    print(f"All {result.rolls} succeed:            {_chance(result.p_all)}", file=out)
    if result.at_least != result.rolls:
        print(f"At least {result.at_least} of {result.rolls} succeed: "
              f"{_chance(result.p_at_least)}", file=out)
    if result.rolls <= 20:
        print("Successes:", file=out)
        for count, p in result.successes.items():
            print(f"  {count:>3}  {_chance(p)}", file=out)
    return 0


def _series_json(result: SeriesOdds) -> dict[str, Any]:
    return {
        "ruleset": result.check.ruleset,
        "check": result.check.check,
        "inputs": result.check.inputs,
        "rolls": result.rolls,
        "at_least": result.at_least,
        "p_success": fraction_text(result.check.p_success),
        "p_all": fraction_text(result.p_all),
        "p_at_least": fraction_text(result.p_at_least),
        "successes": {str(k): fraction_text(v) for k, v in result.successes.items()},
    }


COMMANDS = (
    Command("encounter", "forecast a fight or contest from an encounter file",
            _encounter_arguments, _run_encounter),
    Command("series", "odds that n rolls of a check all succeed (or at least k of them)",
            _series_arguments, _series),
)

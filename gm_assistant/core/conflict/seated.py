"""The fight seated at the Table as the session file keeps it: the encounter that Forecast
from here plays on, where its characters are looked up, and the GM's choices for it
(each side's Advantage, the side of each person seated by hand).

The Table keeps one per ruleset in its session file (`session.TableSession.fights`, plain
data) so that after a restart Forecast from here asks the same question as before. That
file may be hostile: `read_fight` checks every value of one entry (the encounter by its
own model, as an encounter file is) and `restore_fights` reads every ruleset's, taking the
good ones and refusing a bad one with its file, line, column and field; the file is then
copied aside first (`<name>.broken-<UTC time>`), so the next save of the session loses
nothing of it. No Qt.

The folders are kept relative to a named root where they lie inside one (`FOLDER_ROOTS`:
the user's library, the app's samples, the app's other resources), as
``{"root": "samples", "path": "lady_luck"}``, and found again under that root wherever it
is when read: a moved install or a moved data home (``GM_ASSISTANT_HOME``) still finds
the seated characters. Any other folder is kept as its absolute path, a plain string, as
every folder was before; such entries still load. A root-relative path that climbs out of
its root (``..``) or is absolute is refused like any bad value.

    >>> data = fight_json(fight, FightChoices((2, 0), {"Ann": "party"}))  # doctest: +SKIP
    >>> read_fight("riskbreaker", data)                                # the same back
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from pydantic import ValidationError

from gm_assistant.core.conflict.combatant import SIDES
from gm_assistant.core.conflict.encounter import Encounter
from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.paths import resources_dir, user_library_dir
from gm_assistant.core.play.session import MAX_FILE_BYTES, SessionFileError
from gm_assistant.core.rules.validation_text import keyed_message
from gm_assistant.core.rules.yaml_source import read_yaml
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.core.user_files import keep_copy, read_user_file

__all__ = ["FOLDER_ROOTS", "MAX_ADVANTAGE", "FightChoices", "SeatedFightError",
           "fight_json", "folder_json", "kept_choices", "read_fight", "restore_fights"]

MAX_ADVANTAGE = 99
"""Largest Advantage a side can be given (as the Forecast from here dialog offers)."""
MAX_FOLDERS = 16
"""Most folders a seated fight's characters are looked up in (the app uses three)."""

Where = tuple[str | int, ...]

FOLDER_ROOTS: Mapping[str, Callable[[], Path]] = {
    "library": user_library_dir,
    "samples": lambda: resources_dir() / "samples",
    "resources": resources_dir,
}
"""The named roots a seated fight's folders are kept relative to, looked up again when the
session is read (the first that holds a folder is the one named)."""


@dataclass(frozen=True)
class FightChoices:
    """What the GM chose for a forecast from here: each side's Advantage (party,
    opposition) where the conflict keeps some, and the side of each person seated by hand
    who joins the fight (name -> "party" or "opposition")."""

    advantage: tuple[int, int] = (0, 0)
    sides: Mapping[str, str] = field(default_factory=dict)


class SeatedFightError(GMAssistantError):
    """One seated fight of a session file that cannot be used: `where` is the path of the
    bad value inside the entry, `reason` what is wrong with it."""

    def __init__(self, where: Where, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"{_dotted(where)}: {reason}" if where else reason)


def fight_json(fight: SeatedFight, choices: FightChoices) -> dict[str, Any]:
    """One seated fight and the GM's choices for it, as plain data for the session file."""
    return {"encounter": fight.encounter.model_dump(mode="json", exclude_defaults=True,
                                                    by_alias=True),
            "folders": [folder_json(folder) for folder in fight.folders],
            "advantage": list(choices.advantage),
            "sides": dict(choices.sides)}


def folder_json(folder: Path) -> dict[str, str] | str:
    """Where a seated fight's characters are looked up, for the session file: relative to
    the first named root holding it (`FOLDER_ROOTS`), else its absolute path."""
    folder = Path(folder).absolute()
    for name, root_of in FOLDER_ROOTS.items():
        try:
            root = root_of()
        except OSError:  # the shipped resources missing: a broken install, not this file's
            continue
        for inside, base in ((folder, root.absolute()), (folder.resolve(), root.resolve())):
            if inside.is_relative_to(base):
                return {"root": name, "path": inside.relative_to(base).as_posix()}
    return str(folder)


def read_fight(ruleset_id: str, raw: Any) -> tuple[SeatedFight, FightChoices]:
    """The seated fight of `ruleset_id`'s table from its session-file entry; raises
    SeatedFightError naming the bad value's place inside the entry."""
    if not isinstance(raw, dict):
        raise SeatedFightError((), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "not a mapping")))
    unknown = sorted(set(raw) - {"encounter", "folders", "advantage", "sides"}, key=str)
    if unknown:
        raise SeatedFightError((unknown[0],), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "unknown key '{unknown}'"), unknown=unknown[0]))
    if "encounter" not in raw:
        raise SeatedFightError((), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "missing required key 'encounter'")))
    fight = SeatedFight(_encounter(ruleset_id, raw["encounter"]),
                        _folders(raw.get("folders", [])))
    return fight, FightChoices(_advantage(raw.get("advantage", [0, 0])),
                               _sides(raw.get("sides", {})))


def _encounter(ruleset_id: str, raw: Any) -> Encounter:
    """The seated encounter, checked as an encounter file is."""
    try:
        encounter = Encounter.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        place = tuple(p for p in first["loc"] if isinstance(p, (str, int)))
        message = keyed_message(first, place[-1] if place else "?")
        raise SeatedFightError(("encounter", *place), message) from None
    if encounter.ruleset != ruleset_id:
        raise SeatedFightError(("encounter", "ruleset"),
                               Message("ConflictProblem", QT_TRANSLATE_NOOP(
                                   "ConflictProblem", "'{ruleset}' is not this table's ruleset "
                                   "'{ruleset_id}'"),
                                   ruleset=encounter.ruleset, ruleset_id=ruleset_id))
    return encounter


def _folders(raw: Any) -> tuple[Path, ...]:
    """Where the seated encounter's characters are looked up."""
    if not isinstance(raw, list) or len(raw) > MAX_FOLDERS:
        raise SeatedFightError(("folders",), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "not a list of at most {max_folders} folders"),
            max_folders=MAX_FOLDERS))
    return tuple(_folder(("folders", index), folder) for index, folder in enumerate(raw))


def _folder(where: Where, raw: Any) -> Path:
    """One folder: a path under a named root, or an absolute path (as every folder was
    kept before roots were named)."""
    if isinstance(raw, dict):
        unknown = sorted(set(raw) - {"root", "path"}, key=str)
        if unknown:
            raise SeatedFightError((*where, unknown[0]), Message(
                "ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "unknown key '{unknown}'"), unknown=unknown[0]))
        for key in ("root", "path"):
            if key not in raw:
                raise SeatedFightError(where, Message("ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "missing required key '{key}'"), key=key))
        root, path = raw["root"], raw["path"]
        if root not in FOLDER_ROOTS:
            raise SeatedFightError((*where, "root"), Message(
                "ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "{root} is not a root ({roots})"),
                root=f"{root!r:.40}", roots=", ".join(FOLDER_ROOTS)))
        if not isinstance(path, str) or "\0" in path or "\\" in path \
                or PurePosixPath(path).is_absolute() or PureWindowsPath(path).anchor \
                or ".." in PurePosixPath(path).parts:
            raise SeatedFightError((*where, "path"), Message(
                "ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "{path} is not a folder inside the {root} folder"),
                path=f"{path!r:.40}", root=root))
        try:
            base = FOLDER_ROOTS[root]()
        except OSError as error:  # the shipped resources missing
            raise SeatedFightError((*where, "root"), message_of(error)) from None
        return base / path
    if not isinstance(raw, str) or not raw or "\0" in raw:
        raise SeatedFightError(where, Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{folder} is not a folder"), folder=f"{raw!r:.40}"))
    return Path(raw)


def _advantage(raw: Any) -> tuple[int, int]:
    """Each side's Advantage (party, opposition)."""
    if not isinstance(raw, list) or len(raw) != 2:
        raise SeatedFightError(("advantage",), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "not a list of two numbers (party, opposition)")))
    for index, amount in enumerate(raw):
        if type(amount) is not int or not 0 <= amount <= MAX_ADVANTAGE:
            raise SeatedFightError(("advantage", index),
                Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "{amount} is not a whole number from 0 to {max_advantage}"),
                amount=f"{amount!r:.40}", max_advantage=MAX_ADVANTAGE))
    return raw[0], raw[1]


def _sides(raw: Any) -> dict[str, str]:
    """The side of each person seated by hand who joins the fight."""
    if not isinstance(raw, dict):
        raise SeatedFightError(("sides",), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "not a mapping")))
    for name, side in raw.items():
        if side not in SIDES:
            raise SeatedFightError(("sides", name),
                                   Message("ConflictProblem", QT_TRANSLATE_NOOP(
                                       "ConflictProblem", "{side} is not a side ({names})"),
                                       side=f"{side!r:.40}", names=', '.join(SIDES)))
    return dict(raw)


def restore_fights(path: Path, fights: Any
                   ) -> tuple[dict[str, tuple[SeatedFight, FightChoices]], list[Message]]:
    """The seated fights of the session file `path` (`fights`: its entries, ruleset id ->
    entry, as `session.load_session` read them) and a message for each entry refused
    (one for them all when they are not a mapping).

    A refused entry is located in the file (line and column of its bad value, and the
    value's field) and the file is copied aside once, before the Table's next save
    writes it without that entry; the other rulesets' fights are taken all the same.
    """
    good: dict[str, tuple[SeatedFight, FightChoices]] = {}
    refused: list[tuple[str, SeatedFightError]] = []
    if not isinstance(fights, dict):
        refused.append(("", SeatedFightError((), "not a mapping")))
        fights = {}
    for ruleset_id, raw in fights.items():
        try:
            good[ruleset_id] = read_fight(ruleset_id, raw)
        except SeatedFightError as error:
            refused.append((ruleset_id, error))
    if not refused:
        return good, []
    kept = copy_problem = ""
    try:
        kept = keep_copy(path).name
    except OSError as failure:
        copy_problem = failure.strerror or str(failure)
    locate = _locator(path)
    messages = []
    for ruleset_id, refusal in refused:
        where = ("fights", *((ruleset_id,) if ruleset_id else ()), *refusal.where)
        line, column = locate(where)
        field, reason = _dotted(where), refusal.reason
        if kept:
            messages.append(Message("TableSession", QT_TRANSLATE_NOOP(
                "TableSession", "{path}, line {line}, column {column}, {field}: {reason}. "
                "The fight seated at this table was not restored (Forecast from here needs "
                "it seated again); the file is kept as {kept}."), path=str(path), line=line,
                column=column, field=field, reason=reason, kept=kept))
        else:
            messages.append(Message("TableSession", QT_TRANSLATE_NOOP(
                "TableSession", "{path}, line {line}, column {column}, {field}: {reason}. "
                "The fight seated at this table was not restored, and the file could not "
                "be copied aside: {problem}"), path=str(path), line=line, column=column,
                field=field, reason=reason, problem=copy_problem))
    return good, messages


def kept_choices(path: Path, ruleset_id: str, fights: Any) -> FightChoices | None:
    """The GM's choices kept with the fight seated at `ruleset_id`'s table in the session
    file `path` (`fights`: its entries as read; None when no fight is kept there), for
    the command line: the file is neither changed nor copied. SessionFileError naming
    the file, line, column and field for an entry that cannot be used."""
    raw = fights.get(ruleset_id) if isinstance(fights, dict) else None
    if raw is None:
        return None
    try:
        return read_fight(ruleset_id, raw)[1]
    except SeatedFightError as error:
        where = ("fights", ruleset_id, *error.where)
        line, column = _locator(path)(where)
        raise SessionFileError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{path}, line {line}, column {column}, {dotted}: {reason}"),
            path=path, line=line, column=column, dotted=_dotted(where),
            reason=error.reason)) from None


def _dotted(where: Where) -> str:
    """`fights.lady_luck.encounter.party[0].count`: a value's place, as a field."""
    text = ""
    for part in where:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


def _locator(path: Path) -> Callable[[Where], tuple[int, int]]:
    """Where (line, column) each value of the session file stands, read again for the
    message only: the file as YAML (JSON is YAML) by the hardened reader, which notes
    every value's place. (1, 1) for all when it cannot be read so (too large, a lone
    surrogate escaped in a log line)."""
    try:
        document = read_yaml(read_user_file(path, MAX_FILE_BYTES), str(path))
    except (OSError, GMAssistantError):
        return lambda _where: (1, 1)
    return document.where

"""Taking a hit: the ways a character can absorb it, and marking the way chosen.

The ruleset's `harm` rules name the absorbers (Fate: one stress box per hit, then any free
consequences). A character's *slots* are read from their sheet: each box of an absorber's
track, each of its text fields; a slot is free while unchecked or empty. An *option* is a
set of free slots that together absorb the whole hit, within each absorber's `per_hit`,
with no slot to spare (drop any one and the hit is no longer covered). When there is no
option, the hit takes the character out.

Options are listed best first: the ruleset lists its absorbers from the cheapest, so an
option that leans less on later absorbers comes first (stress before consequences, a mild
consequence before a moderate one), then the one that wastes less.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass

from gm_assistant.core.errors import InputError, SheetError
from gm_assistant.core.play.wording import Translate, as_written
from gm_assistant.core.rules.compiled import AbsorberSpec, HarmSpec, Ruleset
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.rules.harm_semantics import BOX
from gm_assistant.core.sheets import SheetState
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "MAX_CHOICES",
    "NOTHING_TO_ABSORB",
    "AbsorbOption",
    "Slot",
    "absorb_options",
    "cheapest_absorptions",
    "clear_scene",
    "clears_with_rest",
    "describe_slots",
    "harm_slots",
    "hit_size",
    "is_out",
    "take_hit",
]

MAX_CHOICES = 100_000
"""The most slot combinations weighed for one hit; more is refused with a message."""

NOTHING_TO_ABSORB = QT_TRANSLATE_NOOP("Harm", "nothing to absorb a hit")
"""The glance at a sheet with no box or slot for hits (see `describe_slots`)."""


@dataclass(frozen=True)
class Slot:
    """One box or field that can absorb part of a hit."""

    absorber: str
    kind: str  # the absorber's label: "Casilla de estrés", "Consecuencia"
    field: str
    box: int | None  # the track box, counting from 0; None for a text field
    label: str  # the box's label ("2") or the field's ("Leve (Mild)")
    absorbs: int
    marked: bool
    text: str = ""

    @property
    def title(self) -> str:
        """`Casilla de estrés 2` for a box, `Leve (Mild) (2)` for a field."""
        if self.box is not None:
            return f"{self.kind} {self.label}"
        return f"{self.label} ({self.absorbs})"


@dataclass(frozen=True)
class AbsorbOption:
    """A way to absorb a hit of `amount`: these slots, absorbing `absorbed` in all."""

    slots: tuple[Slot, ...]
    absorbed: int
    amount: int

    @property
    def waste(self) -> int:
        """What the slots could absorb beyond the hit."""
        return max(self.absorbed - self.amount, 0)


def _harm(ruleset: Ruleset) -> HarmSpec:
    if ruleset.harm is None:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "'{ruleset}' has no rules for absorbing hits"), ruleset=ruleset.name))
    return ruleset.harm


def _track_slots(absorber: AbsorberSpec, state: SheetState) -> list[Slot]:
    track = absorber.track
    assert track is not None and absorber.absorbs is not None
    if not state.template.uses(track):
        return []
    boxes = state.boxes(track) or 0
    checked = state.value(track)
    checked = checked if isinstance(checked, list) else []
    labels = list(getattr(state.spec.fields[track].model, "box_labels", None) or [])
    slots = []
    for index in range(boxes):
        label = labels[index] if index < len(labels) else str(index + 1)
        amount = int(absorber.absorbs({BOX: index + 1}))
        marked = index < len(checked) and bool(checked[index])
        slots.append(Slot(absorber.id, absorber.label, track, index, label, amount, marked))
    return slots


def harm_slots(ruleset: Ruleset, state: SheetState) -> list[Slot]:
    """Every slot this character has, in the ruleset's order (marked ones included)."""
    slots: list[Slot] = []
    for absorber in _harm(ruleset).absorbers:
        if absorber.track is not None:
            slots.extend(_track_slots(absorber, state))
            continue
        for field, amount in absorber.slots.items():
            if not state.template.uses(field):
                continue  # mooks have no consequences
            text = state.value(field)
            text = text.strip() if isinstance(text, str) else ""
            slots.append(Slot(absorber.id, absorber.label, field, None,
                              absorber.slot_labels[field], amount, bool(text), text))
    return slots


def _choices(absorber: AbsorberSpec, free: list[Slot]) -> list[tuple[Slot, ...]]:
    """The distinct ways to use this absorber's free slots: for each amount, how many
    slots of it (the first ones in order, as any others of that amount are alike)."""
    by_amount: dict[int, list[Slot]] = {}
    for slot in free:
        by_amount.setdefault(slot.absorbs, []).append(slot)
    groups = list(by_amount.values())
    cap = absorber.per_hit if absorber.per_hit is not None else len(free)
    found = []
    for counts in itertools.product(*(range(len(g) + 1) for g in groups)):
        if sum(counts) <= cap:
            found.append(tuple(s for g, n in zip(groups, counts, strict=True) for s in g[:n]))
    return found


def _candidates(harm: HarmSpec, slots: list[Slot]) -> list[tuple[tuple[Slot, ...], int]]:
    """Every distinct set of free slots within each absorber's `per_hit`, with what it
    absorbs in all, in one fixed order (the order ties are broken in)."""
    per_absorber = []
    for absorber in harm.absorbers:
        free = [s for s in slots if s.absorber == absorber.id and not s.marked]
        per_absorber.append(_choices(absorber, free))
    if math.prod(len(c) for c in per_absorber) > MAX_CHOICES:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "too many ways to absorb a hit (more than {max_choices:,} to weigh); "
            "use fewer boxes"), max_choices=MAX_CHOICES))
    found = []
    for parts in itertools.product(*per_absorber):
        chosen = tuple(s for part in parts for s in part)
        found.append((chosen, sum(s.absorbs for s in chosen)))
    return found


def _covers(chosen: tuple[Slot, ...], total: int, amount: int) -> bool:
    """The slots absorb the whole hit, with no slot to spare."""
    return total >= amount and not any(total - s.absorbs >= amount for s in chosen)


def _cost(harm: HarmSpec, option: AbsorbOption) -> tuple[int, ...]:
    """Best first: less on the later (dearer) absorbers, then less waste, fewer slots."""
    used = [sum(s.absorbs for s in option.slots if s.absorber == a.id)
            for a in reversed(harm.absorbers)]
    return (*used, option.waste, len(option.slots))


def absorb_options(ruleset: Ruleset, slots: list[Slot], amount: int) -> list[AbsorbOption]:
    """The ways to absorb a hit of `amount` with the free `slots`, best first.

    A hit of 0 or less needs nothing: one option with no slots. An empty list means the
    hit cannot be absorbed and takes the character out.
    """
    harm = _harm(ruleset)
    if amount <= 0:
        return [AbsorbOption((), 0, amount)]
    options = [AbsorbOption(chosen, total, amount)
               for chosen, total in _candidates(harm, slots)
               if _covers(chosen, total, amount)]
    return sorted(options, key=lambda option: _cost(harm, option))


def cheapest_absorptions(ruleset: Ruleset, slots: list[Slot],
                         largest: int) -> list[AbsorbOption | None]:
    """For every hit from 1 to `largest`, the best way to absorb it (the first of
    `absorb_options`), or None when it takes the character out; index 0 is the hit of 1.

    The slot sets are weighed once for all the sizes (a fight asks for many): for a given
    hit, waste is what a set absorbs less the hit, so ranking the sets once by what they
    absorb in all ranks them as `absorb_options` would for every hit; a set covers exactly
    the hits above its total less its smallest slot, up to its total, so each hit takes
    the first set in that ranking that covers it.
    """
    harm = _harm(ruleset)
    best: list[AbsorbOption | None] = [None] * max(largest, 0)
    if largest <= 0:
        return best
    ranked = sorted(_candidates(harm, slots),
                    key=lambda found: _cost(harm, AbsorbOption(found[0], found[1], 0)))
    left = largest
    for chosen, total in ranked:
        if not chosen:
            continue
        low = total - min(s.absorbs for s in chosen) + 1  # smaller hits leave a slot spare
        for amount in range(max(low, 1), min(total, largest) + 1):
            if best[amount - 1] is None:
                best[amount - 1] = AbsorbOption(chosen, total, amount)
                left -= 1
        if not left:
            break
    return best


def take_hit(ruleset: Ruleset, state: SheetState, option: AbsorbOption,
             texts: Mapping[str, str] | None = None) -> list[Slot]:
    """Mark the option's slots on the sheet; text fields get `texts[field]` (the new
    consequence) or a note of the hit. Returns the slots marked.

    Raises SheetError when a slot is no longer free (nothing is marked then).
    """
    harm = _harm(ruleset)
    current = {(s.field, s.box): s for s in harm_slots(ruleset, state)}
    for slot in option.slots:
        now = current.get((slot.field, slot.box))
        if now is None or now.marked:
            raise SheetError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{slot} is not free any more; look at the options again"),
                slot=slot.title))
    for slot in option.slots:
        if slot.box is not None:
            state.set_box(slot.field, slot.box, True)
        else:
            text = (texts or {}).get(slot.field, "").strip()
            state.set(slot.field, text or f"{harm.label}: {option.amount} ({harm.unit})")
    return list(option.slots)


def clear_scene(ruleset: Ruleset, state: SheetState, *, rest: bool = False) -> list[Slot]:
    """Free the slots the ruleset clears at the end of a scene (Fate: stress boxes), and
    with `rest` those that clear after a scene with rest too (Fate: a mild consequence)."""
    harm = _harm(ruleset)
    absorbers = {a.id: a for a in harm.absorbers}
    cleared = [s for s in harm_slots(ruleset, state)
               if s.marked and absorbers[s.absorber].clears_at(s.field, rest=rest)]
    for slot in cleared:
        if slot.box is not None:
            state.set_box(slot.field, slot.box, False)
        else:
            state.set(slot.field, "")
    return cleared


def describe_slots(slots: list[Slot], translate: Translate = as_written) -> str:
    """A glance at a character's slots: each track's boxes, then the text slots in use.

    `Casilla de estrés 1☐ 2☒ 3☐ · Leve (Mild): Sprained ankle` when boxes absorb different
    amounts (their labels say which), `Kill Damage box ☒☒☐☐☐` when they are alike; the
    labels are the ruleset's, the words for no slot at all are `translate`d.
    """
    tracks: dict[str, list[Slot]] = {}
    for slot in slots:
        if slot.box is not None:
            tracks.setdefault(slot.absorber, []).append(slot)
    parts = []
    for boxes in tracks.values():
        alike = len({s.absorbs for s in boxes}) == 1 and len(boxes) > 1
        marks = [("☒" if s.marked else "☐") if alike else
                 f"{s.label}{'☒' if s.marked else '☐'}" for s in boxes]
        parts.append(f"{boxes[0].kind} " + ("".join(marks) if alike else " ".join(marks)))
    parts.extend(f"{s.label}: {s.text}" for s in slots if s.box is None and s.marked)
    return " · ".join(parts) if parts else translate("Harm", NOTHING_TO_ABSORB)


def is_out(ruleset: Ruleset, slots: list[Slot]) -> bool:
    """True when an absorber that takes the character out once full has every slot marked
    (and has at least one)."""
    for absorber in _harm(ruleset).absorbers:
        own = [s for s in slots if s.absorber == absorber.id]
        if absorber.full_takes_out and own and all(s.marked for s in own):
            return True
    return False


def hit_size(ruleset: Ruleset, check_id: str, values: Mapping[str, Number]) -> int | None:
    """The size of the hit a finished check deals (its `hit` measure on the check's final
    values, as a lookup gives them); None for a check that deals no hit."""
    if ruleset.harm is None or check_id not in ruleset.harm.hits:
        return None
    return int(ruleset.harm.hits[check_id].formula(values))


def clears_with_rest(ruleset: Ruleset) -> bool:
    """Whether a scene's end with rest clears more than one without (the Table offers it)."""
    harm = ruleset.harm
    return harm is not None and any(a.clears == "rest" or a.rest_clears
                                    for a in harm.absorbers)


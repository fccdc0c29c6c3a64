"""Applying an outcome's effects to the characters at the table (luck, fate points, ...).

Effects are declared in the ruleset (`{resource: luck, add: 1}`, `{resource: luck, set: 0}`,
`{..., target: allies}`); a formula in `add`/`set` may use the character's sheet values,
such as `initial_luck`. Resources are clamped to the ruleset's declared bounds.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.play.wording import Translate, as_written
from gm_assistant.core.rules.compiled import Ruleset, taken_name
from gm_assistant.core.rules.formula import FUNCTIONS, Number
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "EffectChange",
    "EffectStep",
    "apply_effects",
    "apply_steps",
    "apply_table_action",
    "describe_changes",
    "describe_effects",
    "effect_sheet_names",
    "effect_steps",
]

_SET = QT_TRANSLATE_NOOP("Effects", "{resource} set to {amount}")
_ADD = QT_TRANSLATE_NOOP("Effects", "{amount} {resource}")
_SET_ALLIES = QT_TRANSLATE_NOOP("Effects", "{resource} set to {amount} (each ally)")
_ADD_ALLIES = QT_TRANSLATE_NOOP("Effects", "{amount} {resource} (each ally)")


@dataclass(frozen=True)
class EffectChange:
    """One change made: whose resource, from what to what."""

    who: str
    resource: str
    before: int
    after: int


def _amount(ruleset: Ruleset, outcome: str, index: int, source: str | int,
            values: Mapping[str, Number]) -> int:
    if isinstance(source, int):
        return source
    return int(ruleset.effect_formulas[(outcome, index)](values))  # compiled at load


def apply_effects(ruleset: Ruleset, outcome_key: str, actor: str,
                  resources: MutableMapping[str, MutableMapping[str, int]],
                  sheet_values: Mapping[str, Number] | None = None,
                  spent: Mapping[str, int] | None = None) -> list[EffectChange]:
    """Apply what was spent and the outcome's effects to `resources[who][resource]`.

    `resources` maps each character at the table to their resource amounts; allies are
    everyone but `actor`. Raises FormulaError when an effect's formula needs a sheet
    value that is not given.
    """
    changes: list[EffectChange] = []
    declared = ruleset.model.resources
    values = dict(sheet_values or {})
    for resource, amount in (spent or {}).items():
        bounds = declared.get(resource)
        if bounds is not None:
            _change(actor, resource, resources.get(actor, {}).get(resource, 0) - amount,
                    (bounds.min, bounds.max), resources, changes)
    for index in range(len(ruleset.outcomes[outcome_key].effects)):
        # Each amount worked out just before its effect is made: a formula that fails
        # leaves the effects made before it in place, as it always did.
        apply_steps((_step(ruleset, outcome_key, index, values),), actor, resources, changes)
    return changes


@dataclass(frozen=True)
class EffectStep:
    """One effect of an outcome with its amount worked out for one roller (`effect_steps`):
    `amount` added to `resource`, or put in its place when `set`, for the roller or, when
    `allies`, everyone else given; then kept within `bounds`, the resource's declared ones
    (None: none declared)."""

    resource: str
    allies: bool
    set: bool
    amount: int
    bounds: tuple[int, int] | None


def effect_steps(ruleset: Ruleset, outcome_key: str,
                 sheet_values: Mapping[str, Number] | None = None) -> tuple[EffectStep, ...]:
    """An outcome's effects as `apply_effects` makes them for a roller with these sheet
    values (its formulas read nothing else), their amounts worked out once: a caller that
    applies the same outcome for the same roller many times (the fight engine) applies
    them with `apply_steps`, with the same result. Raises FormulaError as `apply_effects`
    does."""
    values = dict(sheet_values or {})
    return tuple(_step(ruleset, outcome_key, index, values)
                 for index in range(len(ruleset.outcomes[outcome_key].effects)))


def apply_steps(steps: tuple[EffectStep, ...], actor: str,
                resources: MutableMapping[str, MutableMapping[str, int]],
                changes: list[EffectChange] | None = None) -> None:
    """Make `steps` on `resources[who][resource]` as `apply_effects` does (allies:
    everyone in `resources` but `actor`), each change made added to `changes` if given."""
    for step in steps:
        targets = [w for w in resources if w != actor] if step.allies else [actor]
        for who in targets:
            current = resources.get(who, {}).get(step.resource, 0)
            _change(who, step.resource, step.amount if step.set else current + step.amount,
                    step.bounds, resources, changes)


def _step(ruleset: Ruleset, outcome_key: str, index: int,
          values: Mapping[str, Number]) -> EffectStep:
    """The outcome's effect `index` with its amount worked out from `values`."""
    outcome = ruleset.outcomes[outcome_key]
    effect = outcome.effects[index]
    source = effect.set if effect.set is not None else effect.add
    assert source is not None  # the model asks for one of them
    try:
        amount = _amount(ruleset, outcome_key, index, source, values)
    except FormulaError as error:
        raise FormulaError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "effect of '{outcome}' on {resource}: {error}"),
            outcome=outcome.label, resource=effect.resource, error=message_of(error))) \
            from None
    bounds = ruleset.model.resources.get(effect.resource)
    return EffectStep(effect.resource, effect.target != "self", effect.set is not None,
                      amount, None if bounds is None else (bounds.min, bounds.max))


def _change(who: str, resource: str, new: int, bounds: tuple[int, int] | None,
            resources: MutableMapping[str, MutableMapping[str, int]],
            changes: list[EffectChange] | None) -> None:
    """Put `new` (kept within `bounds`) in `resources[who][resource]`."""
    if bounds is not None:
        new = max(bounds[0], min(bounds[1], new))
    pool = resources.setdefault(who, {})
    before = pool.get(resource, 0)
    pool[resource] = new
    if changes is not None and new != before:
        changes.append(EffectChange(who, resource, before, new))


def apply_table_action(ruleset: Ruleset, action_id: str, actor: str,
                       resources: MutableMapping[str, MutableMapping[str, int]],
                       sheet_values: Mapping[str, Mapping[str, Number]] | None = None,
                       ) -> list[EffectChange]:
    """Apply a table action (an out round, the start of a session) to everyone in
    `resources`, or only to `actor` when the action says so. Each person's formulas read
    their own resources and sheet values (`sheet_values[who]`); amounts are clamped to the
    resources' declared bounds; a sheet value a person lacks counts as 0. FormulaError
    names the action and the effect."""
    action = ruleset.model.table_actions[action_id]
    declared = ruleset.model.resources
    people = [actor] if action.who == "actor" else list(resources)
    changes: list[EffectChange] = []
    for who in people:
        pool = resources.setdefault(who, {})
        for index, effect in enumerate(action.effects):
            formula = ruleset.action_formulas[(action_id, index)]
            # A value a person's sheet does not have (an NPC's initial luck) counts as 0.
            values: dict[str, Number] = {name: 0 for name in formula.names}
            values.update((sheet_values or {}).get(who, {}))
            values.update(pool)
            try:
                amount = int(formula(values))
            except FormulaError as error:
                raise FormulaError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "{action}, {resource} of {who}: {error}"),
                    action=action.label, resource=effect.resource, who=who,
                    error=message_of(error))) \
                    from None
            before = pool.get(effect.resource, 0)
            new = amount if effect.set is not None else before + amount
            bounds = declared.get(effect.resource)
            if bounds is not None:
                new = max(bounds.min, min(bounds.max, new))
            pool[effect.resource] = new
            if new != before:
                changes.append(EffectChange(who, effect.resource, before, new))
    return changes


def describe_effects(ruleset: Ruleset, outcome_key: str,
                     translate: Translate = as_written) -> list[str]:
    """Readable effects of an outcome, such as `+1 Luck treats` or `Luck treats set to 0`,
    worded from patterns the interface `translate`s."""
    lines = []
    allies = {False: (_SET, _ADD), True: (_SET_ALLIES, _ADD_ALLIES)}
    for effect in ruleset.outcomes[outcome_key].effects:
        resource = ruleset.model.resources.get(effect.resource)
        name = resource.label if resource else effect.resource
        set_pattern, add_pattern = allies[effect.target == "allies"]
        if effect.set is not None:
            lines.append(translate("Effects", set_pattern).format(resource=name,
                                                                  amount=effect.set))
        else:
            amount = effect.add
            text = f"+{amount}" if isinstance(amount, int) and amount >= 0 else f"+({amount})"
            if isinstance(amount, int) and amount < 0:
                text = str(amount)
            lines.append(translate("Effects", add_pattern).format(resource=name, amount=text))
    return lines


def describe_changes(ruleset: Ruleset, changes: list[EffectChange]) -> str:
    """`Ann Luck treats 3→2→5, Bo Luck treats 1→2`: each person's amounts in turn."""
    declared = ruleset.model.resources
    steps: dict[tuple[str, str], list[int]] = {}
    for change in changes:
        trail = steps.setdefault((change.who, change.resource), [change.before])
        trail.append(change.after)
    parts = []
    for (who, key), trail in steps.items():
        resource = declared.get(key)
        label = resource.label if resource else key
        parts.append(f"{who} {label} " + "→".join(str(v) for v in trail))
    return ", ".join(parts)


def effect_sheet_names(ruleset: Ruleset) -> list[str]:
    """Names that outcome effects and table actions read from a character's sheet, such
    as `initial_luck` (not the resources themselves, nor functions, nor the slots the
    Table counts itself), in the order the formulas name them."""
    counted = {taken_name(a.id) for a in ruleset.harm.absorbers} if ruleset.harm else set()
    names: list[str] = []
    for formula in [*ruleset.effect_formulas.values(), *ruleset.action_formulas.values()]:
        for name in formula.names:
            if name not in names and name not in ruleset.model.resources \
                    and name not in FUNCTIONS and name not in counted:
                names.append(name)
    return names

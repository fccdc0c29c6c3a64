"""How scale levels and input values read in table headers and tooltips, and an input's
label inside a sentence."""

from __future__ import annotations

from gm_assistant.core.rules.compiled import InputInfo, LevelKey, ScaleInfo

__all__ = ["input_value_text", "level_text", "mid_sentence"]

_SHORT_KEY = 4
"""Upper-case keys up to this long are the book's abbreviations (`S`, `NT`): shown with
their labels. Longer or lower-case keys (`moderate`, `bad`) are just ids: labels only."""


def _signed(values: tuple[LevelKey, ...]) -> bool:
    return any(isinstance(v, int) and v < 0 for v in values)


def level_text(scale: ScaleInfo, key: LevelKey, separator: str = " · ") -> str:
    """A level as a header shows it: `S · Strong`, `Moderate`, `+2 · Fair`, `7`."""
    label = (scale.labels.get(key) or "").strip()
    if scale.numeric and isinstance(key, int):
        number = f"{key:+d}" if _signed(scale.keys) else str(key)
        return f"{number}{separator}{label}" if label else number
    text = str(key)
    if not label or label.lower() == text.lower():
        return label or text
    if len(text) <= 2 or (text.isupper() and len(text) <= _SHORT_KEY):
        return f"{text}{separator}{label}"
    return label


def input_value_text(info: InputInfo, key: LevelKey, separator: str = " · ") -> str:
    """A check input's value: a scale level as `level_text`, a number as itself."""
    if info.scale is not None:
        return level_text(info.scale, key, separator)
    if isinstance(key, int) and info.low < 0:
        return f"{key:+d}"
    return str(key)




def mid_sentence(label: str) -> str:
    """An input's label inside a sentence ("by action difficulty"): only its first letter
    lowered, and not even that when the label opens with an abbreviation ("PC level"), a
    single capital or a capitalised term ("Mastery Level (effective)"); a name further
    on keeps its capitals ("minus Skill Damage", which lowering the whole label made
    "minus skill damage")."""
    words = label.split()
    if not words:
        return label
    first = words[0]
    if len(first) < 2 or not first[:2].isalpha() or first[1].isupper():
        return label
    if len(words) > 1 and words[1][:1].isupper():
        return label
    return label[0].lower() + label[1:]

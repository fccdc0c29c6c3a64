"""Pure-Python core: dice, rulesets, odds. Never imports Qt or the UI."""

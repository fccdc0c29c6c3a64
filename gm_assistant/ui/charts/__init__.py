"""The Charts area: the rulesets' charts as tables, house rules, odds tables."""

"""The Table area: quick lookup, the dice roller, resources, hits and the roll log."""

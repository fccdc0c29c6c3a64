"""The Odds area: a check's exact odds plotted and tabled, series of rolls, side by side,
dice expressions."""

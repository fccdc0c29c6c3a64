"""Conflicts: exact forecasts of whole fights as absorbing Markov chains."""

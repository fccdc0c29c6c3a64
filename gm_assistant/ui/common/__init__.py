"""Widgets and helpers the areas share (check inputs, outcome cards, printing)."""

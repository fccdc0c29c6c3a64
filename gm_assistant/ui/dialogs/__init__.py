"""Dialogs of the main window: problems, shortcuts, about, crash report, odds."""

"""Printing characters: full sheets and compact NPC/mook cards, to a printer or a PDF."""

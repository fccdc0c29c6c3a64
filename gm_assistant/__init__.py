"""GM Assistant: exact odds, charts and character sheets for game masters at the table."""

from gm_assistant._version import __version__

__all__ = ["__version__"]

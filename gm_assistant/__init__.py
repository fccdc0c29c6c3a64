"""GM Assistant: exact odds, charts and character sheets for game masters at the table."""

from importlib.metadata import PackageNotFoundError, version

__all__ = ["__version__"]

__version__: str
try:
    __version__ = version("gm-assistant")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.0.0+unknown"

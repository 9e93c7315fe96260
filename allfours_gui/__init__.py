"""All Fours: Trinidad's national card game for the desktop."""

__version__ = "0.1.0"

"""Where the app's log goes: a file in the data folder, never the terminal.

What the person must know is shown in the window (and printed once by the
app); the log keeps the details, tracebacks included, for a bug report.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_NAME = "allfours.log"
_handler: logging.Handler | None = None  # once per process


def log_to_file(directory: Path) -> None:
    """Send every warning and error to ``directory/allfours.log`` (kept under
    about 2 MB: the older half is kept as ``allfours.log.1``). A folder that
    takes no file (read-only, full) drops the details rather than print them."""
    global _handler
    if _handler is not None:
        return
    # a log write that fails must not print logging's own traceback instead
    logging.raiseExceptions = False
    _handler = RotatingFileHandler(directory / LOG_NAME, maxBytes=1_000_000, backupCount=1,
                                   encoding="utf-8", delay=True)  # no file until needed
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(_handler)

"""Qt tests run without a display: the offscreen platform, set before Qt loads."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

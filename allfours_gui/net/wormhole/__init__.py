"""Internet play through magic-wormhole (issue 37): the Twisted reactor's thread
(``reactor``) and a byte channel over a dilated wormhole (``channel``).

Nothing here imports Twisted or magic-wormhole at import time: they are loaded in
the reactor's thread when a channel first starts (docs/design.md §10).
"""

"""What a wormhole channel is called and how it fails, with no Qt and no Twisted:
the command line reads codes here before any of either is loaded.
"""

from __future__ import annotations

import re

# This app's own application id: it partitions the mailbox's codes, so only All
# Fours apps meet on them. A domain name under the reserved .example (RFC 2606:
# claimed by nobody), the table's purpose and a version; keep it as it is, or
# old and new apps no longer find each other (change /v1 only with the protocol).
APP_ID = "allfours.example/table/v1"
SUBPROTOCOL = "allfours-table"  # the one subchannel's name
# the magic-wormhole project's public servers (what its own `wormhole` command uses)
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
CODE_WORDS = 2  # "7-guitarist-revenge": a nameplate and two words

# deadlines, in seconds (each can be given to the channel)
MAILBOX_DEADLINE = 10.0  # from start to the mailbox's welcome
PEER_DEADLINE = 30.0  # a guest, from the mailbox's welcome to the host's key exchange
CONNECT_DEADLINE = 60.0  # from the key to the subchannel open (direct or relay)
CLOSE_DEADLINE = 5.0  # a polite close (releasing the code on the mailbox), at most

# failure codes (``failed``); the window words them
WRONG_CODE = "wrong-code"  # the code was wrong or already used (SPAKE2 failed, crowded)
NO_HOST = "no-host"  # nobody waits on that code (spent, or never made) within the deadline
BAD_CODE = "bad-code"  # not a code at all ("7-word-word")
MAILBOX_UNREACHABLE = "mailbox-unreachable"  # no welcome from the mailbox within its deadline
MAILBOX_REFUSED = "mailbox-refused"  # the mailbox answered with an error
NO_ROUTE = "no-route"  # keys agreed, but no connection (direct or relay) within its deadline
UNAVAILABLE = "unavailable"  # magic-wormhole is not installed, or the app is closing
LOST = "lost"  # anything else (logged)
FAILURES = (WRONG_CODE, NO_HOST, BAD_CODE, MAILBOX_UNREACHABLE, MAILBOX_REFUSED, NO_ROUTE,
            UNAVAILABLE, LOST)
# close reasons (``closed``)
CLOSED = "closed"
PEER_CLOSED = "peer-closed"

_CODE = re.compile(r"[0-9]+(-[a-z]+)+")


def normalise_code(text: str) -> str | None:
    """A code as magic-wormhole expects it ("7-guitarist-revenge") from what a
    person typed: any case, spaces, dashes or dots between the parts, the number
    stuck to the first word ("7guitarist revenge"). None if it is no code."""
    text = re.sub(r"^\s*([0-9]+)(?=[a-zA-Z])", r"\1-", text.strip().lower())
    code = "-".join(part for part in re.split(r"[\s\-_.,]+", text) if part)
    return code if _CODE.fullmatch(code) else None

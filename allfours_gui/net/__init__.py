"""Playing with friends over the network (issue 14).

The host (``host``) holds the cards and runs the game; every other player
is a client (``client``) that sees only its own seat's view and the events
redacted for it. ``protocol`` is the wire format (docs/protocol.md);
``view_codec`` and ``event_codec`` put views and events on the wire;
``lobby`` seats people; ``network_seat`` is a remote player as the
controller sees it; ``discovery`` announces and finds tables (mDNS);
``headless`` is ``allfours --serve`` and ``--join``; ``wormhole`` carries
the same bytes over the internet through magic-wormhole (issue 37, not yet
wired to the host or the guest).
"""

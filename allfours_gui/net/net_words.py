"""The network's words, in one place below the window: why a hello was refused, why a
connection ended, why the host closed the table, the table's phrases, the seats' names
before the lobby names them. What travels on the wire is a code (``docs/protocol.md``);
a reader words it here, in their own language (``QCoreApplication.translate``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.translatable import QT_TRANSLATE_NOOP

# why a connection ended, in the client's own words (the socket's are Qt's, the host's as
# it wrote them): shown with QCoreApplication.translate("Network", text)
STOPPED_READING = QT_TRANSLATE_NOOP("Network", "it stopped reading")
BUSY_TEXT = QT_TRANSLATE_NOOP("Network", "the table is busy, trying again")
STAYED_BUSY = QT_TRANSLATE_NOOP("Network", "the table stayed busy")
# over the internet, why a wormhole channel failed or closed (by its code, wormhole/codes.py)
INVITE_FAILURES = {
    "wrong-code": QT_TRANSLATE_NOOP("Network", "that code was wrong or already used: ask the "
                                               "host for a new one"),
    "no-host": QT_TRANSLATE_NOOP("Network", "nobody is waiting on that code: ask the host for a "
                                            "new one"),
    "bad-code": QT_TRANSLATE_NOOP("Network", "that is not a code: a code looks like "
                                             "7-guitarist-revenge"),
    "mailbox-unreachable": QT_TRANSLATE_NOOP("Network", "the internet table's server cannot be "
                                                        "reached: check the connection, or the "
                                                        "server in Settings"),
    "mailbox-refused": QT_TRANSLATE_NOOP("Network", "the internet table's server refused: check "
                                                    "the server in Settings"),
    "no-route": QT_TRANSLATE_NOOP("Network", "the host was found, but no connection to them "
                                             "could be made"),
    "unavailable": QT_TRANSLATE_NOOP("Network", "internet play is not available in this copy "
                                                "of All Fours"),
    "lost": QT_TRANSLATE_NOOP("Network", "the internet connection was lost"),
    "peer-closed": QT_TRANSLATE_NOOP("Network", "the host's connection closed"),
    "too-many-wrong": QT_TRANSLATE_NOOP("Network", "too many wrong codes were tried on that "
                                                   "seat"),
}
SHOWN_REASONS = frozenset({BUSY_TEXT, STAYED_BUSY, STOPPED_READING, *INVITE_FAILURES.values()})


def invite_failure_words(reason: str) -> str:
    """A wormhole channel's failure or close code as the client says it (English, the
    window translates it with ``reason_words``); any other reason as it is."""
    return INVITE_FAILURES.get(reason, reason)


def invite_problem(code: str) -> str:
    """Why no code could be made for a seat, in the reader's language."""
    return reason_words(invite_failure_words(code))

# (shown with QCoreApplication.translate("Refusal", text))
REFUSALS = {
    "bad_code": QT_TRANSLATE_NOOP("Refusal",
                                  "That is not this table's code: check it with the host."),
    "not_open": QT_TRANSLATE_NOOP("Refusal", "That seat is not open to people: the host gave it "
                                             "to a computer."),
    "seat_taken": QT_TRANSLATE_NOOP("Refusal", "Someone else has taken that seat: pick another."),
    "seat_kept": QT_TRANSLATE_NOOP("Refusal", "That seat is kept for the friend who sat there in "
                                              "this game: only they can take it back, or the "
                                              "host can give it to you."),
    "already_connected": QT_TRANSLATE_NOOP("Refusal", "That seat is already connected (from "
                                                      "another window?)."),
    "bad_token": QT_TRANSLATE_NOOP("Refusal", "That seat has not been taken yet: join it without "
                                              "a token."),
    "malformed": QT_TRANSLATE_NOOP("Refusal", "The table does not have that seat."),
}
# the other seats' names until the host's lobby names them
PLACES = (QT_TRANSLATE_NOOP("Lobby", "East"), QT_TRANSLATE_NOOP("Lobby", "North"),
          QT_TRANSLATE_NOOP("Lobby", "West"))


def reason_words(reason: str) -> str:
    """Why a connection ended, in the reader's language where the words are the
    client's own (net/client.py); the socket's are Qt's, the host's as it wrote them."""
    return QCoreApplication.translate("Network", reason) if reason in SHOWN_REASONS else reason


def placeholder_names(name: str, players: int) -> tuple[str, ...]:
    east, north, west = (QCoreApplication.translate("Lobby", p) for p in PLACES)
    return (name, east, north, west) if players == 4 else (name, north)


# why the host closed the table, by the code of its ``bye`` (server_messages.BYE_REASONS)
BYE_SENTENCES = {
    "closed": QT_TRANSLATE_NOOP("Network", "The host closed the table."),
    "quit": QT_TRANSLATE_NOOP("Network", "The host quit: the game can go on later, when they "
                                         "host it again."),
    "over": QT_TRANSLATE_NOOP("Network", "The game is over."),
    "stopped": QT_TRANSLATE_NOOP("Network", "The host stopped."),
}


def bye_sentence(code: str, reason: str = "") -> str:
    """Why the host closed the table: by its code, in the reader's language; a code this
    version does not know, in the host's own words."""
    known = BYE_SENTENCES.get(code)
    if known is not None:
        return QCoreApplication.translate("Network", known)
    text = reason.strip() or code
    return f"{text[:1].upper()}{text[1:]}." if text else ""


def phrase_text(text: str) -> str:
    """A table phrase (net/protocol.py's PHRASES, marked "Phrases") in the reader's language."""
    return QCoreApplication.translate("Phrases", text)

"""A damaged settings file: each bad value is reported, kept in a copy of the
file and replaced by its default; the good values and the game carry on."""

from __future__ import annotations

import dataclasses
import tempfile
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from allfours_gui.app.i18n import CODES
from allfours_gui.app.resources import BACKS
from allfours_gui.app.settings import LEVELS, NAME_MAX, SPEED_NAMES, AppSettings
from allfours_gui.engine.rules import Rules
from allfours_gui.session.game_config import HUMAN
from allfours_gui.ui.main_window import MainWindow
from tests.examples import examples

from .helpers import seed_with_dealer

GOOD = {"table/card_back": "blue", "game/name0": "Ann", "game/level2": "hard"}


def write(directory: Path, values: dict[str, object]) -> bytes:
    """A settings file holding ``values`` as the app writes them; its bytes."""
    qs = QSettings(str(directory / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        qs.setValue(key, value)
    qs.sync()
    del qs
    path = directory / "settings.ini"
    return path.read_bytes() if path.exists() else b""


def check_fallback(s: AppSettings, key: str) -> object:
    return {"game/level1": lambda: s.game_config().levels[1],
            "game/rules": lambda: s.game_config().rules,
            "game/name1": lambda: s.game_config().names[1],
            "table/speed": lambda: s.speed,
            "table/card_back": lambda: s.card_back,
            "table/four_colour": lambda: s.four_colour,
            "table/card_points": lambda: s.card_points,
            "view/language": lambda: s.language,
            "window/geometry": s.geometry}[key]()


@pytest.mark.parametrize("key,value,default,words", [
    ("game/level1", "superhard", "medium",
     "Your settings had “superhard” as Rhonda's level, which is not a level "
     "(easy, medium, hard or expert); medium is used instead."),
    ("game/rules", "{not json", Rules(), "as the rules, which cannot be used (it is not JSON"),
    ("game/rules", '{"players": 3}', Rules(),
     "as the rules, which cannot be used (players must be 4 or 2, not 3); "
     "the standard rules are used instead."),
    ("game/rules", '{"players": 4, "jokers": true}', Rules(), "unknown rule option(s): jokers"),
    ("game/name1", "   ", "Rhonda", "as the name of player 2, which is empty; Rhonda is used"),
    ("game/name1", "x" * 10_000, "Rhonda", f"“{'x' * NAME_MAX}…” as the name of player 2, "
     f"which is longer than {NAME_MAX} characters"),
    ("game/name1", "Bob\x07\x1b[2J", "Rhonda", "“Bob??[2J” as the name of player 2, which has "
     "a control character in it"),
    ("table/speed", "warp", "normal", "“warp” as the animation speed, which is not a speed"),
    ("table/card_back", "purple", "red", "“purple” as the card back, which is not a card back"),
    ("table/four_colour", "maybe", False, "“maybe” as the four-colour suits choice, which is "
     "neither true nor false; two-colour suits are used instead."),
    ("table/card_points", "sure", True, "; card points are shown."),
    ("view/language", "klingon", "", "“klingon” as the language, which is not a language "
     "(en, gd, az, af, lo, sq, or nothing for the system's); the system's language is used"),
    ("window/geometry", "wide", None, "“wide” as the window's size and place"),
])
def test_a_bad_value_falls_back_is_reported_and_set_aside(tmp_path, key, value, default, words):
    good = dict(GOOD, **({"table/card_back": "green"} if key == "table/card_back" else {}))
    original = write(tmp_path, {key: value, **{k: v for k, v in good.items() if k != key}})
    s = AppSettings(tmp_path)
    assert check_fallback(s, key) == default
    assert len(s.problems) == 2 and words in s.problems[0], s.problems
    assert s.set_aside is not None and s.set_aside.name.startswith("settings.ini.set-aside-")
    assert s.problems[1] == f"Your settings file as it was is kept as {s.set_aside.name}."
    assert s.set_aside.read_bytes() == original and s.moved_aside is None
    again = AppSettings(tmp_path)  # the bad value is gone from the live file, the rest kept
    assert again.problems == [] and not again.qs.contains(key)
    kept = {k: again.qs.value(k) for k in good if k != key}
    assert kept == {k: v for k, v in good.items() if k != key}
    assert again.game_config().names[0] == "Ann" and again.game_config().levels[2] == "hard"
    assert len(list(tmp_path.glob("settings.ini.set-aside-*"))) == 1


def test_several_bad_values_make_one_copy_and_a_level_names_its_seats_player(tmp_path):
    original = write(tmp_path, {"game/name3": "Zed", "game/level3": "god",
                                "table/strict": "perhaps", "table/speed": "fast"})
    s = AppSettings(tmp_path)
    said = " ".join(s.problems)
    assert "“god” as Zed's level" in said and len(s.problems) == 3
    assert "“perhaps” as the strict table choice, which is neither true nor false; the strict "\
        "table is off." in said
    assert s.strict_table is False and s.speed == "fast"
    assert [p.read_bytes() for p in tmp_path.glob("settings.ini.set-aside-*")] == [original]


def test_a_second_set_aside_in_the_same_second_does_not_overwrite_the_first(tmp_path):
    first = write(tmp_path, {"table/speed": "warp"})
    AppSettings(tmp_path)
    second = write(tmp_path, {"table/speed": "ludicrous"})
    AppSettings(tmp_path)
    copies = sorted(p.read_bytes() for p in tmp_path.glob("settings.ini.set-aside-*"))
    assert copies == sorted([first, second])


def test_a_value_qt_cannot_read_is_reported_too(tmp_path):
    text = b"[game]\nname1=@Variant(\\0\\0\\0\\x7f\\0)\nname2=Pat\n"
    (tmp_path / "settings.ini").write_bytes(text)
    s = AppSettings(tmp_path)
    assert s.problems[0] == ("Your settings had the name of player 2 in a form that could not "
                             "be read; Rhonda is used instead.")
    assert s.game_config().names[1:3] == ("Rhonda", "Pat")
    assert s.set_aside is not None and s.set_aside.read_bytes() == text
    assert AppSettings(tmp_path).problems == []


def test_a_file_of_random_bytes_is_moved_aside_whole(tmp_path):
    junk = bytes(range(256)) * 4
    (tmp_path / "settings.ini").write_bytes(junk)
    s = AppSettings(tmp_path)
    assert s.moved_aside is not None and s.moved_aside.read_bytes() == junk
    assert s.problems == [f"Your settings file could not be read; it was kept as "
                          f"{s.moved_aside.name} and the defaults are in use."]
    assert s.speed == "normal" and s.game_config().levels == (HUMAN, *["medium"] * 3)


def test_a_huge_settings_file_is_moved_aside_unparsed(tmp_path):
    (tmp_path / "settings.ini").write_bytes(b"[table]\nspeed=fast\n" + b"; pad\n" * 300_000)
    s = AppSettings(tmp_path)
    assert s.moved_aside is not None and s.speed == "normal"


def test_good_and_absent_settings_report_nothing(tmp_path):
    assert AppSettings(tmp_path).problems == []
    write(tmp_path, {"table/speed": "fast", "game/name1": "Smith, John", "table/strict": True,
                     "window/geometry": QByteArray(b"\x01\xd9\xd0\xcb")})
    s = AppSettings(tmp_path)
    assert s.problems == [] and s.set_aside is None
    assert s.game_config().names[1] == "Smith, John" and s.strict_table is True


def test_the_level_list_is_the_ais():
    from allfours_gui.ai import LEVELS as AI_LEVELS
    from allfours_gui.ui.app import LEVEL_NAMES
    from allfours_gui.ui.dialogs.game_dialogs import LEVELS as DIALOG_LEVELS

    assert LEVELS == AI_LEVELS == LEVEL_NAMES == DIALOG_LEVELS


# ------------------------------------------------------ anything at all in the file
KEYS = ["table/speed", "table/card_back", "table/four_colour", "table/strict",
        "table/card_points", "game/rules", "game/name0", "game/name1", "game/name2",
        "game/name3", "game/level1", "game/level2", "game/level3", "view/language",
        "window/geometry"]
VALUES = st.one_of(st.text(max_size=40), st.booleans(), st.integers(-(2**31), 2**31),
                   st.sampled_from(["superhard", "", "true", "{}", '{"players": 2}', "fast"]),
                   st.lists(st.text(max_size=8), max_size=3),
                   st.binary(max_size=20).map(QByteArray))
RAW = st.one_of(st.text(max_size=30), st.sampled_from([
    "@Variant(\\0\\0\\0\\x7f\\0)", "@ByteArray(x)", "@Size(1 2)", "@Invalid()", "a, b",
    '"quoted, thing"', '{"players": 2, "target": 7}', "\\x7", "easy", "blue"]))
INI_TEXT = st.lists(st.tuples(st.sampled_from([*KEYS, "other/key", "General/x"]), RAW),
                    max_size=12).map(
    lambda pairs: "".join(f"[{k.split('/')[0]}]\n{k.split('/')[1]}={v}\n" for k, v in pairs))


@settings(max_examples=examples(40), deadline=None)
@given(content=st.one_of(st.binary(max_size=300), INI_TEXT.map(str.encode),
                         st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=8)))
def test_any_settings_file_gives_a_playable_config(content):
    with tempfile.TemporaryDirectory() as d:
        directory = Path(d)
        if isinstance(content, bytes):
            (directory / "settings.ini").write_bytes(content)
        else:
            write(directory, content)
        s = AppSettings(directory)
        config = s.game_config()
        n = config.rules.players
        assert Rules.from_json(config.rules.to_json()) == config.rules
        assert len(config.names) == len(config.levels) == n
        assert config.levels[0] == HUMAN and set(config.levels[1:]) <= set(LEVELS)
        for name in config.names:
            assert name == name.strip() and 0 < len(name) <= NAME_MAX
            assert all(unicodedata.category(c)[0] != "C" or c in "\u200c\u200d"
                       or unicodedata.category(c) in ("Cn", "Co") for c in name)
        assert s.speed in SPEED_NAMES and s.card_back in BACKS
        assert s.language in ("", *CODES)
        assert all(isinstance(v, bool) for v in (s.four_colour, s.strict_table,
                                                 s.card_points))
        assert s.geometry() is None or isinstance(s.geometry(), QByteArray)
        assert all(isinstance(p, str) and p for p in s.problems)
        del s
        assert AppSettings(directory).problems == []  # reported once, not at every start


# --------------------------------------------------------------- and the game goes on
def test_a_game_with_a_superhard_level_in_the_settings_gets_past_the_cut(qtbot, tmp_path):
    write(tmp_path, {"game/level1": "superhard"})
    s = AppSettings(tmp_path)
    config = dataclasses.replace(s.game_config(), seed=seed_with_dealer(1))
    assert config.levels == (HUMAN, "medium", "medium", "medium")
    w = MainWindow(config, speed="instant", think_ms=0, settings=s)
    qtbot.addWidget(w)
    assert w.controller is not None
    failures: list[tuple[int, str]] = []
    w.controller.seat_failed.connect(lambda seat, why: failures.append((seat, why)))
    w.show()
    # Rhonda deals first: her choice of dealing method is the first computer decision
    qtbot.waitUntil(lambda: w.controller.game.dealer >= 0)
    assert w.controller.game.dealer == 1
    qtbot.waitUntil(lambda: w.controller.game.hand is not None, timeout=30_000)
    assert w.controller.game.method and failures == []


@pytest.mark.parametrize("key,value,words", [
    ("net/port", "99999", "as your table's port, which is not a port number"),
    ("net/port", "41414; rm", "as your table's port, which is not a port number"),
    ("net/address", "10.0.0.1\x07", "as the last table's address, which has a control character"),
    ("net/rejoin", '{"address": "h:1", "code": "c", "seat": 9, "token": "t"}',
     "as your seat at the last table, which is not a seat at a table; you join that table "
     "afresh"),
    ("net/rejoin", '{"address": "h:1", "code": "c", "seat": 1, "token": "a b"}',
     "which is not a seat at a table"),
    ("net/rejoin", "[" * 500, "which is not a seat at a table"),
])
def test_a_bad_networked_table_value_is_set_aside(tmp_path, key, value, words):
    """What the Host and Join dialogs remember is checked like every other value:
    a port out of range or a damaged seat token never reaches a socket."""
    write(tmp_path, {key: value, "net/name": "Kim"})
    s = AppSettings(tmp_path)
    assert any(words in p for p in s.problems), s.problems
    assert s.set_aside is not None
    assert s.net("name") == "Kim"
    assert s.net(key.split("/")[1]) == {"net/port": 41414, "net/address": "",
                                        "net/rejoin": None}[key]


def test_a_remembered_seat_comes_back_as_it_was_saved(tmp_path):
    seat = {"address": "192.168.1.20:41414", "code": "K7QM2P", "seat": 2,
            "token": "Zx_9-abcDEF0123456789xyzw"}
    s = AppSettings(tmp_path)
    s.set_net("rejoin", seat)
    s.set_net("port", 5000)
    s.sync()
    again = AppSettings(tmp_path)
    assert again.problems == [] and again.net("rejoin") == seat and again.net("port") == 5000
    again.set_net("rejoin", None)
    assert again.net("rejoin") is None
    again.set_net("port", 0)  # "any free port" is a choice, not a missing value
    again.sync()
    assert AppSettings(tmp_path).net("port") == 0

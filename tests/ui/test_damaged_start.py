"""Starting the app on damaged or busy data: a second window, a newer history,
a game that does not resume, a new game that cannot be saved. Every case
reaches a playable table, tells the person in a panel, and loses nothing."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from allfours_gui.app.startup import choose_unfinished, open_history
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.controller import game_is_free

from .helpers import click_choice, make_window, save_shot, wait_prompt


def stood(qtbot, store: HistoryStore):
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    return w


def notice_text(w) -> str:
    return w.notice.body.text() if w.notice.isVisible() else ""


def test_a_second_window_never_plays_the_game_the_first_holds(qtbot, tmp_path):
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    before = first.controller.game.hand.record()
    for resume in (False, True):
        start = open_history(tmp_path)
        choose_unfinished(start, resume)
        assert start.unfinished is None and start.lock is None
        text = " ".join(start.notices)
        assert "open in another window" in text
        assert "no unfinished game" not in text
    second = make_window(qtbot, dealer=1, store=start.store)
    second.notify(start.notices, tmp_path)
    assert "open in another window" in notice_text(second)
    save_shot(second, tmp_path, "game-open-in-another-window")
    assert second.controller.game_id != gid  # a new game of its own
    # the first window's game is untouched, still held, and still offered later
    assert HistoryStore(tmp_path).hands(gid)[-1].record == before
    assert not game_is_free(HistoryStore(tmp_path), gid)
    first.close()
    again = open_history(tmp_path)
    choose_unfinished(again, resume=False)
    assert again.unfinished is not None and again.unfinished.id in (gid, second.controller.game_id)
    ids = [r.id for r in HistoryStore(tmp_path).unfinished_games()]
    assert gid in ids


def test_an_offer_to_resume_holds_the_game_while_the_person_decides(qtbot, tmp_path):
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    first.close()
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)
    assert start.unfinished is not None and start.unfinished.id == gid
    w = make_window(qtbot, store=start.store, offer_resume=start.unfinished, lock=start.lock)
    assert w.decision.isVisible() and not game_is_free(HistoryStore(tmp_path), gid)
    other = open_history(tmp_path)
    choose_unfinished(other, resume=True)
    assert other.unfinished is None and "another window" in " ".join(other.notices)
    click_choice(qtbot, w, "resume")
    wait_prompt(qtbot, w, "play")
    assert w.controller.game_id == gid
    assert not game_is_free(HistoryStore(tmp_path), gid)


def test_new_game_from_the_offer_abandons_the_old_only_once_the_new_is_saved(
        qtbot, tmp_path, monkeypatch):
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    first.close()
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)

    def broken(*_args, **_kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(start.store, "new_game", broken)
    w = make_window(qtbot, store=start.store, offer_resume=start.unfinished, lock=start.lock)
    click_choice(qtbot, w, "new")
    assert w.controller is not None  # a game to play, though not saved
    qtbot.waitUntil(lambda: "cannot be saved just now" in notice_text(w))
    assert [r.id for r in HistoryStore(tmp_path).unfinished_games()] == [gid]
    assert game_is_free(HistoryStore(tmp_path), gid)  # released: another window may take it
    w.close()  # still refused at its last try: the new game was never written
    monkeypatch.undo()
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)
    w = make_window(qtbot, store=start.store, offer_resume=start.unfinished, lock=start.lock)
    click_choice(qtbot, w, "new")
    assert w.controller.game_id not in (None, gid)
    assert gid not in [r.id for r in HistoryStore(tmp_path).unfinished_games()]


def test_new_game_asks_before_abandoning_the_game_in_progress(qtbot, tmp_path):
    w = stood(qtbot, HistoryStore(tmp_path))
    c, gid = w.controller, w.controller.game_id
    w.games.ask_new_game()
    w.new_game_dialog.accept()
    box = w.confirm_box
    assert box.isVisible() and "Abandon the game in progress" in box.text()
    save_shot(w, tmp_path, "confirm-abandon")
    keep = next(b for b in box.buttons() if b.text() == "Keep playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert w.controller is c and gid in [r.id for r in HistoryStore(tmp_path).unfinished_games()]
    w.games.ask_new_game()
    w.new_game_dialog.accept()
    box = w.confirm_box
    assert box.defaultButton().text() == "Abandon it"
    qtbot.mouseClick(box.defaultButton(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not c)
    rows = HistoryStore(tmp_path).games()
    assert next(r for r in rows if r.id == gid).abandoned
    assert w.controller.game_id in [r.id for r in rows]


def test_a_game_not_yet_dealt_is_left_without_asking(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path))
    c = w.controller
    w.games.ask_new_game()
    w.new_game_dialog.accept()
    assert w.controller is not c
    assert not any(isinstance(x, QMessageBox) and x.isVisible() for x in w.children())


def test_a_resume_that_fails_tells_the_person_and_deals_a_new_game(qtbot, tmp_path):
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    first.close()
    store = HistoryStore(tmp_path)
    row = store.unfinished_games()[0]
    # damaged after the store checked it (another program, a failing disk)
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    db.execute("UPDATE games SET deal_method = CASE deal_method WHEN 'ones' THEN 'threes' "
               "ELSE 'ones' END WHERE id = ?", (gid,))
    db.commit()
    db.close()
    row = HistoryStore(tmp_path).game(gid)
    w = make_window(qtbot, store=store, resume=row)
    assert "could not be resumed" in notice_text(w)
    assert w.controller is not None and w.controller.game_id != gid
    qtbot.waitUntil(lambda: w.controller.waiting_for_human is not None, timeout=30000)
    assert [h.number for h in HistoryStore(tmp_path).hands(gid)]  # its hands are kept


def test_the_notice_panel_stays_until_dismissed_and_enter_dismisses_it(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)
    w.notify(["Your settings had “superhard” as Rhonda's level."], tmp_path)
    w.notify(["A second thing."])
    assert w.notice.isVisible() and "superhard" in notice_text(w) and "second" in notice_text(w)
    qtbot.wait(300)
    assert w.notice.isVisible()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Return)
    assert not w.notice.isVisible()


# ------------------------------------------------------- random damage at start
_TEMPLATE: dict[str, bytes] = {}


def _template() -> bytes:
    """A real history: two finished games and one in progress (built once)."""
    if "db" not in _TEMPLATE:
        import tempfile
        from pathlib import Path

        from ..history.test_store import play_and_save

        folder = Path(tempfile.mkdtemp())
        store = HistoryStore(folder)
        play_and_save(store, 3)
        play_and_save(store, 5)
        play_and_save(store, 11, stop_after=60)
        store.close()  # checkpointed: one self-contained file
        _TEMPLATE["db"] = (folder / "history.sqlite3").read_bytes()
    return _TEMPLATE["db"]


SETTINGS = (b"[table]\nspeed=fast\ncard_back=blue\n[game]\nlevel1=hard\nname1=Rhonda\n"
            b"rules={\"target\": 14}\n")


def _damage(data: bytes, spots: list[tuple[float, bytes]]) -> bytes:
    out = bytearray(data)
    for where, junk in spots:
        at = int(where * max(0, len(out) - len(junk)))
        out[at:at + len(junk)] = junk
    return bytes(out)


def test_random_damage_to_history_and_settings_never_stops_the_start(qtbot, tmp_path_factory):
    """Random bytes over a real history file (anywhere: header, pages, rows)
    and over a settings file: the app reaches a table, tells the person, and
    keeps every damaged file (in place, moved aside, or its rows set aside)."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from allfours_gui.app.settings import AppSettings
    from tests.examples import examples

    template = _template()
    spot = st.tuples(st.floats(0, 1), st.binary(min_size=1, max_size=64))

    @settings(max_examples=examples(20), deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.lists(spot, max_size=4), st.lists(spot, max_size=2), st.booleans())
    def start(db_spots, ini_spots, resume):
        home = tmp_path_factory.mktemp("home")
        damaged = _damage(template, db_spots)
        (home / "history.sqlite3").write_bytes(damaged)
        (home / "settings.ini").write_bytes(_damage(SETTINGS, ini_spots))
        prefs = AppSettings(home)
        config = prefs.game_config()
        assert all(level in ("human", "easy", "medium", "hard", "expert")
                   for level in config.levels)
        begin = open_history(home)
        choose_unfinished(begin, resume)
        w = make_window(qtbot, dealer=3, store=begin.store,
                        resume=begin.unfinished if resume else None,
                        offer_resume=None if resume else begin.unfinished, lock=begin.lock)
        w.notify([*prefs.problems, *begin.notices], home)
        assert w.controller is not None or w.decision.isVisible()
        moved = begin.store.moved_aside if begin.store is not None else None
        if moved is not None:  # not a history we can open: kept byte for byte, and said
            assert moved.read_bytes() == damaged
            assert any(moved.name in line for line in begin.notices)
        else:  # opened (or left alone): every game is listed or its rows set aside
            assert (home / "history.sqlite3").exists()
        w.close()
        if begin.store is not None:
            begin.store.close()
    start()


# ------------------------------------------------ the real program, damaged files
def _home_with_history(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "history.sqlite3").write_bytes(_template())
    return home


def _sql(home, statement: str) -> None:
    db = sqlite3.connect(home / "history.sqlite3")
    db.execute(statement)
    db.commit()
    db.close()


def _run(home, *args: str):
    from .test_app import run_app

    out = run_app(*args, "--exit-when-ready", "--data-dir", str(home), timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    return out.stderr


def test_the_app_keeps_a_newer_history_untouched_and_says_so(tmp_path):
    home = _home_with_history(tmp_path)
    _sql(home, "PRAGMA user_version = 99")
    before = (home / "history.sqlite3").read_bytes()
    err = _run(home)
    assert "newer version of All Fours" in err
    assert (home / "history.sqlite3").read_bytes() == before
    assert not list(home.glob("history.sqlite3.unreadable*"))


def test_the_app_resumes_past_a_damaged_game_and_keeps_the_rest(tmp_path):
    home = _home_with_history(tmp_path)
    # the game in progress: its last hand is no JSON any more
    _sql(home, "UPDATE hands SET record = '{\"format\": ' WHERE game_id = 3 AND number = "
               "(SELECT max(number) FROM hands WHERE game_id = 3)")
    (home / "settings.ini").write_text("[game]\nlevel1=superhard\n", encoding="utf-8")
    err = _run(home, "--resume")
    assert "superhard" in err and "medium is used instead" in err
    assert "set aside" in err
    aside = list((home / "set-aside").glob("*.json"))
    assert aside and any("{\\\"format\\\": " in p.read_text() or '{"format": ' in p.read_text()
                         for p in aside)
    assert list(home.glob("settings.ini.set-aside-*"))
    store = HistoryStore(home)
    finished = [g for g in store.games() if g.winner is not None]
    assert len(finished) == 2 and all(store.hands(g.id) for g in finished)
    assert store.hands(3)  # the damaged game's other hands are still there
    store.close()


def test_the_app_moves_a_history_of_another_shape_aside_and_starts_afresh(tmp_path):
    home = _home_with_history(tmp_path)
    _sql(home, "ALTER TABLE games DROP COLUMN abandoned")
    damaged = (home / "history.sqlite3").read_bytes()
    err = _run(home)
    kept = list(home.glob("history.sqlite3.unreadable*"))
    assert kept and any(p.read_bytes() == damaged for p in kept)
    assert "could not be read" in err and kept[0].name in err


def test_a_stored_game_with_a_level_this_version_lacks_plays_it_as_medium():
    from allfours_gui.app.stored_games import config_of
    from allfours_gui.history.store import GameRow
    from allfours_gui.session.game_config import GameConfig

    row = GameRow(1, 0.0, None, {}, ["You", "A", "B", "C"], ["human", "superhard", "hard", ""],
                  0, "ones", (0, 0), None, False)
    config = config_of(row, GameConfig())
    assert config.levels == ("human", "medium", "hard", "medium")

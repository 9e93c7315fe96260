"""Every score the windows quote for a stored game counts what the hand in
progress has already scored: quit after a kicked jack and a point given, and
the resume offer, the Game History and the abandoned game all say so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from allfours_gui.history.store import HistoryStore
from allfours_gui.ui.history.history_window import HistoryWindow
from tests.history.test_live_score import KICKED_JACK, saved_mid_hand

from .helpers import ScriptedPlayer, click_choice, make_window, wait_prompt


def kicked_and_begged(qtbot, store: HistoryStore):
    """Kerwin deals and kicks the jack (0–3); you beg, he gives one (1–3); you
    are to play."""
    w = make_window(qtbot, dealer=3, store=store, decks=(KICKED_JACK,),
                    players={3: ScriptedPlayer({"answer": "give"})})
    wait_prompt(qtbot, w, "stand")
    assert tuple(w.scene.scoreboard.scores) == (0, 3)
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play")
    assert tuple(w.scene.scoreboard.scores) == (1, 3)
    return w


def quit_after_the_kick_and_a_beg(qtbot, store: HistoryStore) -> int:
    """As ``kicked_and_begged``, then the window is closed mid-hand."""
    w = kicked_and_begged(qtbot, store)
    gid = w.controller.game_id
    w.close()
    return gid


def history_texts(qtbot, store: HistoryStore, gid: int | None = None
                  ) -> tuple[dict[int, str], list[str]]:
    """The Game History's games list, and the hands list of game ``gid`` (the newest)."""
    h = HistoryWindow(store, lambda *args: None)
    qtbot.addWidget(h)
    games = {g.id: h.games.item(i).text() for i, g in enumerate(h.rows)}
    if gid is not None:
        h.games.setCurrentRow(next(i for i, g in enumerate(h.rows) if g.id == gid))
    hands = [h.hands.item(i).text() for i in range(h.hands.count())]
    return games, hands


def test_the_resume_offer_and_the_history_count_the_kick_and_the_point_given(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    gid = quit_after_the_kick_and_a_beg(qtbot, store)
    games, hands = history_texts(qtbot, store)
    assert "in progress, 1–3" in games[gid]
    assert hands == ["Hand 1 (Kerwin dealt): in progress, 1–3"]
    row = HistoryStore(tmp_path).unfinished_game()  # the next start
    assert row is not None and row.id == gid
    offer = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path), offer_resume=row)
    assert "(score 1–3, at hand 1)" in offer.decision.label.text()
    assert tuple(offer.scene.scoreboard.scores) == (1, 3)
    # a new game instead: the old one is abandoned at the score it had
    click_choice(qtbot, offer, "new")
    assert store.game(gid).abandoned
    games, hands = history_texts(qtbot, HistoryStore(tmp_path), gid)
    assert "abandoned at 1–3" in games[gid]
    assert hands == ["Hand 1 (Kerwin dealt): in progress, 1–3"]


def test_new_game_abandons_at_the_score_the_confirmation_quoted(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    w = kicked_and_begged(qtbot, store)
    c, gid = w.controller, w.controller.game_id
    w.games.ask_new_game()
    w.new_game_dialog.accept()
    box = w.confirm_box
    assert "(hand 1, score 1–3)" in box.text()
    qtbot.mouseClick(box.defaultButton(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not c)
    games, _ = history_texts(qtbot, HistoryStore(tmp_path))
    assert "abandoned at 1–3" in games[gid]


def test_a_game_another_window_holds_is_quoted_with_its_live_score(qtbot, tmp_path):
    from allfours_gui.app.startup import Start, choose_unfinished
    from allfours_gui.session.controller import claim_game

    store = HistoryStore(tmp_path)
    gid = saved_mid_hand(store)
    lock = claim_game(store, gid)  # another window plays it
    assert lock is not None
    start = Start(HistoryStore(tmp_path))
    choose_unfinished(start, resume=False)
    assert start.unfinished is None
    assert any("(score 1–3) is open in another window" in n for n in start.notices)
    lock.unlock()


def test_an_abandoned_game_from_the_previous_version_shows_its_real_score(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    gid = saved_mid_hand(store)
    store.abandon(gid)
    store.db.execute("UPDATE games SET score0 = 0, score1 = 0")  # how the old version kept it
    store.close()
    games, _ = history_texts(qtbot, HistoryStore(tmp_path))
    assert "abandoned at 1–3" in games[gid]


def test_hosting_it_again_quotes_and_shows_the_live_score(qtbot, tmp_path):
    from allfours_gui.session.game_config import REMOTE

    from .test_network_window import local_window

    store = HistoryStore(tmp_path)
    gid = saved_mid_hand(store, levels=("human", "medium", REMOTE, "medium"))
    row = store.unfinished_game()
    assert row is not None and row.id == gid
    w = local_window(qtbot, "fast")
    w.games.begin(HistoryStore(tmp_path), offer_resume=row)
    assert "with friends (score 1–3, at hand 1)" in w.decision.label.text()
    click_choice(qtbot, w, "host")
    qtbot.waitUntil(lambda: w.network.host is not None and w.network.lobby_panel.isVisible(),
                    timeout=5000)
    assert tuple(w.scene.scoreboard.scores) == (1, 3)  # the lobby shows where it stands
    w.network.leave_table()

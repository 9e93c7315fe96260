"""Never losing a game: resume, take back, the score history, review, statistics."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from allfours_gui.app.settings import AppSettings
from allfours_gui.engine import replay_hand
from allfours_gui.history.statistics import compute
from allfours_gui.history.store import HistoryStore
from allfours_gui.ui.history.review import HandReviewWindow

from .helpers import click_card, click_choice, make_window, save_shot, wait_prompt


def legal(w) -> list[int]:
    return [a.card for a in w.controller.game.hand.view_for(0).legal]


def play_one(qtbot, w) -> int:
    wait_prompt(qtbot, w, "play")
    card = legal(w)[0]
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: not w.controller.game.hand.hands[0] >> card & 1)
    return card


def stood_window(qtbot, store: HistoryStore):
    """A window on a saved game in which the person, first hand, has stood."""
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    return w


def test_every_decision_is_saved_and_a_new_window_resumes_it_exactly(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    w = stood_window(qtbot, store)
    play_one(qtbot, w)
    play_one(qtbot, w)
    wait_prompt(qtbot, w, "play")
    before = w.controller.game.hand.record()
    gid = w.controller.game_id
    assert store.hands(gid)[-1].record == before  # on disk already
    w.close()
    row = HistoryStore(tmp_path).unfinished_game()
    assert row is not None and row.id == gid
    again = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path), resume=row)
    wait_prompt(qtbot, again, "play")
    hand = again.controller.game.hand
    assert hand.record() == before
    assert again.controller.game.score == w.controller.game.score
    # the table shows the resumed position, your cards face up
    assert sorted(again.scene.hands[0]) == sorted(legal(again) + [
        c for c in again.scene.hands[0] if c not in legal(again)])
    assert all(again.scene.cards[c].face_up for c in again.scene.hands[0])
    save_shot(again, tmp_path, "resumed")
    play_one(qtbot, again)


def test_the_next_start_offers_to_resume(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "beg")
    qtbot.waitUntil(lambda: w.controller.game.hand.phase != "answer"
                    and not w.scene.busy, timeout=10000)
    w.close()
    row = store.unfinished_game()
    offer = make_window(qtbot, dealer=3, store=store, offer_resume=row)
    assert set(offer.decision.buttons) == {"resume", "new"}
    # asked before the window was shown, yet centred on the table once it is
    bar, view = offer.decision, offer.view
    assert abs(bar.geometry().center().x() - view.width() // 2) <= 2
    save_shot(offer, tmp_path, "offer-resume")
    click_choice(qtbot, offer, "resume")
    qtbot.waitUntil(lambda: offer.controller is not None
                    and offer.controller.game.hand is not None)
    assert offer.controller.game.hand.actions[0].do == "beg"
    # declining instead puts the game aside for good
    offer.close()
    again = make_window(qtbot, dealer=3, store=store, offer_resume=store.unfinished_game())
    click_choice(qtbot, again, "new")
    assert store.game(row.id).abandoned


def test_take_back_undoes_your_card_and_the_replies(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    w = stood_window(qtbot, store)
    first = play_one(qtbot, w)
    wait_prompt(qtbot, w, "play")  # the others replied, a new trick may have started
    hand = w.controller.game.hand
    assert len(hand.actions) > 2
    w.act_undo.trigger()
    wait_prompt(qtbot, w, "play")
    hand = w.controller.game.hand
    assert [a.do for a in hand.actions] == ["stand"]
    assert hand.hands[0] >> first & 1 and first in w.scene.hands[0]
    assert store.hands(w.controller.game_id)[-1].record["actions"] == [
        {"seat": 0, "do": "stand"}]
    w.act_undo.trigger()  # and the stand itself
    wait_prompt(qtbot, w, "stand")
    assert w.controller.game.hand.actions == []


def test_score_history_panel_fills_in_live(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)
    w.history_dock.show()
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    assert w.past.history_model.rowCount() == 1
    while not w.controller.game.hand.over:
        play_one(qtbot, w)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    model = w.past.history_model
    assert model.rowCount() == 1
    score = model.data(model.index(0, 9))
    s = w.controller.game.score
    assert score == f"{s[0]}–{s[1]}"
    assert model.data(model.index(0, 4)) == "stood"
    save_shot(w, tmp_path, "score-history")
    w.past.history_panel.table.doubleClicked.emit(model.index(0, 0))
    assert isinstance(w.review_window, HandReviewWindow)


def finished_record(qtbot) -> dict:
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    while not w.controller.game.hand.over:
        play_one(qtbot, w)
    return w.controller.game.hand.record()


def test_hand_review_steps_through_every_action_with_all_cards_face_up(qtbot, tmp_path):
    record = finished_record(qtbot)
    r = HandReviewWindow(record, ["You", "Rhonda", "Partner", "Kerwin"], "Hand 1")
    qtbot.addWidget(r)
    r.show()
    assert r.slider.maximum() == len(record["actions"]) == 25
    assert all(r.scene.cards[c].face_up for s in range(4) for c in r.scene.hands[s])
    assert "dealt in" in r.caption.text()
    qtbot.keyClick(r, Qt.Key.Key_Right)
    assert r.slider.value() == 1 and "You stand." in r.caption.text()
    for _ in range(4):
        qtbot.keyClick(r, Qt.Key.Key_Right)
    assert "wins the trick" in r.caption.text()
    assert sum(r.scene.cards[c].winner_mark for c in range(52)) == 1
    save_shot(r, tmp_path, "review-trick")
    qtbot.keyClick(r, Qt.Key.Key_End)
    assert r.slider.value() == 25 and ("High" in r.caption.text() or "Game" in r.caption.text())
    qtbot.keyClick(r, Qt.Key.Key_Home)
    assert r.slider.value() == 0
    # export, then import it back; a bad file changes nothing
    path = tmp_path / "hand.json"
    r.export_to(path)
    assert replay_hand(json.loads(path.read_text())) == replay_hand(record)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "allfours-hand/1", "deck": []}')
    problem = r.import_from(bad)
    assert problem is not None and "not a valid All Fours hand record" in problem
    assert r.record == record
    assert r.import_from(tmp_path / "missing.json") is not None
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe junk")
    assert r.import_from(tmp_path / "junk.json") is not None
    assert r.import_from(path) is None and r.slider.maximum() == 25


def test_statistics_count_games_points_and_begs(qtbot, tmp_path):
    from tests.history.test_store import play_and_save

    store = HistoryStore(tmp_path)
    game = play_and_save(store, 9)
    st = compute(store)
    assert st.games_played == 1 and st.games_won == (game.winner == 0)
    assert st.hands_played == game.hand_number
    total = sum(n for r in game.records for t, _, n in r["outcome"]["points"] if t == 0)
    assert sum(st.points_for.values()) == total
    assert st.hands_with_totals <= st.hands_played
    from allfours_gui.ui.history.history_window import StatisticsWindow
    win = StatisticsWindow(store)
    qtbot.addWidget(win)
    assert "Games played" in win.text.toPlainText()


def test_unreadable_settings_are_moved_aside_and_defaults_used(tmp_path):
    (tmp_path / "settings.ini").write_bytes(bytes(range(256)) * 4)
    s = AppSettings(tmp_path)
    assert s.moved_aside is not None and s.moved_aside.exists()
    assert s.speed == "normal"
    s.speed = "fast"
    s.sync()
    assert AppSettings(tmp_path).speed == "fast"


def test_a_game_open_in_one_window_is_not_offered_to_another(qtbot, tmp_path):
    from allfours_gui.session.controller import game_is_free

    store = HistoryStore(tmp_path)
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    gid = w.controller.game_id
    assert not game_is_free(HistoryStore(tmp_path), gid)  # held by the running window
    w.close()
    assert game_is_free(HistoryStore(tmp_path), gid)


def test_taking_back_keeps_the_game_locked_to_this_window(qtbot, tmp_path):
    from allfours_gui.session.controller import game_is_free

    store = HistoryStore(tmp_path)
    w = stood_window(qtbot, store)
    play_one(qtbot, w)
    w.act_undo.trigger()
    wait_prompt(qtbot, w, "play")
    assert not game_is_free(HistoryStore(tmp_path), w.controller.game_id)

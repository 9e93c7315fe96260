"""The table window driven by real clicks, offscreen."""

from __future__ import annotations

import threading

from PySide6.QtCore import QPointF, Qt, QTimer

from allfours_gui.engine import parse_card
from allfours_gui.engine.cards import card_name, cards_of
from allfours_gui.engine.events import CardsDealt, KickTurned

from ..engine.stacking import stack
from ..engine.test_beg import HANDS, RUN_1, RUN_2
from ..engine.test_scoring import HANG
from .helpers import ScriptedPlayer, click_card, click_choice, make_window, save_shot, wait_prompt


def legal_cards(w) -> list[int]:
    view = w.controller.game.hand.view_for(0)
    return [a.card for a in view.legal]


def test_a_whole_hand_played_by_clicks(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)  # you are first hand
    wait_prompt(qtbot, w, "stand")
    save_shot(w, tmp_path, "stand-or-beg")
    click_choice(qtbot, w, "stand")
    plays = 0
    while not w.controller.game.hand.over:
        wait_prompt(qtbot, w, "play")
        if plays == 2:
            save_shot(w, tmp_path, "your-turn")
        card = legal_cards(w)[0]
        click_card(qtbot, w, card)
        qtbot.waitUntil(lambda c=card: not w.controller.game.hand.hands[0] >> c & 1)
        plays += 1
    assert plays == 6
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    save_shot(w, tmp_path, "hand-summary")
    assert "You stood" in w.summary.body.text()  # what was begged stays told
    record = w.controller.game.records[-1]
    assert sum(1 for a in record["actions"] if a["seat"] == 0 and a["do"] == "play") == 6
    # Next hand deals again with the deal passed to the right
    qtbot.mouseClick(w.summary._buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.game.hand_number == 2, timeout=5000)
    assert w.controller.game.dealer == 0


def test_card_points_follow_the_won_piles_and_start_at_nought_each_hand(qtbot):
    """Each side's card points for Game on the scoreboard: the engine's count of
    the won piles once the trick is on the table; the moment the next hand
    starts, nought each (not the last hand's figures through its deal)."""
    from allfours_gui.engine.cards import mask_points

    w = make_window(qtbot, dealer=3)
    board = w.scene.scoreboard
    starts: list[tuple[int, object]] = []
    update = board.update_state

    def spy(**kw: object) -> None:
        if "hand_number" in kw:
            starts.append((kw["hand_number"], kw.get("card_points")))
        update(**kw)
    board.update_state = spy
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    while not w.controller.game.hand.over:
        wait_prompt(qtbot, w, "play")
        won = w.controller.game.hand.view_for(0).won
        assert board.card_points == (mask_points(won[0]), mask_points(won[1]))
        card = legal_cards(w)[0]
        click_card(qtbot, w, card)
        qtbot.waitUntil(lambda c=card: not w.controller.game.hand.hands[0] >> c & 1)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    assert sum(board.card_points) > 0
    qtbot.mouseClick(w.summary._buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(n == 2 for n, _ in starts), timeout=5000)
    assert next(p for n, p in starts if n == 2) == (0, 0)


def test_an_illegal_click_is_explained_and_nothing_is_played(qtbot, tmp_path):
    players = {1: ScriptedPlayer(plays=["6C", "2H"]), 2: ScriptedPlayer(plays=["2D", "QH"]),
               3: ScriptedPlayer(plays=["2S", "JH"])}
    w = make_window(qtbot, dealer=3, players=players, decks=(HANG,))
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    click_card(qtbot, w, parse_card("2C"))
    wait_prompt(qtbot, w, "play")  # seat 1 won with the 6C and led the 2H (trumps)
    assert [c for _, c in w.controller.game.hand.trick] == [parse_card(x)
                                                              for x in ("2H", "QH", "JH")]
    # the legal cards are raised, the rest dimmed
    assert {c for c in w.scene.hands[0] if w.scene.cards[c].legal} == {parse_card("AH"),
                                                                        parse_card("3H")}
    assert w.scene.cards[parse_card("3C")].dimmed
    click_card(qtbot, w, parse_card("3C"))
    assert "hearts were led, so play a trump" in w.status_label.text()
    assert w.status_label.text().startswith("You hold trumps")
    assert w.controller.game.hand.hands[0] >> parse_card("3C") & 1
    save_shot(w, tmp_path, "illegal-click")
    click_card(qtbot, w, parse_card("AH"))
    qtbot.waitUntil(lambda: not w.controller.game.hand.hands[0] >> parse_card("AH") & 1)


def test_keyboard_arrows_and_enter_play_the_focused_card(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    playable = [c for c in w.scene.hands[0] if c in legal_cards(w)]
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    focused = [c for c in w.scene.hands[0] if w.scene.cards[c].focused]
    assert focused == [playable[1 % len(playable)]]
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not w.controller.game.hand.hands[0] >> focused[0] & 1)


def test_beg_and_the_dealer_gives_one(qtbot):
    w = make_window(qtbot, dealer=3, players={3: ScriptedPlayer({"answer": "give"})})
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play")
    hand = w.controller.game.hand
    assert hand.points[-1] == (0, "beg", 1)
    assert w.scene.scoreboard.scores[0] >= 1


def test_beg_and_the_dealer_runs_the_pack_with_a_same_suit_repeat(qtbot, tmp_path):
    deck = stack(HANDS, "7H", runs=[(RUN_1, "6H"), (RUN_2, "AD")])
    w = make_window(qtbot, dealer=3, players={3: ScriptedPlayer({"answer": "run"})},
                    decks=(deck,))
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play")  # no decision in between: the repeat is automatic
    assert w.scene.kicks == [parse_card(c) for c in ("7H", "6H", "AD")]
    assert all(len(h) == 12 for h in w.scene.hands)
    assert w.scene.trump == parse_card("AD") // 13
    save_shot(w, tmp_path, "after-running-the-pack")


def test_you_deal_choose_the_method_and_answer_a_beg(qtbot, tmp_path):
    w = make_window(qtbot, dealer=0, players={1: ScriptedPlayer({"stand": "beg"})})
    wait_prompt(qtbot, w, "method")
    save_shot(w, tmp_path, "choose-dealing-method")
    click_choice(qtbot, w, "ones")
    wait_prompt(qtbot, w, "answer")
    assert set(w.decision.buttons) == {"give", "run"}
    save_shot(w, tmp_path, "give-or-run")
    click_choice(qtbot, w, "run")
    qtbot.waitUntil(lambda: w.controller.game.hand.phase != "answer")
    assert w.controller.game.method == "ones"
    assert len(w.controller.game.hand.kicks) >= 2 or w.controller.game.hand.over


def test_the_deal_animation_delivers_the_engines_cards_in_order(qtbot):
    w = make_window(qtbot, dealer=3, speed="fast")
    shown: list = []
    w.scene.event_shown.connect(shown.append)
    wait_prompt(qtbot, w, "stand", timeout=20000)
    hand = w.controller.game.hand
    dealt = [e for e in shown if isinstance(e, CardsDealt)]
    deck = hand.decks[0]
    order = [c for e in dealt for c in e.cards]
    assert order == deck[:24]  # exactly the top of the pack, in the engine's order
    assert [e.seat for e in dealt] == [0, 1, 2, 3] * 2  # threes, first hand first
    assert [e.card for e in shown if isinstance(e, KickTurned)] == [deck[24]]
    for seat in range(4):
        assert sorted(w.scene.hands[seat]) == cards_of(hand.hands[seat])
        for i, c in enumerate(w.scene.hands[seat]):
            x, y, _ = w.scene.layout.hand_spot(seat, i, 6)
            pos = w.scene.cards[c].pos()
            assert abs(pos.x() - x) < 1 and abs(pos.y() - y) < 1
    # the person sees their own cards (first hand); the others stay face down
    assert all(w.scene.cards[c].face_up for c in w.scene.hands[0])
    assert not any(w.scene.cards[c].face_up for s in (1, 2, 3) for c in w.scene.hands[s])


def test_other_hands_stay_face_down_until_the_beg_is_settled(qtbot):
    # dealer 1: you (seat 0) are neither first hand (seat 2) nor the dealer
    w = make_window(qtbot, dealer=1, players={2: ScriptedPlayer({"stand": "beg"}),
                                              1: ScriptedPlayer({"answer": "give"})},
                    speed="fast")
    seen_before: list[bool] = []

    def check(e) -> None:
        hand = w.controller.game.hand
        if hand is not None and isinstance(e, KickTurned) and len(hand.kicks) == 1:
            QTimer.singleShot(0, lambda: seen_before.append(
                any(w.scene.cards[c].face_up for c in w.scene.hands[0])))
    w.scene.event_shown.connect(check)
    qtbot.waitUntil(lambda: w.controller.game.hand is not None
                    and w.controller.game.hand.phase == "play" and not w.scene.busy,
                    timeout=20000)
    assert seen_before == [False]
    assert all(w.scene.cards[c].face_up for c in w.scene.hands[0])


class ThreadNotingPlayer(ScriptedPlayer):
    """Notes the thread of every decision it is asked for."""

    def __init__(self, threads: list[threading.Thread]) -> None:
        super().__init__(method="ones")
        self.threads = threads

    def choose(self, view, cancel=None):
        self.threads.append(threading.current_thread())
        return super().choose(view, cancel)

    def choose_method(self, seat, rules):
        self.threads.append(threading.current_thread())
        return super().choose_method(seat, rules)


def test_no_decision_is_ever_made_on_the_gui_thread(qtbot):
    """What keeps the window responsive while a computer thinks, checked
    without a clock (benchmarks/event_loop.py measures the gaps)."""
    threads: list[threading.Thread] = []
    players = {s: ThreadNotingPlayer(threads) for s in (1, 2, 3)}
    w = make_window(qtbot, dealer=1, players=players)  # seat 1 deals and chooses the method
    wait_prompt(qtbot, w, "play", timeout=30000)
    assert len(threads) >= 3  # the method, seat 2's stand, seat 2's lead (and seat 3's play)
    assert all(t is not threading.main_thread() for t in threads)


def test_resizing_re_renders_cards_at_the_new_size(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    before = w.scene.layout.card_width
    w.resize(1600, 1050)
    qtbot.waitUntil(lambda: w.scene.layout.card_width != before)
    item = w.scene.cards[w.scene.hands[0][0]]
    assert item.width == w.scene.layout.card_width > before
    pm = w.art.face(item.card, item.width, 2.0)
    assert pm.width() == item.width * 2 and pm.devicePixelRatio() == 2.0
    x, y, _ = w.scene.layout.hand_spot(0, 0, 6)
    assert abs(item.pos().x() - x) < 1 and abs(item.pos().y() - y) < 1
    assert item.sceneBoundingRect().contains(QPointF(x, y))


def test_hint_suggests_a_legal_decision_with_its_reason(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    w.act_hint.trigger()
    qtbot.waitUntil(lambda: w.status_label.text().split(" ")[0] in ("Stand.", "Stand",
                                                                    "Beg", "Beg."),
                    timeout=20000)
    text = w.status_label.text()
    # a player's words: the chance and a reason, never how the search counted
    assert "to win the game" in text and "simulated" not in text and "strength" not in text
    assert w.decision.buttons[text.split(" ")[0].strip(".:").lower()].property("hinted")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    w.act_hint.trigger()
    qtbot.waitUntil(lambda: w.status_label.text().startswith("Play the "), timeout=20000)
    qtbot.waitUntil(lambda: not w.scene.busy)  # the focus ring moves through the queue
    focused = [c for c, item in w.scene.cards.items() if item.focused]
    assert len(focused) == 1 and card_name(focused[0]) in w.status_label.text()


def test_a_two_player_hand_by_clicks(qtbot, tmp_path):
    w = make_window(qtbot, dealer=1, n=2)  # you are first hand
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    while not w.controller.game.hand.over:
        wait_prompt(qtbot, w, "play")
        card = legal_cards(w)[0]
        click_card(qtbot, w, card)
        qtbot.waitUntil(lambda c=card: not w.controller.game.hand.hands[0] >> c & 1)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    save_shot(w, tmp_path, "two-player-summary")
    assert len(w.controller.game.hand.tricks) == 6


def test_the_last_trick_by_key_and_by_pointing_at_a_won_pile(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    w.act_last_trick.trigger()
    assert not w.scene.last_trick_view.isVisible()
    assert "No trick" in w.status_label.text()
    while len(w.controller.game.hand.tricks) < 1:
        click_card(qtbot, w, legal_cards(w)[0])
        wait_prompt(qtbot, w, "play")
    w.act_last_trick.trigger()
    view = w.scene.last_trick_view
    assert view.isVisible()
    trick, winner = w.controller.game.hand.tricks[-1]
    assert [name for name, _face, _took in view.cards] == [
        ("You", "Rhonda", "Partner", "Kerwin")[s] for s, _ in trick]
    assert [took for _n, _f, took in view.cards] == [s == winner for s, _ in trick]
    save_shot(w, tmp_path, "last-trick")
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not view.isVisible()
    # pointing at a won pile shows it while the pointer stays there
    pile = w.scene.won[winner & 1][-1]
    w.scene._card_hovered(pile, True)
    assert view.isVisible()
    w.scene._card_hovered(pile, False)
    assert not view.isVisible()


def test_the_beg_story_is_told_in_the_order_it_happened(qtbot):
    from allfours_gui.ui.table.table_scene import TableScene

    scene = TableScene(("You", "Rhonda", "Partner", "Kerwin"))
    story = scene.story_text
    assert story([(0, "stand")], 0) == "You stood"
    assert story([(0, "beg"), (3, "give")], 0) == "You begged; Kerwin gave one"
    # "you" mid-sentence
    assert story([(1, "beg"), (0, "run"), (0, "run")], 0) == "Rhonda begged; you ran the pack twice"
    # the pack ran out: a new deal, and first hand decides again
    assert story([(2, "beg"), (1, "run"), (1, "run"), (1, "run")], 1) == (
        "Partner begged; Rhonda ran the pack 3 times, new deal")
    assert story([(2, "beg"), (1, "run"), (2, "stand")], 1) == (
        "Partner begged; Rhonda ran the pack, new deal; Partner stood")


def test_a_long_beg_story_keeps_its_latest_parts_whole(qapp):
    from PySide6.QtGui import QFontMetricsF

    from allfours_gui.ui.table.table_items import story_line, ui_font

    fm = QFontMetricsF(ui_font(8.5))
    story = "Partner begged; Rhonda ran the pack 3 times, new deal; Partner stood"
    assert story_line(story, fm, 2000) == story
    short = story_line(story, fm, fm.horizontalAdvance("…Partner stood") + 2)
    assert short == "…Partner stood"
    mid = story_line(story, fm, fm.horizontalAdvance(story) - 5)
    assert mid == "…Rhonda ran the pack 3 times, new deal; Partner stood"

"""What the table says of a hand: the beg kept in view until the first card,
the story on the scoreboard, the summary's every category, the game's winners."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from allfours_gui.engine.summary import HandSummary
from allfours_gui.ui.table.overlays import summary_rows
from allfours_gui.ui.table.table_items import story_lines, ui_font

from .helpers import ScriptedPlayer, click_card, click_choice, make_window, save_shot, wait_prompt

NAMES = ("You", "Rhonda", "Partner", "Kerwin")


def legal_cards(w) -> list[int]:
    return [a.card for a in w.controller.game.hand.view_for(0).legal]


def said(w, seat: int) -> str:
    b = w.scene._seat_bubble.get(seat)
    return b.text if b is not None and b.scene() is w.scene else ""


def test_the_beg_and_the_run_stay_in_view_until_the_first_card(qtbot, tmp_path):
    # you are first hand and beg; Kerwin deals and runs the pack; at Normal speed
    w = make_window(qtbot, dealer=3, speed="normal", think_ms=200,
                    players={3: ScriptedPlayer({"answer": "run"})})
    wait_prompt(qtbot, w, "stand", timeout=30000)
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play", timeout=60000)  # run, new cards, a new kick: seconds later
    assert said(w, 0) == "I beg"
    assert said(w, 3) in ("I'll run the pack", "Same suit: again!")
    assert "you begged" in w.scene.scoreboard.story.lower()
    save_shot(w, tmp_path, "beg-and-run-kept-in-view")
    click_card(qtbot, w, legal_cards(w)[0])
    qtbot.waitUntil(lambda: said(w, 0) == "" and said(w, 3) == "", timeout=10000)


def test_a_long_story_takes_two_lines_before_it_loses_a_part(qapp):
    fm = QFontMetricsF(ui_font(8.5))
    story = "Rhonda begged; Partner ran the pack"
    width = fm.horizontalAdvance("Partner ran the pack") + 4
    assert story_lines(story, fm, width) == ["Rhonda begged;", "Partner ran the pack"]
    long = "Partner begged; Rhonda ran the pack, new deal; Partner begged; Rhonda gave one"
    lines = story_lines(long, fm, fm.horizontalAdvance("Rhonda ran the pack, new deal;") + 4)
    assert len(lines) == 2 and lines[0].startswith("…") and lines[-1].endswith("gave one")


def _summary(points, game_totals, winner=None, score=(5, 3), jack=None) -> HandSummary:
    return HandSummary(trump=0, high=(12, 1), low=(0, 0), jack=jack, game_totals=game_totals,
                       points=tuple(points), score=score, winner=winner)


def _points_line(s: HandSummary) -> str:
    return dict(summary_rows(s, NAMES, 4, you=0))["Points"]


def test_the_summary_says_game_was_not_counted_when_card_points_tie():
    s = _summary([(1, "high", 1), (0, "low", 1)], (19, 19))
    assert "Game: not counted, card points tied 19–19" in _points_line(s)


def test_the_summary_says_what_a_won_game_did_not_count():
    # Them reach 14 with High: Low, Jack and Game are never counted
    s = _summary([(1, "high", 1)], (30, 50), winner=1, score=(9, 14), jack=(3, 1))
    line = _points_line(s)
    for cat in ("Low", "Jack", "Game"):
        assert f"{cat}: not counted, the game was already won" in line
    assert "High: 1 to" in line and "tied" not in line
    # a jack nobody was dealt is "not dealt", not "not counted"
    s = _summary([(1, "high", 1)], (30, 50), winner=1, score=(9, 14))
    assert "Jack: not counted" not in _points_line(s)


def test_a_counted_game_has_no_not_counted_line():
    s = _summary([(1, "high", 1), (0, "low", 1), (0, "game", 1)], (40, 20))
    assert "not counted" not in _points_line(s)


def test_a_new_game_does_not_show_the_last_games_beg(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    qtbot.waitUntil(lambda: w.scene.scoreboard.story == "You stood")
    w.scene.time_scale = 1.0
    w.set_speed("normal")
    w.games.start_game(w.config)  # what New game does once the old one is abandoned
    qtbot.waitUntil(lambda: bool(w.scene.cut_cards), timeout=10000)
    assert w.scene.scoreboard.story == ""
    assert w.scene.scoreboard.trump == -1


def test_your_cards_turn_up_when_partner_stands_before_trumps_are_announced(qtbot):
    """Partner is first hand: your cards are face down while Partner decides
    (only first hand and the dealer look), you are told why, and they turn up
    the moment Partner stands, not after the "trumps" bubble."""
    w = make_window(qtbot, dealer=1, speed="normal", think_ms=300)
    seen: list[tuple[str, bool]] = []
    say = w.scene.say

    def noting(seat, text, *a, **kw):
        words = text() if callable(text) else text  # bubbles may take what says them
        if words.endswith("are trumps"):
            seen.append((w.status_label.text(),
                         all(w.scene.cards[c].face_up for c in w.scene.hands[0])))
        return say(seat, text, *a, **kw)
    w.scene.say = noting
    qtbot.waitUntil(lambda: "face down until the beg is settled" in w.status_label.text(),
                    timeout=15000)
    assert "Partner (first hand) and Rhonda (the dealer)" in w.status_label.text()
    assert not any(w.scene.cards[c].face_up for c in w.scene.hands[0])
    wait_prompt(qtbot, w, "play", timeout=30000)
    assert seen and seen[0][1], seen
    assert "face down" not in seen[0][0]  # no longer true: not left standing


def test_the_winners_are_named_as_a_partnership_both_ways(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    won = _summary([(0, "high", 1), (1, "low", 1)], (29, 29), winner=0, score=(14, 9))
    w.games._on_game_finished(won)
    assert w.summary.title.text() == "You & Partner win the game!"
    save_shot(w, tmp_path, "game-over-won-with-game-tied")
    lost = _summary([(1, "game", 1)], (20, 40), winner=1, score=(9, 14))
    w.games._on_game_finished(lost)
    assert w.summary.title.text() == "Rhonda & Kerwin win the game"


def test_a_two_player_scoreboard_names_the_opponent_whole(qtbot):
    w = make_window(qtbot, dealer=1, n=2)
    wait_prompt(qtbot, w, "stand")
    board = w.scene.scoreboard
    assert board.team_names == ("You", "Rhonda")
    assert board.name_line(1)[0] == "Rhonda"

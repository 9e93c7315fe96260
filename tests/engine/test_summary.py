from allfours_gui.engine import Action, HandState, Rules, parse_card
from allfours_gui.engine.summary import summarize

from .test_scoring import HANG, HANG_PLAYS


def test_summary_names_holders_of_high_low_and_the_jack():
    h = HandState(Rules(), 3, "threes", [0, 0], [parse_card(c) for c in HANG])
    h.start()
    for a in HANG_PLAYS:
        h.apply(Action.from_record(a))
    s = summarize(h)
    assert s.high == (parse_card("AH"), 0)
    assert s.low == (parse_card("2H"), 1)
    assert s.jack == (3, 0)  # dealt to seat 3, taken in seat 0's trick: hanged
    assert s.game_totals == (17, 0)
    assert s.points[-1] == (0, "game", 1)

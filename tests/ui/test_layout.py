"""A clean table at every size: for every view a player can have (laptop and
desktop screens, with the menus and status line, with the score history
docked beside the table, the view's smallest size), every dealer and two or
four players, nothing that can be on the table at the same moment overlaps
anything else, and everything lies inside the view.

The boxes are worked out here from the layout's spots and the real items'
sizes (Qt turns the cards), not from the layout's own bookkeeping.
"""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QTransform

from allfours_gui.ui.table.card_art import CARD_RATIO
from allfours_gui.ui.table.table_items import Bubble, NamePlate
from allfours_gui.ui.table.table_layout import TableLayout

SCREENS = [(800, 600), (1024, 640), (1280, 720), (1366, 768), (1920, 1080)]
CHROME = 100  # menu bar, toolbar and status line
DOCK = 560  # the score history docked beside the table
SMALLEST = (640, 460)  # TableView.setMinimumSize


def views() -> list[tuple[int, int]]:
    out = set()
    for (w, h), chrome, dock in itertools.product(SCREENS, (0, CHROME), (0, DOCK)):
        out.add((max(w - dock, SMALLEST[0]), max(h - chrome, SMALLEST[1])))
    out.add((1180, 730))  # the old default window's view, the look to keep
    return sorted(out)


def random_views(count: int) -> list[tuple[int, int]]:
    """Any other window: sizes between the smallest laptop view and a desktop."""
    import random

    rng = random.Random(20)
    return [(rng.randint(640, 1920), rng.randint(500, 1080)) for _ in range(count)]


VIEWS = views()
OTHER_VIEWS = random_views(24)
CONFIGS = [(w, h, n, d) for w, h in VIEWS + OTHER_VIEWS for n in (4, 2) for d in range(n)]
SEAT_SAYS = ["I stand", "I beg", "Take one", "Exposed 10♥", "Play the 10♥!", "Oops!",
             "I deal first", "Kicked an ace!"]
DEALER_SAYS = ["Dealing in threes", "I'll run the pack", "Same suit: again!",
               "Pack ran out: new deal"]
TABLE_SAYS = ["Diamonds are trumps", "Clubs are trumps"]
POINTS = ["Hang Jack!: Rhonda & Kerwin +3", "Game: You & Partner +1", "Kick: Rhonda & Kerwin +1"]
DECISION = (420, 90)
SUMMARY = (380, 300)


@pytest.fixture(scope="module")
def sizes(qapp):
    """Widths and heights of what the table draws, from the real items."""
    def bubble(text: str, big: bool = False) -> tuple[float, float]:
        r = Bubble(text, big=big).boundingRect()
        return r.width(), r.height()
    plate = NamePlate("Rhonda", 1).boundingRect()
    return {"plate": (plate.width(), plate.height()),
            "seat": max((bubble(t) for t in SEAT_SAYS), key=lambda s: s[0]),
            "table": max((bubble(t, True) for t in TABLE_SAYS), key=lambda s: s[0]),
            "dealer": {t: bubble(t) for t in DEALER_SAYS},
            "points": {t: bubble(t, True) for t in POINTS},
            "called": bubble("Kerwin called your 10♥: play it")}


class Table:
    """The boxes of one layout, each as a QRectF in the view."""

    def __init__(self, lay: TableLayout, sizes: dict) -> None:
        self.lay = lay
        self.sizes = sizes
        self.n = lay.players

    def card(self, spot: tuple[float, float, float]) -> QRectF:
        """A card's box with its shadow (CardItem.boundingRect), turned as it lies."""
        w = self.lay.card_width
        h = round(w * CARD_RATIO)
        x, y, rotation = spot
        box = QTransform().rotate(rotation).mapRect(QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6))
        return box.translated(x, y)

    def cards(self, spots) -> QRectF:
        out = QRectF()
        for spot in spots:
            out = out.united(self.card(spot))
        return out

    @staticmethod
    def around(x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x - w / 2, y - h / 2, w, h)

    def plates(self) -> dict[str, QRectF]:
        out = {}
        for seat in range(self.n):
            x, y = self.lay.plate_spot(seat)
            out[f"plate {seat}"] = self.around(x, y, *self.sizes["plate"])
            out[f"badge {seat}"] = self.around(x + 72, y, 22, 22)  # NamePlate.paint
        return out

    def scoreboard(self) -> dict[str, QRectF]:
        return {"scoreboard": QRectF(*self.lay.scoreboard_rect())}

    def pack(self, dealer: int, set_aside: int) -> dict[str, QRectF]:
        lay = self.lay
        x, y, _ = lay.pack_spot(dealer)
        out = {"pack": self.cards((x - i * 0.25, y - i * 0.25, 0.0) for i in range(52)),
               "kick": self.card(lay.kick_spot(dealer))}
        for k in range(set_aside):
            out[f"old kick {k}"] = self.card(lay.set_aside_spot(dealer, k))
        return out

    def hands(self, counts) -> dict[str, QRectF]:
        out = {}
        for seat, count in itertools.product(range(self.n), counts):
            raised = (False, True) if seat == 0 else (False,)
            out[f"hand {seat} of {count}"] = self.cards(
                self.lay.hand_spot(seat, i, count, r) for i in range(count) for r in raised)
        return out

    def trick(self) -> dict[str, QRectF]:
        return {f"trick {seat}": self.card(self.lay.trick_spot(seat)) for seat in range(self.n)}

    def won(self) -> dict[str, QRectF]:
        tricks = 3 * self.lay.max_cards  # more than any hand has
        return {f"won {team}": self.cards(self.lay.won_spot(team, i) for i in range(tricks))
                for team in (0, 1)}

    def bubble(self, seat: int | None, size: tuple[float, float], **state) -> QRectF:
        return self.around(*self.lay.bubble_spot(seat, *size, **state), *size)

    def bubbles(self, seats, dealer: int, trick: bool = True, centre: bool = True,
                ) -> dict[str, QRectF]:
        out = {f"bubble {s}": self.bubble(s, self.sizes["seat"], dealer=dealer, trick=trick)
               for s in seats}
        if centre:
            out["bubble centre"] = self.bubble(None, self.sizes["table"], dealer=dealer,
                                               trick=trick)
        return out

    def panel(self, anchor: str, size: tuple[int, int], dealer: int) -> QRectF:
        x, y = self.lay.panel_pos(anchor, *size, dealer)
        return QRectF(x, y, *size)


PACK = ("pack", "kick", "old kick")


def together(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` on the table at the same moment, and apart?"""
    if a.startswith("hand") and b.startswith("hand") and a.split()[1] == b.split()[1]:
        return False  # one seat's hand of six, or of twelve after runs of the pack
    if a.startswith(PACK) and b.startswith(PACK):
        return False  # the kick beside the pack (see below), old kicks tucked under it
    if a.startswith("trick") and b.startswith("trick"):
        return False  # the cards of a trick lie on one another
    return not (a.split()[0] in ("plate", "badge") and b.split()[0] in ("plate", "badge")
                and a.split()[1] == b.split()[1])  # the badge is drawn in the plate


def problems(boxes: dict[str, QRectF], width: float, height: float) -> list[str]:
    out = []
    view = QRectF(0, 0, width, height)
    for name, box in boxes.items():
        if not view.contains(box):
            out.append(f"{name} {box.getCoords()} is not inside the view")
    for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2):
        if together(a, b) and ra.intersects(rb):
            out.append(f"{a} {ra.getCoords()} overlaps {b} {rb.getCoords()}")
    return out


def dealer_and_first(n: int, dealer: int) -> tuple[int, int]:
    return dealer, (dealer + 1) % n


@pytest.mark.parametrize(("width", "height", "players", "dealer"), CONFIGS)
def test_a_clean_table_in_play(sizes, width, height, players, dealer):
    """In play: plates and the dealer's badge, the scoreboard, the pack, the
    kick and every old kick, the trick, each hand of six, nine or twelve (21
    with two players; yours raised or not), both won piles, and what every
    seat and the table say."""
    t = Table(TableLayout(width, height, players), sizes)
    boxes = {**t.plates(), **t.scoreboard(), **t.pack(dealer, t.lay.max_set_aside),
             **t.trick(), **t.hands(sorted({6, 9, 12, t.lay.max_cards})), **t.won(),
             **t.bubbles(range(players), dealer)}
    assert problems(boxes, width, height) == []
    # the kick lies beside the pack, not on it (their shadows may touch)
    kick = t.lay.kick_spot(dealer)[0] - t.lay.card_width / 2
    assert kick > t.lay.pack_spot(dealer)[0] + t.lay.card_width / 2


@pytest.mark.parametrize(("width", "height", "players", "dealer"), CONFIGS)
def test_a_decision_above_your_hand_covers_nothing(sizes, width, height, players, dealer):
    """Stand or beg, give one or run: over the dealt hands, the pack and the
    kick, what the dealer and first hand said and the table's point."""
    t = Table(TableLayout(width, height, players), sizes)
    boxes = {**t.plates(), **t.scoreboard(), **t.pack(dealer, 0), **t.hands([6]),
             **t.bubbles(dealer_and_first(players, dealer), dealer, trick=False),
             "decision": t.panel("bottom", DECISION, dealer)}
    assert problems(boxes, width, height) == []


@pytest.mark.parametrize(("width", "height", "players", "dealer"), CONFIGS)
def test_the_dealer_and_the_table_have_room_to_say_more(sizes, width, height, players,
                                                       dealer):
    """Longer bubbles than a seat's usual room (the dealer running the pack,
    a redeal; the points) find a free place while the cards are dealt, and
    the notice of your called card one while they are played."""
    t = Table(TableLayout(width, height, players), sizes)
    table = {**t.plates(), **t.scoreboard(), **t.pack(dealer, t.lay.max_set_aside),
             **t.hands(sorted({6, 9, 12, t.lay.max_cards})), **t.won(),
             **t.bubbles([s for s in range(players) if s != dealer], dealer, trick=False,
                         centre=False)}
    for text, size in sizes["dealer"].items():
        said = t.bubble(dealer, size, dealer=dealer, trick=False)
        assert problems({**table, f"{text!r}": said}, width, height) == [], text
    table.update(t.bubbles([dealer], dealer, trick=False, centre=False))
    for text, size in sizes["points"].items():
        said = t.bubble(None, size, dealer=dealer, trick=False)
        assert problems({**table, f"{text!r}": said}, width, height) == [], text
    # in play, your called card's notice stays over your hand until you play it:
    # clear of the cards (the trick too); in a view 640 wide it may cover the
    # room of a passing bubble rather than go across the table
    table.update(t.trick())
    table.update(t.bubbles(range(1, players), dealer))
    del table["bubble 0"]  # the notice is what you "say": one thing at a time a seat
    said = t.bubble(0, sizes["called"], dealer=dealer, trick=True)
    if width < 700:
        table = {k: b for k, b in table.items() if not k.startswith("bubble")}
    assert problems({**table, "called": said}, width, height) == []


@pytest.mark.parametrize(("width", "height", "players"),
                         [(w, h, n) for w, h in VIEWS + OTHER_VIEWS for n in (4, 2)])
def test_the_cut_and_the_first_dealers_choice(sizes, width, height, players):
    """Every seat's cut card, the pack in the middle, whoever says "I deal
    first"; and your choice of method over the cut, clear of all of it."""
    t = Table(TableLayout(width, height, players), sizes)
    lay = t.lay
    x, y = lay.centre
    boxes = {**t.plates(), **t.scoreboard(),
             "pack": t.cards((x - i * 0.25, y - i * 0.25, 0.0) for i in range(52))}
    boxes.update({f"cut {s}": t.card(lay.cut_spot(s)) for s in range(players)})
    said = t.bubbles(range(players), -1, trick=False, centre=False)
    assert problems({**boxes, **said}, width, height) == []
    boxes["bubble 0"] = said["bubble 0"]
    boxes["method"] = t.panel("top", DECISION, -1)
    assert problems(boxes, width, height) == []


@pytest.mark.parametrize(("width", "height", "players", "dealer"), CONFIGS)
def test_the_summary_covers_no_score_won_pile_or_plate(sizes, width, height, players, dealer):
    """The hand summary and game over: the hands are played out; the summary
    sits over the table's middle and may cover the pack, the kick and the old
    kicks (they say nothing once the hand is over), never the scoreboard, the
    won piles or the plates of South and North. Where the view has room (700 x
    600, or 1000 wide) it covers no plate at all (in a view 640 wide, 380 of
    summary and two plates of 190 cannot sit side by side; below 600 high, nor
    can it and the rows of plates above and below it). It may cover a seat's
    bubble rather than leave the middle (a bubble has faded by the time a
    summary shows, but at Instant speed; before, it sat up to 273 px to one
    side to keep clear of one)."""
    t = Table(TableLayout(width, height, players), sizes)
    table = {**t.plates(), **t.scoreboard(), **t.pack(dealer, t.lay.max_set_aside), **t.won(),
             **t.bubbles(range(players), dealer, trick=False)}
    assert problems(table, width, height) == []
    summary = t.panel("centre", SUMMARY, dealer)
    keep = ("scoreboard", "won", "plate 0", "badge 0")
    if players == 4:
        keep += ("plate 2", "badge 2")
    else:
        keep += ("plate 1", "badge 1")
    if (width >= 700 and height >= 600) or width >= 1000:
        keep += ("plate", "badge")
    boxes = {k: b for k, b in table.items() if k.startswith(keep)}
    assert problems({**boxes, "summary": summary}, width, height) == []


@pytest.mark.parametrize("players", [4, 2])
def test_a_clean_table_in_the_smallest_view(sizes, players):
    """The view's smallest size (the window squeezed): the table itself stays
    clean; a panel there covers what matters least."""
    width, height = SMALLEST
    for dealer in range(players):
        test_a_clean_table_in_play(sizes, width, height, players, dealer)
        lay = TableLayout(width, height, players)
        for anchor, size in (("bottom", DECISION), ("centre", SUMMARY)):
            x, y = lay.panel_pos(anchor, *size, dealer)
            assert QRectF(0, 0, width, height).contains(QRectF(x, y, *size))


def test_the_old_look_is_kept_on_a_roomy_table(qapp):
    """The old default window (1180 x 800, a view of 1180 x 730): the same cards,
    plates and scoreboard as before the layout was guaranteed."""
    lay = TableLayout(1180, 730)
    assert lay.card_width == 86
    assert lay.plate_spot(0) == (105.0, 704.0)
    assert lay.scoreboard_rect() == (12.0, 12.0, 86 * 2.6, 86 * 1.75)
    assert lay.hand_anchor(0)[0] == 590 and abs(lay.hand_anchor(0)[1] - 648) < 6
    assert abs(lay.centre[1] - (365 - 86 * 1.4 * 0.08)) < 2  # the trick in the middle
    x, y = lay.plate_spot(2)  # the partner's plate to the right of their hand
    assert x > lay.hand_anchor(2)[0] + 200 and y < 80


def test_cards_shrink_only_as_far_as_they_must(qapp):
    for w, h in VIEWS:
        lay = TableLayout(w, h)
        natural = round(min(w * 0.082, h * 0.118))
        assert natural * 0.75 <= lay.card_width <= natural, (w, h)
    assert TableLayout(1920, 1080).card_width > TableLayout(1366, 768).card_width


def test_finding_the_card_size_tries_few_sizes(monkeypatch):
    """The scene builds a layout on every resize, on the GUI thread: a small
    window tries a handful of card sizes (halving the range that may fit),
    not every size in turn with every variant (that took 100 tries and most
    of a second)."""
    from allfours_gui.ui.table import layout_build
    from allfours_gui.ui.table.table_layout import MIN_CARD

    tries = 0
    build = layout_build.build

    def counted(*args, **kwargs):
        nonlocal tries
        tries += 1
        return build(*args, **kwargs)

    monkeypatch.setattr(layout_build, "build", counted)
    most = {}
    for w, h, n in itertools.product(range(640, 1041, 24), range(460, 781, 24), (4, 2)):
        layout_build.plan_for.cache_clear()
        tries = 0
        assert TableLayout(w, h, n).card_width >= MIN_CARD
        most[w, h, n] = tries
    layout_build.plan_for.cache_clear()
    assert max(most.values()) <= 16, max(most.items(), key=lambda kv: kv[1])


def test_the_real_table_follows_the_layout(qtbot):
    """The scene puts its cards, plates and bubbles where the layout says, and
    a panel on the view goes where the layout finds room (800 x 500, North dealing)."""
    import random

    from PySide6.QtWidgets import QGraphicsView

    from allfours_gui.engine import Rules
    from allfours_gui.engine.hand import STAND, HandState
    from allfours_gui.ui.table.overlays import DecisionBar
    from allfours_gui.ui.table.table_scene import TableScene

    view = QGraphicsView()
    qtbot.addWidget(view)
    scene = TableScene(["You", "Rhonda", "Partner", "Kerwin"], parent=view)
    view.setScene(scene)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    scene.relayout(800, 500)
    view.setSceneRect(scene.sceneRect())
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    hand = HandState(Rules(), 2, "threes", [0, 0], deck)
    hand.start()
    assert hand.phase == STAND
    scene.show_position(hand, True, (0, 0), 1)
    cards = [i for i in scene.cards.values() if i.isVisible()]
    assert len(cards) == 52
    plates = [p.sceneBoundingRect() for p in scene.plates]
    rects = [*plates, scene.scoreboard.sceneBoundingRect()]
    for card in cards:
        box = card.sceneBoundingRect()
        assert QRectF(0, 0, 800, 500).contains(box)
        assert not any(box.intersects(r) for r in rects), card.card
    scene.say_now(1, "I beg")
    bubble = next(i for i in scene.items() if type(i).__name__ == "Bubble")
    zone = scene.layout.bubble_box(1)
    assert QRectF(zone.left, zone.top, zone.width, zone.height).contains(
        bubble.sceneBoundingRect())
    bar = DecisionBar(view)
    bar.ask("Rhonda begs. Give one point, or run the pack?",
            [("give", "Take one", ""), ("run", "Run the pack", "")], lambda key: None)
    qtbot.wait(20)  # ask places the bar again once pending layouts have run
    panel = QRectF(bar.geometry())
    pack = [scene.cards[c].sceneBoundingRect() for c in scene.pack + scene.kicks]
    assert panel.width() > 200
    assert not any(panel.intersects(r) for r in pack + plates)
    assert not any(panel.intersects(scene.cards[c].sceneBoundingRect())
                   for h in scene.hands for c in h)


def table_at(qtbot, names, width: int, height: int, h):
    """A bare table view of ``width`` x ``height`` showing hand ``h`` (a summary's
    position): the view and its scene."""
    from PySide6.QtWidgets import QGraphicsView

    from allfours_gui.ui.table.table_scene import TableScene

    view = QGraphicsView()
    qtbot.addWidget(view)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    scene = TableScene(names, parent=view)
    view.setScene(scene)
    view.resize(width, height)
    view.show()
    scene.relayout(width, height)
    view.setSceneRect(scene.sceneRect())
    scene.show_position(h, True, (h.score[0], h.score[1]), 3)
    return view, scene


@pytest.mark.parametrize("names", [("You", "Rhonda", "Partner", "Kerwin"),
                                   ("You", "Anastasia-Marie", "Partner", "Christopher Ramlogan")])
@pytest.mark.parametrize(("width", "height"), [(640, 500), (800, 600), (806, 668), (1366, 768)])
def test_the_real_summary_panel_covers_no_plate(qtbot, names, width, height):
    """The summary as drawn (its own size, not the typical one the layout
    keeps room for): from 800 x 600 it covers no name plate, whoever deals,
    with long names too (a pair of long names is shortened to first names,
    and each side's part is stacked when that finds a clear place); at 640 x
    500 it does with the usual names. Always inside the view."""

    from allfours_gui.engine.summary import summarize
    from allfours_gui.ui.table.overlays import SummaryPanel

    for dealer in range(4):
        h = _position(dealer, 4, "summary")
        view, scene = table_at(qtbot, names, width, height, h)
        panel = SummaryPanel(view)
        panel.show_summary("Hand 3", summarize(h), names, 4, [("Next hand", lambda: None)])
        box = QRectF(panel.geometry())
        assert QRectF(0, 0, width, height).contains(box)
        if width >= 800 or names[1] == "Rhonda":
            plates = [QRectF(view.mapFromScene(p.sceneBoundingRect()).boundingRect())
                      for p in scene.plates]
            assert not any(box.intersects(p) for p in plates), (dealer, box, plates)


@pytest.mark.parametrize(("width", "height"), [(1180, 730), (800, 530)])
@pytest.mark.parametrize("players", [4, 2])
def test_the_real_summary_sits_over_the_table_middle(qtbot, width, height, players):
    """The summary as drawn, in the default window's table view and an 800 x 600
    window's, whoever deals: its middle is within 12 px of the table's middle
    (before: 13-16 px off at 1180 x 730, and 43-94 px off at 800 x 530, where it
    kept clear of the pack; now it may cover the pack and the kick, which say
    nothing once the hand is over). It never covers your plate."""
    from allfours_gui.engine.summary import summarize
    from allfours_gui.ui.table.overlays import SummaryPanel

    names = NAMES[:players]
    for dealer in range(players):
        h = _position(dealer, players, "summary")
        view, scene = table_at(qtbot, names, width, height, h)
        panel = SummaryPanel(view)
        panel.show_summary("Hand 3", summarize(h), names, players, [("Next hand", lambda: None)])
        box = QRectF(panel.geometry())
        middle = view.mapFromScene(*scene.layout.centre)
        off = math.dist((box.center().x(), box.center().y()), (middle.x(), middle.y()))
        assert off <= 12, (dealer, box, middle)
        mine = QRectF(view.mapFromScene(scene.plates[0].sceneBoundingRect()).boundingRect())
        assert not box.intersects(mine), (dealer, box, mine)
        view.close()


# ------------------------------------------------------------------ screenshots
NAMES = ("You", "Rhonda", "Partner", "Kerwin")


def _position(dealer: int, players: int, moment: str):
    """A hand with as much on the table as the moment has: in play after a
    run of the pack (old kick, fuller hands, won tricks, a trick going), at
    the stand-or-beg decision, or played out."""
    import random

    from allfours_gui.engine import Action, Rules
    from allfours_gui.engine.hand import PLAY, STAND, HandState

    rng = random.Random(11)
    for attempt in range(2000):
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(Rules(players=players), dealer, "threes", [5, 7], deck,
                      rng=random.Random(attempt))
        h.start()
        if h.phase != STAND:
            continue
        if moment == "decision":
            return h
        h.apply(Action(h.turn, "beg"))
        if moment == "play":
            if "run" not in [a.do for a in h.legal_actions()]:
                continue
            h.apply(Action(h.turn, "run"))
            if h.phase != PLAY or len(h.kicks) != 2:
                continue
            while len(h.tricks) < 2 or len(h.trick) < 2:
                h.apply(h.legal_actions()[0])
            return h
        while not h.over:
            h.apply(h.legal_actions()[0])
        if h.winner is None:
            return h
    raise LookupError(moment)


@pytest.mark.parametrize(("width", "height", "dealer", "moment"), [
    (w, h, d, m) for w, h in ((800, 600), (1366, 768)) for d in (2, 1)
    for m in ("play", "decision", "summary")] + [
    (w, h, 2, m) for w, h in ((640, 500), (806, 668)) for m in ("play", "decision", "summary")])
def test_screenshots_of_the_layout(qtbot, width, height, dealer, moment):
    """The real table at laptop sizes and with the score history docked (a
    view 560 narrower, and 100 lower for the menus), North or East dealing,
    saved to test-screenshots/layout-*.png for a person to look at."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsView

    from allfours_gui.engine.cards import SUIT_NAMES
    from allfours_gui.engine.summary import summarize
    from allfours_gui.ui.table.overlays import DecisionBar, SummaryPanel
    from allfours_gui.ui.table.table_scene import TableScene, card_label

    from .helpers import REVIEW_DIR

    view = QGraphicsView()
    qtbot.addWidget(view)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setRenderHints(QPainter.RenderHint.Antialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform
                        | QPainter.RenderHint.TextAntialiasing)
    scene = TableScene(NAMES, parent=view)
    view.setScene(scene)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    scene.relayout(width, height)
    view.setSceneRect(scene.sceneRect())
    h = _position(dealer, 4, moment)
    first = (dealer + 1) % 4
    scene.show_position(h, True, (h.score[0], h.score[1]), 3)
    if moment == "play":
        scene.say_now(dealer, "I'll run the pack")
        scene.say_now(first, "I beg")
        for seat in range(4):
            if seat not in (dealer, first):
                scene.say_now(seat, f"Play the {card_label(h.hands[seat].bit_length() - 1)}!"
                              if seat else "Exposed 10♥")
        scene.say_now(None, f"{SUIT_NAMES[h.trump].title()} are trumps")
    elif moment == "decision":
        scene.say_now(dealer, "Kicked an ace!")
        scene.say_now(first, "I beg")
        bar = DecisionBar(view)
        bar.ask(f'{NAMES[first]} begs. Say "Take one", or run the pack?',
                [("give", "Take one", ""), ("run", "Run the pack", "")], lambda key: None)
    else:
        scene.say_now(None, "Game: You & Partner +1")
        panel = SummaryPanel(view)
        panel.show_summary("Hand 3", summarize(h), NAMES, 4, [("Next hand", lambda: None)])
    view.grab()  # asks for the card faces at this size
    qtbot.wait(400)
    REVIEW_DIR.mkdir(exist_ok=True)
    name = f"layout-{width}x{height}-dealer-{'SENW'[dealer]}-{moment}.png"
    assert view.grab().save(str(REVIEW_DIR / name))


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (800, 600), (1180, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 2])
@pytest.mark.parametrize("dealer", [0, 1])
def test_large_cards_are_larger_and_the_table_stays_clean(sizes, width, height, players,
                                                          dealer):
    """The "large cards" setting: cards at least as large as the usual table's, larger
    wherever the view has room, and the table as clean as ever."""
    usual = TableLayout(width, height, players)
    lay = TableLayout(width, height, players, large=True)
    assert lay.card_width >= usual.card_width
    if width >= 1180:
        assert lay.card_width > usual.card_width
    t = Table(lay, sizes)
    boxes = {**t.plates(), **t.scoreboard(), **t.pack(dealer, t.lay.max_set_aside),
             **t.trick(), **t.hands(sorted({6, 9, 12, t.lay.max_cards})), **t.won(),
             **t.bubbles(range(players), dealer % players)}
    assert problems(boxes, width, height) == []

"""Card art: rendered off the GUI thread at the size shown, crisp after a resize."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from allfours_gui.app.resources import resource_path
from allfours_gui.engine import parse_card
from allfours_gui.ui.table import card_art
from allfours_gui.ui.table.card_art import CARD_RATIO, CardArt

from .helpers import REVIEW_DIR, make_window


@pytest.fixture
def renders(monkeypatch):
    """(path, width, thread name) of every SVG render."""
    seen: list[tuple[str, int, str]] = []
    real = card_art._render
    lock = threading.Lock()

    def spy(renderer, width, height, dpr):
        with lock:
            seen.append((renderer.objectName(), width, threading.current_thread().name))
        return real(renderer, width, height, dpr)

    real_new = card_art._new_renderer

    def named(path):
        r = real_new(path)
        r.setObjectName(path)
        return r

    monkeypatch.setattr(card_art, "_render", spy)
    monkeypatch.setattr(card_art, "_new_renderer", named)
    return seen


def wait_done(qtbot, art: CardArt) -> None:
    qtbot.waitUntil(lambda: all(not j.todo and not j.current for j in art._jobs.values()),
                    timeout=10000)


def test_first_card_drawn_sets_the_whole_deck_rendering_in_a_worker(qtbot, renders):
    art = CardArt()
    back = art.back_pixmap(90, 1.0)
    assert (back.width(), back.height()) == (90, round(90 * CARD_RATIO))
    wait_done(qtbot, art)
    faces = [art.face(c, 90, 1.0) for c in range(52)]
    assert all(pm.width() == 90 and not pm.isNull() for pm in faces)
    on_gui = [r for r in renders if r[2] != "card-art"]
    in_worker = {r[0] for r in renders if r[2] == "card-art"}
    # at most the back, needed for the very first paint, was drawn on the GUI thread
    assert on_gui in ([], [("backs/red.svg", 90, threading.current_thread().name)])
    faces_in_worker = {p for p in in_worker if p.startswith("classic/")}
    assert len(faces_in_worker) == 52


def test_worker_images_equal_the_direct_render(qtbot):
    art = CardArt(four_colour=True)
    art.back_pixmap(70, 2.0)
    wait_done(qtbot, art)
    r = QSvgRenderer(str(resource_path("cards", "fourcolour/QD.svg")))
    direct = card_art._render(r, 70, round(70 * CARD_RATIO), 2.0)
    got = art.face(parse_card("QD"), 70, 2.0)
    assert got.devicePixelRatio() == 2.0 and got.width() == 140
    assert got.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied) == direct


def test_after_a_resize_a_scaled_stand_in_shows_until_the_crisp_card_is_ready(qtbot, renders):
    art = CardArt()
    art.back_pixmap(80, 1.0)
    wait_done(qtbot, art)
    for c in range(52):
        art.face(c, 80, 1.0)
    renders.clear()
    with qtbot.waitSignal(art.ready, timeout=10000):
        stand_in = art.face(7, 120, 1.0)  # the window grew
        assert (stand_in.width(), stand_in.height()) == (120, round(120 * CARD_RATIO))
        assert ((120, round(120 * CARD_RATIO), 1.0)) in art._jobs
    wait_done(qtbot, art)
    crisp = art.face(7, 120, 1.0)
    assert crisp is art.face(7, 120, 1.0)  # cached from now on
    assert crisp.toImage() != stand_in.toImage()
    assert all(r[2] == "card-art" for r in renders), "no render on the GUI thread"
    assert len(renders) == 53


def test_changing_the_style_drops_the_old_cards(qtbot):
    art = CardArt()
    art.face(0, 60, 1.0)
    wait_done(qtbot, art)
    classic = art.face(0, 60, 1.0).toImage()
    art.set_style("blue", True)
    assert not art._jobs
    four = art.face(0, 60, 1.0).toImage()
    assert four != classic
    wait_done(qtbot, art)


def _face(name: str, width: int) -> QImage:
    renderer = QSvgRenderer(str(resource_path("cards", f"classic/{name}.svg")))
    return card_art._render(renderer, width, round(width * CARD_RATIO), 1.0)


def _corner_difference(width: int) -> tuple[int, int]:
    """(pixels that differ clearly, pixels in all) in the top-left corner index of J♠ and J♣."""
    spade, club = _face("JS", width), _face("JC", width)
    # the index column: left of the court panel, down to below the suit pip
    box_w, box_h = round(width * 0.26), round(spade.height() * 0.34)
    differ = sum(
        1
        for y in range(box_h)
        for x in range(box_w)
        if abs(QColor(spade.pixel(x, y)).lightness() - QColor(club.pixel(x, y)).lightness()) > 64
    )
    REVIEW_DIR.mkdir(exist_ok=True)
    pair = QImage(box_w * 2 + 2, box_h, QImage.Format.Format_ARGB32)
    pair.fill(QColor("#2e6b3a"))
    painter = QPainter(pair)
    painter.drawImage(0, 0, spade.copy(0, 0, box_w, box_h))
    painter.drawImage(box_w + 2, 0, club.copy(0, 0, box_w, box_h))
    painter.end()
    pair.scaled(pair.width() * 6, pair.height() * 6).save(
        str(REVIEW_DIR / f"card-corners-JS-JC-{width}px.png"))
    return differ, box_w * box_h


def test_jack_of_spades_and_jack_of_clubs_corners_differ_at_the_tables_card_widths(qtbot):
    w = make_window(qtbot)
    widths = []
    for size in ((1180, 800), (800, 600)):
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: round(w.scene.layout.width) == size[0])
        widths.append(w.scene.layout.card_width)
    assert min(widths) < 70 < max(widths)  # a small and a normal table, as a player sees them
    for width in widths:
        differ, area = _corner_difference(width)
        # the rank is the same, so only the suit pip can tell them apart: it must be
        # big enough, and the shapes far enough apart, to change a good part of the corner
        assert differ >= 0.04 * area, (width, differ, area)

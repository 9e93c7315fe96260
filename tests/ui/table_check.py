"""Is every card where the engine says it is? The live table is compared with
a table laid out at once from the engine's state."""

from __future__ import annotations

from allfours_gui.engine.cards import cards_of
from allfours_gui.ui.main_window import MainWindow
from allfours_gui.ui.table.table_scene import TableScene


def settled(w: MainWindow) -> bool:
    """The table has shown every event it was given and nothing moves."""
    c = w.controller
    return c is not None and not w.scene.busy and not c._awaiting_scene


def table_problems(w: MainWindow) -> list[str]:
    """What differs between the live table and the engine's state (empty: none)."""
    c = w.controller
    assert c is not None
    hand = c.game.hand
    if hand is None:
        return []
    live = w.scene
    out = []
    for seat in range(hand.n):
        if set(live.hands[seat]) != set(cards_of(hand.hands[seat])):
            out.append(f"seat {seat} holds {sorted(cards_of(hand.hands[seat]))} "
                       f"but the table shows {sorted(live.hands[seat])}")
    if not hand.over and list(live.trick) != list(hand.trick):
        out.append(f"trick {hand.trick} shown as {live.trick}")
    fresh = TableScene([p.name for p in live.plates], live.art, w)  # Qt-owned: see TableScene
    try:
        fresh.human = live.human
        rect = live.sceneRect()
        fresh.relayout(rect.width(), rect.height())
        sees = hand.view_for(c.viewer).hand_visible
        fresh.show_position(hand, sees, (hand.score[0], hand.score[1]), hand.number)
        lift = live.layout.card_height * 0.16
        for card, item in live.cards.items():
            want = fresh.cards[card]
            if item.isVisible() != want.isVisible():
                out.append(f"card {card} visible={item.isVisible()}, want {want.isVisible()}")
                continue
            if not want.isVisible():
                continue
            if item.moving:
                out.append(f"card {card} is still moving")
            if item.face_up != want.face_up:
                out.append(f"card {card} face_up={item.face_up}, want {want.face_up}")
            dx = item.pos().x() - want.pos().x()
            dy = item.pos().y() - want.pos().y()
            if card in live.legal and card in live.hands[live.human]:
                dy += lift  # a playable card stands raised
            # the pack is a stack offset a quarter pixel a card: as dealt, cards
            # leave it without the rest closing up
            near = 14.0 if card in live.pack else 0.5
            if abs(dx) > near or abs(dy) > near or abs(item.rotation() - want.rotation()) > 0.5:
                out.append(f"card {card} at ({item.pos().x():.1f}, {item.pos().y():.1f}, "
                           f"{item.rotation():.1f}), want ({want.pos().x():.1f}, "
                           f"{want.pos().y():.1f}, {want.rotation():.1f})")
    finally:
        fresh.deleteLater()
    return out

"""The table as a screen reader meets it (Qt's accessibility).

Cards are graphics items, which Qt's accessibility does not see; so the
table view presents itself as a list whose items are the cards the person
may see or act on: their own hand ("Jack of hearts", "playable"), the trick
on the table and the kick. A card the person may not see is "a face-down
card" and nothing more: its identity never reaches the accessibility tree
while its hand is live. The view's description says the trumps and the
score; the card the arrows reach takes the accessibility focus, so a screen
reader reads it as it is chosen. Installed once per application
(``install``, handed the view's class: this module knows the view only as a
``QGraphicsView`` showing a ``TableScene``); docs/design.md §11.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from ...session.card_words import suit_title

if TYPE_CHECKING:
    from .table_scene import TableScene


def card_name(card: int) -> str:
    """ "Jack of hearts": the card as a list item names it."""
    from ..wording import card_words  # late: the wording loads after the first paint

    words = card_words(card)
    return words[:1].upper() + words[1:]


class LeafAccessible(QAccessibleInterface):
    """An object of the table's list that is no widget (a card, the trumps, the
    score); asks the scene afresh whenever it is read. (Qt takes None for "none"
    where PySide6's stubs say the type is required: the ``type: ignore[override]``
    below are those.)"""

    def __init__(self, table: TableAccessible) -> None:
        super().__init__()
        self.table = table

    def _scene(self) -> TableScene | None:
        return self.table.scene()

    def isValid(self) -> bool:
        return self._scene() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window()

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def _rect_of(self, item: QGraphicsItem) -> QRect:
        view = self.table.view()
        if view is None:
            return QRect()
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())


class InfoAccessible(LeafAccessible):
    """The trumps or the score: a line of text of its own, which signals its
    changes (``TableAccessible.tell_changes``)."""

    def __init__(self, table: TableAccessible, what: str) -> None:
        super().__init__(table)
        self.what = what  # "trumps" or "score"

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        return state

    def text(self, kind: QAccessible.Text) -> str:
        scene = self._scene()
        if scene is None or kind != QAccessible.Text.Name:
            return ""
        return trumps_text(scene) if self.what == "trumps" else score_text(scene)

    def rect(self) -> QRect:
        scene = self._scene()
        return QRect() if scene is None else self._rect_of(scene.scoreboard)


class CardAccessible(LeafAccessible):
    """One card of the table's list."""

    def __init__(self, table: TableAccessible, card: int) -> None:
        super().__init__(table)
        self.card = card

    def isValid(self) -> bool:
        scene = self._scene()
        return scene is not None and self.card in scene.cards

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        scene = self._scene()
        if scene is None:
            return state
        state.focusable = True
        state.selectable = True
        state.focused = scene.focus == self.card
        state.selected = scene.focus == self.card
        state.invisible = not scene.cards[self.card].isVisible()
        return state

    def text(self, kind: QAccessible.Text) -> str:
        scene = self._scene()
        if scene is None:
            return ""
        item = scene.cards[self.card]
        seen = item.face_up and self.card not in scene.stand_ins
        if kind == QAccessible.Text.Name:
            if seen:
                return card_name(self.card)
            return QCoreApplication.translate("Table", "A face-down card")
        if kind == QAccessible.Text.Description:
            if self.card in scene.hands[scene.human]:
                if self.card in scene.legal:
                    return QCoreApplication.translate("Table", "In your hand, playable")
                if scene.legal:
                    return QCoreApplication.translate("Table", "In your hand, not playable now")
                return QCoreApplication.translate("Table", "In your hand")
            for i, (seat, c) in enumerate(scene.trick):
                if c == self.card:
                    return played_by(scene, seat, led=i == 0)
            return QCoreApplication.translate("Table", "The kick")
        return ""

    def rect(self) -> QRect:
        scene = self._scene()
        return QRect() if scene is None else self._rect_of(scene.cards[self.card])


def describe(scene: TableScene) -> str:
    """The table in a sentence: trumps and the score."""
    board, trump = scene.scoreboard, scene.trump
    text = QCoreApplication.translate("Table", "Trumps: {suit}. {us} {a}, {them} {b}.") \
        if trump >= 0 else QCoreApplication.translate("Table", "{us} {a}, {them} {b}.")
    return text.format(us=board.team_label(0), a=board.scores[0], them=board.team_label(1),
                       b=board.scores[1], suit=suit_title(trump) if trump >= 0 else "")


def trumps_text(scene: TableScene) -> str:
    """"Diamonds are trumps", or "No trumps yet"."""
    from .table_events import TRUMPS_ARE

    if scene.trump < 0:
        return QCoreApplication.translate("Table", "No trumps yet")
    return QCoreApplication.translate("Table", TRUMPS_ARE[scene.trump])


def score_text(scene: TableScene) -> str:
    """"Us 3, Them 5."."""
    board = scene.scoreboard
    return QCoreApplication.translate("Table", "{us} {a}, {them} {b}.").format(
        us=board.team_label(0), a=board.scores[0], them=board.team_label(1), b=board.scores[1])


def played_by(scene: TableScene, seat: int, led: bool) -> str:
    """"In the trick: Kerwin led it", "In the trick: played by you"."""
    from ..wording import people

    who = people([p.name for p in scene.plates], scene.human)[seat]
    if led:
        text = QCoreApplication.translate("Table", "In the trick: you led it") if who.you \
            else QCoreApplication.translate("Table", "In the trick: {name} led it")
    else:
        text = QCoreApplication.translate("Table", "In the trick: played by you") if who.you \
            else QCoreApplication.translate("Table", "In the trick: played by {name}")
    return text.format(name=who.name)


class TableAccessible(QAccessibleWidget):
    """The table view: a list of the cards the person may see or act on, then
    the trumps and the score, then the panels up on the table (a question, the
    hand's summary), so "where am I" and flat review reach them too."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.List,
                         QCoreApplication.translate("Table", "Card table"))
        self._view = view
        self._cards: dict[int, CardAccessible] = {}  # kept: Qt holds no Python reference
        self.infos = (InfoAccessible(self, "trumps"), InfoAccessible(self, "score"))
        self._told = ("", "", "")  # what the trumps, the score and the table said last
        self._cards_told: dict[int, tuple[str, str]] = {}  # each card's name, description

    def view(self) -> QGraphicsView | None:
        return self._view

    def scene(self) -> TableScene | None:
        from .table_scene import TableScene

        scene = self._view.scene()
        return scene if isinstance(scene, TableScene) else None

    def shown(self) -> list[int]:
        """The cards listed: the person's hand in order, the trick, the kick."""
        scene = self.scene()
        if scene is None:
            return []
        cards = list(scene.hands[scene.human]) if 0 <= scene.human < scene.n else []
        cards += [c for _, c in scene.trick]
        if scene.kicks and scene.cards[scene.kicks[-1]].isVisible():
            cards.append(scene.kicks[-1])
        return [c for c in cards if c in scene.cards]

    def panels(self) -> list[QWidget]:
        """The widgets up on the table (prompt, summary, lesson), not its viewport."""
        viewport = self._view.viewport()
        return [w for w in self._view.children()
                if isinstance(w, QWidget) and w is not viewport and w.isVisible()]

    def card(self, card: int) -> CardAccessible:
        if card not in self._cards:
            self._cards[card] = CardAccessible(self, card)
        return self._cards[card]

    def _children(self) -> list[QAccessibleInterface]:
        kids: list[QAccessibleInterface] = [self.card(c) for c in self.shown()]
        kids += self.infos
        for w in self.panels():
            iface = QAccessible.queryAccessibleInterface(w)
            if iface is not None:
                kids.append(iface)
        return kids

    def childCount(self) -> int:
        return len(self.shown()) + len(self.infos) + len(self.panels())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        kids = self._children()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self.shown()
        if isinstance(child, CardAccessible):
            return cards.index(child.card) if child.card in cards else -1
        if isinstance(child, InfoAccessible):
            return len(cards) + self.infos.index(child)
        panels = self.panels()
        obj = child.object()
        if obj in panels:
            return len(cards) + len(self.infos) + panels.index(obj)
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QCoreApplication.translate("Table", "Card table")
        if kind == QAccessible.Text.Description:
            scene = self.scene()
            return describe(scene) if scene is not None else ""
        return super().text(kind)

    def tell_changes(self) -> None:
        """The trumps, the score, the table's description or a card's name or
        description changed: say so, so a screen reader's cached copy is renewed
        (Orca and libatspi cache names and descriptions)."""
        scene = self.scene()
        if scene is None:
            return
        now = (trumps_text(scene), score_text(scene), describe(scene))
        for i, (was, new) in enumerate(zip(self._told, now, strict=True)):
            if was == new:
                continue
            if i < 2:
                event = QAccessibleEvent(self.infos[i], QAccessible.Event.NameChanged)
            else:
                event = QAccessibleEvent(self._view, QAccessible.Event.DescriptionChanged)
            QAccessible.updateAccessibility(event)
        self._told = now
        # a card's name (face up) and description (playable or not) change with
        # no change of the list; a screen reader keeps its cached copy until told
        for c in self.shown():
            iface = self.card(c)
            said = (iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description))
            before = self._cards_told.get(c)
            self._cards_told[c] = said
            if before is None:
                continue  # never read through this table: nothing cached to renew
            if before[0] != said[0]:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(iface, QAccessible.Event.NameChanged))
            if before[1] != said[1]:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))


_view_type: type[QGraphicsView] | None = None  # the table's view (table_view.TableView)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if _view_type is not None and isinstance(obj, _view_type):
        return TableAccessible(obj)
    return None


def install(view_type: type[QGraphicsView]) -> None:
    """Qt asks this module for the accessibility of each ``view_type`` (the
    table view), once per process."""
    global _view_type
    if _view_type is None:
        QAccessible.installFactory(_factory)
    _view_type = view_type


def tell_changes(view: QGraphicsView) -> None:
    """After a step of the table: the trumps and the score signal their changes."""
    if not QAccessible.isActive():
        return
    table = QAccessible.queryAccessibleInterface(view)
    if isinstance(table, TableAccessible):
        table.tell_changes()


def focus_card(view: QGraphicsView, card: int) -> None:
    """The card the arrows reached takes the accessibility focus (read aloud)."""
    if not QAccessible.isActive() or card < 0:
        return
    table = QAccessible.queryAccessibleInterface(view)
    if isinstance(table, TableAccessible) and card in table.shown():
        QAccessible.updateAccessibility(QAccessibleEvent(table.card(card),
                                                         QAccessible.Event.Focus))

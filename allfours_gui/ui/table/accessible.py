"""The table as a screen reader meets it (Qt's accessibility).

Cards are graphics items, which Qt's accessibility does not see; so the
table view presents itself as a list whose items are the cards the person
may see or act on: their own hand ("Jack of hearts", "playable"), the trick
on the table and the kick. A card the person may not see is "a face-down
card" and nothing more: its identity never reaches the accessibility tree
while its hand is live. The view's description says the trumps and the
score; the card the arrows reach takes the accessibility focus, so a screen
reader reads it as it is chosen. Installed once per application
(``install``); docs/design.md §11.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget

if TYPE_CHECKING:
    from .table_scene import TableScene
    from .table_view import TableView


def card_name(card: int) -> str:
    """ "Jack of hearts": the card as a list item names it."""
    from ..wording import card_words  # late: the wording loads after the first paint

    words = card_words(card)
    return words[:1].upper() + words[1:]


class CardAccessible(QAccessibleInterface):
    """One card of the table's list; asks the scene afresh whenever it is read.
    (Qt takes None for "none" where PySide6's stubs say the type is required:
    the ``type: ignore[override]`` below are those.)"""

    def __init__(self, table: TableAccessible, card: int) -> None:
        super().__init__()
        self.table = table
        self.card = card

    def _scene(self) -> TableScene | None:
        return self.table.scene()

    def isValid(self) -> bool:
        scene = self._scene()
        return scene is not None and self.card in scene.cards

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
            if any(c == self.card for _, c in scene.trick):
                return QCoreApplication.translate("Table", "In the trick")
            return QCoreApplication.translate("Table", "The kick")
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        scene = self._scene()
        view = self.table.view()
        if scene is None or view is None:
            return QRect()
        box = view.mapFromScene(scene.cards[self.card].sceneBoundingRect()).boundingRect()
        top_left = view.viewport().mapToGlobal(box.topLeft())
        return QRect(top_left, box.size())


class TableAccessible(QAccessibleWidget):
    """The table view: a list of the cards the person may see or act on."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.List,
                         QCoreApplication.translate("Table", "Card table"))
        self._view = view
        self._cards: dict[int, CardAccessible] = {}  # kept: Qt holds no Python reference

    def view(self) -> TableView | None:
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

    def card(self, card: int) -> CardAccessible:
        if card not in self._cards:
            self._cards[card] = CardAccessible(self, card)
        return self._cards[card]

    def childCount(self) -> int:
        return len(self.shown())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self.shown()
        return self.card(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self.shown()
        if isinstance(child, CardAccessible) and child.card in cards:
            return cards.index(child.card)
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QCoreApplication.translate("Table", "Card table")
        if kind == QAccessible.Text.Description:
            scene = self.scene()
            return scene.describe() if scene is not None else ""
        return super().text(kind)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from .table_view import TableView

    return TableAccessible(obj) if isinstance(obj, TableView) else None


_installed = False


def install() -> None:
    """Qt asks this module for the table view's accessibility (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def focus_card(view: TableView, card: int) -> None:
    """The card the arrows reached takes the accessibility focus (read aloud)."""
    if not QAccessible.isActive() or card < 0:
        return
    table = QAccessible.queryAccessibleInterface(view)
    if isinstance(table, TableAccessible) and card in table.shown():
        QAccessible.updateAccessibility(QAccessibleEvent(table.card(card),
                                                         QAccessible.Event.Focus))

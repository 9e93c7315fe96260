"""Past games and their hands (open one to review it), and the statistics.

Both windows open at once and read in a worker (history_loader.py): a long
history takes seconds to read the first time, and the table must not freeze.

What a read sets aside (a damaged hand) is said in the window itself, at its top:
the main window's notice, where it is kept too, is behind this one.

A hand with no outcome yet (the game being played, or one left unfinished) is
reviewed only as the person saw it: their own seat's view, no export.

Dates and numbers are written by ``QLocale()``, the language's locale (app/i18n.py makes
it Qt's default); when the language changes, both windows write theirs again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...app.stored_games import PERSON, person_seat
from ...engine.cards import RANKS
from ...engine.options import CONTEXT, OPTIONS
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...history.statistics import CATEGORIES, Statistics, compute
from ...history.store import GameRow, HandRow, HistoryStore, hand_score
from ...session.game_config import HUMAN, REMOTE
from ..owned_windows import Latest, fit_to_screen, free_on_close
from ..table.overlays import category, team_name
from ..wording import shown_name
from .history_loader import READING, Failed, HistoryReader, Notify
from .titles import hand_title

if TYPE_CHECKING:
    from ..table.card_art import CardArt
    from .review import HandReviewWindow


# Words for stored keys, translated where shown (context "History")
LEVEL_WORDS = {"easy": QT_TRANSLATE_NOOP("History", "easy"),
               "medium": QT_TRANSLATE_NOOP("History", "medium"),
               "hard": QT_TRANSLATE_NOOP("History", "hard"),
               "expert": QT_TRANSLATE_NOOP("History", "expert"),
               REMOTE: QT_TRANSLATE_NOOP("History", "friends")}
# the statistics' begging keys (history/statistics.py)
BEG_WORDS = {"we begged: given one": QT_TRANSLATE_NOOP("History", "we begged: given one"),
             "we begged: pack run": QT_TRANSLATE_NOOP("History", "we begged: pack run"),
             "they begged: given one": QT_TRANSLATE_NOOP("History", "they begged: given one"),
             "they begged: pack run": QT_TRANSLATE_NOOP("History", "they begged: pack run")}
# the kicks that scored, by rank: "aces: 2"
RANK_PLURALS = (QT_TRANSLATE_NOOP("History", "twos"), QT_TRANSLATE_NOOP("History", "threes"),
                QT_TRANSLATE_NOOP("History", "fours"), QT_TRANSLATE_NOOP("History", "fives"),
                QT_TRANSLATE_NOOP("History", "sixes"), QT_TRANSLATE_NOOP("History", "sevens"),
                QT_TRANSLATE_NOOP("History", "eights"), QT_TRANSLATE_NOOP("History", "nines"),
                QT_TRANSLATE_NOOP("History", "tens"), QT_TRANSLATE_NOOP("History", "jacks"),
                QT_TRANSLATE_NOOP("History", "queens"), QT_TRANSLATE_NOOP("History", "kings"),
                QT_TRANSLATE_NOOP("History", "aces"))


def _word(table: dict[str, str], key: str) -> str:
    """A stored key's marked word in the reader's language; an unknown key as it is."""
    word = table.get(key)
    return key if word is None else QCoreApplication.translate("History", word)


def rules_summary(rules: dict[str, Any]) -> str:
    """A game's rules in a few words: target, players, and what is not Trinidad's default."""
    words = []
    for option in OPTIONS:
        value = rules.get(option.key, option.default)
        if option.history and (option.history_always or value != option.default):
            words.append(QCoreApplication.translate(CONTEXT, option.history).format(value=value))
    return " · ".join(words)


def opponents_words(label: str) -> str:
    """A statistics label ("medium/remote") in words ("medium/friends")."""
    return "/".join(_word(LEVEL_WORDS, lv) for lv in label.split("/"))


def players_summary(names: Sequence[str], levels: Sequence[str], players: int) -> str:
    """Each seat's name, with the level of the computer players."""
    def seat(i: int, name: str) -> str:
        if i >= len(levels) or levels[i] == HUMAN:
            return name
        if levels[i] == REMOTE:
            return QCoreApplication.translate("History", "{name} (a friend)").format(name=name)
        return QCoreApplication.translate("History", "{name} ({level})").format(
            name=name, level=_word(LEVEL_WORDS, levels[i]))
    return QCoreApplication.translate("History", ", ").join(
        seat(i, shown_name(name)) for i, name in enumerate(names[:players]))


def game_result(game: GameRow) -> str:
    names, players = game.names, int(game.rules.get("players", 4))
    score = f"{game.score[0]}–{game.score[1]}"
    if game.winner is not None:
        return QCoreApplication.translate("History", "{team} won {score}").format(
            team=team_name(game.winner, names, players), score=score)
    if game.abandoned:
        return QCoreApplication.translate("History", "abandoned at {score}").format(score=score)
    return QCoreApplication.translate("History", "in progress, {score}").format(score=score)


def when_played(seconds: float) -> str:
    """A game's start as the reader's language writes a day and a time of day (its own
    order, names of days and months, and clock)."""
    locale = QLocale()
    pattern = (f"{locale.dateFormat(QLocale.FormatType.LongFormat)} "
               f"{locale.timeFormat(QLocale.FormatType.ShortFormat)}")
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)), pattern)


def number(value: int) -> str:
    """A count as the reader's language writes it (1,234 or 1 234)."""
    return QLocale().toString(value)


def game_label(game: GameRow) -> str:
    """The games list's entry: when, who won, who played at which level, the rules."""
    players = int(game.rules.get("players", 4))
    return (f"{when_played(game.started_at)} — {game_result(game)}\n"
            f"{players_summary(game.names, game.levels, players)}\n"
            f"{rules_summary(game.rules)}")


class WrappedEntries(QStyledItemDelegate):
    """Each entry of a list as tall as its lines wrapped to the list's width. A list asks
    its delegate for an entry's size with no width to wrap at: an entry wider than the
    list (a long language, a small screen) was given the height of its unwrapped lines,
    and drawn wrapped, its last lines cut off."""

    def __init__(self, entries: QListWidget) -> None:
        super().__init__(entries)
        self.entries = entries
        # laid out again on every resize: the entries' heights follow the width
        entries.setResizeMode(QListWidget.ResizeMode.Adjust)
        entries.setWordWrap(True)
        entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        entries.setItemDelegate(self)

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = self.entries
        width = max(view.viewport().width() - 2 * view.spacing(), 40)
        return QSize(width, wrapped_height(view, index, width))


def wrapped_height(view: QListWidget, index: QModelIndex | QPersistentModelIndex,
                   width: int) -> int:
    """How tall the style draws entry ``index`` of ``view`` wrapped to ``width``."""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    delegate = view.itemDelegate()
    if isinstance(delegate, QStyledItemDelegate):
        delegate.initStyleOption(option, index)
    option.rect = QRect(0, 0, width, 1)  # a valid rectangle: the style wraps to its width
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    return view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option,
                                         QSize(), view).height()


class NoticeLabel(QLabel):
    """What the worker's reads set aside, told at the top of the window that read it."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("history-notice")
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet("QLabel { background: #fff4c2; color: #3a2a00; padding: 8px;"
                           " border: 1px solid #d9b700; border-radius: 4px; }")
        self.lines: list[str] = []
        self.hide()

    def add(self, lines: Sequence[str]) -> None:
        self.lines += [line for line in lines if line not in self.lines]
        self.setText(self.tr("Please note: {notices}").format(notices="\n\n".join(self.lines)))
        self.setVisible(bool(self.lines))


class HistoryWindow(QDialog):
    review_window: Latest[HandReviewWindow] = Latest()  # a hand in progress, while open

    def __init__(self, source: HistoryStore | Path | str,
                 open_hand: Callable[..., None],
                 parent: QWidget | None = None, *, art: CardArt | None = None,
                 notify: Notify | None = None, coach_seconds: float = 3.0) -> None:
        """``source``: the history's folder, read by a worker with its own store
        (what the app does: the window opens at once, "Reading your history…"), or
        a store to read here, on this thread. ``open_hand(record, names, title)``
        shows a finished hand; a hand in progress opens here, in a review limited
        to the person's view. ``notify(lines, folder)``: what the worker set aside.
        A finished hand opens with the coach's panel (``open_hand``'s fourth
        argument, a ``CoachSource``): ``coach_seconds`` is its budget a decision."""
        super().__init__(parent)
        self.directory = Path(source.directory if isinstance(source, HistoryStore) else source)
        self.coach_seconds = coach_seconds
        fit_to_screen(self, 940, 520)
        self.open_hand = open_hand
        # the main window's card art, shared rather than rendered again
        self.art: CardArt | None = art if art is not None else getattr(parent, "art", None)
        self.rows: list[GameRow] = []
        self.current: tuple[GameRow, list[HandRow]] | None = None  # the game shown, its hands
        self.loading = False  # a read asked for and not yet answered
        self.failed: Failed | None = None  # the last read's failure, said in the status line
        self.status = QLabel()
        self.status.setObjectName("history-status")
        self.status.setWordWrap(True)  # a reason for a failed read can be long
        self.games = QListWidget()
        self.games.setObjectName("history-games")
        self.games.setAlternatingRowColors(True)
        self.games.setSpacing(3)  # three lines a game: keep the games apart
        self.hands = QListWidget()
        self.hands.setObjectName("history-hands")
        for entries in (self.games, self.hands):
            WrappedEntries(entries)  # a long entry wraps rather than hide its end
        self.games.currentRowChanged.connect(self._game_chosen)
        # itemActivated alone: a double-click (and Enter) activates an item,
        # and itemDoubleClicked as well would open a second review
        self.hands.itemActivated.connect(self._hand_chosen)
        row = QHBoxLayout()
        self.titles = (QLabel(), QLabel())
        from .game_coach import GameCoach

        self.game_coach = GameCoach(self.directory, coach_seconds)
        for title, widget, stretch in ((self.titles[0], self.games, 3),
                                       (self.titles[1], self.hands, 2)):
            title.setWordWrap(True)
            title.setBuddy(widget)  # its letter reaches the list
            col = QVBoxLayout()
            col.addWidget(title)
            col.addWidget(widget)
            if widget is self.hands:
                col.addWidget(self.game_coach)
            row.addLayout(col, stretch)
        self._set_texts()
        layout = QVBoxLayout(self)
        self.notice = NoticeLabel()
        layout.addWidget(self.notice)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.store: HistoryStore | None = None
        self.reader: HistoryReader | None = None
        if isinstance(source, HistoryStore):
            self.store = source
            self._games_read(source.games())
            return
        self.reader = reader = HistoryReader(source, notify, self.notice.add)
        # the worker and its connection end with the window: a closed window reads no more
        self.finished.connect(lambda _result: reader.stop())
        self.destroyed.connect(lambda _object: reader.stop())
        self._reading()
        reader.read(_games, self._games_read)

    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Game history"))
        self.titles[0].setText(self.tr("&Games"))
        self.titles[1].setText(self.tr("&Hands (double-click or Enter to review)"))
        # each list's name, short of its title's advice
        self.games.setAccessibleName(self.tr("Games"))
        self.hands.setAccessibleName(self.tr("Hands"))

    def retranslate(self) -> None:
        """The language changed: every text again, the games' dates and the hands' lines
        written as the new language writes them; the game chosen stays chosen."""
        self._set_texts()
        self._say_status()
        for i, g in enumerate(self.rows):
            item = self.games.item(i)
            if item is not None:
                item.setText(game_label(g))
                item.setToolTip(game_label(g))
        if self.current is not None:
            game, hands = self.current
            players = int(game.rules.get("players", 4))
            for i, h in enumerate(hands):
                item = self.hands.item(i)
                if item is not None:
                    item.setText(self._hand_line(game, players, h))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _say_status(self) -> None:
        """Reading, a failed read, or no games: whichever is so, in the status line."""
        if self.loading:
            text = QCoreApplication.translate("History", READING)
        elif self.failed is not None:
            text = self.tr("Your history could not be read: {reason}").format(
                reason=self.failed.reason)
        else:
            text = "" if self.rows else self.tr("No games in your history yet.")
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _reading(self) -> None:
        self.loading = True
        self._say_status()

    def _failed(self, failed: Failed) -> None:
        self.loading = False
        self.failed = failed
        self._say_status()

    def _games_read(self, rows: list[GameRow] | Failed) -> None:
        if isinstance(rows, Failed):
            self._failed(rows)
            return
        self.loading = False
        self.failed = None
        self.rows = rows
        self._say_status()
        for g in rows:
            item = QListWidgetItem(game_label(g), self.games)
            item.setToolTip(game_label(g))
        if rows:
            self.games.setCurrentRow(0)

    def _game_chosen(self, index: int) -> None:
        self.hands.clear()
        self.current = None
        self.game_coach.show_game(None)
        if not 0 <= index < len(self.rows):
            return
        game = self.rows[index]
        if self.reader is None:
            assert self.store is not None
            self._hands_read((game.id, self.store.hands(game.id)))
            return
        self._reading()
        self.reader.read(partial(_hands, game.id), self._hands_read)

    def _hands_read(self, answer: tuple[int, list[HandRow]] | Failed) -> None:
        if isinstance(answer, Failed):
            self._failed(answer)
            return
        game_id, hands = answer
        index = self.games.currentRow()
        if not 0 <= index < len(self.rows) or self.rows[index].id != game_id:
            return  # another game was chosen meanwhile: its own answer follows
        self.loading = False
        self.failed = None
        self._say_status()
        game = self.rows[index]
        self.current = (game, hands)
        players = int(game.rules.get("players", 4))
        for h in hands:
            QListWidgetItem(self._hand_line(game, players, h), self.hands)
        self.game_coach.show_game(self.current)

    def _hand_line(self, game: GameRow, players: int, h: HandRow) -> str:
        """"Hand 3 (Rhonda dealt): 4–7", each form of the line one whole string."""
        out = h.outcome
        dealer = h.record.get("dealer")
        by = shown_name(game.names[dealer]) \
            if isinstance(dealer, int) and 0 <= dealer < len(game.names) else None
        fields: dict[str, object] = {"number": h.number, "dealer": by}
        if out is None:
            live = hand_score(h.record, None)  # with its kick or a point given so far
            if live:
                fields["score"] = f"{live[0]}–{live[1]}"
                return (self.tr("Hand {number}: in progress, {score}") if by is None else
                        self.tr("Hand {number} ({dealer} dealt): in progress, {score}")
                        ).format(**fields)
            return (self.tr("Hand {number}: in progress") if by is None else
                    self.tr("Hand {number} ({dealer} dealt): in progress")).format(**fields)
        fields["score"] = f"{out['score_after'][0]}–{out['score_after'][1]}"
        if out.get("winner") is not None:
            fields["team"] = team_name(out["winner"], game.names, players)
            return (self.tr("Hand {number}: {score}, {team} won the game") if by is None else
                    self.tr("Hand {number} ({dealer} dealt): {score}, {team} won the game")
                    ).format(**fields)
        return (self.tr("Hand {number}: {score}") if by is None else
                self.tr("Hand {number} ({dealer} dealt): {score}")).format(**fields)

    def _hand_chosen(self, item: QListWidgetItem | None) -> None:
        if self.current is None or item is None:
            return  # still reading
        game, hands = self.current
        h = hands[self.hands.row(item)]
        if h.outcome is None:
            seat = person_seat(game)
            self.review_live(h.record, game.names, hand_title(h.number, live=True), seat,
                             number=h.number)
        else:
            from .coach_panel import CoachSource

            self.open_hand(h.record, game.names, hand_title(h.number),
                           CoachSource(self.directory, game.id, h.number, person_seat(game),
                                       self.coach_seconds))

    def review_live(self, record: dict[str, Any], names: list[str], title: str,
                    seat: int = PERSON, *, number: int | None = None) -> None:
        """A hand not yet over, as the person (at ``seat``) has seen it so far:
        never the whole record."""
        from .review import HandReviewWindow

        window = free_on_close(HandReviewWindow(record, names, title, self.art, self,
                                                viewer=seat, number=number))
        window.show()
        self.review_window = window


# The worker's reads: module functions, so they hold no Qt object.
def _games(store: HistoryStore) -> list[GameRow]:
    return store.games()


def _hands(game_id: int, store: HistoryStore) -> tuple[int, list[HandRow]]:
    return game_id, store.hands(game_id)


class StatisticsWindow(QDialog):
    def __init__(self, source: HistoryStore | Path | str, parent: QWidget | None = None,
                 *, notify: Notify | None = None) -> None:
        """``source`` as for ``HistoryWindow``: a folder is read by a worker."""
        super().__init__(parent)
        fit_to_screen(self, 560, 600)
        self.text = QTextBrowser()
        self.notice = NoticeLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.text)
        self.loading = False
        # the figures read, written out here (not on the worker): a new language writes
        # them again, words and numbers
        self.answer: Statistics | Failed | None = None
        self.reader: HistoryReader | None = None
        if isinstance(source, HistoryStore):
            self._read(compute(source))
            return
        self.loading = True
        self.retranslate()
        self.reader = HistoryReader(source, notify, self.notice.add)
        self.reader.read(compute, self._read)
        self.reader.stop()  # one read: then the worker closes its store and ends

    def _read(self, answer: Statistics | Failed) -> None:
        self.loading = False
        self.answer = answer
        self.retranslate()

    def retranslate(self) -> None:
        """The title and the page in the language now installed."""
        self.setWindowTitle(self.tr("Statistics"))
        answer = self.answer
        if self.loading or answer is None:
            self.text.setPlainText(QCoreApplication.translate("History", READING))
        elif isinstance(answer, Failed):
            self.text.setPlainText(self.tr("Your history could not be read: {reason}").format(
                reason=answer.reason))
        else:
            self.text.setHtml(statistics_page(answer))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _Plurals(QObject):
    """The statistics' plural forms: pyside6-lupdate gives a text plural forms only
    in a ``self.tr`` call (the convention's QCoreApplication.translate with ``n``
    gets one form), so these are a QObject's methods; made where they are used,
    with no parent."""

    def won_of(self, won: int, played: int) -> str:
        """"3 of 5 games" against one kind of opponent ("1 game" said as one)."""
        if played == 1:
            return self.tr("{won} of 1 game").format(won=number(won))
        return self.tr("{won} of %n games", "", played).format(won=number(won))


def statistics_html(store: HistoryStore) -> str:
    """The statistics of ``store`` as rich text, in the reader's language."""
    return statistics_page(compute(store))


def statistics_page(st: Statistics) -> str:
    """``st`` as rich text: the reader's language's words, and its way of writing numbers
    (``QLocale()``)."""
    def shown(text: str) -> str:  # a text marked with QT_TRANSLATE_NOOP("History", ...)
        return QCoreApplication.translate("History", text)

    locale = QLocale()
    rate = (locale.toString(round(100 * st.games_won / st.games_played)) + locale.percent()
            if st.games_played else "—")
    rows = [(QCoreApplication.translate("History", "Games played"), number(st.games_played)),
            (QCoreApplication.translate("History", "Games won"),
             QCoreApplication.translate("History", "{won} ({rate})").format(
                 won=number(st.games_won), rate=rate)),
            (QCoreApplication.translate("History", "Hands played"), number(st.hands_played)),
            (QCoreApplication.translate("History", "Hands won on points"),
             number(st.hands_won))]
    levels = "".join(
        "<tr><td>" + QCoreApplication.translate("History", "against {opponents}").format(
            opponents=opponents_words(lv)) + "</td><td>"
        + _Plurals().won_of(won, played) + "</td></tr>"
        for lv, (played, won) in sorted(st.by_level.items()))
    cats = "".join(f"<tr><td>{category(c)}</td><td>{number(st.points_for[c])}</td>"
                   f"<td>{number(st.points_against[c])}</td></tr>" for c in CATEGORIES)
    begs = "".join(f"<tr><td>{_word(BEG_WORDS, k)}</td><td>{number(v)}</td></tr>"
                   for k, v in sorted(st.begs.items()))
    kicks = QCoreApplication.translate("History", ", ").join(
        QCoreApplication.translate("History", "{rank}: {count}").format(
            rank=shown(RANK_PLURALS[RANKS.index(k)]), count=number(v))
        for k, v in sorted(st.kicks.items(), key=lambda kv: -RANKS.index(kv[0])))
    avg_for, avg_against = st.average_card_points
    none_yet = QCoreApplication.translate("History", "none yet")
    return (
        "<h3>" + QCoreApplication.translate("History", "Games") + "</h3><table cellspacing='6'>"
        + "".join(f"<tr><td>{k}</td><td><b>{v}</b></td></tr>" for k, v in rows)
        + levels + "</table>"
        + "<h3>" + QCoreApplication.translate("History", "Points by category")
        + "</h3><table cellspacing='6'><tr><th></th><th>"
        + QCoreApplication.translate("History", "for") + "</th><th>"
        + QCoreApplication.translate("History", "against") + "</th></tr>" + cats + "</table>"
        + "<p>" + QCoreApplication.translate(
            "History", "Hang jacks made: <b>{made}</b>, suffered: <b>{suffered}</b>").format(
                made=number(st.hang_jacks_made), suffered=number(st.hang_jacks_suffered))
        + "</p>"
        + "<h3>" + QCoreApplication.translate("History", "Begging")
        + "</h3><table cellspacing='6'>" + (begs or f"<tr><td>{none_yet}</td></tr>")
        + "</table>"
        + "<p>" + QCoreApplication.translate("History", "Kicks that scored: {kicks}").format(
            kicks=kicks or none_yet) + "</p>"
        + "<p>" + QCoreApplication.translate(
            "History", "Average card points per hand: <b>{ours}</b> for, "
            "<b>{theirs}</b> against").format(ours=locale.toString(avg_for, "f", 1),
                                              theirs=locale.toString(avg_against, "f", 1))
        + "</p>")

"""The six languages: the catalogues are built and load, the window changes language in the
middle of a game without losing it, the choice is kept, and every language's text has
glyphs (the bundled Noto Sans Lao on a machine without a Lao font)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPoint, Qt
from PySide6.QtGui import QFont, QFontInfo, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication

from allfours_gui.app import catalogues, i18n
from allfours_gui.app.resources import resource_path
from allfours_gui.app.settings import AppSettings
from allfours_gui.ui.app import load_fonts

from .helpers import click_choice, make_window, play_out_hand, save_shot, wait_prompt

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
def catalogued(context: str, source: str) -> dict[str, str]:
    """Each language's translation of ``source`` as its catalogue has it (the
    translators choose the words; the tests only check they are shown)."""
    out = {"en": source}
    for ts in sorted(I18N.glob("allfours_*.ts")):
        code = ts.stem.removeprefix("allfours_")
        for ctx in ET.parse(ts).getroot().iter("context"):
            if ctx.findtext("name") != context:
                continue
            for m in ctx.iter("message"):
                tr = m.find("translation")
                if m.findtext("source") == source and tr is not None and tr.text \
                        and tr.get("type") != "unfinished":
                    out[code] = tr.text
    assert set(out) == {"en", "gd", "az", "af", "lo", "sq"}, out
    return out


VIEW = catalogued("MainWindow", "&View")
LANGUAGE = catalogued("MainWindow", "&Language")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.install(qapp, "en")  # the translators are the application's: none may leak


def translations(ts: Path) -> list[str]:
    """Every translated text of a catalogue (plural forms too)."""
    texts = []
    for translation in ET.parse(ts).getroot().iter("translation"):
        forms = list(translation.iter("numerusform")) or [translation]
        texts += [f.text for f in forms if f.text]
    return texts


# ------------------------------------------------------------------ the catalogues
def test_a_catalogue_for_each_language_but_english():
    assert {p.name for p in I18N.glob("*.ts")} == {
        f"allfours_{code}.ts" for code in i18n.CODES if code != "en"}
    assert [name for _, name in i18n.LANGUAGES] == [
        "English", "Gàidhlig", "Azərbaycanca", "Afrikaans", "ລາວ", "Shqip"]


def test_each_qm_is_built_and_loads_with_qts_own(qapp):
    """The session fixture (tests/conftest.py) built every .qm from its .ts."""
    for code in i18n.CODES[1:]:
        qm = I18N / f"allfours_{code}.qm"
        assert qm.is_file() and not catalogues.stale(I18N / f"allfours_{code}.ts")
        loaded = i18n.install(qapp, code)
        assert Path(loaded[0]) == resource_path("i18n", qm.name)
        # Qt's texts for its own dialogs, where Qt ships them: of ours, only Gaelic
        assert [Path(p).name for p in loaded[1:]] == (["qtbase_gd.qm"] if code == "gd" else [])
        assert QCoreApplication.translate("MainWindow", "&View") == VIEW[code]
        assert i18n.current() == code
    assert i18n.install(qapp, "en") == []
    assert QCoreApplication.translate("MainWindow", "&View") == "&View"


def test_the_words_qt_draws_itself_speak_each_language(qapp):
    """Qt ships its own words (a dialog's Close and Cancel, a text field's Copy) for
    Gaelic only; our catalogues answer for Qt in the others."""
    from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

    boxes = (QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
             | QDialogButtonBox.StandardButton.Close)
    english = {"OK", "Cancel", "Close", "&Undo", "&Redo", "Cu&t", "&Copy", "&Paste",
               "Delete", "Select All"}
    for code in i18n.CODES[1:]:
        i18n.install(qapp, code)
        box = QDialogButtonBox(boxes)
        said = {b.text() for b in box.buttons()}
        field = QLineEdit()
        menu = field.createStandardContextMenu()
        said |= {a.text().split("\t")[0] for a in menu.actions() if not a.isSeparator()}
        assert len(said) == 10 and not said & english, (code, said)
    i18n.install(qapp, "en")
    box = QDialogButtonBox(boxes)
    assert {b.text() for b in box.buttons()} == {"OK", "Cancel", "Close"}


def test_build_catalogues_makes_the_missing_and_the_stale_only(tmp_path):
    for code in ("gd", "lo"):
        shutil.copy(I18N / f"allfours_{code}.ts", tmp_path)
    built = catalogues.build_catalogues(tmp_path)
    assert sorted(p.name for p in built) == ["allfours_gd.qm", "allfours_lo.qm"]
    assert catalogues.build_catalogues(tmp_path) == []  # nothing is stale
    then = time.time() - 100
    os.utime(tmp_path / "allfours_lo.qm", (then, then))
    os.utime(tmp_path / "allfours_lo.ts", (then + 10, then + 10))  # edited after its .qm
    assert catalogues.build_catalogues(tmp_path) == [tmp_path / "allfours_lo.qm"]
    (tmp_path / "allfours_gd.qm").unlink()
    assert catalogues.build_catalogues(tmp_path) == [tmp_path / "allfours_gd.qm"]


def test_lupdate_finds_each_way_a_string_is_marked(tmp_path):
    """The three forms of the conventions, in a file as ours are written, reach a catalogue
    through the very command tools/update_translations.sh runs."""
    source = tmp_path / "marked.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication, QObject\n"
        "from allfours_gui.engine.translatable import QT_TRANSLATE_NOOP\n"
        "NAMES = (QT_TRANSLATE_NOOP('Table', 'Made before a translator'),)\n"
        "class Panel(QObject):\n"
        "    def texts(self, n: int) -> list[str]:\n"
        "        return [self.tr('Hand {number} is over.').format(number=n),\n"
        "                self.tr('%n hands', '', n)]\n"
        "def line() -> str:\n"
        "    return QCoreApplication.translate('Lobby', 'Waiting for friends')\n")
    ts = tmp_path / "allfours_gd.ts"
    subprocess.run(catalogues.lupdate_command([source], ts, "gd"), check=True,
                   capture_output=True)
    found = {(c.findtext("name"), m.findtext("source"), m.get("numerus") == "yes")
             for c in ET.parse(ts).getroot().iter("context") for m in c.iter("message")}
    assert found == {("Table", "Made before a translator", False),
                     ("Panel", "Hand {number} is over.", False),
                     ("Panel", "%n hands", True),
                     ("Lobby", "Waiting for friends", False)}
    assert "<location" not in ts.read_text()  # -locations none: small diffs


def test_the_system_language_is_the_default(monkeypatch):
    class System:
        def __init__(self, languages: list[str]) -> None:
            self.languages = languages

        def uiLanguages(self) -> list[str]:
            return self.languages

        def name(self) -> str:  # the locale's own name, as QLocale.name() gives it
            return (self.languages or ["C"])[0].replace("-", "_")

    for preferred, expected in ((["lo-LA", "en-US"], "lo"), (["fr-FR", "gd_GB"], "gd"),
                                (["az-Latn-AZ"], "az"), (["fr-FR", "de"], "en"), ([], "en")):
        monkeypatch.setattr(i18n.QLocale, "system", lambda p=preferred: System(p))
        assert i18n.system_language() == expected
        assert i18n.chosen("") == expected
        assert i18n.chosen("sq") == "sq"


# ------------------------------------------------------------ changing at run time
def test_changing_language_mid_game_keeps_the_game_and_the_choice(qtbot, qapp, tmp_path):
    settings = AppSettings(tmp_path)
    w = make_window(qtbot, settings=settings)
    assert w.act_system_language.isChecked()  # nothing chosen yet: the system's
    wait_prompt(qtbot, w, "stand")
    controller, game, hand = w.controller, w.controller.game, w.controller.game.hand
    cards = hand.view_for(0).hand
    places = {c: (item.pos(), item.isVisible()) for c, item in w.scene.cards.items()}
    assert w.view_menu.title() == "&View"
    by_code = {a.data(): a for a in w.language_group.actions()}
    assert [a.text() for a in w.language_menu.actions() if a.data() is not None][1:] == [
        name for _, name in i18n.LANGUAGES]

    for code in ("gd", "lo", "sq", "az", "af", "en"):
        by_code[code].trigger()
        qtbot.waitUntil(lambda c=code: w.view_menu.title() == VIEW[c], timeout=5000)
        assert w.language_menu.title() == LANGUAGE[code]
        assert by_code[code].isChecked() and i18n.current() == code
        assert settings.language == code
        # the game is untouched: the same controller, game, hand, cards and places
        assert w.controller is controller and controller.game is game and game.hand is hand
        assert hand.view_for(0).hand == cards
        assert {c: (item.pos(), item.isVisible())
                for c, item in w.scene.cards.items()} == places
        assert controller.waiting_for_human == "stand"
    by_code["lo"].trigger()
    qtbot.waitUntil(lambda: w.view_menu.title() == VIEW["lo"], timeout=5000)
    settings.sync()
    assert AppSettings(tmp_path).language == "lo"  # kept for the next start
    w.act_system_language.trigger()
    assert settings.language == "" and i18n.current() == i18n.system_language()
    # asked again in the new language, the buttons are clickable at once, before the
    # event loop runs again (CI once clicked into a row still waiting to be shown)
    w.retranslate()
    assert w.decision.buttons["stand"].isVisible()
    qtbot.waitUntil(lambda: w.view_menu.title() == VIEW[i18n.system_language()],
                    timeout=5000)
    assert w.act_system_language.isChecked() and not by_code["lo"].isChecked()
    click_choice(qtbot, w, "stand")  # and the game goes on
    wait_prompt(qtbot, w, "play")


def test_the_scene_and_the_rooms_are_asked_to_re_set_their_texts(qtbot, tmp_path,
                                                                 monkeypatch):
    w = make_window(qtbot, settings=AppSettings(tmp_path))
    asked: list[str] = []
    for name in ("scene", "turns", "games", "network", "past"):
        monkeypatch.setattr(getattr(w, name), "retranslate",
                            lambda n=name: asked.append(n))
    next(a for a in w.language_group.actions() if a.data() == "sq").trigger()
    qtbot.waitUntil(lambda: w.view_menu.title() == VIEW["sq"], timeout=5000)
    assert sorted(set(asked)) == ["games", "network", "past", "scene", "turns"]


def choose(qtbot, w, code: str) -> None:
    """View → Language → ``code``, and wait until the window speaks it."""
    next(a for a in w.language_group.actions() if a.data() == code).trigger()
    qtbot.waitUntil(lambda: w.view_menu.title() == VIEW[code], timeout=5000)


def test_what_each_room_has_up_is_said_again_in_the_new_language(qtbot, tmp_path):
    """A notice, the status line's news, the hand's summary, a question before leaving
    a game (the game room's) and the resume offer: each re-said, not left in the old."""
    from allfours_gui.history.store import HistoryStore

    store = HistoryStore(tmp_path / "history")
    holder = make_window(qtbot, store=store)  # holds its game: no other window may play it
    wait_prompt(qtbot, holder, "stand")
    w = make_window(qtbot, store=store, settings=AppSettings(tmp_path))
    wait_prompt(qtbot, w, "stand")
    locked = catalogued("GameStarts", "That game is open in another window: play it there.")
    w.games.start_game(w.config, resume=store.game(holder.controller.game_id))
    assert w.notice.isVisible() and w.notice.lines == [locked["en"]]
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    w.act_undo.trigger()
    wait_prompt(qtbot, w, "stand")
    taken = catalogued("GameStarts", "Taken back: your last decision and the replies after it.")
    assert w.status_label.text() == taken["en"]
    for code in ("gd", "sq"):
        choose(qtbot, w, code)
        assert w.notice.lines == [locked[code]] and w.notice.body.text() == locked[code]
        assert w.status_label.text() == taken[code]
    w.notice.dismiss()

    # a question before the game is left, answered in the language it is asked again in
    abandon = catalogued("GameStarts", "Abandon it")
    w.games.confirm_abandon(lambda: None)
    box = w.confirm_box
    assert box is not None and abandon["sq"] in [b.text() for b in box.buttons()]
    choose(qtbot, w, "az")
    assert abandon["az"] in [b.text() for b in box.buttons()]
    assert box.windowTitle() == catalogued("GameStarts", "New game")["az"]
    box.reject()

    click_choice(qtbot, w, "stand")
    play_out_hand(qtbot, w)
    title = catalogued("GameStarts", "Hand {number}")
    nxt = catalogued("GameStarts", "&Next hand")
    assert w.summary.title.text() == title["az"].format(number=1)
    choose(qtbot, w, "lo")
    assert w.summary.isVisible() and w.summary.title.text() == title["lo"].format(number=1)
    assert [b.text() for b in w.summary._buttons] == [nxt["lo"]]
    qtbot.mouseClick(w.summary._buttons[0], Qt.MouseButton.LeftButton)  # and it still deals
    qtbot.waitUntil(lambda: w.controller.game.hand_number == 2, timeout=10000)


def test_the_resume_offer_is_asked_again_in_the_new_language(qtbot, tmp_path):
    from allfours_gui.history.store import HistoryStore

    store = HistoryStore(tmp_path / "history")
    played = make_window(qtbot, store=store)
    wait_prompt(qtbot, played, "stand")
    played.close()
    offer = make_window(qtbot, store=store, settings=AppSettings(tmp_path),
                        offer_resume=store.unfinished_game())
    question = catalogued("GameStarts", "You have a game in progress (score {us}–{them}, at "
                                        "hand {number}). Resume it?")
    resume = catalogued("GameStarts", "&Resume")
    assert offer.decision.label.text() == question["en"].format(us=0, them=0, number=1)
    choose(qtbot, offer, "sq")
    assert offer.decision.label.text() == question["sq"].format(us=0, them=0, number=1)
    assert offer.decision.buttons["resume"].text() == resume["sq"]
    click_choice(qtbot, offer, "resume")  # the answer still works
    wait_prompt(qtbot, offer, "stand")


def written(locale: QLocale, seconds: float) -> str:
    """A game's start as ``locale`` writes it: its long date and short time."""
    pattern = (f"{locale.dateFormat(QLocale.FormatType.LongFormat)} "
               f"{locale.timeFormat(QLocale.FormatType.ShortFormat)}")
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)), pattern)


def test_dates_and_numbers_follow_the_language_chosen(qtbot, tmp_path):
    """The history's dates and the statistics' figures are written as the chosen
    language writes them (Qt's default locale follows it), not as the system does, and
    are written again when it changes; so are the review's words."""
    from .test_history_panels import history_store

    w = make_window(qtbot, store=history_store(tmp_path / "history"),
                    settings=AppSettings(tmp_path))
    wait_prompt(qtbot, w, "stand")
    choose(qtbot, w, "en")  # as the app does at start, before the first window
    w.past.show_history()
    games = w.history_window
    qtbot.waitUntil(lambda: not games.loading and games.games.count() == 2, timeout=10000)
    played = games.rows[1]  # the finished game (the one on the table is first)
    english = games.games.item(1).text()
    assert english.startswith(written(i18n.locale_for("en"), played.started_at))
    w.past.show_statistics()
    stats = w.statistics_window
    qtbot.waitUntil(lambda: not stats.loading, timeout=10000)
    # the only figures with a fraction: the average card points
    average = re.search(r"(\d+)[.,](\d)\b", stats.text.toPlainText())
    assert average is not None and average[0] == f"{average[1]}.{average[2]}"
    games.games.setCurrentRow(1)
    qtbot.waitUntil(lambda: not games.loading and games.hands.count() > 1, timeout=10000)
    games.hands.itemActivated.emit(games.hands.item(0))
    review = w.review_window
    review.slider.setValue(1)
    step = catalogued("HandReviewWindow", "Step {step} of {steps}. {text}")

    choose(qtbot, w, "gd")
    assert QLocale().name() == "gd_GB" and i18n.locale_for("gd").name() == "gd_GB"
    gaelic = games.games.item(1).text()
    assert gaelic.startswith(written(QLocale("gd"), played.started_at)) and gaelic != english
    assert review.caption.text().startswith(step["gd"].split("{")[0])
    assert review.windowTitle() == catalogued("History", "Hand {number}")["gd"].format(number=1)
    assert review.slider.value() == 1  # the step shown stays
    choose(qtbot, w, "az")  # Azerbaijani writes a decimal comma
    assert games.games.item(1).text().startswith(written(QLocale("az"), played.started_at))
    assert f"{average[1]},{average[2]}" in stats.text.toPlainText()
    assert stats.windowTitle() == catalogued("StatisticsWindow", "Statistics")["az"]
    choose(qtbot, w, "en")
    assert games.games.item(1).text() == english
    assert f"{average[1]}.{average[2]}" in stats.text.toPlainText()
    w.act_system_language.trigger()  # the system's language: the system's own locale too
    assert QLocale() == i18n.locale_for(i18n.system_language())


def test_screenshot_of_the_language_menu(qtbot, qapp, tmp_path):
    load_fonts()
    w = make_window(qtbot, settings=AppSettings(tmp_path))
    next(a for a in w.language_group.actions() if a.data() == "lo").trigger()
    qtbot.waitUntil(lambda: w.view_menu.title() == VIEW["lo"], timeout=5000)
    w.language_menu.popup(w.mapToGlobal(QPoint(40, 40)))
    qtbot.waitUntil(w.language_menu.isVisible, timeout=5000)
    save_shot(w.language_menu, tmp_path, "language-menu")
    w.language_menu.hide()


START_PROBE = """
import sys
import time
from allfours_gui.ui import main_window
from allfours_gui.ui.app import main

seen = []
init = main_window.MainWindow.__init__

def probe(self, *args, **kwargs):
    init(self, *args, **kwargs)
    seen.append(self.view_menu.title())

main_window.MainWindow.__init__ = probe
code = main(["--exit-when-ready", "--data-dir", sys.argv[1]])
print("VIEW", seen[0])
sys.exit(code)
"""


def test_the_app_starts_in_the_language_kept(tmp_path):
    (tmp_path / "settings.ini").write_text("[view]\nlanguage=gd\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8")
    out = subprocess.run([sys.executable, "-c", START_PROBE, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert f"VIEW {VIEW['gd']}" in out.stdout.splitlines()


# ----------------------------------------------------------------------- glyphs
def missing_glyphs(text: str, font: QFont) -> list[str]:
    """The characters of ``text`` that Qt, choosing fonts as it draws, has no glyph for."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    missing = []
    for run in layout.glyphRuns():
        indexes = run.glyphIndexes()
        if 0 in indexes:  # glyph 0 is a font's "no glyph" box
            raw = run.rawFont()
            missing += [c for c in text if not raw.supportsCharacter(ord(c)) and c.isprintable()]
    return missing


def test_every_language_has_a_glyph_for_every_character(qapp):
    families = load_fonts()
    assert "Noto Sans Lao" in families
    assert QFontInfo(QFont("Noto Sans Lao")).family() == "Noto Sans Lao"
    fonts = [QApplication.font(), QApplication.font("QMenu"), QApplication.font("QLabel")]
    assert missing_glyphs("a\U0001e900", fonts[0]) == ["\U0001e900"]  # Adlam: no font here
    for code, name in i18n.LANGUAGES:
        texts = [name]
        if code != "en":
            texts += translations(I18N / f"allfours_{code}.ts")
        for text in texts:
            for font in fonts:
                assert missing_glyphs(text, font) == [], (code, text, font.family())


def test_the_bundled_font_covers_all_lao_we_show():
    raw = QRawFont(str(resource_path("fonts", "NotoSansLao-Regular.ttf")), 12)
    assert raw.isValid()
    lao = [name for code, name in i18n.LANGUAGES if code == "lo"]
    lao += translations(I18N / "allfours_lo.ts")
    used = {c for text in lao for c in text if "\u0e80" <= c <= "\u0eff"}
    assert used  # the native name at least
    assert sorted(c for c in used if not raw.supportsCharacter(ord(c))) == []



BARE_PROBE = """
import json, sys
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication

app = QApplication([])
from allfours_gui.ui.app import load_fonts

load_fonts()
runs = {}
for text in json.loads(sys.stdin.read()):
    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs[text] = [(r.rawFont().familyName(), list(r.glyphIndexes())) for r in layout.glyphRuns()]
print(json.dumps(runs))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig's machine")
def test_lao_shows_on_a_machine_without_any_font_of_its_own(tmp_path):
    """Fontconfig told of no fonts at all: Lao still draws, from the bundled font alone."""
    conf = tmp_path / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
                    f"<fontconfig><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n")
    # the Lao letters only: this machine has no font for the digits and brackets around them
    lao = sorted({"".join(c for c in t if "\u0e80" <= c <= "\u0eff")
                  for t in ["ລາວ", *translations(I18N / "allfours_lo.ts")]} - {""})
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(conf))
    # on stdin: the texts outgrow what one command-line argument may hold (128 KB)
    out = subprocess.run([sys.executable, "-c", BARE_PROBE], input=json.dumps(lao), cwd=ROOT,
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    runs = json.loads(out.stdout.splitlines()[-1])
    assert len(runs) == len(lao) > 1
    for text, text_runs in runs.items():
        assert text_runs and all(family == "Noto Sans Lao" and 0 not in glyphs
                                 for family, glyphs in text_runs), (text, text_runs)


def _plate_pixels(w, seat: int):
    from PySide6.QtGui import QImage, QPainter
    plate = w.scene.plates[seat]
    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(100, 20)
    plate.paint(painter, None, None)
    painter.end()
    return image


def test_the_default_names_read_in_the_language_shown(qtbot, tmp_path):
    """"You" and "Partner", the names a new player starts with, are shown in the language
    chosen (and change with it); a typed name is shown as typed; the game keeps the names
    as they were given (records and settings are data, not text on screen)."""
    from allfours_gui.ui.table.overlays import team_name
    from allfours_gui.ui.wording import shown_name

    w = make_window(qtbot, settings=AppSettings(tmp_path))
    wait_prompt(qtbot, w, "stand")
    english = {s: _plate_pixels(w, s) for s in range(4)}
    partner = catalogued("Names", "Partner")
    you = catalogued("Names", "You")
    for code in ("gd", "lo", "az"):
        next(a for a in w.language_group.actions() if a.data() == code).trigger()
        qtbot.waitUntil(lambda c=code: w.view_menu.title() == VIEW[c], timeout=5000)
        assert partner[code] != "Partner" and you[code] != "You"
        assert shown_name("Partner") == partner[code] and shown_name("Rhonda") == "Rhonda"
        assert team_name(0, w.config.names, 4) == QCoreApplication.translate(
            "Table", "{first} & {second}").format(first=you[code], second=partner[code])
        w.turns._name_turn(2, "play")  # "Partner to play…"
        assert partner[code] in w.turn_label.text() and "Partner" not in w.turn_label.text()
        # the plates are painted with the shown names: the defaults' plates change, the
        # typed names' do not
        assert _plate_pixels(w, 2) != english[2] and _plate_pixels(w, 0) != english[0]
        assert _plate_pixels(w, 1) == english[1] and _plate_pixels(w, 3) == english[3]
        assert w.config.names[:4] == ("You", "Rhonda", "Partner", "Kerwin")


def test_a_bubble_up_is_said_again_in_the_new_language(qtbot, qapp, tmp_path):
    """"I stand" stays over the table until the first card: switched to Albanian
    meanwhile, it says it in Albanian (issue 33 item 4), and stays inside the table."""
    from PySide6.QtCore import QCoreApplication

    from allfours_gui.ui.table.table_items import Bubble

    w = make_window(qtbot, settings=AppSettings(tmp_path))
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")

    def said() -> list[str]:
        return [i.text for i in w.scene.items() if isinstance(i, Bubble) and i.isVisible()]
    assert "I stand" in said()
    by_code = {a.data(): a for a in w.language_group.actions()}
    try:
        by_code["sq"].trigger()
        qtbot.waitUntil(lambda: w.view_menu.title() == VIEW["sq"], timeout=5000)
        albanian = QCoreApplication.translate("Table", "I stand")
        assert albanian != "I stand"
        qtbot.waitUntil(lambda: albanian in said(), timeout=5000)
        assert "I stand" not in said()
        for item in w.scene.items():
            if isinstance(item, Bubble) and item.isVisible():
                assert w.scene.sceneRect().contains(item.sceneBoundingRect())
    finally:
        by_code["en"].trigger()

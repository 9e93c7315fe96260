"""The About box: version, licence, and who made what."""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ...app.resources import resource_path

LICENCE = "MIT"


def about_html() -> str:
    """The About text (rich text for a QLabel): one translated string a paragraph."""
    title = QCoreApplication.translate("About", "All Fours {version}").format(
        version=html.escape(__version__))
    parts = [
        ("h2", title),
        ("p", QCoreApplication.translate(
            "About", "Trinidad's national card game, for the desktop: two or four players, "
            "the Trinidad rules and their common variants.")),
        ("p", QCoreApplication.translate(
            "About", "Released under the <b>{licence} licence</b>.").format(licence=LICENCE)),
        ("h4", QCoreApplication.translate("About", "Credits")),
    ]
    credits = [
        QCoreApplication.translate(
            "About", "The card faces, the card backs and the app icon were drawn for this "
            "project (by its own programs, <tt>tools/draw_cards.py</tt> and "
            "<tt>tools/make_icons.py</tt>) and are released with it under the {licence} "
            "licence.").format(licence=LICENCE),
        QCoreApplication.translate(
            "About", "Lao text is shown in <b>Noto Sans Lao</b> (copyright Google), bundled "
            "under the SIL Open Font License 1.1 (<tt>resources/fonts/OFL.txt</tt>, "
            "<a href='https://openfontlicense.org/'>openfontlicense.org</a>); other text "
            "uses your system's fonts."),
        QCoreApplication.translate(
            "About", "Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under "
            "the GNU LGPL v3 (<a href='https://www.qt.io/'>qt.io</a>).").format(
                qt=html.escape(qVersion()), pyside=html.escape(PYSIDE_VERSION)),
        QCoreApplication.translate(
            "About", "Written in Python {python} "
            "(<a href='https://www.python.org/'>python.org</a>).").format(
                python=html.escape(platform.python_version())),
        QCoreApplication.translate(
            "About", "The rules follow pagat.com's <i>All Fours in Trinidad</i> and "
            "gamerules.com's <i>All Fours</i>."),
    ]
    return ("".join(f"<{tag}>{text}</{tag}>" for tag, text in parts)
            + "<ul>" + "".join(f"<li>{text}</li>" for text in credits) + "</ul>")


class AboutDialog(QDialog):
    """A plain dialog: the icon, the text and an OK button; Esc closes it too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        self.setWindowTitle(self.tr("About All Fours"))
        icon_label = QLabel()
        icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        icon_path = resource_path("icons", "allfours.svg")
        if icon_path.exists():
            icon_label.setPixmap(QIcon(str(icon_path)).pixmap(72, 72))
        self.text = QLabel(about_html())
        self.text.setObjectName("about-text")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        row = QHBoxLayout()
        row.addWidget(icon_label)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.ok_button.setFocus()


def show_about(parent: QWidget | None) -> AboutDialog:
    """Open the About box (modal to ``parent``); it deletes itself once closed."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog

# ui-sha256: 093063b42335d18a6e2fceec2848b105bba3ef4e42e541ea99f53c615be77a4a (ui/home_page.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'home_page.ui'
##
## Created by: Qt User Interface Compiler version 6.9.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QApplication, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout,
    QWidget)

class Ui_HomePage(object):
    def setupUi(self, HomePage):
        if not HomePage.objectName():
            HomePage.setObjectName(u"HomePage")
        self.layout = QVBoxLayout(HomePage)
        self.layout.setObjectName(u"layout")
        self.layout.setContentsMargins(48, 32, 48, 32)
        self.titleLabel = QLabel(HomePage)
        self.titleLabel.setObjectName(u"titleLabel")
        self.titleLabel.setStyleSheet(u"font-size: 28pt; font-weight: bold;")
        self.titleLabel.setText(u"Mafia Desk")

        self.layout.addWidget(self.titleLabel)

        self.introLabel = QLabel(HomePage)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.buttonsLayout = QHBoxLayout()
        self.buttonsLayout.setObjectName(u"buttonsLayout")
        self.newClubGameButton = QPushButton(HomePage)
        self.newClubGameButton.setObjectName(u"newClubGameButton")
        self.newClubGameButton.setMinimumSize(QSize(0, 48))

        self.buttonsLayout.addWidget(self.newClubGameButton)

        self.tournamentGameButton = QPushButton(HomePage)
        self.tournamentGameButton.setObjectName(u"tournamentGameButton")
        self.tournamentGameButton.setMinimumSize(QSize(0, 48))

        self.buttonsLayout.addWidget(self.tournamentGameButton)

        self.serverTableButton = QPushButton(HomePage)
        self.serverTableButton.setObjectName(u"serverTableButton")
        self.serverTableButton.setMinimumSize(QSize(0, 48))

        self.buttonsLayout.addWidget(self.serverTableButton)

        self.tournamentsButton = QPushButton(HomePage)
        self.tournamentsButton.setObjectName(u"tournamentsButton")
        self.tournamentsButton.setMinimumSize(QSize(0, 48))

        self.buttonsLayout.addWidget(self.tournamentsButton)


        self.layout.addLayout(self.buttonsLayout)

        self.unfinishedLabel = QLabel(HomePage)
        self.unfinishedLabel.setObjectName(u"unfinishedLabel")
        self.unfinishedLabel.setStyleSheet(u"font-weight: bold;")

        self.layout.addWidget(self.unfinishedLabel)

        self.unfinishedList = QListWidget(HomePage)
        self.unfinishedList.setObjectName(u"unfinishedList")

        self.layout.addWidget(self.unfinishedList)

        self.resumeButton = QPushButton(HomePage)
        self.resumeButton.setObjectName(u"resumeButton")

        self.layout.addWidget(self.resumeButton)


        self.retranslateUi(HomePage)

        QMetaObject.connectSlotsByName(HomePage)
    # setupUi

    def retranslateUi(self, HomePage):
        self.introLabel.setText(QCoreApplication.translate("HomePage", u"Run a game at the table: start a club game with ten names, seat a table from a tournament draw, or resume a game that was interrupted.", None))
        self.newClubGameButton.setText(QCoreApplication.translate("HomePage", u"New club game\u2026", None))
        self.tournamentGameButton.setText(QCoreApplication.translate("HomePage", u"Game from a tournament draw\u2026", None))
        self.serverTableButton.setText(QCoreApplication.translate("HomePage", u"Table from the server\u2026", None))
        self.tournamentsButton.setText(QCoreApplication.translate("HomePage", u"Tournaments (organiser)\u2026", None))
        self.unfinishedLabel.setText(QCoreApplication.translate("HomePage", u"Unfinished games (double-click or Enter to resume)", None))
        self.resumeButton.setText(QCoreApplication.translate("HomePage", u"Resume the selected game", None))
        pass
    # retranslateUi


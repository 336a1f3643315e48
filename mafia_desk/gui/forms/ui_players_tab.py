# ui-sha256: e24d4e9cbd69af7c63b6793a0dd48f7c000d0c73edbdb42db932ae5f52d08f04 (ui/players_tab.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'players_tab.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QFrame,
    QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QPushButton, QSizePolicy, QSpacerItem, QTableView,
    QVBoxLayout, QWidget)

class Ui_PlayersTab(object):
    def setupUi(self, PlayersTab):
        if not PlayersTab.objectName():
            PlayersTab.setObjectName(u"PlayersTab")
        self.layout = QVBoxLayout(PlayersTab)
        self.layout.setObjectName(u"layout")
        self.topRow = QHBoxLayout()
        self.topRow.setObjectName(u"topRow")
        self.searchEdit = QLineEdit(PlayersTab)
        self.searchEdit.setObjectName(u"searchEdit")
        self.searchEdit.setClearButtonEnabled(True)

        self.topRow.addWidget(self.searchEdit)

        self.countLabel = QLabel(PlayersTab)
        self.countLabel.setObjectName(u"countLabel")
        self.countLabel.setText(u"-")

        self.topRow.addWidget(self.countLabel)

        self.sameNamesLabel = QLabel(PlayersTab)
        self.sameNamesLabel.setObjectName(u"sameNamesLabel")

        self.topRow.addWidget(self.sameNamesLabel)

        self.sameNamesBox = QComboBox(PlayersTab)
        self.sameNamesBox.setObjectName(u"sameNamesBox")

        self.topRow.addWidget(self.sameNamesBox)


        self.layout.addLayout(self.topRow)

        self.body = QHBoxLayout()
        self.body.setObjectName(u"body")
        self.playersView = QTableView(PlayersTab)
        self.playersView.setObjectName(u"playersView")
        self.playersView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.playersView.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.playersView.setSortingEnabled(True)
        self.playersView.setAlternatingRowColors(True)

        self.body.addWidget(self.playersView)

        self.buttons = QVBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.registerButton = QPushButton(PlayersTab)
        self.registerButton.setObjectName(u"registerButton")

        self.buttons.addWidget(self.registerButton)

        self.newButton = QPushButton(PlayersTab)
        self.newButton.setObjectName(u"newButton")

        self.buttons.addWidget(self.newButton)

        self.editButton = QPushButton(PlayersTab)
        self.editButton.setObjectName(u"editButton")

        self.buttons.addWidget(self.editButton)

        self.removeButton = QPushButton(PlayersTab)
        self.removeButton.setObjectName(u"removeButton")

        self.buttons.addWidget(self.removeButton)

        self.importButton = QPushButton(PlayersTab)
        self.importButton.setObjectName(u"importButton")

        self.buttons.addWidget(self.importButton)

        self.line1 = QFrame(PlayersTab)
        self.line1.setObjectName(u"line1")
        self.line1.setFrameShape(QFrame.Shape.HLine)
        self.line1.setFrameShadow(QFrame.Shadow.Sunken)

        self.buttons.addWidget(self.line1)

        self.lateButton = QPushButton(PlayersTab)
        self.lateButton.setObjectName(u"lateButton")

        self.buttons.addWidget(self.lateButton)

        self.withdrawButton = QPushButton(PlayersTab)
        self.withdrawButton.setObjectName(u"withdrawButton")

        self.buttons.addWidget(self.withdrawButton)

        self.substituteButton = QPushButton(PlayersTab)
        self.substituteButton.setObjectName(u"substituteButton")

        self.buttons.addWidget(self.substituteButton)

        self.line2 = QFrame(PlayersTab)
        self.line2.setObjectName(u"line2")
        self.line2.setFrameShape(QFrame.Shape.HLine)
        self.line2.setFrameShadow(QFrame.Shadow.Sunken)

        self.buttons.addWidget(self.line2)

        self.registryButton = QPushButton(PlayersTab)
        self.registryButton.setObjectName(u"registryButton")

        self.buttons.addWidget(self.registryButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.buttons.addItem(self.buttonsSpacer)


        self.body.addLayout(self.buttons)


        self.layout.addLayout(self.body)

        self.changesLabel = QLabel(PlayersTab)
        self.changesLabel.setObjectName(u"changesLabel")

        self.layout.addWidget(self.changesLabel)

        self.changesView = QTableView(PlayersTab)
        self.changesView.setObjectName(u"changesView")
        self.changesView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.changesView.setSortingEnabled(True)
        self.changesView.setMaximumSize(QSize(16777215, 140))

        self.layout.addWidget(self.changesView)

        self.layout.setStretch(1, 3)
        self.layout.setStretch(3, 1)
#if QT_CONFIG(shortcut)
        self.sameNamesLabel.setBuddy(self.sameNamesBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PlayersTab)

        QMetaObject.connectSlotsByName(PlayersTab)
    # setupUi

    def retranslateUi(self, PlayersTab):
        self.searchEdit.setPlaceholderText(QCoreApplication.translate("PlayersTab", u"Search by code, name, club, city", None))
        self.sameNamesLabel.setText(QCoreApplication.translate("PlayersTab", u"Sa&me names:", None))
#if QT_CONFIG(tooltip)
        self.sameNamesBox.setToolTip(QCoreApplication.translate("PlayersTab", u"How players who share a name are told apart in every tab, on the sheets, the exports and the hall screen: by their club, their city or their code; when that does not tell them apart either, the next field and finally a number are added.", None))
#endif // QT_CONFIG(tooltip)
        self.registerButton.setText(QCoreApplication.translate("PlayersTab", u"Register players from the registry\u2026", None))
        self.newButton.setText(QCoreApplication.translate("PlayersTab", u"New player\u2026", None))
        self.editButton.setText(QCoreApplication.translate("PlayersTab", u"Edit\u2026", None))
        self.removeButton.setText(QCoreApplication.translate("PlayersTab", u"Remove", None))
        self.importButton.setText(QCoreApplication.translate("PlayersTab", u"Import from a file\u2026", None))
        self.lateButton.setText(QCoreApplication.translate("PlayersTab", u"Late arrival\u2026", None))
        self.withdrawButton.setText(QCoreApplication.translate("PlayersTab", u"Withdrawal\u2026", None))
        self.substituteButton.setText(QCoreApplication.translate("PlayersTab", u"Substitute\u2026", None))
        self.registryButton.setText(QCoreApplication.translate("PlayersTab", u"Player registry\u2026", None))
        self.changesLabel.setText(QCoreApplication.translate("PlayersTab", u"Registration changes", None))
        pass
    # retranslateUi


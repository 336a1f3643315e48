# ui-sha256: bea4eaadcdcd26e11ceb7b7a426e5b6a746ea37aaa083eee9c75fffd5c7aa7bf (ui/rounds_tab.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rounds_tab.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QGroupBox, QHBoxLayout,
    QHeaderView, QLabel, QLineEdit, QPushButton,
    QSizePolicy, QSpacerItem, QSplitter, QTableView,
    QVBoxLayout, QWidget)

class Ui_RoundsTab(object):
    def setupUi(self, RoundsTab):
        if not RoundsTab.objectName():
            RoundsTab.setObjectName(u"RoundsTab")
        self.mainLayout = QHBoxLayout(RoundsTab)
        self.mainLayout.setObjectName(u"mainLayout")
        self.splitter = QSplitter(RoundsTab)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.roundsPane = QWidget(self.splitter)
        self.roundsPane.setObjectName(u"roundsPane")
        self.roundsLayout = QVBoxLayout(self.roundsPane)
        self.roundsLayout.setObjectName(u"roundsLayout")
        self.roundsLayout.setContentsMargins(0, 0, 0, 0)
        self.roundsLabel = QLabel(self.roundsPane)
        self.roundsLabel.setObjectName(u"roundsLabel")

        self.roundsLayout.addWidget(self.roundsLabel)

        self.roundsView = QTableView(self.roundsPane)
        self.roundsView.setObjectName(u"roundsView")
        self.roundsView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.roundsView.setSelectionMode(QAbstractItemView.SingleSelection)
        self.roundsView.setAlternatingRowColors(True)

        self.roundsLayout.addWidget(self.roundsView)

        self.constraintsButton = QPushButton(self.roundsPane)
        self.constraintsButton.setObjectName(u"constraintsButton")

        self.roundsLayout.addWidget(self.constraintsButton)

        self.constraintsLabel = QLabel(self.roundsPane)
        self.constraintsLabel.setObjectName(u"constraintsLabel")
        self.constraintsLabel.setWordWrap(True)
        self.constraintsLabel.setText(u"")

        self.roundsLayout.addWidget(self.constraintsLabel)

        self.splitter.addWidget(self.roundsPane)
        self.drawPane = QWidget(self.splitter)
        self.drawPane.setObjectName(u"drawPane")
        self.drawLayout = QVBoxLayout(self.drawPane)
        self.drawLayout.setObjectName(u"drawLayout")
        self.drawLayout.setContentsMargins(0, 0, 0, 0)
        self.roundTitle = QLabel(self.drawPane)
        self.roundTitle.setObjectName(u"roundTitle")
        self.roundTitle.setStyleSheet(u"font-size: 14pt; font-weight: bold;")
        self.roundTitle.setText(u"")

        self.drawLayout.addWidget(self.roundTitle)

        self.drawButtons = QHBoxLayout()
        self.drawButtons.setObjectName(u"drawButtons")
        self.seedLabel = QLabel(self.drawPane)
        self.seedLabel.setObjectName(u"seedLabel")

        self.drawButtons.addWidget(self.seedLabel)

        self.seedEdit = QLineEdit(self.drawPane)
        self.seedEdit.setObjectName(u"seedEdit")
        self.seedEdit.setMaximumWidth(120)

        self.drawButtons.addWidget(self.seedEdit)

        self.drawButton = QPushButton(self.drawPane)
        self.drawButton.setObjectName(u"drawButton")

        self.drawButtons.addWidget(self.drawButton)

        self.redrawButton = QPushButton(self.drawPane)
        self.redrawButton.setObjectName(u"redrawButton")

        self.drawButtons.addWidget(self.redrawButton)

        self.saveButton = QPushButton(self.drawPane)
        self.saveButton.setObjectName(u"saveButton")

        self.drawButtons.addWidget(self.saveButton)

        self.swapButton = QPushButton(self.drawPane)
        self.swapButton.setObjectName(u"swapButton")

        self.drawButtons.addWidget(self.swapButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.drawButtons.addItem(self.buttonsSpacer)

        self.drawAllButton = QPushButton(self.drawPane)
        self.drawAllButton.setObjectName(u"drawAllButton")

        self.drawButtons.addWidget(self.drawAllButton)

        self.redrawUnplayedButton = QPushButton(self.drawPane)
        self.redrawUnplayedButton.setObjectName(u"redrawUnplayedButton")

        self.drawButtons.addWidget(self.redrawUnplayedButton)

        self.sheetsButton = QPushButton(self.drawPane)
        self.sheetsButton.setObjectName(u"sheetsButton")

        self.drawButtons.addWidget(self.sheetsButton)


        self.drawLayout.addLayout(self.drawButtons)

        self.stateLabel = QLabel(self.drawPane)
        self.stateLabel.setObjectName(u"stateLabel")
        self.stateLabel.setWordWrap(True)
        self.stateLabel.setText(u"")

        self.drawLayout.addWidget(self.stateLabel)

        self.drawSplitter = QSplitter(self.drawPane)
        self.drawSplitter.setObjectName(u"drawSplitter")
        self.drawSplitter.setOrientation(Qt.Vertical)
        self.gridPane = QWidget(self.drawSplitter)
        self.gridPane.setObjectName(u"gridPane")
        self.seatsLayout = QVBoxLayout(self.gridPane)
        self.seatsLayout.setObjectName(u"seatsLayout")
        self.seatsLayout.setContentsMargins(0, 0, 0, 0)
        self.gridView = QTableView(self.gridPane)
        self.gridView.setObjectName(u"gridView")
        self.gridView.setSelectionMode(QAbstractItemView.SingleSelection)
        self.gridView.setDragEnabled(True)
        self.gridView.setDragDropMode(QAbstractItemView.DragDrop)
        self.gridView.setDefaultDropAction(Qt.MoveAction)
        self.gridView.setProperty(u"showDropIndicator", True)

        self.seatsLayout.addWidget(self.gridView)

        self.benchLabel = QLabel(self.gridPane)
        self.benchLabel.setObjectName(u"benchLabel")
        self.benchLabel.setWordWrap(True)
        self.benchLabel.setText(u"")

        self.seatsLayout.addWidget(self.benchLabel)

        self.seatsLayout.setStretch(0, 1)
        self.drawSplitter.addWidget(self.gridPane)
        self.bottomPane = QWidget(self.drawSplitter)
        self.bottomPane.setObjectName(u"bottomPane")
        self.bottomLayout = QHBoxLayout(self.bottomPane)
        self.bottomLayout.setObjectName(u"bottomLayout")
        self.bottomLayout.setContentsMargins(0, 0, 0, 0)
        self.qualityBox = QGroupBox(self.bottomPane)
        self.qualityBox.setObjectName(u"qualityBox")
        self.qualityLayout = QVBoxLayout(self.qualityBox)
        self.qualityLayout.setObjectName(u"qualityLayout")
        self.qualityView = QTableView(self.qualityBox)
        self.qualityView.setObjectName(u"qualityView")
        self.qualityView.setSelectionMode(QAbstractItemView.NoSelection)
        self.qualityView.setAlternatingRowColors(True)

        self.qualityLayout.addWidget(self.qualityView)


        self.bottomLayout.addWidget(self.qualityBox)

        self.boardBox = QGroupBox(self.bottomPane)
        self.boardBox.setObjectName(u"boardBox")
        self.boardLayout = QVBoxLayout(self.boardBox)
        self.boardLayout.setObjectName(u"boardLayout")

        self.bottomLayout.addWidget(self.boardBox)

        self.bottomLayout.setStretch(1, 1)
        self.drawSplitter.addWidget(self.bottomPane)

        self.drawLayout.addWidget(self.drawSplitter)

        self.messageLabel = QLabel(self.drawPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)
        self.messageLabel.setText(u"")

        self.drawLayout.addWidget(self.messageLabel)

        self.splitter.addWidget(self.drawPane)

        self.mainLayout.addWidget(self.splitter)

#if QT_CONFIG(shortcut)
        self.roundsLabel.setBuddy(self.roundsView)
        self.seedLabel.setBuddy(self.seedEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(RoundsTab)

        QMetaObject.connectSlotsByName(RoundsTab)
    # setupUi

    def retranslateUi(self, RoundsTab):
        self.roundsLabel.setText(QCoreApplication.translate("RoundsTab", u"&Rounds of every stage", None))
        self.constraintsButton.setText(QCoreApplication.translate("RoundsTab", u"&Constraints\u2026", None))
#if QT_CONFIG(tooltip)
        self.constraintsButton.setToolTip(QCoreApplication.translate("RoundsTab", u"Club-mates and named pairs apart in the first rounds, judge-players sitting out the rounds they judge", None))
#endif // QT_CONFIG(tooltip)
        self.seedLabel.setText(QCoreApplication.translate("RoundsTab", u"S&eed", None))
        self.seedEdit.setPlaceholderText(QCoreApplication.translate("RoundsTab", u"random", None))
#if QT_CONFIG(tooltip)
        self.seedEdit.setToolTip(QCoreApplication.translate("RoundsTab", u"The same seed gives the same draw; leave it empty for a random one", None))
#endif // QT_CONFIG(tooltip)
        self.drawButton.setText(QCoreApplication.translate("RoundsTab", u"&Draw", None))
        self.redrawButton.setText(QCoreApplication.translate("RoundsTab", u"Re-dra&w", None))
#if QT_CONFIG(tooltip)
        self.redrawButton.setToolTip(QCoreApplication.translate("RoundsTab", u"Draw again with a new random seed", None))
#endif // QT_CONFIG(tooltip)
        self.saveButton.setText(QCoreApplication.translate("RoundsTab", u"&Save draw", None))
        self.swapButton.setText(QCoreApplication.translate("RoundsTab", u"S&wap\u2026", None))
        self.drawAllButton.setText(QCoreApplication.translate("RoundsTab", u"Draw &all rounds\u2026", None))
#if QT_CONFIG(tooltip)
        self.drawAllButton.setToolTip(QCoreApplication.translate("RoundsTab", u"Every random round of the stage with no game yet, drawn together: the whole stage balanced (a fresh stage comes from the schedule library)", None))
#endif // QT_CONFIG(tooltip)
        self.redrawUnplayedButton.setText(QCoreApplication.translate("RoundsTab", u"Re-draw &unplayed rounds\u2026", None))
#if QT_CONFIG(tooltip)
        self.redrawUnplayedButton.setToolTip(QCoreApplication.translate("RoundsTab", u"After a dropout: every drawn round with no game yet is drawn again, the played rounds as history", None))
#endif // QT_CONFIG(tooltip)
        self.sheetsButton.setText(QCoreApplication.translate("RoundsTab", u"Seating s&heets PDF\u2026", None))
#if QT_CONFIG(tooltip)
        self.gridView.setToolTip(QCoreApplication.translate("RoundsTab", u"Drag a name onto another to swap the two players", None))
#endif // QT_CONFIG(tooltip)
        self.qualityBox.setTitle(QCoreApplication.translate("RoundsTab", u"Quality figures", None))
#if QT_CONFIG(tooltip)
        self.qualityView.setToolTip(QCoreApplication.translate("RoundsTab", u"Each figure beside its proven lower bound: a value at its bound cannot be improved", None))
#endif // QT_CONFIG(tooltip)
        self.boardBox.setTitle(QCoreApplication.translate("RoundsTab", u"Round board", None))
        pass
    # retranslateUi


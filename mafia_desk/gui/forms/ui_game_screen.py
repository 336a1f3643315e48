# ui-sha256: b68ec0e7b86c7b56bbd03084a5f7d40c205d23d230794c34f297c5d3bb2079bc (ui/game_screen.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'game_screen.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QFrame, QGridLayout,
    QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QPushButton, QSizePolicy, QSpacerItem, QTableView,
    QVBoxLayout, QWidget)

from mafia_desk.gui.ballot_strip import BallotStrip
from mafia_desk.gui.wrap_label import WrapLabel

class Ui_GameScreen(object):
    def setupUi(self, GameScreen):
        if not GameScreen.objectName():
            GameScreen.setObjectName(u"GameScreen")
        GameScreen.resize(1280, 760)
        self.screenLayout = QVBoxLayout(GameScreen)
        self.screenLayout.setObjectName(u"screenLayout")
        self.headerLayout = QHBoxLayout()
        self.headerLayout.setObjectName(u"headerLayout")
        self.headerLabel = QLabel(GameScreen)
        self.headerLabel.setObjectName(u"headerLabel")
        font = QFont()
        font.setPointSize(16)
        font.setBold(True)
        self.headerLabel.setFont(font)
        self.headerLabel.setText(u"-")

        self.headerLayout.addWidget(self.headerLabel)

        self.headerSpacer = QSpacerItem(40, 20, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerLayout.addItem(self.headerSpacer)

        self.revealButton = QPushButton(GameScreen)
        self.revealButton.setObjectName(u"revealButton")
        self.revealButton.setFocusPolicy(Qt.NoFocus)
        self.revealButton.setCheckable(True)

        self.headerLayout.addWidget(self.revealButton)

        self.protocolButton = QPushButton(GameScreen)
        self.protocolButton.setObjectName(u"protocolButton")
        self.protocolButton.setFocusPolicy(Qt.NoFocus)

        self.headerLayout.addWidget(self.protocolButton)


        self.screenLayout.addLayout(self.headerLayout)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.seatTable = QTableView(GameScreen)
        self.seatTable.setObjectName(u"seatTable")
        self.seatTable.setFocusPolicy(Qt.NoFocus)
        self.seatTable.setSelectionMode(QAbstractItemView.NoSelection)
        self.seatTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        font1 = QFont()
        font1.setPointSize(13)
        self.seatTable.setFont(font1)

        self.bodyLayout.addWidget(self.seatTable)

        self.phasePanel = QFrame(GameScreen)
        self.phasePanel.setObjectName(u"phasePanel")
        self.phasePanel.setFrameShape(QFrame.StyledPanel)
        self.phaseLayout = QVBoxLayout(self.phasePanel)
        self.phaseLayout.setObjectName(u"phaseLayout")
        self.phaseTitle = WrapLabel(self.phasePanel)
        self.phaseTitle.setObjectName(u"phaseTitle")
        font2 = QFont()
        font2.setPointSize(15)
        font2.setBold(True)
        self.phaseTitle.setFont(font2)
        self.phaseTitle.setWordWrap(True)
        self.phaseTitle.setText(u"-")

        self.phaseLayout.addWidget(self.phaseTitle)

        self.timerLabel = QLabel(self.phasePanel)
        self.timerLabel.setObjectName(u"timerLabel")
        self.timerLabel.setAlignment(Qt.AlignCenter)
        self.timerLabel.setText(u"1:00")

        self.phaseLayout.addWidget(self.timerLabel)

        self.timerButtons = QHBoxLayout()
        self.timerButtons.setObjectName(u"timerButtons")
        self.timerStartButton = QPushButton(self.phasePanel)
        self.timerStartButton.setObjectName(u"timerStartButton")
        self.timerStartButton.setFocusPolicy(Qt.NoFocus)

        self.timerButtons.addWidget(self.timerStartButton)

        self.timerResetButton = QPushButton(self.phasePanel)
        self.timerResetButton.setObjectName(u"timerResetButton")
        self.timerResetButton.setFocusPolicy(Qt.NoFocus)

        self.timerButtons.addWidget(self.timerResetButton)

        self.timerMinusButton = QPushButton(self.phasePanel)
        self.timerMinusButton.setObjectName(u"timerMinusButton")
        self.timerMinusButton.setFocusPolicy(Qt.NoFocus)

        self.timerButtons.addWidget(self.timerMinusButton)

        self.timerPlusButton = QPushButton(self.phasePanel)
        self.timerPlusButton.setObjectName(u"timerPlusButton")
        self.timerPlusButton.setFocusPolicy(Qt.NoFocus)

        self.timerButtons.addWidget(self.timerPlusButton)


        self.phaseLayout.addLayout(self.timerButtons)

        self.phaseHint = WrapLabel(self.phasePanel)
        self.phaseHint.setObjectName(u"phaseHint")
        self.phaseHint.setWordWrap(True)
        self.phaseHint.setText(u"-")

        self.phaseLayout.addWidget(self.phaseHint)

        self.seatBox = QGroupBox(self.phasePanel)
        self.seatBox.setObjectName(u"seatBox")
        self.seatGrid = QGridLayout(self.seatBox)
        self.seatGrid.setObjectName(u"seatGrid")
        self.seatButton1 = QPushButton(self.seatBox)
        self.seatButton1.setObjectName(u"seatButton1")
        self.seatButton1.setMinimumSize(QSize(56, 44))
        self.seatButton1.setFocusPolicy(Qt.NoFocus)
        self.seatButton1.setText(u"1")

        self.seatGrid.addWidget(self.seatButton1, 0, 0, 1, 1)

        self.seatButton2 = QPushButton(self.seatBox)
        self.seatButton2.setObjectName(u"seatButton2")
        self.seatButton2.setMinimumSize(QSize(56, 44))
        self.seatButton2.setFocusPolicy(Qt.NoFocus)
        self.seatButton2.setText(u"2")

        self.seatGrid.addWidget(self.seatButton2, 0, 1, 1, 1)

        self.seatButton3 = QPushButton(self.seatBox)
        self.seatButton3.setObjectName(u"seatButton3")
        self.seatButton3.setMinimumSize(QSize(56, 44))
        self.seatButton3.setFocusPolicy(Qt.NoFocus)
        self.seatButton3.setText(u"3")

        self.seatGrid.addWidget(self.seatButton3, 0, 2, 1, 1)

        self.seatButton4 = QPushButton(self.seatBox)
        self.seatButton4.setObjectName(u"seatButton4")
        self.seatButton4.setMinimumSize(QSize(56, 44))
        self.seatButton4.setFocusPolicy(Qt.NoFocus)
        self.seatButton4.setText(u"4")

        self.seatGrid.addWidget(self.seatButton4, 0, 3, 1, 1)

        self.seatButton5 = QPushButton(self.seatBox)
        self.seatButton5.setObjectName(u"seatButton5")
        self.seatButton5.setMinimumSize(QSize(56, 44))
        self.seatButton5.setFocusPolicy(Qt.NoFocus)
        self.seatButton5.setText(u"5")

        self.seatGrid.addWidget(self.seatButton5, 0, 4, 1, 1)

        self.seatButton6 = QPushButton(self.seatBox)
        self.seatButton6.setObjectName(u"seatButton6")
        self.seatButton6.setMinimumSize(QSize(56, 44))
        self.seatButton6.setFocusPolicy(Qt.NoFocus)
        self.seatButton6.setText(u"6")

        self.seatGrid.addWidget(self.seatButton6, 1, 0, 1, 1)

        self.seatButton7 = QPushButton(self.seatBox)
        self.seatButton7.setObjectName(u"seatButton7")
        self.seatButton7.setMinimumSize(QSize(56, 44))
        self.seatButton7.setFocusPolicy(Qt.NoFocus)
        self.seatButton7.setText(u"7")

        self.seatGrid.addWidget(self.seatButton7, 1, 1, 1, 1)

        self.seatButton8 = QPushButton(self.seatBox)
        self.seatButton8.setObjectName(u"seatButton8")
        self.seatButton8.setMinimumSize(QSize(56, 44))
        self.seatButton8.setFocusPolicy(Qt.NoFocus)
        self.seatButton8.setText(u"8")

        self.seatGrid.addWidget(self.seatButton8, 1, 2, 1, 1)

        self.seatButton9 = QPushButton(self.seatBox)
        self.seatButton9.setObjectName(u"seatButton9")
        self.seatButton9.setMinimumSize(QSize(56, 44))
        self.seatButton9.setFocusPolicy(Qt.NoFocus)
        self.seatButton9.setText(u"9")

        self.seatGrid.addWidget(self.seatButton9, 1, 3, 1, 1)

        self.seatButton10 = QPushButton(self.seatBox)
        self.seatButton10.setObjectName(u"seatButton10")
        self.seatButton10.setMinimumSize(QSize(56, 44))
        self.seatButton10.setFocusPolicy(Qt.NoFocus)
        self.seatButton10.setText(u"10")

        self.seatGrid.addWidget(self.seatButton10, 1, 4, 1, 1)


        self.phaseLayout.addWidget(self.seatBox)

        self.choiceButtons = QHBoxLayout()
        self.choiceButtons.setObjectName(u"choiceButtons")
        self.noneButton = QPushButton(self.phasePanel)
        self.noneButton.setObjectName(u"noneButton")
        self.noneButton.setFocusPolicy(Qt.NoFocus)

        self.choiceButtons.addWidget(self.noneButton)

        self.allRestButton = QPushButton(self.phasePanel)
        self.allRestButton.setObjectName(u"allRestButton")
        self.allRestButton.setFocusPolicy(Qt.NoFocus)

        self.choiceButtons.addWidget(self.allRestButton)

        self.nextButton = QPushButton(self.phasePanel)
        self.nextButton.setObjectName(u"nextButton")
        self.nextButton.setFocusPolicy(Qt.NoFocus)

        self.choiceButtons.addWidget(self.nextButton)


        self.phaseLayout.addLayout(self.choiceButtons)

        self.ballotStrip = BallotStrip(self.phasePanel)
        self.ballotStrip.setObjectName(u"ballotStrip")

        self.phaseLayout.addWidget(self.ballotStrip)

        self.phaseSpacer = QSpacerItem(20, 20, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.phaseLayout.addItem(self.phaseSpacer)

        self.historyButtons = QHBoxLayout()
        self.historyButtons.setObjectName(u"historyButtons")
        self.undoButton = QPushButton(self.phasePanel)
        self.undoButton.setObjectName(u"undoButton")
        self.undoButton.setFocusPolicy(Qt.NoFocus)

        self.historyButtons.addWidget(self.undoButton)

        self.redoButton = QPushButton(self.phasePanel)
        self.redoButton.setObjectName(u"redoButton")
        self.redoButton.setFocusPolicy(Qt.NoFocus)

        self.historyButtons.addWidget(self.redoButton)

        self.judgeButton = QPushButton(self.phasePanel)
        self.judgeButton.setObjectName(u"judgeButton")
        self.judgeButton.setFocusPolicy(Qt.NoFocus)

        self.historyButtons.addWidget(self.judgeButton)


        self.phaseLayout.addLayout(self.historyButtons)


        self.bodyLayout.addWidget(self.phasePanel)

        self.bodyLayout.setStretch(0, 2)
        self.bodyLayout.setStretch(1, 1)

        self.screenLayout.addLayout(self.bodyLayout)

        self.queueLabel = WrapLabel(GameScreen)
        self.queueLabel.setObjectName(u"queueLabel")
        font3 = QFont()
        font3.setPointSize(12)
        self.queueLabel.setFont(font3)
        self.queueLabel.setWordWrap(True)
        self.queueLabel.setText(u"-")

        self.screenLayout.addWidget(self.queueLabel)

        self.hostWordsLabel = WrapLabel(GameScreen)
        self.hostWordsLabel.setObjectName(u"hostWordsLabel")
        font4 = QFont()
        font4.setPointSize(14)
        font4.setItalic(True)
        self.hostWordsLabel.setFont(font4)
        self.hostWordsLabel.setWordWrap(True)
        self.hostWordsLabel.setText(u"-")

        self.screenLayout.addWidget(self.hostWordsLabel)

        self.statusLine = WrapLabel(GameScreen)
        self.statusLine.setObjectName(u"statusLine")
        self.statusLine.setWordWrap(True)
        self.statusLine.setText(u"-")

        self.screenLayout.addWidget(self.statusLine)

        self.keyHintsLabel = WrapLabel(GameScreen)
        self.keyHintsLabel.setObjectName(u"keyHintsLabel")
        self.keyHintsLabel.setWordWrap(True)
        self.keyHintsLabel.setText(u"-")

        self.screenLayout.addWidget(self.keyHintsLabel)


        self.retranslateUi(GameScreen)

        QMetaObject.connectSlotsByName(GameScreen)
    # setupUi

    def retranslateUi(self, GameScreen):
        self.revealButton.setText(QCoreApplication.translate("GameScreen", u"Show roles (R)", None))
        self.protocolButton.setText(QCoreApplication.translate("GameScreen", u"Protocol (Ctrl+P)", None))
        self.timerStartButton.setText(QCoreApplication.translate("GameScreen", u"Start (Space)", None))
        self.timerResetButton.setText(QCoreApplication.translate("GameScreen", u"Reset (T)", None))
        self.timerMinusButton.setText(QCoreApplication.translate("GameScreen", u"\u221210 s (Down)", None))
        self.timerPlusButton.setText(QCoreApplication.translate("GameScreen", u"+10 s (Up)", None))
        self.seatBox.setTitle(QCoreApplication.translate("GameScreen", u"Seats", None))
        self.noneButton.setText(QCoreApplication.translate("GameScreen", u"None / miss (\u2212)", None))
        self.allRestButton.setText(QCoreApplication.translate("GameScreen", u"All remaining (+)", None))
        self.nextButton.setText(QCoreApplication.translate("GameScreen", u"Next (Enter)", None))
        self.undoButton.setText(QCoreApplication.translate("GameScreen", u"Undo (Backspace)", None))
        self.redoButton.setText(QCoreApplication.translate("GameScreen", u"Redo (Ctrl+Shift+Z)", None))
        self.judgeButton.setText(QCoreApplication.translate("GameScreen", u"Judge's decision\u2026", None))
        pass
    # retranslateUi


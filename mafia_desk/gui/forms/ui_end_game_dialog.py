# ui-sha256: e090e816db8561baba6b2869b9fca88d3660feea1423e98a1f1a65e5a1e7df64 (ui/end_game_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'end_game_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QFormLayout, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QPushButton, QSizePolicy, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_EndGameDialog(object):
    def setupUi(self, EndGameDialog):
        if not EndGameDialog.objectName():
            EndGameDialog.setObjectName(u"EndGameDialog")
        EndGameDialog.setMinimumSize(QSize(720, 560))
        self.layout = QVBoxLayout(EndGameDialog)
        self.layout.setObjectName(u"layout")
        self.winnerLabel = QLabel(EndGameDialog)
        self.winnerLabel.setObjectName(u"winnerLabel")
        self.winnerLabel.setStyleSheet(u"font-size: 16pt; font-weight: bold;")
        self.winnerLabel.setWordWrap(True)
        self.winnerLabel.setText(u"-")

        self.layout.addWidget(self.winnerLabel)

        self.bonusLabel = QLabel(EndGameDialog)
        self.bonusLabel.setObjectName(u"bonusLabel")

        self.layout.addWidget(self.bonusLabel)

        self.bonusTable = QTableWidget(EndGameDialog)
        self.bonusTable.setObjectName(u"bonusTable")
        self.bonusTable.setColumnCount(3)

        self.layout.addWidget(self.bonusTable)

        self.bonusButtons = QHBoxLayout()
        self.bonusButtons.setObjectName(u"bonusButtons")
        self.addBonusButton = QPushButton(EndGameDialog)
        self.addBonusButton.setObjectName(u"addBonusButton")

        self.bonusButtons.addWidget(self.addBonusButton)

        self.removeBonusButton = QPushButton(EndGameDialog)
        self.removeBonusButton.setObjectName(u"removeBonusButton")

        self.bonusButtons.addWidget(self.removeBonusButton)


        self.layout.addLayout(self.bonusButtons)

        self.penaltyLabel = QLabel(EndGameDialog)
        self.penaltyLabel.setObjectName(u"penaltyLabel")

        self.layout.addWidget(self.penaltyLabel)

        self.penaltyTable = QTableWidget(EndGameDialog)
        self.penaltyTable.setObjectName(u"penaltyTable")
        self.penaltyTable.setColumnCount(3)

        self.layout.addWidget(self.penaltyTable)

        self.penaltyButtons = QHBoxLayout()
        self.penaltyButtons.setObjectName(u"penaltyButtons")
        self.addPenaltyButton = QPushButton(EndGameDialog)
        self.addPenaltyButton.setObjectName(u"addPenaltyButton")

        self.penaltyButtons.addWidget(self.addPenaltyButton)

        self.removePenaltyButton = QPushButton(EndGameDialog)
        self.removePenaltyButton.setObjectName(u"removePenaltyButton")

        self.penaltyButtons.addWidget(self.removePenaltyButton)


        self.layout.addLayout(self.penaltyButtons)

        self.signForm = QFormLayout()
        self.signForm.setObjectName(u"signForm")
        self.protestLabel = QLabel(EndGameDialog)
        self.protestLabel.setObjectName(u"protestLabel")

        self.signForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.protestLabel)

        self.protestEdit = QLineEdit(EndGameDialog)
        self.protestEdit.setObjectName(u"protestEdit")

        self.signForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.protestEdit)

        self.judgeLabel = QLabel(EndGameDialog)
        self.judgeLabel.setObjectName(u"judgeLabel")

        self.signForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.judgeLabel)

        self.judgeEdit = QLineEdit(EndGameDialog)
        self.judgeEdit.setObjectName(u"judgeEdit")

        self.signForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.judgeEdit)


        self.layout.addLayout(self.signForm)

        self.errorLabel = QLabel(EndGameDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(EndGameDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(EndGameDialog)

        QMetaObject.connectSlotsByName(EndGameDialog)
    # setupUi

    def retranslateUi(self, EndGameDialog):
        EndGameDialog.setWindowTitle(QCoreApplication.translate("EndGameDialog", u"End of the game", None))
        self.bonusLabel.setText(QCoreApplication.translate("EndGameDialog", u"Judge's extra points (seat, points, comment)", None))
        self.addBonusButton.setText(QCoreApplication.translate("EndGameDialog", u"Add extra points", None))
        self.removeBonusButton.setText(QCoreApplication.translate("EndGameDialog", u"Remove row", None))
        self.penaltyLabel.setText(QCoreApplication.translate("EndGameDialog", u"Penalties (seat, points \u2264 0, reason)", None))
        self.addPenaltyButton.setText(QCoreApplication.translate("EndGameDialog", u"Add a penalty", None))
        self.removePenaltyButton.setText(QCoreApplication.translate("EndGameDialog", u"Remove row", None))
        self.protestLabel.setText(QCoreApplication.translate("EndGameDialog", u"Protest", None))
        self.judgeLabel.setText(QCoreApplication.translate("EndGameDialog", u"Judge", None))
    # retranslateUi


# ui-sha256: d885051ec47320d413f7efe57a28f5788ffbf9c508a6fedf30a4bb4b0a25d5c7 (ui/quick_result_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'quick_result_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDialog,
    QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QPushButton, QSizePolicy, QSpacerItem, QSpinBox,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_QuickResultDialog(object):
    def setupUi(self, QuickResultDialog):
        if not QuickResultDialog.objectName():
            QuickResultDialog.setObjectName(u"QuickResultDialog")
        QuickResultDialog.setMinimumSize(QSize(1000, 780))
        self.layout = QVBoxLayout(QuickResultDialog)
        self.layout.setObjectName(u"layout")
        self.slotRow = QHBoxLayout()
        self.slotRow.setObjectName(u"slotRow")
        self.stageLabel = QLabel(QuickResultDialog)
        self.stageLabel.setObjectName(u"stageLabel")

        self.slotRow.addWidget(self.stageLabel)

        self.stageBox = QComboBox(QuickResultDialog)
        self.stageBox.setObjectName(u"stageBox")

        self.slotRow.addWidget(self.stageBox)

        self.roundLabel = QLabel(QuickResultDialog)
        self.roundLabel.setObjectName(u"roundLabel")

        self.slotRow.addWidget(self.roundLabel)

        self.roundBox = QSpinBox(QuickResultDialog)
        self.roundBox.setObjectName(u"roundBox")
        self.roundBox.setMinimum(1)
        self.roundBox.setMaximum(99)

        self.slotRow.addWidget(self.roundBox)

        self.tableLabel = QLabel(QuickResultDialog)
        self.tableLabel.setObjectName(u"tableLabel")

        self.slotRow.addWidget(self.tableLabel)

        self.tableBox = QSpinBox(QuickResultDialog)
        self.tableBox.setObjectName(u"tableBox")
        self.tableBox.setMinimum(1)
        self.tableBox.setMaximum(99)

        self.slotRow.addWidget(self.tableBox)

        self.sourceLabel = QLabel(QuickResultDialog)
        self.sourceLabel.setObjectName(u"sourceLabel")
        self.sourceLabel.setWordWrap(True)
        self.sourceLabel.setText(u"-")

        self.slotRow.addWidget(self.sourceLabel)

        self.slotSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.slotRow.addItem(self.slotSpacer)


        self.layout.addLayout(self.slotRow)

        self.columns = QHBoxLayout()
        self.columns.setObjectName(u"columns")
        self.seatsBox = QGroupBox(QuickResultDialog)
        self.seatsBox.setObjectName(u"seatsBox")
        self.seatsGrid = QGridLayout(self.seatsBox)
        self.seatsGrid.setObjectName(u"seatsGrid")
        self.seatLabel1 = QLabel(self.seatsBox)
        self.seatLabel1.setObjectName(u"seatLabel1")
        self.seatLabel1.setText(u"1")

        self.seatsGrid.addWidget(self.seatLabel1, 0, 0, 1, 1)

        self.playerBox1 = QComboBox(self.seatsBox)
        self.playerBox1.setObjectName(u"playerBox1")
        self.playerBox1.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox1, 0, 1, 1, 1)

        self.seatLabel2 = QLabel(self.seatsBox)
        self.seatLabel2.setObjectName(u"seatLabel2")
        self.seatLabel2.setText(u"2")

        self.seatsGrid.addWidget(self.seatLabel2, 1, 0, 1, 1)

        self.playerBox2 = QComboBox(self.seatsBox)
        self.playerBox2.setObjectName(u"playerBox2")
        self.playerBox2.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox2, 1, 1, 1, 1)

        self.seatLabel3 = QLabel(self.seatsBox)
        self.seatLabel3.setObjectName(u"seatLabel3")
        self.seatLabel3.setText(u"3")

        self.seatsGrid.addWidget(self.seatLabel3, 2, 0, 1, 1)

        self.playerBox3 = QComboBox(self.seatsBox)
        self.playerBox3.setObjectName(u"playerBox3")
        self.playerBox3.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox3, 2, 1, 1, 1)

        self.seatLabel4 = QLabel(self.seatsBox)
        self.seatLabel4.setObjectName(u"seatLabel4")
        self.seatLabel4.setText(u"4")

        self.seatsGrid.addWidget(self.seatLabel4, 3, 0, 1, 1)

        self.playerBox4 = QComboBox(self.seatsBox)
        self.playerBox4.setObjectName(u"playerBox4")
        self.playerBox4.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox4, 3, 1, 1, 1)

        self.seatLabel5 = QLabel(self.seatsBox)
        self.seatLabel5.setObjectName(u"seatLabel5")
        self.seatLabel5.setText(u"5")

        self.seatsGrid.addWidget(self.seatLabel5, 4, 0, 1, 1)

        self.playerBox5 = QComboBox(self.seatsBox)
        self.playerBox5.setObjectName(u"playerBox5")
        self.playerBox5.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox5, 4, 1, 1, 1)

        self.seatLabel6 = QLabel(self.seatsBox)
        self.seatLabel6.setObjectName(u"seatLabel6")
        self.seatLabel6.setText(u"6")

        self.seatsGrid.addWidget(self.seatLabel6, 5, 0, 1, 1)

        self.playerBox6 = QComboBox(self.seatsBox)
        self.playerBox6.setObjectName(u"playerBox6")
        self.playerBox6.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox6, 5, 1, 1, 1)

        self.seatLabel7 = QLabel(self.seatsBox)
        self.seatLabel7.setObjectName(u"seatLabel7")
        self.seatLabel7.setText(u"7")

        self.seatsGrid.addWidget(self.seatLabel7, 6, 0, 1, 1)

        self.playerBox7 = QComboBox(self.seatsBox)
        self.playerBox7.setObjectName(u"playerBox7")
        self.playerBox7.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox7, 6, 1, 1, 1)

        self.seatLabel8 = QLabel(self.seatsBox)
        self.seatLabel8.setObjectName(u"seatLabel8")
        self.seatLabel8.setText(u"8")

        self.seatsGrid.addWidget(self.seatLabel8, 7, 0, 1, 1)

        self.playerBox8 = QComboBox(self.seatsBox)
        self.playerBox8.setObjectName(u"playerBox8")
        self.playerBox8.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox8, 7, 1, 1, 1)

        self.seatLabel9 = QLabel(self.seatsBox)
        self.seatLabel9.setObjectName(u"seatLabel9")
        self.seatLabel9.setText(u"9")

        self.seatsGrid.addWidget(self.seatLabel9, 8, 0, 1, 1)

        self.playerBox9 = QComboBox(self.seatsBox)
        self.playerBox9.setObjectName(u"playerBox9")
        self.playerBox9.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox9, 8, 1, 1, 1)

        self.seatLabel10 = QLabel(self.seatsBox)
        self.seatLabel10.setObjectName(u"seatLabel10")
        self.seatLabel10.setText(u"10")

        self.seatsGrid.addWidget(self.seatLabel10, 9, 0, 1, 1)

        self.playerBox10 = QComboBox(self.seatsBox)
        self.playerBox10.setObjectName(u"playerBox10")
        self.playerBox10.setMinimumWidth(220)

        self.seatsGrid.addWidget(self.playerBox10, 9, 1, 1, 1)

        self.seatsGrid.setColumnStretch(1, 1)

        self.columns.addWidget(self.seatsBox)

        self.resultColumn = QVBoxLayout()
        self.resultColumn.setObjectName(u"resultColumn")
        self.resultBox = QGroupBox(QuickResultDialog)
        self.resultBox.setObjectName(u"resultBox")
        self.resultForm = QFormLayout(self.resultBox)
        self.resultForm.setObjectName(u"resultForm")
        self.donLabel = QLabel(self.resultBox)
        self.donLabel.setObjectName(u"donLabel")

        self.resultForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.donLabel)

        self.donBox = QSpinBox(self.resultBox)
        self.donBox.setObjectName(u"donBox")
        self.donBox.setMinimum(1)
        self.donBox.setMaximum(10)

        self.resultForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.donBox)

        self.mafiaLabel = QLabel(self.resultBox)
        self.mafiaLabel.setObjectName(u"mafiaLabel")

        self.resultForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.mafiaLabel)

        self.mafiaRow = QHBoxLayout()
        self.mafiaRow.setObjectName(u"mafiaRow")
        self.mafia1Box = QSpinBox(self.resultBox)
        self.mafia1Box.setObjectName(u"mafia1Box")
        self.mafia1Box.setMinimum(1)
        self.mafia1Box.setMaximum(10)

        self.mafiaRow.addWidget(self.mafia1Box)

        self.mafia2Box = QSpinBox(self.resultBox)
        self.mafia2Box.setObjectName(u"mafia2Box")
        self.mafia2Box.setMinimum(1)
        self.mafia2Box.setMaximum(10)

        self.mafiaRow.addWidget(self.mafia2Box)


        self.resultForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.mafiaRow)

        self.sheriffLabel = QLabel(self.resultBox)
        self.sheriffLabel.setObjectName(u"sheriffLabel")

        self.resultForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.sheriffLabel)

        self.sheriffBox = QSpinBox(self.resultBox)
        self.sheriffBox.setObjectName(u"sheriffBox")
        self.sheriffBox.setMinimum(1)
        self.sheriffBox.setMaximum(10)

        self.resultForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.sheriffBox)

        self.winnerLabel = QLabel(self.resultBox)
        self.winnerLabel.setObjectName(u"winnerLabel")

        self.resultForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.winnerLabel)

        self.winnerBox = QComboBox(self.resultBox)
        self.winnerBox.setObjectName(u"winnerBox")

        self.resultForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.winnerBox)

        self.endedLabel = QLabel(self.resultBox)
        self.endedLabel.setObjectName(u"endedLabel")

        self.resultForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.endedLabel)

        self.endedBox = QComboBox(self.resultBox)
        self.endedBox.setObjectName(u"endedBox")

        self.resultForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.endedBox)

        self.reasonLabel = QLabel(self.resultBox)
        self.reasonLabel.setObjectName(u"reasonLabel")

        self.resultForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.reasonLabel)

        self.reasonEdit = QLineEdit(self.resultBox)
        self.reasonEdit.setObjectName(u"reasonEdit")

        self.resultForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.reasonEdit)

        self.shotLabel = QLabel(self.resultBox)
        self.shotLabel.setObjectName(u"shotLabel")

        self.resultForm.setWidget(6, QFormLayout.ItemRole.LabelRole, self.shotLabel)

        self.shotBox = QSpinBox(self.resultBox)
        self.shotBox.setObjectName(u"shotBox")
        self.shotBox.setMinimum(0)
        self.shotBox.setMaximum(10)

        self.resultForm.setWidget(6, QFormLayout.ItemRole.FieldRole, self.shotBox)

        self.bestLabel = QLabel(self.resultBox)
        self.bestLabel.setObjectName(u"bestLabel")

        self.resultForm.setWidget(7, QFormLayout.ItemRole.LabelRole, self.bestLabel)

        self.bestRow = QHBoxLayout()
        self.bestRow.setObjectName(u"bestRow")
        self.bestSeatBox = QSpinBox(self.resultBox)
        self.bestSeatBox.setObjectName(u"bestSeatBox")
        self.bestSeatBox.setMinimum(0)
        self.bestSeatBox.setMaximum(10)

        self.bestRow.addWidget(self.bestSeatBox)

        self.guessLabel = QLabel(self.resultBox)
        self.guessLabel.setObjectName(u"guessLabel")

        self.bestRow.addWidget(self.guessLabel)

        self.guess1Box = QSpinBox(self.resultBox)
        self.guess1Box.setObjectName(u"guess1Box")
        self.guess1Box.setMinimum(1)
        self.guess1Box.setMaximum(10)

        self.bestRow.addWidget(self.guess1Box)

        self.guess2Box = QSpinBox(self.resultBox)
        self.guess2Box.setObjectName(u"guess2Box")
        self.guess2Box.setMinimum(1)
        self.guess2Box.setMaximum(10)

        self.bestRow.addWidget(self.guess2Box)

        self.guess3Box = QSpinBox(self.resultBox)
        self.guess3Box.setObjectName(u"guess3Box")
        self.guess3Box.setMinimum(1)
        self.guess3Box.setMaximum(10)

        self.bestRow.addWidget(self.guess3Box)


        self.resultForm.setLayout(7, QFormLayout.ItemRole.FieldRole, self.bestRow)


        self.resultColumn.addWidget(self.resultBox)

        self.extrasBox = QGroupBox(QuickResultDialog)
        self.extrasBox.setObjectName(u"extrasBox")
        self.extrasLayout = QVBoxLayout(self.extrasBox)
        self.extrasLayout.setObjectName(u"extrasLayout")
        self.marksLabel = QLabel(self.extrasBox)
        self.marksLabel.setObjectName(u"marksLabel")

        self.extrasLayout.addWidget(self.marksLabel)

        self.marksTable = QTableWidget(self.extrasBox)
        self.marksTable.setObjectName(u"marksTable")
        self.marksTable.setColumnCount(3)
        self.marksTable.setMinimumHeight(100)

        self.extrasLayout.addWidget(self.marksTable)

        self.marksTableButtons = QHBoxLayout()
        self.marksTableButtons.setObjectName(u"marksTableButtons")
        self.addMarkButton = QPushButton(self.extrasBox)
        self.addMarkButton.setObjectName(u"addMarkButton")

        self.marksTableButtons.addWidget(self.addMarkButton)

        self.removeMarkButton = QPushButton(self.extrasBox)
        self.removeMarkButton.setObjectName(u"removeMarkButton")

        self.marksTableButtons.addWidget(self.removeMarkButton)

        self.marksTableSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.marksTableButtons.addItem(self.marksTableSpacer)


        self.extrasLayout.addLayout(self.marksTableButtons)

        self.bonusLabel = QLabel(self.extrasBox)
        self.bonusLabel.setObjectName(u"bonusLabel")

        self.extrasLayout.addWidget(self.bonusLabel)

        self.bonusTable = QTableWidget(self.extrasBox)
        self.bonusTable.setObjectName(u"bonusTable")
        self.bonusTable.setColumnCount(3)
        self.bonusTable.setMinimumHeight(100)

        self.extrasLayout.addWidget(self.bonusTable)

        self.bonusTableButtons = QHBoxLayout()
        self.bonusTableButtons.setObjectName(u"bonusTableButtons")
        self.addBonusButton = QPushButton(self.extrasBox)
        self.addBonusButton.setObjectName(u"addBonusButton")

        self.bonusTableButtons.addWidget(self.addBonusButton)

        self.removeBonusButton = QPushButton(self.extrasBox)
        self.removeBonusButton.setObjectName(u"removeBonusButton")

        self.bonusTableButtons.addWidget(self.removeBonusButton)

        self.bonusTableSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.bonusTableButtons.addItem(self.bonusTableSpacer)


        self.extrasLayout.addLayout(self.bonusTableButtons)

        self.removalTable = QTableWidget(self.extrasBox)
        self.removalTable.setObjectName(u"removalTable")
        self.removalTable.setColumnCount(2)
        self.removalTable.setMinimumHeight(100)

        self.extrasLayout.addWidget(self.removalTable)

        self.removalTableButtons = QHBoxLayout()
        self.removalTableButtons.setObjectName(u"removalTableButtons")
        self.addRemovalButton = QPushButton(self.extrasBox)
        self.addRemovalButton.setObjectName(u"addRemovalButton")

        self.removalTableButtons.addWidget(self.addRemovalButton)

        self.removeRemovalButton = QPushButton(self.extrasBox)
        self.removeRemovalButton.setObjectName(u"removeRemovalButton")

        self.removalTableButtons.addWidget(self.removeRemovalButton)

        self.removalTableSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.removalTableButtons.addItem(self.removalTableSpacer)


        self.extrasLayout.addLayout(self.removalTableButtons)

        self.penaltyTable = QTableWidget(self.extrasBox)
        self.penaltyTable.setObjectName(u"penaltyTable")
        self.penaltyTable.setColumnCount(3)
        self.penaltyTable.setMinimumHeight(100)

        self.extrasLayout.addWidget(self.penaltyTable)

        self.penaltyTableButtons = QHBoxLayout()
        self.penaltyTableButtons.setObjectName(u"penaltyTableButtons")
        self.addPenaltyButton = QPushButton(self.extrasBox)
        self.addPenaltyButton.setObjectName(u"addPenaltyButton")

        self.penaltyTableButtons.addWidget(self.addPenaltyButton)

        self.removePenaltyButton = QPushButton(self.extrasBox)
        self.removePenaltyButton.setObjectName(u"removePenaltyButton")

        self.penaltyTableButtons.addWidget(self.removePenaltyButton)

        self.penaltyTableSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.penaltyTableButtons.addItem(self.penaltyTableSpacer)


        self.extrasLayout.addLayout(self.penaltyTableButtons)


        self.resultColumn.addWidget(self.extrasBox)


        self.columns.addLayout(self.resultColumn)


        self.layout.addLayout(self.columns)

        self.correctionBox = QGroupBox(QuickResultDialog)
        self.correctionBox.setObjectName(u"correctionBox")
        self.correctionForm = QFormLayout(self.correctionBox)
        self.correctionForm.setObjectName(u"correctionForm")
        self.whyLabel = QLabel(self.correctionBox)
        self.whyLabel.setObjectName(u"whyLabel")

        self.correctionForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.whyLabel)

        self.whyEdit = QLineEdit(self.correctionBox)
        self.whyEdit.setObjectName(u"whyEdit")

        self.correctionForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.whyEdit)

        self.judgeLabel = QLabel(self.correctionBox)
        self.judgeLabel.setObjectName(u"judgeLabel")

        self.correctionForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.judgeLabel)

        self.judgeEdit = QLineEdit(self.correctionBox)
        self.judgeEdit.setObjectName(u"judgeEdit")

        self.correctionForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.judgeEdit)


        self.layout.addWidget(self.correctionBox)

        self.errorLabel = QLabel(QuickResultDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(QuickResultDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.stageLabel.setBuddy(self.stageBox)
        self.roundLabel.setBuddy(self.roundBox)
        self.tableLabel.setBuddy(self.tableBox)
        self.donLabel.setBuddy(self.donBox)
        self.mafiaLabel.setBuddy(self.mafia1Box)
        self.sheriffLabel.setBuddy(self.sheriffBox)
        self.winnerLabel.setBuddy(self.winnerBox)
        self.endedLabel.setBuddy(self.endedBox)
        self.reasonLabel.setBuddy(self.reasonEdit)
        self.shotLabel.setBuddy(self.shotBox)
        self.bestLabel.setBuddy(self.bestSeatBox)
        self.whyLabel.setBuddy(self.whyEdit)
        self.judgeLabel.setBuddy(self.judgeEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(QuickResultDialog)

        QMetaObject.connectSlotsByName(QuickResultDialog)
    # setupUi

    def retranslateUi(self, QuickResultDialog):
        QuickResultDialog.setWindowTitle(QCoreApplication.translate("QuickResultDialog", u"Result of a game played on paper", None))
        self.stageLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Stage", None))
        self.roundLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Round", None))
        self.tableLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Table", None))
        self.seatsBox.setTitle(QCoreApplication.translate("QuickResultDialog", u"Players by seat", None))
        self.resultBox.setTitle(QCoreApplication.translate("QuickResultDialog", u"Roles and result", None))
        self.donLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Don (seat)", None))
        self.mafiaLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Mafia (seats)", None))
        self.sheriffLabel.setText(QCoreApplication.translate("QuickResultDialog", u"S&heriff (seat)", None))
        self.winnerLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Winner", None))
        self.endedLabel.setText(QCoreApplication.translate("QuickResultDialog", u"How it &ended", None))
        self.reasonLabel.setText(QCoreApplication.translate("QuickResultDialog", u"Judge's &reason", None))
        self.shotLabel.setText(QCoreApplication.translate("QuickResultDialog", u"Shot on night &1", None))
        self.shotBox.setSpecialValueText(QCoreApplication.translate("QuickResultDialog", u"miss", None))
        self.bestLabel.setText(QCoreApplication.translate("QuickResultDialog", u"&Best move by", None))
        self.bestSeatBox.setSpecialValueText(QCoreApplication.translate("QuickResultDialog", u"none", None))
        self.guessLabel.setText(QCoreApplication.translate("QuickResultDialog", u"guessed", None))
        self.extrasBox.setTitle(QCoreApplication.translate("QuickResultDialog", u"Extra points, removals, penalties", None))
        self.marksLabel.setText(QCoreApplication.translate("QuickResultDialog", u"Best and worst in a circle", None))
        self.addMarkButton.setText(QCoreApplication.translate("QuickResultDialog", u"Add a circle mark", None))
        self.removeMarkButton.setText(QCoreApplication.translate("QuickResultDialog", u"Remove row", None))
        self.bonusLabel.setText(QCoreApplication.translate("QuickResultDialog", u"The judge's extra points", None))
        self.addBonusButton.setText(QCoreApplication.translate("QuickResultDialog", u"Add extra points", None))
        self.removeBonusButton.setText(QCoreApplication.translate("QuickResultDialog", u"Remove row", None))
        self.addRemovalButton.setText(QCoreApplication.translate("QuickResultDialog", u"Add a removal", None))
        self.removeRemovalButton.setText(QCoreApplication.translate("QuickResultDialog", u"Remove row", None))
        self.addPenaltyButton.setText(QCoreApplication.translate("QuickResultDialog", u"Add a penalty", None))
        self.removePenaltyButton.setText(QCoreApplication.translate("QuickResultDialog", u"Remove row", None))
        self.correctionBox.setTitle(QCoreApplication.translate("QuickResultDialog", u"Correction of the stored game", None))
        self.whyLabel.setText(QCoreApplication.translate("QuickResultDialog", u"Reason", None))
        self.judgeLabel.setText(QCoreApplication.translate("QuickResultDialog", u"Judge", None))
    # retranslateUi


# ui-sha256: 9f7ea0d62c8bf4f383c474d0dcf25bb85ea55fcdec75909c1f99fe38e1815fd9 (ui/new_game_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game_dialog.ui'
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
    QLabel, QLineEdit, QSizePolicy, QSpinBox,
    QVBoxLayout, QWidget)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        self.layout = QVBoxLayout(NewGameDialog)
        self.layout.setObjectName(u"layout")
        self.metaForm = QFormLayout()
        self.metaForm.setObjectName(u"metaForm")
        self.sourceLabel = QLabel(NewGameDialog)
        self.sourceLabel.setObjectName(u"sourceLabel")

        self.metaForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.sourceLabel)

        self.sourceBox = QComboBox(NewGameDialog)
        self.sourceBox.setObjectName(u"sourceBox")

        self.metaForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.sourceBox)

        self.rulesetLabel = QLabel(NewGameDialog)
        self.rulesetLabel.setObjectName(u"rulesetLabel")

        self.metaForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.rulesetLabel)

        self.rulesetBox = QComboBox(NewGameDialog)
        self.rulesetBox.setObjectName(u"rulesetBox")

        self.metaForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.rulesetBox)

        self.titleLabel = QLabel(NewGameDialog)
        self.titleLabel.setObjectName(u"titleLabel")

        self.metaForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(NewGameDialog)
        self.titleEdit.setObjectName(u"titleEdit")

        self.metaForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.titleEdit)

        self.tableLabel = QLabel(NewGameDialog)
        self.tableLabel.setObjectName(u"tableLabel")

        self.metaForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.tableLabel)

        self.tableBox = QSpinBox(NewGameDialog)
        self.tableBox.setObjectName(u"tableBox")
        self.tableBox.setMinimum(1)
        self.tableBox.setMaximum(99)

        self.metaForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.tableBox)

        self.gameLabel = QLabel(NewGameDialog)
        self.gameLabel.setObjectName(u"gameLabel")

        self.metaForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.gameLabel)

        self.gameBox = QSpinBox(NewGameDialog)
        self.gameBox.setObjectName(u"gameBox")
        self.gameBox.setMinimum(1)
        self.gameBox.setMaximum(999)

        self.metaForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.gameBox)

        self.judgeLabel = QLabel(NewGameDialog)
        self.judgeLabel.setObjectName(u"judgeLabel")

        self.metaForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.judgeLabel)

        self.judgeEdit = QLineEdit(NewGameDialog)
        self.judgeEdit.setObjectName(u"judgeEdit")

        self.metaForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.judgeEdit)


        self.layout.addLayout(self.metaForm)

        self.seatsBox = QGroupBox(NewGameDialog)
        self.seatsBox.setObjectName(u"seatsBox")
        self.seatsGrid = QGridLayout(self.seatsBox)
        self.seatsGrid.setObjectName(u"seatsGrid")
        self.seatLabel1 = QLabel(self.seatsBox)
        self.seatLabel1.setObjectName(u"seatLabel1")
        self.seatLabel1.setText(u"1")

        self.seatsGrid.addWidget(self.seatLabel1, 0, 0, 1, 1)

        self.nameBox1 = QComboBox(self.seatsBox)
        self.nameBox1.setObjectName(u"nameBox1")
        self.nameBox1.setEditable(True)
        self.nameBox1.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox1, 0, 1, 1, 1)

        self.seatLabel2 = QLabel(self.seatsBox)
        self.seatLabel2.setObjectName(u"seatLabel2")
        self.seatLabel2.setText(u"2")

        self.seatsGrid.addWidget(self.seatLabel2, 1, 0, 1, 1)

        self.nameBox2 = QComboBox(self.seatsBox)
        self.nameBox2.setObjectName(u"nameBox2")
        self.nameBox2.setEditable(True)
        self.nameBox2.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox2, 1, 1, 1, 1)

        self.seatLabel3 = QLabel(self.seatsBox)
        self.seatLabel3.setObjectName(u"seatLabel3")
        self.seatLabel3.setText(u"3")

        self.seatsGrid.addWidget(self.seatLabel3, 2, 0, 1, 1)

        self.nameBox3 = QComboBox(self.seatsBox)
        self.nameBox3.setObjectName(u"nameBox3")
        self.nameBox3.setEditable(True)
        self.nameBox3.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox3, 2, 1, 1, 1)

        self.seatLabel4 = QLabel(self.seatsBox)
        self.seatLabel4.setObjectName(u"seatLabel4")
        self.seatLabel4.setText(u"4")

        self.seatsGrid.addWidget(self.seatLabel4, 3, 0, 1, 1)

        self.nameBox4 = QComboBox(self.seatsBox)
        self.nameBox4.setObjectName(u"nameBox4")
        self.nameBox4.setEditable(True)
        self.nameBox4.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox4, 3, 1, 1, 1)

        self.seatLabel5 = QLabel(self.seatsBox)
        self.seatLabel5.setObjectName(u"seatLabel5")
        self.seatLabel5.setText(u"5")

        self.seatsGrid.addWidget(self.seatLabel5, 4, 0, 1, 1)

        self.nameBox5 = QComboBox(self.seatsBox)
        self.nameBox5.setObjectName(u"nameBox5")
        self.nameBox5.setEditable(True)
        self.nameBox5.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox5, 4, 1, 1, 1)

        self.seatLabel6 = QLabel(self.seatsBox)
        self.seatLabel6.setObjectName(u"seatLabel6")
        self.seatLabel6.setText(u"6")

        self.seatsGrid.addWidget(self.seatLabel6, 5, 0, 1, 1)

        self.nameBox6 = QComboBox(self.seatsBox)
        self.nameBox6.setObjectName(u"nameBox6")
        self.nameBox6.setEditable(True)
        self.nameBox6.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox6, 5, 1, 1, 1)

        self.seatLabel7 = QLabel(self.seatsBox)
        self.seatLabel7.setObjectName(u"seatLabel7")
        self.seatLabel7.setText(u"7")

        self.seatsGrid.addWidget(self.seatLabel7, 6, 0, 1, 1)

        self.nameBox7 = QComboBox(self.seatsBox)
        self.nameBox7.setObjectName(u"nameBox7")
        self.nameBox7.setEditable(True)
        self.nameBox7.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox7, 6, 1, 1, 1)

        self.seatLabel8 = QLabel(self.seatsBox)
        self.seatLabel8.setObjectName(u"seatLabel8")
        self.seatLabel8.setText(u"8")

        self.seatsGrid.addWidget(self.seatLabel8, 7, 0, 1, 1)

        self.nameBox8 = QComboBox(self.seatsBox)
        self.nameBox8.setObjectName(u"nameBox8")
        self.nameBox8.setEditable(True)
        self.nameBox8.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox8, 7, 1, 1, 1)

        self.seatLabel9 = QLabel(self.seatsBox)
        self.seatLabel9.setObjectName(u"seatLabel9")
        self.seatLabel9.setText(u"9")

        self.seatsGrid.addWidget(self.seatLabel9, 8, 0, 1, 1)

        self.nameBox9 = QComboBox(self.seatsBox)
        self.nameBox9.setObjectName(u"nameBox9")
        self.nameBox9.setEditable(True)
        self.nameBox9.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox9, 8, 1, 1, 1)

        self.seatLabel10 = QLabel(self.seatsBox)
        self.seatLabel10.setObjectName(u"seatLabel10")
        self.seatLabel10.setText(u"10")

        self.seatsGrid.addWidget(self.seatLabel10, 9, 0, 1, 1)

        self.nameBox10 = QComboBox(self.seatsBox)
        self.nameBox10.setObjectName(u"nameBox10")
        self.nameBox10.setEditable(True)
        self.nameBox10.setMinimumSize(QSize(260, 0))

        self.seatsGrid.addWidget(self.nameBox10, 9, 1, 1, 1)

        self.seatsGrid.setColumnStretch(1, 1)

        self.layout.addWidget(self.seatsBox)

        self.errorLabel = QLabel(NewGameDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(NewGameDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(NewGameDialog)

        QMetaObject.connectSlotsByName(NewGameDialog)
    # setupUi

    def retranslateUi(self, NewGameDialog):
        NewGameDialog.setWindowTitle(QCoreApplication.translate("NewGameDialog", u"New game", None))
        self.sourceLabel.setText(QCoreApplication.translate("NewGameDialog", u"Seating", None))
        self.rulesetLabel.setText(QCoreApplication.translate("NewGameDialog", u"Rules", None))
        self.titleLabel.setText(QCoreApplication.translate("NewGameDialog", u"Event", None))
        self.tableLabel.setText(QCoreApplication.translate("NewGameDialog", u"Table", None))
        self.gameLabel.setText(QCoreApplication.translate("NewGameDialog", u"Game", None))
        self.judgeLabel.setText(QCoreApplication.translate("NewGameDialog", u"Judge", None))
        self.seatsBox.setTitle(QCoreApplication.translate("NewGameDialog", u"Players by seat (type a name or pick one from the register)", None))
    # retranslateUi


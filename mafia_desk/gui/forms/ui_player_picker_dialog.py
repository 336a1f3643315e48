# ui-sha256: 71f0885f4e2c9935849c53ea7ebf54507b54e414f6c523404c05c268556abf28 (ui/player_picker_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_picker_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QDialog,
    QDialogButtonBox, QHeaderView, QLabel, QLineEdit,
    QSizePolicy, QTableView, QVBoxLayout, QWidget)

class Ui_PlayerPickerDialog(object):
    def setupUi(self, PlayerPickerDialog):
        if not PlayerPickerDialog.objectName():
            PlayerPickerDialog.setObjectName(u"PlayerPickerDialog")
        PlayerPickerDialog.setMinimumSize(QSize(640, 480))
        self.layout = QVBoxLayout(PlayerPickerDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(PlayerPickerDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.searchEdit = QLineEdit(PlayerPickerDialog)
        self.searchEdit.setObjectName(u"searchEdit")
        self.searchEdit.setClearButtonEnabled(True)

        self.layout.addWidget(self.searchEdit)

        self.playersView = QTableView(PlayerPickerDialog)
        self.playersView.setObjectName(u"playersView")
        self.playersView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.playersView.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.playersView.setSortingEnabled(True)
        self.playersView.setAlternatingRowColors(True)

        self.layout.addWidget(self.playersView)

        self.countLabel = QLabel(PlayerPickerDialog)
        self.countLabel.setObjectName(u"countLabel")
        self.countLabel.setText(u"")

        self.layout.addWidget(self.countLabel)

        self.buttonBox = QDialogButtonBox(PlayerPickerDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(PlayerPickerDialog)

        QMetaObject.connectSlotsByName(PlayerPickerDialog)
    # setupUi

    def retranslateUi(self, PlayerPickerDialog):
        PlayerPickerDialog.setWindowTitle(QCoreApplication.translate("PlayerPickerDialog", u"Register players from the registry", None))
        self.introLabel.setText(QCoreApplication.translate("PlayerPickerDialog", u"Select one or more players (Ctrl or Shift + click). Players already registered in this tournament are not listed.", None))
        self.searchEdit.setPlaceholderText(QCoreApplication.translate("PlayerPickerDialog", u"Search by name, nickname, club, city", None))
    # retranslateUi


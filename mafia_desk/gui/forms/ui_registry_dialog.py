# ui-sha256: ed4b908d1073f92bde58e13def2c58f768361d2877e804640bdc72e1b8f9490d (ui/registry_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'registry_dialog.ui'
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
    QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QPushButton, QSizePolicy, QSpacerItem,
    QTableView, QVBoxLayout, QWidget)

class Ui_RegistryDialog(object):
    def setupUi(self, RegistryDialog):
        if not RegistryDialog.objectName():
            RegistryDialog.setObjectName(u"RegistryDialog")
        RegistryDialog.setMinimumSize(QSize(760, 520))
        self.layout = QVBoxLayout(RegistryDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(RegistryDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.searchEdit = QLineEdit(RegistryDialog)
        self.searchEdit.setObjectName(u"searchEdit")
        self.searchEdit.setClearButtonEnabled(True)

        self.layout.addWidget(self.searchEdit)

        self.body = QHBoxLayout()
        self.body.setObjectName(u"body")
        self.playersView = QTableView(RegistryDialog)
        self.playersView.setObjectName(u"playersView")
        self.playersView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.playersView.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.playersView.setSortingEnabled(True)
        self.playersView.setAlternatingRowColors(True)

        self.body.addWidget(self.playersView)

        self.buttons = QVBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.addButton = QPushButton(RegistryDialog)
        self.addButton.setObjectName(u"addButton")

        self.buttons.addWidget(self.addButton)

        self.editButton = QPushButton(RegistryDialog)
        self.editButton.setObjectName(u"editButton")

        self.buttons.addWidget(self.editButton)

        self.removeButton = QPushButton(RegistryDialog)
        self.removeButton.setObjectName(u"removeButton")

        self.buttons.addWidget(self.removeButton)

        self.mergeButton = QPushButton(RegistryDialog)
        self.mergeButton.setObjectName(u"mergeButton")

        self.buttons.addWidget(self.mergeButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.buttons.addItem(self.buttonsSpacer)


        self.body.addLayout(self.buttons)


        self.layout.addLayout(self.body)

        self.statusLabel = QLabel(RegistryDialog)
        self.statusLabel.setObjectName(u"statusLabel")
        self.statusLabel.setWordWrap(True)
        self.statusLabel.setText(u"")

        self.layout.addWidget(self.statusLabel)

        self.buttonBox = QDialogButtonBox(RegistryDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(RegistryDialog)

        QMetaObject.connectSlotsByName(RegistryDialog)
    # setupUi

    def retranslateUi(self, RegistryDialog):
        RegistryDialog.setWindowTitle(QCoreApplication.translate("RegistryDialog", u"Player registry", None))
        self.introLabel.setText(QCoreApplication.translate("RegistryDialog", u"Every player known to this desk, across tournaments. A tournament keeps the name a player was registered under; merging two records makes their tournaments and games one person's.", None))
        self.searchEdit.setPlaceholderText(QCoreApplication.translate("RegistryDialog", u"Search by name, nickname, club, city", None))
        self.addButton.setText(QCoreApplication.translate("RegistryDialog", u"&Add\u2026", None))
        self.editButton.setText(QCoreApplication.translate("RegistryDialog", u"&Edit\u2026", None))
        self.removeButton.setText(QCoreApplication.translate("RegistryDialog", u"&Remove", None))
        self.mergeButton.setText(QCoreApplication.translate("RegistryDialog", u"&Merge two\u2026", None))
    # retranslateUi


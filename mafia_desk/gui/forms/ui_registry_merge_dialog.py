# ui-sha256: 3391ae6a5b2dffa75d758f0f794d4036ab72d7b6167d234484f6ba6591987d8a (ui/registry_merge_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'registry_merge_dialog.ui'
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
    QLabel, QRadioButton, QSizePolicy, QVBoxLayout,
    QWidget)

class Ui_RegistryMergeDialog(object):
    def setupUi(self, RegistryMergeDialog):
        if not RegistryMergeDialog.objectName():
            RegistryMergeDialog.setObjectName(u"RegistryMergeDialog")
        RegistryMergeDialog.setMinimumSize(QSize(520, 0))
        self.layout = QVBoxLayout(RegistryMergeDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(RegistryMergeDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.firstRadio = QRadioButton(RegistryMergeDialog)
        self.firstRadio.setObjectName(u"firstRadio")
        self.firstRadio.setText(u"-")
        self.firstRadio.setChecked(True)

        self.layout.addWidget(self.firstRadio)

        self.secondRadio = QRadioButton(RegistryMergeDialog)
        self.secondRadio.setObjectName(u"secondRadio")
        self.secondRadio.setText(u"-")

        self.layout.addWidget(self.secondRadio)

        self.effectLabel = QLabel(RegistryMergeDialog)
        self.effectLabel.setObjectName(u"effectLabel")
        self.effectLabel.setWordWrap(True)
        self.effectLabel.setText(u"")

        self.layout.addWidget(self.effectLabel)

        self.buttonBox = QDialogButtonBox(RegistryMergeDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(RegistryMergeDialog)

        QMetaObject.connectSlotsByName(RegistryMergeDialog)
    # setupUi

    def retranslateUi(self, RegistryMergeDialog):
        RegistryMergeDialog.setWindowTitle(QCoreApplication.translate("RegistryMergeDialog", u"Merge two players", None))
        self.introLabel.setText(QCoreApplication.translate("RegistryMergeDialog", u"The two records are one person. Choose the record to keep: the other one's tournaments and games will point at it, and the other record is removed.", None))
    # retranslateUi


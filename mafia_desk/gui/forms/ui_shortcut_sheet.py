# ui-sha256: c41e55704e895ce5d05612815ac33550596b81398f8b16da10f22d9cb220d203 (ui/shortcut_sheet.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'shortcut_sheet.ui'
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
    QDialogButtonBox, QHeaderView, QLabel, QSizePolicy,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_ShortcutSheet(object):
    def setupUi(self, ShortcutSheet):
        if not ShortcutSheet.objectName():
            ShortcutSheet.setObjectName(u"ShortcutSheet")
        ShortcutSheet.setMinimumSize(QSize(760, 400))
        self.layout = QVBoxLayout(ShortcutSheet)
        self.layout.setObjectName(u"layout")
        self.keysTable = QTableWidget(ShortcutSheet)
        self.keysTable.setObjectName(u"keysTable")
        self.keysTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.keysTable.setColumnCount(3)

        self.layout.addWidget(self.keysTable)

        self.explainLabel = QLabel(ShortcutSheet)
        self.explainLabel.setObjectName(u"explainLabel")
        self.explainLabel.setWordWrap(True)
        self.explainLabel.setTextFormat(Qt.RichText)

        self.layout.addWidget(self.explainLabel)

        self.buttonBox = QDialogButtonBox(ShortcutSheet)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(ShortcutSheet)

        QMetaObject.connectSlotsByName(ShortcutSheet)
    # setupUi

    def retranslateUi(self, ShortcutSheet):
        ShortcutSheet.setWindowTitle(QCoreApplication.translate("ShortcutSheet", u"Keys", None))
    # retranslateUi


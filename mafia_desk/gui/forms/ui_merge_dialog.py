# ui-sha256: 43275d9f4e9a9637c1f4b7d464c433e7ba1a8af0d64199116a87fe49e8d1b108 (ui/merge_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'merge_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QCheckBox,
    QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout,
    QHeaderView, QLabel, QPlainTextEdit, QSizePolicy,
    QSplitter, QTableView, QVBoxLayout, QWidget)

class Ui_MergeDialog(object):
    def setupUi(self, MergeDialog):
        if not MergeDialog.objectName():
            MergeDialog.setObjectName(u"MergeDialog")
        MergeDialog.setMinimumSize(QSize(1000, 640))
        self.layout = QVBoxLayout(MergeDialog)
        self.layout.setObjectName(u"layout")
        self.fileLabel = QLabel(MergeDialog)
        self.fileLabel.setObjectName(u"fileLabel")
        self.fileLabel.setStyleSheet(u"font-weight: bold;")
        self.fileLabel.setWordWrap(True)
        self.fileLabel.setText(u"-")

        self.layout.addWidget(self.fileLabel)

        self.otherNameBox = QCheckBox(MergeDialog)
        self.otherNameBox.setObjectName(u"otherNameBox")
        self.otherNameBox.setText(u"-")

        self.layout.addWidget(self.otherNameBox)

        self.summaryLabel = QLabel(MergeDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setText(u"-")

        self.layout.addWidget(self.summaryLabel)

        self.splitter = QSplitter(MergeDialog)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Vertical)
        self.itemsView = QTableView(self.splitter)
        self.itemsView.setObjectName(u"itemsView")
        self.itemsView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.itemsView.setSelectionMode(QAbstractItemView.SingleSelection)
        self.itemsView.setAlternatingRowColors(True)
        self.splitter.addWidget(self.itemsView)
        self.versions = QWidget(self.splitter)
        self.versions.setObjectName(u"versions")
        self.versionsLayout = QHBoxLayout(self.versions)
        self.versionsLayout.setObjectName(u"versionsLayout")
        self.versionsLayout.setContentsMargins(0, 0, 0, 0)
        self.storedGroup = QGroupBox(self.versions)
        self.storedGroup.setObjectName(u"storedGroup")
        self.storedLayout = QVBoxLayout(self.storedGroup)
        self.storedLayout.setObjectName(u"storedLayout")
        self.storedText = QPlainTextEdit(self.storedGroup)
        self.storedText.setObjectName(u"storedText")
        self.storedText.setReadOnly(True)

        self.storedLayout.addWidget(self.storedText)


        self.versionsLayout.addWidget(self.storedGroup)

        self.fileGroup = QGroupBox(self.versions)
        self.fileGroup.setObjectName(u"fileGroup")
        self.fileLayout = QVBoxLayout(self.fileGroup)
        self.fileLayout.setObjectName(u"fileLayout")
        self.fileText = QPlainTextEdit(self.fileGroup)
        self.fileText.setObjectName(u"fileText")
        self.fileText.setReadOnly(True)

        self.fileLayout.addWidget(self.fileText)


        self.versionsLayout.addWidget(self.fileGroup)

        self.splitter.addWidget(self.versions)

        self.layout.addWidget(self.splitter)

        self.problemsLabel = QLabel(MergeDialog)
        self.problemsLabel.setObjectName(u"problemsLabel")
        self.problemsLabel.setWordWrap(True)
        self.problemsLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.problemsLabel.setText(u"")

        self.layout.addWidget(self.problemsLabel)

        self.buttonBox = QDialogButtonBox(MergeDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel)

        self.layout.addWidget(self.buttonBox)


        self.retranslateUi(MergeDialog)

        QMetaObject.connectSlotsByName(MergeDialog)
    # setupUi

    def retranslateUi(self, MergeDialog):
        MergeDialog.setWindowTitle(QCoreApplication.translate("MergeDialog", u"Merge a file into the tournament", None))
        self.storedGroup.setTitle(QCoreApplication.translate("MergeDialog", u"Stored here", None))
        self.fileGroup.setTitle(QCoreApplication.translate("MergeDialog", u"In the file", None))
    # retranslateUi


# ui-sha256: 48492eb05a6ac9115c0ee148f64da6f03b4a2e5880f783260308c87d9b78bca7 (ui/player_import_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_import_dialog.ui'
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
    QComboBox, QDialog, QDialogButtonBox, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QProgressBar, QPushButton,
    QSizePolicy, QTableView, QVBoxLayout, QWidget)

class Ui_PlayerImportDialog(object):
    def setupUi(self, PlayerImportDialog):
        if not PlayerImportDialog.objectName():
            PlayerImportDialog.setObjectName(u"PlayerImportDialog")
        PlayerImportDialog.setMinimumSize(QSize(960, 700))
        self.layout = QVBoxLayout(PlayerImportDialog)
        self.layout.setObjectName(u"layout")
        self.fileRow = QHBoxLayout()
        self.fileRow.setObjectName(u"fileRow")
        self.fileLabel = QLabel(PlayerImportDialog)
        self.fileLabel.setObjectName(u"fileLabel")

        self.fileRow.addWidget(self.fileLabel)

        self.fileEdit = QLineEdit(PlayerImportDialog)
        self.fileEdit.setObjectName(u"fileEdit")
        self.fileEdit.setReadOnly(True)

        self.fileRow.addWidget(self.fileEdit)

        self.browseButton = QPushButton(PlayerImportDialog)
        self.browseButton.setObjectName(u"browseButton")

        self.fileRow.addWidget(self.browseButton)


        self.layout.addLayout(self.fileRow)

        self.readRow = QHBoxLayout()
        self.readRow.setObjectName(u"readRow")
        self.detectedLabel = QLabel(PlayerImportDialog)
        self.detectedLabel.setObjectName(u"detectedLabel")
        self.detectedLabel.setText(u"")

        self.readRow.addWidget(self.detectedLabel)

        self.sheetLabel = QLabel(PlayerImportDialog)
        self.sheetLabel.setObjectName(u"sheetLabel")

        self.readRow.addWidget(self.sheetLabel)

        self.sheetBox = QComboBox(PlayerImportDialog)
        self.sheetBox.setObjectName(u"sheetBox")

        self.readRow.addWidget(self.sheetBox)

        self.headerCheck = QCheckBox(PlayerImportDialog)
        self.headerCheck.setObjectName(u"headerCheck")
        self.headerCheck.setChecked(True)

        self.readRow.addWidget(self.headerCheck)


        self.layout.addLayout(self.readRow)

        self.mappingGroup = QGroupBox(PlayerImportDialog)
        self.mappingGroup.setObjectName(u"mappingGroup")
        self.mappingRow = QHBoxLayout(self.mappingGroup)
        self.mappingRow.setObjectName(u"mappingRow")
        self.nameLabel = QLabel(self.mappingGroup)
        self.nameLabel.setObjectName(u"nameLabel")

        self.mappingRow.addWidget(self.nameLabel)

        self.nameBox = QComboBox(self.mappingGroup)
        self.nameBox.setObjectName(u"nameBox")

        self.mappingRow.addWidget(self.nameBox)

        self.nicknameLabel = QLabel(self.mappingGroup)
        self.nicknameLabel.setObjectName(u"nicknameLabel")

        self.mappingRow.addWidget(self.nicknameLabel)

        self.nicknameBox = QComboBox(self.mappingGroup)
        self.nicknameBox.setObjectName(u"nicknameBox")

        self.mappingRow.addWidget(self.nicknameBox)

        self.clubLabel = QLabel(self.mappingGroup)
        self.clubLabel.setObjectName(u"clubLabel")

        self.mappingRow.addWidget(self.clubLabel)

        self.clubBox = QComboBox(self.mappingGroup)
        self.clubBox.setObjectName(u"clubBox")

        self.mappingRow.addWidget(self.clubBox)

        self.cityLabel = QLabel(self.mappingGroup)
        self.cityLabel.setObjectName(u"cityLabel")

        self.mappingRow.addWidget(self.cityLabel)

        self.cityBox = QComboBox(self.mappingGroup)
        self.cityBox.setObjectName(u"cityBox")

        self.mappingRow.addWidget(self.cityBox)


        self.layout.addWidget(self.mappingGroup)

        self.previewLabel = QLabel(PlayerImportDialog)
        self.previewLabel.setObjectName(u"previewLabel")

        self.layout.addWidget(self.previewLabel)

        self.previewView = QTableView(PlayerImportDialog)
        self.previewView.setObjectName(u"previewView")
        self.previewView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.previewView.setSortingEnabled(True)
        self.previewView.setAlternatingRowColors(True)

        self.layout.addWidget(self.previewView)

        self.problemsRow = QHBoxLayout()
        self.problemsRow.setObjectName(u"problemsRow")
        self.duplicatesGroup = QGroupBox(PlayerImportDialog)
        self.duplicatesGroup.setObjectName(u"duplicatesGroup")
        self.duplicatesLayout = QVBoxLayout(self.duplicatesGroup)
        self.duplicatesLayout.setObjectName(u"duplicatesLayout")
        self.duplicatesTable = QTableView(self.duplicatesGroup)
        self.duplicatesTable.setObjectName(u"duplicatesTable")
        self.duplicatesTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.duplicatesTable.setEditTriggers(QAbstractItemView.AllEditTriggers)

        self.duplicatesLayout.addWidget(self.duplicatesTable)


        self.problemsRow.addWidget(self.duplicatesGroup)

        self.skippedGroup = QGroupBox(PlayerImportDialog)
        self.skippedGroup.setObjectName(u"skippedGroup")
        self.skippedLayout = QVBoxLayout(self.skippedGroup)
        self.skippedLayout.setObjectName(u"skippedLayout")
        self.skippedList = QListWidget(self.skippedGroup)
        self.skippedList.setObjectName(u"skippedList")

        self.skippedLayout.addWidget(self.skippedList)


        self.problemsRow.addWidget(self.skippedGroup)

        self.problemsRow.setStretch(0, 3)
        self.problemsRow.setStretch(1, 1)

        self.layout.addLayout(self.problemsRow)

        self.summaryLabel = QLabel(PlayerImportDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setText(u"")

        self.layout.addWidget(self.summaryLabel)

        self.progressRow = QHBoxLayout()
        self.progressRow.setObjectName(u"progressRow")
        self.progressBar = QProgressBar(PlayerImportDialog)
        self.progressBar.setObjectName(u"progressBar")
        self.progressBar.setMaximum(1000)
        self.progressBar.setTextVisible(False)

        self.progressRow.addWidget(self.progressBar)

        self.stopButton = QPushButton(PlayerImportDialog)
        self.stopButton.setObjectName(u"stopButton")

        self.progressRow.addWidget(self.stopButton)


        self.layout.addLayout(self.progressRow)

        self.buttonBox = QDialogButtonBox(PlayerImportDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

        self.layout.setStretch(4, 3)
        self.layout.setStretch(5, 2)
#if QT_CONFIG(shortcut)
        self.fileLabel.setBuddy(self.browseButton)
        self.sheetLabel.setBuddy(self.sheetBox)
        self.nameLabel.setBuddy(self.nameBox)
        self.nicknameLabel.setBuddy(self.nicknameBox)
        self.clubLabel.setBuddy(self.clubBox)
        self.cityLabel.setBuddy(self.cityBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PlayerImportDialog)

        QMetaObject.connectSlotsByName(PlayerImportDialog)
    # setupUi

    def retranslateUi(self, PlayerImportDialog):
        PlayerImportDialog.setWindowTitle(QCoreApplication.translate("PlayerImportDialog", u"Import players from a file", None))
        self.fileLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"&File", None))
        self.fileEdit.setPlaceholderText(QCoreApplication.translate("PlayerImportDialog", u"a CSV or XLSX file with one player per row", None))
        self.browseButton.setText(QCoreApplication.translate("PlayerImportDialog", u"&Choose\u2026", None))
        self.sheetLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"&Sheet", None))
        self.headerCheck.setText(QCoreApplication.translate("PlayerImportDialog", u"The first row is a &header", None))
        self.mappingGroup.setTitle(QCoreApplication.translate("PlayerImportDialog", u"Columns", None))
        self.nameLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"&Name", None))
        self.nicknameLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"Nic&kname", None))
        self.clubLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"C&lub", None))
        self.cityLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"C&ity", None))
        self.previewLabel.setText(QCoreApplication.translate("PlayerImportDialog", u"The players as they will be registered", None))
        self.duplicatesGroup.setTitle(QCoreApplication.translate("PlayerImportDialog", u"Likely duplicates", None))
        self.skippedGroup.setTitle(QCoreApplication.translate("PlayerImportDialog", u"Skipped rows", None))
        self.stopButton.setText(QCoreApplication.translate("PlayerImportDialog", u"S&top", None))
    # retranslateUi


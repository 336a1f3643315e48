# ui-sha256: cc3f1b62a57a099f2ba6fb2a26dd91d8f49dd357ab39b450725499dfe004cf58 (ui/charts_tab.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'charts_tab.ui'
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
from PySide6.QtWidgets import (QApplication, QComboBox, QHBoxLayout, QLabel,
    QLineEdit, QListWidget, QListWidgetItem, QPushButton,
    QSizePolicy, QSpacerItem, QSplitter, QStackedWidget,
    QVBoxLayout, QWidget)

class Ui_ChartsTab(object):
    def setupUi(self, ChartsTab):
        if not ChartsTab.objectName():
            ChartsTab.setObjectName(u"ChartsTab")
        self.layout = QVBoxLayout(ChartsTab)
        self.layout.setObjectName(u"layout")
        self.topRow = QHBoxLayout()
        self.topRow.setObjectName(u"topRow")
        self.chartLabel = QLabel(ChartsTab)
        self.chartLabel.setObjectName(u"chartLabel")

        self.topRow.addWidget(self.chartLabel)

        self.chartBox = QComboBox(ChartsTab)
        self.chartBox.addItem("")
        self.chartBox.addItem("")
        self.chartBox.addItem("")
        self.chartBox.addItem("")
        self.chartBox.setObjectName(u"chartBox")

        self.topRow.addWidget(self.chartBox)

        self.topSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.topRow.addItem(self.topSpacer)

        self.exportButton = QPushButton(ChartsTab)
        self.exportButton.setObjectName(u"exportButton")

        self.topRow.addWidget(self.exportButton)


        self.layout.addLayout(self.topRow)

        self.splitter = QSplitter(ChartsTab)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.pickerPanel = QWidget(self.splitter)
        self.pickerPanel.setObjectName(u"pickerPanel")
        self.pickerLayout = QVBoxLayout(self.pickerPanel)
        self.pickerLayout.setObjectName(u"pickerLayout")
        self.pickerLayout.setContentsMargins(0, 0, 0, 0)
        self.pickerLabel = QLabel(self.pickerPanel)
        self.pickerLabel.setObjectName(u"pickerLabel")

        self.pickerLayout.addWidget(self.pickerLabel)

        self.playerSearch = QLineEdit(self.pickerPanel)
        self.playerSearch.setObjectName(u"playerSearch")
        self.playerSearch.setClearButtonEnabled(True)

        self.pickerLayout.addWidget(self.playerSearch)

        self.playerList = QListWidget(self.pickerPanel)
        self.playerList.setObjectName(u"playerList")
        self.playerList.setMinimumSize(QSize(200, 0))

        self.pickerLayout.addWidget(self.playerList)

        self.topButton = QPushButton(self.pickerPanel)
        self.topButton.setObjectName(u"topButton")

        self.pickerLayout.addWidget(self.topButton)

        self.splitter.addWidget(self.pickerPanel)
        self.chartPanel = QWidget(self.splitter)
        self.chartPanel.setObjectName(u"chartPanel")
        self.chartLayout = QVBoxLayout(self.chartPanel)
        self.chartLayout.setObjectName(u"chartLayout")
        self.chartLayout.setContentsMargins(0, 0, 0, 0)
        self.noteLabel = QLabel(self.chartPanel)
        self.noteLabel.setObjectName(u"noteLabel")
        self.noteLabel.setWordWrap(True)

        self.chartLayout.addWidget(self.noteLabel)

        self.chartStack = QStackedWidget(self.chartPanel)
        self.chartStack.setObjectName(u"chartStack")

        self.chartLayout.addWidget(self.chartStack)

        self.splitter.addWidget(self.chartPanel)

        self.layout.addWidget(self.splitter)

#if QT_CONFIG(shortcut)
        self.chartLabel.setBuddy(self.chartBox)
        self.pickerLabel.setBuddy(self.playerList)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ChartsTab)

        QMetaObject.connectSlotsByName(ChartsTab)
    # setupUi

    def retranslateUi(self, ChartsTab):
        self.chartLabel.setText(QCoreApplication.translate("ChartsTab", u"C&hart", None))
        self.chartBox.setItemText(0, QCoreApplication.translate("ChartsTab", u"The race: totals by round", None))
        self.chartBox.setItemText(1, QCoreApplication.translate("ChartsTab", u"Red against black by round", None))
        self.chartBox.setItemText(2, QCoreApplication.translate("ChartsTab", u"Points by role", None))
        self.chartBox.setItemText(3, QCoreApplication.translate("ChartsTab", u"Win share by seat", None))

        self.exportButton.setText(QCoreApplication.translate("ChartsTab", u"E&xport PNG\u2026", None))
        self.pickerLabel.setText(QCoreApplication.translate("ChartsTab", u"Players shown (tick to add)", None))
        self.playerSearch.setPlaceholderText(QCoreApplication.translate("ChartsTab", u"Search by name\u2026", None))
        self.topButton.setText(QCoreApplication.translate("ChartsTab", u"Top &10", None))
#if QT_CONFIG(tooltip)
        self.topButton.setToolTip(QCoreApplication.translate("ChartsTab", u"Show the ten best players of the current standings", None))
#endif // QT_CONFIG(tooltip)
        pass
    # retranslateUi


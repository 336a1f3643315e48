# ui-sha256: ae016b0899b77431ad396d312f19d1acb57dd7fd0845b215dd1487f6d8d5e3f3 (ui/tournament_window.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'tournament_window.ui'
##
## Created by: Qt User Interface Compiler version 6.9.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QAction, QBrush, QColor, QConicalGradient,
    QCursor, QFont, QFontDatabase, QGradient,
    QIcon, QImage, QKeySequence, QLinearGradient,
    QPainter, QPalette, QPixmap, QRadialGradient,
    QTransform)
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QCheckBox, QHBoxLayout,
    QHeaderView, QLabel, QLineEdit, QMainWindow,
    QMenu, QMenuBar, QPushButton, QSizePolicy,
    QStackedWidget, QStatusBar, QTabWidget, QTableView,
    QVBoxLayout, QWidget)

class Ui_TournamentWindow(object):
    def setupUi(self, TournamentWindow):
        if not TournamentWindow.objectName():
            TournamentWindow.setObjectName(u"TournamentWindow")
        TournamentWindow.resize(1280, 800)
        self.actionNew = QAction(TournamentWindow)
        self.actionNew.setObjectName(u"actionNew")
        self.actionImport = QAction(TournamentWindow)
        self.actionImport.setObjectName(u"actionImport")
        self.actionMerge = QAction(TournamentWindow)
        self.actionMerge.setObjectName(u"actionMerge")
        self.actionExport = QAction(TournamentWindow)
        self.actionExport.setObjectName(u"actionExport")
        self.actionList = QAction(TournamentWindow)
        self.actionList.setObjectName(u"actionList")
        self.actionClose = QAction(TournamentWindow)
        self.actionClose.setObjectName(u"actionClose")
        self.centralwidget = QWidget(TournamentWindow)
        self.centralwidget.setObjectName(u"centralwidget")
        self.centralLayout = QVBoxLayout(self.centralwidget)
        self.centralLayout.setObjectName(u"centralLayout")
        self.pages = QStackedWidget(self.centralwidget)
        self.pages.setObjectName(u"pages")
        self.listPage = QWidget()
        self.listPage.setObjectName(u"listPage")
        self.listLayout = QVBoxLayout(self.listPage)
        self.listLayout.setObjectName(u"listLayout")
        self.listTitle = QLabel(self.listPage)
        self.listTitle.setObjectName(u"listTitle")
        self.listTitle.setStyleSheet(u"font-size: 18pt; font-weight: bold;")

        self.listLayout.addWidget(self.listTitle)

        self.filterLayout = QHBoxLayout()
        self.filterLayout.setObjectName(u"filterLayout")
        self.searchEdit = QLineEdit(self.listPage)
        self.searchEdit.setObjectName(u"searchEdit")
        self.searchEdit.setClearButtonEnabled(True)

        self.filterLayout.addWidget(self.searchEdit)

        self.archivedBox = QCheckBox(self.listPage)
        self.archivedBox.setObjectName(u"archivedBox")

        self.filterLayout.addWidget(self.archivedBox)


        self.listLayout.addLayout(self.filterLayout)

        self.tournamentsView = QTableView(self.listPage)
        self.tournamentsView.setObjectName(u"tournamentsView")
        self.tournamentsView.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.tournamentsView.setSelectionMode(QAbstractItemView.SingleSelection)
        self.tournamentsView.setSortingEnabled(True)
        self.tournamentsView.setAlternatingRowColors(True)

        self.listLayout.addWidget(self.tournamentsView)

        self.listButtons = QHBoxLayout()
        self.listButtons.setObjectName(u"listButtons")
        self.newButton = QPushButton(self.listPage)
        self.newButton.setObjectName(u"newButton")

        self.listButtons.addWidget(self.newButton)

        self.openButton = QPushButton(self.listPage)
        self.openButton.setObjectName(u"openButton")

        self.listButtons.addWidget(self.openButton)

        self.importButton = QPushButton(self.listPage)
        self.importButton.setObjectName(u"importButton")

        self.listButtons.addWidget(self.importButton)

        self.exportButton = QPushButton(self.listPage)
        self.exportButton.setObjectName(u"exportButton")

        self.listButtons.addWidget(self.exportButton)

        self.archiveButton = QPushButton(self.listPage)
        self.archiveButton.setObjectName(u"archiveButton")

        self.listButtons.addWidget(self.archiveButton)


        self.listLayout.addLayout(self.listButtons)

        self.pages.addWidget(self.listPage)
        self.tournamentPage = QWidget()
        self.tournamentPage.setObjectName(u"tournamentPage")
        self.tournamentLayout = QVBoxLayout(self.tournamentPage)
        self.tournamentLayout.setObjectName(u"tournamentLayout")
        self.headerLayout = QHBoxLayout()
        self.headerLayout.setObjectName(u"headerLayout")
        self.backButton = QPushButton(self.tournamentPage)
        self.backButton.setObjectName(u"backButton")

        self.headerLayout.addWidget(self.backButton)

        self.tournamentTitle = QLabel(self.tournamentPage)
        self.tournamentTitle.setObjectName(u"tournamentTitle")
        self.tournamentTitle.setStyleSheet(u"font-size: 16pt; font-weight: bold;")
        self.tournamentTitle.setText(u"")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.tournamentTitle.sizePolicy().hasHeightForWidth())
        self.tournamentTitle.setSizePolicy(sizePolicy)

        self.headerLayout.addWidget(self.tournamentTitle)

        self.detailsButton = QPushButton(self.tournamentPage)
        self.detailsButton.setObjectName(u"detailsButton")

        self.headerLayout.addWidget(self.detailsButton)


        self.tournamentLayout.addLayout(self.headerLayout)

        self.tournamentDetails = QLabel(self.tournamentPage)
        self.tournamentDetails.setObjectName(u"tournamentDetails")
        self.tournamentDetails.setText(u"")
        self.tournamentDetails.setWordWrap(True)

        self.tournamentLayout.addWidget(self.tournamentDetails)

        self.tabs = QTabWidget(self.tournamentPage)
        self.tabs.setObjectName(u"tabs")

        self.tournamentLayout.addWidget(self.tabs)

        self.pages.addWidget(self.tournamentPage)

        self.centralLayout.addWidget(self.pages)

        TournamentWindow.setCentralWidget(self.centralwidget)
        self.menubar = QMenuBar(TournamentWindow)
        self.menubar.setObjectName(u"menubar")
        self.menuTournament = QMenu(self.menubar)
        self.menuTournament.setObjectName(u"menuTournament")
        TournamentWindow.setMenuBar(self.menubar)
        self.statusbar = QStatusBar(TournamentWindow)
        self.statusbar.setObjectName(u"statusbar")
        TournamentWindow.setStatusBar(self.statusbar)

        self.menubar.addAction(self.menuTournament.menuAction())
        self.menuTournament.addAction(self.actionNew)
        self.menuTournament.addAction(self.actionImport)
        self.menuTournament.addAction(self.actionMerge)
        self.menuTournament.addAction(self.actionExport)
        self.menuTournament.addSeparator()
        self.menuTournament.addAction(self.actionList)
        self.menuTournament.addAction(self.actionClose)

        self.retranslateUi(TournamentWindow)

        QMetaObject.connectSlotsByName(TournamentWindow)
    # setupUi

    def retranslateUi(self, TournamentWindow):
        TournamentWindow.setWindowTitle(QCoreApplication.translate("TournamentWindow", u"Tournaments", None))
        self.actionNew.setText(QCoreApplication.translate("TournamentWindow", u"&New tournament\u2026", None))
        self.actionImport.setText(QCoreApplication.translate("TournamentWindow", u"&Import an exchange file\u2026", None))
        self.actionMerge.setText(QCoreApplication.translate("TournamentWindow", u"&Merge games from a file\u2026", None))
        self.actionExport.setText(QCoreApplication.translate("TournamentWindow", u"&Export to an exchange file\u2026", None))
        self.actionList.setText(QCoreApplication.translate("TournamentWindow", u"&All tournaments", None))
        self.actionClose.setText(QCoreApplication.translate("TournamentWindow", u"&Close window", None))
        self.listTitle.setText(QCoreApplication.translate("TournamentWindow", u"Tournaments", None))
        self.searchEdit.setPlaceholderText(QCoreApplication.translate("TournamentWindow", u"Search by name\u2026", None))
        self.archivedBox.setText(QCoreApplication.translate("TournamentWindow", u"Show &archived", None))
        self.newButton.setText(QCoreApplication.translate("TournamentWindow", u"&New tournament\u2026", None))
        self.openButton.setText(QCoreApplication.translate("TournamentWindow", u"&Open", None))
        self.importButton.setText(QCoreApplication.translate("TournamentWindow", u"&Import a file\u2026", None))
        self.exportButton.setText(QCoreApplication.translate("TournamentWindow", u"&Export\u2026", None))
        self.archiveButton.setText(QCoreApplication.translate("TournamentWindow", u"A&rchive", None))
        self.backButton.setText(QCoreApplication.translate("TournamentWindow", u"\u2190 &All tournaments", None))
        self.detailsButton.setText(QCoreApplication.translate("TournamentWindow", u"&Details and options\u2026", None))
        self.menuTournament.setTitle(QCoreApplication.translate("TournamentWindow", u"&Tournament", None))
    # retranslateUi


# ui-sha256: 11560cb1e26ba5ae1f4b0f184b7b966e3c0e8c74c41d96b392a8984781b0e7b6 (ui/main_window.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'main_window.ui'
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
from PySide6.QtWidgets import (QApplication, QMainWindow, QMenu, QMenuBar,
    QSizePolicy, QStackedWidget, QStatusBar, QVBoxLayout,
    QWidget)

class Ui_MainWindow(object):
    def setupUi(self, MainWindow):
        if not MainWindow.objectName():
            MainWindow.setObjectName(u"MainWindow")
        MainWindow.resize(1280, 800)
        self.actionNewGame = QAction(MainWindow)
        self.actionNewGame.setObjectName(u"actionNewGame")
        self.actionHome = QAction(MainWindow)
        self.actionHome.setObjectName(u"actionHome")
        self.actionProtocol = QAction(MainWindow)
        self.actionProtocol.setObjectName(u"actionProtocol")
        self.actionExportPdf = QAction(MainWindow)
        self.actionExportPdf.setObjectName(u"actionExportPdf")
        self.actionTournaments = QAction(MainWindow)
        self.actionTournaments.setObjectName(u"actionTournaments")
        self.actionQuit = QAction(MainWindow)
        self.actionQuit.setObjectName(u"actionQuit")
        self.actionSound = QAction(MainWindow)
        self.actionSound.setObjectName(u"actionSound")
        self.actionSound.setCheckable(True)
        self.actionVolume0 = QAction(MainWindow)
        self.actionVolume0.setObjectName(u"actionVolume0")
        self.actionVolume0.setCheckable(True)
        self.actionVolume0.setText(u"0 %")
        self.actionVolume25 = QAction(MainWindow)
        self.actionVolume25.setObjectName(u"actionVolume25")
        self.actionVolume25.setCheckable(True)
        self.actionVolume25.setText(u"25 %")
        self.actionVolume50 = QAction(MainWindow)
        self.actionVolume50.setObjectName(u"actionVolume50")
        self.actionVolume50.setCheckable(True)
        self.actionVolume50.setText(u"50 %")
        self.actionVolume75 = QAction(MainWindow)
        self.actionVolume75.setObjectName(u"actionVolume75")
        self.actionVolume75.setCheckable(True)
        self.actionVolume75.setText(u"75 %")
        self.actionVolume100 = QAction(MainWindow)
        self.actionVolume100.setObjectName(u"actionVolume100")
        self.actionVolume100.setCheckable(True)
        self.actionVolume100.setText(u"100 %")
        self.actionClockAutoStart = QAction(MainWindow)
        self.actionClockAutoStart.setObjectName(u"actionClockAutoStart")
        self.actionClockAutoStart.setCheckable(True)
        self.actionLangRu = QAction(MainWindow)
        self.actionLangRu.setObjectName(u"actionLangRu")
        self.actionLangRu.setCheckable(True)
        self.actionLangRu.setText(u"\u0420\u0443\u0441\u0441\u043a\u0438\u0439")
        self.actionLangEn = QAction(MainWindow)
        self.actionLangEn.setObjectName(u"actionLangEn")
        self.actionLangEn.setCheckable(True)
        self.actionLangEn.setText(u"English")
        self.actionStreamOverlay = QAction(MainWindow)
        self.actionStreamOverlay.setObjectName(u"actionStreamOverlay")
        self.actionStreamOverlay.setCheckable(True)
        self.actionKeys = QAction(MainWindow)
        self.actionKeys.setObjectName(u"actionKeys")
        self.actionAbout = QAction(MainWindow)
        self.actionAbout.setObjectName(u"actionAbout")
        self.centralwidget = QWidget(MainWindow)
        self.centralwidget.setObjectName(u"centralwidget")
        self.centralLayout = QVBoxLayout(self.centralwidget)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget(self.centralwidget)
        self.pages.setObjectName(u"pages")

        self.centralLayout.addWidget(self.pages)

        MainWindow.setCentralWidget(self.centralwidget)
        self.menubar = QMenuBar(MainWindow)
        self.menubar.setObjectName(u"menubar")
        self.menuGame = QMenu(self.menubar)
        self.menuGame.setObjectName(u"menuGame")
        self.menuSettings = QMenu(self.menubar)
        self.menuSettings.setObjectName(u"menuSettings")
        self.menuVolume = QMenu(self.menuSettings)
        self.menuVolume.setObjectName(u"menuVolume")
        self.menuLanguage = QMenu(self.menuSettings)
        self.menuLanguage.setObjectName(u"menuLanguage")
        self.menuView = QMenu(self.menubar)
        self.menuView.setObjectName(u"menuView")
        self.menuHelp = QMenu(self.menubar)
        self.menuHelp.setObjectName(u"menuHelp")
        MainWindow.setMenuBar(self.menubar)
        self.statusbar = QStatusBar(MainWindow)
        self.statusbar.setObjectName(u"statusbar")
        MainWindow.setStatusBar(self.statusbar)

        self.menubar.addAction(self.menuGame.menuAction())
        self.menubar.addAction(self.menuSettings.menuAction())
        self.menubar.addAction(self.menuView.menuAction())
        self.menubar.addAction(self.menuHelp.menuAction())
        self.menuGame.addAction(self.actionNewGame)
        self.menuGame.addAction(self.actionHome)
        self.menuGame.addAction(self.actionProtocol)
        self.menuGame.addAction(self.actionExportPdf)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionTournaments)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionQuit)
        self.menuSettings.addAction(self.actionSound)
        self.menuSettings.addAction(self.menuVolume.menuAction())
        self.menuSettings.addAction(self.actionClockAutoStart)
        self.menuSettings.addAction(self.menuLanguage.menuAction())
        self.menuVolume.addAction(self.actionVolume0)
        self.menuVolume.addAction(self.actionVolume25)
        self.menuVolume.addAction(self.actionVolume50)
        self.menuVolume.addAction(self.actionVolume75)
        self.menuVolume.addAction(self.actionVolume100)
        self.menuLanguage.addAction(self.actionLangRu)
        self.menuLanguage.addAction(self.actionLangEn)
        self.menuView.addAction(self.actionStreamOverlay)
        self.menuHelp.addAction(self.actionKeys)
        self.menuHelp.addAction(self.actionAbout)

        self.retranslateUi(MainWindow)

        QMetaObject.connectSlotsByName(MainWindow)
    # setupUi

    def retranslateUi(self, MainWindow):
        MainWindow.setWindowTitle(QCoreApplication.translate("MainWindow", u"Mafia Desk", None))
        self.actionNewGame.setText(QCoreApplication.translate("MainWindow", u"&New game\u2026", None))
        self.actionHome.setText(QCoreApplication.translate("MainWindow", u"&Start page", None))
        self.actionProtocol.setText(QCoreApplication.translate("MainWindow", u"&Protocol\u2026", None))
        self.actionExportPdf.setText(QCoreApplication.translate("MainWindow", u"&Export protocol to PDF\u2026", None))
        self.actionTournaments.setText(QCoreApplication.translate("MainWindow", u"&Tournaments\u2026", None))
        self.actionQuit.setText(QCoreApplication.translate("MainWindow", u"&Quit", None))
        self.actionSound.setText(QCoreApplication.translate("MainWindow", u"Timer &sounds", None))
        self.actionClockAutoStart.setText(QCoreApplication.translate("MainWindow", u"Start the speech clock when Enter gives the floor", None))
        self.actionStreamOverlay.setText(QCoreApplication.translate("MainWindow", u"Stream &overlay", None))
        self.actionKeys.setText(QCoreApplication.translate("MainWindow", u"&Keys", None))
        self.actionAbout.setText(QCoreApplication.translate("MainWindow", u"&About Mafia Desk", None))
        self.menuGame.setTitle(QCoreApplication.translate("MainWindow", u"&Game", None))
        self.menuSettings.setTitle(QCoreApplication.translate("MainWindow", u"&Settings", None))
        self.menuVolume.setTitle(QCoreApplication.translate("MainWindow", u"Sound &volume", None))
        self.menuLanguage.setTitle(QCoreApplication.translate("MainWindow", u"Language", None))
        self.menuView.setTitle(QCoreApplication.translate("MainWindow", u"&View", None))
        self.menuHelp.setTitle(QCoreApplication.translate("MainWindow", u"&Help", None))
    # retranslateUi


# ui-sha256: f28431884ab1bbc02f4b3ccabc489c5587c391af4e9465302dfe2feeb93069f7 (ui/main_window.ui)
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
        self.actionTechnicalBreak = QAction(MainWindow)
        self.actionTechnicalBreak.setObjectName(u"actionTechnicalBreak")
        self.actionReplacePlayer = QAction(MainWindow)
        self.actionReplacePlayer.setObjectName(u"actionReplacePlayer")
        self.actionTournaments = QAction(MainWindow)
        self.actionTournaments.setObjectName(u"actionTournaments")
        self.actionQuit = QAction(MainWindow)
        self.actionQuit.setObjectName(u"actionQuit")
        self.actionSound = QAction(MainWindow)
        self.actionSound.setObjectName(u"actionSound")
        self.actionSound.setCheckable(True)
        self.actionLangRu = QAction(MainWindow)
        self.actionLangRu.setObjectName(u"actionLangRu")
        self.actionLangRu.setCheckable(True)
        self.actionLangRu.setText(u"\u0420\u0443\u0441\u0441\u043a\u0438\u0439")
        self.actionLangEn = QAction(MainWindow)
        self.actionLangEn.setObjectName(u"actionLangEn")
        self.actionLangEn.setCheckable(True)
        self.actionLangEn.setText(u"English")
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
        self.menuLanguage = QMenu(self.menuSettings)
        self.menuLanguage.setObjectName(u"menuLanguage")
        self.menuHelp = QMenu(self.menubar)
        self.menuHelp.setObjectName(u"menuHelp")
        MainWindow.setMenuBar(self.menubar)
        self.statusbar = QStatusBar(MainWindow)
        self.statusbar.setObjectName(u"statusbar")
        MainWindow.setStatusBar(self.statusbar)

        self.menubar.addAction(self.menuGame.menuAction())
        self.menubar.addAction(self.menuSettings.menuAction())
        self.menubar.addAction(self.menuHelp.menuAction())
        self.menuGame.addAction(self.actionNewGame)
        self.menuGame.addAction(self.actionHome)
        self.menuGame.addAction(self.actionProtocol)
        self.menuGame.addAction(self.actionExportPdf)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionTechnicalBreak)
        self.menuGame.addAction(self.actionReplacePlayer)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionTournaments)
        self.menuGame.addSeparator()
        self.menuGame.addAction(self.actionQuit)
        self.menuSettings.addAction(self.actionSound)
        self.menuSettings.addAction(self.menuLanguage.menuAction())
        self.menuLanguage.addAction(self.actionLangRu)
        self.menuLanguage.addAction(self.actionLangEn)
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
        self.actionTechnicalBreak.setText(QCoreApplication.translate("MainWindow", u"Technical &break / Resume", None))
        self.actionReplacePlayer.setText(QCoreApplication.translate("MainWindow", u"&Replace a player\u2026", None))
        self.actionTournaments.setText(QCoreApplication.translate("MainWindow", u"&Tournaments\u2026", None))
        self.actionQuit.setText(QCoreApplication.translate("MainWindow", u"&Quit", None))
        self.actionSound.setText(QCoreApplication.translate("MainWindow", u"Timer &sounds", None))
        self.actionKeys.setText(QCoreApplication.translate("MainWindow", u"&Keys", None))
        self.actionAbout.setText(QCoreApplication.translate("MainWindow", u"&About Mafia Desk", None))
        self.menuGame.setTitle(QCoreApplication.translate("MainWindow", u"&Game", None))
        self.menuSettings.setTitle(QCoreApplication.translate("MainWindow", u"&Settings", None))
        self.menuLanguage.setTitle(QCoreApplication.translate("MainWindow", u"Language", None))
        self.menuHelp.setTitle(QCoreApplication.translate("MainWindow", u"&Help", None))
    # retranslateUi


# ui-sha256: 8c7827d2d5063d71f8e96a7b84c59a81a0001bd8b6f8c44d5384b8178fd422e6 (ui/standings_export_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'standings_export_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox,
    QDialog, QDialogButtonBox, QFormLayout, QLabel,
    QSizePolicy, QVBoxLayout, QWidget)

class Ui_StandingsExportDialog(object):
    def setupUi(self, StandingsExportDialog):
        if not StandingsExportDialog.objectName():
            StandingsExportDialog.setObjectName(u"StandingsExportDialog")
        StandingsExportDialog.setMinimumSize(QSize(460, 0))
        self.layout = QVBoxLayout(StandingsExportDialog)
        self.layout.setObjectName(u"layout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.roundLabel = QLabel(StandingsExportDialog)
        self.roundLabel.setObjectName(u"roundLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.roundLabel)

        self.roundBox = QComboBox(StandingsExportDialog)
        self.roundBox.setObjectName(u"roundBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.roundBox)

        self.hiddenLabel = QLabel(StandingsExportDialog)
        self.hiddenLabel.setObjectName(u"hiddenLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.hiddenLabel)

        self.hiddenBox = QComboBox(StandingsExportDialog)
        self.hiddenBox.setObjectName(u"hiddenBox")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.hiddenBox)

        self.hiddenNote = QLabel(StandingsExportDialog)
        self.hiddenNote.setObjectName(u"hiddenNote")
        self.hiddenNote.setWordWrap(True)
        self.hiddenNote.setText(u"")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.hiddenNote)

        self.largeBox = QCheckBox(StandingsExportDialog)
        self.largeBox.setObjectName(u"largeBox")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.largeBox)

        self.languageLabel = QLabel(StandingsExportDialog)
        self.languageLabel.setObjectName(u"languageLabel")

        self.form.setWidget(4, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageValue = QLabel(StandingsExportDialog)
        self.languageValue.setObjectName(u"languageValue")
        self.languageValue.setWordWrap(True)
        self.languageValue.setText(u"-")

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.languageValue)


        self.layout.addLayout(self.form)

        self.buttonBox = QDialogButtonBox(StandingsExportDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.roundLabel.setBuddy(self.roundBox)
        self.hiddenLabel.setBuddy(self.hiddenBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(StandingsExportDialog)

        QMetaObject.connectSlotsByName(StandingsExportDialog)
    # setupUi

    def retranslateUi(self, StandingsExportDialog):
        StandingsExportDialog.setWindowTitle(QCoreApplication.translate("StandingsExportDialog", u"Standings for the wall", None))
        self.roundLabel.setText(QCoreApplication.translate("StandingsExportDialog", u"Standings after", None))
        self.hiddenLabel.setText(QCoreApplication.translate("StandingsExportDialog", u"Points", None))
        self.largeBox.setText(QCoreApplication.translate("StandingsExportDialog", u"Large type: place, name, club and total only (projector, wall)", None))
        self.languageLabel.setText(QCoreApplication.translate("StandingsExportDialog", u"Language", None))
    # retranslateUi


# ui-sha256: 510f120974808bc2183bda1fc8bcda7f022024f1200298c1bcb14894bde5e9cb (ui/absence_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'absence_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDialog,
    QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel,
    QLineEdit, QSizePolicy, QSpinBox, QStackedWidget,
    QVBoxLayout, QWidget)

class Ui_AbsenceDialog(object):
    def setupUi(self, AbsenceDialog):
        if not AbsenceDialog.objectName():
            AbsenceDialog.setObjectName(u"AbsenceDialog")
        AbsenceDialog.setMinimumSize(QSize(560, 300))
        self.layout = QVBoxLayout(AbsenceDialog)
        self.layout.setObjectName(u"layout")
        self.playerForm = QFormLayout()
        self.playerForm.setObjectName(u"playerForm")
        self.playerLabel = QLabel(AbsenceDialog)
        self.playerLabel.setObjectName(u"playerLabel")

        self.playerForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.playerLabel)

        self.playerBox = QComboBox(AbsenceDialog)
        self.playerBox.setObjectName(u"playerBox")
        self.playerBox.setEditable(True)

        self.playerForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.playerBox)


        self.layout.addLayout(self.playerForm)

        self.pages = QStackedWidget(AbsenceDialog)
        self.pages.setObjectName(u"pages")
        self.absencePage = QWidget()
        self.absencePage.setObjectName(u"absencePage")
        self.absenceForm = QFormLayout(self.absencePage)
        self.absenceForm.setObjectName(u"absenceForm")
        self.stageLabel = QLabel(self.absencePage)
        self.stageLabel.setObjectName(u"stageLabel")

        self.absenceForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.stageLabel)

        self.stageBox = QComboBox(self.absencePage)
        self.stageBox.setObjectName(u"stageBox")

        self.absenceForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.stageBox)

        self.roundLabel = QLabel(self.absencePage)
        self.roundLabel.setObjectName(u"roundLabel")

        self.absenceForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.roundLabel)

        self.roundBox = QSpinBox(self.absencePage)
        self.roundBox.setObjectName(u"roundBox")
        self.roundBox.setMinimum(1)
        self.roundBox.setMaximum(99)

        self.absenceForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.roundBox)

        self.kindLabel = QLabel(self.absencePage)
        self.kindLabel.setObjectName(u"kindLabel")

        self.absenceForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.kindLabel)

        self.kindBox = QComboBox(self.absencePage)
        self.kindBox.setObjectName(u"kindBox")

        self.absenceForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.kindBox)

        self.kindHelp = QLabel(self.absencePage)
        self.kindHelp.setObjectName(u"kindHelp")
        self.kindHelp.setWordWrap(True)
        self.kindHelp.setText(u"-")

        self.absenceForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.kindHelp)

        self.pages.addWidget(self.absencePage)
        self.adjustmentPage = QWidget()
        self.adjustmentPage.setObjectName(u"adjustmentPage")
        self.adjustmentForm = QFormLayout(self.adjustmentPage)
        self.adjustmentForm.setObjectName(u"adjustmentForm")
        self.pointsLabel = QLabel(self.adjustmentPage)
        self.pointsLabel.setObjectName(u"pointsLabel")

        self.adjustmentForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.pointsLabel)

        self.pointsBox = QDoubleSpinBox(self.adjustmentPage)
        self.pointsBox.setObjectName(u"pointsBox")
        self.pointsBox.setDecimals(2)
        self.pointsBox.setMinimum(-100.000000000000000)
        self.pointsBox.setMaximum(100.000000000000000)
        self.pointsBox.setSingleStep(0.250000000000000)

        self.adjustmentForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.pointsBox)

        self.reasonLabel = QLabel(self.adjustmentPage)
        self.reasonLabel.setObjectName(u"reasonLabel")

        self.adjustmentForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.reasonLabel)

        self.reasonEdit = QLineEdit(self.adjustmentPage)
        self.reasonEdit.setObjectName(u"reasonEdit")

        self.adjustmentForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.reasonEdit)

        self.adjustmentHelp = QLabel(self.adjustmentPage)
        self.adjustmentHelp.setObjectName(u"adjustmentHelp")
        self.adjustmentHelp.setWordWrap(True)

        self.adjustmentForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.adjustmentHelp)

        self.pages.addWidget(self.adjustmentPage)

        self.layout.addWidget(self.pages)

        self.errorLabel = QLabel(AbsenceDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(AbsenceDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.playerLabel.setBuddy(self.playerBox)
        self.stageLabel.setBuddy(self.stageBox)
        self.roundLabel.setBuddy(self.roundBox)
        self.kindLabel.setBuddy(self.kindBox)
        self.pointsLabel.setBuddy(self.pointsBox)
        self.reasonLabel.setBuddy(self.reasonEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(AbsenceDialog)

        QMetaObject.connectSlotsByName(AbsenceDialog)
    # setupUi

    def retranslateUi(self, AbsenceDialog):
        AbsenceDialog.setWindowTitle(QCoreApplication.translate("AbsenceDialog", u"Absence", None))
        self.playerLabel.setText(QCoreApplication.translate("AbsenceDialog", u"&Player", None))
        self.stageLabel.setText(QCoreApplication.translate("AbsenceDialog", u"&Stage", None))
        self.roundLabel.setText(QCoreApplication.translate("AbsenceDialog", u"&Round", None))
        self.kindLabel.setText(QCoreApplication.translate("AbsenceDialog", u"&Kind", None))
        self.pointsLabel.setText(QCoreApplication.translate("AbsenceDialog", u"P&oints", None))
        self.reasonLabel.setText(QCoreApplication.translate("AbsenceDialog", u"&Reason", None))
        self.adjustmentHelp.setText(QCoreApplication.translate("AbsenceDialog", u"Points outside any game (a late arrival, a judge's decision): never multiplied by a stage's coefficient. A negative number takes points away.", None))
    # retranslateUi


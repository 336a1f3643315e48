# ui-sha256: 31b489964f2034184293dad5db2e187c6bbb00b64d349d902afb3147bd80d73b (ui/correction_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'correction_dialog.ui'
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
    QDialogButtonBox, QFormLayout, QHeaderView, QLabel,
    QLineEdit, QSizePolicy, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget)

class Ui_CorrectionDialog(object):
    def setupUi(self, CorrectionDialog):
        if not CorrectionDialog.objectName():
            CorrectionDialog.setObjectName(u"CorrectionDialog")
        CorrectionDialog.setMinimumSize(QSize(620, 520))
        self.layout = QVBoxLayout(CorrectionDialog)
        self.layout.setObjectName(u"layout")
        self.gameLabel = QLabel(CorrectionDialog)
        self.gameLabel.setObjectName(u"gameLabel")
        self.gameLabel.setStyleSheet(u"font-weight: bold;")
        self.gameLabel.setWordWrap(True)
        self.gameLabel.setText(u"-")

        self.layout.addWidget(self.gameLabel)

        self.explainLabel = QLabel(CorrectionDialog)
        self.explainLabel.setObjectName(u"explainLabel")
        self.explainLabel.setWordWrap(True)

        self.layout.addWidget(self.explainLabel)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.reasonLabel = QLabel(CorrectionDialog)
        self.reasonLabel.setObjectName(u"reasonLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.reasonLabel)

        self.reasonEdit = QLineEdit(CorrectionDialog)
        self.reasonEdit.setObjectName(u"reasonEdit")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.reasonEdit)

        self.judgeLabel = QLabel(CorrectionDialog)
        self.judgeLabel.setObjectName(u"judgeLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.judgeLabel)

        self.judgeEdit = QLineEdit(CorrectionDialog)
        self.judgeEdit.setObjectName(u"judgeEdit")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.judgeEdit)


        self.layout.addLayout(self.form)

        self.effectLabel = QLabel(CorrectionDialog)
        self.effectLabel.setObjectName(u"effectLabel")

        self.layout.addWidget(self.effectLabel)

        self.effectTable = QTableWidget(CorrectionDialog)
        self.effectTable.setObjectName(u"effectTable")
        self.effectTable.setColumnCount(3)
        self.effectTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.effectTable.setFocusPolicy(Qt.NoFocus)

        self.layout.addWidget(self.effectTable)

        self.errorLabel = QLabel(CorrectionDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(CorrectionDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.reasonLabel.setBuddy(self.reasonEdit)
        self.judgeLabel.setBuddy(self.judgeEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(CorrectionDialog)

        QMetaObject.connectSlotsByName(CorrectionDialog)
    # setupUi

    def retranslateUi(self, CorrectionDialog):
        CorrectionDialog.setWindowTitle(QCoreApplication.translate("CorrectionDialog", u"Void a stored game", None))
        self.explainLabel.setText(QCoreApplication.translate("CorrectionDialog", u"The stored game stays in the tournament's history; the standings no longer count it.", None))
        self.reasonLabel.setText(QCoreApplication.translate("CorrectionDialog", u"&Reason", None))
        self.judgeLabel.setText(QCoreApplication.translate("CorrectionDialog", u"&Judge", None))
        self.effectLabel.setText(QCoreApplication.translate("CorrectionDialog", u"What it changes in the standings", None))
    # retranslateUi


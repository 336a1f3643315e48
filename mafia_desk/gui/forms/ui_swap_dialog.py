# ui-sha256: 5a9e35c8d0fbe645276bcefc4c9d46774a2d75a815634d79825e130a81f2ec15 (ui/swap_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'swap_dialog.ui'
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
    QDialogButtonBox, QFormLayout, QLabel, QSizePolicy,
    QVBoxLayout, QWidget)

class Ui_SwapDialog(object):
    def setupUi(self, SwapDialog):
        if not SwapDialog.objectName():
            SwapDialog.setObjectName(u"SwapDialog")
        SwapDialog.setMinimumSize(QSize(480, 0))
        self.layout = QVBoxLayout(SwapDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(SwapDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.layout.addWidget(self.introLabel)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.firstLabel = QLabel(SwapDialog)
        self.firstLabel.setObjectName(u"firstLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.firstLabel)

        self.firstBox = QComboBox(SwapDialog)
        self.firstBox.setObjectName(u"firstBox")
        self.firstBox.setEditable(True)

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.firstBox)

        self.secondLabel = QLabel(SwapDialog)
        self.secondLabel.setObjectName(u"secondLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.secondLabel)

        self.secondBox = QComboBox(SwapDialog)
        self.secondBox.setObjectName(u"secondBox")
        self.secondBox.setEditable(True)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.secondBox)


        self.layout.addLayout(self.form)

        self.errorLabel = QLabel(SwapDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(SwapDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.firstLabel.setBuddy(self.firstBox)
        self.secondLabel.setBuddy(self.secondBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SwapDialog)

        QMetaObject.connectSlotsByName(SwapDialog)
    # setupUi

    def retranslateUi(self, SwapDialog):
        SwapDialog.setWindowTitle(QCoreApplication.translate("SwapDialog", u"Swap two players", None))
        self.introLabel.setText(QCoreApplication.translate("SwapDialog", u"The two players exchange their places in this round (two seats, or a seat and the bench).", None))
        self.firstLabel.setText(QCoreApplication.translate("SwapDialog", u"&Player", None))
        self.secondLabel.setText(QCoreApplication.translate("SwapDialog", u"&With", None))
    # retranslateUi


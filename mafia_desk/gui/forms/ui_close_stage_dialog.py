# ui-sha256: 7c5569c3e1a69bda775c632158cc0a7f1a76b5a704ad63cfbebe5c03a73180c7 (ui/close_stage_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'close_stage_dialog.ui'
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
    QDialogButtonBox, QFormLayout, QGroupBox, QHeaderView,
    QLabel, QLineEdit, QSizePolicy, QTableView,
    QVBoxLayout, QWidget)

class Ui_CloseStageDialog(object):
    def setupUi(self, CloseStageDialog):
        if not CloseStageDialog.objectName():
            CloseStageDialog.setObjectName(u"CloseStageDialog")
        CloseStageDialog.resize(640, 720)
        self.layout = QVBoxLayout(CloseStageDialog)
        self.layout.setObjectName(u"layout")
        self.titleLabel = QLabel(CloseStageDialog)
        self.titleLabel.setObjectName(u"titleLabel")
        self.titleLabel.setWordWrap(True)
        self.titleLabel.setText(u"")

        self.layout.addWidget(self.titleLabel)

        self.lineLabel = QLabel(CloseStageDialog)
        self.lineLabel.setObjectName(u"lineLabel")
        self.lineLabel.setWordWrap(True)
        self.lineLabel.setText(u"")

        self.layout.addWidget(self.lineLabel)

        self.warningLabel = QLabel(CloseStageDialog)
        self.warningLabel.setObjectName(u"warningLabel")
        self.warningLabel.setWordWrap(True)
        self.warningLabel.setText(u"")

        self.layout.addWidget(self.warningLabel)

        self.throughView = QTableView(CloseStageDialog)
        self.throughView.setObjectName(u"throughView")
        self.throughView.setSelectionMode(QAbstractItemView.NoSelection)
        self.throughView.setAlternatingRowColors(False)

        self.layout.addWidget(self.throughView)

        self.lotBox = QGroupBox(CloseStageDialog)
        self.lotBox.setObjectName(u"lotBox")
        self.lotLayout = QVBoxLayout(self.lotBox)
        self.lotLayout.setObjectName(u"lotLayout")
        self.lotHint = QLabel(self.lotBox)
        self.lotHint.setObjectName(u"lotHint")
        self.lotHint.setWordWrap(True)

        self.lotLayout.addWidget(self.lotHint)

        self.lotForm = QFormLayout()
        self.lotForm.setObjectName(u"lotForm")

        self.lotLayout.addLayout(self.lotForm)


        self.layout.addWidget(self.lotBox)

        self.byForm = QFormLayout()
        self.byForm.setObjectName(u"byForm")
        self.byLabel = QLabel(CloseStageDialog)
        self.byLabel.setObjectName(u"byLabel")

        self.byForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.byLabel)

        self.byEdit = QLineEdit(CloseStageDialog)
        self.byEdit.setObjectName(u"byEdit")

        self.byForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.byEdit)


        self.layout.addLayout(self.byForm)

        self.errorLabel = QLabel(CloseStageDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(CloseStageDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

        self.layout.setStretch(3, 1)
#if QT_CONFIG(shortcut)
        self.byLabel.setBuddy(self.byEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(CloseStageDialog)

        QMetaObject.connectSlotsByName(CloseStageDialog)
    # setupUi

    def retranslateUi(self, CloseStageDialog):
        CloseStageDialog.setWindowTitle(QCoreApplication.translate("CloseStageDialog", u"Close the stage", None))
        self.lotBox.setTitle(QCoreApplication.translate("CloseStageDialog", u"Lot at the line", None))
        self.lotHint.setText(QCoreApplication.translate("CloseStageDialog", u"These players are equal on every tie-break. Draw lots and enter the number each one drew: the lower number takes the higher place.", None))
        self.byLabel.setText(QCoreApplication.translate("CloseStageDialog", u"Closed &by:", None))
    # retranslateUi


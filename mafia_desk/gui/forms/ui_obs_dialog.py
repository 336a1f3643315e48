# ui-sha256: df871ac7d5644c556ab0bc1382591f5189cd0fc3591c246df7b0835a6f39dbc5 (ui/obs_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'obs_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QDialog,
    QDialogButtonBox, QFormLayout, QHeaderView, QLabel,
    QLineEdit, QSizePolicy, QSpinBox, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_ObsDialog(object):
    def setupUi(self, ObsDialog):
        if not ObsDialog.objectName():
            ObsDialog.setObjectName(u"ObsDialog")
        ObsDialog.setMinimumSize(QSize(520, 560))
        self.layout = QVBoxLayout(ObsDialog)
        self.layout.setObjectName(u"layout")
        self.enabledBox = QCheckBox(ObsDialog)
        self.enabledBox.setObjectName(u"enabledBox")

        self.layout.addWidget(self.enabledBox)

        self.connectionForm = QFormLayout()
        self.connectionForm.setObjectName(u"connectionForm")
        self.hostLabel = QLabel(ObsDialog)
        self.hostLabel.setObjectName(u"hostLabel")

        self.connectionForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.hostLabel)

        self.hostEdit = QLineEdit(ObsDialog)
        self.hostEdit.setObjectName(u"hostEdit")

        self.connectionForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.hostEdit)

        self.portLabel = QLabel(ObsDialog)
        self.portLabel.setObjectName(u"portLabel")

        self.connectionForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.portLabel)

        self.portBox = QSpinBox(ObsDialog)
        self.portBox.setObjectName(u"portBox")
        self.portBox.setMinimum(1)
        self.portBox.setMaximum(65535)

        self.connectionForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.portBox)

        self.passwordLabel = QLabel(ObsDialog)
        self.passwordLabel.setObjectName(u"passwordLabel")

        self.connectionForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.passwordLabel)

        self.passwordEdit = QLineEdit(ObsDialog)
        self.passwordEdit.setObjectName(u"passwordEdit")
        self.passwordEdit.setEchoMode(QLineEdit.Password)

        self.connectionForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.passwordEdit)


        self.layout.addLayout(self.connectionForm)

        self.helpLabel = QLabel(ObsDialog)
        self.helpLabel.setObjectName(u"helpLabel")
        self.helpLabel.setWordWrap(True)

        self.layout.addWidget(self.helpLabel)

        self.sceneTable = QTableWidget(ObsDialog)
        if (self.sceneTable.columnCount() < 2):
            self.sceneTable.setColumnCount(2)
        __qtablewidgetitem = QTableWidgetItem()
        self.sceneTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.sceneTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        self.sceneTable.setObjectName(u"sceneTable")
        self.sceneTable.setColumnCount(2)
        self.sceneTable.horizontalHeader().setStretchLastSection(True)
        self.sceneTable.verticalHeader().setVisible(False)

        self.layout.addWidget(self.sceneTable)

        self.buttonBox = QDialogButtonBox(ObsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.hostLabel.setBuddy(self.hostEdit)
        self.portLabel.setBuddy(self.portBox)
        self.passwordLabel.setBuddy(self.passwordEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ObsDialog)

        QMetaObject.connectSlotsByName(ObsDialog)
    # setupUi

    def retranslateUi(self, ObsDialog):
        ObsDialog.setWindowTitle(QCoreApplication.translate("ObsDialog", u"OBS scenes", None))
        self.enabledBox.setText(QCoreApplication.translate("ObsDialog", u"&Switch OBS scenes with the game", None))
        self.hostLabel.setText(QCoreApplication.translate("ObsDialog", u"&Host", None))
        self.portLabel.setText(QCoreApplication.translate("ObsDialog", u"&Port", None))
        self.passwordLabel.setText(QCoreApplication.translate("ObsDialog", u"Pass&word", None))
        self.helpLabel.setText(QCoreApplication.translate("ObsDialog", u"The scene for each moment of the game, named as in OBS. An empty entry leaves OBS where it is; a speaker's own scene overrides \"Speech\". The whole night is one scene.", None))
        ___qtablewidgetitem = self.sceneTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("ObsDialog", u"Moment", None));
        ___qtablewidgetitem1 = self.sceneTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("ObsDialog", u"OBS scene", None));
    # retranslateUi


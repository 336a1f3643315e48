# ui-sha256: a502b8dceb9f0eff0e6a91692edabd6936a5b20e776a3038f502112f2b6bcdd7 (ui/server_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'server_dialog.ui'
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
from PySide6.QtWidgets import (QApplication, QDialog, QFormLayout, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWidget)

class Ui_ServerDialog(object):
    def setupUi(self, ServerDialog):
        if not ServerDialog.objectName():
            ServerDialog.setObjectName(u"ServerDialog")
        ServerDialog.setMinimumSize(QSize(620, 300))
        self.layout = QVBoxLayout(ServerDialog)
        self.layout.setObjectName(u"layout")
        self.helpLabel = QLabel(ServerDialog)
        self.helpLabel.setObjectName(u"helpLabel")
        self.helpLabel.setWordWrap(True)

        self.layout.addWidget(self.helpLabel)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.urlLabel = QLabel(ServerDialog)
        self.urlLabel.setObjectName(u"urlLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.urlLabel)

        self.urlEdit = QLineEdit(ServerDialog)
        self.urlEdit.setObjectName(u"urlEdit")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.urlEdit)

        self.nameLabel = QLabel(ServerDialog)
        self.nameLabel.setObjectName(u"nameLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(ServerDialog)
        self.nameEdit.setObjectName(u"nameEdit")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.nameEdit)


        self.layout.addLayout(self.form)

        self.testRow = QHBoxLayout()
        self.testRow.setObjectName(u"testRow")
        self.testButton = QPushButton(ServerDialog)
        self.testButton.setObjectName(u"testButton")

        self.testRow.addWidget(self.testButton)

        self.createButton = QPushButton(ServerDialog)
        self.createButton.setObjectName(u"createButton")

        self.testRow.addWidget(self.createButton)

        self.testSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.testRow.addItem(self.testSpacer)


        self.layout.addLayout(self.testRow)

        self.answerLabel = QLabel(ServerDialog)
        self.answerLabel.setObjectName(u"answerLabel")
        self.answerLabel.setWordWrap(True)
        self.answerLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.layout.addWidget(self.answerLabel)

        self.bottomSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.layout.addItem(self.bottomSpacer)

        self.buttonRow = QHBoxLayout()
        self.buttonRow.setObjectName(u"buttonRow")
        self.saveAnywayButton = QPushButton(ServerDialog)
        self.saveAnywayButton.setObjectName(u"saveAnywayButton")

        self.buttonRow.addWidget(self.saveAnywayButton)

        self.buttonSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonRow.addItem(self.buttonSpacer)

        self.saveButton = QPushButton(ServerDialog)
        self.saveButton.setObjectName(u"saveButton")

        self.buttonRow.addWidget(self.saveButton)

        self.cancelButton = QPushButton(ServerDialog)
        self.cancelButton.setObjectName(u"cancelButton")

        self.buttonRow.addWidget(self.cancelButton)


        self.layout.addLayout(self.buttonRow)

#if QT_CONFIG(shortcut)
        self.urlLabel.setBuddy(self.urlEdit)
        self.nameLabel.setBuddy(self.nameEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ServerDialog)

        self.saveButton.setDefault(True)


        QMetaObject.connectSlotsByName(ServerDialog)
    # setupUi

    def retranslateUi(self, ServerDialog):
        ServerDialog.setWindowTitle(QCoreApplication.translate("ServerDialog", u"Tournament server", None))
        self.helpLabel.setText(QCoreApplication.translate("ServerDialog", u"The tables of a tournament write their games to one PostgreSQL server on the venue's network. Leave the address empty to keep this laptop on its own.", None))
        self.urlLabel.setText(QCoreApplication.translate("ServerDialog", u"Server &address", None))
        self.urlEdit.setPlaceholderText(QCoreApplication.translate("ServerDialog", u"postgresql://user:password@host:5432/database", None))
        self.nameLabel.setText(QCoreApplication.translate("ServerDialog", u"This laptop's &name", None))
#if QT_CONFIG(tooltip)
        self.nameEdit.setToolTip(QCoreApplication.translate("ServerDialog", u"The name the organiser and the other tables see as this table's holder", None))
#endif // QT_CONFIG(tooltip)
        self.testButton.setText(QCoreApplication.translate("ServerDialog", u"&Test", None))
        self.createButton.setText(QCoreApplication.translate("ServerDialog", u"&Create the tables", None))
        self.answerLabel.setText("")
        self.saveAnywayButton.setText(QCoreApplication.translate("ServerDialog", u"Save &anyway", None))
        self.saveButton.setText(QCoreApplication.translate("ServerDialog", u"&Save", None))
        self.cancelButton.setText(QCoreApplication.translate("ServerDialog", u"Cancel", None))
    # retranslateUi


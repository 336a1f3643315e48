# ui-sha256: a83ad19fb18784a7bc835b1182fb975feac7cdacd4303945e58fce52524bb9ad (ui/player_edit_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_edit_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QFormLayout, QLabel, QLineEdit, QSizePolicy,
    QVBoxLayout, QWidget)

class Ui_PlayerEditDialog(object):
    def setupUi(self, PlayerEditDialog):
        if not PlayerEditDialog.objectName():
            PlayerEditDialog.setObjectName(u"PlayerEditDialog")
        PlayerEditDialog.setMinimumSize(QSize(420, 0))
        self.layout = QVBoxLayout(PlayerEditDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(PlayerEditDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)
        self.introLabel.setText(u"")

        self.layout.addWidget(self.introLabel)

        self.fields = QFormLayout()
        self.fields.setObjectName(u"fields")
        self.nameLabel = QLabel(PlayerEditDialog)
        self.nameLabel.setObjectName(u"nameLabel")

        self.fields.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(PlayerEditDialog)
        self.nameEdit.setObjectName(u"nameEdit")

        self.fields.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.nicknameLabel = QLabel(PlayerEditDialog)
        self.nicknameLabel.setObjectName(u"nicknameLabel")

        self.fields.setWidget(1, QFormLayout.ItemRole.LabelRole, self.nicknameLabel)

        self.nicknameEdit = QLineEdit(PlayerEditDialog)
        self.nicknameEdit.setObjectName(u"nicknameEdit")

        self.fields.setWidget(1, QFormLayout.ItemRole.FieldRole, self.nicknameEdit)

        self.clubLabel = QLabel(PlayerEditDialog)
        self.clubLabel.setObjectName(u"clubLabel")

        self.fields.setWidget(2, QFormLayout.ItemRole.LabelRole, self.clubLabel)

        self.clubEdit = QLineEdit(PlayerEditDialog)
        self.clubEdit.setObjectName(u"clubEdit")

        self.fields.setWidget(2, QFormLayout.ItemRole.FieldRole, self.clubEdit)

        self.cityLabel = QLabel(PlayerEditDialog)
        self.cityLabel.setObjectName(u"cityLabel")

        self.fields.setWidget(3, QFormLayout.ItemRole.LabelRole, self.cityLabel)

        self.cityEdit = QLineEdit(PlayerEditDialog)
        self.cityEdit.setObjectName(u"cityEdit")

        self.fields.setWidget(3, QFormLayout.ItemRole.FieldRole, self.cityEdit)


        self.layout.addLayout(self.fields)

        self.errorLabel = QLabel(PlayerEditDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(PlayerEditDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameLabel.setBuddy(self.nameEdit)
        self.nicknameLabel.setBuddy(self.nicknameEdit)
        self.clubLabel.setBuddy(self.clubEdit)
        self.cityLabel.setBuddy(self.cityEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PlayerEditDialog)

        QMetaObject.connectSlotsByName(PlayerEditDialog)
    # setupUi

    def retranslateUi(self, PlayerEditDialog):
        PlayerEditDialog.setWindowTitle(QCoreApplication.translate("PlayerEditDialog", u"Player", None))
        self.nameLabel.setText(QCoreApplication.translate("PlayerEditDialog", u"&Name", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("PlayerEditDialog", u"Surname First name", None))
        self.nicknameLabel.setText(QCoreApplication.translate("PlayerEditDialog", u"Nic&kname", None))
        self.clubLabel.setText(QCoreApplication.translate("PlayerEditDialog", u"&Club", None))
        self.cityLabel.setText(QCoreApplication.translate("PlayerEditDialog", u"C&ity", None))
    # retranslateUi


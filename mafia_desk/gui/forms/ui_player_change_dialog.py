# ui-sha256: 993b70a80a4e49c514a5b9cfd56c167ed245ea133255774d3339e7b2877a8c3c (ui/player_change_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_change_dialog.ui'
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
    QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGroupBox,
    QHeaderView, QLabel, QLineEdit, QRadioButton,
    QSizePolicy, QSpinBox, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget)

class Ui_PlayerChangeDialog(object):
    def setupUi(self, PlayerChangeDialog):
        if not PlayerChangeDialog.objectName():
            PlayerChangeDialog.setObjectName(u"PlayerChangeDialog")
        PlayerChangeDialog.setWindowTitle(u"-")
        PlayerChangeDialog.setMinimumSize(QSize(560, 0))
        self.layout = QVBoxLayout(PlayerChangeDialog)
        self.layout.setObjectName(u"layout")
        self.introLabel = QLabel(PlayerChangeDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)
        self.introLabel.setText(u"")

        self.layout.addWidget(self.introLabel)

        self.fields = QFormLayout()
        self.fields.setObjectName(u"fields")
        self.playerLabel = QLabel(PlayerChangeDialog)
        self.playerLabel.setObjectName(u"playerLabel")

        self.fields.setWidget(0, QFormLayout.ItemRole.LabelRole, self.playerLabel)

        self.playerBox = QComboBox(PlayerChangeDialog)
        self.playerBox.setObjectName(u"playerBox")

        self.fields.setWidget(0, QFormLayout.ItemRole.FieldRole, self.playerBox)

        self.stageLabel = QLabel(PlayerChangeDialog)
        self.stageLabel.setObjectName(u"stageLabel")

        self.fields.setWidget(1, QFormLayout.ItemRole.LabelRole, self.stageLabel)

        self.stageBox = QComboBox(PlayerChangeDialog)
        self.stageBox.setObjectName(u"stageBox")

        self.fields.setWidget(1, QFormLayout.ItemRole.FieldRole, self.stageBox)

        self.roundLabel = QLabel(PlayerChangeDialog)
        self.roundLabel.setObjectName(u"roundLabel")

        self.fields.setWidget(2, QFormLayout.ItemRole.LabelRole, self.roundLabel)

        self.roundSpin = QSpinBox(PlayerChangeDialog)
        self.roundSpin.setObjectName(u"roundSpin")
        self.roundSpin.setMinimum(1)
        self.roundSpin.setMaximum(1000)

        self.fields.setWidget(2, QFormLayout.ItemRole.FieldRole, self.roundSpin)

        self.reasonLabel = QLabel(PlayerChangeDialog)
        self.reasonLabel.setObjectName(u"reasonLabel")

        self.fields.setWidget(3, QFormLayout.ItemRole.LabelRole, self.reasonLabel)

        self.reasonEdit = QLineEdit(PlayerChangeDialog)
        self.reasonEdit.setObjectName(u"reasonEdit")

        self.fields.setWidget(3, QFormLayout.ItemRole.FieldRole, self.reasonEdit)

        self.pointsLabel = QLabel(PlayerChangeDialog)
        self.pointsLabel.setObjectName(u"pointsLabel")

        self.fields.setWidget(4, QFormLayout.ItemRole.LabelRole, self.pointsLabel)

        self.pointsSpin = QDoubleSpinBox(PlayerChangeDialog)
        self.pointsSpin.setObjectName(u"pointsSpin")
        self.pointsSpin.setMinimum(-10.000000000000000)
        self.pointsSpin.setMaximum(0.000000000000000)
        self.pointsSpin.setSingleStep(0.250000000000000)
        self.pointsSpin.setDecimals(2)

        self.fields.setWidget(4, QFormLayout.ItemRole.FieldRole, self.pointsSpin)


        self.layout.addLayout(self.fields)

        self.substituteGroup = QGroupBox(PlayerChangeDialog)
        self.substituteGroup.setObjectName(u"substituteGroup")
        self.substituteFields = QFormLayout(self.substituteGroup)
        self.substituteFields.setObjectName(u"substituteFields")
        self.registryRadio = QRadioButton(self.substituteGroup)
        self.registryRadio.setObjectName(u"registryRadio")

        self.substituteFields.setWidget(0, QFormLayout.ItemRole.LabelRole, self.registryRadio)

        self.registryBox = QComboBox(self.substituteGroup)
        self.registryBox.setObjectName(u"registryBox")

        self.substituteFields.setWidget(0, QFormLayout.ItemRole.FieldRole, self.registryBox)

        self.newRadio = QRadioButton(self.substituteGroup)
        self.newRadio.setObjectName(u"newRadio")
        self.newRadio.setChecked(True)

        self.substituteFields.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.newRadio)

        self.nameLabel = QLabel(self.substituteGroup)
        self.nameLabel.setObjectName(u"nameLabel")

        self.substituteFields.setWidget(2, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(self.substituteGroup)
        self.nameEdit.setObjectName(u"nameEdit")

        self.substituteFields.setWidget(2, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.clubLabel = QLabel(self.substituteGroup)
        self.clubLabel.setObjectName(u"clubLabel")

        self.substituteFields.setWidget(3, QFormLayout.ItemRole.LabelRole, self.clubLabel)

        self.clubEdit = QLineEdit(self.substituteGroup)
        self.clubEdit.setObjectName(u"clubEdit")

        self.substituteFields.setWidget(3, QFormLayout.ItemRole.FieldRole, self.clubEdit)

        self.cityLabel = QLabel(self.substituteGroup)
        self.cityLabel.setObjectName(u"cityLabel")

        self.substituteFields.setWidget(4, QFormLayout.ItemRole.LabelRole, self.cityLabel)

        self.cityEdit = QLineEdit(self.substituteGroup)
        self.cityEdit.setObjectName(u"cityEdit")

        self.substituteFields.setWidget(4, QFormLayout.ItemRole.FieldRole, self.cityEdit)


        self.layout.addWidget(self.substituteGroup)

        self.missedGroup = QGroupBox(PlayerChangeDialog)
        self.missedGroup.setObjectName(u"missedGroup")
        self.missedLayout = QVBoxLayout(self.missedGroup)
        self.missedLayout.setObjectName(u"missedLayout")
        self.missedTable = QTableWidget(self.missedGroup)
        self.missedTable.setObjectName(u"missedTable")
        self.missedTable.setColumnCount(3)

        self.missedLayout.addWidget(self.missedTable)


        self.layout.addWidget(self.missedGroup)

        self.effectLabel = QLabel(PlayerChangeDialog)
        self.effectLabel.setObjectName(u"effectLabel")
        self.effectLabel.setWordWrap(True)
        self.effectLabel.setText(u"")

        self.layout.addWidget(self.effectLabel)

        self.buttonBox = QDialogButtonBox(PlayerChangeDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.playerLabel.setBuddy(self.playerBox)
        self.stageLabel.setBuddy(self.stageBox)
        self.roundLabel.setBuddy(self.roundSpin)
        self.reasonLabel.setBuddy(self.reasonEdit)
        self.pointsLabel.setBuddy(self.pointsSpin)
        self.nameLabel.setBuddy(self.nameEdit)
        self.clubLabel.setBuddy(self.clubEdit)
        self.cityLabel.setBuddy(self.cityEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PlayerChangeDialog)

        QMetaObject.connectSlotsByName(PlayerChangeDialog)
    # setupUi

    def retranslateUi(self, PlayerChangeDialog):
        self.playerLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"&Player", None))
        self.stageLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"&Stage", None))
        self.roundLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"From &round", None))
        self.reasonLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"R&eason", None))
        self.pointsLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"Points for &lateness", None))
#if QT_CONFIG(tooltip)
        self.pointsSpin.setToolTip(QCoreApplication.translate("PlayerChangeDialog", u"An adjustment outside any game, as regulations that fine lateness by the minute ask (0: none)", None))
#endif // QT_CONFIG(tooltip)
        self.substituteGroup.setTitle(QCoreApplication.translate("PlayerChangeDialog", u"The substitute", None))
        self.registryRadio.setText(QCoreApplication.translate("PlayerChangeDialog", u"From the &registry", None))
        self.newRadio.setText(QCoreApplication.translate("PlayerChangeDialog", u"A &new player", None))
        self.nameLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"&Name", None))
        self.clubLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"&Club", None))
        self.cityLabel.setText(QCoreApplication.translate("PlayerChangeDialog", u"C&ity", None))
        self.missedGroup.setTitle(QCoreApplication.translate("PlayerChangeDialog", u"Rounds he missed", None))
        pass
    # retranslateUi


# ui-sha256: 85162980367e7981875333dbe0a975e0845fd075ea3ea7abd290722a5927152c (ui/settings_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'settings_dialog.ui'
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
    QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
    QLabel, QLineEdit, QPushButton, QSizePolicy,
    QSpinBox, QVBoxLayout, QWidget)

class Ui_SettingsDialog(object):
    def setupUi(self, SettingsDialog):
        if not SettingsDialog.objectName():
            SettingsDialog.setObjectName(u"SettingsDialog")
        SettingsDialog.setMinimumSize(QSize(560, 0))
        self.layout = QVBoxLayout(SettingsDialog)
        self.layout.setObjectName(u"layout")
        self.interfaceGroup = QGroupBox(SettingsDialog)
        self.interfaceGroup.setObjectName(u"interfaceGroup")
        self.interfaceForm = QFormLayout(self.interfaceGroup)
        self.interfaceForm.setObjectName(u"interfaceForm")
        self.languageLabel = QLabel(self.interfaceGroup)
        self.languageLabel.setObjectName(u"languageLabel")

        self.interfaceForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageBox = QComboBox(self.interfaceGroup)
        self.languageBox.setObjectName(u"languageBox")

        self.interfaceForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.languageBox)

        self.fontScaleLabel = QLabel(self.interfaceGroup)
        self.fontScaleLabel.setObjectName(u"fontScaleLabel")

        self.interfaceForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.fontScaleLabel)

        self.fontScaleBox = QSpinBox(self.interfaceGroup)
        self.fontScaleBox.setObjectName(u"fontScaleBox")
        self.fontScaleBox.setMinimum(50)
        self.fontScaleBox.setMaximum(300)
        self.fontScaleBox.setSingleStep(10)

        self.interfaceForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.fontScaleBox)


        self.layout.addWidget(self.interfaceGroup)

        self.soundGroup = QGroupBox(SettingsDialog)
        self.soundGroup.setObjectName(u"soundGroup")
        self.soundForm = QFormLayout(self.soundGroup)
        self.soundForm.setObjectName(u"soundForm")
        self.soundBox = QCheckBox(self.soundGroup)
        self.soundBox.setObjectName(u"soundBox")

        self.soundForm.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.soundBox)

        self.warningBox = QCheckBox(self.soundGroup)
        self.warningBox.setObjectName(u"warningBox")

        self.soundForm.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.warningBox)

        self.volumeLabel = QLabel(self.soundGroup)
        self.volumeLabel.setObjectName(u"volumeLabel")

        self.soundForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.volumeLabel)

        self.volumeBox = QSpinBox(self.soundGroup)
        self.volumeBox.setObjectName(u"volumeBox")
        self.volumeBox.setMaximum(100)
        self.volumeBox.setSingleStep(5)

        self.soundForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.volumeBox)


        self.layout.addWidget(self.soundGroup)

        self.hallGroup = QGroupBox(SettingsDialog)
        self.hallGroup.setObjectName(u"hallGroup")
        self.hallForm = QFormLayout(self.hallGroup)
        self.hallForm.setObjectName(u"hallForm")
        self.screenLabel = QLabel(self.hallGroup)
        self.screenLabel.setObjectName(u"screenLabel")

        self.hallForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.screenLabel)

        self.screenBox = QComboBox(self.hallGroup)
        self.screenBox.setObjectName(u"screenBox")

        self.hallForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.screenBox)

        self.overlayAddressLabel = QLabel(self.hallGroup)
        self.overlayAddressLabel.setObjectName(u"overlayAddressLabel")

        self.hallForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.overlayAddressLabel)

        self.overlayAddressEdit = QLineEdit(self.hallGroup)
        self.overlayAddressEdit.setObjectName(u"overlayAddressEdit")

        self.hallForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.overlayAddressEdit)

        self.overlayPortLabel = QLabel(self.hallGroup)
        self.overlayPortLabel.setObjectName(u"overlayPortLabel")

        self.hallForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.overlayPortLabel)

        self.overlayPortBox = QSpinBox(self.hallGroup)
        self.overlayPortBox.setObjectName(u"overlayPortBox")
        self.overlayPortBox.setMinimum(0)
        self.overlayPortBox.setMaximum(65535)

        self.hallForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.overlayPortBox)


        self.layout.addWidget(self.hallGroup)

        self.databaseGroup = QGroupBox(SettingsDialog)
        self.databaseGroup.setObjectName(u"databaseGroup")
        self.databaseLayout = QVBoxLayout(self.databaseGroup)
        self.databaseLayout.setObjectName(u"databaseLayout")
        self.databaseLabel = QLabel(self.databaseGroup)
        self.databaseLabel.setObjectName(u"databaseLabel")
        self.databaseLabel.setWordWrap(True)
        self.databaseLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.databaseLayout.addWidget(self.databaseLabel)

        self.moveButton = QPushButton(self.databaseGroup)
        self.moveButton.setObjectName(u"moveButton")

        self.databaseLayout.addWidget(self.moveButton)


        self.layout.addWidget(self.databaseGroup)

        self.errorLabel = QLabel(SettingsDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(SettingsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.languageLabel.setBuddy(self.languageBox)
        self.fontScaleLabel.setBuddy(self.fontScaleBox)
        self.volumeLabel.setBuddy(self.volumeBox)
        self.screenLabel.setBuddy(self.screenBox)
        self.overlayAddressLabel.setBuddy(self.overlayAddressEdit)
        self.overlayPortLabel.setBuddy(self.overlayPortBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SettingsDialog)

        QMetaObject.connectSlotsByName(SettingsDialog)
    # setupUi

    def retranslateUi(self, SettingsDialog):
        SettingsDialog.setWindowTitle(QCoreApplication.translate("SettingsDialog", u"Settings", None))
        self.interfaceGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"Interface", None))
        self.languageLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Language", None))
        self.fontScaleLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Text size", None))
        self.fontScaleBox.setSuffix(QCoreApplication.translate("SettingsDialog", u" %", None))
        self.soundGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"Timer sounds", None))
        self.soundBox.setText(QCoreApplication.translate("SettingsDialog", u"&Play the timer's sounds", None))
        self.warningBox.setText(QCoreApplication.translate("SettingsDialog", u"Sound a &warning 10 seconds before the end of a speech", None))
        self.volumeLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Volume", None))
        self.volumeBox.setSuffix(QCoreApplication.translate("SettingsDialog", u" %", None))
        self.hallGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"The hall", None))
        self.screenLabel.setText(QCoreApplication.translate("SettingsDialog", u"Spectator &display's monitor", None))
        self.overlayAddressLabel.setText(QCoreApplication.translate("SettingsDialog", u"Stream overlay's &address", None))
        self.overlayPortLabel.setText(QCoreApplication.translate("SettingsDialog", u"Stream overlay's &port", None))
        self.databaseGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"Database", None))
        self.moveButton.setText(QCoreApplication.translate("SettingsDialog", u"&Move the database\u2026", None))
    # retranslateUi


# ui-sha256: 819cc5032af9ae51b4dbedc8d3583ba1033806606c3d1d6c62890fb30b65120a (ui/constraints_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'constraints_dialog.ui'
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
    QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPushButton, QSizePolicy, QSpinBox,
    QVBoxLayout, QWidget)

class Ui_ConstraintsDialog(object):
    def setupUi(self, ConstraintsDialog):
        if not ConstraintsDialog.objectName():
            ConstraintsDialog.setObjectName(u"ConstraintsDialog")
        self.layout = QVBoxLayout(ConstraintsDialog)
        self.layout.setObjectName(u"layout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.stageLabel = QLabel(ConstraintsDialog)
        self.stageLabel.setObjectName(u"stageLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.stageLabel)

        self.stageBox = QComboBox(ConstraintsDialog)
        self.stageBox.setObjectName(u"stageBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.stageBox)

        self.roundsLabel = QLabel(ConstraintsDialog)
        self.roundsLabel.setObjectName(u"roundsLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.roundsLabel)

        self.roundsBox = QSpinBox(ConstraintsDialog)
        self.roundsBox.setObjectName(u"roundsBox")
        self.roundsBox.setMaximum(50)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.roundsBox)

        self.clubBox = QCheckBox(ConstraintsDialog)
        self.clubBox.setObjectName(u"clubBox")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.clubBox)

        self.teamsLabel = QLabel(ConstraintsDialog)
        self.teamsLabel.setObjectName(u"teamsLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.teamsLabel)

        self.teamsRow = QHBoxLayout()
        self.teamsRow.setObjectName(u"teamsRow")
        self.teamsModeBox = QComboBox(ConstraintsDialog)
        self.teamsModeBox.setObjectName(u"teamsModeBox")

        self.teamsRow.addWidget(self.teamsModeBox)

        self.teamsRoundsBox = QSpinBox(ConstraintsDialog)
        self.teamsRoundsBox.setObjectName(u"teamsRoundsBox")
        self.teamsRoundsBox.setMinimum(1)
        self.teamsRoundsBox.setMaximum(50)

        self.teamsRow.addWidget(self.teamsRoundsBox)


        self.form.setLayout(3, QFormLayout.ItemRole.FieldRole, self.teamsRow)


        self.layout.addLayout(self.form)

        self.pairsGroup = QGroupBox(ConstraintsDialog)
        self.pairsGroup.setObjectName(u"pairsGroup")
        self.pairsLayout = QVBoxLayout(self.pairsGroup)
        self.pairsLayout.setObjectName(u"pairsLayout")
        self.pairsList = QListWidget(self.pairsGroup)
        self.pairsList.setObjectName(u"pairsList")

        self.pairsLayout.addWidget(self.pairsList)

        self.pairRow = QHBoxLayout()
        self.pairRow.setObjectName(u"pairRow")
        self.pairFirstBox = QComboBox(self.pairsGroup)
        self.pairFirstBox.setObjectName(u"pairFirstBox")
        self.pairFirstBox.setEditable(True)

        self.pairRow.addWidget(self.pairFirstBox)

        self.pairSecondBox = QComboBox(self.pairsGroup)
        self.pairSecondBox.setObjectName(u"pairSecondBox")
        self.pairSecondBox.setEditable(True)

        self.pairRow.addWidget(self.pairSecondBox)

        self.addPairButton = QPushButton(self.pairsGroup)
        self.addPairButton.setObjectName(u"addPairButton")

        self.pairRow.addWidget(self.addPairButton)

        self.removePairButton = QPushButton(self.pairsGroup)
        self.removePairButton.setObjectName(u"removePairButton")

        self.pairRow.addWidget(self.removePairButton)


        self.pairsLayout.addLayout(self.pairRow)


        self.layout.addWidget(self.pairsGroup)

        self.sitOutGroup = QGroupBox(ConstraintsDialog)
        self.sitOutGroup.setObjectName(u"sitOutGroup")
        self.sitOutLayout = QVBoxLayout(self.sitOutGroup)
        self.sitOutLayout.setObjectName(u"sitOutLayout")
        self.sitOutList = QListWidget(self.sitOutGroup)
        self.sitOutList.setObjectName(u"sitOutList")

        self.sitOutLayout.addWidget(self.sitOutList)

        self.sitOutRow = QHBoxLayout()
        self.sitOutRow.setObjectName(u"sitOutRow")
        self.sitOutPlayerBox = QComboBox(self.sitOutGroup)
        self.sitOutPlayerBox.setObjectName(u"sitOutPlayerBox")
        self.sitOutPlayerBox.setEditable(True)

        self.sitOutRow.addWidget(self.sitOutPlayerBox)

        self.sitOutRoundsEdit = QLineEdit(self.sitOutGroup)
        self.sitOutRoundsEdit.setObjectName(u"sitOutRoundsEdit")

        self.sitOutRow.addWidget(self.sitOutRoundsEdit)

        self.addSitOutButton = QPushButton(self.sitOutGroup)
        self.addSitOutButton.setObjectName(u"addSitOutButton")

        self.sitOutRow.addWidget(self.addSitOutButton)

        self.removeSitOutButton = QPushButton(self.sitOutGroup)
        self.removeSitOutButton.setObjectName(u"removeSitOutButton")

        self.sitOutRow.addWidget(self.removeSitOutButton)


        self.sitOutLayout.addLayout(self.sitOutRow)


        self.layout.addWidget(self.sitOutGroup)

        self.errorLabel = QLabel(ConstraintsDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(ConstraintsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.stageLabel.setBuddy(self.stageBox)
        self.roundsLabel.setBuddy(self.roundsBox)
        self.teamsLabel.setBuddy(self.teamsModeBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ConstraintsDialog)

        QMetaObject.connectSlotsByName(ConstraintsDialog)
    # setupUi

    def retranslateUi(self, ConstraintsDialog):
        ConstraintsDialog.setWindowTitle(QCoreApplication.translate("ConstraintsDialog", u"Seating constraints", None))
        self.stageLabel.setText(QCoreApplication.translate("ConstraintsDialog", u"S&tage", None))
        self.roundsLabel.setText(QCoreApplication.translate("ConstraintsDialog", u"Apart in the first", None))
        self.roundsBox.setSuffix(QCoreApplication.translate("ConstraintsDialog", u" rounds", None))
        self.clubBox.setText(QCoreApplication.translate("ConstraintsDialog", u"Keep &club-mates apart (by the players' club)", None))
        self.teamsLabel.setText(QCoreApplication.translate("ConstraintsDialog", u"&Teammates apart", None))
        self.teamsRoundsBox.setSuffix(QCoreApplication.translate("ConstraintsDialog", u" rounds", None))
        self.pairsGroup.setTitle(QCoreApplication.translate("ConstraintsDialog", u"Named pairs kept apart (family, a couple, a coach and his pupil)", None))
        self.addPairButton.setText(QCoreApplication.translate("ConstraintsDialog", u"&Add pair", None))
        self.removePairButton.setText(QCoreApplication.translate("ConstraintsDialog", u"Remove", None))
        self.sitOutGroup.setTitle(QCoreApplication.translate("ConstraintsDialog", u"Players sitting out rounds (a judge-player, the rounds he judges)", None))
        self.sitOutRoundsEdit.setPlaceholderText(QCoreApplication.translate("ConstraintsDialog", u"rounds, e.g. 1, 3-4", None))
        self.addSitOutButton.setText(QCoreApplication.translate("ConstraintsDialog", u"Add &sit-out", None))
        self.removeSitOutButton.setText(QCoreApplication.translate("ConstraintsDialog", u"Remove", None))
    # retranslateUi


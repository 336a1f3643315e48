# ui-sha256: ff5eaca0a23f0bd7b0e0aa606b27e210dd0da407f9e61f9ae4c51c55d5b27980 (ui/new_tournament_dialog.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_tournament_dialog.ui'
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
    QDialogButtonBox, QFormLayout, QHBoxLayout, QHeaderView,
    QLabel, QLineEdit, QSizePolicy, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_NewTournamentDialog(object):
    def setupUi(self, NewTournamentDialog):
        if not NewTournamentDialog.objectName():
            NewTournamentDialog.setObjectName(u"NewTournamentDialog")
        NewTournamentDialog.resize(960, 760)
        self.layout = QVBoxLayout(NewTournamentDialog)
        self.layout.setObjectName(u"layout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.templateLabel = QLabel(NewTournamentDialog)
        self.templateLabel.setObjectName(u"templateLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.templateLabel)

        self.templateBox = QComboBox(NewTournamentDialog)
        self.templateBox.setObjectName(u"templateBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.templateBox)

        self.templateInfoTitle = QLabel(NewTournamentDialog)
        self.templateInfoTitle.setObjectName(u"templateInfoTitle")
        self.templateInfoTitle.setText(u"")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.templateInfoTitle)

        self.templateInfo = QLabel(NewTournamentDialog)
        self.templateInfo.setObjectName(u"templateInfo")
        self.templateInfo.setWordWrap(True)
        self.templateInfo.setText(u"")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.templateInfo)

        self.nameLabel = QLabel(NewTournamentDialog)
        self.nameLabel.setObjectName(u"nameLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(NewTournamentDialog)
        self.nameEdit.setObjectName(u"nameEdit")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.venueLabel = QLabel(NewTournamentDialog)
        self.venueLabel.setObjectName(u"venueLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.venueLabel)

        self.venueEdit = QLineEdit(NewTournamentDialog)
        self.venueEdit.setObjectName(u"venueEdit")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.venueEdit)

        self.datesLabel = QLabel(NewTournamentDialog)
        self.datesLabel.setObjectName(u"datesLabel")

        self.form.setWidget(4, QFormLayout.ItemRole.LabelRole, self.datesLabel)

        self.datesLayout = QHBoxLayout()
        self.datesLayout.setObjectName(u"datesLayout")
        self.startEdit = QLineEdit(NewTournamentDialog)
        self.startEdit.setObjectName(u"startEdit")
        self.startEdit.setPlaceholderText(u"YYYY-MM-DD")

        self.datesLayout.addWidget(self.startEdit)

        self.dashLabel = QLabel(NewTournamentDialog)
        self.dashLabel.setObjectName(u"dashLabel")
        self.dashLabel.setText(u"\u2013")

        self.datesLayout.addWidget(self.dashLabel)

        self.endEdit = QLineEdit(NewTournamentDialog)
        self.endEdit.setObjectName(u"endEdit")
        self.endEdit.setPlaceholderText(u"YYYY-MM-DD")

        self.datesLayout.addWidget(self.endEdit)


        self.form.setLayout(4, QFormLayout.ItemRole.FieldRole, self.datesLayout)

        self.judgesLabel = QLabel(NewTournamentDialog)
        self.judgesLabel.setObjectName(u"judgesLabel")

        self.form.setWidget(5, QFormLayout.ItemRole.LabelRole, self.judgesLabel)

        self.judgesEdit = QLineEdit(NewTournamentDialog)
        self.judgesEdit.setObjectName(u"judgesEdit")

        self.form.setWidget(5, QFormLayout.ItemRole.FieldRole, self.judgesEdit)


        self.layout.addLayout(self.form)

        self.stagesLabel = QLabel(NewTournamentDialog)
        self.stagesLabel.setObjectName(u"stagesLabel")
        self.stagesLabel.setStyleSheet(u"font-weight: bold;")

        self.layout.addWidget(self.stagesLabel)

        self.stagesTable = QTableWidget(NewTournamentDialog)
        self.stagesTable.setObjectName(u"stagesTable")

        self.layout.addWidget(self.stagesTable)

        self.optionsLabel = QLabel(NewTournamentDialog)
        self.optionsLabel.setObjectName(u"optionsLabel")
        self.optionsLabel.setStyleSheet(u"font-weight: bold;")

        self.layout.addWidget(self.optionsLabel)

        self.optionsTable = QTableWidget(NewTournamentDialog)
        self.optionsTable.setObjectName(u"optionsTable")

        self.layout.addWidget(self.optionsTable)

        self.errorLabel = QLabel(NewTournamentDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020;")
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setText(u"")

        self.layout.addWidget(self.errorLabel)

        self.buttons = QDialogButtonBox(NewTournamentDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.layout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.templateLabel.setBuddy(self.templateBox)
        self.nameLabel.setBuddy(self.nameEdit)
        self.venueLabel.setBuddy(self.venueEdit)
        self.datesLabel.setBuddy(self.startEdit)
        self.judgesLabel.setBuddy(self.judgesEdit)
        self.stagesLabel.setBuddy(self.stagesTable)
        self.optionsLabel.setBuddy(self.optionsTable)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewTournamentDialog)

        QMetaObject.connectSlotsByName(NewTournamentDialog)
    # setupUi

    def retranslateUi(self, NewTournamentDialog):
        NewTournamentDialog.setWindowTitle(QCoreApplication.translate("NewTournamentDialog", u"New tournament", None))
        self.templateLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Template:", None))
        self.nameLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Name:", None))
        self.venueLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Venue:", None))
        self.datesLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Dates:", None))
        self.judgesLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Judges:", None))
        self.judgesEdit.setPlaceholderText(QCoreApplication.translate("NewTournamentDialog", u"Names, separated by commas", None))
        self.stagesLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"&Stages (rounds, tables, who advances, coefficient, seating per round)", None))
        self.optionsLabel.setText(QCoreApplication.translate("NewTournamentDialog", u"Ruleset &options: applied to every game of the tournament", None))
    # retranslateUi


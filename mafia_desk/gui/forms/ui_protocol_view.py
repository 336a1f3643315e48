# ui-sha256: 01074c5f9d0fdb1541f8e79df212d9ab178fefc739c808877df8d70dae46af65 (ui/protocol_view.ui)
# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'protocol_view.ui'
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
    QHBoxLayout, QLabel, QPushButton, QScrollArea,
    QSizePolicy, QVBoxLayout, QWidget)

class Ui_ProtocolView(object):
    def setupUi(self, ProtocolView):
        if not ProtocolView.objectName():
            ProtocolView.setObjectName(u"ProtocolView")
        ProtocolView.setMinimumSize(QSize(640, 480))
        self.layout = QVBoxLayout(ProtocolView)
        self.layout.setObjectName(u"layout")
        self.scrollArea = QScrollArea(ProtocolView)
        self.scrollArea.setObjectName(u"scrollArea")
        self.scrollArea.setWidgetResizable(True)
        self.pageLabel = QLabel()
        self.pageLabel.setObjectName(u"pageLabel")
        self.pageLabel.setAlignment(Qt.AlignHCenter|Qt.AlignTop)
        self.scrollArea.setWidget(self.pageLabel)

        self.layout.addWidget(self.scrollArea)

        self.buttons = QHBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.exportButton = QPushButton(ProtocolView)
        self.exportButton.setObjectName(u"exportButton")

        self.buttons.addWidget(self.exportButton)

        self.buttonBox = QDialogButtonBox(ProtocolView)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.buttons.addWidget(self.buttonBox)


        self.layout.addLayout(self.buttons)


        self.retranslateUi(ProtocolView)

        QMetaObject.connectSlotsByName(ProtocolView)
    # setupUi

    def retranslateUi(self, ProtocolView):
        ProtocolView.setWindowTitle(QCoreApplication.translate("ProtocolView", u"Game protocol", None))
        self.exportButton.setText(QCoreApplication.translate("ProtocolView", u"Export to PDF\u2026", None))
    # retranslateUi


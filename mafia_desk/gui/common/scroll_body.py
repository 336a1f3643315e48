"""A tall dialog's body in a scroll area, its buttons outside it: OK and Cancel stay on a 1366x768 laptop.

A form taller than the screen (the quick result form with its three small tables, a tournament's details and
options) put its OK below the screen's edge, out of the mouse's reach. `scroll_body` moves everything of the
dialog's box layout but the widgets named to stay (the button box, the error line above it) into a scroll
area, and opens the dialog as tall as its content, at most as tall as fits the screen and a 768-pixel one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea, QStyle, QWidget

# A dialog's height on a 1366x768 laptop: the taskbar (40 px) and the title bar (32 px) take the rest.
LAPTOP_HEIGHT = 768 - 40 - 32


def scroll_body(dialog: QWidget, *outside: QWidget) -> QScrollArea:
    """The dialog's body scrolls when the screen is shorter than the form; `outside` stays below it."""
    layout = dialog.layout()
    assert isinstance(layout, QBoxLayout), "scroll_body moves the items of a box layout"
    natural = dialog.sizeHint().expandedTo(dialog.minimumSize()).expandedTo(dialog.size())
    dialog.setMinimumSize(0, 0)
    body = QWidget()
    inner = QBoxLayout(layout.direction(), body)
    inner.setContentsMargins(0, 0, 0, 0)
    kept: list[tuple[QWidget, int]] = []
    while layout.count():
        stretch = layout.stretch(0)
        item = layout.takeAt(0)
        widget, child = item.widget(), item.layout()
        if widget is not None and widget in outside:
            kept.append((widget, stretch))
        elif widget is not None:
            inner.addWidget(widget, stretch)
        elif child is not None:
            inner.addLayout(child, stretch)
        else:
            inner.addItem(item)
    scroll = QScrollArea(dialog)
    scroll.setObjectName("bodyScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setWidget(body)
    layout.addWidget(scroll, 1)
    for widget, stretch in kept:
        layout.addWidget(widget, stretch)
    # As wide as the form (and its scroll bar, if it shows), as tall as it or the screen allows.
    bar = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    scroll.setMinimumWidth(body.sizeHint().width() + bar)
    room = dialog.screen().availableGeometry().height() - 80
    dialog.resize(natural.width() + bar, min(natural.height(), room, LAPTOP_HEIGHT))
    return scroll

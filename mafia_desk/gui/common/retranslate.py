"""The language switches without a restart (issue 16): `i18n.switch_language` replaces the translators and
Qt sends every widget a LanguageChange event. A window (or tab) built from a Designer form handles it in its
`changeEvent`: the form's `retranslateUi`, then the texts its own code set (titles, status, rows).

Table models in this app translate lazily (their headers and cells call tr() when the view asks), so
`refresh_item_views` only has to make every view ask again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMainWindow, QMenu, QWidget


def is_language_change(event: QEvent) -> bool:
    return event.type() == QEvent.Type.LanguageChange


def refresh_item_views(root: QWidget) -> None:
    """Every table and list under `root` re-reads its headers and visible cells."""
    seen: set[int] = set()
    for view in root.findChildren(QAbstractItemView):
        if isinstance(view, QHeaderView):
            continue
        model = view.model()
        if model is None or id(model) in seen:
            continue
        seen.add(id(model))
        rows = model.rowCount(QModelIndex())
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list widget's model keeps columnCount private: it has one column
            columns = 1
        if columns:
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows and columns:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1))
        view.viewport().update()


def refresh_menus(window: QMainWindow) -> None:
    """Every menu of `window` takes the size of its new texts at once: a menu shown before the switch kept
    the width of its old ones, and a longer Russian entry was cut until the menu was rebuilt."""
    for menu in window.findChildren(QMenu):
        menu.adjustSize()
    bar = window.menuBar()
    bar.adjustSize()
    bar.updateGeometry()

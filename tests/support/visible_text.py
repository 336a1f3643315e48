"""Every text a person can read in a widget, and the Latin-letter words among them (the Russian UI's check).

Used by tests/gui/test_russian_walk.py (a hosted game) and tests/gui/test_russian_complete.py (both windows,
every action and dialog): a Russian screen may show Latin letters only in names (players typed in, the
application, the rulesets), key caps and file formats; any other Latin word is an untranslated text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QToolBar,
    QWidget,
)

# Names and keys: the application's name, the rulesets' proper names, file formats, key caps.
ALLOWED = frozenset(
    {
        *("Mafia", "Desk", "FIIM", "PDF", "CSV", "XLSX", "JSON", "OK", "OBS", "WebSocket", "URL", "HTTP"),
        *("PostgreSQL", "SQLite", "TLS", "IP", "TCP", "A4", "px"),
        *("Enter", "Space", "Backspace", "Shift", "Ctrl", "Alt", "Esc", "Del", "Up", "Down", "Return"),
        *("Tab", "Home", "End", "PgUp", "PgDown", "Left", "Right", "Ins", "Delete", "Meta"),
        *("F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12"),
        *("Excel", "PNG", "SVG", "MIT", "DejaVu", "English"),  # products, formats, a language's own name
        *("German", "Open", "Qt", "LGPLv3", "Ci", "p"),  # names: a template, a library; formula symbols
        *("mafiaratings", "Polemica", "openskill"),  # other systems' and a library's proper names
        *(p.stem for p in (Path(__file__).parents[2] / "resources" / "rulesets").glob("*.toml")),  # file ids
        *"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    }
)
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*")
# Not words: a rule's code (G12, T18), a player's code in a tournament (p07), an environment variable.
CODE = re.compile(r"[A-Z]\d+|p\d+|utf-[\w-]+|cp\d+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


def latin_words(text: str, names: Iterable[str] = ()) -> set[str]:
    """The Latin-letter words of `text` (rich-text tags, entities and links left out) that are neither in
    ALLOWED nor among `names` (words of names typed in: players, judges, tournaments)."""
    text = re.sub(r"<[^>]+>", " ", text)  # rich text tags
    text = re.sub(
        r"&[a-z]+;|[a-z]+://\S+|(?:~|\b[A-Za-z]:)?[/\\]\S+[/\\]\S*|\S+\.(?:json|csv|xlsx|pdf|png|txt)\b",
        " ",
        text,
    )
    allowed = ALLOWED | set(names)
    return {w for w in LATIN_WORD.findall(text) if w not in allowed and not CODE.fullmatch(w)}


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    """A model's columns; a list model (QStringListModel...) hides columnCount from Python: one column."""
    try:
        return int(model.columnCount(parent))
    except TypeError:
        return 1


def _children(model: QAbstractItemModel, index: QModelIndex) -> int:
    try:
        return int(model.rowCount(index))
    except TypeError:
        return 0


def _model_texts(model: QAbstractItemModel, parent: QModelIndex, limit: int = 400) -> Iterator[str]:
    for row in range(min(model.rowCount(parent), limit)):
        for col in range(_columns(model, parent)):
            index = model.index(row, col, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
            if col == 0 and _children(model, index) > 0:
                yield from _model_texts(model, index, limit)


def item_view_texts(model: QAbstractItemModel) -> Iterator[str]:
    """A table's, list's or tree's headers and cells (text and tooltip), children included."""
    for col in range(_columns(model, QModelIndex())):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(col, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value
    yield from _model_texts(model, QModelIndex())


def action_texts(actions: Iterable[QAction]) -> Iterator[str]:
    """A menu's actions (text and tooltip), its submenus' included, each filled as it is before it shows."""
    for action in actions:
        if action.isSeparator():
            continue
        yield action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield action.toolTip()
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()
            yield menu.title()
            yield from action_texts(menu.actions())


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person can read in `root` and its visible children: labels, buttons,
    group boxes, tabs, combo items, placeholders, spin box affixes, read-only text, tooltips, item views'
    headers and cells, actions of context menus, and the window's title."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        # a menu shows when its button or menu is clicked: it is read while what opens it is visible
        shown = w.parentWidget() if isinstance(w, QMenu) else w
        if w is not root and shown is not None and shown is not root and not shown.isVisibleTo(root):
            continue
        where = f"{type(root).__name__}/{w.objectName() or type(w).__name__}"
        if w.toolTip():
            yield where, w.toolTip()
        if isinstance(w, QLabel | QAbstractButton):
            yield where, w.text()
        if isinstance(w, QGroupBox):
            yield where, w.title()
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield where, w.tabText(i)
                yield where, w.tabToolTip(i)
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield where, w.itemText(i)
            line = w.lineEdit()
            if line is not None:
                yield where, line.placeholderText()
        if isinstance(w, QLineEdit):
            yield where, w.placeholderText()
        if isinstance(w, QTextEdit | QPlainTextEdit):
            yield where, w.placeholderText()
            if w.isReadOnly():
                yield where, w.toPlainText()
        if isinstance(w, QSpinBox | QDoubleSpinBox):
            yield where, w.prefix()
            yield where, w.suffix()
        if isinstance(w, QAbstractSpinBox):
            yield where, w.specialValueText()
        if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and w.model() is not None:
            for text in item_view_texts(w.model()):
                yield where, text
        if isinstance(w, QMenu | QMenuBar | QToolBar) or (
            w.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
        ):  # a widget's other actions are its keys, never shown
            for text in action_texts(w.actions()):
                yield where, text
    yield f"{type(root).__name__}/title", root.windowTitle()


class Watch:
    """Collects every English word a person could read, with where it was seen first."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        self.found: dict[str, str] = {}
        self.names = frozenset(names)

    def text(self, where: str, text: str) -> None:
        for word in latin_words(text, self.names):
            self.found.setdefault(word, f"{where}: {text!r}")

    def widget(self, root: QWidget) -> None:
        for where, text in widget_texts(root):
            self.text(where, text)

    def english(self, names: Iterable[str] = ()) -> dict[str, str]:
        """The words found that are not among `names` (typed in during the walk: known at its end)."""
        typed = {word for name in names for word in LATIN_WORD.findall(name)}
        return {word: where[:200] for word, where in self.found.items() if word not in typed}

    def report(self, names: Iterable[str] = ()) -> str:
        english = self.english(names)
        return f"{len(english)} English words:\n" + "\n".join(
            f"{w}  ←  {where}" for w, where in sorted(english.items())
        )

"""Every text the GUI translates is one lupdate can find in the context it is looked up in.

The rule (docs/gui.md, "Translations"): a QObject subclass translates its own texts with `self.tr("…")`;
every other call site with `QCoreApplication.translate("Context", "…")`, the context a literal whenever the
text is one; a text made where it is not shown (a Qt-free module, a table of labels) is marked with
`QT_TRANSLATE_NOOP("Context", "…")` from `mafia_desk.game.translatable` (from `mafia_desk.translatable`
below the engine: the rulesets' option texts), never Qt's, and translated where it
is shown with the same context. lupdate reads only literals and files `x.tr("…")` under the enclosing class,
whatever `x` is at run time, so anything else leaves a text English under the Russian interface while every
other translation test passes."""

from __future__ import annotations

import ast
import functools
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ALIASED = re.compile(r'(?<![\w.])_?tr\("[^"]*"\)')
MARKERS = {"QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_NOOP3", "QT_TRANSLATE_N_NOOP"}
QT_OWN_CONTEXTS = {"QPlatformTheme"}  # Qt's catalogue (qtbase_ru), which the self-test looks into


def _modules() -> list[Path]:
    package = ROOT / "mafia_desk"
    return [p for p in sorted(package.rglob("*.py")) if "forms" not in p.relative_to(package).parts]


@functools.cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls(tree: ast.AST) -> Iterator[tuple[ast.Call, str | None]]:
    """Every call with the name of the innermost class around it (lupdate's context for `tr`)."""

    def walk(node: ast.AST, klass: str | None) -> Iterator[tuple[ast.Call, str | None]]:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else klass
            if isinstance(child, ast.Call):
                yield child, klass
            yield from walk(child, inner)

    return walk(tree, None)


def _catalogue() -> set[tuple[str, str]]:
    root = ET.parse(ROOT / "resources" / "translations" / "mafia_desk_ru.ts").getroot()
    return {
        (ctx.findtext("name") or "", m.findtext("source") or "")
        for ctx in root.findall("context")
        for m in ctx.findall("message")
    }


def test_no_translation_alias_is_called_with_a_literal_text() -> None:
    """A module's own alias `tr("…")` or `_tr("…")` is filed under the empty context (or not at all);
    aliases may take a marked text, never a literal."""
    offenders = []
    for folder in ("gui", "reports"):
        for path in sorted((ROOT / "mafia_desk" / folder).rglob("*.py")):
            if "forms" in path.parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if ALIASED.search(line) and not line.lstrip().startswith("def "):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "use self.tr or QCoreApplication.translate(context, …):\n" + "\n".join(offenders)


def test_one_marker_for_texts_translated_elsewhere() -> None:
    offenders = [
        _where(path, node)
        for path in _modules()
        for node in ast.walk(_tree(path))
        if isinstance(node, ast.ImportFrom)
        and any(alias.name in MARKERS for alias in node.names)
        and node.module not in ("mafia_desk.game.translatable", "mafia_desk.translatable")
    ]
    assert not offenders, "the marker comes from mafia_desk.game.translatable:\n" + "\n".join(offenders)


def test_one_runtime_call_and_lupdate_can_read_it() -> None:
    offenders = []
    for path in _modules():
        for call, klass in _calls(_tree(path)):
            func, args = call.func, call.args
            if not isinstance(func, ast.Attribute):
                continue
            receiver = ast.unparse(func.value)
            if func.attr == "translate" and receiver in ("QApplication", "QGuiApplication", "QObject"):
                offenders.append(f"{_where(path, call)}: {receiver}.translate: QCoreApplication.translate")
            elif func.attr == "translate" and receiver == "QCoreApplication":
                if len(args) >= 2 and _literal(args[1]) is not None and _literal(args[0]) is None:
                    offenders.append(f"{_where(path, call)}: a literal text needs a literal context")
            elif func.attr == "tr" and receiver != "self":
                offenders.append(f"{_where(path, call)}: {receiver}.tr is looked up under {receiver}'s class")
            elif func.attr == "tr" and (klass is None or not args or _literal(args[0]) is None):
                offenders.append(f"{_where(path, call)}: self.tr takes a literal, inside its class")
    assert not offenders, "\n".join(offenders)


def test_every_literal_looked_up_is_in_the_catalogue_under_its_context() -> None:
    """What the code asks for, as lupdate files it, is in the committed .ts: a module lupdate is not given (a
    Qt-free one, say), or a call it cannot read, shows here (`make translations` collects, Qt Linguist
    translates)."""
    catalogue = _catalogue()
    missing = []
    for path in _modules():
        for call, klass in _calls(_tree(path)):
            func, args = call.func, call.args
            name = ast.unparse(func).rsplit(".", 1)[-1]
            key: tuple[str | None, str | None] | None = None
            if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
                if name == "QT_TRANSLATE_NOOP" or ast.unparse(func).startswith("QCoreApplication."):
                    key = (_literal(args[0]), _literal(args[1]))
            elif name == "tr" and isinstance(func, ast.Attribute) and klass is not None and args:
                key = (klass, _literal(args[0]))
            if key is None or key[0] is None or key[1] is None or key[0] in QT_OWN_CONTEXTS:
                continue
            if (key[0], key[1]) not in catalogue:
                missing.append(f"{_where(path, call)}: {key}")
    assert not missing, "not in resources/translations (run `make translations`):\n" + "\n".join(missing)


def test_the_registers_columns_and_the_changes_list_speak_russian(qapp: Any) -> None:
    """They were `owner.tr(...)` in module functions: filed by lupdate under a context "owner" no class
    has, so they stayed English under the Russian interface."""
    from datetime import datetime

    from mafia_desk.gui import i18n
    from mafia_desk.gui.tournament.player_change_dialog import change_text
    from mafia_desk.gui.tournament.player_picker_dialog import registry_columns
    from mafia_desk.store.records import RegistrationChangeRecord

    late = RegistrationChangeRecord("late", "P01", "qualifying", 3, None, "", datetime(2026, 6, 11))
    try:
        assert i18n.install_translators(qapp, "ru")
        assert [column.header() for column in registry_columns()] == ["Имя", "Никнейм", "Клуб", "Город"]
        assert change_text({"P01": "Орлова"}, late, "тура 3") == "Опоздание: P01 Орлова, с тура 3"
    finally:
        i18n.install_translators(qapp, "en")

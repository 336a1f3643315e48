"""The layers of docs/architecture.md hold in the suite too, not only in `make contracts`: a Qt import in the
engine or a cycle between two packages fails here, on the machine of whoever adds it."""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    # import-linter configures logging with dictConfig, which disables every logger already made: put them
    # back, or a later test in this process (the sounds' warnings, with pytest -n 2 in any order) hears none.
    loggers = [lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]
    disabled = {lg.name: lg.disabled for lg in loggers}
    root_level = logging.getLogger().level
    try:
        assert lint_imports(config_filename=os.fspath(ROOT / "pyproject.toml"), no_cache=True) == 0
    finally:
        for lg in loggers:
            lg.disabled = disabled[lg.name]
        logging.getLogger().setLevel(root_level)


def test_every_module_the_architecture_doc_names_exists() -> None:
    """docs/architecture.md is a map: a file renamed without it would send the next engineer nowhere."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:[a-z_]+/)+[a-z_0-9]+\.py)", text))
    assert len(named) > 20
    missing = [p for p in sorted(named) if not (ROOT / "mafia_desk" / p).exists() and not (ROOT / p).exists()]
    assert missing == []


def _import_cycles(package: str) -> list[list[str]]:
    """The strongly connected groups of more than one module in the package's import graph (grimp's, the
    graph import-linter checks; imports under TYPE_CHECKING count, since they are a dependency too)."""
    import grimp

    graph = grimp.build_graph(package)
    edges = {
        m: sorted(x for x in graph.find_modules_directly_imported_by(m) if x.startswith(package + "."))
        for m in graph.modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:
        # Tarjan's algorithm, iterative: the GUI's chains of imports are deep enough for Python's recursion
        work = [(start, iter(edges.get(start, ())))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return groups


def test_the_cycle_finder_finds_a_cycle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check below can fail: a package whose two modules import each other (one under TYPE_CHECKING)."""
    pkg = tmp_path / "cyclic_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from cyclic_pkg import b\n")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cyclic_pkg.a import x\n"
    )
    (pkg / "c.py").write_text("import cyclic_pkg.a\n")
    monkeypatch.syspath_prepend(os.fspath(tmp_path))
    assert _import_cycles("cyclic_pkg") == [["cyclic_pkg.a", "cyclic_pkg.b"]]


def test_no_module_of_the_package_imports_itself_back() -> None:
    """An import cycle means two modules that cannot be read, tested or changed apart (the host's controller
    and the four modules that read its members were one): none is allowed, TYPE_CHECKING imports included."""
    assert _import_cycles("mafia_desk") == []


def test_only_the_window_that_owns_the_host_controller_imports_it() -> None:
    """The host's screen, texts and hall displays are functions of the game and the host's input: reading
    the controller's members instead is how the hall once saw the morning in the middle of a key."""
    import grimp

    graph = grimp.build_graph("mafia_desk")
    importers = graph.find_modules_that_directly_import("mafia_desk.gui.game_controller")
    assert importers == {"mafia_desk.gui.main_window"}

"""The PyInstaller spec names every resources/ folder and the migrations, so none is left out of the bundle.

Building the bundle is too slow for `make test` (`make package`, docs/packaging.md), so this test reads the
spec's tables instead: a new folder in resources/, a new kind of file in one, or moved migrations fail here,
not on a user's machine where the frozen app cannot find them.
"""

from __future__ import annotations

import ast
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

from mafia_desk.store.migrate import MIGRATIONS_DIR

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "mafia_desk.spec"
RESOURCES = ROOT / "resources"


def spec_constant(name: str) -> Any:
    """A top-level literal assignment of the spec (the spec itself only runs inside PyInstaller)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{SPEC.name} has no top-level {name} = <literal>")


def resource_files() -> list[Path]:
    return sorted(p for p in RESOURCES.rglob("*") if p.is_file())


def test_every_resources_folder_is_listed() -> None:
    listed = set(spec_constant("RESOURCE_FILES"))
    on_disk = {p.name for p in RESOURCES.iterdir() if p.is_dir()}
    assert on_disk - listed == set(), "resources/ folders missing from RESOURCE_FILES in the spec"
    assert listed - on_disk == set(), "RESOURCE_FILES in the spec names folders resources/ does not have"


def test_every_resource_file_is_bundled_or_knowingly_left_out() -> None:
    bundled: dict[str, list[str]] = spec_constant("RESOURCE_FILES")
    sources_only: list[str] = spec_constant("RESOURCE_SOURCES_ONLY")
    forgotten = []
    for path in resource_files():
        rel = path.relative_to(RESOURCES)
        folder = rel.parts[0]
        # The spec bundles each listed folder's own files only, not nested folders.
        taken = len(rel.parts) == 2 and any(fnmatch(path.name, p) for p in bundled.get(folder, []))
        if not taken and not any(fnmatch(rel.as_posix(), p) for p in sources_only):
            forgotten.append(rel.as_posix())
    assert forgotten == [], "resource files neither bundled nor listed as sources only in the spec"


def test_every_bundle_pattern_matches_a_file() -> None:
    bundled: dict[str, list[str]] = spec_constant("RESOURCE_FILES")
    for folder, patterns in bundled.items():
        names = [p.name for p in (RESOURCES / folder).iterdir() if p.is_file()]
        for pattern in patterns:
            matched = any(fnmatch(n, pattern) for n in names)
            assert matched, f"{pattern!r} matches nothing in resources/{folder}"


def test_the_migrations_folder_is_the_one_the_store_reads() -> None:
    migrations = spec_constant("MIGRATIONS")
    assert (ROOT / migrations).resolve() == MIGRATIONS_DIR.resolve()
    assert (MIGRATIONS_DIR / "env.py").is_file()
    assert list((MIGRATIONS_DIR / "versions").glob("*.py")), "no migration scripts to bundle"


def imported_by_the_app() -> set[str]:
    names: set[str] = set()
    for source in (ROOT / "mafia_desk").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return names


def test_nothing_the_app_imports_is_excluded() -> None:
    excluded: list[str] = spec_constant("EXCLUDES")
    imported = imported_by_the_app()
    if any(name.split(".")[0] == "pyqtgraph" for name in imported):
        imported.add("numpy")  # pyqtgraph cannot work without it
    clashes = sorted(name for name in imported for ex in excluded if name == ex or name.startswith(ex + "."))
    assert clashes == [], "the spec excludes modules the app imports; the frozen app would fail"

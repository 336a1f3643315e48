"""Update the translation sources and compile them (`make translations`).

pyside6-lupdate collects every tr()/translate() string of the GUI, the reports and the Qt Designer forms, and
every QT_TRANSLATE_NOOP() mark of the Qt-free modules (`pure_sources()`: the engine's messages), into
resources/translations/mafia_desk_<lang>.ts (translations already made are kept; Qt Linguist edits them);
pyside6-lrelease compiles each .ts into the .qm the app loads. English is the source language, so its .ts only
lists the strings and its .qm is empty but present, which keeps the language menu honest.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "translations"
LANGUAGES = ("ru", "en")


# How a Qt-free module marks the texts the GUI shows translated (docs/gui.md, "Translations"): the engine's
# modules import the marker from game/, the rulesets (below the engine) from the bottom layer.
MARKER_IMPORTS = (
    "from mafia_desk.game.translatable import QT_TRANSLATE_NOOP",
    "from mafia_desk.translatable import QT_TRANSLATE_NOOP",
)


def pure_sources() -> list[Path]:
    """The Qt-free modules that mark texts: found by their import of the marker, so a new one is never left
    out of the catalogue."""
    package = ROOT / "mafia_desk"
    return [
        p
        for p in sorted(package.rglob("*.py"))
        if p.relative_to(package).parts[0] not in ("gui", "reports")
        and any(marker in p.read_text(encoding="utf-8") for marker in MARKER_IMPORTS)
    ]


def sources() -> list[Path]:
    # Every module of the GUI, its workspaces' subpackages included; the compiled forms are read as .ui.
    gui_root = ROOT / "mafia_desk" / "gui"
    gui = [p for p in sorted(gui_root.rglob("*.py")) if "forms" not in p.relative_to(gui_root).parts]
    reports = sorted((ROOT / "mafia_desk" / "reports").glob("*.py"))
    forms = sorted((ROOT / "ui").glob("*.ui"))
    return gui + reports + pure_sources() + forms


def tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: run `make venv` first")
    return found


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    for lang in LANGUAGES:
        ts = OUT / f"mafia_desk_{lang}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                lang,
                *files,
                "-ts",
                str(ts.relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

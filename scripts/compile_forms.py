"""Compile the Qt Designer forms in ui/ into mafia_desk/gui/forms/ with pyside6-uic (`make forms`).

Each compiled file starts with the SHA-256 of the .ui it came from, so a test can tell a stale form from a
fresh one without trusting file times (git does not keep them).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI_DIR = ROOT / "ui"
FORMS_DIR = ROOT / "mafia_desk" / "gui" / "forms"
HEADER = "# ui-sha256: "


def ui_hash(ui_file: Path) -> str:
    return hashlib.sha256(ui_file.read_bytes()).hexdigest()


def compiled_path(ui_file: Path) -> Path:
    return FORMS_DIR / f"ui_{ui_file.stem}.py"


def uic_command() -> list[str]:
    local = Path(sys.executable).parent / "pyside6-uic"
    found = str(local) if local.exists() else shutil.which("pyside6-uic")
    if found is None:
        raise SystemExit("pyside6-uic not found: run `make venv` first")
    return [found]


def compile_form(ui_file: Path) -> Path:
    out = compiled_path(ui_file)
    code = subprocess.run(
        [*uic_command(), "--from-imports", str(ui_file)], capture_output=True, text=True, check=False
    )
    if code.returncode != 0:
        raise SystemExit(f"pyside6-uic failed on {ui_file.name}:\n{code.stderr}")
    out.write_text(f"{HEADER}{ui_hash(ui_file)} (ui/{ui_file.name})\n{code.stdout}", encoding="utf-8")
    return out


def main() -> int:
    FORMS_DIR.mkdir(parents=True, exist_ok=True)
    init = FORMS_DIR / "__init__.py"
    if not init.exists():
        init.write_text('"""Forms compiled from ui/*.ui by scripts/compile_forms.py: do not edit."""\n')
    for ui_file in sorted(UI_DIR.glob("*.ui")):
        print(f"{ui_file.relative_to(ROOT)} -> {compile_form(ui_file).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

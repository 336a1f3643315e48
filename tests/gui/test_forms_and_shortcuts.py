"""Compiled forms match their .ui sources; the shortcut registry is complete and free of clashes."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from PySide6.QtGui import QKeySequence

from mafia_desk.gui import shortcuts
from mafia_desk.gui.game_controller import GameController

ROOT = Path(__file__).resolve().parents[2]
UI_DIR = ROOT / "ui"
FORMS = ROOT / "mafia_desk" / "gui" / "forms"


def test_every_form_is_compiled_from_its_current_ui_file() -> None:
    ui_files = sorted(UI_DIR.glob("*.ui"))
    assert ui_files, "no forms in ui/"
    for ui in ui_files:
        compiled = FORMS / f"ui_{ui.stem}.py"
        assert compiled.exists(), f"{ui.name} is not compiled: run `make forms`"
        header = compiled.read_text(encoding="utf-8").splitlines()[0]
        match = re.fullmatch(r"# ui-sha256: ([0-9a-f]{64}) \(ui/(.+)\)", header)
        assert match, f"{compiled.name} lacks the ui-sha256 header: run `make forms`"
        assert match.group(2) == ui.name
        assert match.group(1) == hashlib.sha256(ui.read_bytes()).hexdigest(), (
            f"{compiled.name} is older than {ui.name}: run `make forms`"
        )


def test_no_compiled_form_without_a_ui_file() -> None:
    stems = {p.stem for p in UI_DIR.glob("*.ui")}
    for compiled in FORMS.glob("ui_*.py"):
        assert compiled.stem.removeprefix("ui_") in stems, f"{compiled.name} has no ui/ source"


def test_registry_ids_are_unique_and_keys_do_not_clash(qapp: Any) -> None:
    ids = [s.action_id for s in shortcuts.SHORTCUTS]
    assert len(ids) == len(set(ids))
    owner: dict[str, str] = {}
    for s in shortcuts.SHORTCUTS:
        if s.action_id in (
            "seat_pick",
            "foul_pick",
            "disqualify_pick",
        ):  # sheet-only rows describing the digit keys
            continue
        for key in s.keys:
            text = QKeySequence(key).toString()
            assert text, f"{s.action_id}: {key!r} is not a key sequence"
            assert text not in owner, f"{key} is bound to both {owner[text]} and {s.action_id}"
            owner[text] = s.action_id


def test_every_game_action_is_registered_and_documented(qapp: Any) -> None:
    keys = {k.action_id: k for k in shortcuts.HOST_KEYS}
    assert {f"seat_{n}" for n in range(1, 11)} | {"next", "none", "undo", "timer_toggle"} <= set(keys)
    for key in keys.values():
        assert key.keys and callable(getattr(GameController, key.host)), key.action_id
    rows = shortcuts.sheet_rows()
    described = " ".join(r[2] for r in rows)
    for needed in ("Undo", "Redo", "timer", "foul", "nominate", "miss", "All remaining", "sheet"):
        assert needed.lower() in described.lower(), needed
    assert shortcuts.shortcut("foul_3").keys[0] == "Shift+3"
    # Only Shift+digit: on X11 one Shift+3 press also matches "#" (US) or "№" (Russian), and an action that
    # carries both is "ambiguous" to Qt, which then fires nothing (no foul was given from the keyboard).
    for seat, digit in enumerate("1234567890", start=1):
        assert shortcuts.shortcut(f"foul_{seat}").keys == (f"Shift+{digit}",)
    assert shortcuts.shortcut("seat_10").keys == ("0",)


def test_f1_sheet_lists_the_registry(qtbot: Any, window: Any) -> None:
    from mafia_desk.gui.shortcut_sheet import ShortcutSheet

    sheet = ShortcutSheet(window)
    qtbot.addWidget(sheet)
    assert sheet.ui.keysTable.rowCount() == len(shortcuts.sheet_rows())
    keys = {sheet.ui.keysTable.item(r, 1).text() for r in range(sheet.ui.keysTable.rowCount())}
    assert "F1" in keys

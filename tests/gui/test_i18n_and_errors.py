"""The interface speaks Russian or English as chosen; unexpected errors reach a dialog, not a dead window."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs
from PySide6.QtCore import QCoreApplication

from mafia_desk.gui import i18n
from mafia_desk.gui.exception_hook import install_exception_hook
from mafia_desk.resources import resource_path


def test_language_comes_from_the_environment_first(monkeypatch: pytest.MonkeyPatch, qapp: Any) -> None:
    monkeypatch.setenv(i18n.ENV_VAR, "ru_RU.UTF-8")
    assert i18n.chosen_language() == "ru"
    monkeypatch.setenv(i18n.ENV_VAR, "klingon")
    i18n.save_language("en")
    assert i18n.chosen_language() == "en"  # an unknown value falls through to the saved setting
    with pytest.raises(ValueError, match="unsupported language"):
        i18n.save_language("de")


def test_russian_translation_loads_and_english_is_restored(qapp: Any) -> None:
    try:
        assert i18n.install_translators(qapp, "ru")
        assert QCoreApplication.translate("HostText", "Seat {0} speaks.") == "Говорит место {0}."
        assert QCoreApplication.translate("SeatTableModel", "Fouls") == "Фолы"
    finally:
        i18n.install_translators(qapp, "en")
    assert QCoreApplication.translate("HostText", "Seat {0} speaks.") == "Seat {0} speaks."


def test_every_russian_string_is_translated() -> None:
    root = ET.parse(resource_path("translations", "mafia_desk_ru.ts")).getroot()
    messages = root.findall(".//message")
    assert len(messages) > 200
    unfinished = [m.findtext("source") for m in messages if m.find("translation").get("type") == "unfinished"]
    assert unfinished == []
    assert resource_path("translations", "mafia_desk_ru.qm").stat().st_size > 1000


def test_exception_hook_shows_a_dialog_and_keeps_running(
    qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fake_dialogs: ScriptedDialogs
) -> None:
    """The dialog says what happened and where the log is (issue 16); the traceback is in the log only."""
    monkeypatch.setattr("mafia_desk.gui.exception_hook.log_file", lambda: tmp_path / "mafia-desk.log")
    previous = install_exception_hook()
    try:
        try:
            raise RuntimeError("the printer caught fire")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    shown = fake_dialogs.shown
    assert len(shown) == 1 and shown[0].kind == "critical" and "the printer caught fire" in shown[0].text
    assert str(tmp_path / "mafia-desk.log") in shown[0].detail
    everything = shown[0].title + shown[0].text + shown[0].detail
    assert "Traceback" not in everything and "raise RuntimeError" not in everything


def test_translation_sources_list_every_string_of_the_code(tmp_path: Any) -> None:
    """lupdate over the sources must find nothing the committed .ts lacks (else: run `make translations`)."""
    import importlib.util
    import subprocess

    root = resource_path().parent
    spec = importlib.util.spec_from_file_location("translations_script", root / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    fresh = tmp_path / "fresh.ts"
    files = [str(p) for p in script.sources()]
    subprocess.run(
        [script.tool("pyside6-lupdate"), *files, "-ts", str(fresh)], check=True, capture_output=True
    )

    def keys(path: Any) -> set[tuple[str, str]]:
        root_el = ET.parse(path).getroot()
        return {
            (ctx.findtext("name") or "", m.findtext("source") or "")
            for ctx in root_el.findall("context")
            for m in ctx.findall("message")
        }

    missing = keys(fresh) - keys(resource_path("translations", "mafia_desk_ru.ts"))
    assert not missing, f"run `make translations`; new strings: {sorted(missing)[:5]}"

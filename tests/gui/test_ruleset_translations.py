"""A regulation's display name and award reasons come translated from its own TOML file: a new file written
into the presets folder speaks Russian in the new-game dialog and the judge's choices with no code, while the
game's log records the file's English reason."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs, Shown
from gui_driver import NAMES, Host, type_new_game
from PySide6.QtCore import Qt

from mafia_desk.game import Team
from mafia_desk.gui import engine_text, i18n
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.protocol_builder import build_sheet
from mafia_desk.rulesets import files

CLUB = """\
format = 1
name = "Club cup 2027"
source = "written by a test"

[game]
judge_award_reasons = ["a phone rang at the table", "a player read notes"]

[translations.ru]
name = "Кубок клуба 2027"
judge_award_reasons = ["за столом зазвонил телефон", "игрок читал записи"]
"""


@pytest.fixture
def presets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "fiim.toml").write_bytes((files.rulesets_dir() / "fiim.toml").read_bytes())
    (folder / "club-ru-2027.toml").write_text(CLUB, encoding="utf-8")
    (folder / "club-en-2027.toml").write_text(CLUB.split("[translations.ru]")[0], encoding="utf-8")
    monkeypatch.setattr(files, "rulesets_dir", lambda: folder)
    return folder


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators(qapp, "ru")
    try:
        yield
    finally:
        i18n.install_translators(qapp, "en")


def _dialog_names() -> dict[str, str]:
    dialog = NewGameDialog([])
    box = dialog.ui.rulesetBox
    return {str(box.itemData(i)): box.itemText(i) for i in range(box.count())}


def test_the_new_game_dialog_names_a_new_file_in_the_interfaces_language(
    qapp: Any, presets: Path, russian: None
) -> None:
    names = _dialog_names()
    assert names["club-ru-2027"] == "Кубок клуба 2027 (club-ru-2027)"
    assert names["club-en-2027"] == "Club cup 2027 (club-en-2027)"  # no translation: the file's English
    assert names["fiim"] == "Базовые правила ФИИМ (по умолчанию) (fiim)"


def test_the_english_interface_shows_the_files_english(qapp: Any, presets: Path) -> None:
    i18n.install_translators(qapp, "en")
    assert _dialog_names()["club-ru-2027"] == "Club cup 2027 (club-ru-2027)"
    assert engine_text.award_reason_choices("club-ru-2027", ["a player read notes"]) == {
        "a player read notes": "a player read notes"
    }


def test_the_judge_picks_a_russian_reason_and_the_log_records_the_english(
    qtbot: Any,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
    presets: Path,
    russian: None,
    dialogs: Any,
    fake_dialogs: ScriptedDialogs,
) -> None:
    def fill_and_accept(dialog: NewGameDialog) -> int:
        dialog.ui.rulesetBox.setCurrentIndex(dialog.ui.rulesetBox.findData("club-ru-2027"))
        type_new_game(qtbot, dialog, NAMES, "Клуб")
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", fill_and_accept)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.session is not None and window.session.game.ruleset.id == "club-ru-2027"
    host = Host(qtbot, window)
    host.seats(1, 2, 3, 4)
    offered: list[list[str]] = []

    def pick(shown: Shown) -> str:
        offered.append(list(shown.items))
        return shown.items[1]  # black wins; then the second reason of the list

    fake_dialogs.choice = pick
    window.controller.judge_award()
    assert offered[1] == ["за столом зазвонил телефон", "игрок читал записи"]
    assert host.state.winner is Team.BLACK
    assert host.state.win_reason == "awarded by the judge: a player read notes"
    assert engine_text.translate(host.state.win_reason) == "решение судьи: игрок читал записи"
    sheet = build_sheet(window.session.game)
    assert sheet.ruleset == "Кубок клуба 2027"
    assert sheet.win_reason == "решение судьи: игрок читал записи"


def test_every_presets_english_name_and_reasons_read_in_the_english_interface() -> None:
    """The English interface shows a file's English texts: a Cyrillic one there is unreadable to the host
    (stars-2016 was named «Вперед к звездам» in its English name)."""
    cyrillic = re.compile("[\u0400-\u04ff]")
    for ruleset_id in files.ruleset_ids():
        ruleset = files.load_ruleset_file(ruleset_id)
        texts = [ruleset.display_name("en"), *ruleset.award_reasons("en").values()]
        assert not [t for t in texts if cyrillic.search(t)], ruleset_id


def test_the_shipped_rfm_2026_preset_is_offered_in_both_languages(qapp: Any, russian: None) -> None:
    """Issue 41: today's regulation appears where rulesets are listed, named in the interface's language."""
    assert _dialog_names()["rfm-2026"] == "Российская Федерация Мафии (РФМ) 2026 (rfm-2026)"
    i18n.install_translators(qapp, "en")
    assert _dialog_names()["rfm-2026"] == "Russian Mafia Federation (RFM) 2026 (rfm-2026)"


def test_the_shipped_fiim_2025_preset_is_offered_in_both_languages(qapp: Any, russian: None) -> None:
    """Issue 41: FIIM's rules of today, named in the interface's language by its own file."""
    assert _dialog_names()["fiim-2025"] == "ФИИМ 2025 (по открытым источникам) (fiim-2025)"
    i18n.install_translators(qapp, "en")
    assert _dialog_names()["fiim-2025"] == "FIIM 2025 (as far as public sources show) (fiim-2025)"

"""The host's wrapped labels keep each text's height per width: the same answers as a plain QLabel's."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from mafia_desk.gui.wrap_label import WrapLabel

TEXT = "Голосование за место 3: нажмите голосующих, Enter записывает голоса (отмечено 4; − — никто)."


def _pair(qtbot: Any) -> tuple[WrapLabel, QLabel]:
    kept, plain = WrapLabel(), QLabel()
    for label in (kept, plain):
        qtbot.addWidget(label)
        label.setWordWrap(True)
        label.setText(TEXT)
    return kept, plain


def test_heights_match_a_plain_label_after_text_and_font_changes(qtbot: Any) -> None:
    kept, plain = _pair(qtbot)
    widths = (80, 200, 200, 640, 80)
    assert [kept.heightForWidth(w) for w in widths] == [plain.heightForWidth(w) for w in widths]
    for label in (kept, plain):
        label.setText(TEXT * 3)
    assert [kept.heightForWidth(w) for w in widths] == [plain.heightForWidth(w) for w in widths]
    big = QFont(kept.font())
    big.setPointSize(big.pointSize() * 2)
    before = kept.heightForWidth(200)
    for label in (kept, plain):
        label.setFont(big)
    assert kept.heightForWidth(200) == plain.heightForWidth(200) > before

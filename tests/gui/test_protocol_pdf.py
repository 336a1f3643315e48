"""The protocol PDF is one A4 page with the bundled Cyrillic font, and the preview draws the same sheet."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mafia_desk.reports.protocol_pdf import render_protocol_image, write_protocol_pdf
from mafia_desk.reports.protocol_sheet import Ballot, DayVote, NightLine, ProtocolSheet, SeatLine


def _sheet(days: int = 2) -> ProtocolSheet:
    names = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]
    return ProtocolSheet(
        tournament="Кубок",
        stage="Финал",
        date="2026-11-30",
        table="1",
        game="3",
        seats=tuple(SeatLine(i + 1, n, "Мирный", fouls=i % 5) for i, n in enumerate(names)),
        days=tuple(DayVote(d + 1, (Ballot((1, 2), (6, 4)),), out=(1,)) for d in range(days)),
        nights=(NightLine(1, 5, 4, True, 1, True),),
        winner="red",
        judge="Иван Петров",
    )


def test_pdf_is_one_a4_page_with_embedded_dejavu(qapp: Any, tmp_path: Path) -> None:
    out = write_protocol_pdf(_sheet(), tmp_path / "p.pdf")
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b", data)) == 1
    box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    assert box is not None
    width, height = float(box.group(1)), float(box.group(2))
    assert abs(width - 595.3) < 1.5 and abs(height - 841.9) < 1.5  # A4 in points
    assert b"DejaVuSans" in data


def test_long_game_still_fits_one_page(qapp: Any, tmp_path: Path) -> None:
    data = write_protocol_pdf(_sheet(days=9), tmp_path / "long.pdf").read_bytes()
    assert len(re.findall(rb"/Type\s*/Page\b", data)) == 1


def test_preview_image_shows_ink(qapp: Any) -> None:
    image = render_protocol_image(_sheet(), dpi=60)
    assert abs(image.width() - 210 / 25.4 * 60) < 1 and abs(image.height() - 297 / 25.4 * 60) < 1
    dark = sum(
        1
        for x in range(0, image.width(), 4)
        for y in range(0, image.height(), 4)
        if image.pixelColor(x, y).value() < 128
    )
    assert dark > 200

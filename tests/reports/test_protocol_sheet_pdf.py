"""The protocol PDF as a judge reads it: nothing cut, the host, the start and end times, who nominated whom.

Read back with poppler's pdftotext, the tool a user would reach for; the page is also looked at by eye
(pdftoppm) when the layout changes.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fixtures import GAME_LOGS

from mafia_desk.game import game_from_log_dict
from mafia_desk.gui.protocol_builder import JudgeEntries, build_sheet
from mafia_desk.reports.protocol_pdf import write_protocol_pdf
from mafia_desk.reports.protocol_sheet import Ballot, DayVote, NightLine, ProtocolSheet, SeatLine

LOGS = GAME_LOGS
NAMES = ["Ганс", "Лис", "Мясник", "GoX", "Nadin", "Кот", "Шпион", "Doc", "Тень", "Барон"]
LONG_OUTCOME = "удалён (дисквалифицирован), день 2"
LONG_DAY_NOTE = "голосования нет: в первый день одна кандидатура"
LONG_REASON = "все чёрные игроки покинули стол: мирные побеждают, и судья записывает это полностью"
LONG_PROTEST = "Игрок 4 протестует: голосование объявлено до окончания последней речи, прошу пересмотреть"
LONG_NAME = "Барон Мюнхгаузен фон Трентельбург-Боденвердер"
LONG_TOURNAMENT = "Кубок Белых ночей — открытый чемпионат Санкт-Петербурга по спортивной мафии"


def pdf_text(path: Path, *options: str) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    return subprocess.run([tool, *options, str(path), "-"], capture_output=True, text=True, check=True).stdout


def words(text: str) -> str:
    return " ".join(text.split())


def _sheet(**changes: Any) -> ProtocolSheet:
    seats = [SeatLine(i + 1, n, "Мирный", fouls=i % 5) for i, n in enumerate(NAMES)]
    seats[2] = dataclasses.replace(seats[2], outcome=LONG_OUTCOME)
    seats[9] = dataclasses.replace(seats[9], player=LONG_NAME)
    sheet = ProtocolSheet(
        tournament=LONG_TOURNAMENT,
        stage="Финал",
        date="2026-11-30",
        table="1",
        game="3",
        host="Пётр Ведущий",
        started="14:05",
        ended="15:02",
        seats=tuple(seats),
        days=(
            DayVote(1, note=LONG_DAY_NOTE, candidates=(5,), nominated_by=((5, 2),)),
            DayVote(2, (Ballot((1, 7), (6, 4)),), out=(1,), candidates=(1, 7), nominated_by=((1, 3), (7, 9))),
        ),
        nights=(NightLine(1, 5, 4, True, 1, True),),
        winner="red",
        win_reason=LONG_REASON,
        protest=LONG_PROTEST,
        judge="Иван Петров",
    )
    return dataclasses.replace(sheet, **changes)


def test_long_texts_wrap_whole_instead_of_being_cut(qapp: Any, tmp_path: Path) -> None:
    text = pdf_text(write_protocol_pdf(_sheet(), tmp_path / "p.pdf"), "-raw")
    assert "…" not in text
    flowing = words(text)
    for phrase in (LONG_OUTCOME, LONG_DAY_NOTE, LONG_REASON, LONG_PROTEST, LONG_NAME, LONG_TOURNAMENT):
        assert phrase in flowing


def test_a_long_game_with_long_notes_still_fits_one_page(qapp: Any, tmp_path: Path) -> None:
    many = tuple(
        DayVote(d, (Ballot((1, 2, 3), (4, 3, 3)), Ballot((1, 2, 3), (4, 3, 3))), note=LONG_DAY_NOTE)
        for d in range(1, 10)
    )
    out = write_protocol_pdf(_sheet(days=many, notes=(LONG_REASON,) * 4), tmp_path / "long.pdf")
    assert len(re.findall(rb"/Type\s*/Page\b", out.read_bytes())) == 1
    assert words(pdf_text(out, "-raw")).count(LONG_DAY_NOTE) == 9


def test_the_sheet_prints_host_times_and_nominators(qapp: Any, tmp_path: Path) -> None:
    text = pdf_text(write_protocol_pdf(_sheet(), tmp_path / "p.pdf"), "-layout")
    lines = text.splitlines()
    labels = next(
        i for i, line in enumerate(lines) if re.search(r"\bHost\b.*\bDate\b.*\bStart\b.*\bEnd\b", line)
    )
    values = " ".join(lines[labels + 1 : labels + 3])
    assert re.search(r"Пётр Ведущий\s+2026-11-30\s+14:05\s+15:02", values)
    # Under each day's candidates, the seat that nominated him, column by column.
    cand = [i for i, line in enumerate(lines) if re.search(r"\bcand\.", line)]
    assert len(cand) == 2
    by_rows = [next(line for line in lines[i + 1 : i + 4] if re.search(r"\bby\b", line)) for i in cand]
    assert re.search(r"\bby\s+2\b", by_rows[0])
    assert re.search(r"\bby\s+3\s+9\b", by_rows[1])
    assert re.search(r"\bcand\.\s+1\s+7\b", lines[cand[1]])


@pytest.fixture
def moscow(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The venue's clock: UTC+3 all year, so the printed times are known."""
    monkeypatch.setenv("TZ", "Europe/Moscow")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((LOGS / name).read_text(encoding="utf-8"))
    return data


def test_build_sheet_takes_nominators_host_and_times_from_the_game(qapp: Any, moscow: None) -> None:
    log = _log("01-red-win-fiim.json")
    log["meta"] = {**log["meta"], "judge": "Иван Петров"}
    start, last = datetime(2026, 11, 30, 11, 5, tzinfo=UTC), datetime(2026, 11, 30, 12, 2, 30, tzinfo=UTC)
    sheet = build_sheet(game_from_log_dict(log), JudgeEntries(), start, last)
    assert [d.nominated_by for d in sheet.days][:2] == [((5, 1), (8, 2)), ((3, 7), (8, 9))]
    assert sheet.days[0].candidates == (5, 8)
    assert (sheet.host, sheet.started, sheet.ended) == ("Иван Петров", "14:05", "15:02")
    log["meta"]["host"] = "Пётр Ведущий"  # a log that names the host apart from the judge
    assert build_sheet(game_from_log_dict(log), None, start, last).host == "Пётр Ведущий"


def test_a_running_game_has_a_start_but_no_end(qapp: Any, moscow: None) -> None:
    log = _log("01-red-win-fiim.json")
    log["events"] = log["events"][:5]
    start = datetime(2026, 11, 30, 11, 5, tzinfo=UTC)
    sheet = build_sheet(game_from_log_dict(log), None, start, datetime(2026, 11, 30, 11, 20, tzinfo=UTC))
    assert (sheet.started, sheet.ended) == ("14:05", "")
    assert build_sheet(game_from_log_dict(log)).started == ""  # no store, no clock: left blank, not invented


def test_a_judge_named_anew_in_the_result_form_is_the_host_on_the_sheet_too(qapp: Any) -> None:
    """The acceptance pass corrected a mistyped judge in the result form: the header kept the typo while the
    signature line had the correction."""
    log = _log("01-red-win-fiim.json")
    log["meta"] = {**log["meta"], "judge": "я Петров"}
    sheet = build_sheet(game_from_log_dict(log), JudgeEntries(judge="Судья Петров"))
    assert (sheet.host, sheet.judge) == ("Судья Петров", "Судья Петров")
    log["meta"]["host"] = "Пётр Ведущий"  # a host named apart stays himself
    assert build_sheet(game_from_log_dict(log), JudgeEntries(judge="Судья Петров")).host == "Пётр Ведущий"

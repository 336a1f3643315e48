"""Importing players from CSV and XLSX (issue 12, "Players"): encodings, delimiters, the mapping guess and its
override, skipped rows, each kind of duplicate warning, and hostile files as one error line."""

from __future__ import annotations

import zipfile
from pathlib import Path

import openpyxl
import pytest

from mafia_desk.inputs import limits
from mafia_desk.tournament.player_import import (
    PlayerImportError,
    guess_mapping,
    preview_import,
    read_players_file,
)

HEADER = "ФИО;Ник;Клуб;Город"
ROWS = ["Иванов Пётр;Пётр;Полярная звезда;Мурманск", "Смирнова Ёлка;Ёлка;Белые ночи;Санкт-Петербург"]


def _write(tmp_path: Path, data: bytes, name: str = "players.csv") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("encoding", "expected"), [("utf-8", "utf-8"), ("utf-8-sig", "utf-8-sig"), ("cp1251", "cp1251")]
)
def test_csv_in_each_encoding_reads_the_cyrillic_names(tmp_path: Path, encoding: str, expected: str) -> None:
    text = "\r\n".join([HEADER, *ROWS]) + "\r\n"
    sheet = read_players_file(_write(tmp_path, text.encode(encoding)))
    assert sheet.encoding == expected
    preview = preview_import(sheet)
    assert [p.name for p in preview.players] == ["Иванов Пётр", "Смирнова Ёлка"]
    # The BOM is stripped: the first header cell is the word, not "\ufeffФИО".
    assert preview.header is not None and preview.header[0] == "ФИО"
    assert preview.players[1].city == "Санкт-Петербург"
    assert preview.skipped == () and preview.duplicates == ()


@pytest.mark.parametrize("delimiter", [";", "\t", ","])
def test_the_delimiter_is_sniffed(tmp_path: Path, delimiter: str) -> None:
    lines = [line.replace(";", delimiter) for line in [HEADER, *ROWS]]
    # A comma inside a quoted name must not make the comma win for a semicolon file.
    lines.append(delimiter.join(['"Сидоров, Иван"', "Ваня", "", "Москва"]))
    sheet = read_players_file(_write(tmp_path, "\n".join(lines).encode()))
    assert sheet.delimiter == delimiter
    preview = preview_import(sheet)
    assert [p.club for p in preview.players] == ["Полярная звезда", "Белые ночи", None]
    assert preview.players[2].name == "Сидоров, Иван"


def test_an_xlsx_written_by_openpyxl(tmp_path: Path) -> None:
    book = openpyxl.Workbook()
    first = book.active
    assert first is not None
    first.title = "Other"
    first.append(["nothing", "here"])
    sheet = book.create_sheet("Players")
    sheet.append(["Город", "Имя", "Club"])
    sheet.append(["Мурманск", "Иванов Пётр", 12])
    sheet.append([None, None, None])  # an empty row in the middle: dropped, the numbers stay right
    sheet.append(["Москва", "Петров Иван", None])
    path = tmp_path / "players.xlsx"
    book.save(path)

    read = read_players_file(path, sheet="Players")
    assert read.encoding == "xlsx"
    preview = preview_import(read)
    assert preview.mapping == {"name": 1, "club": 2, "city": 0}
    assert [(p.row, p.name, p.club, p.city) for p in preview.players] == [
        (2, "Иванов Пётр", "12", "Мурманск"),
        (4, "Петров Иван", None, "Москва"),
    ]
    # Without a sheet's name, the first sheet is read.
    assert read_players_file(path).rows == (("nothing", "here"),)
    with pytest.raises(PlayerImportError, match="no sheet 'Игроки'"):
        read_players_file(path, sheet="Игроки")


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        (["ФИО", "Ник", "Клуб", "Город"], {"name": 0, "nickname": 1, "club": 2, "city": 3}),
        (["Город", "Имя", "Никнейм"], {"city": 0, "name": 1, "nickname": 2}),
        (["№", "Ф.И.О.", "Команда", "Населённый пункт"], {"name": 1, "club": 2, "city": 3}),
        (["Name", "Nickname", "Club", "City"], {"name": 0, "nickname": 1, "club": 2, "city": 3}),
        (["Игровое имя (ник)", "Фамилия и имя"], {"nickname": 0, "name": 1}),
        (["Город проживания", "Player name"], {"city": 0, "name": 1}),
        (["a", "b"], {}),
    ],
)
def test_the_mapping_guess(header: list[str], expected: dict[str, int]) -> None:
    assert guess_mapping(header) == expected


def test_the_mapping_override_and_a_file_without_header(tmp_path: Path) -> None:
    sheet = read_players_file(_write(tmp_path, "Клуб;Игрок\nЗвезда;Иванов\n".encode()))
    assert [p.name for p in preview_import(sheet).players] == ["Иванов"]
    # The organiser says the "Клуб" column is in fact the nickname.
    overridden = preview_import(sheet, {"name": 1, "nickname": 0})
    assert [(p.name, p.nickname, p.club) for p in overridden.players] == [("Иванов", "Звезда", None)]
    # No header: every row is a player, the first column the name.
    headless = preview_import(
        read_players_file(_write(tmp_path, "Иванов\nПетров\n".encode())), has_header=False
    )
    assert [(p.row, p.name) for p in headless.players] == [(1, "Иванов"), (2, "Петров")]
    for bad, message in [
        ({"nickname": 0}, "no column is mapped to the name"),
        ({"name": 5}, "column 6, but the file has 2"),
        ({"name": 0, "club": 0}, "same column"),
        ({"name": 0, "age": 1}, "unknown field"),
    ]:
        with pytest.raises(PlayerImportError, match=message):
            preview_import(sheet, bad)


def test_skipped_rows_say_why(tmp_path: Path) -> None:
    long_name = "Я" * (limits.MAX_NAME_CHARS + 1)
    long_club = "К" * (limits.MAX_NAME_CHARS + 1)
    text = f"Имя;Клуб\nИванов;Звезда\n;Звезда\n{long_name};\nПетров;{long_club}\n\nСидоров;\n"
    preview = preview_import(read_players_file(_write(tmp_path, text.encode())))
    assert [(p.row, p.name) for p in preview.players] == [(2, "Иванов"), (7, "Сидоров")]
    assert [s.row for s in preview.skipped] == [3, 4, 5]
    assert preview.skipped[0].reason == "empty name"
    assert preview.skipped[1].reason == f"the name is 201 characters long; at most {limits.MAX_NAME_CHARS}"
    assert preview.skipped[2].reason.startswith("the club is 201 characters long")


def test_duplicates_within_the_file_each_kind(tmp_path: Path) -> None:
    text = "Имя\nИванов Пётр\nиванов  петр\nПётр Иванов\nпетр иванов\nИванов Павел\n"
    preview = preview_import(read_players_file(_write(tmp_path, text.encode())))
    assert len(preview.players) == 5  # warnings, not refusals
    found = {(d.row, d.other_row, d.kind) for d in preview.duplicates}
    assert found == {
        (3, 2, "same"),  # case, ё/е and a double space
        (4, 2, "swapped"),
        (5, 4, "same"),
        (5, 2, "swapped"),  # «петр иванов» vs «Иванов Пётр»: the example
    }
    assert all(d.registry_index is None for d in preview.duplicates)


def test_duplicates_against_the_registry(tmp_path: Path) -> None:
    registry = ["Смирнова Ёлка", "петр иванов", "Сидоров Иван"]
    text = "Имя\nИванов Пётр\nСМИРНОВА ЕЛКА\nНовиков Олег\n"
    preview = preview_import(read_players_file(_write(tmp_path, text.encode())), registry=registry)
    assert {(d.row, d.registry_index, d.other_name, d.kind) for d in preview.duplicates} == {
        (2, 1, "петр иванов", "swapped"),
        (3, 0, "Смирнова Ёлка", "same"),
    }
    assert all(d.other_row is None for d in preview.duplicates)


def _broken_xlsx(tmp_path: Path) -> Path:
    book = openpyxl.Workbook()
    path = tmp_path / "good.xlsx"
    book.save(path)
    broken = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(broken, "w") as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename.startswith("xl/worksheets/"):
                data = b"<worksheet><sheetData><row><c r='A1' t='s'><v>99"  # cut mid-element
            dst.writestr(item, data)
    return broken


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: _write(p, b"PK\x03\x04" + b"\x00garbage" * 50, "x.xlsx"), "broken XLSX"),
        (_broken_xlsx, "broken XLSX"),
        (lambda p: _write(p, bytes(range(256)) * 4, "x.csv"), "binary file"),
        (lambda p: _write(p, "Имя\nИванов\n".encode("utf-16"), "x.csv"), "UTF-16"),
        (lambda p: _write(p, b"\xc8\xec\xff\n\x98\x98\n", "x.csv"), "unknown encoding"),
        (lambda p: _write(p, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100, "x.xls"), "97-2003"),
        (lambda p: _write(p, b"\n\n  \n\t\n", "x.csv"), "no rows"),
        # A cell beyond the csv module's field limit (128 KB) is a refusal of the file, not a traceback.
        (lambda p: _write(p, ("Имя\n" + "Я" * 200_000).encode(), "x.csv"), "not readable as CSV"),
        (lambda p: p / "missing.csv", "cannot read missing.csv"),
    ],
)
def test_hostile_files_are_one_error_line(tmp_path: Path, make: object, message: str) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    with pytest.raises(PlayerImportError, match=message) as caught:
        read_players_file(path)
    assert "\n" not in str(caught.value)


def test_the_limits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desk.tournament.player_import import reading

    monkeypatch.setattr(reading, "MAX_PLAYERS", 3)
    ok = read_players_file(_write(tmp_path, "Имя\nА\nБ\nВ\n".encode()))
    assert len(ok.rows) == 4
    with pytest.raises(PlayerImportError, match="more than 3 rows"):
        read_players_file(_write(tmp_path, "Имя\nА\nБ\nВ\nГ\n".encode()))
    monkeypatch.setattr(reading, "MAX_ROWS_READ", 7)
    with pytest.raises(PlayerImportError, match="more than 7 rows, empty ones included"):
        read_players_file(_write(tmp_path, "Имя\n\n\n\n\n\n\nА\n".encode()))
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 10)
    with pytest.raises(PlayerImportError, match="larger than"):
        read_players_file(_write(tmp_path, b"x" * 11))


def test_a_workbook_that_unpacks_too_large_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_desk.tournament.player_import import xlsx

    book = openpyxl.Workbook()
    active = book.active
    assert active is not None
    for i in range(200):
        active.append([f"Игрок {i}", "Клуб"])
    path = tmp_path / "many.xlsx"
    book.save(path)
    assert len(read_players_file(path).rows) == 200
    monkeypatch.setattr(xlsx, "MAX_XLSX_UNPACKED_BYTES", path.stat().st_size)
    with pytest.raises(PlayerImportError, match="the workbook unpacks to"):
        read_players_file(path)

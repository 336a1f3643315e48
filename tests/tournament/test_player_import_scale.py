"""The players import at a federation's scale and against hostile workbooks (issue 39, point 2): near
duplicates found by their keys whatever the rows' number, codes unique in one pass, every row of a sheet
read whatever its `<dimension>` header says, and bombs (a part that inflates, a DTD, a row of millions of
cells, a cell at XFD1048576) refused as one line before any parser sees them. No timing here:
benchmarks/player_import.py measures."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest
from xlsx_kit import shared_strings_xml, workbook_bytes

from mafia_desk.tournament.player_import import (
    ImportCancelled,
    ImportedPlayer,
    PlayerImportError,
    find_duplicates,
    preview_import,
    read_players_file,
)
from mafia_desk.tournament.registration import next_code, next_codes

_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'


def _players(*names: str) -> list[ImportedPlayer]:
    return [ImportedPlayer(row, name) for row, name in enumerate(names, start=2)]


def _found(players: list[ImportedPlayer], registry: list[str] | None = None) -> set[tuple[object, ...]]:
    return {(d.row, d.kind, d.other_row, d.registry_index) for d in find_duplicates(players, registry or [])}


def test_near_duplicates_by_keys_word_order_yo_and_case() -> None:
    # «Пётр Иванов», «Иванов Петр» and «Иванов Пётр» are one person written three ways.
    found = _found(_players("Пётр Иванов", "Иванов Петр", "Иванов Пётр", "ИВАНОВ  пётр", "Иванов Павел"))
    assert found == {
        (3, "swapped", 2, None),  # the words of row 2 in another order, ё as е
        (4, "same", 3, None),  # ё/е: the same as row 3
        (4, "swapped", 2, None),
        (5, "same", 3, None),  # case and a double space
        (5, "swapped", 2, None),
    }
    # Against the registry: every registered match of each kind, by index.
    registry = ["иванов петр", "Петр Иванов", "Сидоров Иван", "Иванов Пётр"]
    assert _found(_players("Пётр Иванов"), registry) == {
        (2, "same", None, 1),
        (2, "swapped", None, 0),
        (2, "swapped", None, 3),
    }
    # Not a duplicate: another first name, or a name that only contains the other.
    assert _found(_players("Иванов Петр", "Иванов Пётр Сергеевич", "Иванова Петра")) == set()


def test_thousands_of_one_name_give_one_warning_a_row() -> None:
    """The cubic case of the issue: 4,000 copies of one name (and its swap) are 3,999 + 4,000 warnings,
    each pointing at the first copy of its kind, found by key look-ups."""
    names = ["Иванов Пётр"] * 4000 + ["Пётр Иванов"] * 4000
    found = find_duplicates(_players(*names), ["петр иванов"])
    same = [d for d in found if d.kind == "same" and d.other_row is not None]
    swapped = [d for d in found if d.kind == "swapped" and d.other_row is not None]
    assert len(same) == 3999 + 3999 and {d.other_row for d in same} == {2, 4002}
    assert len(swapped) == 4000 and {d.other_row for d in swapped} == {2}
    registered = [d for d in found if d.registry_index == 0]
    assert len(registered) == 8000  # every row against the registered name: swapped, then same
    assert {d.kind for d in registered[:4000]} == {"swapped"} and {d.kind for d in registered[4000:]} == {
        "same"
    }


def test_codes_continue_after_the_highest_and_are_unique() -> None:
    codes = ["p01", "p07", "x12", "p", "pp3", "p²", "p0099"]
    assert next_codes(codes, 3) == ["p100", "p101", "p102"]
    assert next_code(codes) == "p100"
    assert next_codes([], 2) == ["p01", "p02"]
    assert next_codes(["p05"], 0) == []
    many = next_codes([f"p{i:02d}" for i in range(1, 23)], 20_000)
    assert len(set(many)) == 20_000 and many[0] == "p23" and many[-1] == "p20022"
    # The same codes as asking `next_code` row by row, the old way.
    one_by_one: list[str] = ["p03"]
    for _ in range(50):
        one_by_one.append(next_code(one_by_one))
    assert one_by_one[1:] == next_codes(["p03"], 50)


def _xlsx(tmp_path: Path, data: bytes, name: str = "list.xlsx") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def _sheet(body: str, prefix: str = "") -> bytes:
    p = f"{prefix}:" if prefix else ""
    ns = _NS.replace("xmlns=", f"xmlns:{prefix}=") if prefix else _NS
    return (
        f'<?xml version="1.0"?><{p}worksheet {ns}><{p}sheetData>{body}</{p}sheetData></{p}worksheet>'.encode()
    )


def test_every_row_is_read_whatever_the_dimension_header_says(tmp_path: Path) -> None:
    rows = [["Имя", "Клуб"], ["Иванов", "А"], ["Петров", "Б"], ["Сидоров", None], ["Козлов", "Г"]]
    sheet = read_players_file(_xlsx(tmp_path, workbook_bytes([("Игроки", rows)], dimension="A1:A2")))
    assert [p.name for p in preview_import(sheet).players] == ["Иванов", "Петров", "Сидоров", "Козлов"]
    assert sheet.sheet_names == ("Игроки",) and sheet.sheet == "Игроки"
    # A header claiming the whole grid allocates nothing: the cells decide.
    huge = read_players_file(_xlsx(tmp_path, workbook_bytes([("S", rows)], dimension="A1:XFD1048576")))
    assert len(huge.rows) == 5


def test_cells_without_references_and_a_prefixed_namespace(tmp_path: Path) -> None:
    body = (
        '<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>'
        '<x:row r="4"><x:c t="s"><x:v>2</x:v></x:c><x:c><x:v>12</x:v></x:c></x:row>'
    )
    strings = {"Имя": 0, "Клуб": 1, "Ёлкин Пётр": 2}
    data = workbook_bytes(
        [("S", [["x"]])],
        parts={
            "xl/worksheets/sheet1.xml": _sheet(body, "x"),
            "xl/sharedStrings.xml": shared_strings_xml(strings),
        },
    )
    sheet = read_players_file(_xlsx(tmp_path, data))
    assert sheet.rows == (("Имя", "Клуб"), ("Ёлкин Пётр", "12"))
    assert sheet.numbers == (1, 4)


def _zip_with(tmp_path: Path, name: str, data: bytes) -> Path:
    """A good workbook with one member replaced (or added) by `data`."""
    return _xlsx(tmp_path, workbook_bytes([("S", [["Имя"], ["Иванов"]])], parts={name: data}), "bomb.xlsx")


_LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    + "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">' for i in range(1, 10))
    + f"]><sst {_NS}><si><t>&lol9;</t></si></sst>"
)


@pytest.mark.parametrize(
    ("member", "data", "message"),
    [
        # A shared string of 40 MB (in the field: 240 MB, 503 MB to read): the part is over its cap.
        (
            "xl/sharedStrings.xml",
            b"<sst><si><t>" + b"a" * (40 * 1024 * 1024) + b"</t></si></sst>",
            "unpacks to",
        ),
        # Under the part's cap but longer than any cell: refused while it streams.
        ("xl/sharedStrings.xml", b"<sst><si><t>" + b"a" * (6 * 1024 * 1024) + b"</t></si></sst>", "text"),
        # Billion laughs: entities that expand a thousand-fold at each level.
        ("xl/sharedStrings.xml", _LAUGHS.encode(), "DTD"),
        (
            "xl/worksheets/sheet1.xml",
            b'<?xml version="1.0"?><!DOCTYPE x SYSTEM "file:///etc/passwd">' + _sheet(""),
            "DTD",
        ),
        # One row of fifteen million cells (1.3 GB and more to parse in the field).
        (
            "xl/worksheets/sheet1.xml",
            _sheet('<row r="1">' + "<c/>" * 15_000_000 + "</row>"),
            "more than 100 cells",
        ),
        # Two cells, at A1 and XFD1048576: a dense reader asks for half a terabyte.
        (
            "xl/worksheets/sheet1.xml",
            _sheet('<row r="1"><c r="A1"><v>1</v></c><c r="XFD1048576"><v>2</v></c></row>'),
            "beyond column CV",
        ),
        (
            "xl/worksheets/sheet1.xml",
            _sheet('<row r="1048576"><c><v>1</v></c></row>'),
            "more than 40,001 rows",
        ),
        (
            "xl/worksheets/sheet1.xml",
            _sheet('<row><c r="A40002"><v>1</v></c></row>'),
            "more than 40,001 rows",
        ),
        (
            "xl/worksheets/sheet1.xml",
            _sheet('<row><c r="a0099999"><v>1</v></c></row>'),
            "more than 40,001 rows",
        ),
        ("xl/worksheets/sheet1.xml", b"<worksheet><sheetData><row><c><v>1", "broken XLSX"),
        ("xl/workbook.xml", b"<workbook><sheets><sheet name='S'/></sheets></workbook>", "broken XLSX"),
    ],
)
def test_hostile_workbooks_are_refused_in_one_line(
    tmp_path: Path, member: str, data: bytes, message: str
) -> None:
    path = _zip_with(tmp_path, member, data)
    assert path.stat().st_size < 2 * 1024 * 1024  # each is a small file
    with pytest.raises(PlayerImportError, match=message) as caught:
        read_players_file(path)
    assert "\n" not in str(caught.value)


def test_a_zip_bomb_is_refused_by_its_declared_size(tmp_path: Path) -> None:
    # 300 MB of zeros that compress to some 300 KB, beside a good sheet.
    out = io.BytesIO()
    good = workbook_bytes([("S", [["Имя"], ["Иванов"]])])
    with zipfile.ZipFile(io.BytesIO(good)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            dst.writestr(item, src.read(item.filename))
        with dst.open("xl/media/zeros.bin", "w") as member:
            block = bytes(1024 * 1024)
            for _ in range(300):
                member.write(block)
    path = _xlsx(tmp_path, out.getvalue(), "zeros.xlsx")
    with pytest.raises(PlayerImportError, match=r"the workbook unpacks to 300 MB; at most 256 MB"):
        read_players_file(path)


def test_far_columns_within_the_bounds_are_read(tmp_path: Path) -> None:
    body = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="CV1"><v>5</v></c></row>'
    data = workbook_bytes(
        [("S", [["x"]])],
        parts={
            "xl/worksheets/sheet1.xml": _sheet(body),
            "xl/sharedStrings.xml": shared_strings_xml({"Имя": 0}),
        },
    )
    sheet = read_players_file(_xlsx(tmp_path, data))
    assert sheet.rows == (("Имя",),)  # column CV (100) is past the 64 columns read, and no error


def test_a_cancel_from_the_progress_callback_stops_the_read(tmp_path: Path) -> None:
    rows: list[list[str | int | float | None]] = [["Имя", "Клуб", "Год"]]
    rows += [[f"Игрок {i}", i % 300, 1990 + i % 20] for i in range(20_000)]
    path = _xlsx(tmp_path, workbook_bytes([("S", rows)]))
    heard: list[float] = []

    def progress(share: float) -> None:
        heard.append(share)
        raise ImportCancelled

    with pytest.raises(ImportCancelled):
        read_players_file(path, progress=progress)
    assert heard and 0 < heard[0] <= 1
    assert len(read_players_file(path, progress=heard.append).rows) == 20_001
    assert heard[-1] == pytest.approx(1.0)

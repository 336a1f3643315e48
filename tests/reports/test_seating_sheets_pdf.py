"""The seating sheets as the hall and the hosts read them: read back with poppler's pdftotext, the tool a
user would reach for (the pages were also looked at by eye with pdftoppm when the layout was made).

40 Cyrillic players on 4 tables, one of them with a name far longer than a seat's line, another a single
word with no space to wrap at: every word must come out whole.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from mafia_desk.reports.seating_sheets import (
    CARDS,
    HALL,
    PLAYERS,
    SeatingSheets,
    name_sort_key,
    players_rows,
    seating_sheets_pdf_bytes,
    sheet_round,
    write_seating_sheets,
)

FIRST = ["Алексей", "Борис", "Вадим", "Евгений", "Ольга", "Пётр", "Анна", "Мария", "Сергей", "Юлия"]
LAST = ["Иванов", "Ёлкин", "Елисеев", "Жуков", "Ершов", "Кузнецов", "Смирнов", "Попов"]
LONG = "Константинопольский-Новодворский Александр Вениаминович"
ONE_WORD = "Оченьдлиннаяфамилиябезединогопробеланигдевообщеникакогоникогдаещёнемного"
NAMES = [f"{LAST[i % 8]} {FIRST[i % 10]}{i // 10 or ''}" for i in range(40)]
NAMES[7], NAMES[23] = LONG, ONE_WORD
TOURNAMENT = "Кубок «Белые ночи» 2016"


def pdf_pages(path: Path, *options: str) -> list[str]:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = subprocess.run([tool, *options, str(path), "-"], capture_output=True, text=True, check=True).stdout
    return text.split("\f")[:-1]


def page_sizes(path: Path) -> list[tuple[float, float]]:
    tool = shutil.which("pdfinfo")
    if tool is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    out = subprocess.run(
        [tool, "-f", "1", "-l", "99", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return [(float(w), float(h)) for w, h in re.findall(r"Page +\d+ size: +([\d.]+) x ([\d.]+)", out)]


@pytest.fixture(autouse=True)
def _app(qapp: Any) -> None:
    """The test application, made before the PDF code would make a headless one of its own."""


def _round(number: int) -> Any:
    """Round 1 seats the players in order; round 2 shifts them so every table and seat changes."""
    order = NAMES if number == 1 else [NAMES[(i * 3 + 7) % 40] for i in range(40)]
    return sheet_round(
        "qualifying", number, [[(s + 1, order[t * 10 + s]) for s in range(10)] for t in range(4)]
    )


def _write(tmp_path: Path, *sheets: str, rounds: tuple[Any, ...] | None = None) -> Path:
    data = SeatingSheets(TOURNAMENT, rounds or (_round(1),), sheets=sheets)
    return write_seating_sheets(data, tmp_path / "sheets.pdf")


def words(text: str) -> list[str]:
    return re.findall(r"[\w-]+", text)


def assert_whole(name: str, text: str) -> None:
    """Each word of the name is one word of the page: not cut, not hyphenated across lines."""
    for word in name.split():
        assert word in words(text), word


def test_the_hall_sheet_puts_every_table_of_the_round_on_one_landscape_page(tmp_path: Path) -> None:
    path = _write(tmp_path, HALL)
    (page,) = pdf_pages(path)
    ((width, height),) = page_sizes(path)
    assert width > height  # landscape
    assert "qualifying, round 1" in page and TOURNAMENT in page
    for table in range(1, 5):
        assert f"Table {table}" in page
    for name in NAMES:
        assert_whole(name, page)
    # Seat lines read "seat name" in the -raw order of the page.
    raw = " ".join(pdf_pages(path, "-raw")[0].split())
    assert "1 Иванов Алексей" in raw and "10 Юлия" not in raw
    assert f"10 {NAMES[9]}" in raw and f"5 {NAMES[34]}" in raw


def test_a_round_with_players_sitting_out_names_them_on_the_hall_sheet(tmp_path: Path) -> None:
    base = _round(1)
    rnd = sheet_round(
        "semifinal", 2, [list(t.seats) for t in base.tables[:3]], [n for _, n in base.tables[3].seats]
    )
    (page,) = pdf_pages(_write(tmp_path, HALL, rounds=(rnd,)))
    assert "semifinal, round 2" in page and "Table 4" not in page
    assert "Sitting out:" in page
    for _, name in base.tables[3].seats:
        assert_whole(name, page)


def test_the_list_by_player_is_alphabetical_with_yo_as_ye_and_gives_each_rounds_table_and_seat(
    tmp_path: Path,
) -> None:
    rounds = (_round(1), _round(2))
    path = _write(tmp_path, PLAYERS, rounds=rounds)
    (page,) = pdf_pages(path, "-layout")
    assert "players by name" in page and "qualifying," in page
    places: dict[str, list[str]] = {}
    listed: list[str] = []
    for line in page.splitlines():
        # -layout may close up "2 / 1" to "2/1".
        found = re.match(r"^\s*(\S.*?)\s{2,}(\d+ ?/ ?\d+)\s+(\d+ ?/ ?\d+)\s*$", line)
        if found:
            listed.append(found[1])
            places[found[1]] = [found[2].replace(" ", ""), found[3].replace(" ", "")]
    assert len(listed) == 40 and set(listed) == set(NAMES)
    expected = sorted(NAMES, key=name_sort_key)
    assert listed == expected
    # ё sorts as е: Ёлкин between Елисеев and Ершов, before Жуков (plain code points put Ё before А).
    first = {surname: next(i for i, n in enumerate(listed) if n.startswith(surname)) for surname in LAST}
    assert first["Елисеев"] < first["Ёлкин"] < first["Ершов"] < first["Жуков"] < first["Иванов"]
    for rnd_index, rnd in enumerate(rounds):
        for table in rnd.tables:
            for seat, name in table.seats:
                assert places[name][rnd_index] == f"{table.number}/{seat}", name


def test_the_sort_key_folds_yo_case_and_spaces() -> None:
    names = ["ёжиков пётр", "Ежов  Иван", "Елисеев Иван", "Ёлкин Анна", "Жуков Олег", "Евсеев Ян"]
    assert sorted(names, key=name_sort_key) == [
        "Евсеев Ян",
        "ёжиков пётр",
        "Ежов  Иван",
        "Елисеев Иван",
        "Ёлкин Анна",
        "Жуков Олег",
    ]


def test_a_player_missing_from_a_round_shows_a_dash_and_namesakes_keep_two_rows() -> None:
    one = sheet_round("final", 1, [[(s, f"Игрок {s}") for s in range(1, 10)] + [(10, "Игрок 1")]])
    two = sheet_round("final", 2, [[(s, f"Игрок {s}") for s in range(2, 11)] + [(1, "Игрок 3")]], ["Игрок 1"])
    rows = {(r.name, r.places) for r in players_rows((one, two))}
    assert ("Игрок 1", ((1, 1), None)) in rows and ("Игрок 1", ((1, 10), None)) in rows
    assert ("Игрок 3", ((1, 3), (1, 1))) in rows and ("Игрок 3", (None, (1, 3))) in rows


def test_one_card_per_table_two_to_a_portrait_page_in_seat_order(tmp_path: Path) -> None:
    path = _write(tmp_path, CARDS)
    pages = pdf_pages(path, "-raw")
    assert len(pages) == 2
    assert all(h > w for w, h in page_sizes(path))
    for table in range(4):
        text = " ".join(pages[table // 2].split())
        card = text.split(f"Table {table + 1}")[1].split("Host:")[0]
        assert "qualifying, round 1" in card
        seated = [" ".join(NAMES[table * 10 + s].split()) for s in range(10)]
        positions = [card.find(f"{s + 1} {name}") for s, name in enumerate(seated)]
        assert -1 not in positions and positions == sorted(positions), positions
    assert_whole(LONG, pages[0])
    assert_whole(ONE_WORD, pages[1])


def test_all_three_sheets_in_one_file_in_order(tmp_path: Path) -> None:
    path = _write(tmp_path, HALL, PLAYERS, CARDS, rounds=(_round(1), _round(2)))
    pages = pdf_pages(path)
    assert len(pages) == 2 + 1 + 4
    assert "round 2" in pages[1] and "players by name" in pages[2] and "Table 4" in pages[6]
    sizes = page_sizes(path)
    assert [w > h for w, h in sizes] == [True, True, False, False, False, False, False]


def test_the_sheets_speak_the_interface_language(tmp_path: Path, qapp: Any) -> None:
    from mafia_desk.gui import i18n

    assert i18n.install_translators(qapp, "ru")
    try:
        data = SeatingSheets(TOURNAMENT, (_round(1),))
        path = tmp_path / "ru.pdf"
        path.write_bytes(seating_sheets_pdf_bytes(data))
    finally:
        i18n.install_translators(qapp, "en")
    text = " ".join(" ".join(pdf_pages(path)).split())
    for label in ("отборочный этап, тур 1", "Стол 4", "игроки по алфавиту", "стол / место", "Ведущий:"):
        assert label in text, label
    english = re.compile(r"\b(Table|round|qualifying|Host|seat|name|page)\b")
    assert not english.search(text), english.findall(text)


def test_no_round_no_pdf() -> None:
    with pytest.raises(ValueError, match="no round"):
        seating_sheets_pdf_bytes(SeatingSheets(TOURNAMENT, ()))


@pytest.mark.parametrize("tables", [1, 2, 3, 5, 8])
def test_the_hall_sheet_stays_one_page_whatever_the_table_count(tmp_path: Path, tables: int) -> None:
    names = [f"{LAST[i % 8]} {FIRST[i % 10]} Игрокович{i}" for i in range(tables * 10)]
    names[-1] = ONE_WORD
    rnd = sheet_round(
        "qualifying", 3, [[(s + 1, names[t * 10 + s]) for s in range(10)] for t in range(tables)]
    )
    (page,) = pdf_pages(_write(tmp_path, HALL, rounds=(rnd,)))
    assert f"Table {tables}" in page and f"Table {tables + 1}" not in page
    for name in names:
        assert_whole(name, page)

"""`mafia-desk import | export | tournaments` against the database named by MAFIA_DESK_DB."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from store_helpers import EXAMPLES_DIR, example

from mafia_desk.cli import main
from mafia_desk.store import open_store


@pytest.fixture
def desk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    url = f"sqlite:///{tmp_path / 'desk.sqlite3'}"
    monkeypatch.setenv("MAFIA_DESK_DB", url)
    return url


def test_import_prints_the_id_and_export_round_trips(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = EXAMPLES_DIR / "german-open-2016.json"
    assert main(["import", str(source)]) == 0
    tid = capsys.readouterr().out.strip()
    assert tid.isdigit()
    name = example("german-open-2016")["name"]

    assert main(["export", name]) == 0
    to_stdout = capsys.readouterr().out
    first = tmp_path / "first.json"
    assert main(["export", tid, "-o", str(first)]) == 0
    assert capsys.readouterr().out == ""
    assert first.read_text(encoding="utf-8") == to_stdout
    assert f'"name": {json.dumps(name, ensure_ascii=False)}' in to_stdout

    # export -> import (merges into itself: nothing new) -> export gives the same bytes.
    assert main(["import", str(first)]) == 0
    assert capsys.readouterr().out.strip() == tid
    second = tmp_path / "second.json"
    assert main(["export", tid, "-o", str(second)]) == 0
    assert second.read_bytes() == first.read_bytes()

    assert main(["tournaments"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "id\tname\truleset\tstart\tend\tgames"
    assert lines[1:] == [
        f"{tid}\t{name}\tgerman-open-2016\t-\t-\t{len(example('german-open-2016')['games'])}"
    ]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{not json", "invalid: file: not valid JSON"),
        (b"\xff\xfe", "invalid: file: "),
        (json.dumps({**example("fiim"), "ruleset": "nope"}).encode(), "invalid: file: unknown ruleset"),
    ],
)
def test_a_bad_file_exits_2_prints_nothing_and_stores_nothing(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert main(["import", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(expected)
    with open_store(desk, backups=False) as store:
        assert store.list_tournaments() == []


def test_missing_file_and_unknown_tournament(desk: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", "/nonexistent/t.json"]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["export", "Нет такого"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "no tournament named 'Нет такого'" in captured.err


def test_a_database_in_use_exits_1_for_a_writer(desk: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Only writing is refused while the app has the database open: `tournaments` and `export` read."""
    with open_store(desk, backups=False):
        assert main(["import", str(EXAMPLES_DIR / "fiim.json")]) == 1
        assert "in use" in capsys.readouterr().err
        assert main(["tournaments"]) == 0
    assert capsys.readouterr().out == "id\tname\truleset\tstart\tend\tgames\n"


def test_tournaments_shows_the_ruleset_dates_and_games(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dated = tmp_path / "dated.json"
    dated.write_text(
        json.dumps({**example("fiim"), "start": "2016-06-10", "end": "2016-06-12"}, ensure_ascii=False),
        "utf-8",
    )
    assert main(["import", str(dated)]) == 0
    assert main(["import", str(EXAMPLES_DIR / "stars-2016.json")]) == 0
    first, second = capsys.readouterr().out.split()
    with open_store(desk, backups=False) as store:
        store.update_tournament(int(second), start_date="2016-03-05")  # set in the app, not in the file
    assert main(["tournaments"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t") for line in lines[1:]] == [
        [
            first,
            example("fiim")["name"],
            "fiim",
            "2016-06-10",
            "2016-06-12",
            str(len(example("fiim")["games"])),
        ],
        [second, example("stars-2016")["name"], "stars-2016", "2016-03-05", "-", "4"],
    ]


def test_standings_of_a_stored_tournament_by_id_or_name(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no file named "1" can be in the way
    source = EXAMPLES_DIR / "white-nights-2016.json"
    assert main(["import", str(source)]) == 0
    tid = capsys.readouterr().out.strip()
    assert main(["standings", str(source), "--format", "json"]) == 0
    from_file = capsys.readouterr().out
    assert main(["standings", tid, "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == (from_file, "")
    assert main(["standings", example("white-nights-2016")["name"], "--format", "json"]) == 0
    assert capsys.readouterr().out == from_file

    assert main(["standings", "99"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "invalid: file: cannot read 99: no such file, and no tournament with id 99"
        " (see `mafia-desk tournaments`)\n"
    )


def test_standings_from_a_damaged_database_exits_1(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "desk.sqlite3").write_bytes(b"not a database at all" * 100)
    code = main(["standings", "1"])
    captured = capsys.readouterr()
    assert (code, captured.out) == (1, "")
    assert captured.err.startswith("error: ") and captured.err.count("\n") == 1


def test_standings_of_a_missing_file_creates_no_database(
    desk: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["standings", "typo.json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "invalid: file: cannot read typo.json: no such file (and no database yet)\n"
    assert not (tmp_path / "desk.sqlite3").exists()

"""`mafia-desk seating`: JSON, text and PDF output, and clean refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desk.cli import main
from mafia_desk.seating import balanced_draw
from mafia_desk.seating.balanced import player_names


def test_json_output_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "21", "--tables", "2", "--rounds", "3", "--seed", "4"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["round"] for r in data["rounds"]] == [1, 2, 3]
    for rnd in data["rounds"]:
        assert len(rnd["tables"]) == 2 and all(len(t) == 10 for t in rnd["tables"])
        assert len(rnd["sitting_out"]) == 1
        ids = [p for t in rnd["tables"] for p in t] + rnd["sitting_out"]
        assert sorted(ids, key=int) == [str(i) for i in range(1, 22)]
    assert set(data["quality"]["max_meetings"]) == {"value", "bound", "optimal"}
    assert data["seed"] == 4


def test_same_seed_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["seating", "--players", "20", "--tables", "2", "--rounds", "2", "--seed", "7"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


def test_text_output_lists_rounds_and_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "12", "--tables", "1", "--rounds", "2", "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert "Round 2" in out and "Sitting out:" in out and "sum squares" in out


def test_constraints_file_and_even_bench(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"absent": {"1": ["3"]}}), encoding="utf-8")
    argv = ["seating", "--players", "16", "--tables", "1", "--rounds", "8", "--bench", "even"]
    assert main([*argv, "--constraints", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "3" in data["rounds"][0]["sitting_out"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "5", "--tables", "1", "--rounds", "2"], "need at least 10"),
        (["--players", "20", "--tables", "2", "--rounds", "2", "--format", "pdf"], "-o FILE"),
        (
            ["--players", "20", "--tables", "2", "--rounds", "2", "--constraints", "/nonexistent.json"],
            "cannot read",
        ),
    ],
)
def test_invalid_input_exits_2_with_nothing_on_stdout(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["seating", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("invalid: ") and message in captured.err


def test_pdf_file_is_written(tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    assert (
        main(
            [
                "seating",
                "--players",
                "20",
                "--tables",
                "2",
                "--rounds",
                "2",
                "--format",
                "pdf",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_prints_cyrillic_names_with_the_bundled_font() -> None:
    from mafia_desk.reports.seating_pdf import seating_html, seating_pdf_bytes

    draw = balanced_draw(player_names(10), 1, 1, seed=1, effort=0.05)
    names = {p: f"Иванов {p}" for p in draw.players}
    html = seating_html(draw, names, "Кубок")
    assert "Иванов 1" in html and "Кубок" in html
    data = seating_pdf_bytes(draw, names, "Кубок")
    assert data.startswith(b"%PDF") and b"DejaVu" in data


def test_pdf_sheet_starts_a_round_on_a_new_page_rather_than_split_it() -> None:
    from mafia_desk.reports.seating_pdf import seating_html

    short = balanced_draw(player_names(10), 1, 1, seed=1, effort=0.05)
    assert "page-break-before" not in seating_html(short)
    long = balanced_draw(player_names(80), 8, 3, seed=1, effort=0.02)
    html = seating_html(long, {p: "Константинопольский " + p for p in long.players})
    assert html.count("page-break-before") == 2  # rounds 2 and 3 each open a page


def test_tables_per_round_for_a_short_last_round(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "21", "--tables", "2,2,2,1", "--seed", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tables_per_round"] == [2, 2, 2, 1]
    assert [len(r["tables"]) for r in data["rounds"]] == [2, 2, 2, 1]
    assert [len(r["sitting_out"]) for r in data["rounds"]] == [1, 1, 1, 11]
    for rnd in data["rounds"]:
        ids = [p for t in rnd["tables"] for p in t] + rnd["sitting_out"]
        assert sorted(ids, key=int) == [str(i) for i in range(1, 22)]


@pytest.mark.parametrize(
    ("tables", "rounds", "reason"),
    [
        ("2,x", None, "numbers separated by commas"),
        ("2,2,1", "4", "3 per-round counts"),
        ("2", None, "rounds"),
    ],
)
def test_bad_tables_per_round_are_refused(
    tables: str, rounds: str | None, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["seating", "--players", "21", "--tables", tables, *(["--rounds", rounds] if rounds else [])]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("invalid:") and reason in captured.err

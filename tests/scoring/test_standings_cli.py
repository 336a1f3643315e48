"""`mafia-desk standings`: formats, --after, --explain, and the one-line error with exit 2."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE
from scoring_builders import document, game

from mafia_desk.cli import main
from mafia_desk.scoring.output import CSV_DIALECTS, display_width

EXAMPLES = EXCHANGE


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["standings", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_to_stdout_is_the_expected_document(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(EXAMPLES / "white-nights-2016.json"), "--format", "json")
    assert (code, err) == (0, "")
    assert json.loads(out) == json.loads((EXAMPLES / "white-nights-2016.expected.json").read_text("utf-8"))


def test_csv_has_the_same_columns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(EXAMPLES / "stars-2016.json"), "--format", "csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    expected = json.loads((EXAMPLES / "stars-2016.expected.json").read_text("utf-8"))["standings"]
    assert [r["player"] for r in rows] == [e["player"] for e in expected]
    assert [float(r["total"]) for r in rows] == [e["total"] for e in expected]
    assert rows[1]["name"] == "Фокс"
    assert rows[6]["tie-break: head to head"] == "5.0"  # one column per tie-break criterion


def test_text_table_aligns_cyrillic_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(EXAMPLES / "fiim.json"))
    assert code == 0
    lines = out.splitlines()[1:]
    header = lines[0]
    col = display_width(header[: header.index("total") + len("total")])
    for line in lines[2:]:
        # every total ends in the same column, whatever the name's script
        assert line[:col].rstrip()[-1].isdigit()
        assert display_width(line[:col]) == col
    assert any("Мясник" in line for line in lines)


def test_text_table_shows_games_and_wins_by_role(capsys: pytest.CaptureFixture[str]) -> None:
    # stars example, p04: civilian in rounds 1, 3, 4 (won 1 and 3), mafia in round 2 (won).
    code, out, _ = run(capsys, str(EXAMPLES / "stars-2016.json"))
    assert code == 0
    lines = out.splitlines()[1:]
    cells = lines[0].split()
    row = next(line for line in lines if " p04 " in f" {line} ").split()
    by_role = dict(zip(["civ", "sher", "maf", "don"], row[-6:-2], strict=True))
    assert [c for c in cells if c in ("civ", "sher", "maf", "don")] == ["civ", "sher", "maf", "don"]
    assert by_role == {"civ": "3/2", "sher": "0/0", "maf": "1/1", "don": "0/0"}


def test_after_gives_the_standings_of_that_round(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, str(EXAMPLES / "german-open-2016.json"), "--format", "json", "--after", "qualifying:1"
    )
    assert code == 0
    rows = {r["player"]: r for r in json.loads(out)["standings"]}
    assert rows["p01"]["total"] == 1.5  # don win 1 + judge 0.5; nothing later counts
    assert rows["p14"]["absences"] == -2.0  # missed round 1
    assert rows["p04"]["games"] == 1


@pytest.mark.parametrize("after", ["qualifying", "playoff:1", "final:0", "final:x"])
def test_bad_after_is_exit_2(capsys: pytest.CaptureFixture[str], after: str) -> None:
    code, out, err = run(capsys, str(EXAMPLES / "fiim.json"), "--after", after)
    assert (code, out) == (2, "")
    assert err.startswith("invalid: --after")


def test_explain_adds_up_to_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, str(EXAMPLES / "german-open-2016.json"), "--explain", "p09", "--format", "json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["total"] == 3.65
    assert round(sum(e["points"] for e in data["breakdown"]), 9) == 3.65
    ci = [i for e in data["breakdown"] for i in e["items"] if i["column"] == "ci"]
    assert ci == [{"column": "ci", "label": "Ci (B = 1, N = 2)", "base": 0.4, "points": 0.4}]
    code, out, _ = run(capsys, str(EXAMPLES / "german-open-2016.json"), "--explain", "p09")
    assert "total 3.65" in out and "coefficient x2.00" in out
    code, out, err = run(capsys, str(EXAMPLES / "german-open-2016.json"), "--explain", "nobody")
    assert (code, out) == (2, "") and err.startswith("invalid: player nobody:")


def test_invalid_file_prints_one_line_and_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = document("white-nights-2016", 10, [game(1, list(range(1, 11)), bonus=[{"seat": 1, "points": 1}])])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    out_file = tmp_path / "out.json"
    code, out, err = run(capsys, str(path), "-o", str(out_file))
    assert (code, out) == (2, "")
    assert err == "invalid: game (qualifying, 1, 1): seat 1: a loser may get +0.5, not 1\n"
    assert not out_file.exists()


def test_output_file_gets_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "s.txt"
    code, out, _ = run(capsys, str(EXAMPLES / "arctic-2016.json"), "-o", str(out_file))
    assert (code, out) == (0, "")
    assert "Ведьма" in out_file.read_text(encoding="utf-8")


def _write(tmp_path: Path, doc: dict[str, Any]) -> str:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_csv_file_has_a_bom_and_crlf_and_keeps_cyrillic(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "s.csv"
    code, out, _ = run(capsys, str(EXAMPLES / "stars-2016.json"), "--format", "csv", "-o", str(out_file))
    assert (code, out) == (0, "")
    data = out_file.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfplace,player,name,club,total,")
    lines = data.split(b"\n")
    assert len(lines) == 14 and lines[-1] == b""  # header, 12 players, nothing after the last CRLF
    assert all(line.endswith(b"\r") for line in lines[:-1])
    assert "Фокс".encode() in data
    code, out, _ = run(capsys, str(EXAMPLES / "stars-2016.json"), "--format", "csv")
    assert out.encode("utf-8") == data  # stdout gets the same bytes as the file


def _hostile_doc() -> dict[str, Any]:
    doc = document("fiim", 10, [game(1, list(range(1, 11)), winner="black", penalties=[(5, -0.5)])])
    names = {1: '=HYPERLINK("http://x","y")', 2: "+79001234567", 3: "-Лис", 4: "@SUM(A1)", 6: "Кот = Барон"}
    for number, name in names.items():
        doc["players"][number - 1]["name"] = name
    return doc


def test_csv_neutralises_formula_text_and_keeps_numbers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = run(capsys, _write(tmp_path, _hostile_doc()), "--format", "csv")
    assert code == 0
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(out.removeprefix("\ufeff")))}
    assert rows["p01"]["name"] == '\'=HYPERLINK("http://x","y")'
    assert rows["p02"]["name"] == "'+79001234567"
    assert rows["p03"]["name"] == "'-Лис"
    assert rows["p04"]["name"] == "'@SUM(A1)"
    assert rows["p06"]["name"] == "Кот = Барон"  # only a leading sign is a formula
    assert rows["p07"]["name"] == "Игрок 7"
    # p05 (red, lost) has only the penalty: a negative number stays a bare number
    assert rows["p05"]["penalties"] == "-0.5" and rows["p05"]["total"] == "-0.5"
    assert float(rows["p05"]["total"]) == -0.5


def test_csv_excel_ru_uses_semicolons_and_decimal_commas(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = str(EXAMPLES / "german-open-2016.json")
    code, plain, _ = run(capsys, source, "--format", "csv")
    code_ru, ru, _ = run(capsys, source, "--format", "csv", "--csv-dialect", "excel-ru")
    assert (code, code_ru) == (0, 0)
    assert ru.startswith("\ufeffplace;player;name;club;total;")
    ru_rows = list(csv.DictReader(io.StringIO(ru.removeprefix("\ufeff")), delimiter=";"))
    plain_rows = list(csv.DictReader(io.StringIO(plain.removeprefix("\ufeff"))))
    p09 = next(r for r in ru_rows if r["player"] == "p09")
    assert p09["total"] == "3,65"
    for ru_row, plain_row in zip(ru_rows, plain_rows, strict=True):
        assert ru_row["name"] == plain_row["name"]
        assert ru_row["games"] == plain_row["games"]  # counts have no decimals to change
        assert float(ru_row["total"].replace(",", ".")) == float(plain_row["total"])
        for key in (k for k in plain_row if k.startswith("tie-break: ")):
            assert ru_row[key] == plain_row[key].replace(".", ",")
    with pytest.raises(SystemExit) as refused:
        run(capsys, source, "--csv-dialect", "excel-de")
    assert refused.value.code == 2
    for dialect in CSV_DIALECTS:  # the command offers every dialect the writer knows
        assert run(capsys, source, "--format", "csv", "--csv-dialect", dialect)[0] == 0


def test_explain_takes_an_exact_or_unique_partial_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = json.loads((EXAMPLES / "stars-2016.json").read_text("utf-8"))
    doc["players"][11]["name"] = "Лиса Алиса"  # p12: "Лис" (p02) is now also part of another name
    source = _write(tmp_path, doc)
    by_id = run(capsys, source, "--explain", "p03")
    assert by_id[0] == 0 and by_id[1].startswith("p03 Мясник:")
    assert run(capsys, source, "--explain", "мЯсН") == by_id  # a unique part, any case
    code, out, _ = run(capsys, source, "--explain", "лис")  # exact name beats the partial match
    assert code == 0 and out.startswith("p02 Лис:")
    code, out, _ = run(capsys, source, "--explain", "алиса")
    assert code == 0 and out.startswith("p12 Лиса Алиса:")
    code, out, err = run(capsys, source, "--explain", "о")  # Кот, Шпион, Барон, Фокс (Cyrillic о)
    assert (code, out) == (2, "")
    assert (
        err == "invalid: player о: 4 players match (p06 Кот, p07 Шпион, p10 Барон, p11 Фокс); give the id\n"
    )
    code, out, err = run(capsys, source, "--explain", "Нет такого")
    assert (code, out, err) == (2, "", f"invalid: player Нет такого: no such player in {source}\n")


@pytest.mark.parametrize(
    ("after", "rounds"), [("qualifying:7", "rounds played: 1-5"), ("final:1", "no round")]
)
def test_after_a_round_nobody_played_is_refused(
    capsys: pytest.CaptureFixture[str], after: str, rounds: str
) -> None:
    code, out, err = run(capsys, str(EXAMPLES / "fiim.json"), "--after", after)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    stage, _, number = after.partition(":")
    assert err.startswith(f"invalid: --after {after!r}: stage {stage} has no round {number} ({rounds}")


def test_explain_with_csv_is_refused_not_printed_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    """Found by QA: `--explain p01 --format csv` printed the text explanation, as if CSV had been asked for
    nothing; like pdf, csv has no form for one player's points."""
    code, out, err = run(capsys, str(EXAMPLES / "stars-2016.json"), "--explain", "p01", "--format", "csv")
    assert (code, out) == (2, "")
    assert err.startswith("invalid: ") and "--explain prints text or JSON, not csv" in err
    assert err.count("\n") == 1


def test_after_a_game_is_the_file_cut_after_that_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Round 1 of the organiser's file has two tables; after table 1 its second game (since replaced) is
    not in, its absences are."""
    source = EXAMPLES / "white-nights-2016-organiser.json"
    code, out, err = run(capsys, str(source), "--format", "json", "--after", "qualifying:1:1")
    assert (code, err) == (0, "")
    doc = json.loads(source.read_text("utf-8"))
    cut = {
        **doc,
        "games": [g for g in doc["games"] if (g["round"], g["table"]) == (1, 1)],
        "corrections": [],
        "absences": [a for a in doc["absences"] if a["round"] == 1],
    }
    (tmp_path / "cut.json").write_text(json.dumps(cut, ensure_ascii=False), "utf-8")
    assert run(capsys, str(tmp_path / "cut.json"), "--format", "json")[1] == out
    rows = {r["player"]: r for r in json.loads(out)["standings"]}
    assert rows["p01"]["games"] == 1 and rows["p11"]["games"] == 0
    code, out, _ = run(capsys, str(source), "--after", "qualifying:1:1")
    assert code == 0
    assert out.startswith("Standings (white-nights-2016, after qualifying round 1 table 1, 1 games)\n")


@pytest.mark.parametrize(
    ("after", "why"),
    [
        ("qualifying:1:3", "round 1 of stage qualifying has no game at table 3 (tables with a game: 1-2)"),
        ("qualifying:1:0", "the table must be a whole number 1..1,000"),
        ("qualifying:3:1", "stage qualifying has no round 3 (rounds played: 1-2)"),
    ],
)
def test_after_a_table_without_a_game_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], after: str, why: str
) -> None:
    source = str(EXAMPLES / "white-nights-2016-organiser.json")
    for fmt in ("text", "json"):
        code, out, err = run(capsys, source, "--format", fmt, "--after", after)
        assert (code, out, err) == (2, "", f"invalid: --after {after!r}: {why}\n")

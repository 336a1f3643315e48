"""`mafia-desk standings`: formats, --after, --explain, and the one-line error with exit 2."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from scoring_builders import document, game

from mafia_desk.cli import main
from mafia_desk.scoring.output import display_width

EXAMPLES = Path(__file__).resolve().parent / "examples"


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
    assert "head_to_head=5.0" in rows[6]["tiebreak"].split("; ")


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

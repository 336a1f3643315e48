"""`mafia-desk draw` and `mafia-desk seating-sheets` on files shaped by the seeds' templates.

40 Cyrillic players; rounds drawn and written one by one, their games entered from the written draw (results
varied by a seeded generator so the standings spread out), and each Swiss round checked table by table
against the standings the scoring engine computes itself.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from round_kit import assert_swiss_bands

from mafia_desk.cli import main
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.templates import load_template


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """seating-sheets installs the sheets' language in the process's Qt app: later tests expect English."""
    yield
    from PySide6.QtCore import QCoreApplication

    from mafia_desk.gui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_translators(app, "en")


SURNAMES = ["Иванов", "Петров", "Сидоров", "Кузнецов", "Смирнов", "Попов", "Васильев", "Соколов"]
FIRST = ["Алексей", "Борис", "Вадим", "Григорий", "Дмитрий"]


def players(n: int = 40) -> list[dict[str, str]]:
    return [
        {"id": f"p{i:02d}", "name": f"{FIRST[i % 5]} {SURNAMES[i // 5 % 8]}ёв-{i}"} for i in range(1, n + 1)
    ]


def new_file(tmp_path: Path, template: str, n: int = 40) -> Path:
    doc = load_template(template).skeleton()
    doc["players"] = players(n)
    path = tmp_path / f"{template}.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def draw(path: Path, stage: str, rnd: int, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    code = main(["draw", str(path), "--stage", stage, "--round", str(rnd), *extra])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out: dict[str, Any] = json.loads(captured.out)
    return out


def play_round(path: Path, stage: str, rnd: int) -> None:
    """Enter a game for every table of the written draw: roles and winner from a seeded generator."""
    doc = read(path)
    (d,) = [d for d in doc["draws"] if (d["stage"], d["round"]) == (stage, rnd)]
    rng = random.Random(f"{stage} {rnd}")
    for table, seated in enumerate(d["tables"], start=1):
        seats = rng.sample(range(1, 11), 4)
        doc["games"].append(
            {
                "stage": stage,
                "round": rnd,
                "table": table,
                "players": seated,
                "roles": {"don": seats[0], "mafia": sorted(seats[1:3]), "sheriff": seats[3]},
                "winner": rng.choice(["red", "black"]),
                "ended_by": "normal",
                "shot_night1": None,
                "best_move": None,
                "bonus": [],
                "removed": [],
                "penalties": [],
            }
        )
    load_tournament(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


def test_white_nights_three_random_rounds_then_swiss(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new_file(tmp_path, "white-nights-2016")
    for rnd in (1, 2, 3):
        out = draw(path, "qualifying", rnd, capsys, "--seed", str(rnd), "--write")
        assert out["method"] == "random" and out["seed"] == rnd
        assert sorted(p for t in out["tables"] for p in t) == sorted(p["id"] for p in players())
        assert out["quality"]["max_meetings"]["value"] >= 1
        play_round(path, "qualifying", rnd)
    t = load_tournament(read(path))
    # The random rounds were drawn against each other: no pair meets three times in three rounds of 40.
    assert draw(path, "qualifying", 3, capsys, "--seed", "3")["tables"] == [
        list(x) for x in t.draws[2].tables
    ]
    met: dict[frozenset[str], int] = {}
    for d in t.draws:
        for table in d.tables:
            for i, a in enumerate(table):
                for b in table[i + 1 :]:
                    met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1
    assert max(met.values()) <= 2

    out = draw(path, "qualifying", 4, capsys, "--seed", "11", "--write")
    assert out["method"] == "swiss"
    order = [row.player for row in compute_standings(t, after=("qualifying", 3)).rows]
    assert_swiss_bands(out["tables"], order)
    written = read(path)["draws"]
    assert written[-1]["tables"] == out["tables"]
    # `--write` keeps which games ranked the Swiss round, as the Rounds tab saves it; a random round has none.
    ranked = "ranked by points after rounds 1-3 of qualifying, 12 games"
    assert written[-1]["ranked_by"] == out["ranked_by"] == ranked
    assert all("ranked_by" not in d for d in written[:3])


def test_stars_swiss_bands_table_by_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = new_file(tmp_path, "stars-2016")
    for rnd in (1, 2):
        assert draw(path, "qualifying", rnd, capsys, "--seed", "7", "--write")["method"] == "random"
        play_round(path, "qualifying", rnd)
    for rnd in (3, 4):
        out = draw(path, "qualifying", rnd, capsys, "--seed", "7", "--write")
        assert out["method"] == "swiss" and len(out["tables"]) == 4
        t = load_tournament(read(path))
        order = [row.player for row in compute_standings(t, after=("qualifying", rnd - 1)).rows]
        assert_swiss_bands(out["tables"], order)
        play_round(path, "qualifying", rnd)


def test_same_seed_same_draw_and_a_picked_seed_is_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new_file(tmp_path, "white-nights-2016")
    first = draw(path, "qualifying", 1, capsys, "--seed", "42")
    assert draw(path, "qualifying", 1, capsys, "--seed", "42") == first
    assert draw(path, "qualifying", 1, capsys, "--seed", "43")["tables"] != first["tables"]
    picked = draw(path, "qualifying", 1, capsys)
    assert isinstance(picked["seed"], int)
    assert draw(path, "qualifying", 1, capsys, "--seed", str(picked["seed"])) == picked


def test_write_round_trips_through_load_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = new_file(tmp_path, "white-nights-2016")
    doc = read(path)
    doc["venue"] = "Санкт-Петербург"
    doc["x-custom"] = {"kept": True}
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    out = draw(path, "qualifying", 1, capsys, "--seed", "9", "--write")
    t = load_tournament(read(path))
    (d,) = t.draws
    assert (d.stage, d.round, d.seed) == ("qualifying", 1, 9)
    assert [list(x) for x in d.tables] == out["tables"] and list(d.sitting_out) == out["sitting_out"]
    assert t.venue == "Санкт-Петербург" and t.extra["x-custom"] == {"kept": True}
    # The same draw written again is accepted and changes nothing.
    before = path.read_bytes()
    draw(path, "qualifying", 1, capsys, "--seed", "9", "--write")
    assert path.read_bytes() == before


def refused(path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> str:
    before = path.read_bytes()
    assert main([*args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: ")
    assert path.read_bytes() == before
    return lines[0]


def test_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = new_file(tmp_path, "white-nights-2016")
    f = str(path)
    draw(path, "qualifying", 1, capsys, "--seed", "1", "--write")
    assert "already drawn" in refused(
        path, capsys, "draw", f, "--stage", "qualifying", "--round", "1", "--seed", "2", "--write"
    )
    play_round(path, "qualifying", 1)
    assert "already played" in refused(
        path, capsys, "draw", f, "--stage", "qualifying", "--round", "1", "--seed", "1", "--write"
    )
    assert "unknown stage" in refused(path, capsys, "draw", f, "--stage", "playoff", "--round", "1")
    assert "rounds 1..6" in refused(path, capsys, "draw", f, "--stage", "qualifying", "--round", "7")
    # Round 4 is Swiss: it needs the results of rounds 2 and 3 first.
    assert "round 2 has 0 of its games" in refused(
        path, capsys, "draw", f, "--stage", "qualifying", "--round", "4"
    )
    assert "no draw" in refused(
        path,
        capsys,
        "seating-sheets",
        f,
        "--stage",
        "qualifying",
        "--round",
        "2",
        "-o",
        str(tmp_path / "x.pdf"),
    )
    assert not (tmp_path / "x.pdf").exists()
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    refused(
        tmp_path / "broken.json",
        capsys,
        "draw",
        str(tmp_path / "broken.json"),
        "--stage",
        "q",
        "--round",
        "1",
    )


def test_final_takes_the_top_ten_of_the_semifinal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = load_template("white-nights-2016").skeleton()
    doc["players"] = players()
    doc["stages"] = [
        {"id": "qualifying", "games": 1, "tables": 4, "seating": "random"},
        {"id": "final", "games": 4, "tables": 1, "advance": 10, "seating": "final"},
    ]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    draw(path, "qualifying", 1, capsys, "--seed", "3", "--write")
    play_round(path, "qualifying", 1)
    t = load_tournament(read(path))
    top = [row.player for row in compute_standings(t).rows][:10]
    out = draw(path, "final", 1, capsys, "--seed", "5")
    assert out["method"] == "final" and len(out["tables"]) == 1
    assert set(out["tables"][0]) == set(top) and out["sitting_out"] == []


def test_seating_sheets_pdf_reads_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --lang the sheets speak the interface's language, here Russian by MAFIA_DESK_LANG."""
    monkeypatch.setenv("MAFIA_DESK_LANG", "ru")
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = new_file(tmp_path, "white-nights-2016")
    out = draw(path, "qualifying", 1, capsys, "--seed", "4", "--write")
    pdf = tmp_path / "sheets.pdf"
    assert main(["seating-sheets", str(path), "--stage", "qualifying", "--round", "1", "-o", str(pdf)]) == 0
    pages = subprocess.run([tool, str(pdf), "-"], capture_output=True, text=True, check=True).stdout.split(
        "\f"
    )
    names = {p["id"]: p["name"] for p in players()}
    hall = pages[0]
    for table in out["tables"]:
        for pid in table:
            assert names[pid] in hall
    first = out["tables"][0][0]
    text = " ".join(pages)
    assert names[first] in text and "ёв-" in text
    assert "отборочный этап, тур 1" in hall


def test_seating_sheets_speak_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = new_file(tmp_path, "white-nights-2016")
    draw(path, "qualifying", 1, capsys, "--seed", "4", "--write")
    texts = {}
    for lang in ("ru", "en"):
        pdf = tmp_path / f"{lang}.pdf"
        args = ["seating-sheets", str(path), "--stage", "qualifying", "--round", "1", "-o", str(pdf)]
        assert main([*args, "--lang", lang]) == 0
        texts[lang] = subprocess.run([tool, str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "отборочный этап, тур 1" in texts["ru"]
    assert "qualifying, round 1" in texts["en"] and "тур" not in texts["en"]


def test_semifinal_swiss_takes_the_top_twenty_by_the_qualifying(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """German Open's shape: the top 20 of the qualifying go on; round 1 of a Swiss semifinal is ranked by the
    qualifying's standings, its round 2 by the standings after semifinal round 1."""
    doc = load_template("german-open-2016").skeleton()
    doc["players"] = players()
    doc["stages"] = [
        {"id": "qualifying", "games": 2, "tables": 4, "seating": "random"},
        {"id": "semifinal", "coefficient": 1.5, "games": 3, "tables": 2, "advance": 20, "seating": "swiss"},
    ]
    path = tmp_path / "semi.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    for rnd in (1, 2):
        draw(path, "qualifying", rnd, capsys, "--seed", "2", "--write")
        play_round(path, "qualifying", rnd)
    t = load_tournament(read(path))
    top = [row.player for row in compute_standings(t, after=("qualifying", 2)).rows][:20]
    out = draw(path, "semifinal", 1, capsys, "--seed", "8", "--write")
    assert out["method"] == "swiss" and out["sitting_out"] == []
    assert_swiss_bands(out["tables"], top)
    play_round(path, "semifinal", 1)
    t = load_tournament(read(path))
    order = [row.player for row in compute_standings(t, after=("semifinal", 1)).rows]
    second = draw(path, "semifinal", 2, capsys, "--seed", "8")
    assert_swiss_bands(second["tables"], [p for p in order if p in set(top)])


def test_draw_with_a_constraints_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--constraints`: club-mates (the players' `club`) apart in round 1, a judge-player sitting it out."""
    doc = load_template("white-nights-2016").skeleton()
    doc["players"] = players(42)
    for i, p in enumerate(doc["players"][:16]):
        p["club"] = f"Клуб {i // 4}"
    path = tmp_path / "wn.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"same_club": True, "apart_rounds": 1, "absent": {"1": ["p20"]}}))
    out = draw(path, "qualifying", 1, capsys, "--seed", "3", "--constraints", str(rules))
    assert "p20" in out["sitting_out"]
    clubs = [{f"p{i:02d}" for i in range(4 * k + 1, 4 * k + 5)} for k in range(4)]
    for table in out["tables"]:
        assert all(len(set(table) & club) <= 1 for club in clubs)
    assert out["quality"]["apart_meetings"]["value"] == 0

    rules.write_text(json.dumps({"apart": [["p01", "p77"]], "apart_rounds": 1}))
    code = main(["draw", str(path), "--stage", "qualifying", "--round", "1", "--constraints", str(rules)])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert captured.err.strip() == "invalid: constraints: unknown player 'p77' in a group to keep apart"
